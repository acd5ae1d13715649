import assert from 'node:assert/strict';
import type { TestContext } from 'node:test';
import { requireBackend } from './config.ts';

/** Skips a journey whose prerequisites are missing, or fails it where they are required (CI). */
export function skipOrFail(t: TestContext, reason: string): void {
  if (requireBackend) assert.fail(reason);
  t.skip(reason);
}
