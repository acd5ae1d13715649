import { parseSar, parseWholeNumber, halalasToSarInput } from '../../../lib/sar-input';
import { listPlanTypes, type AnalystList, type ListPlanType, type ListRequest, type ServiceType } from '../types';

/** What the analyst types: prices in riyals as text, read exactly into halalas on sending. */
export interface ListValues {
  name: string;
  market_id: string;
  service_type: ServiceType | '';
  discount_percent: string;
  about: string;
  stocks_count: string;
  prices: Record<ListPlanType, string>;
}

/** The API's field names, prices as `plans.<type>` (the server names them so too). */
export const listFields = [
  'name',
  'market_id',
  'service_type',
  'discount_percent',
  'about',
  'stocks_count',
  ...listPlanTypes.map((type) => `plans.${type}` as const),
] as const;
export type ListField = (typeof listFields)[number];

/** 'fillAll' is the spec's 'Please fill in all fields'. */
export type ListErrorKey = 'fillAll' | 'percent' | 'stocksCount' | 'price' | 'monthTooCheap';

export const emptyList: ListValues = {
  name: '',
  market_id: '',
  service_type: '',
  discount_percent: '0',
  about: '',
  stocks_count: '',
  prices: { monthly: '', quarterly: '', biannual: '', annual: '' },
};

/** A saved list, ready to edit. */
export function valuesOf(list: AnalystList): ListValues {
  const price = (type: ListPlanType) => {
    const plan = list.plans.find((p) => p.plan_type === type);
    return plan ? halalasToSarInput(plan.price_halalas) : '';
  };
  return {
    name: list.name,
    market_id: String(list.market_id),
    service_type: list.service_type === 'eva_opinions' ? 'eva_opinions' : 'eva_lists',
    discount_percent: String(list.discount_percent),
    about: list.about,
    stocks_count: String(list.stocks_count),
    prices: { monthly: price('monthly'), quarterly: price('quarterly'), biannual: price('biannual'), annual: price('annual') },
  };
}

/** 1 SAR to 100,000 SAR, as the server allows. */
const PRICE_MIN = 100;
const PRICE_MAX = 10_000_000;
/** A list is never free: at most 99% off, and a month costs at least 10 SAR after it (DECISIONS 16). */
const MAX_DISCOUNT = 99;
const MIN_MONTH_AFTER_DISCOUNT = 1_000;

/** The checks of spec §5 before sending; the server checks the same. */
export function checkList(values: ListValues): Record<ListField, ListErrorKey | null> {
  const whole = (text: string) => parseWholeNumber(text);
  const percent = whole(values.discount_percent);
  const stocks = whole(values.stocks_count);
  const checks = {
    name: values.name.trim() ? null : 'fillAll',
    market_id: values.market_id ? null : 'fillAll',
    service_type: values.service_type ? null : 'fillAll',
    discount_percent: !values.discount_percent.trim() ? 'fillAll' : percent === null || percent > MAX_DISCOUNT ? 'percent' : null,
    about: values.about.trim() ? null : 'fillAll',
    stocks_count: !values.stocks_count.trim() ? 'fillAll' : stocks === null || stocks < 1 || stocks > 200 ? 'stocksCount' : null,
  } as Record<ListField, ListErrorKey | null>;
  for (const type of listPlanTypes) {
    const parsed = parseSar(values.prices[type]);
    checks[`plans.${type}`] = !parsed.ok
      ? parsed.error === 'empty'
        ? 'fillAll'
        : 'price'
      : parsed.halalas < PRICE_MIN || parsed.halalas > PRICE_MAX
        ? 'price'
        : null;
  }
  // The server rounds the discount half to even on halalas; whole halalas here are close enough to warn.
  const monthly = parseSar(values.prices.monthly);
  if (checks['plans.monthly'] === null && checks.discount_percent === null && monthly.ok && percent !== null) {
    const afterDiscount = monthly.halalas - Math.round((monthly.halalas * percent) / 100);
    if (afterDiscount < MIN_MONTH_AFTER_DISCOUNT) checks['plans.monthly'] = 'monthTooCheap';
  }
  return checks;
}

/** The request for checked values. */
export function toRequest(values: ListValues): ListRequest {
  return {
    name: values.name.trim(),
    market_id: Number(values.market_id),
    service_type: values.service_type,
    discount_percent: parseWholeNumber(values.discount_percent) ?? 0,
    about: values.about.trim(),
    stocks_count: parseWholeNumber(values.stocks_count) ?? 0,
    plans: listPlanTypes.map((type) => {
      const parsed = parseSar(values.prices[type]);
      return { plan_type: type, price_halalas: parsed.ok ? parsed.halalas : null };
    }),
  };
}
