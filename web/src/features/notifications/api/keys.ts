/** Every notifications query lives under this key (the module's id). */
export const NOTIFICATIONS_KEY = 'notifications';

export const notificationKeys = {
  feed: [NOTIFICATIONS_KEY, 'feed'] as const,
  detail: (id: number) => [NOTIFICATIONS_KEY, 'detail', id] as const,
  preferences: [NOTIFICATIONS_KEY, 'preferences'] as const,
  devices: [NOTIFICATIONS_KEY, 'devices'] as const,
  /** Not the server's: this browser's own push subscription (lib/push.ts). */
  thisDevice: [NOTIFICATIONS_KEY, 'this-device'] as const,
};
