import { describe, expect, it } from 'vitest';
import { aDocument } from '../testing/fixtures';
import { checkCommentaries, COMMENTARY_MAX, toApproveBody } from './approve-form';

const documents = [aDocument({ id: 41 }), aDocument({ id: 42 })];

describe('approving a review', () => {
  it('asks for the analyst’s view on every document, up to 4000 characters, under the server’s field names', () => {
    expect(checkCommentaries(documents, { 41: 'Strong balance sheet.', 42: '  ' })).toEqual({
      'documents[0].commentary': null,
      'documents[1].commentary': 'commentaryRequired',
    });
    expect(checkCommentaries(documents, { 41: 'x'.repeat(COMMENTARY_MAX + 1), 42: 'x'.repeat(COMMENTARY_MAX) })).toEqual({
      'documents[0].commentary': 'commentaryTooLong',
      'documents[1].commentary': null,
    });
  });

  it('sends each document’s id with its trimmed view, in order', () => {
    expect(toApproveBody(documents, { 42: ' Second ', 41: 'First' })).toEqual({
      documents: [
        { id: 41, commentary: 'First' },
        { id: 42, commentary: 'Second' },
      ],
    });
  });
});
