import type { Locator, Page } from 'playwright-core';

/**
 * Picks a select's option and waits for its menu to close: a click that lands while the menu is
 * still opening can leave it open over the next field, so the option is clicked again then.
 */
export async function chooseOption(page: Page, opener: Locator, option: Locator, what: string): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (!(await option.isVisible())) await opener.click();
    await option.click();
    try {
      await page.getByRole('listbox').waitFor({ state: 'detached', timeout: 3000 });
      return;
    } catch {
      // Still open: try the option again.
    }
  }
  throw new Error(`the menu would not take ${what}`);
}
