import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { localKeys } from '../../../lib/storage-keys';
import { aUser, installFakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-app';
import { RESEARCH_PDF_MAX_BYTES } from '../lib/research-file';
import { anArticle, anImportedArticle, aPageOf, aResearch } from '../testing/fixtures';
import type { NewsView, ResearchView } from '../types';

const staff = aUser({ role: 'staff' });

beforeEach(() => {
  localStorage.setItem(localKeys.token, 'tok');
});

afterEach(async () => {
  vi.unstubAllGlobals();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

/** Stands in for the multipart upload (XMLHttpRequest, for its progress events). */
function installFakeUpload(answer: (form: FormData) => { status: number; body: unknown }) {
  const sent: FormData[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    withCredentials = false;
    open() {}
    setRequestHeader() {}
    getResponseHeader() {
      return null;
    }
    abort() {}
    send(form: FormData) {
      sent.push(form);
      const result = answer(form);
      this.status = result.status;
      this.responseText = JSON.stringify(result.body);
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
      // Answers after a moment, so the screen shows its progress meanwhile.
      setTimeout(() => this.onload?.(), 50);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

const aPdf = (name = 'report.pdf', size?: number) =>
  new File([size === undefined ? '%PDF-1.7\n%%EOF\n' : new Uint8Array(size)], name, { type: 'application/pdf' });

describe('staff: news', () => {
  function newsApi(rows: NewsView[]) {
    return installFakeApi({
      user: staff,
      handlers: {
        'GET /api/news': () => ({ body: aPageOf(rows) }),
        'POST /api/staff/news': ({ body }) => {
          const form = body as Record<string, unknown>;
          if (form.link === 'https://bad.example')
            return { status: 422, body: { message: 'The given data was invalid.', errors: { link: ['The link could not be read'] } } };
          const created = anArticle({ id: 90, title: String(form.title), body: String(form.body) });
          rows.unshift(created);
          return { status: 201, body: { data: created } };
        },
        'PUT /api/staff/news/2': ({ body }) => {
          const updated = { ...rows.find((row) => row.id === 2)!, title: String((body as Record<string, unknown>).title) };
          rows.splice(
            rows.findIndex((row) => row.id === 2),
            1,
            updated,
          );
          return { body: { data: updated } };
        },
        'DELETE /api/staff/news/1': () => {
          rows.splice(
            rows.findIndex((row) => row.id === 1),
            1,
          );
          return { response: new Response(null, { status: 204 }) };
        },
      },
    });
  }

  it('lists every article with its language, source and time', async () => {
    newsApi([anArticle(), anImportedArticle()]);
    renderScreen('/staff/news');
    const row = await screen.findByTestId('staff-news-2');
    expect(row).toHaveTextContent('أرامكو توقع اتفاقية جديدة');
    expect(row).toHaveTextContent('Arabic');
    expect(row).toHaveTextContent('Argaam');
    expect(row).toHaveTextContent('Nov 26, 2026, 12:30 AM');
    expect(screen.getByTestId('staff-news-1')).toHaveTextContent('Eva');
    expect(screen.getByTestId('staff-nav-news')).toBeInTheDocument();
    expect(screen.getByTestId('staff-nav-research')).toBeInTheDocument();
  });

  it('checks a new article before sending it, shows the server’s word under its field, and publishes it', async () => {
    const api = newsApi([anArticle()]);
    renderScreen('/staff/news');
    await screen.findByTestId('staff-news-1');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('staff-news-add'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByTestId('news-form-save'));
    expect(within(dialog).getAllByText('This field is required')).toHaveLength(2);
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByTestId('news-form-title'), 'Banks lead');
    await user.type(within(dialog).getByTestId('news-form-body'), 'They led.');
    await user.type(within(dialog).getByTestId('news-form-link'), 'x.example');
    await user.click(within(dialog).getByTestId('news-form-save'));
    expect(within(dialog).getByText('The link must start with https:// or http://')).toBeInTheDocument();

    await user.clear(within(dialog).getByTestId('news-form-link'));
    await user.paste('https://bad.example');
    await user.click(within(dialog).getByTestId('news-form-save'));
    expect(await within(dialog).findByText('The link could not be read')).toBeInTheDocument();

    await user.clear(within(dialog).getByTestId('news-form-link'));
    await user.type(within(dialog).getByTestId('news-form-published_at'), '2026-11-26T10:00');
    await user.click(within(dialog).getByTestId('news-form-save'));
    expect(await screen.findByTestId('staff-news-notice')).toHaveTextContent('The article is published.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByTestId('staff-news-90')).toHaveTextContent('Banks lead');
    expect(api.calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      language: 'en',
      title: 'Banks lead',
      summary: null,
      body: 'They led.',
      link: null,
      published_at: '2026-11-26T10:00:00+03:00',
    });
  });

  it('corrects an article, starting from what was published', async () => {
    const api = newsApi([anArticle(), anImportedArticle()]);
    renderScreen('/staff/news');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('staff-news-edit-2'));
    const dialog = await screen.findByRole('dialog', { name: 'Correct the article' });
    const title = within(dialog).getByTestId('news-form-title');
    expect(title).toHaveValue('أرامكو توقع اتفاقية جديدة');
    expect(title).toHaveAttribute('dir', 'rtl');
    expect(within(dialog).getByTestId('news-form-link')).toHaveValue('https://news.example.com/aramco');
    expect(within(dialog).getByTestId('news-form-published_at')).toHaveValue('2026-11-26T00:30');
    await user.clear(title);
    await user.type(title, 'أرامكو');
    await user.click(within(dialog).getByTestId('news-form-save'));
    expect(await screen.findByTestId('staff-news-notice')).toHaveTextContent('The article is corrected.');
    expect(await screen.findByText('أرامكو')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      language: 'ar',
      link: 'https://news.example.com/aramco',
      published_at: '2026-11-26T00:30:00+03:00',
    });
  });

  it('withdraws an article after asking', async () => {
    const api = newsApi([anArticle(), anImportedArticle()]);
    renderScreen('/staff/news');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('staff-news-delete-1'));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this article?' });
    expect(dialog).toHaveTextContent('“Al Rajhi Bank reports higher quarterly profit” will disappear');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByTestId('staff-news-delete-1'));
    await user.click(await screen.findByTestId('research-delete-confirm'));
    expect(await screen.findByTestId('staff-news-notice')).toHaveTextContent('The article was withdrawn.');
    await waitFor(() => expect(screen.queryByTestId('staff-news-1')).toBeNull());
  });
});

describe('staff: research', () => {
  function researchApi(rows: ResearchView[]) {
    return installFakeApi({
      user: staff,
      handlers: {
        'GET /api/financial-research': () => ({ body: aPageOf(rows, 1, 12) }),
        'DELETE /api/staff/financial-research/5': () => {
          rows.splice(0, rows.length);
          return { response: new Response(null, { status: 204 }) };
        },
      },
    });
  }

  it('lists the research with its PDFs and pages, each opening in the reader', async () => {
    researchApi([aResearch()]);
    renderScreen('/staff/research');
    const row = await screen.findByTestId('staff-research-5');
    expect(row).toHaveTextContent('البنوك السعودية: نظرة على 2027');
    expect(row).toHaveTextContent('Saudi banks: 2027 outlook');
    expect(within(row).getByRole('link', { name: 'Arabic' })).toHaveAttribute('href', '/financial-research/5/ar');
    expect(row).toHaveTextContent('(Pages: 10)');
  });

  it('checks the PDFs before uploading: at least one, a PDF by type and content, 30 MB at most', async () => {
    researchApi([]);
    const sent = installFakeUpload(() => ({ status: 500, body: {} }));
    renderScreen('/staff/research');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('staff-research-add'));
    const dialog = await screen.findByRole('dialog', { name: 'Upload research' });
    await user.click(within(dialog).getByTestId('research-form-save'));
    expect(within(dialog).getAllByText('This field is required')).toHaveLength(2);
    expect(within(dialog).getByText('Please choose the research file in Arabic or in English')).toBeInTheDocument();

    await user.type(within(dialog).getByTestId('research-form-title_ar'), 'عنوان');
    await user.type(within(dialog).getByTestId('research-form-title_en'), 'Title');
    // The picker offers PDFs only; a file dropped in anyway is refused with a clear message.
    const arabic = within(dialog).getByTestId('research-form-file_ar-input');
    expect(arabic).toHaveAttribute('accept', 'application/pdf,.pdf');
    await userEvent.setup({ applyAccept: false }).upload(arabic, new File(['hello'], 'notes.docx', { type: 'application/msword' }));
    await user.click(within(dialog).getByTestId('research-form-save'));
    expect(within(dialog).getByText('The file must be a PDF')).toBeInTheDocument();

    await user.upload(arabic, aPdf('big.pdf', RESEARCH_PDF_MAX_BYTES + 1));
    expect(within(dialog).getByText('big.pdf')).toBeInTheDocument();
    await user.click(within(dialog).getByTestId('research-form-save'));
    expect(within(dialog).getByText('The file is larger than 30 MB')).toBeInTheDocument();

    await user.upload(arabic, new File(['PK\u0003\u0004'], 'renamed.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByTestId('research-form-save'));
    expect(await within(dialog).findByText('This file is not a PDF, although its name ends in .pdf')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('uploads with progress, shows the server’s word on a PDF it cannot open, then publishes', async () => {
    const rows: ResearchView[] = [];
    researchApi(rows);
    let attempt = 0;
    const sent = installFakeUpload(() => {
      attempt += 1;
      if (attempt === 1)
        return {
          status: 422,
          body: { message: 'The given data was invalid.', errors: { file_en: ['The PDF could not be opened; check that it is not damaged'] } },
        };
      rows.push(aResearch({ id: 9, title: 'Cement: demand returns', title_en: 'Cement: demand returns', title_ar: 'الأسمنت: عودة الطلب' }));
      return { status: 201, body: { data: rows[0] } };
    });
    renderScreen('/staff/research');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('staff-research-add'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByTestId('research-form-title_ar'), 'الأسمنت');
    await user.type(within(dialog).getByTestId('research-form-title_en'), 'Cement');
    await user.type(within(dialog).getByTestId('research-form-summary_en'), 'Up.');
    await user.upload(within(dialog).getByTestId('research-form-file_ar-input'), aPdf('ar.pdf'));
    await user.upload(within(dialog).getByTestId('research-form-file_en-input'), aPdf('en.pdf'));
    await user.click(within(dialog).getByTestId('research-form-save'));
    expect(await within(dialog).findByTestId('research-upload-progress')).toHaveTextContent('Uploading… 50%');
    expect(await within(dialog).findByText('The PDF could not be opened; check that it is not damaged')).toBeInTheDocument();

    await user.click(within(dialog).getByTestId('research-form-save'));
    expect(await screen.findByTestId('staff-research-notice')).toHaveTextContent('The research is published.');
    expect(await screen.findByTestId('staff-research-9')).toHaveTextContent('Cement: demand returns');
    const form = sent.at(-1)!;
    expect(form.get('title_ar')).toBe('الأسمنت');
    expect(form.get('summary_en')).toBe('Up.');
    expect((form.get('file_ar') as File).name).toBe('ar.pdf');
    expect((form.get('file_en') as File).name).toBe('en.pdf');
    expect(form.has('published_at')).toBe(false);
  });

  it('withdraws research after asking', async () => {
    researchApi([aResearch()]);
    renderScreen('/staff/research');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('staff-research-delete-5'));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this research?' });
    expect(dialog).toHaveTextContent('“Saudi banks: 2027 outlook” and its PDFs will be deleted');
    await user.click(within(dialog).getByTestId('research-delete-confirm'));
    expect(await screen.findByTestId('staff-research-notice')).toHaveTextContent('The research was withdrawn.');
    expect(await screen.findByTestId('query-empty')).toHaveTextContent('No research is published.');
  });

  it('speaks Arabic', async () => {
    researchApi([aResearch()]);
    await i18n.changeLanguage('ar');
    renderScreen('/staff/research', { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'الأبحاث' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('staff-research-add'));
    const dialog = await screen.findByRole('dialog', { name: 'رفع بحث' });
    expect(dialog.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(within(dialog).getByTestId('research-form-title_en')).toHaveAttribute('dir', 'ltr');
    await user.click(within(dialog).getByTestId('research-form-save'));
    expect(within(dialog).getByText('يرجى اختيار ملف البحث بالعربية أو بالإنجليزية')).toBeInTheDocument();
  });
});
