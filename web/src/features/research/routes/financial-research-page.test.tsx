import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { localKeys, sessionKeys } from '../../../lib/storage-keys';
import { installFakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-app';
import { anArabicResearch, aPageOf, aResearch } from '../testing/fixtures';

const location = () => screen.getByTestId('location').textContent;

afterEach(async () => {
  vi.unstubAllGlobals();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

function researchApi(weekly = aPageOf([aResearch()], 1, 12)) {
  return installFakeApi({
    handlers: {
      'GET /api/financial-research': ({ url }) => {
        const page = Number(url.searchParams.get('page') ?? 1);
        return { body: aPageOf(page === 2 ? [aResearch({ id: 40, title: 'An older study' })] : [aResearch(), anArabicResearch()], page, 12, 14) };
      },
      'GET /api/financial-research-weekly': () => ({ body: weekly }),
    },
  });
}

describe('/financial-research', () => {
  it('shows each document with its date, summary, languages and pages, and a way to read each language', async () => {
    localStorage.setItem(localKeys.token, 'tok');
    researchApi();
    renderScreen('/financial-research');
    const list = await screen.findByTestId('research-list');
    expect(screen.getByRole('heading', { level: 1, name: 'Research library' })).toBeInTheDocument();
    expect(within(list).getAllByRole('article')).toHaveLength(2);

    const card = screen.getByTestId('research-5');
    expect(within(card).getByRole('heading', { level: 2, name: 'Saudi banks: 2027 outlook' })).toHaveAttribute('lang', 'en');
    expect(card).toHaveTextContent('Published Nov 24, 2026');
    expect(within(card).getByTestId('research-summary')).toHaveTextContent('Margins hold up as rates ease');
    expect(within(card).getByTestId('research-language-ar')).toHaveTextContent('Arabic · Pages: 12');
    expect(within(card).getByTestId('research-language-en')).toHaveTextContent('English · Pages: 10');
    expect(within(card).getByRole('link', { name: 'Read in Arabic' })).toHaveAttribute('href', '/financial-research/5/ar');
    expect(within(card).getByRole('link', { name: 'Read in English' })).toHaveAttribute('href', '/financial-research/5/en');

    const arabicOnly = screen.getByTestId('research-6');
    expect(
      within(arabicOnly)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/financial-research/6/ar']);
    expect(within(arabicOnly).queryByTestId('research-summary')).toBeNull();
    expect(screen.queryByTestId('research-sign-in-hint')).toBeNull();
  });

  it('shows this week’s research on its tab, kept in the address', async () => {
    const api = researchApi(aPageOf([], 1, 12, 0));
    renderScreen('/financial-research');
    await screen.findByTestId('research-list');
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'This week' }));
    expect(await screen.findByTestId('query-empty')).toHaveTextContent('Nothing was published this week or last week');
    expect(location()).toBe('/financial-research?weekly=1');
    expect(api.calls.some((call) => call.path === '/api/financial-research-weekly')).toBe(true);
    await user.click(screen.getByRole('tab', { name: 'All research' }));
    expect(await screen.findByTestId('research-5')).toBeInTheDocument();
    expect(location()).toBe('/financial-research');
  });

  it('goes through the pages', async () => {
    researchApi();
    renderScreen('/financial-research');
    await screen.findByTestId('research-list');
    const user = userEvent.setup();
    await user.click(within(screen.getByTestId('pager')).getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByText('An older study')).toBeInTheDocument();
    expect(location()).toBe('/financial-research?page=2');
  });

  it('sends a guest who wants to read to sign in, and back to the reader afterwards', async () => {
    researchApi();
    renderScreen('/financial-research');
    const card = await screen.findByTestId('research-5');
    expect(screen.getByTestId('research-sign-in-hint')).toHaveTextContent('Sign in to read the research.');
    const user = userEvent.setup();
    await user.click(within(card).getByRole('link', { name: 'Read in English' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(sessionStorage.getItem(sessionKeys.intendedRoute)).toBe('/financial-research/5/en');
  });

  it('speaks Arabic, right to left', async () => {
    researchApi();
    await i18n.changeLanguage('ar');
    renderScreen('/financial-research', { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'مكتبة الأبحاث' })).toBeInTheDocument();
    const card = await screen.findByTestId('research-5');
    expect(within(card).getByRole('link', { name: 'اقرأ بالعربية' })).toHaveAttribute('href', '/financial-research/5/ar');
    expect(within(card).getByTestId('research-language-ar')).toHaveTextContent('عربية · 12 صفحة');
    expect(screen.getByRole('tab', { name: 'هذا الأسبوع' })).toBeInTheDocument();
  });
});
