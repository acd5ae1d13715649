/**
 * Shapes of the stock-analysis API, derived from the server's OpenAPI document
 * (`src/generated/api-types.ts`, regenerated with `npm run gen:api`): a change on the server
 * breaks the type check here rather than the screens at run time. Optional fields are the
 * server's `Option`s (sent as null); where the screens branch on a status it is narrowed.
 */
import type { components } from '../../generated/api-types';

type Schemas = components['schemas'];

/** A package on sale (the items of GET /api/all-packages): `stocks_count` stocks per request, its plans cheapest first. */
export type AnalysisPackage = Schemas['PackageView'];
export type AnalysisPlan = Schemas['PlanView'];

export const analysisKinds = ['financial', 'technical', 'comprehensive'] as const;
export type AnalysisKind = (typeof analysisKinds)[number];

/** A kind of analysis with its name and help, in the request's language. */
export type AnalysisTypeView = Schemas['AnalysisTypeView'];

/** GET /api/stock-analysis/types/{packageId}: the package, how many stocks it takes, and the kinds. */
export type PackageTypes = Omit<Schemas['PackageTypesView'], 'package'> & { package: AnalysisPackage };

/** One chosen stock of a request and, when the client holds it, their position. */
export type RequestStockView = Schemas['RequestStockView'];

/** POST /api/stock-analysis/create: the request form of spec §3 (prices and percentages as exact text). */
export type StockFormBody = Schemas['StockForm'];
export type RequestFormBody = { [K in keyof Schemas['RequestForm']]-?: NonNullable<Schemas['RequestForm'][K]> };

/** awaiting_payment → paid (being drafted) → in_review → approved (being finalised) → delivered: the server's union. */
export type RequestStatus = Schemas['RequestStatus'];
export const requestStatuses: readonly RequestStatus[] = ['awaiting_payment', 'paid', 'in_review', 'approved', 'delivered'];

export function isRequestStatus(value: string): value is RequestStatus {
  return (requestStatuses as readonly string[]).includes(value);
}

export type SlaState = Schemas['SlaState'];

/** The 72-hour clock as the server judges it; `hours_left` is negative once overdue, null before payment and after delivery. */
export type SlaView = Required<Schemas['SlaView']>;

/** A document of a request: `download_url` is present when this reader may download it (the client once approved; reviewers and staff always). */
export type AnalysisDocumentView = Required<Schemas['AnalysisDocumentView']>;

/** A request as its client, its reviewer or staff read it. */
export type AnalysisRequestView = Omit<Schemas['AnalysisRequestView'], 'status' | 'documents' | 'sla' | 'analyst_id' | 'analyst_name' | 'delivered_at'> & {
  status: RequestStatus;
  documents: AnalysisDocumentView[];
  analyst_id: number | null;
  analyst_name: string | null;
  delivered_at: string | null;
  sla: SlaView;
};

/** POST /api/stock-analysis/reviews/{id}/approve. */
export type ApproveBody = { documents: Required<Schemas['DocumentCommentary']>[] };

export type SlaCounts = Schemas['SlaCounts'];

/** An analyst staff may assign, with how many reviews they have open. */
export type Reviewer = Schemas['ReviewerView'];

/** GET /api/staff/stock-analysis/sla. */
export type SlaReport = Omit<Schemas['SlaReport'], 'requests'> & { requests: AnalysisRequestView[] };
