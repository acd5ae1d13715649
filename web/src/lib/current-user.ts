/** The signed-in user as GET /api/user returns it. */
export interface CurrentUser {
  id: number | string;
  name: string;
  email: string;
  phone: string | null;
  language: 'ar' | 'en' | null;
  avatar: string | null;
  /** The string '1' when there are unread notifications. */
  has_notification: '1' | '0' | string;
  is_analyst: boolean;
  email_verified: boolean;
  role: UserRole | string;
}

/**
 * Where GET /api/user is cached (the accounts module's query, one entry per token). Other modules
 * refresh the user through this prefix, e.g. after reading notifications (`has_notification`).
 */
export const currentUserQueryPrefix = ['accounts', 'user'] as const;

/** Roles as GET /api/user names them (guests have no user). */
export type UserRole = 'subscriber' | 'analyst' | 'staff';

export function isStaff(user: CurrentUser | null | undefined): boolean {
  return user?.role === 'staff';
}

/** Analysts and staff: who may open the stock-analysis review queue. */
export function isAnalystOrStaff(user: CurrentUser | null | undefined): boolean {
  return isStaff(user) || user?.role === 'analyst' || user?.is_analyst === true;
}

/** A phone that is null, empty or '-' counts as missing (spec §4). */
export function isPhoneMissing(phone: string | null | undefined): boolean {
  const value = phone?.trim() ?? '';
  return value === '' || value === '-';
}
