import { describe, expect, it } from 'vitest';
import { aDocument } from '../testing/fixtures';
import { apiPathOf, documentFileName, isDownloadable } from './document-file';

describe('document files', () => {
  it('downloads through the API client by path, whether or not the server sent its origin', () => {
    expect(apiPathOf('/api/stock-analysis/documents/41/download')).toBe('/api/stock-analysis/documents/41/download');
    expect(apiPathOf('https://eva.example/api/stock-analysis/documents/41/download?v=2')).toBe('/api/stock-analysis/documents/41/download?v=2');
  });

  it('names the PDF after the stock and the document', () => {
    expect(documentFileName(aDocument())).toBe('eva-analysis-2222-41.pdf');
    expect(documentFileName(aDocument({ id: 7, symbol: 'BRK/B' }))).toBe('eva-analysis-BRKB-7.pdf');
    expect(documentFileName(aDocument({ id: 7, symbol: '' }))).toBe('eva-analysis-7.pdf');
  });

  it('offers a download only when the server gave one', () => {
    expect(isDownloadable(aDocument())).toBe(true);
    expect(isDownloadable(aDocument({ download_url: null }))).toBe(false);
  });
});
