import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { localKeys } from '../../../lib/storage-keys';
import { aUser, installFakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-app';
import { aStaffAnalystList, anAnalystList } from '../testing/fixtures';
import type { StaffAnalystList } from '../types';

const staff = aUser({ role: 'staff' });
const page = (rows: StaffAnalystList[]) => ({ body: { data: rows, meta: { page: 1, per_page: 20, total: rows.length } } });
const hiddenList = { hidden_at: '2026-11-28T08:00:00Z', hidden_reason: 'Misleading name' };

beforeEach(() => localStorage.setItem(localKeys.token, 'tok'));

describe('staff: lists moderation', () => {
  it('lists both kinds of lists with their analyst, and hides one only with a reason, showing the server’s word under the field', async () => {
    const posts: unknown[] = [];
    let hidden = false;
    installFakeApi({
      user: staff,
      handlers: {
        'GET /api/staff/lists': () =>
          page([aStaffAnalystList(hidden ? hiddenList : {}), aStaffAnalystList({ id: 21, name: 'آراء السوق', service_type: 'eva_opinions' })]),
        'POST /api/staff/lists/11/hide': ({ body }) => {
          posts.push(body);
          const reason = (body as { reason?: string }).reason?.trim();
          if (!reason)
            return { status: 422, body: { message: 'The given data was invalid', errors: { reason: ['Please write why it is hidden: the analyst is told'] } } };
          hidden = true;
          return { body: { data: anAnalystList({ ...hiddenList, hidden_reason: reason, on_sale: false }) } };
        },
      },
    });
    renderScreen('/staff/lists-moderation');
    const listed = await screen.findByTestId('staff-list-11');
    expect(listed).toHaveTextContent('نمو السعودية');
    expect(listed).toHaveTextContent('سارة المحللة');
    expect(listed).toHaveTextContent('Eva lists');
    expect(listed).toHaveTextContent('Shown');
    expect(screen.getByTestId('staff-list-21')).toHaveTextContent('Eva opinions');
    expect(screen.getByText('2 lists')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(listed).getByTestId('staff-list-hide-11'));
    await user.click(await screen.findByTestId('staff-list-confirm'));
    expect(await screen.findByText('Please write why it is hidden: the analyst is told')).toBeInTheDocument();
    await user.type(screen.getByTestId('staff-list-reason'), 'Misleading name');
    await user.click(screen.getByTestId('staff-list-confirm'));
    // The dialog closes and the queue is read again: the list now shows hidden with its reason.
    await expect.poll(() => screen.getByTestId('staff-list-11').getAttribute('data-hidden')).toBe('true');
    expect(screen.queryByTestId('staff-list-confirm')).toBeNull();
    expect(screen.getByTestId('staff-list-11')).toHaveTextContent('Misleading name');
    expect(posts).toEqual([{ reason: '' }, { reason: 'Misleading name' }]);
  });

  it('filters the hidden lists, shows the log with who decided, and restores a list after confirming', async () => {
    const restored: string[] = [];
    const states: (string | null)[] = [];
    installFakeApi({
      user: staff,
      handlers: {
        'GET /api/staff/lists': ({ url }) => {
          states.push(url.searchParams.get('state'));
          return url.searchParams.get('state') === 'hidden'
            ? page([aStaffAnalystList(hiddenList)])
            : page([aStaffAnalystList(hiddenList), aStaffAnalystList({ id: 21, name: 'آراء السوق', service_type: 'eva_opinions' })]);
        },
        'POST /api/staff/lists/11/restore': () => {
          restored.push('11');
          return { body: { data: anAnalystList() } };
        },
        'GET /api/staff/lists/11/moderation': () => ({
          body: { data: [{ action: 'hide', reason: 'Misleading name', staff_id: 7, staff_name: 'Huda', at: '2026-11-28T08:00:00Z' }] },
        }),
      },
    });
    renderScreen('/staff/lists-moderation');
    await screen.findByTestId('staff-list-21');
    const user = userEvent.setup();
    await user.click(within(screen.getByTestId('staff-lists-filter')).getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: 'Hidden only' }));
    await expect.poll(() => screen.queryByTestId('staff-list-21')).toBeNull();
    expect(states.at(-1)).toBe('hidden');

    const listed = screen.getByTestId('staff-list-11');
    expect(listed).toHaveAttribute('data-hidden', 'true');
    expect(listed).toHaveTextContent('Hidden');
    expect(listed).toHaveTextContent('Misleading name');
    await user.click(within(listed).getByTestId('staff-list-log-11'));
    const log = await screen.findByTestId('staff-list-log');
    expect(log).toHaveTextContent('Hidden');
    expect(log).toHaveTextContent('by Huda');
    expect(log).toHaveTextContent('Misleading name');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(listed).getByTestId('staff-list-restore-11'));
    expect(await screen.findByText('Show this list again?')).toBeInTheDocument();
    await user.click(screen.getByTestId('staff-list-confirm'));
    await expect.poll(() => restored).toEqual(['11']);
    await expect.poll(() => screen.queryByTestId('staff-list-confirm')).toBeNull();
  });

  it('names the page in Arabic, apart from the opinions moderation', async () => {
    installFakeApi({ user: staff, handlers: { 'GET /api/staff/lists': () => page([aStaffAnalystList(hiddenList)]) } });
    await i18n.changeLanguage('ar');
    renderScreen('/staff/lists-moderation', { language: 'ar' });
    const listed = await screen.findByTestId('staff-list-11');
    expect(listed).toHaveTextContent('مخفية');
    expect(listed).toHaveTextContent('قوائم إيفا');
    expect(screen.getAllByText('إشراف القوائم').length).toBeGreaterThan(0);
    expect(screen.getByText('قائمة واحدة')).toBeInTheDocument();
  });
});
