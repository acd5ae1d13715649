/**
 * Moments in `<input type="datetime-local">`: the field holds a wall-clock time in the viewer's
 * time zone ("2026-12-01T09:30"), the API an ISO moment.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO moment as the field shows it, in the viewer's time zone; '' when there is none. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The field's value as an ISO moment (UTC): null when empty, 'invalid' when it is not a date and time. */
export function fromLocalInput(value: string): string | null | 'invalid' {
  const text = value.trim();
  if (text === '') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!match) return 'invalid';
  const [, y, mo, d, h, mi, s] = match.map(Number) as [number, number, number, number, number, number, number];
  const date = new Date(y, mo - 1, d, h, mi, Number.isNaN(s) ? 0 : s);
  // new Date rolls 2026-02-30 over to March: a day the calendar does not have is refused.
  if (Number.isNaN(date.getTime()) || date.getMonth() !== mo - 1 || date.getDate() !== d) return 'invalid';
  return date.toISOString();
}
