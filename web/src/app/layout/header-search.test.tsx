import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { installFakeApi } from '../../test/fake-api';
import { AppProviders } from '../providers/AppProviders';
import { Header } from './Header';

/** A promise the test settles when it chooses. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

const answers: Record<string, { id: number; symbol: string; name: string }[]> = {
  Ara: [{ id: 1, symbol: '2222', name: 'Saudi Arabian Oil Co.' }],
  Aramco: [
    { id: 2, symbol: '2223', name: 'Saudi Aramco Base Oil Co.' },
    { id: 1, symbol: '2222', name: 'Saudi Arabian Oil Co.' },
  ],
};

/**
 * Every /api/stocks search waits until the test releases it; `asked(text)` resolves once the
 * search for `text` has been sent.
 */
function holdStockSearches() {
  const release = deferred();
  const sent = new Map<string, ReturnType<typeof deferred>>();
  const asked = (text: string) => {
    if (!sent.has(text)) sent.set(text, deferred());
    return sent.get(text)!.promise;
  };
  const fake = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname !== '/api/stocks') return fake(input, init);
    const text = url.searchParams.get('query') ?? '';
    void asked(text);
    sent.get(text)!.resolve();
    await release.promise;
    return new Response(JSON.stringify({ data: answers[text] ?? [] }), { status: 200 });
  });
  return { asked, release: release.resolve };
}

describe('header stock search', () => {
  it('keeps every key typed, and its focus, while results load and the header switches between the phone and desktop layouts', async () => {
    installFakeApi();
    const searches = holdStockSearches();
    const queryClient = createQueryClient();
    const header = (isMobile: boolean) => (
      <AppProviders language="en" queryClient={queryClient}>
        <MemoryRouter>
          <Header isMobile={isMobile} mobileMenuOpen={false} onOpenMobileMenu={() => undefined} />
        </MemoryRouter>
      </AppProviders>
    );
    const user = userEvent.setup();
    const view = render(header(false));
    const box = await screen.findByRole('combobox', { name: 'Search for a stock' });

    await user.type(box, 'Ara');
    // The search for "Ara" is on its way (and held): the results are loading.
    await searches.asked('Ara');

    // The window narrows past the phone breakpoint and widens again (a rotated tablet, or a
    // full-page screenshot) while the typing goes on.
    view.rerender(header(true));
    await user.keyboard('m');
    view.rerender(header(false));
    await user.keyboard('co');

    const current = screen.getByRole('combobox', { name: 'Search for a stock' });
    expect(current).toHaveValue('Aramco');
    expect(current).toHaveFocus();

    await searches.asked('Aramco');
    act(() => searches.release());
    await waitFor(() =>
      expect(
        within(screen.getByRole('listbox'))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['(2223) Saudi Aramco Base Oil Co.', '(2222) Saudi Arabian Oil Co.']),
    );
    expect(current).toHaveValue('Aramco');
  });
});
