import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { peekIntendedRoute } from '../../../lib/intended-route';
import { localKeys } from '../../../lib/storage-keys';
import { installFakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-app';
import { aWorkshop } from '../testing/fixtures';
import type { WorkshopView } from '../types';

const location = () => screen.getByTestId('location').textContent;

/** The server's workshops: booking takes a seat, cancelling gives it back, a full one answers 409. */
function workshopsApi(workshops: WorkshopView[]) {
  const find = (url: URL) => workshops.find((w) => url.pathname === `/api/workshops/${w.id}/book`)!;
  return installFakeApi({
    handlers: {
      'GET /api/workshops': () => ({ body: { data: workshops } }),
      ...Object.fromEntries(
        workshops.flatMap((w) => [
          [
            `POST /api/workshops/${w.id}/book`,
            ({ url }: { url: URL }) => {
              const workshop = find(url);
              if (workshop.seats_left === 0) return { status: 409, body: { message: 'This workshop is full' } };
              Object.assign(workshop, { seats_left: workshop.seats_left - 1, booked_by_me: true });
              return { status: 201, body: { data: { ...workshop } } };
            },
          ],
          [
            `DELETE /api/workshops/${w.id}/book`,
            ({ url }: { url: URL }) => {
              const workshop = find(url);
              Object.assign(workshop, { seats_left: workshop.seats_left + 1, booked_by_me: false });
              return { body: { data: { ...workshop } } };
            },
          ],
        ]),
      ),
    },
  });
}

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

describe('/book-me', () => {
  it('shows each workshop in Riyadh time with its seats, and sends guests to sign in and back', async () => {
    workshopsApi([aWorkshop(), aWorkshop({ id: 2, title: 'Dividends', seats_left: 0 }), aWorkshop({ id: 3, title: 'Old', cancelled: true })]);
    renderScreen('/book-me');
    const card = await screen.findByTestId('workshop-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Book a workshop' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Tuesday, December 1, 2099');
    expect(card).toHaveTextContent('7:00 PM Riyadh time');
    expect(card).toHaveTextContent('90 minutes');
    expect(card).toHaveTextContent('Riyadh, King Fahd Road');
    expect(within(card).getByTestId('seats-left')).toHaveTextContent('12 of 30 seats left');
    expect(screen.getByTestId('workshop-2')).toHaveAttribute('data-state', 'full');
    expect(within(screen.getByTestId('workshop-2')).queryByRole('button')).toBeNull();
    expect(within(screen.getByTestId('workshop-3')).getByTestId('workshop-state')).toHaveTextContent('Cancelled');

    const user = userEvent.setup();
    await user.click(within(card).getByTestId('workshop-sign-in'));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(peekIntendedRoute()).toBe('/book-me');
  });

  it('books a seat (seats left drop, a confirmation email is promised) and cancels it', async () => {
    localStorage.setItem(localKeys.token, 'tok');
    const api = workshopsApi([aWorkshop()]);
    renderScreen('/book-me');
    const card = await screen.findByTestId('workshop-1');
    const user = userEvent.setup();
    await user.click(within(card).getByTestId('workshop-book'));

    expect(await screen.findByTestId('workshop-notice')).toHaveTextContent('A confirmation email is on its way.');
    expect(card).toHaveAttribute('data-state', 'booked');
    expect(within(card).getByTestId('seats-left')).toHaveTextContent('11 of 30 seats left');
    expect(within(card).getByTestId('workshop-state')).toHaveTextContent('You are booked');

    await user.click(within(card).getByTestId('workshop-cancel'));
    await waitFor(() => expect(card).toHaveAttribute('data-state', 'book'));
    expect(screen.getByTestId('workshop-notice')).toHaveTextContent('is cancelled');
    expect(within(card).getByTestId('seats-left')).toHaveTextContent('12 of 30 seats left');
    expect(api.calls.filter((c) => c.path === '/api/workshops/1/book').map((c) => c.method)).toEqual(['POST', 'DELETE']);
  });

  it('says why a booking failed (409) and shows the list again as the server has it', async () => {
    localStorage.setItem(localKeys.token, 'tok');
    const workshop = aWorkshop({ seats_left: 1 });
    workshopsApi([workshop]);
    renderScreen('/book-me');
    const card = await screen.findByTestId('workshop-1');
    // Someone took the last seat meanwhile.
    workshop.seats_left = 0;
    await userEvent.setup().click(within(card).getByTestId('workshop-book'));
    expect(await screen.findByTestId('workshop-notice')).toHaveTextContent('This workshop is full');
    await waitFor(() => expect(screen.getByTestId('workshop-1')).toHaveAttribute('data-state', 'full'));
  });

  it('speaks Arabic', async () => {
    await i18n.changeLanguage('ar');
    workshopsApi([aWorkshop()]);
    renderScreen('/book-me', { language: 'ar' });
    const card = await screen.findByTestId('workshop-1');
    expect(card).toHaveTextContent('بتوقيت الرياض');
    expect(within(card).getByTestId('seats-left')).toHaveTextContent('بقي 12 مقعداً من 30');
    expect(within(card).getByRole('button', { name: 'سجّل الدخول للحجز' })).toBeInTheDocument();
  });
});
