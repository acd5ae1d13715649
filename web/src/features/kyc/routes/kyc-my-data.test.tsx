import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localKeys } from '../../../lib/storage-keys';
import { installFakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-app';
import { aKycExport, aKycView, anErasedView, aVerifiedView, someKycValues } from '../testing/fixtures';
import type { KycView } from '../types';

type Handlers = NonNullable<Parameters<typeof installFakeApi>[0]>['handlers'];

// Object URLs and downloads are stood in for (setup.ts restores them after the file): the files are kept here instead.
const files: Blob[] = [];
const saved: string[] = [];

beforeEach(() => {
  localStorage.setItem(localKeys.token, 'tok');
  files.length = 0;
  saved.length = 0;
  URL.createObjectURL = (blob: Blob) => {
    files.push(blob);
    return `blob:test/${files.length}`;
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(`${this.download} ${this.href}`);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function kycApi(mine: KycView, handlers: Handlers = {}) {
  return installFakeApi({
    handlers: {
      'GET /api/kyc': () => ({ body: { data: mine } }),
      'GET /api/kycValues': () => ({ body: { data: someKycValues() } }),
      ...handlers,
    },
  });
}

const bearerOf = (path: string) => {
  const request = vi.mocked(fetch).mock.calls.find(([url]) => String(url).endsWith(path));
  return (request?.[1]?.headers as Record<string, string>).Authorization;
};

describe('/kyc: your data', () => {
  it('downloads everything kept as an indented JSON file', async () => {
    const data = aKycExport();
    const { calls } = kycApi(aVerifiedView(), { 'GET /api/kyc/export': () => ({ body: { data } }) });
    renderScreen('/kyc');
    const section = await screen.findByTestId('kyc-my-data');
    expect(section).toHaveTextContent('Under the Personal Data Protection Law');
    // The Saudi path keeps no photo.
    expect(screen.queryByTestId('kyc-passport-download')).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByTestId('kyc-export'));
    await waitFor(() => expect(saved).toEqual(['eva-kyc-data.json blob:test/1']));
    expect(calls.filter((call) => call.path === '/api/kyc/export')).toHaveLength(1);
    expect(bearerOf('/api/kyc/export')).toBe('Bearer tok');
    const text = await files[0]!.text();
    expect(JSON.parse(text)).toEqual(data);
    expect(text).toContain('\n  "identity_number": "1023456789"');
  });

  it('downloads the passport photo with the token, on the passport path', async () => {
    kycApi(aKycView({ status: 'in_review', path: 'foreign', nationality: 'GB', submitted_at: '2026-11-25T08:00:00Z' }), {
      'GET /api/kyc/passport': () => ({ response: new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'Content-Type': 'image/png' } }) }),
    });
    renderScreen('/kyc');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('kyc-passport-download'));
    await waitFor(() => expect(saved).toEqual(['eva-passport.png blob:test/1']));
    expect(bearerOf('/api/kyc/passport')).toBe('Bearer tok');
    expect(files[0]!.size).toBe(4);
  });

  it('shows the server’s message when the download fails', async () => {
    kycApi(aVerifiedView(), { 'GET /api/kyc/export': () => ({ status: 500, body: { message: 'Your data could not be read now' } }) });
    renderScreen('/kyc');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('kyc-export'));
    expect(await within(screen.getByTestId('kyc-my-data')).findByRole('alert')).toHaveTextContent('Your data could not be read now');
    expect(saved).toEqual([]);
  });

  it('asks before deleting, then deletes and offers to verify again', async () => {
    let mine: KycView = aVerifiedView();
    const { calls } = kycApi(mine, {
      'GET /api/kyc': () => ({ body: { data: mine } }),
      'DELETE /api/kyc': () => {
        mine = anErasedView({ path: 'saudi' });
        return { body: { data: mine } };
      },
    });
    renderScreen('/kyc');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('kyc-erase'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your verification data?' });
    expect(dialog).toHaveTextContent('Your identity number, date of birth, answers, name and passport photo will be deleted.');
    expect(dialog).toHaveTextContent('to follow analysts or pay for analyses, you will need to verify again');
    expect(dialog).toHaveTextContent('We keep only a record that your data was deleted.');

    // Cancelling deletes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByTestId('kyc-erase'));
    await user.click(await screen.findByTestId('kyc-erase-confirm'));
    const note = await screen.findByTestId('kyc-erased-note');
    expect(note).toHaveTextContent('You deleted your verification data on');
    expect(note).toHaveTextContent('Verify again to follow analysts.');
    expect(calls.filter((call) => call.method === 'DELETE' && call.path === '/api/kyc')).toHaveLength(1);
    // Read afresh after the deletion.
    expect(calls.filter((call) => call.method === 'GET' && call.path === '/api/kyc').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByTestId('kyc-start')).toBeInTheDocument();
    expect(screen.queryByTestId('kyc-verified')).toBeNull();
    expect(screen.queryByTestId('kyc-my-data')).toBeNull();
  });

  it('keeps the dialog open with the server’s message when the deletion fails', async () => {
    kycApi(aVerifiedView(), { 'DELETE /api/kyc': () => ({ status: 500, body: { message: 'The data could not be deleted now' } }) });
    renderScreen('/kyc');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('kyc-erase'));
    await user.click(await screen.findByTestId('kyc-erase-confirm'));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('The data could not be deleted now');
    expect(screen.getByTestId('kyc-verified')).toBeInTheDocument();
  });

  it('is not offered once the data is deleted', async () => {
    kycApi(anErasedView());
    renderScreen('/kyc');
    expect(await screen.findByTestId('kyc-erased-note')).toBeInTheDocument();
    expect(screen.queryByTestId('kyc-my-data')).toBeNull();
  });

  it('is not offered to a user who never started', async () => {
    kycApi(aKycView());
    renderScreen('/kyc');
    expect(await screen.findByTestId('kyc-start')).toBeInTheDocument();
    expect(screen.queryByTestId('kyc-my-data')).toBeNull();
    expect(screen.queryByTestId('kyc-erased-note')).toBeNull();
  });
});
