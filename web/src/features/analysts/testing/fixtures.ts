import type { Application, StaffApplicationDetail, StaffApplicationRow } from '../types';

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
