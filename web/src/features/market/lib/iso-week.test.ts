import { describe, expect, it } from 'vitest';
import { isAfter, isoWeekOf, mondayOf, moveToYear, parseIsoWeek, shiftWeek, tradingWeekOf, weeksInIsoYear } from './iso-week';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
const ymd = (date: Date) => date.toISOString().slice(0, 10);

describe('ISO weeks', () => {
  it('numbers days as ISO-8601 does, across year boundaries', () => {
    expect(isoWeekOf(day('2026-11-19'))).toEqual({ year: 2026, week: 47 });
    expect(isoWeekOf(day('2026-11-22'))).toEqual({ year: 2026, week: 47 }); // a Sunday ends its week
    expect(isoWeekOf(day('2021-01-03'))).toEqual({ year: 2020, week: 53 });
    expect(isoWeekOf(day('2024-12-30'))).toEqual({ year: 2025, week: 1 });
    expect(isoWeekOf(day('2026-01-01'))).toEqual({ year: 2026, week: 1 });
  });

  it('knows which years have 53 weeks', () => {
    expect(weeksInIsoYear(2020)).toBe(53);
    expect(weeksInIsoYear(2026)).toBe(53);
    expect(weeksInIsoYear(2025)).toBe(52);
    expect(weeksInIsoYear(2027)).toBe(52);
  });

  it('finds the Monday of a week', () => {
    expect(ymd(mondayOf({ year: 2026, week: 47 }))).toBe('2026-11-16');
    expect(ymd(mondayOf({ year: 2025, week: 1 }))).toBe('2024-12-30');
    expect(ymd(mondayOf({ year: 2020, week: 53 }))).toBe('2020-12-28');
  });

  it('steps to the previous and next week over year ends', () => {
    expect(shiftWeek({ year: 2026, week: 47 }, -1)).toEqual({ year: 2026, week: 46 });
    expect(shiftWeek({ year: 2025, week: 1 }, -1)).toEqual({ year: 2024, week: 52 });
    expect(shiftWeek({ year: 2020, week: 53 }, 1)).toEqual({ year: 2021, week: 1 });
    expect(shiftWeek({ year: 2021, week: 1 }, -1)).toEqual({ year: 2020, week: 53 });
    expect(shiftWeek({ year: 2026, week: 53 }, 1)).toEqual({ year: 2027, week: 1 });
  });

  it('puts a Sunday in the trading week that starts that day', () => {
    expect(tradingWeekOf(day('2026-11-22'))).toEqual({ year: 2026, week: 48 });
    expect(tradingWeekOf(day('2026-11-19'))).toEqual({ year: 2026, week: 47 });
    expect(tradingWeekOf(day('2026-11-21'))).toEqual({ year: 2026, week: 47 });
  });

  it('keeps the week number when the year changes, within that year', () => {
    expect(moveToYear({ year: 2026, week: 53 }, 2025)).toEqual({ year: 2025, week: 52 });
    expect(moveToYear({ year: 2026, week: 10 }, 2024)).toEqual({ year: 2024, week: 10 });
  });

  it('reads route parameters, refusing junk and clamping a too-large week', () => {
    expect(parseIsoWeek('2026', '47')).toEqual({ year: 2026, week: 47 });
    expect(parseIsoWeek('2025', '53')).toEqual({ year: 2025, week: 52 });
    expect(parseIsoWeek('2025', '0')).toBeNull();
    expect(parseIsoWeek('abc', '1')).toBeNull();
    expect(parseIsoWeek('2025', undefined)).toBeNull();
    expect(parseIsoWeek('2025', '1e1')).toBeNull();
  });

  it('orders weeks', () => {
    expect(isAfter({ year: 2026, week: 1 }, { year: 2025, week: 52 })).toBe(true);
    expect(isAfter({ year: 2026, week: 5 }, { year: 2026, week: 5 })).toBe(false);
  });
});
