/**
 * ISO-8601 weeks (Monday first, week 1 holds the year's first Thursday), as the weekly highs and
 * lows endpoints number them. All arithmetic is on UTC calendar days.
 */

export interface IsoWeek {
  year: number;
  week: number;
}

const DAY_MS = 86_400_000;

function utcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** The ISO week a calendar day (its UTC date) falls in. */
export function isoWeekOf(date: Date): IsoWeek {
  const day = utcDay(date);
  const weekday = day.getUTCDay() || 7; // Monday 1 … Sunday 7
  const thursday = new Date(day.getTime() + (4 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const firstDay = Date.UTC(year, 0, 1);
  return { year, week: Math.floor((thursday.getTime() - firstDay) / DAY_MS / 7) + 1 };
}

/** 52 or 53: a year has 53 ISO weeks when 28 December falls in week 53. */
export function weeksInIsoYear(year: number): number {
  return isoWeekOf(new Date(Date.UTC(year, 11, 28))).week;
}

/** Monday of an ISO week. */
export function mondayOf({ year, week }: IsoWeek): Date {
  const jan4 = new Date(Date.UTC(year, 0, 4));
  const jan4Weekday = jan4.getUTCDay() || 7;
  return new Date(jan4.getTime() + ((week - 1) * 7 - (jan4Weekday - 1)) * DAY_MS);
}

/** The week `delta` weeks before (negative) or after (positive). */
export function shiftWeek(week: IsoWeek, delta: number): IsoWeek {
  return isoWeekOf(new Date(mondayOf(week).getTime() + delta * 7 * DAY_MS));
}

/**
 * The week whose market days include `date`. The API widens ISO week N to start on the Sunday
 * before its Monday (the Saudi trading week runs Sunday to Thursday), so a Sunday already belongs
 * to the next ISO week.
 */
export function tradingWeekOf(date: Date): IsoWeek {
  return isoWeekOf(new Date(utcDay(date).getTime() + DAY_MS));
}

/** The same week number in another year, kept within that year's weeks. */
export function moveToYear(week: IsoWeek, year: number): IsoWeek {
  return { year, week: Math.min(Math.max(week.week, 1), weeksInIsoYear(year)) };
}

/**
 * Reads year and week from route parameters. Anything unreadable gives null (the caller
 * redirects to the current week); a week past the year's last is clamped to it.
 */
export function parseIsoWeek(year: string | undefined, week: string | undefined): IsoWeek | null {
  if (!year || !week || !/^\d{4}$/.test(year) || !/^\d{1,2}$/.test(week)) return null;
  const y = Number(year);
  const w = Number(week);
  if (y < 1970 || y > 2100 || w < 1) return null;
  return { year: y, week: Math.min(w, weeksInIsoYear(y)) };
}

/** True when `a` is later than `b`. */
export function isAfter(a: IsoWeek, b: IsoWeek): boolean {
  return a.year > b.year || (a.year === b.year && a.week > b.week);
}
