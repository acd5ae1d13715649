/**
 * The analysis request form of spec §3, checked as spec §5 and the server (modules/stock_analysis
 * src/form.rs) check it, under the server's field names so its 422 answers land on the same
 * fields. Prices and percentages go to the API as exact decimal text.
 */
import { readDecimal, isPositive } from '../../../lib/decimal-text';
import { normalizeDigits } from '../../../lib/sar-input';
import { normalizePhone, validEmail, validPhone } from '../../../lib/validation';
import { analysisKinds, type AnalysisKind, type RequestFormBody, type StockFormBody } from '../types';

export const NAME_MAX = 120;
export const EXTRA_INFO_MAX = 2000;

/** A stock as the picker gives it. */
export interface PickedStock {
  id: number | string;
  symbol: string;
  name: string;
}

export type Owns = 'yes' | 'no' | '';

export interface StockEntry {
  stock: PickedStock | null;
  owns: Owns;
  averagePrice: string;
  quantity: string;
  portfolioPercentage: string;
}

export interface RequestFormValues {
  fullName: string;
  email: string;
  phone: string;
  analysisType: AnalysisKind | '';
  stocks: StockEntry[];
  extraInfo: string;
  terms: boolean;
}

/** The words of spec §5 and of the server's messages.rs, one key each (`form.errors.<key>`). */
export type RequestFormError =
  | 'agreeTerms'
  | 'fillRequired'
  | 'stocksPerPackage'
  | 'emailInvalid'
  | 'phoneInvalid'
  | 'nameTooLong'
  | 'infoTooLong'
  | 'stockTwice'
  | 'priceInvalid'
  | 'quantityInvalid'
  | 'percentInvalid';

export const stockFieldNames = ['stock_id', 'owns_stock', 'average_price', 'quantity', 'portfolio_percentage'] as const;
export type StockFieldName = (typeof stockFieldNames)[number];

/** `stocks[0].average_price`, as the server names a stock's field. */
export const stockField = (index: number, name: StockFieldName) => `stocks[${index}].${name}`;

/** Every field the form shows, for a package of `stocksAllowed` stocks. */
export function requestFormFields(stocksAllowed: number): string[] {
  const perStock = Array.from({ length: stocksAllowed }, (_, i) => stockFieldNames.map((name) => stockField(i, name))).flat();
  return ['full_name', 'email', 'phone', 'analysis_type', 'package_id', 'stocks', ...perStock, 'extra_info', 'terms'];
}

export const emptyStock: StockEntry = { stock: null, owns: '', averagePrice: '', quantity: '', portfolioPercentage: '' };

/** What the signed-in user's account already says about them. */
export interface KnownContact {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
}

/** A fresh form with one stock slot per stock the package analyses, prefilled from the account. */
export function emptyRequestForm(stocksAllowed: number, known: KnownContact = {}): RequestFormValues {
  const phone = known.phone?.trim() ?? '';
  return {
    fullName: known.name?.trim() ?? '',
    email: known.email?.trim() ?? '',
    // '-' is how a missing phone is stored (spec §4).
    phone: phone === '-' ? '' : phone,
    analysisType: '',
    stocks: Array.from({ length: stocksAllowed }, () => ({ ...emptyStock })),
    extraInfo: '',
    terms: false,
  };
}

export function isAnalysisKind(value: string): value is AnalysisKind {
  return (analysisKinds as readonly string[]).includes(value);
}

/** A whole number of shares above zero, Arabic digits included; null otherwise. */
export function readQuantity(text: string): number | null {
  const digits = normalizeDigits(text).trim().replace(/,/g, '');
  if (!/^\d+$/.test(digits)) return null;
  const n = Number(digits);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** A price above zero with at most four decimals (the API's price units). */
function readPrice(text: string): string | null {
  const decimal = readDecimal(text);
  if (decimal === null || !isPositive(decimal) || (decimal.split('.')[1]?.length ?? 0) > 4) return null;
  return decimal;
}

/** A share of the portfolio above 0 and up to 100, with at most two decimals (the API keeps basis points). */
function readPercentage(text: string): string | null {
  const decimal = readDecimal(text);
  if (decimal === null || !isPositive(decimal)) return null;
  const [whole = '0', fraction = ''] = decimal.split('.');
  if (fraction.length > 2) return null;
  const wholeNumber = Number(whole);
  return wholeNumber < 100 || decimal === '100' ? decimal : null;
}

function checkStock(entry: StockEntry, index: number, all: StockEntry[]): Record<string, RequestFormError | null> {
  const held = entry.owns === 'yes';
  const value = (text: string, valid: boolean, invalid: RequestFormError): RequestFormError | null =>
    !held ? null : text.trim() === '' ? 'fillRequired' : valid ? null : invalid;
  const chosenBefore = entry.stock !== null && all.slice(0, index).some((other) => other.stock !== null && String(other.stock.id) === String(entry.stock?.id));
  return {
    [stockField(index, 'stock_id')]: chosenBefore ? 'stockTwice' : null,
    [stockField(index, 'owns_stock')]: entry.stock !== null && entry.owns === '' ? 'fillRequired' : null,
    [stockField(index, 'average_price')]: value(entry.averagePrice, readPrice(entry.averagePrice) !== null, 'priceInvalid'),
    [stockField(index, 'quantity')]: value(entry.quantity, readQuantity(entry.quantity) !== null, 'quantityInvalid'),
    [stockField(index, 'portfolio_percentage')]: value(entry.portfolioPercentage, readPercentage(entry.portfolioPercentage) !== null, 'percentInvalid'),
  };
}

/**
 * Each field's problem (null when fine). An empty stock slot is the package's rule ("choose stocks
 * according to the selected package"), reported once for the stocks.
 */
export function checkRequestForm(values: RequestFormValues, stocksAllowed: number): Record<string, RequestFormError | null> {
  const email = validEmail(values.email);
  const phone = validPhone(normalizeDigits(values.phone));
  const chosen = values.stocks.filter((entry) => entry.stock !== null).length;
  const name = values.fullName.trim();
  return {
    terms: values.terms ? null : 'agreeTerms',
    full_name: name === '' ? 'fillRequired' : name.length > NAME_MAX ? 'nameTooLong' : null,
    email: email === 'validation.required' ? 'fillRequired' : email ? 'emailInvalid' : null,
    phone: phone === 'validation.required' ? 'fillRequired' : phone ? 'phoneInvalid' : null,
    analysis_type: values.analysisType === '' ? 'fillRequired' : null,
    stocks: chosen !== stocksAllowed || values.stocks.length !== stocksAllowed ? 'stocksPerPackage' : null,
    ...Object.assign({}, ...values.stocks.map((entry, i) => checkStock(entry, i, values.stocks))),
    extra_info: values.extraInfo.trim().length > EXTRA_INFO_MAX ? 'infoTooLong' : null,
  };
}

/**
 * The one message to say above the button when sending is refused, in the server's order: the
 * terms first, then a missing field, then the package's number of stocks; else the first other.
 */
export function leadingProblem(problems: Record<string, RequestFormError | null>): RequestFormError | null {
  const found = Object.values(problems).filter((problem): problem is RequestFormError => problem !== null);
  for (const first of ['agreeTerms', 'fillRequired', 'stocksPerPackage'] as const) {
    if (found.includes(first)) return first;
  }
  return found[0] ?? null;
}

function stockBody(entry: StockEntry): StockFormBody {
  const stockId = Number(entry.stock?.id);
  if (entry.owns !== 'yes') return { stock_id: stockId, owns_stock: false };
  return {
    stock_id: stockId,
    owns_stock: true,
    average_price: readPrice(entry.averagePrice),
    quantity: readQuantity(entry.quantity),
    portfolio_percentage: readPercentage(entry.portfolioPercentage),
  };
}

/** The body of POST /api/stock-analysis/create for a form that passed its checks. */
export function toRequestBody(packageId: number, values: RequestFormValues): RequestFormBody {
  return {
    full_name: values.fullName.trim(),
    email: values.email.trim(),
    phone: normalizePhone(normalizeDigits(values.phone)),
    analysis_type: values.analysisType,
    package_id: packageId,
    stocks: values.stocks.map(stockBody),
    extra_info: values.extraInfo.trim(),
    terms: values.terms,
  };
}
