import type { ChatMessage } from '../types';
import { codePointLength, createSseParser } from './sse';

/**
 * Follows one answer's stream (`GET /api/chat/messages/{id}/stream?from=N`) to its end, and
 * reconnects after a network failure from what it already has: `from` counts code points, so
 * the text is never doubled nor cut.
 */
export interface FollowAnswerOptions {
  /** The answer held so far (a reload resumes from it). */
  initialText: string;
  /** Opens the stream from the given code point; rejects on a network failure. */
  open: (from: number, signal: AbortSignal) => Promise<Response>;
  signal: AbortSignal;
  /** The whole answer so far, after each piece. */
  onText: (text: string) => void;
  /** Waiting before a reconnection (the attempt counts from 1). */
  onReconnecting?: (attempt: number) => void;
  /** Waits; injectable for tests. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Failed attempts in a row before giving up (progress resets the count). */
  maxAttempts?: number;
}

/** Thrown when the stream cannot be followed any more (too many failures, or an HTTP error). */
export class StreamLostError extends Error {
  readonly cause: unknown;
  constructor(cause: unknown) {
    super('The answer stream was lost');
    this.name = 'StreamLostError';
    this.cause = cause;
  }
}

/** 0.5 s, 1 s, 2 s, 4 s, then every 8 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(8000, 500 * 2 ** Math.max(0, attempt - 1));
}

function defaultSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** The stream's request answered with an HTTP error. */
export class StreamHttpError extends Error {
  readonly status: number;
  constructor(status: number, message = `HTTP ${status}`) {
    super(message);
    this.name = 'StreamHttpError';
    this.status = status;
  }
}

/** An error carrying a 4xx status (this module's StreamHttpError, or the API client's ApiError). */
function isClientError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

type Outcome = { kind: 'ended'; message: ChatMessage } | { kind: 'interrupted'; error: unknown };

/** Reads one connection; the text grows through `state`. */
async function readOnce(response: Response, state: { text: string }, options: FollowAnswerOptions): Promise<Outcome> {
  if (!response.body) return { kind: 'interrupted', error: new Error('no body') };
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  const cancel = () => void reader.cancel().catch(() => undefined);
  options.signal.addEventListener('abort', cancel, { once: true });
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        return { kind: 'interrupted', error };
      }
      if (options.signal.aborted) return { kind: 'interrupted', error: new DOMException('aborted', 'AbortError') };
      const text = chunk.done ? decoder.decode() : decoder.decode(chunk.value, { stream: true });
      for (const event of parser.push(text)) {
        if (event.event === 'delta') {
          const piece = (JSON.parse(event.data) as { text?: unknown }).text;
          if (typeof piece === 'string' && piece) {
            state.text += piece;
            options.onText(state.text);
          }
        } else if (event.event === 'done' || event.event === 'failed') {
          cancel();
          return { kind: 'ended', message: JSON.parse(event.data) as ChatMessage };
        }
      }
      if (chunk.done) return { kind: 'interrupted', error: new Error('the stream ended before the answer did') };
    }
  } finally {
    options.signal.removeEventListener('abort', cancel);
  }
}

/** Resolves with the finished message; rejects with StreamLostError, or AbortError when stopped. */
export async function followAnswer(options: FollowAnswerOptions): Promise<ChatMessage> {
  const sleep = options.sleep ?? defaultSleep;
  const maxAttempts = options.maxAttempts ?? 6;
  const state = { text: options.initialText };
  let failures = 0;
  for (;;) {
    if (options.signal.aborted) throw new DOMException('aborted', 'AbortError');
    const before = codePointLength(state.text);
    let outcome: Outcome;
    try {
      const response = await options.open(before, options.signal);
      if (!response.ok) throw new StreamHttpError(response.status);
      outcome = await readOnce(response, state, options);
    } catch (error) {
      // A server hiccup may pass; a 4xx (not yours, signed out) will not.
      if (isClientError(error)) throw new StreamLostError(error);
      outcome = { kind: 'interrupted', error };
    }
    if (outcome.kind === 'ended') return outcome.message;
    if (options.signal.aborted || isAbort(outcome.error)) throw new DOMException('aborted', 'AbortError');
    failures = codePointLength(state.text) > before ? 1 : failures + 1;
    if (failures >= maxAttempts) throw new StreamLostError(outcome.error);
    options.onReconnecting?.(failures);
    await sleep(reconnectDelay(failures), options.signal);
  }
}
