import {
  MAX_OPINION_IMAGES,
  type AnalysisType,
  type DurationType,
  type EditOpinionRequest,
  type NewOpinionRequest,
  type Opinion,
  type OperationType,
  type OrderType,
  type StopType,
} from '../types';
import { changeHundredths, priceUnits } from './price-units';

/** What the analyst types (prices as text, dates as YYYY-MM-DD). */
export interface OpinionFormValues {
  operationType: OperationType;
  orderType: OrderType | '';
  durationType: DurationType | '';
  analysisType: AnalysisType | '';
  stopType: StopType | '';
  entryPrice: string;
  targetPrice: string;
  stopLoss: string;
  durationDate: string;
  strikePrice: string;
  expirationDate: string;
  optionPrice: string;
  additionalInfo: string;
}

export const opinionFormFields = [
  'stock_id',
  'operation_type',
  'order_type',
  'duration_type',
  'analysis_type',
  'stop_type',
  'entry_price',
  'target_price',
  'stop_loss',
  'duration_date',
  'strike_price',
  'expiration_date',
  'option_price',
  'additional_info',
  'images',
] as const;
export type OpinionFormField = (typeof opinionFormFields)[number];

/** The spec's words (§5) and the date rules. */
export type OpinionFormError =
  'fillAll' | 'checkAll' | 'images' | 'targetBelow' | 'targetAbove' | 'stopAbove' | 'stopBelow' | 'changeSmall' | 'datePast' | 'dateFar' | 'expiration';

export const emptyOpinionForm: OpinionFormValues = {
  operationType: 'stocks',
  orderType: '',
  durationType: '',
  analysisType: '',
  stopType: '',
  entryPrice: '',
  targetPrice: '',
  stopLoss: '',
  durationDate: '',
  strikePrice: '',
  expirationDate: '',
  optionPrice: '',
  additionalInfo: '',
};

/** An opinion's current terms as the edit form starts from them. */
export function valuesOf(opinion: Opinion): OpinionFormValues {
  const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
  return {
    operationType: opinion.operation_type as OperationType,
    orderType: opinion.order_type as OrderType,
    durationType: opinion.duration_type as DurationType,
    analysisType: opinion.analysis_type as AnalysisType,
    stopType: opinion.stop_type as StopType,
    entryPrice: text(opinion.entry_price),
    targetPrice: text(opinion.target_price),
    stopLoss: text(opinion.stop_loss),
    durationDate: opinion.duration_date,
    strikePrice: text(opinion.strike_price),
    expirationDate: opinion.expiration_date ?? '',
    optionPrice: text(opinion.option_price),
    additionalInfo: opinion.additional_info,
  };
}

/** The order types of an operation: buy and sell for stocks, call and put for options. */
export function orderTypesOf(operation: OperationType): OrderType[] {
  return operation === 'options' ? ['call', 'put'] : ['buy', 'sell'];
}

const MAX_DAYS: Record<DurationType, number> = { short: 30, medium: 90, long: 365 };

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const isDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));

export interface FormContext {
  stockId: number | null;
  /** The stock's current price in units of 1/10,000, once known. */
  currentUnits: number | null;
  /** Today in the list's market, YYYY-MM-DD. */
  today: string;
  minChangeHundredths: number;
  newImages: number;
  existingImages: number;
}

/**
 * The spec's checks (§5), as the server makes them. With `live`, a field left empty is not
 * (yet) a problem: the form shows the rest as the analyst types; on sending, every field counts.
 */
export function checkOpinionForm(values: OpinionFormValues, context: FormContext, live = false): Record<OpinionFormField, OpinionFormError | null> {
  const empty = (text: string) => text.trim() === '';
  const required = (text: string): OpinionFormError | null => (empty(text) && !live ? 'fillAll' : null);
  const price = (text: string): OpinionFormError | null => {
    if (empty(text)) return required(text);
    const units = priceUnits(text);
    return units === null || units <= 0 ? 'checkAll' : null;
  };
  const date = (text: string): OpinionFormError | null => (empty(text) ? required(text) : isDate(text) ? null : 'checkAll');
  const choice = (value: string): OpinionFormError | null => (value === '' && !live ? 'fillAll' : null);
  const options = values.operationType === 'options';
  const up = values.orderType === 'buy' || values.orderType === 'call';
  const down = values.orderType === 'sell' || values.orderType === 'put';

  let target = price(values.targetPrice);
  let stop = price(values.stopLoss);
  const current = context.currentUnits;
  const targetUnits = priceUnits(values.targetPrice);
  const stopUnits = priceUnits(values.stopLoss);
  if (current !== null && target === null && targetUnits !== null && (up || down)) {
    if (up && targetUnits <= current) target = 'targetBelow';
    else if (down && targetUnits >= current) target = 'targetAbove';
    else if (changeHundredths(current, targetUnits) <= context.minChangeHundredths) target = 'changeSmall';
  }
  if (current !== null && stop === null && stopUnits !== null) {
    if (up && stopUnits >= current) stop = 'stopAbove';
    else if (down && stopUnits <= current) stop = 'stopBelow';
  }

  let durationDate = date(values.durationDate);
  if (durationDate === null && isDate(values.durationDate)) {
    if (values.durationDate <= context.today) durationDate = 'datePast';
    else if (values.durationType !== '' && values.durationDate > addDays(context.today, MAX_DAYS[values.durationType])) durationDate = 'dateFar';
  }
  let expiration = options ? date(values.expirationDate) : null;
  if (options && expiration === null && isDate(values.expirationDate) && isDate(values.durationDate) && values.expirationDate < values.durationDate) {
    expiration = 'expiration';
  }
  const orderFits = values.orderType === '' || orderTypesOf(values.operationType).includes(values.orderType);
  return {
    stock_id: context.stockId === null && !live ? 'fillAll' : null,
    operation_type: null,
    order_type: orderFits ? choice(values.orderType) : 'checkAll',
    duration_type: choice(values.durationType),
    analysis_type: choice(values.analysisType),
    stop_type: choice(values.stopType),
    entry_price: price(values.entryPrice),
    target_price: target,
    stop_loss: stop,
    duration_date: durationDate,
    strike_price: options ? price(values.strikePrice) : null,
    expiration_date: expiration,
    option_price: options ? price(values.optionPrice) : null,
    additional_info: null,
    images: context.newImages + context.existingImages > MAX_OPINION_IMAGES ? 'images' : null,
  };
}

/** The change to target as the form shows it, in hundredths of a percent; null until known. */
export function changeToTarget(values: OpinionFormValues, currentUnits: number | null): number | null {
  const target = priceUnits(values.targetPrice);
  return currentUnits === null || target === null ? null : changeHundredths(currentUnits, target);
}

function terms(stockId: number, values: OpinionFormValues) {
  const options = values.operationType === 'options';
  return {
    stock_id: stockId,
    operation_type: values.operationType,
    order_type: values.orderType,
    duration_type: values.durationType,
    analysis_type: values.analysisType,
    stop_type: values.stopType,
    entry_price: values.entryPrice.trim(),
    target_price: values.targetPrice.trim(),
    stop_loss: values.stopLoss.trim(),
    duration_date: values.durationDate,
    strike_price: options ? values.strikePrice.trim() : null,
    expiration_date: options ? values.expirationDate : null,
    option_price: options ? values.optionPrice.trim() : null,
    additional_info: values.additionalInfo.trim(),
  };
}

export function toNewOpinion(listId: number, stockId: number, values: OpinionFormValues): NewOpinionRequest {
  return { opinion_list_id: listId, ...terms(stockId, values) };
}

export function toOpinionUpdate(opinionId: number, stockId: number, values: OpinionFormValues): EditOpinionRequest {
  return { opinionId, ...terms(stockId, values) };
}
