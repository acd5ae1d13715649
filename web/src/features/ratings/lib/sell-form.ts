import type { OrderType, SellRequest } from '../types';
import { hundredthsOf, isPositive, readDecimal } from '../../../lib/decimal-text';

export interface SellFormValues {
  orderType: OrderType;
  exitPrice: string;
  sellPercentage: string;
  exitReason: string;
}

export const sellFormFields = ['order_type', 'exit_price', 'sell_percentage', 'exit_reason'] as const;
export type SellFormField = (typeof sellFormFields)[number];
export type SellFormError = 'reason' | 'percent' | 'price';

export const emptySellForm: SellFormValues = { orderType: 'market', exitPrice: '', sellPercentage: '', exitReason: '' };

/** A sell needs its exit reason (spec §4); a partial one a share above 0 and below 100%. */
export function checkSellForm(partial: boolean, values: SellFormValues): Record<SellFormField, SellFormError | null> {
  const price = readDecimal(values.exitPrice);
  const percent = readDecimal(values.sellPercentage);
  const hundredths = percent === null ? null : hundredthsOf(percent);
  return {
    order_type: null,
    exit_price: values.orderType === 'limit' && (price === null || !isPositive(price)) ? 'price' : null,
    sell_percentage: partial && (hundredths === null || hundredths <= 0 || hundredths >= 10_000) ? 'percent' : null,
    exit_reason: values.exitReason.trim() === '' ? 'reason' : null,
  };
}

export function toSellRequest(ratingId: number, partial: boolean, values: SellFormValues): SellRequest {
  return {
    rating_id: ratingId,
    order_type: values.orderType,
    exit_price: values.orderType === 'limit' ? readDecimal(values.exitPrice) : null,
    sell_percentage: partial ? readDecimal(values.sellPercentage) : null,
    exit_reason: values.exitReason.trim(),
  };
}
