import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { formatMoment } from '../../../lib/format';
import { localKeys } from '../../../lib/storage-keys';
import { aUser, installFakeApi } from '../../../test/fake-api';
import { renderApp, renderScreen } from '../../../test/render-app';
import { aNotice, aPage } from '../testing/fixtures';
import type { NotificationView } from '../types';

type Handlers = NonNullable<Parameters<typeof installFakeApi>[0]>['handlers'];

const location = () => screen.getByTestId('location').textContent;
const dotShown = () => !screen.getByTestId('notification-badge').querySelector('.MuiBadge-badge')!.classList.contains('MuiBadge-invisible');

beforeEach(() => {
  localStorage.setItem(localKeys.token, 'tok');
});

afterEach(async () => {
  vi.unstubAllGlobals();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

/** One unread notice on the server; opening it marks it read, as GET /api/notifications/{id} does. */
function noticeApi(notice: NotificationView, handlers: Handlers = {}) {
  return installFakeApi({
    handlers: {
      'GET /api/user': () => ({ body: { data: aUser({ has_notification: notice.read ? '0' : '1' }) } }),
      'GET /api/notifications': () => ({ body: aPage([notice]) }),
      [`GET /api/notifications/${notice.id}`]: () => {
        notice.read = true;
        return { body: { data: notice } };
      },
      ...handlers,
    },
  });
}

describe('/notification-details/:id', () => {
  it('shows the notice, marks it read, clears the dot and leads to its page', async () => {
    const api = noticeApi(aNotice({ id: 5, link: '/rating-details/9' }));
    renderApp('/notification-details/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your identity is verified' })).toBeInTheDocument();
    expect(screen.getByTestId('notification-body')).toHaveTextContent('Your identity verification is complete');
    expect(screen.getByTestId('notification-details')).toHaveTextContent(formatMoment('2026-11-26T09:00:00Z', 'en'));
    expect(screen.getByTestId('notification-link')).toHaveAttribute('href', '/rating-details/9');
    expect(screen.getByTestId('notification-link')).toHaveTextContent('Go to the page');

    // The user was read again after the server marked the notice: the header's dot is gone.
    await waitFor(() => expect(api.calls.filter((call) => call.path === '/api/user').length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(dotShown()).toBe(false));
    expect(document.title).toBe('Your identity is verified — Eva');

    const user = userEvent.setup();
    await user.click(screen.getByTestId('back-to-notifications'));
    const item = await screen.findByTestId('notification-5');
    expect(location()).toBe('/notification');
    expect(item).toHaveAttribute('data-read', 'true');
  });

  it('offers no link when the notice has none, or one that leaves the app', async () => {
    noticeApi(aNotice({ id: 6, link: 'https://elsewhere.example/x' }));
    renderScreen('/notification-details/6');
    await screen.findByTestId('notification-details');
    expect(screen.queryByTestId('notification-link')).toBeNull();
  });

  it('says a notice that is not the user’s was not found', async () => {
    const api = installFakeApi({ handlers: { 'GET /api/notifications/77': () => ({ status: 404, body: { message: 'Not found' } }) } });
    renderScreen('/notification-details/77');
    const page = await screen.findByTestId('notification-not-found');
    expect(page).toHaveTextContent('Notification not found');
    expect(page).toHaveTextContent('It may have been removed, or it belongs to another account.');
    expect(screen.getByRole('link', { name: 'All notifications' })).toHaveAttribute('href', '/notification');
    // A 404 is not retried.
    expect(api.calls.filter((call) => call.path === '/api/notifications/77')).toHaveLength(1);
  });

  it('asks nothing for an address that names no notice', async () => {
    const api = installFakeApi();
    renderScreen('/notification-details/abc');
    expect(await screen.findByTestId('notification-not-found')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path.startsWith('/api/notifications'))).toBe(false);
  });

  it('speaks Arabic, the arrows pointing the right way', async () => {
    noticeApi(aNotice({ id: 5, title: 'تم التحقق من هويتك', body: 'اكتمل التحقق من هويتك.' }));
    await i18n.changeLanguage('ar');
    renderScreen('/notification-details/5', { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'تم التحقق من هويتك' })).toBeInTheDocument();
    expect(screen.getByTestId('back-to-notifications')).toHaveTextContent('كل الإشعارات');
    expect(screen.getByTestId('notification-link')).toHaveTextContent('الانتقال إلى الصفحة');
    expect(screen.getByTestId('back-to-notifications').querySelector('svg')).toHaveStyle({ transform: 'scaleX(-1)' });
  });
});
