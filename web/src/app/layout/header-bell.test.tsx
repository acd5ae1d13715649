import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localKeys } from '../../lib/storage-keys';
import { aUser, installFakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

beforeEach(() => {
  localStorage.setItem(localKeys.token, 'tok');
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the notification bell', () => {
  // Analysts once had no bell: the notice of their own approval was reachable only by typing /notification.
  it.each([
    ['a subscriber', aUser()],
    ['an analyst', aUser({ is_analyst: true, role: 'analyst' })],
    ['staff', aUser({ role: 'staff' })],
  ])('is in the header of %s and opens the feed', async (_, user) => {
    installFakeApi({ user, handlers: { 'GET /api/notifications': () => ({ body: { data: [], meta: { next_cursor: null } } }) } });
    renderApp('/');
    const badge = await screen.findByTestId('notification-badge');
    badge.click();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/notification'));
  });

  it('is not shown to a guest', async () => {
    localStorage.clear();
    installFakeApi();
    renderApp('/');
    await screen.findByTestId('login-link');
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
  });
});
