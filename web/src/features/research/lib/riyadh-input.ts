/**
 * The staff forms' "published at" is typed in Riyadh time (a datetime-local input, which has no
 * zone of its own). Riyadh keeps UTC+3 all year, so the offset is fixed.
 */
const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;

/** "2026-11-26T10:00" typed in Riyadh → "2026-11-26T10:00:00+03:00" (RFC 3339); null when not a moment. */
export function riyadhInputToRfc3339(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const moment = `${match[1]}T${match[2]}:${match[3]}:00+03:00`;
  return Number.isNaN(new Date(moment).getTime()) ? null : moment;
}

/** A moment from the server as the input shows it in Riyadh ("2026-11-26T10:00"); '' when unreadable. */
export function rfc3339ToRiyadhInput(iso: string): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  return new Date(time + RIYADH_OFFSET_MS).toISOString().slice(0, 16);
}
