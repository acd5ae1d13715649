import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { localKeys } from '../../../lib/storage-keys';
import { aUser, installFakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-app';

afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

const terms = {
  key: 'terms',
  title: 'Terms and conditions',
  body: '<h2>Fees</h2><p>New <strong>fees</strong>.</p>',
  format: 'html',
  version: 3,
  updated_at: '2026-11-23T08:00:00Z',
};
const standing = (needs: boolean) => ({
  documents: [
    {
      key: 'terms',
      title: 'Terms and conditions',
      current_version: 3,
      accepted_version: needs ? 1 : 3,
      accepted_at: '2026-11-23T09:00:00Z',
      needs_acceptance: needs,
    },
  ],
  history: [],
});

describe('legal pages', () => {
  it('render the server’s cleaned HTML with the version, and ask a signed-in user to accept a materially changed version', async () => {
    localStorage.setItem(localKeys.token, 'tok');
    let accepted = false;
    const api = installFakeApi({
      handlers: {
        'GET /api/contents/terms': () => ({ body: { data: terms } }),
        'GET /api/consents': () => ({ body: { data: standing(!accepted) } }),
        'POST /api/consents': () => {
          accepted = true;
          return { status: 201, body: { data: { document: 'terms', title: 'Terms and conditions', version: 3, accepted_at: '2026-11-23T09:00:00Z' } } };
        },
      },
    });
    renderScreen('/terms');
    const page = await screen.findByTestId('content-terms');
    expect(within(page).getByRole('heading', { level: 2, name: 'Fees' })).toBeInTheDocument();
    expect(within(page).getByText(/Version 3/)).toBeInTheDocument();
    const prompt = await screen.findByTestId('consent-prompt');
    expect(prompt).toHaveTextContent('after you accepted version 1');

    const user = userEvent.setup();
    await user.click(within(prompt).getByRole('button', { name: 'Accept' }));
    expect(within(prompt).getByRole('alert')).toHaveTextContent('Tick the box to accept first');
    expect(api.calls.some((call) => call.method === 'POST' && call.path === '/api/consents')).toBe(false);

    await user.click(within(prompt).getByRole('checkbox'));
    await user.click(within(prompt).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByTestId('consent-accepted')).toHaveTextContent('You accepted version 3');
    expect(api.calls.find((call) => call.method === 'POST' && call.path === '/api/consents')?.body).toEqual({ document: 'terms', accepted: true });
  });

  it('ask guests for nothing', async () => {
    const api = installFakeApi({ handlers: { 'GET /api/contents/terms': () => ({ body: { data: terms } }) } });
    renderScreen('/terms');
    await screen.findByTestId('content-terms');
    expect(screen.queryByTestId('consent-prompt')).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/consents')).toBe(false);
  });
});

/** Replaces a body's text in a rich editor the way pasting does (typing into it is a browser's job). */
async function replaceText(user: ReturnType<typeof userEvent.setup>, editable: HTMLElement, text: string) {
  await user.click(editable);
  await user.keyboard('{Control>}a{/Control}');
  await user.paste(text);
}

const removedMessage = 'The text holds what is not allowed and would be removed on saving: check the preview, then confirm';

describe('staff content editor', () => {
  const staffText = {
    key: 'terms',
    format: 'html',
    document: true,
    title_ar: 'الشروط',
    title_en: 'Terms',
    body_ar: '<p>قديم</p>',
    body_en: '<p>Old</p>',
    version: 2,
    updated_at: '2026-11-23T08:00:00Z',
    updated_by: null,
  };

  /** The staff contents API: the text, its versions, the server's preview (what it removes is given) and saving. */
  function contentsApi({
    removed = { ar: [] as string[], en: [] as string[] },
    put,
  }: {
    removed?: { ar: string[]; en: string[] };
    put: (body: Record<string, unknown>) => { status?: number; body?: unknown };
  }) {
    let current = { ...staffText };
    const api = installFakeApi({
      user: aUser({ role: 'staff' }),
      handlers: {
        'GET /api/staff/contents': () => ({ body: { data: [current] } }),
        'GET /api/staff/contents/terms': () => ({ body: { data: current } }),
        'GET /api/staff/contents/terms/versions': () => ({ body: { data: [], meta: { page: 1, per_page: 10, total: 0 } } }),
        // The server's answer is what the preview shows: here it drops any script.
        'POST /api/staff/content-preview': ({ body }) => {
          const bodies = body as { body_ar: string; body_en: string };
          const clean = (html: string) => html.replace(/<script>.*<\/script>/g, '');
          return { body: { data: { body_ar: clean(bodies.body_ar), body_en: clean(bodies.body_en), removed_ar: removed.ar, removed_en: removed.en } } };
        },
        'PUT /api/staff/contents/terms': ({ body }) => {
          const answer = put(body as Record<string, unknown>);
          if ((answer.status ?? 200) !== 200) return answer;
          current = { ...current, ...(body as object), version: current.version + 1 };
          return { body: { data: current } };
        },
      },
    });
    return api;
  }

  it('edits formatted text without any HTML, previews what the server cleaned, and saves a material change as a new version', async () => {
    localStorage.setItem(localKeys.token, 'tok');
    const api = contentsApi({ put: () => ({}) });
    renderScreen('/staff/contents?key=terms');
    const editor = await screen.findByTestId('content-editor');
    // No raw HTML to write: each body is a formatted-text editor, in its language's direction.
    expect(editor.querySelector('textarea')).toBeNull();
    const arabic = await within(editor).findByTestId('rich-body_ar');
    const english = await within(editor).findByTestId('rich-body_en');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(english).toHaveAttribute('dir', 'ltr');
    expect(english).toHaveAttribute('contenteditable', 'true');
    expect(arabic).toHaveTextContent('قديم');

    const user = userEvent.setup();
    await replaceText(user, english, 'New fees');
    // The heading button of the English text's toolbar.
    const englishToolbar = within(editor).getByRole('toolbar', { name: 'Formatting: Text · English' });
    expect(englishToolbar.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await user.click(within(englishToolbar).getByRole('button', { name: 'Heading' }));
    await waitFor(() => expect(english.querySelector('h2')).toHaveTextContent('New fees'));
    expect(within(englishToolbar).getByRole('button', { name: 'Heading' })).toHaveAttribute('aria-pressed', 'true');

    // The preview is the server's: asked for, rendered as the site shows it, nothing to remove.
    await user.click(within(editor).getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('dialog', { name: 'Preview: as the site will show it' });
    const previewEn = await within(preview).findByTestId('content-preview-en');
    expect(within(previewEn).getByRole('heading', { level: 2, name: 'New fees' })).toBeInTheDocument();
    expect(within(preview).getByTestId('content-preview-ar')).toHaveAttribute('dir', 'rtl');
    expect(within(preview).getByTestId('preview-nothing-removed')).toHaveTextContent('Nothing will be removed on saving.');
    expect(within(preview).queryByRole('button', { name: 'Save with the removal' })).not.toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/api/staff/content-preview')?.body).toEqual({ body_ar: '<p>قديم</p>', body_en: '<h2>New fees</h2>' });
    await user.click(within(preview).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(editor).getByRole('checkbox'));
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('content-saved')).toHaveTextContent('Saved: version 3');
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      title_ar: 'الشروط',
      title_en: 'Terms',
      body_ar: '<p>قديم</p>',
      body_en: '<h2>New fees</h2>',
      material: true,
      base_version: 2,
    });
  });

  it('adds, changes and removes a link through a small dialog, keeping only its address', async () => {
    localStorage.setItem(localKeys.token, 'tok');
    contentsApi({ put: () => ({}) });
    renderScreen('/staff/contents?key=terms');
    const editor = await screen.findByTestId('content-editor');
    const english = await within(editor).findByTestId('rich-body_en');
    const user = userEvent.setup();
    await replaceText(user, english, 'Read the fees');
    await user.keyboard('{Control>}a{/Control}');
    const toolbar = within(editor).getByRole('toolbar', { name: 'Formatting: Text · English' });
    await user.click(within(toolbar).getByRole('button', { name: 'Add a link' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add a link' });
    const address = within(dialog).getByRole('textbox', { name: 'Link address' });
    await user.type(address, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(address).toHaveAccessibleDescription('Enter an address that starts with https://, http://, mailto: or tel:');
    await user.clear(address);
    await user.type(address, 'example.com/fees');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // No target, rel or class: the server adds rel itself and would strip the rest.
    expect(english.querySelector('a')?.outerHTML).toBe('<a href="https://example.com/fees">Read the fees</a>');

    await user.click(within(toolbar).getByRole('button', { name: 'Edit or remove the link' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit the link' });
    expect(within(dialog).getByRole('textbox', { name: 'Link address' })).toHaveValue('https://example.com/fees');
    await user.click(within(dialog).getByRole('button', { name: 'Remove the link' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(english.querySelector('a')).toBeNull();
    expect(english).toHaveTextContent('Read the fees');
  });

  it('lists in the preview, per language, what saving would remove (in Arabic)', async () => {
    await i18n.changeLanguage('ar');
    localStorage.setItem(localKeys.token, 'tok');
    contentsApi({ removed: { ar: [], en: ['<script>', 'onclick'] }, put: () => ({}) });
    renderScreen('/staff/contents?key=terms', { language: 'ar' });
    const editor = await screen.findByTestId('content-editor');
    await within(editor).findByTestId('rich-body_en');
    const user = userEvent.setup();
    await user.click(within(editor).getByRole('button', { name: 'معاينة' }));
    const preview = await screen.findByRole('dialog', { name: 'المعاينة: كما سيظهر النص في الموقع' });
    const warning = await within(preview).findByTestId('preview-removed');
    expect(within(warning).getByTestId('preview-removed-en')).toHaveTextContent('سيُحذف عند الحفظ من النص الإنجليزي:<script>onclick');
    expect(within(warning).queryByTestId('preview-removed-ar')).not.toBeInTheDocument();
    // Only looking: no save is offered from a preview asked for.
    expect(within(preview).queryByRole('button', { name: 'احفظ مع الحذف' })).not.toBeInTheDocument();
  });

  it('shows what a refused save would remove and saves it with accept_removed once confirmed', async () => {
    localStorage.setItem(localKeys.token, 'tok');
    const api = contentsApi({
      removed: { ar: [], en: ['style'] },
      put: (body) => (body.accept_removed ? {} : { status: 422, body: { message: 'The given data was invalid.', errors: { body_en: [removedMessage] } } }),
    });
    renderScreen('/staff/contents?key=terms');
    const editor = await screen.findByTestId('content-editor');
    const english = await within(editor).findByTestId('rich-body_en');
    const user = userEvent.setup();
    await replaceText(user, english, 'Styled fees');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));

    const preview = await screen.findByRole('dialog', { name: 'Preview: as the site will show it' });
    expect(await within(preview).findByTestId('preview-removed-en')).toHaveTextContent('Will be removed on saving, from the English text:style');
    expect(within(preview).getByTestId('preview-removed')).toHaveTextContent('Saving removes what is listed');
    // The refused body says why, under it.
    expect(english).toHaveAccessibleDescription(removedMessage);
    expect(english).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('content-saved')).not.toBeInTheDocument();

    await user.click(within(preview).getByRole('button', { name: 'Save with the removal' }));
    expect(await screen.findByTestId('content-saved')).toHaveTextContent('Saved: version 3');
    const puts = api.calls.filter((call) => call.method === 'PUT').map((call) => call.body as Record<string, unknown>);
    expect(puts).toHaveLength(2);
    expect(puts[0]).not.toHaveProperty('accept_removed');
    expect(puts[1]).toMatchObject({ body_en: '<p>Styled fees</p>', accept_removed: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says, as information and not as a failure, that nothing changed, and keeps the text as it is', async () => {
    localStorage.setItem(localKeys.token, 'tok');
    const api = contentsApi({ put: () => ({ status: 422, body: { message: 'Nothing changed: no new version was saved' } }) });
    renderScreen('/staff/contents?key=terms');
    const editor = await screen.findByTestId('content-editor');
    const english = await within(editor).findByTestId('rich-body_en');
    const user = userEvent.setup();
    await replaceText(user, english, 'Old');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));

    const notice = await screen.findByTestId('content-unchanged');
    expect(notice).toHaveTextContent('Nothing changed: no new version was saved');
    expect(notice).toHaveAttribute('role', 'status');
    expect(notice.className).toMatch(/Info/);
    expect(within(editor).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The editor keeps the draft, and no new version appeared.
    expect(within(editor).getByTestId('rich-body_en')).toHaveTextContent('Old');
    expect(screen.queryByTestId('content-saved')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });
});

describe('staff content history', () => {
  it('says, as information, that restoring a version equal to the current text saves nothing', async () => {
    localStorage.setItem(localKeys.token, 'tok');
    const text = {
      key: 'terms',
      format: 'html',
      document: false,
      title_ar: 'الشروط',
      title_en: 'Terms',
      body_ar: '<p>قديم</p>',
      body_en: '<p>Old</p>',
      version: 2,
      updated_at: '2026-11-23T08:00:00Z',
      updated_by: null,
    };
    const version = (n: number) => ({
      version: n,
      title_ar: 'الشروط',
      title_en: 'Terms',
      material: false,
      created_at: '2026-11-23T08:00:00Z',
      created_by: null,
      restored_from: null,
      changed: [],
    });
    installFakeApi({
      user: aUser({ role: 'staff' }),
      handlers: {
        'GET /api/staff/contents': () => ({ body: { data: [text] } }),
        'GET /api/staff/contents/terms': () => ({ body: { data: text } }),
        'GET /api/staff/contents/terms/versions': () => ({ body: { data: [version(2), version(1)], meta: { page: 1, per_page: 10, total: 2 } } }),
        'POST /api/staff/contents/terms/versions/1/restore': () => ({ status: 422, body: { message: 'Nothing changed: no new version was saved' } }),
      },
    });
    renderScreen('/staff/contents?key=terms');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('content-restore-1'));
    await user.click(await screen.findByTestId('content-restore-confirm'));
    const notice = await screen.findByTestId('content-restore-unchanged');
    expect(notice).toHaveTextContent('Nothing changed: no new version was saved');
    expect(notice).toHaveAttribute('role', 'status');
  });
});

describe('staff FAQ editor', () => {
  it('writes answers in the rich editor and saves one with what cleaning removes only once confirmed', async () => {
    localStorage.setItem(localKeys.token, 'tok');
    const faq = [
      { id: 4, position: 1, question_ar: 'ما إيفا؟', question_en: 'What is Eva?', answer_ar: '<p>منصة</p>', answer_en: '<p>A platform</p>', hidden: false },
    ];
    const api = installFakeApi({
      user: aUser({ role: 'staff' }),
      handlers: {
        'GET /api/staff/faq': () => ({ body: { data: faq } }),
        'POST /api/staff/content-preview': ({ body }) => ({ body: { data: { ...(body as object), removed_ar: ['javascript:'], removed_en: [] } } }),
        'PUT /api/staff/faq/4': ({ body }) =>
          (body as { accept_removed?: boolean }).accept_removed
            ? { body: { data: { ...faq[0], ...(body as object) } } }
            : { status: 422, body: { message: 'The given data was invalid.', errors: { answer_ar: [removedMessage] } } },
      },
    });
    renderScreen('/staff/faq');
    const user = userEvent.setup();
    await user.click(within(await screen.findByTestId('staff-faq-4')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the question' });
    const answerAr = await within(dialog).findByTestId('rich-answer_ar');
    expect(answerAr).toHaveAttribute('dir', 'rtl');
    expect(dialog.querySelector('textarea')).toBeNull();
    await replaceText(user, answerAr, 'منصة أبحاث');
    await user.click(within(dialog).getByTestId('staff-faq-save'));

    const preview = await screen.findByRole('dialog', { name: 'Preview: as the site will show it' });
    expect(await within(preview).findByTestId('preview-removed-ar')).toHaveTextContent('Will be removed on saving, from the Arabic text:javascript:');
    expect(within(preview).getByTestId('faq-preview-ar')).toHaveTextContent('ما إيفا؟');
    await user.click(within(preview).getByRole('button', { name: 'Save with the removal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const puts = api.calls.filter((call) => call.method === 'PUT').map((call) => call.body);
    expect(puts).toHaveLength(2);
    expect(puts[1]).toMatchObject({ answer_ar: '<p>منصة أبحاث</p>', answer_en: '<p>A platform</p>', accept_removed: true });
  });
});
