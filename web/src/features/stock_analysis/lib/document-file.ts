import type { AnalysisDocumentView } from '../types';

/**
 * The API path of a `download_url`: the server may send it with its origin, and the one API
 * client adds the configured base itself.
 */
export function apiPathOf(url: string): string {
  if (!/^https?:\/\//i.test(url)) return url;
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/** "eva-analysis-2222-41.pdf": the stock's symbol and the document's id, safe in any file system. */
export function documentFileName(document: Pick<AnalysisDocumentView, 'id' | 'symbol'>): string {
  const symbol = document.symbol.replace(/[^\w.-]+/g, '').slice(0, 24);
  return `eva-analysis-${symbol ? `${symbol}-` : ''}${document.id}.pdf`;
}

/** A document the reader may download (the client once approved; reviewers and staff always). */
export function isDownloadable(document: AnalysisDocumentView): document is AnalysisDocumentView & { download_url: string } {
  return typeof document.download_url === 'string' && document.download_url !== '';
}
