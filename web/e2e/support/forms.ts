import type { Locator, Page } from 'playwright-core';

/**
 * Picks a select's option: opens the menu, waits until it has grown in (fully opaque, full size,
 * nothing moving; a click while the menu still moves can land beside the option), clicks the
 * option and waits for the menu to close.
 */
export async function chooseOption(page: Page, opener: Locator, option: Locator): Promise<void> {
  await opener.click();
  const listbox = page.getByRole('listbox');
  await listbox.waitFor();
  const menu = await listbox.elementHandle();
  await page.waitForFunction(
    (list) => {
      const paper = list?.closest('.MuiPaper-root') ?? list;
      if (!paper) return false;
      const style = getComputedStyle(paper);
      const fullSize = style.transform === 'none' || style.transform === 'matrix(1, 0, 0, 1, 0, 0)';
      const moving = paper
        .getAnimations({ subtree: true })
        .some((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity);
      return style.opacity === '1' && fullSize && !moving;
    },
    menu,
    { polling: 50 },
  );
  await option.click();
  await listbox.waitFor({ state: 'detached' });
}
