import { describe, expect, it } from 'vitest';
import { aDocument } from '../testing/fixtures';
import { documentFileName, isDownloadable } from './document-file';

describe('document files', () => {
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
