/**
 * The join form of spec §3: its choices (the values the server accepts) and the checks made
 * before sending, one message per field as the server words them.
 */
export const experienceYears = ['1-2', '3-4', '5-10', '10+'] as const;
export const markets = ['saudi', 'us', 'all'] as const;
export const analysisTypes = ['technical', 'financial'] as const;
export const traderTypes = ['day', 'week', 'month'] as const;

/** The server refuses larger files (413); checked here first so nothing big is sent for nothing. */
export const CERTIFICATE_MAX_BYTES = 5 * 1024 * 1024;
/** What the file picker offers; the server checks the content itself. */
export const CERTIFICATE_ACCEPT = 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg';

export const textFields = ['full_name', 'display_name', 'phone', 'x_account', 'timeframes', 'about'] as const;
export const choiceFields = ['experience_years', 'markets', 'analysis_type', 'trader_type'] as const;
export const applicationFields = [...textFields, ...choiceFields, 'certificate', 'terms'] as const;

export type TextField = (typeof textFields)[number];
export type ChoiceField = (typeof choiceFields)[number];
export type ApplicationField = (typeof applicationFields)[number];

export interface ApplicationValues {
  full_name: string;
  display_name: string;
  phone: string;
  x_account: string;
  experience_years: string;
  markets: string;
  analysis_type: string;
  trader_type: string;
  timeframes: string;
  about: string;
  terms: boolean;
}

export const emptyApplication: ApplicationValues = {
  full_name: '',
  display_name: '',
  phone: '',
  x_account: '',
  experience_years: '',
  markets: '',
  analysis_type: '',
  trader_type: '',
  timeframes: '',
  about: '',
  terms: false,
};

/** Message keys of the `analysts` namespace (`form.errors.*`). */
export type ApplicationErrorKey =
  | 'fullNameRequired'
  | 'displayNameRequired'
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'xAccountRequired'
  | 'xAccountInvalid'
  | 'experienceRequired'
  | 'marketsRequired'
  | 'analysisTypeRequired'
  | 'traderTypeRequired'
  | 'timeframesRequired'
  | 'aboutRequired'
  | 'certificateRequired'
  | 'certificateType'
  | 'certificateTooLarge'
  | 'termsRequired';

/** An X handle as "@name", "name" or a link to the profile (the server reads the same forms). */
export function looksLikeXAccount(value: string): boolean {
  const handle = value
    .trim()
    .replace(/\/+$/, '')
    .replace(/^https?:\/\//, '')
    .replace(/^(www\.|mobile\.)/, '')
    .replace(/^(x\.com|twitter\.com)\//, '')
    .replace(/^@/, '');
  return /^[A-Za-z0-9_]{1,15}$/.test(handle);
}

/** Saudi local (05…) or international (+…/00…) numbers, Arabic digits allowed; the server decides. */
export function looksLikePhone(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '').replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660));
  return /^(\+|00)?\d{9,15}$/.test(digits);
}

/** The picked file's problem, by its declared type and size (the server checks the content). */
export function certificateProblem(file: File | null): ApplicationErrorKey | null {
  if (!file) return 'certificateRequired';
  if (file.size > CERTIFICATE_MAX_BYTES) return 'certificateTooLarge';
  const byType = ['application/pdf', 'image/png', 'image/jpeg'].includes(file.type);
  const byName = /\.(pdf|png|jpe?g)$/i.test(file.name);
  return byType || byName ? null : 'certificateType';
}

const blank = (value: string) => value.trim() === '';

/** Every field's first problem, or null. */
export function checkApplication(values: ApplicationValues, certificate: File | null): Record<ApplicationField, ApplicationErrorKey | null> {
  return {
    full_name: blank(values.full_name) ? 'fullNameRequired' : null,
    display_name: blank(values.display_name) ? 'displayNameRequired' : null,
    phone: blank(values.phone) ? 'phoneRequired' : looksLikePhone(values.phone) ? null : 'phoneInvalid',
    x_account: blank(values.x_account) ? 'xAccountRequired' : looksLikeXAccount(values.x_account) ? null : 'xAccountInvalid',
    experience_years: values.experience_years ? null : 'experienceRequired',
    markets: values.markets ? null : 'marketsRequired',
    analysis_type: values.analysis_type ? null : 'analysisTypeRequired',
    trader_type: values.trader_type ? null : 'traderTypeRequired',
    timeframes: blank(values.timeframes) ? 'timeframesRequired' : null,
    about: blank(values.about) ? 'aboutRequired' : null,
    certificate: certificateProblem(certificate),
    terms: values.terms ? null : 'termsRequired',
  };
}

/** The multipart body of POST /api/analyst. */
export function applicationFormData(values: ApplicationValues, certificate: File): FormData {
  const form = new FormData();
  for (const field of [...textFields, ...choiceFields]) form.append(field, values[field].trim());
  form.append('terms', values.terms ? 'true' : 'false');
  form.append('certificate', certificate);
  return form;
}
