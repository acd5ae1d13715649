import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n';
import { aUser } from '../test/fake-api';
import { clearSession, saveSession } from '../lib/session';
import { pdfFileName } from '../lib/private-file';
import { PrivateFileLink } from './PrivateFileLink';

function renderLink() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PrivateFileLink url="https://eva.example/api/invoices/12/pdf" fileName="INV-2026-000012.pdf" testId="invoice">
        Invoice INV-2026-000012 (PDF)
      </PrivateFileLink>
    </QueryClientProvider>,
  );
}

/** Records what saveBlob hands the browser: the anchor's file name and the blob's type. */
function watchSaves() {
  const saved: { name: string; type: string }[] = [];
  const blobs = new Map<string, Blob>();
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        const address = `blob:${blobs.size}`;
        blobs.set(address, blob);
        return address;
      },
      revokeObjectURL: () => undefined,
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, type: blobs.get(this.getAttribute('href') ?? '')?.type ?? '' });
  });
  return saved;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  clearSession();
});

describe('a link to a private file', () => {
  it('fetches it with the session token and saves it under its name, instead of a 401 saved as pdf.json', async () => {
    saveSession({ token: 'secret-token', user: aUser() });
    const fetchMock = vi.fn(async () => new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const saved = watchSaves();
    renderLink();
    const link = screen.getByTestId('invoice');
    expect(link.tagName).toBe('BUTTON');
    expect(link.hasAttribute('href')).toBe(false);
    await userEvent.setup().click(link);
    await waitFor(() => expect(saved).toEqual([{ name: 'INV-2026-000012.pdf', type: 'application/pdf' }]));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/invoices\/12\/pdf$/);
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer secret-token');
  });

  it('says why when the file cannot be had', async () => {
    saveSession({ token: 'secret-token', user: aUser() });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'Not found' }), { status: 404 })),
    );
    const saved = watchSaves();
    renderLink();
    await userEvent.setup().click(screen.getByTestId('invoice'));
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be downloaded|تعذّر تنزيل الملف/);
    expect(saved).toEqual([]);
  });
});

describe('tax document file names', () => {
  it('are the document number, safe in any file system', () => {
    expect(pdfFileName('INV-2026-000012')).toBe('INV-2026-000012.pdf');
    expect(pdfFileName('CN/2026 7')).toBe('CN-2026-7.pdf');
    expect(pdfFileName('')).toBe('document.pdf');
  });
});
