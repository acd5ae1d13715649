import type { TranslationTree } from '../../../i18n/translation-tree';

/** The notifications screens' texts (namespace `notifications`). Notices come in the user's language from the server. */
export const en = {
  feed: {
    subtitle: 'News about your account, lists and payments, newest first.',
    markAllRead: 'Mark all as read',
    markingAllRead: 'Marking…',
    allMarked: 'All notifications are marked as read.',
    markRead: 'Mark as read',
    unread: 'Unread',
    loadMore: 'Show older notifications',
    loadingMore: 'Loading…',
    empty: 'You have no notifications yet',
    emptyHint: 'When something happens in your account, you will find it here.',
    settings: 'Notification settings',
  },
  details: {
    back: 'All notifications',
    open: 'Go to the page',
    notFoundTitle: 'Notification not found',
    notFoundText: 'It may have been removed, or it belongs to another account.',
  },
  preferences: {
    title: 'Notifications',
    subtitle: 'Choose how we tell you about each kind of news: here in the app, by email, or both.',
    kind: 'Notification',
    inApp: 'In the app',
    email: 'By email',
    inAppOf: '{{label}}: in the app',
    emailOf: '{{label}}: by email',
    emailAlways: 'Always by email: it is part of the service.',
    saving: 'Saving…',
    saved: 'Saved.',
    none: 'There are no notification settings.',
    subtitleWithPush: 'Choose how we tell you about each kind of news: here in the app, by email, or on your devices.',
    push: 'On devices',
    pushOf: '{{label}}: on your devices',
  },
  device: {
    title: 'This device',
    checking: 'Checking this device…',
    on: 'Notifications reach this device, even when Eva is closed.',
    off: 'Notifications do not reach this device.',
    turnOn: 'Turn on notifications on this device',
    turnOff: 'Turn off on this device',
    denied:
      'This browser blocks notifications from Eva. To allow them, open the site settings (the icon beside the address), set Notifications to Allow, then reload the page.',
    unsupported:
      'This browser cannot receive notifications. On iPhone and iPad, add Eva to the Home Screen (Share, then Add to Home Screen) and open it from there.',
    noWorker: 'This page could not start notifications. Reload it and try again.',
    failed: 'The browser could not turn on notifications. Try again later.',
  },
  devices: {
    title: 'Your other devices',
    added: 'Added on {{date}}',
    remove: 'Remove',
    removeOf: 'Remove {{service}}, added on {{date}}',
  },
} satisfies TranslationTree;
