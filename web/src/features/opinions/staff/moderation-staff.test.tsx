import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { localKeys } from '../../../lib/storage-keys';
import { aUser, installFakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-app';
import { anOpinion } from '../testing/fixtures';
import type { StaffOpinion } from '../types';

const staff = aUser({ role: 'staff' });
const row = (overrides: Partial<StaffOpinion['opinion']> = {}): StaffOpinion => ({
  opinion: anOpinion(overrides),
  list_name: 'آراء السوق',
  analyst_name: 'سارة المحللة',
});
const page = (rows: StaffOpinion[]) => ({ body: { data: rows, meta: { page: 1, per_page: 20, total: rows.length } } });

beforeEach(() => localStorage.setItem(localKeys.token, 'tok'));

describe('staff: opinions moderation', () => {
  it('hides an opinion only with a reason, which it sends, and shows the server’s word under the field', async () => {
    const posts: unknown[] = [];
    installFakeApi({
      user: staff,
      handlers: {
        'GET /api/staff/opinions': () => page([row()]),
        'POST /api/staff/opinions/31/hide': ({ body }) => {
          posts.push(body);
          const reason = (body as { reason?: string }).reason?.trim();
          if (!reason)
            return { status: 422, body: { message: 'The given data was invalid', errors: { reason: ['Please write why it is hidden: the analyst is told'] } } };
          return { body: { data: anOpinion({ hidden_at: '2026-11-28T08:00:00Z', hidden_reason: reason }) } };
        },
      },
    });
    renderScreen('/staff/opinions-moderation');
    const listed = await screen.findByTestId('staff-opinion-31');
    expect(listed).toHaveTextContent('آراء السوق');
    expect(listed).toHaveTextContent('سارة المحللة');
    const user = userEvent.setup();
    await user.click(within(listed).getByTestId('staff-opinion-hide-31'));
    await user.click(await screen.findByTestId('staff-opinion-confirm'));
    expect(await screen.findByText('Please write why it is hidden: the analyst is told')).toBeInTheDocument();
    await user.type(screen.getByTestId('staff-opinion-reason'), 'Unrealistic target');
    await user.click(screen.getByTestId('staff-opinion-confirm'));
    await screen.findByTestId('staff-opinion-31');
    expect(posts).toEqual([{ reason: '' }, { reason: 'Unrealistic target' }]);
  });

  it('shows a hidden opinion with its reason, restores it after confirming, and lists the log with who decided', async () => {
    const restored: string[] = [];
    installFakeApi({
      user: staff,
      handlers: {
        'GET /api/staff/opinions': ({ url }) => {
          expect(url.searchParams.get('state')).toBe('hidden');
          return page([row({ hidden_at: '2026-11-28T08:00:00Z', hidden_reason: 'Unrealistic target' })]);
        },
        'POST /api/staff/opinions/31/restore': () => {
          restored.push('31');
          return { body: { data: anOpinion() } };
        },
        'GET /api/staff/opinions/31/moderation': () => ({
          body: { data: [{ action: 'hide', reason: 'Unrealistic target', staff_id: 7, staff_name: 'Huda', at: '2026-11-28T08:00:00Z' }] },
        }),
      },
    });
    renderScreen('/staff/opinions-moderation?state=hidden');
    const listed = await screen.findByTestId('staff-opinion-31');
    expect(listed).toHaveAttribute('data-hidden', 'true');
    expect(listed).toHaveTextContent('Unrealistic target');
    const user = userEvent.setup();
    await user.click(within(listed).getByTestId('staff-opinion-log-31'));
    expect(await screen.findByTestId('staff-opinion-log')).toHaveTextContent('by Huda');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(listed).getByTestId('staff-opinion-restore-31'));
    await user.click(await screen.findByTestId('staff-opinion-confirm'));
    await screen.findByTestId('staff-opinion-31');
    expect(restored).toEqual(['31']);
  });
});
