import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { installFakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-app';
import { anAdvisor } from '../testing/fixtures';

afterEach(async () => {
  vi.unstubAllGlobals();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

describe('/advisors', () => {
  it('shows each advisor with the licence, its number and expiry', async () => {
    installFakeApi({
      handlers: { 'GET /api/get-advisors': () => ({ body: { data: [anAdvisor(), anAdvisor({ id: 2, name: 'Reem', licence_expires_on: null })] } }) },
    });
    renderScreen('/advisors');
    const card = await screen.findByTestId('advisor-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Licensed advisors' })).toBeInTheDocument();
    expect(within(card).getByRole('heading', { level: 2, name: 'Khalid Al-Harbi' })).toBeInTheDocument();
    expect(within(card).getByTestId('advisor-licence')).toHaveTextContent('CMA-licensed investment adviser');
    expect(within(card).getByTestId('advisor-licence')).toHaveTextContent('Licence no. CMA-12345 · Valid until Jun 30, 2027');
    expect(within(screen.getByTestId('advisor-2')).getByTestId('advisor-licence')).not.toHaveTextContent('Valid until');
  });

  it('says so when there are none, in Arabic', async () => {
    await i18n.changeLanguage('ar');
    installFakeApi({ handlers: { 'GET /api/get-advisors': () => ({ body: { data: [] } }) } });
    renderScreen('/advisors', { language: 'ar' });
    expect(await screen.findByText('لا يوجد مستشارون بعد')).toBeInTheDocument();
  });
});
