import { afterEach, describe, expect, it, vi } from 'vitest';
import { addSignOutStep, runSignOutSteps } from './sign-out-steps';

describe('sign-out steps', () => {
  const added: Array<() => void> = [];
  afterEach(() => {
    added.splice(0).forEach((takeBack) => takeBack());
    vi.useRealTimers();
  });

  it('runs every step, even when one fails', async () => {
    const done: string[] = [];
    added.push(addSignOutStep(async () => void done.push('a')));
    added.push(addSignOutStep(() => Promise.reject(new Error('offline'))));
    added.push(addSignOutStep(async () => void done.push('b')));
    await runSignOutSteps();
    expect(done.sort()).toEqual(['a', 'b']);
  });

  it('never waits longer than its limit for a step that hangs', async () => {
    vi.useFakeTimers();
    added.push(addSignOutStep(() => new Promise<void>(() => undefined)));
    const running = runSignOutSteps(3000);
    await vi.advanceTimersByTimeAsync(3000);
    await expect(running).resolves.toBeUndefined();
  });

  it('forgets a step taken back', async () => {
    const step = vi.fn(async () => undefined);
    addSignOutStep(step)();
    await runSignOutSteps();
    expect(step).not.toHaveBeenCalled();
  });
});
