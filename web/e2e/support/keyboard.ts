import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

/**
 * Presses Tab (or Shift+Tab) until the focused element matches `selector`, at most `max` times,
 * and fails naming where the focus went when it never does.
 */
export async function tabTo(page: Page, selector: string, { max = 80, backwards = false }: { max?: number; backwards?: boolean } = {}): Promise<void> {
  const visited: string[] = [];
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const here = await page.evaluate((wanted) => {
      const active = document.activeElement;
      if (!active || active === document.body) return { found: false, name: 'body' };
      const name = `${active.tagName.toLowerCase()}${active.getAttribute('data-testid') ? `[${active.getAttribute('data-testid')}]` : ''} ${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 40)}`;
      return { found: active.matches(wanted), name };
    }, selector);
    if (here.found) return;
    visited.push(here.name);
  }
  assert.fail(`${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'} never reached ${selector}; the focus went through: ${visited.join(' → ')}`);
}

/**
 * The focused control shows that it has the focus: an outline or a ring (box-shadow) on it, or,
 * for a text field, its outlined frame drawn thicker. Returns what shows it, or null.
 */
export function focusIndicatorOf(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return null;
    const ring = (element: Element) => {
      const style = getComputedStyle(element);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0)
        return `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`;
      if (style.boxShadow && style.boxShadow !== 'none') return `box-shadow ${style.boxShadow}`;
      return null;
    };
    const own = ring(active);
    if (own) return own;
    // A radio's or a checkbox's input is invisible: the ring is on the control around it.
    const control = active.parentElement?.closest('.Mui-focusVisible');
    const around = control && control.contains(active) ? ring(control) : null;
    if (around) return around;
    const field = active.closest('.MuiInputBase-root.Mui-focused');
    const frame = field?.querySelector('.MuiOutlinedInput-notchedOutline');
    if (frame && parseFloat(getComputedStyle(frame).borderTopWidth) >= 2)
      return `field frame ${getComputedStyle(frame).borderTopWidth} ${getComputedStyle(frame).borderTopColor}`;
    return null;
  });
}

/** Fails unless the focused control shows its focus (see focusIndicatorOf); `what` names it. */
export async function assertFocusVisible(page: Page, what: string): Promise<void> {
  const indicator = await focusIndicatorOf(page);
  const active = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160) ?? 'none');
  assert.ok(indicator, `${what} has the focus but shows no focus indicator: ${active}`);
}

/** True when the focused element matches `selector`. */
export function focusIs(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector);
}

/** Presses `key` (an arrow) until the focused element matches `selector`, at most `max` times. */
export async function arrowTo(page: Page, key: string, selector: string, max = 8): Promise<void> {
  for (let presses = 0; presses < max && !(await focusIs(page, selector)); presses += 1) await page.keyboard.press(key);
  assert.ok(await focusIs(page, selector), `${key} never reached ${selector}`);
}
