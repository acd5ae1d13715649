import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localKeys } from '../../../lib/storage-keys';
import { aUser, installFakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const terms = { key: 'terms', title: 'Terms and conditions', body: '<h2>Fees</h2><p>New <strong>fees</strong>.</p>', format: 'html', version: 3, updated_at: '2026-11-23T08:00:00Z' };
const standing = (needs: boolean) => ({
  documents: [{ key: 'terms', title: 'Terms and conditions', current_version: 3, accepted_version: needs ? 1 : 3, accepted_at: '2026-11-23T09:00:00Z', needs_acceptance: needs }],
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

describe('staff content editor', () => {
  it('previews only what the server cleaned and saves a material change as a new version', async () => {
    localStorage.setItem(localKeys.token, 'tok');
    const staffText = { key: 'terms', format: 'html', document: true, title_ar: 'الشروط', title_en: 'Terms', body_ar: '<p>قديم</p>', body_en: '<p>Old</p>', version: 2, updated_at: '2026-11-23T08:00:00Z', updated_by: null };
    const api = installFakeApi({
      user: aUser({ role: 'staff' }),
      handlers: {
        'GET /api/staff/contents': () => ({ body: { data: [staffText] } }),
        'GET /api/staff/contents/terms': () => ({ body: { data: staffText } }),
        'GET /api/staff/contents/terms/versions': () => ({ body: { data: [], meta: { page: 1, per_page: 10, total: 0 } } }),
        // The server's answer is what the preview shows: here it drops the script.
        'POST /api/staff/content-preview': ({ body }) => {
          const bodies = body as { body_ar: string; body_en: string };
          const clean = (html: string) => html.replace(/<script>.*<\/script>/g, '');
          return { body: { data: { body_ar: clean(bodies.body_ar), body_en: clean(bodies.body_en) } } };
        },
        'PUT /api/staff/contents/terms': () => ({ body: { data: { ...staffText, version: 3 } } }),
      },
    });
    renderScreen('/staff/contents?key=terms');
    const editor = await screen.findByTestId('content-editor');
    const body = editor.querySelector('textarea[name="body_en"]');
    expect(body).not.toBeNull();
    const user = userEvent.setup();
    await user.clear(body as HTMLTextAreaElement);
    await user.click(body as HTMLTextAreaElement);
    await user.paste('<p>Fresh</p><script>alert(1)</script>');
    const preview = screen.getByTestId('content-preview-en');
    await waitFor(() => expect(preview).toHaveTextContent('Fresh'));
    expect(preview.innerHTML).not.toContain('script');
    expect(screen.getByTestId('content-preview-ar')).toHaveAttribute('dir', 'rtl');

    await user.click(within(editor).getByRole('checkbox'));
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      title_ar: 'الشروط',
      title_en: 'Terms',
      body_ar: '<p>قديم</p>',
      body_en: '<p>Fresh</p><script>alert(1)</script>',
      material: true,
      base_version: 2,
    });
  });
});
