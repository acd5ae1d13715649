/** Every notifications query lives under this key (the module's id). */
export const NOTIFICATIONS_KEY = 'notifications';

export const notificationKeys = {
  feed: [NOTIFICATIONS_KEY, 'feed'] as const,
  detail: (id: number) => [NOTIFICATIONS_KEY, 'detail', id] as const,
  preferences: [NOTIFICATIONS_KEY, 'preferences'] as const,
};
