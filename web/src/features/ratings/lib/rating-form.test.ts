import { describe, expect, it } from 'vitest';
import { hundredthsOf, readDecimal } from '../../../lib/decimal-text';
import { checkRatingForm, emptyRatingForm, toNewRating, toRatingUpdate, type RatingFormValues } from './rating-form';
import { checkSellForm, emptySellForm, toSellRequest } from './sell-form';

const filled: RatingFormValues = {
  stockId: 2222,
  orderType: 'market',
  entryPrice: '',
  entryPercentage: '10',
  additionalInfo: 'Breakout above 30',
  imageCount: 0,
};
const context = { cashHundredths: 2_500, existingImages: 0 };
const errorsOf = (result: Record<string, string | null>) => Object.fromEntries(Object.entries(result).filter(([, v]) => v !== null));

describe('decimal text', () => {
  it('reads what analysts type, Arabic digits and separators included, exactly', () => {
    expect(readDecimal('32.450')).toBe('32.45');
    expect(readDecimal('٣٢٫٤٥')).toBe('32.45');
    expect(readDecimal(' 1,250 ')).toBe('1250');
    expect(readDecimal('007.10')).toBe('7.1');
    expect(readDecimal('-3')).toBeNull();
    expect(readDecimal('1e3')).toBeNull();
    expect(readDecimal('')).toBeNull();
  });

  it('turns percentages into hundredths without floating point', () => {
    expect(hundredthsOf('12.5')).toBe(1250);
    expect(hundredthsOf('0.29')).toBe(29);
    expect(hundredthsOf('100')).toBe(10_000);
    expect(hundredthsOf('1.234')).toBeNull();
  });
});

describe('the rating form', () => {
  it('asks for every field of a new rating with the spec’s words', () => {
    expect(errorsOf(checkRatingForm('new', emptyRatingForm, context))).toEqual({
      stock_id: 'fillAll',
      order_type: 'fillAll',
      entry_percentage: 'fillAll',
      additional_info: 'fillAll',
    });
    expect(errorsOf(checkRatingForm('new', filled, context))).toEqual({});
  });

  it('needs a price above zero for a limit order only', () => {
    expect(checkRatingForm('new', { ...filled, orderType: 'limit' }, context).entry_price).toBe('fillAll');
    expect(checkRatingForm('new', { ...filled, orderType: 'limit', entryPrice: '0' }, context).entry_price).toBe('price');
    expect(checkRatingForm('new', { ...filled, orderType: 'limit', entryPrice: '31.80' }, context).entry_price).toBeNull();
  });

  it('refuses an entry beyond the list’s cash: entries and cash total 100%', () => {
    expect(checkRatingForm('new', { ...filled, entryPercentage: '25' }, context).entry_percentage).toBeNull();
    expect(checkRatingForm('new', { ...filled, entryPercentage: '25.01' }, context).entry_percentage).toBe('overCash');
    expect(checkRatingForm('new', { ...filled, entryPercentage: '0' }, context).entry_percentage).toBe('percent');
    expect(checkRatingForm('new', { ...filled, entryPercentage: '101' }, { ...context, cashHundredths: 10_000 }).entry_percentage).toBe('percent');
  });

  it('allows three images in all, counting those the rating already has', () => {
    expect(checkRatingForm('new', { ...filled, imageCount: 3 }, context).images).toBeNull();
    expect(checkRatingForm('new', { ...filled, imageCount: 4 }, context).images).toBe('images');
    expect(checkRatingForm('edit', { ...filled, imageCount: 2 }, { ...context, existingImages: 2 }).images).toBe('images');
  });

  it('sends what each call reads', () => {
    expect(toNewRating(7, { ...filled, orderType: 'limit', entryPrice: '٣١٫٨' })).toEqual({
      rating_list_id: 7,
      stock_id: 2222,
      order_type: 'limit',
      entry_price: '31.8',
      entry_percentage: '10',
      additional_info: 'Breakout above 30',
    });
    expect(toRatingUpdate(9, 'edit', filled)).toEqual({ rating_id: 9, additional_info: 'Breakout above 30' });
    expect(toRatingUpdate(9, 'increase', { ...filled, entryPercentage: '2.5' })).toEqual({
      rating_id: 9,
      order_type: 'market',
      entry_price: null,
      entry_percentage: '2.5',
    });
  });
});

describe('the sell form', () => {
  it('needs an exit reason, and a share between 0 and 100 for a partial sell', () => {
    expect(errorsOf(checkSellForm(false, emptySellForm))).toEqual({ exit_reason: 'reason' });
    expect(errorsOf(checkSellForm(true, { ...emptySellForm, exitReason: 'Target reached' }))).toEqual({ sell_percentage: 'percent' });
    expect(checkSellForm(true, { ...emptySellForm, sellPercentage: '100', exitReason: 'x' }).sell_percentage).toBe('percent');
    expect(checkSellForm(true, { ...emptySellForm, sellPercentage: '40', exitReason: 'x' }).sell_percentage).toBeNull();
    expect(checkSellForm(false, { ...emptySellForm, orderType: 'limit', exitReason: 'x' }).exit_price).toBe('price');
  });

  it('sends the percentage only for a partial sell', () => {
    const values = { orderType: 'market' as const, exitPrice: '', sellPercentage: '40', exitReason: ' Took profit ' };
    expect(toSellRequest(3, true, values)).toEqual({ rating_id: 3, order_type: 'market', exit_price: null, sell_percentage: '40', exit_reason: 'Took profit' });
    expect(toSellRequest(3, false, values).sell_percentage).toBeNull();
  });
});
