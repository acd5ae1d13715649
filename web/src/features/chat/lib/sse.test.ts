import { describe, expect, it } from 'vitest';
import { codePointLength, createSseParser, type SseEvent } from './sse';

/** Feeds every piece and collects the events. */
function parse(...pieces: string[]): SseEvent[] {
  const parser = createSseParser();
  return [...pieces.flatMap((piece) => parser.push(piece)), ...parser.end()];
}

describe('the event-stream parser', () => {
  it('reads one event with its type, id and data', () => {
    expect(parse('event: delta\nid: 5\ndata: {"text":"مرحبا"}\n\n')).toEqual([{ event: 'delta', id: '5', data: '{"text":"مرحبا"}' }]);
  });

  it('reads several events arriving in one chunk', () => {
    const events = parse('event: delta\nid: 2\ndata: {"text":"ab"}\n\nevent: delta\nid: 4\ndata: {"text":"cd"}\n\nevent: done\ndata: {"id":7}\n\n');
    expect(events.map((e) => [e.event, e.id, e.data])).toEqual([
      ['delta', '2', '{"text":"ab"}'],
      ['delta', '4', '{"text":"cd"}'],
      // The id carries over to later events until another id line comes.
      ['done', '4', '{"id":7}'],
    ]);
  });

  it('waits for the rest of an event split across chunks, even in the middle of a field name or value', () => {
    const parser = createSseParser();
    expect(parser.push('eve')).toEqual([]);
    expect(parser.push('nt: del')).toEqual([]);
    expect(parser.push('ta\ndata: {"te')).toEqual([]);
    expect(parser.push('xt":"x"}\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'delta', id: null, data: '{"text":"x"}' }]);
  });

  it('takes CRLF and CR line ends, also a CRLF split between two chunks', () => {
    expect(parse('event: a\r\ndata: 1\r\n\r\n', 'event: b\rdata: 2\r\r')).toEqual([
      { event: 'a', id: null, data: '1' },
      { event: 'b', id: null, data: '2' },
    ]);
    // "\r" ends one chunk and "\n" starts the next: one line end, not a blank line.
    expect(parse('data: x\r', '\ndata: y\r\n\r\n')).toEqual([{ event: 'message', id: null, data: 'x\ny' }]);
  });

  it('ignores comments, retry and unknown fields, and drops one space after the colon only', () => {
    expect(parse(': keep-alive\n\n:another\nretry: 3000\nfoo: bar\nevent: delta\ndata:  two spaces\ndata:none\ndata\n\n')).toEqual([
      { event: 'delta', id: null, data: ' two spaces\nnone\n' },
    ]);
  });

  it('dispatches nothing for an event without data, nor for an unfinished one at the end', () => {
    expect(parse('event: ping\n\n', 'event: delta\ndata: {"text":"cut"}')).toEqual([]);
  });

  it('drops a byte-order mark at the very start only', () => {
    expect(parse('\uFEFFdata: a\n\n', '\uFEFFdata: b\n\n').map((e) => e.data)).toEqual(['a']);
  });

  it('remembers the last id, even before its event is complete', () => {
    const parser = createSseParser();
    parser.push('id: 12\ndata: {"text":"x"}');
    expect(parser.lastEventId()).toBe('12');
  });
});

describe('code points', () => {
  it('count as the server does ([...text].length)', () => {
    expect(codePointLength('')).toBe(0);
    expect(codePointLength('سهم')).toBe(3);
    expect(codePointLength('a😀b')).toBe(3);
    expect('a😀b'.length).toBe(4);
  });
});
