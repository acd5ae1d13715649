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
