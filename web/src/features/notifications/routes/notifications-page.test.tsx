import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import type { CurrentUser } from '../../../lib/current-user';
import { localKeys } from '../../../lib/storage-keys';
import { aUser, installFakeApi } from '../../../test/fake-api';
import { renderApp, renderScreen } from '../../../test/render-app';
import { aNotice, aPage, someNotices } from '../testing/fixtures';
import type { NotificationPage, NotificationView } from '../types';

type Handlers = NonNullable<Parameters<typeof installFakeApi>[0]>['handlers'];

const location = () => screen.getByTestId('location').textContent;
/** The header's bell dot: MUI hides it with a class rather than removing it. */
const dotShown = () => !screen.getByTestId('notification-badge').querySelector('.MuiBadge-badge')!.classList.contains('MuiBadge-invisible');

beforeEach(() => {
  localStorage.setItem(localKeys.token, 'tok');
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

/**
 * The server's feed: `pages` by cursor (`''` for the first), and the user whose unread flag
 * follows the notices, as GET /api/user does.
 */
function feedApi(pages: Record<string, NotificationPage>, handlers: Handlers = {}) {
  const all = () => Object.values(pages).flatMap((page) => page.data);
  const user = (): CurrentUser => aUser({ has_notification: all().some((n) => !n.read) ? '1' : '0' });
  return installFakeApi({
    handlers: {
      'GET /api/user': () => ({ body: { data: user() } }),
      'GET /api/notifications': ({ url }) => {
        const page = pages[url.searchParams.get('cursor') ?? ''];
        return page ? { body: page } : { status: 422, body: { message: 'The cursor is not valid' } };
      },
      'POST /api/notifications/read-all': () => {
        const unread = all().filter((n) => !n.read);
        for (const n of unread) n.read = true;
        return { body: { data: { marked: unread.length } } };
      },
      ...handlers,
    },
  });
}

describe('/notification', () => {
  it('shows the newest page with unread notices marked, and each leads to its details', async () => {
    const first = [aNotice({ id: 3, title: 'Your identity is verified' }), aNotice({ id: 2, title: 'Payment received', read: true, link: null })];
    feedApi({ '': aPage(first) });
    renderApp('/notification');
    const list = await screen.findByTestId('notification-list');
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();

    const unread = within(list).getByTestId('notification-3');
    expect(unread).toHaveAttribute('data-read', 'false');
    expect(within(unread).getByTestId('unread-dot')).toBeInTheDocument();
    expect(within(unread).getByText('Your identity is verified')).toHaveStyle({ fontWeight: '700' });
    expect(unread).toHaveTextContent('(Unread)');
    expect(within(unread).getByRole('button', { name: 'Mark as read' })).toBeInTheDocument();

    const read = within(list).getByTestId('notification-2');
    expect(read).toHaveAttribute('data-read', 'true');
    expect(within(read).queryByTestId('unread-dot')).toBeNull();
    expect(within(read).queryByRole('button', { name: 'Mark as read' })).toBeNull();
    expect(within(read).getByText('Payment received')).toHaveStyle({ fontWeight: '400' });
    // A notice in another language than the page's keeps its own direction (its final period stays at its end).
    expect(within(read).getByText('Payment received')).toHaveAttribute('dir', 'auto');
    // The time in full on hover, as a machine-readable moment.
    expect(read.querySelector('time')).toHaveAttribute('datetime', '2026-11-26T09:00:00Z');

    // No cursor: nothing older to load.
    expect(screen.queryByTestId('load-more')).toBeNull();
    expect(within(unread).getByRole('link')).toHaveAttribute('href', '/notification-details/3');
    // The header's bell is lazy: it may render after the list, on a busy machine well after.
    await waitFor(() => expect(dotShown()).toBe(true));
  });

  it('loads older notices after the cursor on request, appending them once each', async () => {
    const first = someNotices(20, 40);
    // The second page repeats the first page's last notice (it was pushed down by a new one).
    const second = [...someNotices(1, 21), ...someNotices(5, 20)];
    const api = feedApi({ '': aPage(first, 'cursor-2'), 'cursor-2': aPage(second) });
    renderScreen('/notification');
    const list = await screen.findByTestId('notification-list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);

    const user = userEvent.setup();
    await user.click(screen.getByTestId('load-more'));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25));
    const ids = within(list)
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('data-testid'));
    expect(ids[0]).toBe('notification-40');
    expect(ids.at(-1)).toBe('notification-16');
    expect(new Set(ids).size).toBe(25);
    // The last page: no more button.
    expect(screen.queryByTestId('load-more')).toBeNull();

    const requests = api.calls.filter((call) => call.path === '/api/notifications');
    expect(requests).toHaveLength(2);
    const urls = vi
      .mocked(fetch)
      .mock.calls.map(([url]) => String(url))
      .filter((url) => url.includes('/api/notifications'));
    expect(urls[0]).not.toContain('cursor=');
    expect(urls[1]).toContain('cursor=cursor-2');
  });

  it('marks everything read, and the feed and the header dot follow', async () => {
    const api = feedApi({ '': aPage([aNotice({ id: 2 }), aNotice({ id: 1, title: 'Older' })]) });
    renderApp('/notification');
    await screen.findByTestId('notification-list');
    await waitFor(() => expect(dotShown()).toBe(true));
    const userReads = api.calls.filter((call) => call.path === '/api/user').length;

    const user = userEvent.setup();
    await user.click(screen.getByTestId('mark-all-read'));
    expect(await screen.findByText('All notifications are marked as read.')).toBeInTheDocument();
    await waitFor(() => expect(dotShown()).toBe(false));
    expect(screen.getByTestId('notification-2')).toHaveAttribute('data-read', 'true');
    expect(screen.getByTestId('notification-1')).toHaveAttribute('data-read', 'true');
    expect(screen.queryAllByTestId('unread-dot')).toHaveLength(0);
    expect(screen.getByTestId('mark-all-read')).toBeDisabled();
    expect(api.calls.filter((call) => call.method === 'POST' && call.path === '/api/notifications/read-all')).toHaveLength(1);
    // Read afresh: the feed and the user.
    expect(api.calls.filter((call) => call.path === '/api/notifications')).toHaveLength(2);
    expect(api.calls.filter((call) => call.path === '/api/user').length).toBeGreaterThan(userReads);
  });

  it('marks one notice read in place', async () => {
    const notices = [aNotice({ id: 2 }), aNotice({ id: 1 })];
    const api = feedApi(
      { '': aPage(notices) },
      {
        'POST /api/notifications/2/read': () => {
          notices[0]!.read = true;
          return { body: { data: notices[0] } };
        },
      },
    );
    renderScreen('/notification');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('mark-read-2'));
    await waitFor(() => expect(screen.getByTestId('notification-2')).toHaveAttribute('data-read', 'true'));
    expect(screen.getByTestId('notification-1')).toHaveAttribute('data-read', 'false');
    expect(location()).toBe('/notification');
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([{ method: 'POST', path: '/api/notifications/2/read', body: undefined }]);
  });

  it('opens a notice’s details from the feed', async () => {
    feedApi({ '': aPage([aNotice({ id: 3 })]) }, { 'GET /api/notifications/3': () => ({ body: { data: aNotice({ id: 3, read: true }) } }) });
    renderScreen('/notification');
    const user = userEvent.setup();
    await user.click(within(await screen.findByTestId('notification-3')).getByRole('link'));
    expect(await screen.findByTestId('notification-details')).toBeInTheDocument();
    expect(location()).toBe('/notification-details/3');
  });

  it('says so when there is nothing yet, with nothing to mark', async () => {
    feedApi({ '': aPage([]) });
    renderScreen('/notification');
    expect(await screen.findByTestId('query-empty')).toHaveTextContent('You have no notifications yet');
    expect(screen.getByTestId('mark-all-read')).toBeDisabled();
    expect(screen.getByTestId('notification-settings-link')).toHaveAttribute('href', '/my_profile#notifications');
  });

  it('shows a failure with a way to try again', async () => {
    let fail = true;
    feedApi(
      {},
      {
        'GET /api/notifications': () => (fail ? { status: 500, body: { message: 'The notifications could not be read now' } } : { body: aPage([aNotice()]) }),
      },
    );
    renderScreen('/notification');
    const error = await screen.findByTestId('query-error');
    expect(error).toHaveTextContent('The notifications could not be read now');
    fail = false;
    const user = userEvent.setup();
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('notification-1')).toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    const now = Date.now();
    const recent: NotificationView = aNotice({
      title: 'تم التحقق من هويتك',
      body: 'اكتمل التحقق من هويتك.',
      created_at: new Date(now - 5 * 60_000).toISOString(),
    });
    feedApi({ '': aPage([recent], 'next') });
    await i18n.changeLanguage('ar');
    renderScreen('/notification', { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'الإشعارات' })).toBeInTheDocument();
    const item = await screen.findByTestId('notification-1');
    expect(item).toHaveTextContent('تم التحقق من هويتك');
    expect(item).toHaveTextContent('قبل 5 دقائق');
    expect(item).toHaveTextContent('(غير مقروء)');
    expect(screen.getByTestId('mark-all-read')).toHaveTextContent('تحديد الكل كمقروء');
    expect(screen.getByTestId('load-more')).toHaveTextContent('عرض الإشعارات الأقدم');
  });
});
