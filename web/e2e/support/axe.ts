import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core's own bundle, from node_modules (never a CDN). */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The rules of WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** One rule broken on a page: its id, impact, help text and where (CSS selectors). */
export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core on the page as it is, with the WCAG A and AA rules, and returns the violations
 * whose impact is serious or critical. The script is evaluated through the debugging protocol, so
 * the page's Content-Security-Policy does not stand in its way.
 */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // Colours are measured once what fades or slides in has arrived (endless spinners aside).
  await page
    .waitForFunction(
      () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
      null,
      { polling: 50, timeout: 3000 },
    )
    .catch(() => undefined);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: AxeGlobal }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
      }));

    interface AxeGlobal {
      run: (
        context: Document,
        options: { runOnly: { type: 'tag'; values: string[] }; resultTypes: string[] },
      ) => Promise<{ violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[] }>;
    }
  }, wcagTags);
}

/** The violations as lines for a failure message: where, which rule, and up to five elements. */
export function describeViolations(where: string, violations: AxeViolation[]): string[] {
  return violations.map((violation) => {
    const shown = violation.targets.slice(0, 5).join(' | ');
    const more = violation.targets.length > 5 ? ` (+${violation.targets.length - 5} more)` : '';
    return `${where}: ${violation.id} [${violation.impact}] ${violation.help}: ${shown}${more}`;
  });
}
