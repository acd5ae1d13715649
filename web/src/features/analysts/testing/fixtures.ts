import type { AnalystList, Application, PayoutPayment, StaffAnalystList, StaffApplicationDetail, StaffApplicationRow, StaffPayout } from '../types';

export function anApplication(overrides: Partial<Application> = {}): Application {
  return {
    id: 7,
    state: 'submitted',
    full_name: 'سارة عبدالله القحطاني',
    display_name: 'سارة المحللة',
    phone: '+966551234567',
    x_account: 'sara_charts',
    experience_years: '5-10',
    markets: 'saudi',
    analysis_type: 'technical',
    trader_type: 'week',
    timeframes: 'Daily and weekly charts',
    about: 'A licensed technical analyst.',
    rejection_reason: null,
    created_at: '2026-11-23T10:00:00Z',
    decided_at: null,
    ...overrides,
  };
}

export function aStaffRow(overrides: Partial<StaffApplicationRow> = {}): StaffApplicationRow {
  return {
    id: 7,
    user_id: 40,
    user_email: 'sara@example.com',
    state: 'submitted',
    full_name: 'سارة عبدالله القحطاني',
    display_name: 'سارة المحللة',
    markets: 'saudi',
    experience_years: '5-10',
    created_at: '2026-11-23T10:00:00Z',
    decided_at: null,
    ...overrides,
  };
}

export function aStaffDetail(application: Application = anApplication()): StaffApplicationDetail {
  return {
    application,
    user_id: 40,
    user_email: 'sara@example.com',
    user_name: 'Sara',
    certificate: { content_type: 'application/pdf', size: 20_480, url: `/api/staff/analyst-applications/${application.id}/certificate` },
    transitions: [{ from_state: null, to_state: 'submitted', actor: 'user:40', detail: '', at: application.created_at }],
  };
}

export function aPayoutPayment(overrides: Partial<PayoutPayment> = {}): PayoutPayment {
  return {
    id: 3,
    month: '2026-11',
    payments_count: 4,
    net_halalas: 60_000,
    commission_halalas: 30_000,
    amount_halalas: 30_000,
    status: 'pending',
    transferred_on: null,
    ...overrides,
  };
}

export function aStaffPayout(overrides: Partial<StaffPayout> = {}): StaffPayout {
  return {
    id: 11,
    analyst_id: 40,
    analyst_name: 'سارة المحللة',
    analyst_email: 'sara@example.com',
    month: '2026-11',
    payments_count: 5,
    net_halalas: 125_050,
    commission_halalas: 62_525,
    amount_halalas: 62_525,
    status: 'pending',
    transferred_on: null,
    bank: { bank_name: 'Al Rajhi Bank', iban: 'SA0380000000608010167519', holder_name: 'Sara Alqahtani' },
    lines: [
      {
        list_id: 7,
        service_type: 'eva_lists',
        list_name: 'Saudi growth',
        payments_count: 3,
        net_halalas: 90_000,
        carried_halalas: 0,
        commission_halalas: 45_000,
        amount_halalas: 45_000,
      },
      {
        list_id: 8,
        service_type: 'eva_opinions',
        list_name: 'Weekly calls',
        payments_count: 2,
        net_halalas: 35_050,
        carried_halalas: 0,
        commission_halalas: 17_525,
        amount_halalas: 17_525,
      },
    ],
    ...overrides,
  };
}

export function anAnalystList(overrides: Partial<AnalystList> = {}): AnalystList {
  return {
    id: 11,
    name: 'نمو السعودية',
    about: 'أسهم نمو',
    created_at: '2026-11-01T00:00:00Z',
    discount_percent: 0,
    market_id: 1,
    on_sale: true,
    plans: [{ plan_type: 'monthly', price_halalas: 15_000 }] as AnalystList['plans'],
    service_type: 'eva_lists',
    stocks_count: 10,
    hidden_at: null,
    hidden_reason: null,
    ...overrides,
  };
}

export function aStaffAnalystList(overrides: Partial<AnalystList> = {}): StaffAnalystList {
  return { list: anAnalystList(overrides), analyst_id: 40, analyst_name: 'سارة المحللة' };
}
