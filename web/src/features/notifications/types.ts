/**
 * Shapes of the notifications API, derived from the server's OpenAPI document
 * (`src/generated/api-types.ts`, regenerated with `npm run gen:api`): a server change breaks the
 * type check here rather than the screens at run time.
 */
import type { components } from '../../generated/api-types';

type Schemas = components['schemas'];

/** One notice of the feed; `title` and `body` are already in the user's notification language. */
export type NotificationView = Schemas['NotificationView'];

/** Where the next page starts (`?cursor=`); null on the last page. */
export type CursorMeta = Schemas['CursorMeta'];

/** GET /api/notifications: one page, newest first. */
export interface NotificationPage {
  data: NotificationView[];
  meta: CursorMeta;
}

/** POST /api/notifications/read-all: how many were marked. */
export type MarkedRead = Schemas['MarkedRead'];

/**
 * One kind's choice as the profile shows it; `email_always`: the email is part of the service;
 * `push`: sent to the user's registered devices (Web Push).
 */
export type PreferenceView = Schemas['PreferenceView'];

/** The kinds of notification the server knows (the key of each preference). */
export type NotificationKind = PreferenceView['kind'];

/** PUT /api/notification-preferences: one kind's new choice; an absent `push` keeps the stored one. */
export type PreferenceChoice = Schemas['PreferenceChoice'];
export type PreferencesBody = Schemas['PreferencesBody'];

/** A device (a browser's push subscription) the user registered; `service`: the push service's host. */
export type PushDeviceView = Schemas['PushDeviceView'];

/**
 * GET /api/notification-devices: whether this deployment sends Web Push (`enabled` false: it has no
 * keys, and the app shows nothing about push), its VAPID key (base64url) and the user's devices.
 */
export type PushDevices = Schemas['PushDevices'];

/** POST /api/notification-devices: a subscription as `PushSubscription.toJSON()` gives it. */
export type PushDeviceBody = Schemas['PushDeviceBody'];
