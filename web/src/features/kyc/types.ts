/**
 * Shapes of the KYC API, derived from the server's OpenAPI document (`src/generated/api-types.ts`,
 * regenerated with `npm run gen:api`): a server change breaks the type check here rather than the
 * screens at run time. Where the screens branch on a status it is narrowed.
 */
import type { components } from '../../generated/api-types';

type Schemas = components['schemas'];

/** One choice of the forms, named in both languages. */
export type Choice = Schemas['KycChoiceView'];

/** GET /api/kycValues: every list the forms offer, the acknowledgement and the nationalities. */
export type KycValues = Schemas['KycValues'];

/**
 * none → (Saudi) awaiting_agreement → verified; (non-Saudi) in_review → verified or rejected.
 * From any of those the user may delete their data: erased, and they may verify again. The union
 * is the server's (`KycStatus` in the document).
 */
export type KycStatus = Schemas['KycStatus'];
export const kycStatuses: readonly KycStatus[] = ['none', 'awaiting_agreement', 'in_review', 'verified', 'rejected', 'erased'];

export function isKycStatus(value: string): value is KycStatus {
  return (kycStatuses as readonly string[]).includes(value);
}

export type RiskProfile = Schemas['RiskProfile'];
export const riskProfiles: readonly RiskProfile[] = ['conservative', 'moderate', 'aggressive'];

/** GET /api/kyc: where the user's verification stands. */
export type KycView = Schemas['KycView'];

/** GET /api/kyc/export: everything kept of the user's verification, opened (their right of access). */
export type KycExport = Schemas['KycExport'];

/** A request to Nafath: the number to pick in its app, and until when. */
export type IdentityCheck = Schemas['IdentityCheckView'];

export const identityCheckStatuses = ['waiting', 'completed', 'rejected', 'expired'] as const;
export type IdentityCheckStatus = (typeof identityCheckStatuses)[number];

/** POST /api/addKyc. */
export type SaudiKycBody = { [K in keyof Schemas['SaudiKycForm']]-?: NonNullable<Schemas['SaudiKycForm'][K]> };

export type BirthCalendar = 'gregorian' | 'hijri';

/** GET /api/staff/kyc (paged). */
export type StaffKycRow = Schemas['StaffKycRow'];
/** GET /api/staff/kyc/{id}: personal data opened, the answers with their names, every move. */
export type StaffKycDetail = Schemas['StaffKycDetail'];
export type StaffAnswer = Schemas['AnswerView'];
export type StaffTransition = Schemas['KycTransitionView'];
/** Who of staff opened a record (`record`) or its passport photo (`passport`), and when. */
export type StaffReading = Schemas['KycReadingView'];

export const readingKinds = ['record', 'passport'] as const;
export type ReadingKind = (typeof readingKinds)[number];

export function isReadingKind(value: string): value is ReadingKind {
  return (readingKinds as readonly string[]).includes(value);
}

/** The statuses staff filter by (a record never started is not listed; an erased one stays, emptied). */
export const staffStatuses = ['in_review', 'awaiting_agreement', 'verified', 'rejected', 'erased'] as const;
export type StaffStatus = (typeof staffStatuses)[number];

export function isStaffStatus(value: string): value is StaffStatus {
  return (staffStatuses as readonly string[]).includes(value);
}
