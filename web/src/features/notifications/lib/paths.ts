/** The notifications screens' addresses (spec §2), for links inside the feature. */
export const notificationsPath = '/notification';

export function notificationDetailsPath(id: number): string {
  return `/notification-details/${id}`;
}

/** The profile's notification settings; emails link here too. */
export const NOTIFICATION_SETTINGS_ID = 'notifications';
export const notificationSettingsPath = `/my_profile#${NOTIFICATION_SETTINGS_ID}`;

/** The id in `/notification-details/:id`, or null when it cannot be one (not a positive whole number). */
export function noticeIdOf(param: string | undefined): number | null {
  if (!param || !/^[1-9]\d{0,15}$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
}
