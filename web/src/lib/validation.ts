/**
 * Client-side checks of spec §5. Each returns the i18n key of its message, or null when valid,
 * so screens show the same wording in Arabic and English as the server does.
 */
import { PASSWORD_MIN_LENGTH, VERIFICATION_CODE_LENGTH } from './constants';

export type ValidationKey =
  | 'validation.required'
  | 'validation.emailInvalid'
  | 'validation.passwordTooShort'
  | 'validation.passwordsDoNotMatch'
  | 'validation.confirmationDoesNotMatch'
  | 'validation.phoneInvalid'
  | 'validation.codeRequired'
  | 'validation.codeInvalid'
  | 'validation.termsRequired';

type Check = ValidationKey | null;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** International E.164, or a Saudi mobile written locally (05xxxxxxxx). */
const PHONE_PATTERN = /^(\+[1-9]\d{7,14}|05\d{8})$/;

export function required(value: string): Check {
  return value.trim() ? null : 'validation.required';
}

export function validEmail(value: string): Check {
  if (!value.trim()) return 'validation.required';
  return EMAIL_PATTERN.test(value.trim()) ? null : 'validation.emailInvalid';
}

export function validPassword(value: string): Check {
  if (!value) return 'validation.required';
  return value.length >= PASSWORD_MIN_LENGTH ? null : 'validation.passwordTooShort';
}

/** Where a new password replaces the old one (reset, change). */
export function passwordsMatch(password: string, confirmation: string): Check {
  if (!confirmation) return 'validation.required';
  return password === confirmation ? null : 'validation.passwordsDoNotMatch';
}

/** At sign-up, where nothing is new yet. */
export function confirmationMatches(password: string, confirmation: string): Check {
  if (!confirmation) return 'validation.required';
  return password === confirmation ? null : 'validation.confirmationDoesNotMatch';
}

/** Spaces and dashes people type between digit groups are ignored. */
export function normalizePhone(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function validPhone(value: string): Check {
  const phone = normalizePhone(value);
  if (!phone) return 'validation.required';
  return PHONE_PATTERN.test(phone) ? null : 'validation.phoneInvalid';
}

export function validVerificationCode(value: string): Check {
  const code = value.trim();
  if (!code) return 'validation.codeRequired';
  return new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`).test(code) ? null : 'validation.codeInvalid';
}

export function termsAccepted(accepted: boolean): Check {
  return accepted ? null : 'validation.termsRequired';
}

/** Keeps only the failing checks: { field: key }. */
export function collectErrors<F extends string, K extends string = ValidationKey>(checks: Record<F, K | null>): Partial<Record<F, K>> {
  const errors: Partial<Record<F, K>> = {};
  for (const field of Object.keys(checks) as F[]) {
    const result = checks[field];
    if (result) errors[field] = result;
  }
  return errors;
}
