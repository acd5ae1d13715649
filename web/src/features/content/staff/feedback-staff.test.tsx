import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { localKeys } from '../../../lib/storage-keys';
import { aUser, installFakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-app';
import { aStaffFeedback } from '../testing/fixtures';

beforeEach(() => localStorage.setItem(localKeys.token, 'tok'));
afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

describe('/staff/feedback', () => {
  it('shows new messages first and approves a testimonial', async () => {
    const items = [aStaffFeedback(), aStaffFeedback({ id: 2, kind: 'site', rating: null, message: 'The site is slow on my phone' })];
    const api = installFakeApi({
      user: aUser({ role: 'staff' }),
      handlers: {
        'GET /api/staff/feedback': ({ url }) => {
          const status = url.searchParams.get('status');
          const data = items.filter((f) => !status || f.status === status);
          return { body: { data, meta: { page: 1, per_page: 20, total: data.length } } };
        },
        'POST /api/staff/feedback/1/approve': () => {
          items[0]!.status = 'approved';
          return { body: { data: items[0] } };
        },
      },
    });
    renderScreen('/staff/feedback');
    const testimonial = await screen.findByTestId('staff-feedback-1');
    expect(testimonial).toHaveTextContent('noura@example.com');
    // A visitor's message is read or deleted, never approved.
    expect(within(screen.getByTestId('staff-feedback-2')).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(
      vi
        .mocked(fetch)
        .mock.calls.map(([u]) => String(u))
        .find((u) => u.includes('/api/staff/feedback')),
    ).toContain('status=new');

    await userEvent.setup().click(within(testimonial).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByTestId('staff-feedback-1')).toBeNull());
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/staff/feedback/1/approve')).toBe(true);
  });
});
