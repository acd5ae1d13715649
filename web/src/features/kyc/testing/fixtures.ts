/** API answers for the KYC screens' tests, shaped as the server sends them. */
import type { IdentityCheck, KycExport, KycValues, KycView, StaffKycDetail, StaffKycRow, StaffReading } from '../types';

const choice = (code: string, name_ar: string, name_en: string) => ({ code, name_ar, name_en });

export function someKycValues(overrides: Partial<KycValues> = {}): KycValues {
  return {
    banks: [choice('snb', 'البنك الأهلي السعودي', 'Saudi National Bank'), choice('rajhi', 'مصرف الراجحي', 'Al Rajhi Bank')],
    social_statuses: [choice('single', 'أعزب', 'Single'), choice('married', 'متزوج', 'Married')],
    net_savings: [choice('under_50k', 'أقل من 50,000 ريال', 'Under SAR 50,000'), choice('50k_200k', 'من 50,000 إلى 200,000 ريال', 'SAR 50,000 – 200,000')],
    family_members: [choice('1_2', 'من 1 إلى 2', '1 – 2'), choice('3_5', 'من 3 إلى 5', '3 – 5')],
    annual_incomes: [choice('under_60k', 'أقل من 60,000 ريال', 'Under SAR 60,000'), choice('60k_120k', 'من 60,000 إلى 120,000 ريال', 'SAR 60,000 – 120,000')],
    investment_objectives: [
      choice('capital_preservation', 'المحافظة على رأس المال', 'Preserving capital'),
      choice('balanced', 'نمو متوازن مع دخل', 'Balanced growth and income'),
    ],
    risk_questions: [
      choice('loss', 'هل تدرك أن قيمة الأسهم قد تنخفض؟', 'Do you understand that shares can fall in value?'),
      choice(
        'past_performance',
        'هل تدرك أن الأداء السابق لا يضمن النتائج المستقبلية؟',
        'Do you understand that past performance does not guarantee future results?',
      ),
      choice('experience', 'هل سبق لك الاستثمار في الأسهم؟', 'Have you invested in shares before?'),
      choice('own_decision', 'هل تدرك أن قرار الاستثمار مسؤوليتك؟', 'Do you understand that the investment decision is yours?'),
      choice('horizon', 'هل يمكنك إبقاء هذا الاستثمار أكثر من سنة؟', 'Can you keep this investment for more than a year?'),
      choice('derivatives', 'هل تدرك أن عقود الخيارات قد تفقد قيمتها كلها؟', 'Do you understand that options can lose all their value?'),
    ],
    acknowledgement_ar: 'أقر بأن المعلومات أعلاه صحيحة وكاملة.',
    acknowledgement_en: 'I confirm that the information above is correct and complete.',
    nationalities: ['EG', 'GB', 'SA', 'US'],
    ...overrides,
  };
}

export function aKycView(overrides: Partial<KycView> = {}): KycView {
  return {
    status: 'none',
    path: null,
    identity_masked: null,
    nationality: null,
    risk_profile: null,
    risk_score: null,
    profiled_at: null,
    agreed_at: null,
    verified_at: null,
    reject_reason: null,
    submitted_at: null,
    erased_at: null,
    ...overrides,
  };
}

/** The Saudi form sent: moderate, 11 of 24, waiting for the risk agreement. */
export function anAwaitingView(overrides: Partial<KycView> = {}): KycView {
  return aKycView({
    status: 'awaiting_agreement',
    path: 'saudi',
    identity_masked: '••••••6789',
    risk_profile: 'moderate',
    risk_score: 11,
    profiled_at: '2026-11-26T09:00:00Z',
    submitted_at: '2026-11-26T09:00:00Z',
    ...overrides,
  });
}

export function aVerifiedView(overrides: Partial<KycView> = {}): KycView {
  return anAwaitingView({ status: 'verified', agreed_at: '2026-11-26T09:05:00Z', verified_at: '2026-11-26T09:05:00Z', ...overrides });
}

/** The user deleted their data: nothing personal is left, and they may verify again. */
export function anErasedView(overrides: Partial<KycView> = {}): KycView {
  return aKycView({ status: 'erased', path: 'foreign', submitted_at: '2026-11-25T08:00:00Z', erased_at: '2026-11-27T10:00:00Z', ...overrides });
}

/** GET /api/kyc/export for a verified Saudi user. */
export function aKycExport(overrides: Partial<KycExport> = {}): KycExport {
  return {
    exported_at: '2026-11-27T10:00:00Z',
    status: 'verified',
    path: 'saudi',
    identity_number: '1023456789',
    birth_date: '1990-01-08',
    birth_calendar: 'gregorian',
    answers: [{ field: 'bank', code: 'rajhi', name_ar: 'مصرف الراجحي', name_en: 'Al Rajhi Bank' }],
    risk_profile: 'moderate',
    risk_score: 11,
    profiled_at: '2026-11-26T09:00:00Z',
    agreed_at: '2026-11-26T09:05:00Z',
    verified_at: '2026-11-26T09:05:00Z',
    full_name: null,
    nationality: null,
    has_passport: false,
    reject_reason: null,
    submitted_at: '2026-11-26T09:00:00Z',
    transitions: [
      { from_status: null, to_status: 'awaiting_agreement', actor: 'user:1', detail: '', at: '2026-11-26T09:00:00Z' },
      { from_status: 'awaiting_agreement', to_status: 'verified', actor: 'user:1', detail: '', at: '2026-11-26T09:05:00Z' },
    ],
    ...overrides,
  };
}

export function aReading(overrides: Partial<StaffReading> = {}): StaffReading {
  return { staff_id: 2, staff_email: 'reviewer@eva.sa', what: 'record', at: '2026-11-25T09:00:00Z', ...overrides };
}

export function aCheck(overrides: Partial<IdentityCheck> = {}): IdentityCheck {
  return {
    id: 3,
    status: 'waiting',
    random: '42',
    expires_at: new Date(Date.now() + 180_000).toISOString(),
    identity_masked: '••••••6789',
    ...overrides,
  };
}

export function aStaffRow(overrides: Partial<StaffKycRow> = {}): StaffKycRow {
  return {
    id: 7,
    user_id: 21,
    user_email: 'john@example.com',
    user_name: 'John Smith',
    path: 'foreign',
    status: 'in_review',
    nationality: 'GB',
    risk_profile: null,
    submitted_at: '2026-11-25T08:00:00Z',
    updated_at: '2026-11-25T08:00:00Z',
    ...overrides,
  };
}

/** A passport request in review. */
export function aStaffDetail(overrides: Partial<StaffKycDetail> = {}): StaffKycDetail {
  return {
    row: aStaffRow(),
    identity_number: null,
    birth_date: null,
    birth_calendar: null,
    answers: [],
    risk_answers: [],
    risk_score: null,
    profiled_at: null,
    agreed_at: null,
    full_name: 'John Smith',
    has_passport: true,
    reject_reason: null,
    reviewed_at: null,
    transitions: [{ from_status: null, to_status: 'in_review', actor: 'user:21', detail: '', at: '2026-11-25T08:00:00Z' }],
    readings: [],
    ...overrides,
  };
}

/** A Saudi record awaiting agreement, with its answers named. */
export function aSaudiStaffDetail(): StaffKycDetail {
  return aStaffDetail({
    row: aStaffRow({
      id: 8,
      path: 'saudi',
      status: 'awaiting_agreement',
      nationality: null,
      risk_profile: 'moderate',
      user_name: 'Sara',
      user_email: 'sara@example.com',
    }),
    identity_number: '1023456789',
    birth_date: '1990-01-08',
    birth_calendar: 'hijri',
    answers: [
      { field: 'bank', code: 'rajhi', name_ar: 'مصرف الراجحي', name_en: 'Al Rajhi Bank' },
      { field: 'investment_objective', code: 'balanced', name_ar: 'نمو متوازن مع دخل', name_en: 'Balanced growth and income' },
      { field: 'loss', code: 'yes', name_ar: 'هل تدرك أن قيمة الأسهم قد تنخفض؟ نعم', name_en: 'Do you understand that shares can fall in value? Yes' },
    ],
    risk_answers: [true, true, false, true, false, true],
    risk_score: 11,
    profiled_at: '2026-11-26T09:00:00Z',
    full_name: null,
    has_passport: false,
    transitions: [{ from_status: null, to_status: 'awaiting_agreement', actor: 'user:1', detail: '', at: '2026-11-26T09:00:00Z' }],
  });
}
