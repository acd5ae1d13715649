/** Every KYC query lives under this key (the module's id). */
export const KYC_KEY = 'kyc';

export const kycKeys = {
  values: [KYC_KEY, 'values'] as const,
  mine: [KYC_KEY, 'mine'] as const,
  identityCheck: [KYC_KEY, 'identity-check'] as const,
  staffLists: [KYC_KEY, 'staff', 'list'] as const,
  staffList: (query: { status: string | null; page: number; perPage: number }) => [KYC_KEY, 'staff', 'list', query] as const,
  staffDetail: (id: number) => [KYC_KEY, 'staff', 'detail', id] as const,
  staffPassport: (id: number) => [KYC_KEY, 'staff', 'passport', id] as const,
};
