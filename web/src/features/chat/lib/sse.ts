/**
 * A parser for `text/event-stream` (the WHATWG "server-sent events" format), fed with text as it
 * arrives. EventSource cannot send the Authorization header, so the chat reads its answer
 * stream with fetch and parses it here.
 *
 * Rules followed: lines end with CRLF, LF or CR (a CR at the end of one chunk and the LF at the
 * start of the next are one line end); a blank line dispatches the event; `event:` sets its
 * type, `data:` adds a line of data, `id:` sets the last event id (kept for later events, as
 * the format says); lines starting with `:` are comments; one space after the colon is dropped;
 * unknown fields (and `retry:`) are ignored; an event without data is not dispatched.
 */
export interface SseEvent {
  /** `message` when the event named no type. */
  event: string;
  /** The data lines joined with "\n". */
  data: string;
  /** The last event id seen so far in the stream, or null. */
  id: string | null;
}

export interface SseParser {
  /** Feeds the next piece of text; returns the events it completed, in order. */
  push(text: string): SseEvent[];
  /** The stream ended: an unterminated event is dropped, as the format says. */
  end(): SseEvent[];
  /** The last event id seen (also on events not yet dispatched). */
  lastEventId(): string | null;
}

export function createSseParser(): SseParser {
  let buffer = '';
  let skipLeadingLf = false;
  let atStart = true;
  let eventType = '';
  let dataLines: string[] | null = null;
  let lastId: string | null = null;

  function dispatch(out: SseEvent[]): void {
    if (dataLines !== null) out.push({ event: eventType || 'message', data: dataLines.join('\n'), id: lastId });
    eventType = '';
    dataLines = null;
  }

  function processLine(line: string, out: SseEvent[]): void {
    if (line === '') {
      dispatch(out);
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'event':
        eventType = value;
        break;
      case 'data':
        (dataLines ??= []).push(value);
        break;
      case 'id':
        if (!value.includes('\0')) lastId = value;
        break;
      default:
        // retry: and unknown fields are ignored.
        break;
    }
  }

  return {
    push(text: string): SseEvent[] {
      const out: SseEvent[] = [];
      let chunk = text;
      if (atStart && chunk.length > 0) {
        if (chunk.startsWith('\uFEFF')) chunk = chunk.slice(1);
        atStart = false;
      }
      if (skipLeadingLf && chunk.startsWith('\n')) chunk = chunk.slice(1);
      if (chunk.length > 0) skipLeadingLf = false;
      buffer += chunk;
      let start = 0;
      for (let i = 0; i < buffer.length; i += 1) {
        const c = buffer[i];
        if (c !== '\n' && c !== '\r') continue;
        processLine(buffer.slice(start, i), out);
        if (c === '\r') {
          if (i + 1 < buffer.length) {
            if (buffer[i + 1] === '\n') i += 1;
          } else {
            // The LF of this CRLF may be the first character of the next chunk.
            skipLeadingLf = true;
          }
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
      return out;
    },
    end(): SseEvent[] {
      buffer = '';
      eventType = '';
      dataLines = null;
      return [];
    },
    lastEventId: () => lastId,
  };
}

/** Unicode code points, as the server counts the answer's characters (`[...text].length`). */
export function codePointLength(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}
