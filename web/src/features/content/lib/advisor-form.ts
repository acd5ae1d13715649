import type { AdvisorForm, AdvisorLicenceType, StaffAdvisorView } from '../types';

/** The kinds of licence staff choose from, in the order offered. */
export const licenceTypes: readonly AdvisorLicenceType[] = ['investment_adviser', 'portfolio_manager', 'research_analyst', 'financial_planner'];

/** The advisor form as staff type it. */
export interface AdvisorDraft {
  name_ar: string;
  name_en: string;
  title_ar: string;
  title_en: string;
  bio_ar: string;
  bio_en: string;
  licence_number: string;
  licence_type: AdvisorLicenceType | '';
  licence_expires_on: string;
  hidden: boolean;
}

export const blankAdvisor: AdvisorDraft = {
  name_ar: '',
  name_en: '',
  title_ar: '',
  title_en: '',
  bio_ar: '',
  bio_en: '',
  licence_number: '',
  licence_type: '',
  licence_expires_on: '',
  hidden: false,
};

export function advisorDraftOf(advisor: StaffAdvisorView): AdvisorDraft {
  return {
    name_ar: advisor.name_ar,
    name_en: advisor.name_en,
    title_ar: advisor.title_ar,
    title_en: advisor.title_en,
    bio_ar: advisor.bio_ar,
    bio_en: advisor.bio_en,
    licence_number: advisor.licence_number,
    licence_type: advisor.licence_type,
    licence_expires_on: advisor.licence_expires_on ?? '',
    hidden: advisor.hidden,
  };
}

const requiredFields = ['name_ar', 'name_en', 'title_ar', 'title_en', 'licence_number', 'licence_type'] as const;

/** Names, titles and the licence are required; the bio and the expiry may wait. */
export function checkAdvisor(draft: AdvisorDraft): Partial<Record<keyof AdvisorDraft, 'staff.advisors.required'>> {
  const errors: Partial<Record<keyof AdvisorDraft, 'staff.advisors.required'>> = {};
  for (const key of requiredFields) if (!draft[key].trim()) errors[key] = 'staff.advisors.required';
  return errors;
}

export function advisorFormOf(draft: AdvisorDraft): AdvisorForm {
  const trim = (value: string) => value.trim();
  return {
    name_ar: trim(draft.name_ar),
    name_en: trim(draft.name_en),
    title_ar: trim(draft.title_ar),
    title_en: trim(draft.title_en),
    bio_ar: trim(draft.bio_ar),
    bio_en: trim(draft.bio_en),
    licence_number: trim(draft.licence_number),
    licence_type: draft.licence_type || null,
    licence_expires_on: draft.licence_expires_on || null,
    hidden: draft.hidden,
  };
}
