import type { AnalysisDocumentView } from '../types';

/** "eva-analysis-2222-41.pdf": the stock's symbol and the document's id, safe in any file system. */
export function documentFileName(document: Pick<AnalysisDocumentView, 'id' | 'symbol'>): string {
  const symbol = document.symbol.replace(/[^\w.-]+/g, '').slice(0, 24);
  return `eva-analysis-${symbol ? `${symbol}-` : ''}${document.id}.pdf`;
}

/** A document the reader may download (the client once approved; reviewers and staff always). */
export function isDownloadable(document: AnalysisDocumentView): document is AnalysisDocumentView & { download_url: string } {
  return typeof document.download_url === 'string' && document.download_url !== '';
}
