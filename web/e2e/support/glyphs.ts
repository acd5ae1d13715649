import type { Locator } from 'playwright-core';

/**
 * Where the browser drew the first `needle` inside `element`, in CSS pixels from the viewport's
 * left edge: what a reader sees, whatever order the characters have in the document. Null when
 * it is not there.
 */
export async function drawnAt(element: Locator, needle: string): Promise<{ left: number; right: number } | null> {
  return element.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const at = text.indexOf(wanted);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      const box = range.getBoundingClientRect();
      return { left: box.left, right: box.right };
    }
    return null;
  }, needle);
}

/** True when `first` is drawn left of `second` inside `element` (both must be there). */
export async function drawnLeftOf(element: Locator, first: string, second: string): Promise<boolean> {
  const [a, b] = await Promise.all([drawnAt(element, first), drawnAt(element, second)]);
  if (!a || !b) throw new Error(`«${first}» or «${second}» is not drawn in the element`);
  return a.right <= b.left + 0.5;
}
