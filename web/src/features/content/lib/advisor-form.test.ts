import { describe, expect, it } from 'vitest';
import { aStaffAdvisor } from '../testing/fixtures';
import { advisorDraftOf, advisorFormOf, blankAdvisor, checkAdvisor } from './advisor-form';

describe('the staff advisor form', () => {
  it('needs names, titles and the licence', () => {
    expect(Object.keys(checkAdvisor(blankAdvisor))).toEqual(['name_ar', 'name_en', 'title_ar', 'title_en', 'licence_number', 'licence_type']);
    expect(checkAdvisor(advisorDraftOf(aStaffAdvisor()))).toEqual({});
  });

  it('sends no expiry when none is given', () => {
    const form = advisorFormOf({ ...advisorDraftOf(aStaffAdvisor()), licence_expires_on: '', name_en: ' Khalid ' });
    expect(form).toMatchObject({ licence_expires_on: null, name_en: 'Khalid', hidden: false });
  });
});
