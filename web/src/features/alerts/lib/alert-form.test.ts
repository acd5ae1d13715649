import { describe, expect, it } from 'vitest';
import { anAlert } from '../testing/fixtures';
import { alertFormOf, checkAlertForm, levelOf, newAlertForm, readWhole, toAlertBody, type AlertFormValues } from './alert-form';

const errorsOf = (result: Record<string, string | null>) => Object.fromEntries(Object.entries(result).filter(([, v]) => v !== null));
const chosen = { price: 32, needsStock: true, hasStock: true };
const form = (overrides: Partial<AlertFormValues> = {}): AlertFormValues => ({ ...newAlertForm(), ...overrides });

describe('a new alert', () => {
  it('can be saved at once: "rises to" 5% above the price, once, for 90 days', () => {
    const values = newAlertForm();
    expect(levelOf(values, 32)).toBe('33.60');
    expect(errorsOf(checkAlertForm(values, chosen))).toEqual({});
    expect(toAlertBody(values, 32, 8)).toEqual({ stock_id: 8, condition: 'price_above', level: '33.6', repeat: 'once', expires_in_days: 90 });
  });

  it('takes the level as typed, Arabic digits too, as exact decimal text', () => {
    const values = form({ level: '٣٣٫٥٠' });
    expect(errorsOf(checkAlertForm(values, chosen))).toEqual({});
    expect(toAlertBody(values, 32, 8).level).toBe('33.5');
  });

  it('needs a stock when it is picked in the form', () => {
    expect(errorsOf(checkAlertForm(newAlertForm(), { price: null, needsStock: true, hasStock: false }))).toEqual({
      stock_id: 'stockRequired',
      level: 'levelRequired',
    });
    expect(errorsOf(checkAlertForm(form({ level: '10' }), { price: null, needsStock: false, hasStock: false }))).toEqual({});
  });
});

describe('the level', () => {
  it('is a number above zero', () => {
    expect(checkAlertForm(form({ level: '' }), chosen).level).toBe('levelRequired');
    expect(checkAlertForm(form({ level: '  ' }), chosen).level).toBe('levelRequired');
    expect(checkAlertForm(form({ level: 'abc' }), chosen).level).toBe('levelInvalid');
    expect(checkAlertForm(form({ level: '-5' }), chosen).level).toBe('levelInvalid');
    expect(checkAlertForm(form({ level: '0' }), chosen).level).toBe('levelInvalid');
  });

  it('of "rises to" lies above the current price, and of "falls to" below it', () => {
    expect(checkAlertForm(form({ level: '32' }), chosen).level).toBe('notAbove');
    expect(checkAlertForm(form({ level: '31' }), chosen).level).toBe('notAbove');
    expect(checkAlertForm(form({ condition: 'price_below', level: '32' }), chosen).level).toBe('notBelow');
    expect(checkAlertForm(form({ condition: 'price_below', level: '33' }), chosen).level).toBe('notBelow');
    expect(checkAlertForm(form({ condition: 'price_below', level: '31' }), chosen).level).toBeNull();
  });

  it('lies within 50% of the current price', () => {
    expect(checkAlertForm(form({ level: '48' }), chosen).level).toBeNull();
    expect(checkAlertForm(form({ level: '48.01' }), chosen).level).toBe('tooFar');
    expect(checkAlertForm(form({ condition: 'price_below', level: '16' }), chosen).level).toBeNull();
    expect(checkAlertForm(form({ condition: 'price_below', level: '15.99' }), chosen).level).toBe('tooFar');
  });

  it('of a price alert is left to the server when the price is not known', () => {
    expect(checkAlertForm(form({ level: '1000' }), { ...chosen, price: null }).level).toBeNull();
  });

  it('of a day’s move is 0.5% to 50%, with at most two decimals', () => {
    const change = (level: string) => checkAlertForm(form({ condition: 'change_up', level }), chosen).level;
    expect(change('0.5')).toBeNull();
    expect(change('50')).toBeNull();
    expect(change('2.25')).toBeNull();
    expect(change('0.49')).toBe('changeRange');
    expect(change('50.01')).toBe('changeRange');
    expect(change('2.125')).toBe('changeRange');
    expect(checkAlertForm(form({ condition: 'change_down', level: null }), chosen).level).toBeNull();
  });
});

describe('the level of the other conditions', () => {
  const level = (condition: AlertFormValues['condition'], typed: string | null) => checkAlertForm(form({ condition, level: typed }), chosen).level;

  it('of a moving average is 20, 50 or 200 days, 50 by default', () => {
    expect(level('ma_cross_above', null)).toBeNull();
    expect(toAlertBody(form({ condition: 'ma_cross_above' }), 32, 8)).toMatchObject({ condition: 'ma_cross_above', level: '50' });
    expect(level('ma_cross_below', '200')).toBeNull();
    expect(level('ma_cross_below', '٢٠')).toBeNull();
    expect(level('ma_cross_below', '30')).toBe('maPeriod');
    expect(level('ma_cross_below', '')).toBe('levelRequired');
  });

  it('of RSI is a whole 50 to 95 for "rises to" (70 by default), 5 to 50 for "falls to" (30)', () => {
    expect(toAlertBody(form({ condition: 'rsi_overbought' }), 32).level).toBe('70');
    expect(toAlertBody(form({ condition: 'rsi_oversold' }), 32).level).toBe('30');
    expect(level('rsi_overbought', '50')).toBeNull();
    expect(level('rsi_overbought', '95')).toBeNull();
    expect(level('rsi_overbought', '96')).toBe('rsiHighRange');
    expect(level('rsi_overbought', '49')).toBe('rsiHighRange');
    expect(level('rsi_overbought', '70.5')).toBe('rsiHighRange');
    expect(level('rsi_oversold', '5')).toBeNull();
    expect(level('rsi_oversold', '50')).toBeNull();
    expect(level('rsi_oversold', '70')).toBe('rsiLowRange');
    expect(level('rsi_oversold', '4')).toBe('rsiLowRange');
  });

  it('of a volume spike is 1.5 to 20 times the average (2 by default), with at most two decimals', () => {
    expect(toAlertBody(form({ condition: 'volume_spike' }), 32).level).toBe('2');
    expect(level('volume_spike', '1.5')).toBeNull();
    expect(level('volume_spike', '٢٫٥')).toBeNull();
    expect(toAlertBody(form({ condition: 'volume_spike', level: '٢٫٥' }), 32).level).toBe('2.5');
    expect(level('volume_spike', '20')).toBeNull();
    expect(level('volume_spike', '1.2')).toBe('volumeRange');
    expect(level('volume_spike', '20.01')).toBe('volumeRange');
    expect(level('volume_spike', '2.125')).toBe('volumeRange');
    expect(level('volume_spike', 'x')).toBe('levelInvalid');
  });

  it('of a dividend is 1 to 30 whole days (3 by default)', () => {
    expect(toAlertBody(form({ condition: 'dividend_near' }), 32).level).toBe('3');
    expect(level('dividend_near', '1')).toBeNull();
    expect(level('dividend_near', '30')).toBeNull();
    expect(level('dividend_near', '0')).toBe('dividendRange');
    expect(level('dividend_near', '45')).toBe('dividendRange');
    expect(level('dividend_near', '2.5')).toBe('dividendRange');
  });

  it('is not asked or sent for a 52-week high or low, a Shariah change or an analyst’s publication', () => {
    for (const condition of ['new_high52w', 'new_low52w', 'shariah_change', 'analyst_publishes'] as const) {
      expect(level(condition, null)).toBeNull();
      expect(toAlertBody(form({ condition }), null, 8)).toEqual({ stock_id: 8, condition, repeat: 'once', expires_in_days: 90 });
    }
  });

  it('does not need the price', () => {
    expect(errorsOf(checkAlertForm(form({ condition: 'rsi_oversold' }), { price: null, needsStock: true, hasStock: true }))).toEqual({});
  });
});

describe('how often and how long', () => {
  it('asks for a quiet time of 5 minutes to 7 days for an every-time alert only', () => {
    expect(checkAlertForm(form({ repeat: 'every', cooldownMinutes: '4' }), chosen).cooldown_minutes).toBe('cooldownRange');
    expect(checkAlertForm(form({ repeat: 'every', cooldownMinutes: '10081' }), chosen).cooldown_minutes).toBe('cooldownRange');
    expect(checkAlertForm(form({ repeat: 'every', cooldownMinutes: '1.5' }), chosen).cooldown_minutes).toBe('cooldownRange');
    expect(checkAlertForm(form({ repeat: 'every', cooldownMinutes: '٣٠' }), chosen).cooldown_minutes).toBeNull();
    expect(checkAlertForm(form({ repeat: 'daily', cooldownMinutes: '' }), chosen).cooldown_minutes).toBeNull();
  });

  it('sends the quiet time only where it counts', () => {
    expect(toAlertBody(form({ repeat: 'every', cooldownMinutes: '30' }), 32).cooldown_minutes).toBe(30);
    expect(toAlertBody(form({ repeat: 'daily', cooldownMinutes: '30' }), 32)).not.toHaveProperty('cooldown_minutes');
  });

  it('keeps an alert 1 to 365 days', () => {
    expect(checkAlertForm(form({ expiresInDays: '0' }), chosen).expires_in_days).toBe('expiryRange');
    expect(checkAlertForm(form({ expiresInDays: '366' }), chosen).expires_in_days).toBe('expiryRange');
    expect(checkAlertForm(form({ expiresInDays: '' }), chosen).expires_in_days).toBe('expiryRange');
    expect(checkAlertForm(form({ expiresInDays: '365' }), chosen).expires_in_days).toBeNull();
  });

  it('reads whole numbers only', () => {
    expect(readWhole(' 42 ')).toBe(42);
    expect(readWhole('٤٢')).toBe(42);
    expect(readWhole('4.2')).toBeNull();
    expect(readWhole('-4')).toBeNull();
    expect(readWhole('')).toBeNull();
  });
});

describe('an alert to edit', () => {
  const now = new Date('2026-11-26T09:00:00Z');

  it('keeps its terms and the days it has left', () => {
    const alert = anAlert({ condition: 'price_below', price: 26.5, repeat: 'every', cooldown_minutes: 30, expires_at: '2026-12-06T08:00:00Z' });
    expect(alertFormOf(alert, now)).toEqual({ condition: 'price_below', level: '26.5', repeat: 'every', cooldownMinutes: '30', expiresInDays: '10' });
  });

  it('keeps a day’s move as its percent', () => {
    expect(alertFormOf(anAlert({ condition: 'change_down', price: null, percent: 2.5 }), now).level).toBe('2.5');
  });

  it('keeps the threshold of another condition, and no level where there is none', () => {
    expect(alertFormOf(anAlert({ condition: 'ma_cross_below', price: null, threshold: 200 }), now).level).toBe('200');
    expect(alertFormOf(anAlert({ condition: 'volume_spike', price: null, threshold: 2.5 }), now).level).toBe('2.5');
    expect(alertFormOf(anAlert({ condition: 'new_high52w', price: null, threshold: null }), now).level).toBeNull();
  });

  it('starts a new life when it ended or expired', () => {
    expect(alertFormOf(anAlert({ state: 'done' }), now).expiresInDays).toBe('90');
    expect(alertFormOf(anAlert({ state: 'expired', expires_at: '2026-11-20T09:00:00Z' }), now).expiresInDays).toBe('90');
  });

  it('is sent without its stock (it stays)', () => {
    const body = toAlertBody(alertFormOf(anAlert(), now), 28.1);
    expect(body).not.toHaveProperty('stock_id');
    expect(body.level).toBe('29.5');
  });
});
