import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localKeys } from '../../../lib/storage-keys';
import { aUser, installFakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-app';
import { aStaffAdvisor } from '../testing/fixtures';

beforeEach(() => localStorage.setItem(localKeys.token, 'tok'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/staff/advisors', () => {
  it('lists advisors, hides one and deletes another', async () => {
    const advisors = [aStaffAdvisor(), aStaffAdvisor({ id: 2, name_en: 'Reem', hidden: true })];
    const api = installFakeApi({
      user: aUser({ role: 'staff' }),
      handlers: {
        'GET /api/staff/advisors': () => ({ body: { data: advisors } }),
        'PUT /api/staff/advisors/1': ({ body }) => {
          Object.assign(advisors[0]!, body as object);
          return { body: { data: advisors[0] } };
        },
        'DELETE /api/staff/advisors/2': () => {
          advisors.splice(1, 1);
          return { response: new Response(null, { status: 204 }) };
        },
      },
    });
    renderScreen('/staff/advisors');
    const first = await screen.findByTestId('staff-advisor-1');
    expect(first).toHaveTextContent('CMA-licensed investment adviser · CMA-12345');
    expect(within(screen.getByTestId('staff-advisor-2')).getByText('Hidden')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(first).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByTestId('staff-advisor-dialog');
    await user.click(within(dialog).getByLabelText('Hidden from visitors'));
    // The licence is one of a fixed set of kinds, each named in both languages.
    await user.click(within(dialog).getByRole('combobox', { name: 'Licence type' }));
    await user.click(await screen.findByRole('option', { name: 'Portfolio manager' }));
    await user.click(within(dialog).getByTestId('staff-advisor-save'));
    await waitFor(() => expect(within(screen.getByTestId('staff-advisor-1')).getByText('Hidden')).toBeInTheDocument());
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      hidden: true,
      name_en: 'Khalid Al-Harbi',
      licence_type: 'portfolio_manager',
      licence_expires_on: '2027-06-30',
    });

    await user.click(within(screen.getByTestId('staff-advisor-2')).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByTestId('staff-advisor-remove-confirm'));
    await waitFor(() => expect(screen.queryByTestId('staff-advisor-2')).toBeNull());
  });
});
