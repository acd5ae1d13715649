import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { localKeys } from '../../../lib/storage-keys';
import { aUser, installFakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-app';
import { aBooking, aStaffWorkshop } from '../testing/fixtures';
import type { StaffWorkshopView } from '../types';

const staff = aUser({ role: 'staff' });

beforeEach(() => localStorage.setItem(localKeys.token, 'tok'));
afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

function staffApi(workshops: StaffWorkshopView[]) {
  return installFakeApi({
    user: staff,
    handlers: {
      'GET /api/staff/workshops': () => ({ body: { data: workshops } }),
      'GET /api/staff/workshops/1/bookings': () => ({ body: { data: [aBooking()] } }),
      'POST /api/staff/workshops': ({ body }) => {
        const created = { ...aStaffWorkshop(), ...(body as object), id: 2, booked: 0 } as StaffWorkshopView;
        workshops.push(created);
        return { status: 201, body: { data: created } };
      },
      'POST /api/staff/workshops/1/cancel': () => {
        workshops[0]!.cancelled = true;
        return { body: { data: workshops[0] } };
      },
    },
  });
}

describe('/staff/workshops', () => {
  it('lists workshops with seats booked, shows who booked, and cancels one', async () => {
    staffApi([aStaffWorkshop()]);
    renderScreen('/staff/workshops');
    const row = await screen.findByTestId('staff-workshop-1');
    expect(within(row).getByTestId('staff-workshop-booked')).toHaveTextContent('18 / 30');
    expect(row).toHaveTextContent('7:00 PM Riyadh time');

    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Bookings' }));
    const bookings = await screen.findByTestId('staff-bookings');
    expect(bookings).toHaveTextContent('sara@example.com');
    await user.click(within(screen.getByTestId('staff-bookings-dialog')).getByRole('button', { name: 'Close' }));

    await user.click(within(row).getByTestId('staff-workshop-cancel'));
    await user.click(await screen.findByTestId('staff-workshop-cancel-confirm'));
    await waitFor(() => expect(within(screen.getByTestId('staff-workshop-1')).getByText('Cancelled')).toBeInTheDocument());
  });

  it('checks the form and publishes a workshop with its start in UTC', async () => {
    const api = staffApi([]);
    renderScreen('/staff/workshops');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('staff-workshop-add'));
    const dialog = await screen.findByTestId('staff-workshop-dialog');
    await user.click(within(dialog).getByTestId('staff-workshop-save'));
    expect(within(dialog).getAllByText('Required')).toHaveLength(7);

    for (const [label, value] of [
      ['Title · Arabic', 'قراءة القوائم'],
      ['Title · English', 'Reading statements'],
      ['Description · Arabic', 'وصف'],
      ['Description · English', 'About'],
      ['Place · Arabic', 'الرياض'],
      ['Place · English', 'Riyadh'],
    ] as const) {
      // Pasted rather than typed key by key: twelve fields typed are slow on a busy machine.
      await user.click(within(dialog).getByLabelText(label));
      await user.paste(value);
    }
    await user.click(within(dialog).getByLabelText('Starts (Riyadh time)'));
    await user.paste('2099-12-01T19:00');
    await user.click(within(dialog).getByTestId('staff-workshop-save'));
    await waitFor(() => expect(screen.queryByTestId('staff-workshop-dialog')).toBeNull());
    expect(api.calls.find((c) => c.method === 'POST' && c.path === '/api/staff/workshops')?.body).toMatchObject({
      title_en: 'Reading statements',
      starts_at: '2099-12-01T16:00:00.000Z',
      duration_minutes: 90,
      seats: 30,
    });
  });
});
