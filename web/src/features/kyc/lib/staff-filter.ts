/**
 * The staff list's status filter in the address. It opens on what waits for staff (in_review),
 * so "every status" needs a word of its own: `?status=all`.
 */
import { isStaffStatus, type StaffStatus } from '../types';

export const ALL_STATUSES = 'all';
export const DEFAULT_STATUS: StaffStatus = 'in_review';

/** The status to ask the API for (null: all) from the `status` parameter. */
export function statusFromParam(param: string): StaffStatus | null {
  if (param === ALL_STATUSES) return null;
  return isStaffStatus(param) ? param : DEFAULT_STATUS;
}

/** The parameter for a choice of the filter ('' is its "All"); the default is left out of the address. */
export function paramFromChoice(choice: string): string {
  if (choice === '') return ALL_STATUSES;
  return choice === DEFAULT_STATUS ? '' : choice;
}
