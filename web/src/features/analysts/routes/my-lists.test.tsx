import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { localKeys } from '../../../lib/storage-keys';
import { aUser, installFakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import type { AnalystList } from '../types';

function aList(id: number, name: string, serviceType: 'eva_lists' | 'eva_opinions', onSale: boolean): AnalystList {
  return {
    id,
    name,
    about: 'أسهم نمو',
    created_at: '2026-11-01T00:00:00Z',
    discount_percent: 0,
    market_id: 1,
    on_sale: onSale,
    plans: [{ plan_type: 'monthly', price_halalas: 15_000 }] as AnalystList['plans'],
    service_type: serviceType,
    stocks_count: 10,
  };
}

beforeEach(() => {
  localStorage.setItem(localKeys.token, 'tok');
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('My Lists', () => {
  // The cards were not links: a third list was reachable only through «other Eva lists».
  it('opens every list of the analyst in one click, Eva lists to their orders and opinion lists to their opinions', async () => {
    const ratings = [aList(11, 'نمو السعودية', 'eva_lists', true), aList(12, 'توزيعات', 'eva_lists', false), aList(13, 'قياديات', 'eva_lists', true)];
    const opinions = [aList(21, 'آراء السوق', 'eva_opinions', true)];
    installFakeApi({
      user: aUser({ is_analyst: true, role: 'analyst' }),
      handlers: {
        'GET /api/analyst-ratings': () => ({ body: { data: ratings } }),
        'GET /api/analyst-opinions': () => ({ body: { data: opinions } }),
      },
    });
    renderApp('/my_lists');
    const third = await screen.findByTestId('my-list-13');
    expect(within(screen.getByTestId('my-list-12')).getByTestId('list-on-sale')).toHaveTextContent('Not on sale');
    expect(within(third).getByTestId('open-list')).toHaveAttribute('href', '/ratings/13');
    expect(within(third).getByTestId('list-link')).toHaveAttribute('href', '/ratings/13');
    const opinionList = await screen.findByTestId('my-list-21');
    expect(within(opinionList).getByTestId('open-list')).toHaveAttribute('href', '/opinions/21');

    await userEvent.setup().click(within(third).getByTestId('list-link'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/ratings/13'));
  });

  it('marks a list Eva’s staff hid, with their reason, and offers no edit of it while the others stay editable', async () => {
    const hidden = { ...aList(12, 'توزيعات', 'eva_lists', false), hidden_at: '2026-11-28T08:00:00Z', hidden_reason: 'Misleading name' };
    installFakeApi({
      user: aUser({ is_analyst: true, role: 'analyst' }),
      handlers: {
        'GET /api/analyst-ratings': () => ({ body: { data: [aList(11, 'نمو السعودية', 'eva_lists', true), hidden] } }),
        'GET /api/analyst-opinions': () => ({ body: { data: [] } }),
      },
    });
    renderApp('/my_lists');
    const card = await screen.findByTestId('my-list-12');
    expect(within(card).getByTestId('list-hidden')).toHaveTextContent('Hidden');
    expect(within(card).queryByTestId('list-on-sale')).toBeNull();
    expect(within(card).getByTestId('list-hidden-reason')).toHaveTextContent('Hidden by Eva: Misleading name');
    expect(within(card).getByTestId('list-hidden-reason')).toHaveTextContent('You cannot edit this list or publish in it until Eva shows it again.');
    expect(within(card).queryByTestId('edit-list')).toBeNull();
    // Its orders and record stay open to its analyst.
    expect(within(card).getByTestId('open-list')).toHaveAttribute('href', '/ratings/12');
    const shown = screen.getByTestId('my-list-11');
    expect(within(shown).getByTestId('list-on-sale')).toHaveTextContent('On sale');
    expect(within(shown).queryByTestId('list-hidden')).toBeNull();
    expect(within(shown).getByTestId('edit-list')).toBeInTheDocument();
  });

  it('says in Arabic that Eva’s staff hid the list and why', async () => {
    const hidden = { ...aList(12, 'توزيعات', 'eva_opinions', false), hidden_at: '2026-11-28T08:00:00Z', hidden_reason: 'اسم مضلل' };
    installFakeApi({
      user: aUser({ is_analyst: true, role: 'analyst' }),
      handlers: {
        'GET /api/analyst-ratings': () => ({ body: { data: [] } }),
        'GET /api/analyst-opinions': () => ({ body: { data: [hidden] } }),
      },
    });
    await i18n.changeLanguage('ar');
    renderApp('/my_lists', { language: 'ar' });
    const card = await screen.findByTestId('my-list-12');
    expect(within(card).getByTestId('list-hidden')).toHaveTextContent('مخفية');
    expect(within(card).getByTestId('list-hidden-reason')).toHaveTextContent('أخفاها فريق إيفا: اسم مضلل');
  });

  // The label rested inside an empty field and ran into the currency: «نصف سنوير.س» (issue 36).
  it('keeps each plan price’s label above its field, clear of the currency, in English and Arabic', async () => {
    installFakeApi({
      user: aUser({ is_analyst: true, role: 'analyst' }),
      handlers: {
        'GET /api/analyst-ratings': () => ({ body: { data: [] } }),
        'GET /api/analyst-opinions': () => ({ body: { data: [] } }),
      },
    });
    const view = renderApp('/my_lists');
    const user = userEvent.setup();
    const expected = {
      en: { sar: 'SAR', labels: { monthly: 'Monthly', quarterly: 'Quarterly', biannual: 'Biannual', annual: 'Annual' } },
      ar: { sar: 'ر.س', labels: { monthly: 'شهري', quarterly: 'ربع سنوي', biannual: 'نصف سنوي', annual: 'سنوي' } },
    } as const;
    for (const language of ['en', 'ar'] as const) {
      if (language === 'ar') {
        view.unmount();
        await i18n.changeLanguage('ar');
        renderApp('/my_lists', { language: 'ar' });
      }
      await user.click(await screen.findByTestId('create-list'));
      const form = await screen.findByTestId('list-form');
      for (const [type, label] of Object.entries(expected[language].labels)) {
        const input = within(form).getByTestId(`list-price-input-${type}`);
        expect(input).toHaveValue('');
        const labelElement = form.querySelector(`label[for="${input.id}"]`);
        expect(labelElement).toHaveTextContent(label);
        // Shrunk onto the border even while the field is empty, so it never meets the adornment.
        expect(labelElement).toHaveAttribute('data-shrink', 'true');
        expect(input.closest('.MuiInputBase-root')).toHaveTextContent(expected[language].sar);
      }
    }
  });
});
