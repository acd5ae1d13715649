/**
 * Checks of the feedback forms, as the server makes them (README "Advisors, feedback and
 * workshops"): a message of 10 to 2,000 characters with at most two links, a valid email, a
 * rating of 1 to 5. Each returns the key of its message in the `content` namespace, or null.
 */
export type FeedbackCheckKey =
  'feedback.required' | 'feedback.emailInvalid' | 'feedback.tooShort' | 'feedback.tooLong' | 'feedback.tooManyLinks' | 'feedback.ratingRequired';

export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 2000;
export const MAX_LINKS = 2;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LINK_PATTERN = /(https?:\/\/|www\.)/gi;

export function checkName(value: string): FeedbackCheckKey | null {
  return value.trim() ? null : 'feedback.required';
}

export function checkEmail(value: string): FeedbackCheckKey | null {
  if (!value.trim()) return 'feedback.required';
  return EMAIL_PATTERN.test(value.trim()) ? null : 'feedback.emailInvalid';
}

/** Counted in characters as people see them (an emoji is one). */
export function checkMessage(value: string): FeedbackCheckKey | null {
  const length = [...value.trim()].length;
  if (length === 0) return 'feedback.required';
  if (length < MESSAGE_MIN) return 'feedback.tooShort';
  if (length > MESSAGE_MAX) return 'feedback.tooLong';
  return (value.match(LINK_PATTERN)?.length ?? 0) > MAX_LINKS ? 'feedback.tooManyLinks' : null;
}

export function checkRating(value: number | null): FeedbackCheckKey | null {
  return value !== null && Number.isInteger(value) && value >= 1 && value <= 5 ? null : 'feedback.ratingRequired';
}
