import { describe, expect, it, vi } from 'vitest';
import { aMessage, controlledStream, sseEvent } from '../testing/fixtures';
import { followAnswer, reconnectDelay, StreamLostError } from './follow-answer';

const noSleep = () => Promise.resolve();

describe('following an answer', () => {
  it('grows the text piece by piece and ends with the finished message', async () => {
    const stream = controlledStream();
    const texts: string[] = [];
    const open = vi.fn(async (_from: number, _signal: AbortSignal) => stream.response);
    const done = followAnswer({ initialText: '', open, signal: new AbortController().signal, onText: (t) => texts.push(t) });
    stream.send(sseEvent('delta', { text: 'The ' }, 4));
    // The first Arabic letter (2 bytes in UTF-8, from byte 34) is cut between two chunks.
    const bytes = new TextEncoder().encode(sseEvent('delta', { text: 'سهم' }, 7));
    stream.sendBytes(bytes.slice(0, 35));
    stream.sendBytes(bytes.slice(35));
    stream.send(`: keep-alive\n\n${sseEvent('done', aMessage({ answer: 'The سهم' }))}`);
    const message = await done;
    expect(texts).toEqual(['The ', 'The سهم']);
    expect(message.answer).toBe('The سهم');
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0]?.[0]).toBe(0);
  });

  it('reconnects after a network failure from the code points it already has', async () => {
    const first = controlledStream();
    const second = controlledStream();
    const open = vi.fn().mockResolvedValueOnce(first.response).mockResolvedValueOnce(second.response);
    const reconnecting: number[] = [];
    const texts: string[] = [];
    const done = followAnswer({
      initialText: 'ab',
      open,
      signal: new AbortController().signal,
      onText: (t) => texts.push(t),
      onReconnecting: (n) => reconnecting.push(n),
      sleep: noSleep,
    });
    first.send(sseEvent('delta', { text: '😀c' }, 4));
    await vi.waitFor(() => expect(texts).toEqual(['ab😀c']));
    first.fail();
    await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(2));
    // "ab😀c" is 4 code points (5 UTF-16 units).
    expect(open.mock.calls.map((call) => call[0])).toEqual([2, 4]);
    second.send(sseEvent('delta', { text: 'd' }, 5) + sseEvent('failed', aMessage({ status: 'failed', failure: 'No data', answer: '' })));
    const message = await done;
    expect(message.status).toBe('failed');
    expect(texts).toEqual(['ab😀c', 'ab😀cd']);
    expect(reconnecting).toEqual([1]);
  });

  it('reconnects when the stream closes before the answer ends, and when the connection is refused', async () => {
    const first = controlledStream();
    const third = controlledStream();
    const open = vi.fn().mockResolvedValueOnce(first.response).mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(third.response);
    const done = followAnswer({ initialText: '', open, signal: new AbortController().signal, onText: () => undefined, sleep: noSleep });
    first.send(sseEvent('delta', { text: 'x' }, 1));
    first.close();
    await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(3));
    third.send(sseEvent('done', aMessage({ answer: 'xy' })));
    expect((await done).answer).toBe('xy');
    expect(open.mock.calls.map((call) => call[0])).toEqual([0, 1, 1]);
  });

  it('gives up after repeated failures without progress, and at once on a 4xx', async () => {
    const open = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(
      followAnswer({ initialText: '', open, signal: new AbortController().signal, onText: () => undefined, sleep: noSleep, maxAttempts: 3 }),
    ).rejects.toBeInstanceOf(StreamLostError);
    expect(open).toHaveBeenCalledTimes(3);

    const notYours = vi.fn().mockResolvedValue(new Response('{"message":"Not found"}', { status: 404 }));
    await expect(
      followAnswer({ initialText: '', open: notYours, signal: new AbortController().signal, onText: () => undefined, sleep: noSleep }),
    ).rejects.toBeInstanceOf(StreamLostError);
    expect(notYours).toHaveBeenCalledTimes(1);
  });

  it('stops when aborted', async () => {
    const stream = controlledStream();
    const controller = new AbortController();
    const done = followAnswer({ initialText: '', open: async () => stream.response, signal: controller.signal, onText: () => undefined });
    stream.send(sseEvent('delta', { text: 'x' }, 1));
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('waits longer after each failure, up to 8 seconds', () => {
    expect([1, 2, 3, 4, 5, 9].map(reconnectDelay)).toEqual([500, 1000, 2000, 4000, 8000, 8000]);
  });
});
