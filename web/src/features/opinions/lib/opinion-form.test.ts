import { describe, expect, it } from 'vitest';
import { checkOpinionForm, emptyOpinionForm, toNewOpinion, type FormContext, type OpinionFormValues } from './opinion-form';
import { changeHundredths, priceUnits } from './price-units';

const context: FormContext = { stockId: 7, currentUnits: 1_000_000, today: '2026-11-25', minChangeHundredths: 200, newImages: 0, existingImages: 0 };
const buy: OpinionFormValues = {
  ...emptyOpinionForm,
  orderType: 'buy',
  durationType: 'short',
  analysisType: 'technical',
  stopType: 'day',
  entryPrice: '100',
  targetPrice: '110',
  stopLoss: '95',
  durationDate: '2026-12-10',
};

const problems = (values: OpinionFormValues, ctx: Partial<FormContext> = {}, live = false) =>
  Object.fromEntries(Object.entries(checkOpinionForm(values, { ...context, ...ctx }, live)).filter(([, e]) => e !== null));

describe('the opinion form', () => {
  it('reads prices exactly, Arabic digits included', () => {
    expect(priceUnits('٣٢٫٤٥')).toBe(324_500);
    expect(priceUnits('1,250.5')).toBe(12_505_000);
    expect(priceUnits('1.23456')).toBeNull();
    expect(changeHundredths(1_000_000, 1_025_000)).toBe(250);
  });

  it('accepts a whole buy and sends text the API reads exactly', () => {
    expect(problems(buy)).toEqual({});
    expect(toNewOpinion(3, 7, buy)).toMatchObject({ opinion_list_id: 3, stock_id: 7, target_price: '110', strike_price: null });
  });

  it('asks for every field on sending, but not while typing', () => {
    const sent = problems(emptyOpinionForm, { stockId: null });
    expect(sent).toMatchObject({ stock_id: 'fillAll', order_type: 'fillAll', stop_type: 'fillAll', target_price: 'fillAll', duration_date: 'fillAll' });
    expect(problems(emptyOpinionForm, { stockId: null }, true)).toEqual({});
  });

  it('puts the target and the stop on their sides of the current price, live', () => {
    expect(problems({ ...buy, targetPrice: '99', stopLoss: '101' }, {}, true)).toEqual({ target_price: 'targetBelow', stop_loss: 'stopAbove' });
    const sell = { ...buy, orderType: 'sell' as const };
    expect(problems({ ...sell, targetPrice: '101', stopLoss: '99' }, {}, true)).toEqual({ target_price: 'targetAbove', stop_loss: 'stopBelow' });
    expect(problems({ ...buy, targetPrice: '102' }, {}, true)).toEqual({ target_price: 'changeSmall' });
    expect(problems({ ...buy, targetPrice: '102.01' }, {}, true)).toEqual({});
  });

  it('keeps order types to their operation and asks an option for its terms', () => {
    expect(problems({ ...buy, orderType: 'call' })).toEqual({ order_type: 'checkAll' });
    const option = { ...buy, operationType: 'options' as const, orderType: 'call' as const };
    expect(problems(option)).toMatchObject({ strike_price: 'fillAll', expiration_date: 'fillAll', option_price: 'fillAll' });
    expect(problems({ ...option, strikePrice: '105', optionPrice: '2.5', expirationDate: '2026-12-01' })).toEqual({ expiration_date: 'expiration' });
  });

  it('keeps the analysis date after today and within its duration, and at most three images', () => {
    expect(problems({ ...buy, durationDate: '2026-11-25' })).toEqual({ duration_date: 'datePast' });
    expect(problems({ ...buy, durationDate: '2027-01-30' })).toEqual({ duration_date: 'dateFar' });
    expect(problems({ ...buy, durationType: 'medium', durationDate: '2027-01-30' })).toEqual({});
    expect(problems(buy, { newImages: 2, existingImages: 2 })).toEqual({ images: 'images' });
  });
});
