import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localKeys } from '../../lib/storage-keys';
import { aUser, installFakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

const dotShown = () => !screen.getByTestId('notification-badge').querySelector('.MuiBadge-badge')!.classList.contains('MuiBadge-invisible');

beforeEach(() => {
  localStorage.setItem(localKeys.token, 'tok');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  focusManager.setFocused(undefined);
});

/** A notice arrives on the server after the page loaded: GET /api/user says so from then on. */
function arrivingNoticeApi() {
  let unread = false;
  const api = installFakeApi({
    handlers: {
      'GET /api/user': () => ({ body: { data: aUser({ has_notification: unread ? '1' : '0' }) } }),
      'GET /api/notifications': () => ({ body: { data: [], meta: { next_cursor: null } } }),
    },
  });
  return { ...api, arrive: () => (unread = true), userReads: () => api.calls.filter((call) => call.path === '/api/user').length };
}

/** A minute and a bit later, as TanStack's staleness reads the clock. */
function aMinuteLater() {
  const now = Date.now();
  vi.spyOn(Date, 'now').mockReturnValue(now + 61_000);
}

describe('the bell’s unread dot', () => {
  it('appears at the next route change once the user is a minute old', async () => {
    const api = arrivingNoticeApi();
    renderApp('/notification');
    await screen.findByTestId('query-empty');
    expect(dotShown()).toBe(false);
    api.arrive();

    // Moving within the minute reads nothing again.
    const user = userEvent.setup();
    const reads = api.userReads();
    await user.click(screen.getByTestId('notification-settings-link'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/my_profile'));
    expect(api.userReads()).toBe(reads);
    expect(dotShown()).toBe(false);

    aMinuteLater();
    await user.click(screen.getByTestId('notification-badge'));
    await waitFor(() => expect(dotShown()).toBe(true));
    expect(api.userReads()).toBe(reads + 1);
  });

  it('appears when the window regains focus', async () => {
    const api = arrivingNoticeApi();
    renderApp('/notification');
    await screen.findByTestId('query-empty');
    api.arrive();
    aMinuteLater();
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(dotShown()).toBe(true));
  });
});
