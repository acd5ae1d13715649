import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localKeys } from '../../../lib/storage-keys';
import { aUser, installFakeApi } from '../../../test/fake-api';
import { renderApp, renderScreen } from '../../../test/render-app';
import { aDocument, aRequest } from '../testing/fixtures';
import type { AnalysisRequestView } from '../types';

const location = () => screen.getByTestId('location').textContent;
const analyst = aUser({ id: 40, name: 'Omar', role: 'analyst', is_analyst: true });

// Object URLs are stood in for (setup.ts restores them after the file): the draft's download makes one for its link.
URL.createObjectURL = () => 'blob:test/draft';
URL.revokeObjectURL = () => undefined;

/** Mine, in review, due in 13 h 25 min; and one nobody has taken, past its reminder. */
const mine = aRequest({ id: 9 });
const unassigned = aRequest({
  id: 7,
  status: 'paid',
  analyst_id: null,
  analyst_name: null,
  full_name: 'Khalid Alharbi',
  extra_info: 'I plan to hold for a year.',
  documents: [],
  due_at: '2026-11-27T02:00:00Z',
  sla: { state: 'reminded', hours_left: 5, reminded_at: '2026-11-26T02:00:00Z', escalated_at: null },
});

function reviewsApi(requests: AnalysisRequestView[], handlers: NonNullable<Parameters<typeof installFakeApi>[0]>['handlers'] = {}) {
  return installFakeApi({ user: analyst, handlers: { 'GET /api/stock-analysis/reviews': () => ({ body: { data: requests } }), ...handlers } });
}

beforeEach(() => {
  localStorage.setItem(localKeys.token, 'tok');
  // Only the clock: 26 Nov 2026, 20:35 UTC.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T20:35:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('/analysis/reviews', () => {
  it('is for analysts and staff: guests sign in, other users find nothing there', async () => {
    localStorage.removeItem(localKeys.token);
    installFakeApi();
    const guest = renderScreen('/analysis/reviews');
    await waitFor(() => expect(location()).toBe('/login'));
    guest.unmount();

    localStorage.setItem(localKeys.token, 'tok');
    installFakeApi({ user: aUser() });
    const subscriber = renderScreen('/analysis/reviews');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    subscriber.unmount();

    installFakeApi({ user: aUser({ role: 'staff' }), handlers: { 'GET /api/stock-analysis/reviews': () => ({ body: { data: [] } }) } });
    renderScreen('/analysis/reviews');
    expect(await screen.findByText('No requests are waiting for review.')).toBeInTheDocument();
  });

  it('lists the queue soonest due first, with the client, stocks, kind, clock, flags and reviewer', async () => {
    reviewsApi([mine, unassigned]);
    renderScreen('/analysis/reviews');
    expect(await screen.findByRole('heading', { level: 1, name: 'Analysis reviews' })).toBeInTheDocument();
    await screen.findByTestId('review-7');
    expect(screen.getAllByRole('article').map((card) => card.dataset.testid)).toEqual(['review-7', 'review-9']);

    const first = screen.getByTestId('review-7');
    expect(first).toHaveTextContent('Client: Khalid Alharbi');
    expect(first).toHaveTextContent('Comprehensive analysis');
    expect(first).toHaveTextContent('(2222) Saudi Aramco');
    expect(first).toHaveTextContent('Held: 100 shares at 32.45, 12.50% of the portfolio');
    expect(first).toHaveTextContent('I plan to hold for a year.');
    expect(screen.getByTestId('review-7-status')).toHaveTextContent('Being drafted');
    expect(screen.getByTestId('review-7-clock')).toHaveTextContent('5 h 25 min left');
    expect(screen.getByTestId('review-7-clock')).toHaveTextContent('Reminder sent');
    expect(screen.getByTestId('review-7-reviewer')).toHaveTextContent('No reviewer yet');
    expect(within(first).getByTestId('take-7')).toBeInTheDocument();

    expect(screen.getByTestId('review-9-reviewer')).toHaveTextContent('Reviewer: Omar the analyst');
    expect(screen.queryByTestId('take-9')).toBeNull();
  });

  it('takes an unassigned request, and says when another analyst was quicker', async () => {
    const { calls } = reviewsApi([unassigned], {
      'POST /api/stock-analysis/reviews/7/take': () => ({ status: 409, body: { message: 'Another analyst is reviewing this request' } }),
    });
    renderScreen('/analysis/reviews');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('take-7'));
    expect(await within(screen.getByTestId('review-7')).findByRole('alert')).toHaveTextContent('Another analyst is reviewing this request');
    expect(calls.filter((call) => call.method === 'POST' && call.path === '/api/stock-analysis/reviews/7/take')).toHaveLength(1);
    // The queue is read again, whatever the answer.
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/stock-analysis/reviews').length).toBeGreaterThan(1));
  });

  it('lets the assigned analyst read each draft, add a view to each and approve', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { calls } = reviewsApi([mine], {
      'GET /api/stock-analysis/documents/41/download': () => ({ response: new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }) }),
      'POST /api/stock-analysis/reviews/9/approve': () => ({ body: { data: aRequest({ id: 9, status: 'approved' }) } }),
    });
    renderScreen('/analysis/reviews');
    const form = await screen.findByTestId('approve-form-9');
    const user = userEvent.setup();

    await user.click(within(screen.getByTestId('review-document-41')).getByRole('button', { name: 'Download the draft' }));
    await waitFor(() => expect(saved).toEqual(['eva-analysis-2222-41.pdf']));

    await user.click(within(form).getByTestId('approve-9'));
    expect(within(form).getAllByText('Please add your view to every document')).toHaveLength(2);
    expect(calls.some((call) => call.path === '/api/stock-analysis/reviews/9/approve')).toBe(false);

    await user.click(screen.getByTestId('commentary-41'));
    await user.paste('Cash flows cover the dividend.');
    await user.click(screen.getByTestId('commentary-42'));
    await user.paste('Holding above its 200-day average.');
    expect(screen.getByText('30 / 4000 characters')).toBeInTheDocument();
    await user.click(within(form).getByTestId('approve-9'));

    expect(await screen.findByTestId('review-9-approved')).toHaveTextContent('Approved. The final documents are being written');
    expect(calls.find((call) => call.path === '/api/stock-analysis/reviews/9/approve')?.body).toEqual({
      documents: [
        { id: 41, commentary: 'Cash flows cover the dividend.' },
        { id: 42, commentary: 'Holding above its 200-day average.' },
      ],
    });
  }, 60_000);

  it('shows the server’s 422 on its document and its 409 and 403 messages', async () => {
    const answers = [
      {
        status: 422,
        body: { message: 'Please add your view to every document', errors: { 'documents[1].commentary': ['Please add your view to every document'] } },
      },
      { status: 409, body: { message: 'This request is not waiting for review' } },
      { status: 403, body: { message: 'This action is not allowed.' } },
    ];
    reviewsApi(
      [
        aRequest({
          id: 9,
          documents: [aDocument({ commentary: 'Kept from before.' }), aDocument({ id: 42, symbol: '1120', name: 'Al Rajhi Bank', commentary: 'Draft view.' })],
        }),
      ],
      {
        'POST /api/stock-analysis/reviews/9/approve': () => answers.shift(),
      },
    );
    renderScreen('/analysis/reviews');
    const form = await screen.findByTestId('approve-form-9');
    expect(screen.getByTestId('commentary-41')).toHaveValue('Kept from before.');
    const user = userEvent.setup();

    await user.click(within(form).getByTestId('approve-9'));
    expect(await within(screen.getByTestId('review-document-42')).findByText('Please add your view to every document')).toBeInTheDocument();

    await user.click(within(form).getByTestId('approve-9'));
    expect(await within(form).findByRole('alert')).toHaveTextContent('This request is not waiting for review');

    await user.click(within(form).getByTestId('approve-9'));
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('This action is not allowed.'));
  }, 60_000);

  it('says when the drafts are still being written, and when an approved request is being delivered', async () => {
    reviewsApi([aRequest({ id: 9, status: 'paid', documents: [] }), aRequest({ id: 11, status: 'approved', due_at: '2026-11-28T10:00:00Z' })]);
    renderScreen('/analysis/reviews');
    expect(await within(await screen.findByTestId('review-9')).findByText('The drafts are being written; they appear here when ready.')).toBeInTheDocument();
    expect(within(screen.getByTestId('review-11')).getByText('Approved: the final documents are being written and delivered.')).toBeInTheDocument();
    expect(screen.queryByTestId('approve-form-9')).toBeNull();
    expect(screen.queryByTestId('approve-form-11')).toBeNull();
  });

  it('is in the analysts’ navigation', async () => {
    reviewsApi([]);
    renderApp('/');
    const links = await screen.findAllByRole('link', { name: 'Analysis reviews' });
    expect(links[0]).toHaveAttribute('href', '/analysis/reviews');
    expect(screen.queryByRole('link', { name: 'Analyse a stock' })).toBeNull();
  }, 60_000);
});
