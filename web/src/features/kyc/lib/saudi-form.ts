/**
 * The Saudi path's form (spec §3 "KYC"), checked as the server checks it (modules/kyc
 * handlers/add_kyc.rs): every field required ('Please fill in all fields'), under the server's
 * field names so its 422 answers land on the same fields.
 */
import { normalizeDigits } from '../../../lib/sar-input';
import type { BirthCalendar, SaudiKycBody } from '../types';
import { daysInMonth } from './birth-calendar';

export const choiceFields = ['bank', 'social_status', 'net_savings', 'family_members', 'annual_income', 'investment_objective'] as const;
export type ChoiceField = (typeof choiceFields)[number];

export const RISK_QUESTION_COUNT = 6;

export type YesNo = 'yes' | 'no' | '';

export interface SaudiFormValues extends Record<ChoiceField, string> {
  identity_number: string;
  birth_calendar: BirthCalendar;
  /** Select values: '' until chosen. */
  birth_year: string;
  birth_month: string;
  birth_day: string;
  risk_answers: YesNo[];
  acknowledgement: boolean;
}

/** Message keys of the `kyc` namespace (`errors.<key>`), in the server's words. */
export type SaudiFormError = 'fillAll' | 'identityInvalid' | 'acknowledge';

/** `risk_answers.2`: one question, so an unanswered one is marked on its own. */
export const riskField = (index: number) => `risk_answers.${index}`;

/** Every field a message may be shown under (the server adds birth_date for the whole date). */
export const saudiFormFields: readonly string[] = [
  'identity_number',
  'birth_calendar',
  'birth_year',
  'birth_month',
  'birth_day',
  'birth_date',
  ...choiceFields,
  'risk_answers',
  ...Array.from({ length: RISK_QUESTION_COUNT }, (_, i) => riskField(i)),
  'acknowledgement',
];

export function emptySaudiForm(): SaudiFormValues {
  return {
    identity_number: '',
    birth_calendar: 'gregorian',
    birth_year: '',
    birth_month: '',
    birth_day: '',
    bank: '',
    social_status: '',
    net_savings: '',
    family_members: '',
    annual_income: '',
    investment_objective: '',
    risk_answers: Array.from({ length: RISK_QUESTION_COUNT }, () => ''),
    acknowledgement: false,
  };
}

/** The number as the server reads it: Latin digits, no spaces or dashes. */
export function normalizeIdentityNumber(text: string): string {
  return normalizeDigits(text).replace(/[\s-]/g, '');
}

/** Ten digits, 1… for a citizen's national ID, 2… for a resident's iqama (national_id.rs checks more). */
export function looksLikeIdentityNumber(text: string): boolean {
  return /^[12]\d{9}$/.test(normalizeIdentityNumber(text));
}

/** Another calendar numbers years and months differently: the date is chosen again. */
export function withCalendar(values: SaudiFormValues, calendar: BirthCalendar): SaudiFormValues {
  if (values.birth_calendar === calendar) return values;
  return { ...values, birth_calendar: calendar, birth_year: '', birth_month: '', birth_day: '' };
}

const numberOrNull = (text: string) => (text === '' ? null : Number(text));

/** A new year or month; a day the month does not have (31 April, 29 February 2001) is cleared. */
export function withBirthPart(values: SaudiFormValues, part: 'birth_year' | 'birth_month' | 'birth_day', value: string): SaudiFormValues {
  const next = { ...values, [part]: value };
  const max = daysInMonth(next.birth_calendar, numberOrNull(next.birth_year), numberOrNull(next.birth_month));
  if (next.birth_day !== '' && Number(next.birth_day) > max) next.birth_day = '';
  return next;
}

/** Each field's problem, or null: what is empty first, then the identity number's form. */
export function checkSaudiForm(values: SaudiFormValues): Record<string, SaudiFormError | null> {
  const empty = (text: string) => text.trim() === '';
  const problems: Record<string, SaudiFormError | null> = {
    identity_number: empty(values.identity_number) ? 'fillAll' : looksLikeIdentityNumber(values.identity_number) ? null : 'identityInvalid',
    birth_year: empty(values.birth_year) ? 'fillAll' : null,
    birth_month: empty(values.birth_month) ? 'fillAll' : null,
    birth_day: empty(values.birth_day) ? 'fillAll' : null,
  };
  for (const field of choiceFields) problems[field] = empty(values[field]) ? 'fillAll' : null;
  for (let i = 0; i < RISK_QUESTION_COUNT; i += 1) problems[riskField(i)] = values.risk_answers[i] ? null : 'fillAll';
  problems.acknowledgement = values.acknowledgement ? null : 'acknowledge';
  return problems;
}

/** The message above the button: 'Please fill in all fields' whenever anything is empty. */
export function leadingProblem(problems: Record<string, SaudiFormError | null>): SaudiFormError | null {
  const found = Object.values(problems).filter((problem): problem is SaudiFormError => problem !== null);
  if (found.includes('fillAll')) return 'fillAll';
  return found[0] ?? null;
}

/** POST /api/addKyc's body from a checked form. */
export function toSaudiKycBody(values: SaudiFormValues): SaudiKycBody {
  return {
    identity_number: normalizeIdentityNumber(values.identity_number),
    birth_calendar: values.birth_calendar,
    birth_year: Number(values.birth_year),
    birth_month: Number(values.birth_month),
    birth_day: Number(values.birth_day),
    bank: values.bank,
    social_status: values.social_status,
    net_savings: values.net_savings,
    family_members: values.family_members,
    annual_income: values.annual_income,
    investment_objective: values.investment_objective,
    risk_answers: values.risk_answers.map((answer) => answer === 'yes'),
    acknowledgement: values.acknowledgement,
  };
}
