/** The KYC screens' addresses (app/router/paths.ts names them kyc, kycNonKsa, kycAgreement). */
export const kycPath = '/kyc';
export const kycNonKsaPath = '/kyc-non-ksa';
export const kycAgreementPath = '/kyc-agreement';
