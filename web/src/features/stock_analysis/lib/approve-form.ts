import type { AnalysisDocumentView, ApproveBody } from '../types';

/** The most an analyst's commentary on one document may hold (the server's limit). */
export const COMMENTARY_MAX = 4000;

export type CommentaryError = 'commentaryRequired' | 'commentaryTooLong';

/** `documents[1].commentary`, as the server names the commentary of the request's second document. */
export const commentaryField = (index: number) => `documents[${index}].commentary`;

export function commentaryFields(documents: readonly AnalysisDocumentView[]): string[] {
  return documents.map((_, index) => commentaryField(index));
}

/** Every document needs the analyst's own words, up to 4000 characters. */
export function checkCommentaries(documents: readonly AnalysisDocumentView[], commentaries: Record<number, string>): Record<string, CommentaryError | null> {
  return Object.fromEntries(
    documents.map((document, index) => {
      const text = (commentaries[document.id] ?? '').trim();
      const problem: CommentaryError | null = text === '' ? 'commentaryRequired' : text.length > COMMENTARY_MAX ? 'commentaryTooLong' : null;
      return [commentaryField(index), problem];
    }),
  );
}

/** The body of POST /api/stock-analysis/reviews/{id}/approve, in the documents' order. */
export function toApproveBody(documents: readonly AnalysisDocumentView[], commentaries: Record<number, string>): ApproveBody {
  return { documents: documents.map((document) => ({ id: document.id, commentary: (commentaries[document.id] ?? '').trim() })) };
}
