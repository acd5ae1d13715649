/** API answers for the alerts screens' tests, shaped as the server sends them. */
import type { AlertsPage, AlertView } from '../types';

export function anAlert(overrides: Partial<AlertView> = {}): AlertView {
  return {
    id: 7,
    stock: { id: 8, symbol: '2222', name: 'Saudi Aramco', market: 'TASI' },
    condition: 'price_above',
    price: 29.5,
    percent: null,
    threshold: null,
    repeat: 'once',
    cooldown_minutes: 60,
    state: 'active',
    expires_at: '2027-02-24T09:00:00Z',
    last_fired_at: null,
    fired_count: 0,
    created_at: '2026-11-26T09:00:00Z',
    current_price: 28.1,
    ...overrides,
  };
}

export function aPage(alerts: AlertView[], overrides: Partial<Omit<AlertsPage, 'alerts'>> = {}): AlertsPage {
  return { alerts, used: alerts.filter((a) => a.state === 'active' || a.state === 'paused').length, quota: 5, ...overrides };
}
