import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { installFakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-app';
import { anArticle, anImportedArticle, aPageOf } from '../testing/fixtures';
import type { NewsView } from '../types';

const location = () => screen.getByTestId('location').textContent;

afterEach(async () => {
  vi.unstubAllGlobals();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

/** The server's news: answers each request from `answer`, and keeps what was asked. */
function newsApi(answer: (url: URL) => { status?: number; body: unknown } = () => ({ body: aPageOf([anArticle(), anImportedArticle()]) })) {
  const asked: URLSearchParams[] = [];
  const api = installFakeApi({
    handlers: {
      'GET /api/news': ({ url }) => {
        asked.push(url.searchParams);
        return answer(url);
      },
    },
  });
  return { ...api, asked };
}

describe('/news in more than one language', () => {
  it('labels an article written in another language, and narrows the news to one language', async () => {
    const { asked } = newsApi();
    renderScreen('/news');
    await screen.findByTestId('news-list');
    // The page is English: the Arabic article says so, the English one needs no label.
    expect(within(screen.getByTestId('news-2')).getByTestId('news-written-in')).toHaveTextContent('In Arabic');
    expect(within(screen.getByTestId('news-1')).queryByTestId('news-written-in')).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByTestId('news-language'));
    await user.click(await screen.findByRole('option', { name: 'English' }));
    await waitFor(() => expect(location()).toBe('/news?language=en'));
    await waitFor(() => expect(asked.at(-1)?.get('language')).toBe('en'));
    expect(screen.getByTestId('news-clear')).toBeInTheDocument();
  });
});

describe('/news', () => {
  it('lists the articles as the server orders them, each with its time in Riyadh, its source, summary and stocks', async () => {
    const { asked } = newsApi();
    renderScreen('/news');
    const list = await screen.findByTestId('news-list');
    expect(screen.getByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole('article')
        .map((article) => article.getAttribute('data-testid')),
    ).toEqual(['news-1', 'news-2']);
    expect(asked[0]?.toString()).toBe('page=1&per_page=20');

    const own = screen.getByTestId('news-1');
    expect(within(own).getByRole('heading', { level: 2, name: 'Al Rajhi Bank reports higher quarterly profit' })).toHaveAttribute('dir', 'ltr');
    expect(within(own).getByTestId('news-source')).toHaveTextContent('Source: Eva');
    // 09:00 UTC is noon in Riyadh.
    expect(within(own).getByTestId('news-time')).toHaveTextContent('Published Nov 26, 2026, 12:00 PM, Riyadh time');
    expect(within(own).getByTestId('news-time')).toHaveAttribute('datetime', '2026-11-26T09:00:00Z');
    expect(within(own).getByTestId('news-summary')).toHaveTextContent('Net income rose 12%');
    expect(within(own).getByTestId('news-stock-7')).toHaveAttribute('href', '/stock/7');
    expect(within(own).getByTestId('news-stock-7')).toHaveTextContent('1120 Al Rajhi Bank');
    expect(within(own).queryByTestId('news-original')).toBeNull();

    // An imported Arabic article keeps its own direction, names its feed and links to the original.
    const imported = screen.getByTestId('news-2');
    expect(within(imported).getByRole('heading', { level: 2 })).toHaveAttribute('dir', 'rtl');
    expect(within(imported).getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'ar');
    expect(within(imported).getByTestId('news-source')).toHaveTextContent('Source: Argaam');
    const original = within(imported).getByTestId('news-original');
    expect(original).toHaveAttribute('href', 'https://news.example.com/aramco');
    expect(original).toHaveAttribute('target', '_blank');
    expect(original.getAttribute('rel')).toContain('noopener');
    expect(original).toHaveTextContent('Original article(opens in a new tab)');
  });

  it('opens the whole article on request', async () => {
    newsApi();
    renderScreen('/news');
    const own = await screen.findByTestId('news-1');
    expect(within(own).queryByTestId('news-body')).toBeNull();
    const user = userEvent.setup();
    const more = within(own).getByRole('button', { name: 'Read more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(within(own).getByTestId('news-body')).toHaveTextContent('The bank said deposits grew as well');
    expect(within(own).getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('leaves out a link that does not lead to the web', async () => {
    newsApi(() => ({ body: aPageOf([anArticle({ link: 'javascript:alert(1)' })]) }));
    renderScreen('/news');
    const own = await screen.findByTestId('news-1');
    expect(within(own).queryByTestId('news-original')).toBeNull();
  });

  it('searches once typing pauses, from page 1, and keeps the words in the address', async () => {
    const { asked } = newsApi(({ searchParams }) =>
      searchParams.get('search') === 'aramco' ? { body: aPageOf([anImportedArticle()]) } : { body: aPageOf([anArticle(), anImportedArticle()], 2, 20, 45) },
    );
    renderScreen('/news?page=2');
    await screen.findByTestId('news-list');
    const user = userEvent.setup();
    await user.type(screen.getByTestId('news-search'), 'aramco');
    await waitFor(() => expect(location()).toBe('/news?search=aramco'));
    await waitFor(() => expect(screen.queryByTestId('news-1')).toBeNull());
    expect(screen.getByTestId('news-2')).toBeInTheDocument();
    // One request for the words, not one per letter.
    const searches = asked.filter((params) => params.has('search'));
    expect(searches.map((params) => params.toString())).toEqual(['page=1&per_page=20&search=aramco']);
    expect(screen.getByTestId('news-count')).toHaveTextContent('Articles: 1');
  });

  it('narrows the news to a day, and says so when nothing was published then', async () => {
    const { asked } = newsApi(({ searchParams }) => ({ body: searchParams.get('date') ? aPageOf([]) : aPageOf([anArticle()]) }));
    renderScreen('/news');
    await screen.findByTestId('news-list');
    const user = userEvent.setup();
    // The day is typed section by section (day, month, year), the month by its number or name.
    const day = screen.getByTestId('news-date');
    await user.click(within(day).getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('20112026');
    expect(day).toHaveTextContent('20 November 2026');
    await waitFor(() => expect(location()).toBe('/news?date=2026-11-20'));
    expect(await screen.findByTestId('query-empty')).toHaveTextContent('No article matches');
    expect(asked.at(-1)?.get('date')).toBe('2026-11-20');

    await user.click(screen.getByTestId('news-clear'));
    await waitFor(() => expect(location()).toBe('/news'));
    expect(await screen.findByTestId('news-1')).toBeInTheDocument();
  });

  it('shows the server’s word on a day it cannot read', async () => {
    newsApi(({ searchParams }) =>
      searchParams.get('date') === '2026-02-30'
        ? { status: 422, body: { message: 'The given data was invalid.', errors: { date: ['The date is not valid; use the form 2026-11-26'] } } }
        : { body: aPageOf([anArticle()]) },
    );
    renderScreen('/news?date=2026-02-30');
    expect(await screen.findByTestId('query-empty')).toHaveTextContent('The date is not valid; use the form 2026-11-26');
    // Under the day too, which is marked wrong.
    expect(screen.getByTestId('news-date')).toHaveAccessibleDescription('The date is not valid; use the form 2026-11-26');
    expect(screen.getByTestId('news-date')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('news-date')).toHaveAttribute('role', 'group');
  });

  it('goes through the pages', async () => {
    const rows = (page: number): NewsView[] => [anArticle({ id: page * 100, title: `Page ${page} news` })];
    const { asked } = newsApi(({ searchParams }) => {
      const page = Number(searchParams.get('page'));
      return { body: aPageOf(rows(page), page, 20, 45) };
    });
    renderScreen('/news');
    expect(await screen.findByText('Page 1 news')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(screen.getByTestId('pager')).getByRole('button', { name: 'Go to page 3' }));
    expect(await screen.findByText('Page 3 news')).toBeInTheDocument();
    expect(location()).toBe('/news?page=3');
    expect(asked.at(-1)?.get('page')).toBe('3');
  });

  it('says when there is no news yet, and offers to try again after a failure', async () => {
    let fail = true;
    newsApi(() => (fail ? { status: 500, body: { message: 'The news could not be read now' } } : { body: aPageOf([]) }));
    renderScreen('/news');
    const error = await screen.findByTestId('query-error');
    expect(error).toHaveTextContent('The news could not be read now');
    fail = false;
    const user = userEvent.setup();
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('query-empty')).toHaveTextContent('There is no news yet');
  });

  it('speaks Arabic, right to left', async () => {
    newsApi();
    await i18n.changeLanguage('ar');
    renderScreen('/news', { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'الأخبار' })).toBeInTheDocument();
    const own = await screen.findByTestId('news-1');
    expect(within(own).getByTestId('news-source')).toHaveTextContent('المصدر: إيفا');
    expect(within(own).getByTestId('news-time')).toHaveTextContent('بتوقيت الرياض');
    // An English article stays left to right on the Arabic page.
    expect(within(own).getByRole('heading', { level: 2 })).toHaveAttribute('dir', 'ltr');
    expect(within(own).getByRole('button', { name: 'اقرأ المزيد' })).toBeInTheDocument();
    expect(screen.getByLabelText('ابحث في الأخبار')).toBeInTheDocument();
    expect(getComputedStyle(screen.getByTestId('news-page')).direction).not.toBe('ltr');
  });
});
