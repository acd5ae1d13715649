import { MAX_RATING_IMAGES, type NewRatingRequest, type OrderType, type UpdateRatingRequest } from '../types';
import { hundredthsOf, isPositive, readDecimal } from '../../../lib/decimal-text';

/** new: a stock enters the list; increase: more of a held stock; edit: its additional info and images. */
export type RatingFormMode = 'new' | 'increase' | 'edit';

/** What the analyst types (prices and percentages as text). */
export interface RatingFormValues {
  stockId: number | null;
  orderType: OrderType | '';
  entryPrice: string;
  entryPercentage: string;
  additionalInfo: string;
  /** New images chosen in the form (the rating may already carry some). */
  imageCount: number;
}

export const ratingFormFields = ['stock_id', 'order_type', 'entry_price', 'entry_percentage', 'additional_info', 'images'] as const;
export type RatingFormField = (typeof ratingFormFields)[number];

/** The spec's words: 'Please fill all fields', 'Cannot select more than 3 images', and the 100% rule. */
export type RatingFormError = 'fillAll' | 'percent' | 'price' | 'images' | 'overCash';

export const emptyRatingForm: RatingFormValues = { stockId: null, orderType: '', entryPrice: '', entryPercentage: '', additionalInfo: '', imageCount: 0 };

/**
 * The spec's checks (§5) before sending. `cashPercentage` is the list's available cash now, in
 * hundredths of a percent: the entry percentages and the cash always total 100%, so an entry
 * beyond the cash cannot be bought. The server checks all of this again.
 */
export function checkRatingForm(
  mode: RatingFormMode,
  values: RatingFormValues,
  context: { cashHundredths: number; existingImages: number },
): Record<RatingFormField, RatingFormError | null> {
  const buying = mode !== 'edit';
  const percent = readDecimal(values.entryPercentage);
  const hundredths = percent === null ? null : hundredthsOf(percent);
  const price = readDecimal(values.entryPrice);

  let percentError: RatingFormError | null = null;
  if (buying) {
    if (values.entryPercentage.trim() === '') percentError = 'fillAll';
    else if (hundredths === null || hundredths < 1 || hundredths > 10_000) percentError = 'percent';
    else if (hundredths > context.cashHundredths) percentError = 'overCash';
  }
  let priceError: RatingFormError | null = null;
  if (buying && values.orderType === 'limit') {
    if (values.entryPrice.trim() === '') priceError = 'fillAll';
    else if (price === null || !isPositive(price)) priceError = 'price';
  }
  return {
    stock_id: mode === 'new' && values.stockId === null ? 'fillAll' : null,
    order_type: buying && values.orderType === '' ? 'fillAll' : null,
    entry_price: priceError,
    entry_percentage: percentError,
    additional_info: mode !== 'increase' && values.additionalInfo.trim() === '' ? 'fillAll' : null,
    images: values.imageCount + context.existingImages > MAX_RATING_IMAGES ? 'images' : null,
  };
}

/** POST /api/ratings-create's body from checked values. */
export function toNewRating(listId: number, values: RatingFormValues): NewRatingRequest {
  return {
    rating_list_id: listId,
    stock_id: values.stockId,
    order_type: values.orderType,
    entry_price: values.orderType === 'limit' ? readDecimal(values.entryPrice) : null,
    entry_percentage: readDecimal(values.entryPercentage),
    additional_info: values.additionalInfo.trim(),
  };
}

/** POST /api/ratings-update's body: an increase (percentage and order) or an edit (the info). */
export function toRatingUpdate(ratingId: number, mode: 'increase' | 'edit', values: RatingFormValues): UpdateRatingRequest {
  if (mode === 'edit') return { rating_id: ratingId, additional_info: values.additionalInfo.trim() };
  return {
    rating_id: ratingId,
    order_type: values.orderType,
    entry_price: values.orderType === 'limit' ? readDecimal(values.entryPrice) : null,
    entry_percentage: readDecimal(values.entryPercentage),
  };
}
