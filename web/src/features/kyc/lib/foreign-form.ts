/** The non-Saudi path's form (spec §3 "KYC"): name, nationality and the passport photo. */
import { passportProblem, type PassportError } from './passport-file';

/** As the server's add_kyc_foreign.rs allows. */
export const NAME_MAX = 120;

export interface ForeignValues {
  name: string;
  /** ISO 3166-1 alpha-2; '' until chosen. */
  nationality: string;
}

export const foreignFields = ['name', 'nationality', 'passport'] as const;
export type ForeignField = (typeof foreignFields)[number];

export type ForeignFormError = 'fillAll' | PassportError;

export const emptyForeignForm: ForeignValues = { name: '', nationality: '' };

export function checkForeignForm(values: ForeignValues, passport: File | null): Record<ForeignField, ForeignFormError | null> {
  return {
    name: values.name.trim() === '' ? 'fillAll' : null,
    nationality: values.nationality === '' ? 'fillAll' : null,
    passport: passportProblem(passport),
  };
}

/** The message above the button: 'Please fill in all fields' first, then the photo's problem. */
export function leadingForeignProblem(problems: Record<ForeignField, ForeignFormError | null>): ForeignFormError | null {
  if (problems.name || problems.nationality) return 'fillAll';
  return problems.passport;
}

/** The multipart body of POST /api/addKyc2. */
export function foreignKycFormData(values: ForeignValues, passport: File): FormData {
  const form = new FormData();
  form.append('name', values.name.trim());
  form.append('nationality', values.nationality);
  form.append('passport', passport);
  return form;
}
