/** API answers for the notifications screens' tests, shaped as the server sends them. */
import type { NotificationPage, NotificationView, PreferenceView, PushDevices, PushDeviceView } from '../types';

export function aNotice(overrides: Partial<NotificationView> = {}): NotificationView {
  return {
    id: 1,
    kind: 'kyc_decided',
    title: 'Your identity is verified',
    body: 'Your identity verification is complete: you can now subscribe to analysts’ lists and request analyses.',
    link: '/kyc',
    read: false,
    created_at: '2026-11-26T09:00:00Z',
    ...overrides,
  };
}

/** `count` notices from `firstId` down, each a minute older than the one before, unread. */
export function someNotices(count: number, firstId: number, overrides: Partial<NotificationView> = {}): NotificationView[] {
  return Array.from({ length: count }, (_, i) =>
    aNotice({
      id: firstId - i,
      kind: 'rating_published',
      title: `Notice ${firstId - i}`,
      body: `What happened (${firstId - i})`,
      link: null,
      created_at: new Date(Date.UTC(2026, 10, 26, 9, 0) - i * 60_000).toISOString(),
      ...overrides,
    }),
  );
}

export function aPage(data: NotificationView[], nextCursor: string | null = null): NotificationPage {
  return { data, meta: { next_cursor: nextCursor } };
}

export function aPreference(overrides: Partial<PreferenceView> = {}): PreferenceView {
  return { kind: 'rating_published', label: 'New rating in a list you follow', in_app: true, email: true, email_always: false, push: true, ...overrides };
}

/** The profile's rows: a kind with both channels, one emailed always (the analyst's decision), one off. */
export function somePreferences(): PreferenceView[] {
  return [
    aPreference(),
    aPreference({ kind: 'opinion_resolved', label: 'Analyst decision on an opinion', email_always: true }),
    aPreference({ kind: 'dividend_credited', label: 'Dividend credited', in_app: false, email: false, push: false }),
  ];
}

/** A VAPID public key as the server gives it (base64url of a P-256 point, no padding). */
export const aPublicKey = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

export function aDevice(overrides: Partial<PushDeviceView> = {}): PushDeviceView {
  return {
    id: 7,
    endpoint: 'https://fcm.googleapis.com/fcm/send/other-phone',
    service: 'fcm.googleapis.com',
    created_at: '2026-11-20T08:30:00Z',
    ...overrides,
  };
}

/** GET /api/notification-devices: push on, with the given devices (none: push off, as a deployment without keys). */
export function pushDevices(devices: PushDeviceView[] | null): PushDevices {
  return devices === null ? { enabled: false, public_key: null, devices: [] } : { enabled: true, public_key: aPublicKey, devices };
}
