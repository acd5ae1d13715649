import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { localKeys } from '../../../lib/storage-keys';
import { installFakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-app';
import { aKycView, someKycValues } from '../testing/fixtures';
import type { KycView } from '../types';

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
      queueMicrotask(() => this.onload?.());
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

const photo = (name = 'passport.jpg', type = 'image/jpeg', size = 20_000) => new File([new Uint8Array(size)], name, { type });

beforeEach(() => {
  localStorage.setItem(localKeys.token, 'tok');
});

afterEach(async () => {
  vi.unstubAllGlobals();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

function foreignApi(initial: KycView = aKycView()) {
  let mine = initial;
  installFakeApi({
    handlers: {
      'GET /api/kyc': () => ({ body: { data: mine } }),
      'GET /api/kycValues': () => ({ body: { data: someKycValues() } }),
    },
  });
  return (next: KycView) => {
    mine = next;
  };
}

describe('/kyc-non-ksa', () => {
  it('names the nationalities without Saudi Arabia, and asks for every field and the photo', async () => {
    foreignApi();
    const sent = installFakeUpload(() => ({ status: 500, body: {} }));
    renderScreen('/kyc-non-ksa');
    expect(await screen.findByRole('heading', { level: 1, name: 'Identity verification (non-Saudi)' })).toBeInTheDocument();
    const nationality = await screen.findByTestId('kyc-nationality');
    expect(
      within(nationality)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'Egypt', 'United Kingdom', 'United States']);
    expect(screen.getByLabelText(/^Nationality/)).toBe(nationality);
    expect(screen.getByTestId('kyc-saudi-link')).toHaveAttribute('href', '/kyc');

    const user = userEvent.setup();
    await user.click(screen.getByTestId('kyc-foreign-submit'));
    expect(within(screen.getByTestId('kyc-foreign-form')).getByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(screen.getByTestId('kyc-passport-error')).toHaveTextContent('Please upload your passport photo');

    await user.click(screen.getByTestId('kyc-name'));
    await user.paste('John Smith');
    await user.selectOptions(nationality, 'GB');
    await user.click(screen.getByTestId('kyc-foreign-submit'));
    expect(within(screen.getByTestId('kyc-foreign-form')).getByRole('alert')).toHaveTextContent('Please upload your passport photo');
    expect(sent).toHaveLength(0);
  });

  it('refuses a file that is not a PNG or JPEG, or is over 5 MB, as soon as it is picked', async () => {
    foreignApi();
    renderScreen('/kyc-non-ksa');
    const user = userEvent.setup({ applyAccept: false });
    const input = await screen.findByTestId('kyc-passport');
    await user.upload(input, photo('passport.pdf', 'application/pdf'));
    expect(screen.getByTestId('kyc-passport-error')).toHaveTextContent('The passport photo must be a PNG or JPG image');
    await user.upload(input, photo('passport.png', 'image/png', 5 * 1024 * 1024 + 1));
    expect(screen.getByTestId('kyc-passport-error')).toHaveTextContent('The passport photo must not be larger than 5 MB');
    await user.upload(input, photo());
    expect(screen.queryByTestId('kyc-passport-error')).toBeNull();
    expect(screen.getByTestId('kyc-passport-name')).toHaveTextContent('passport.jpg');
  });

  it('sends the request with the photo and says it was received', async () => {
    const answer = foreignApi();
    const sent = installFakeUpload((form) => {
      if (form.get('name') === 'Bad')
        return { status: 422, body: { message: 'The given data was invalid', errors: { passport: ['The passport photo is too small to read'] } } };
      const view = aKycView({ status: 'in_review', path: 'foreign', nationality: 'GB', submitted_at: '2026-11-26T10:00:00Z' });
      answer(view);
      return { status: 201, body: { data: view } };
    });
    renderScreen('/kyc-non-ksa');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('kyc-name'));
    await user.paste('Bad');
    await user.selectOptions(screen.getByTestId('kyc-nationality'), 'GB');
    await user.upload(screen.getByTestId('kyc-passport'), photo());
    await user.click(screen.getByTestId('kyc-foreign-submit'));
    expect(await screen.findByTestId('kyc-passport-error')).toHaveTextContent('The passport photo is too small to read');

    await user.clear(screen.getByTestId('kyc-name'));
    await user.paste('John Smith');
    await user.click(screen.getByTestId('kyc-foreign-submit'));
    const received = await screen.findByTestId('kyc-in-review');
    expect(received).toHaveTextContent('Request received');
    expect(received).toHaveTextContent('We will review it and let you know the outcome.');
    const form = sent[1]!;
    expect(form.get('name')).toBe('John Smith');
    expect(form.get('nationality')).toBe('GB');
    expect((form.get('passport') as File).name).toBe('passport.jpg');
  }, 60_000);

  it('speaks Arabic', async () => {
    foreignApi();
    await i18n.changeLanguage('ar');
    renderScreen('/kyc-non-ksa', { language: 'ar' });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('kyc-foreign-submit'));
    expect(within(screen.getByTestId('kyc-foreign-form')).getByRole('alert')).toHaveTextContent('يرجى تعبئة جميع الحقول');
    expect(screen.getByTestId('kyc-passport-error')).toHaveTextContent('يرجى رفع صورة جواز السفر');
    expect(within(screen.getByTestId('kyc-nationality')).getByRole('option', { name: 'مصر' })).toBeInTheDocument();
  });
});
