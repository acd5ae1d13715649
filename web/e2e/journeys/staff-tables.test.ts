import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { signIn, tokenOf } from '../support/accounts.ts';
import { backendIsUp, callApi } from '../support/backend.ts';
import { desktop, newContext, openBrowser, openInApp, phone, screenshot, settle, watchErrors } from '../support/browser.ts';
import { skipOrFail } from '../support/skip.ts';

const staff = { email: 'staff@eva.demo', password: 'staff-demo-1' };
const analyst = { email: 'analyst@eva.demo', password: 'analyst-demo-1' };

/** A row's controls: its buttons, links and switches. */
const rowControls = 'tbody button, tbody a[href], tbody .MuiSwitch-root';
/** The controls of the actions column held at the row's end (components/StickyActionsCell). */
const stickyControls = '[data-sticky-actions] button, [data-sticky-actions] a[href]';

/**
 * The controls matching `selector` that the reader cannot see whole: outside the window, or cut
 * off by a scrolling box around them (a table wider than its frame). With `onTop`, also those
 * under something else at their centre (content scrolled over a sticky column would be).
 */
function hiddenControls(page: Page, selector: string, onTop = false): Promise<string[]> {
  return page.evaluate(
    ({ selector, onTop }) => {
      const hidden: string[] = [];
      for (const control of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
        const box = control.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) continue;
        let left = 0;
        let right = window.innerWidth;
        for (let box = control.parentElement; box; box = box.parentElement) {
          if (getComputedStyle(box).overflowX === 'visible') continue;
          const frame = box.getBoundingClientRect();
          left = Math.max(left, frame.left);
          right = Math.min(right, frame.right);
        }
        const name = control.dataset.testid ?? control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName;
        if (box.left < left - 1 || box.right > right + 1) {
          hidden.push(`«${name}» spans ${Math.round(box.left)}–${Math.round(box.right)} px, the visible part ${Math.round(left)}–${Math.round(right)} px`);
          continue;
        }
        if (!onTop) continue;
        const centre = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
        if (centre.y < 0 || centre.y >= window.innerHeight) continue;
        const top = document.elementFromPoint(centre.x, centre.y);
        // Only the table's own cells count: the page's fixed header covers a row the window has
        // scrolled under it, which says nothing about the sticky column.
        const table = control.closest('.MuiTableContainer-root');
        if (top && table?.contains(top) && !control.contains(top) && !top.contains(control))
          hidden.push(`«${name}» is under ${top.tagName.toLowerCase()}.${Array.from(top.classList).join('.')}`);
      }
      return hidden;
    },
    { selector, onTop },
  );
}

/** Scrolls every wide table's frame to `share` of the way to its far end (the left, in Arabic). */
async function scrollTables(page: Page, share: number): Promise<void> {
  await page.evaluate((share) => {
    for (const frame of Array.from(document.querySelectorAll<HTMLElement>('.MuiTableContainer-root'))) {
      const room = frame.scrollWidth - frame.clientWidth;
      frame.scrollLeft = (getComputedStyle(frame).direction === 'rtl' ? -room : room) * share;
    }
  }, share);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

/**
 * Where the row actions of a screen stand: every row control whole on screen before the table is
 * scrolled, and the sticky column's controls whole and on top however far it is scrolled.
 */
async function actionProblems(page: Page, where: string, controls = rowControls): Promise<string[]> {
  const problems = (await hiddenControls(page, controls)).map((problem) => `${where}: ${problem}`);
  for (const share of [0.5, 1]) {
    await scrollTables(page, share);
    const hidden = await hiddenControls(page, stickyControls, true);
    problems.push(...hidden.map((problem) => `${where}, the table scrolled ${share * 100}%: ${problem}`));
  }
  await scrollTables(page, 0);
  return problems;
}

/**
 * Issue 36, point 10 (tables that fit): at 1366 px and on a 390 px phone, in Arabic, the staff
 * console's menu leaves the page near the top (a phone gets one button for it), and no row
 * action of a console page or of the analyst's Eva list table is off-screen: wide tables keep
 * their actions column in view while the rest scrolls under it.
 */
describe('staff tables that fit', () => {
  let browser: Browser;
  before(async () => {
    browser = await openBrowser();
  });
  after(async () => {
    await browser.close();
  });

  for (const [size, viewport] of [
    ['1366', desktop],
    ['390', phone],
  ] as const) {
    it(`keeps every staff console page's row actions on screen at ${size} px`, async (t) => {
      if (!(await backendIsUp())) return skipOrFail(t, 'the API is not reachable at EVA_E2E_BASE_URL (GET /api/modules)');
      const context = await newContext(browser, { viewport });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await signIn(page, staff, '/staff/modules');
      await page.getByTestId('staff-modules').waitFor();
      await settle(page);

      // The console's menu: a side list on a desktop, one button naming the page on a phone.
      const toggle = page.getByTestId('staff-nav-toggle');
      if (viewport === phone) {
        assert.equal(await page.locator('[data-testid^="staff-nav-"][href]').count(), 0, 'the menu is folded on a phone');
        const heading = await page.locator('#main h1').first().boundingBox();
        assert.ok(heading && heading.y < viewport.height / 2, `the page's heading starts in the top half of a phone's screen (at ${heading?.y} px)`);
        await screenshot(page, 'staff-menu-phone-ar', { fullPage: false });
        await toggle.click();
        await page.locator('[data-testid="staff-nav-toggle"][aria-expanded="true"]').waitFor();
      } else {
        assert.equal(await toggle.count(), 0, 'a desktop keeps the side list');
      }
      const paths = await page
        .locator('[data-testid^="staff-nav-"][href]')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
      assert.ok(paths.length >= 10, `the menu lists the console's pages (${paths.join(', ')})`);
      if (viewport === phone) {
        await page.locator(`[data-testid^="staff-nav-"][href="${paths[1]}"]`).click();
        await page.waitForURL((url) => url.pathname === paths[1]);
        await page.locator('[data-testid^="staff-nav-"][href]').first().waitFor({ state: 'detached' });
      }

      const problems: string[] = [];
      for (const path of paths) {
        await openInApp(page, path);
        problems.push(...(await actionProblems(page, `${path} at ${size} px`)));
        await page.evaluate(() => document.querySelector('#main table')?.scrollIntoView({ block: 'center' }));
        await screenshot(page, `staff-${path.split('/').pop()}-${size}-ar`, { fullPage: false });
      }
      assert.deepEqual(problems, [], `\n${problems.join('\n')}`);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  it('keeps the analyst’s row menu of the full Eva list table on screen at 1366 and 390 px', async (t) => {
    if (!(await backendIsUp())) return skipOrFail(t, 'the API is not reachable at EVA_E2E_BASE_URL (GET /api/modules)');
    const token = await tokenOf(analyst);
    const lists = await callApi<{ data: { id: number }[] }>('GET', '/api/analyst-ratings', undefined, token);
    const listId = lists.data[0]?.id;
    assert.ok(listId, 'the demo analyst has an Eva list');
    const problems: string[] = [];
    for (const [size, viewport] of [
      ['1366', desktop],
      ['390', phone],
    ] as const) {
      const context = await newContext(browser, { viewport });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await signIn(page, { ...analyst, token }, `/ratings/${listId}`);
      await page.getByTestId('table-full').click();
      const menus = page.locator('[data-testid^="rating-actions-"]');
      await menus.first().waitFor();
      await settle(page);
      assert.ok((await menus.count()) > 0);
      await menus.first().evaluate((menu) => menu.scrollIntoView({ block: 'center' }));
      problems.push(...(await actionProblems(page, `the Eva list's full table at ${size} px`, '[data-testid^="rating-actions-"]')));
      await scrollTables(page, 0.6);
      await screenshot(page, `ratings-table-${size}-ar`, { fullPage: false });
      assert.deepEqual(errors, []);
      await context.close();
    }
    assert.deepEqual(problems, [], `\n${problems.join('\n')}`);
  });
});
