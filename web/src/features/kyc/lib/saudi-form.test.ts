import { describe, expect, it } from 'vitest';
import {
  checkSaudiForm,
  emptySaudiForm,
  leadingProblem,
  looksLikeIdentityNumber,
  riskField,
  toSaudiKycBody,
  withBirthPart,
  withCalendar,
  type SaudiFormValues,
} from './saudi-form';

const complete: SaudiFormValues = {
  identity_number: '١٠٢٣٤٥٦٧٨٩',
  birth_calendar: 'hijri',
  birth_year: '1410',
  birth_month: '5',
  birth_day: '12',
  bank: 'rajhi',
  social_status: 'married',
  net_savings: '50k_200k',
  family_members: '3_5',
  annual_income: '60k_120k',
  investment_objective: 'balanced',
  risk_answers: ['yes', 'yes', 'no', 'yes', 'no', 'yes'],
  acknowledgement: true,
};

const problemsOf = (values: SaudiFormValues) => Object.fromEntries(Object.entries(checkSaudiForm(values)).filter(([, problem]) => problem !== null));

describe('the Saudi form', () => {
  it('marks every empty field, each unanswered question and the acknowledgement', () => {
    const problems = problemsOf(emptySaudiForm());
    expect(problems).toEqual({
      identity_number: 'fillAll',
      birth_year: 'fillAll',
      birth_month: 'fillAll',
      birth_day: 'fillAll',
      bank: 'fillAll',
      social_status: 'fillAll',
      net_savings: 'fillAll',
      family_members: 'fillAll',
      annual_income: 'fillAll',
      investment_objective: 'fillAll',
      'risk_answers.0': 'fillAll',
      'risk_answers.1': 'fillAll',
      'risk_answers.2': 'fillAll',
      'risk_answers.3': 'fillAll',
      'risk_answers.4': 'fillAll',
      'risk_answers.5': 'fillAll',
      acknowledgement: 'acknowledge',
    });
    expect(leadingProblem(checkSaudiForm(emptySaudiForm()))).toBe('fillAll');
  });

  it('passes a complete form, with "no" as an answer', () => {
    expect(problemsOf(complete)).toEqual({});
    expect(leadingProblem(checkSaudiForm(complete))).toBeNull();
  });

  it('names one missing answer, and the acknowledgement once the rest is filled', () => {
    const answers = [...complete.risk_answers];
    answers[3] = '';
    expect(problemsOf({ ...complete, risk_answers: answers })).toEqual({ [riskField(3)]: 'fillAll' });
    const unconfirmed = checkSaudiForm({ ...complete, acknowledgement: false });
    expect(leadingProblem(unconfirmed)).toBe('acknowledge');
  });

  it('reads identity numbers as the server does: ten digits from 1 or 2, Arabic digits allowed', () => {
    expect(looksLikeIdentityNumber('1023456789')).toBe(true);
    expect(looksLikeIdentityNumber('2 023 456 789')).toBe(true);
    expect(looksLikeIdentityNumber('٢٠٢٣٤٥٦٧٨٩')).toBe(true);
    expect(looksLikeIdentityNumber('3023456789')).toBe(false);
    expect(looksLikeIdentityNumber('102345678')).toBe(false);
    expect(problemsOf({ ...complete, identity_number: '12345' })).toEqual({ identity_number: 'identityInvalid' });
  });

  it('clears the date when the calendar changes, and a day the month does not have', () => {
    const gregorian = withCalendar(complete, 'gregorian');
    expect(gregorian).toMatchObject({ birth_calendar: 'gregorian', birth_year: '', birth_month: '', birth_day: '' });
    expect(withCalendar(complete, 'hijri')).toBe(complete);
    const leapDay = { ...gregorian, birth_year: '2000', birth_month: '2', birth_day: '29' };
    expect(withBirthPart(leapDay, 'birth_year', '2001').birth_day).toBe('');
    expect(withBirthPart(leapDay, 'birth_year', '1996').birth_day).toBe('29');
    expect(withBirthPart({ ...leapDay, birth_month: '1', birth_day: '31' }, 'birth_month', '4').birth_day).toBe('');
  });

  it('sends the server’s body: numbers, codes and the answers as booleans', () => {
    expect(toSaudiKycBody(complete)).toEqual({
      identity_number: '1023456789',
      birth_calendar: 'hijri',
      birth_year: 1410,
      birth_month: 5,
      birth_day: 12,
      bank: 'rajhi',
      social_status: 'married',
      net_savings: '50k_200k',
      family_members: '3_5',
      annual_income: '60k_120k',
      investment_objective: 'balanced',
      risk_answers: [true, true, false, true, false, true],
      acknowledgement: true,
    });
  });
});
