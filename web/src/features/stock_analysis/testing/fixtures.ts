/** API answers for the stock-analysis screens' tests, shaped as the server sends them (money in halalas). */
import type { AnalysisDocumentView, AnalysisPackage, AnalysisPlan, AnalysisRequestView, PackageTypes, Reviewer, SlaReport } from '../types';

/** A one-off plan of a package: SAR 575.00 VAT included (SAR 75.00 of it VAT). */
export function anAnalysisPlan(overrides: Partial<AnalysisPlan> = {}): AnalysisPlan {
  const id = overrides.id ?? 31;
  return {
    id,
    package_id: 5,
    plan_type: 'one_off',
    duration_days: null,
    name: 'One analysis',
    price: {
      list_halalas: 57_500,
      discount_halalas: 0,
      credit_halalas: 0,
      total_halalas: 57_500,
      vat_halalas: 7_500,
      net_halalas: 50_000,
      vat_rate_percent: 15,
    },
    bonus_reports_days: 0,
    checkout_path: `/analysis-payment/${id}`,
    ...overrides,
  };
}

export function anAnalysisPackage(overrides: Partial<AnalysisPackage> = {}): AnalysisPackage {
  return {
    id: 5,
    product: 'stock_analysis',
    product_ref: null,
    name: 'Two stocks',
    description: 'Two stocks analysed by our analysts',
    features: [],
    grants: [],
    stocks_count: 2,
    discount_percent: 0,
    plans: [anAnalysisPlan()],
    ...overrides,
  };
}

export const analysisTypes: PackageTypes['types'] = [
  { key: 'financial', name: 'Financial analysis', help: 'A reading of the company’s figures.' },
  { key: 'technical', name: 'Technical analysis', help: 'A reading of the price: trend, support and resistance levels.' },
  { key: 'comprehensive', name: 'Comprehensive analysis', help: 'Both the financial and the technical analysis.' },
];

export function somePackageTypes(pkg: AnalysisPackage = anAnalysisPackage()): PackageTypes {
  return { package: pkg, stocks_allowed: pkg.stocks_count ?? 1, types: analysisTypes };
}

export function aDocument(overrides: Partial<AnalysisDocumentView> = {}): AnalysisDocumentView {
  const id = overrides.id ?? 41;
  return {
    id,
    stock_id: 2222,
    symbol: '2222',
    name: 'Saudi Aramco',
    status: 'drafted',
    pages: 9,
    drafted_at: '2026-11-24T11:00:00Z',
    approved_at: null,
    commentary: '',
    download_url: `/api/stock-analysis/documents/${id}/download`,
    ...overrides,
  };
}

/** A request paid at 10:00 on 24 Nov 2026 (UTC), due 72 hours later, in review by analyst 40. */
export function aRequest(overrides: Partial<AnalysisRequestView> = {}): AnalysisRequestView {
  return {
    id: 9,
    package_id: 5,
    package_name: 'Two stocks',
    analysis_type: { key: 'comprehensive', name: 'Comprehensive analysis', help: 'Both.' },
    status: 'in_review',
    full_name: 'Sara Alotaibi',
    email: 'sara@example.com',
    phone: '+966551234567',
    extra_info: '',
    stocks: [
      {
        stock_id: 2222,
        symbol: '2222',
        name: 'Saudi Aramco',
        market: 'TASI',
        owns_stock: true,
        average_price: 32.45,
        quantity: 100,
        portfolio_percentage: 12.5,
      },
      {
        stock_id: 1120,
        symbol: '1120',
        name: 'Al Rajhi Bank',
        market: 'TASI',
        owns_stock: false,
        average_price: null,
        quantity: null,
        portfolio_percentage: null,
      },
    ],
    documents: [aDocument(), aDocument({ id: 42, stock_id: 1120, symbol: '1120', name: 'Al Rajhi Bank' })],
    created_at: '2026-11-24T09:50:00Z',
    paid_at: '2026-11-24T10:00:00Z',
    due_at: '2026-11-27T10:00:00Z',
    delivered_at: null,
    plan_ids: [],
    analyst_id: 40,
    analyst_name: 'Omar the analyst',
    sla: { state: 'on_track', hours_left: 48, reminded_at: null, escalated_at: null },
    ...overrides,
  };
}

/** A request sent but not paid: no clock, no documents, the plan that pays it. */
export function anUnpaidRequest(overrides: Partial<AnalysisRequestView> = {}): AnalysisRequestView {
  return aRequest({
    id: 12,
    status: 'awaiting_payment',
    created_at: '2026-11-25T08:00:00Z',
    paid_at: null,
    due_at: null,
    documents: [],
    plan_ids: [31],
    analyst_id: null,
    analyst_name: null,
    sla: { state: 'not_started', hours_left: null, reminded_at: null, escalated_at: null },
    ...overrides,
  });
}

export function aReviewer(overrides: Partial<Reviewer> = {}): Reviewer {
  return { id: 40, name: 'Omar the analyst', email: 'omar@example.com', open_reviews: 1, ...overrides };
}

export function anSlaReport(overrides: Partial<SlaReport> = {}): SlaReport {
  return {
    counts: { open: 2, on_track: 1, reminded: 0, escalated: 0, breached: 1, delivered_on_time: 14, delivered_late: 2 },
    requests: [
      aRequest({ id: 9 }),
      aRequest({
        id: 7,
        analyst_id: null,
        analyst_name: null,
        status: 'paid',
        due_at: '2026-11-24T08:00:00Z',
        sla: { state: 'breached', hours_left: -2, reminded_at: '2026-11-23T08:00:00Z', escalated_at: '2026-11-24T02:00:00Z' },
      }),
    ],
    reviewers: [aReviewer(), aReviewer({ id: 44, name: 'Huda the analyst', email: 'huda@example.com', open_reviews: 0 })],
    ...overrides,
  };
}
