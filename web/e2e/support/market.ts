import type { Page } from 'playwright-core';
import { baseUrl } from './config.ts';

/** The charts' up and down colours (candles, volume, highs and lows). */
export const upDownColors = ['#1b8a4b', '#c62828'];

type Rgb = [number, number, number];

const rgbOf = (colors: string[]): Rgb[] => colors.map((hex) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as Rgb);

/**
 * In the page: the pixels of the canvases in the first `[data-testid=testId]` painted in one of
 * `targets`, or false while they are fewer than `least`.
 */
function inkIn({ testId, targets, least }: { testId: string; targets: Rgb[]; least: number }): number | false {
  const root = document.querySelector(`[data-testid="${testId}"]`);
  let count = 0;
  for (const canvas of Array.from(root?.querySelectorAll('canvas') ?? [])) {
    if (canvas.width === 0 || canvas.height === 0) continue;
    const context = canvas.getContext('2d');
    if (!context) continue;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    for (let i = 0; i < data.length; i += 4) {
      const [r, g, b, a] = [data[i]!, data[i + 1]!, data[i + 2]!, data[i + 3]!];
      if (a < 200) continue;
      if (targets.some(([tr, tg, tb]) => Math.abs(r - tr) + Math.abs(g - tg) + Math.abs(b - tb) < 48)) count++;
    }
  }
  return count >= least ? count : false;
}

/**
 * Counts the canvas pixels in `testId` painted in one of `colors` (hex): a drawn chart has many,
 * an empty or blank one none.
 */
export async function chartInk(page: Page, testId: string, colors = upDownColors): Promise<number> {
  return (await page.evaluate(inkIn, { testId, targets: rgbOf(colors), least: 0 })) || 0;
}

/** Waits until the chart in `testId` has drawn at least `minimum` coloured pixels; returns how many it has. */
export async function waitForChartInk(page: Page, testId: string, minimum = 200, colors = upDownColors, timeoutMs = 15_000): Promise<number> {
  const drawn = await page
    .waitForFunction(inkIn, { testId, targets: rgbOf(colors), least: minimum }, { polling: 100, timeout: timeoutMs })
    .then((handle) => handle.jsonValue())
    .catch(() => false as const);
  return drawn || chartInk(page, testId, colors).catch(() => 0);
}

/** Every request a page makes to another origin (the app must work offline: no CDN). */
export function watchForeignRequests(page: Page): string[] {
  const foreign: string[] = [];
  const origin = new URL(baseUrl).origin;
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url);
  });
  return foreign;
}

/**
 * The ISO week (as the API numbers it: Sunday joins the next ISO week) of a "YYYY-MM-DD" day.
 * Written out again here rather than imported from src/, like the routes in spec-routes.ts.
 */
export function apiWeekOf(isoDate: string): { year: number; week: number } {
  const day = new Date(`${isoDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const year = day.getUTCFullYear();
  const week = Math.floor((day.getTime() - Date.UTC(year, 0, 1)) / 86_400_000 / 7) + 1;
  return { year, week };
}

/**
 * A fresh `eva run` computes its analytics (movers, breadth, events) in the background for up to
 * a minute: wait until the market figures are there before judging the screens.
 */
export async function waitForMarketAnalytics(timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/api/market-indicators?market_id=1`, { headers: { Accept: 'application/json' } });
      const body = (await response.json()) as { data?: { breadth?: unknown; movers?: { gainers?: unknown[] } } };
      if (response.ok && body.data?.breadth && (body.data.movers?.gainers?.length ?? 0) > 0) return;
    } catch {
      // not ready yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`market analytics were not ready within ${timeoutMs / 1000}s`);
}
