import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { installFakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { visible } from '../../test/visible-text';

const nomu = { id: 2, name: 'نمو', price: '25341.42', price_change: '-391.87', price_change_percent: '-1.54' };

afterEach(async () => {
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

describe('the header ticker', () => {
  it('keeps a fall’s minus sign in Arabic, inside a left-to-right isolate, the numbers whole', async () => {
    installFakeApi({ handlers: { 'GET /api/indices': () => ({ body: { data: [nomu] } }) } });
    await i18n.changeLanguage('ar');
    renderApp('/', { language: 'ar' });
    const ticker = await screen.findByTestId('index-ticker');
    const change = within(ticker).getByTestId('index-ticker-change');
    expect(visible(change.textContent)).toBe('-391.87 (-1.54٪)');
    // The sign and the digits are one LTR unit: the minus cannot drift to the other end.
    expect(change.querySelector('bdi[dir="ltr"]')?.textContent).toContain('-1.54');
    expect(visible(within(ticker).getByTestId('index-ticker-level').textContent)).toBe('25,341.42');
    // The name gives way when the header is narrow, the numbers never do.
    expect(getComputedStyle(within(ticker).getByTestId('index-ticker-change')).flexShrink).toBe('0');
  });

  it('writes the whole change in English too', async () => {
    installFakeApi({
      handlers: { 'GET /api/indices': () => ({ body: { data: [{ ...nomu, name: 'Nomu', price_change: '-9.25', price_change_percent: '-0.07' }] } }) },
    });
    renderApp('/');
    const change = await screen.findByTestId('index-ticker-change');
    expect(visible(change.textContent)).toBe('-9.25 (-0.07%)');
  });
});
