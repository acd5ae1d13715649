import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';

/** What a click saved: its suggested name and its bytes (the browser's own download, not a fetch of ours). */
export async function downloadFrom(page: Page, trigger: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), trigger.click()]);
  // The browser runs as a server: its download is copied here to be read.
  const path = join(await mkdtemp(join(tmpdir(), 'eva-download-')), 'file');
  await download.saveAs(path);
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

/** A PDF starts with `%PDF-`; an error page saved as `pdf.json` does not. */
export function isPdf(bytes: Buffer): boolean {
  return bytes.subarray(0, 5).toString('latin1') === '%PDF-';
}
