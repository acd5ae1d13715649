/**
 * An answer's text as the card shows it: plain paragraphs, and tables where the answer writes
 * one as consecutive `| label | first | second |` lines (the offline analyst's comparison; the
 * first row is the header, its first cell empty). A table is only a table once it has a header
 * and a row: while an answer streams, a half-written line stays text until it is whole.
 */

export interface TextBlock {
  kind: 'text';
  /** The lines between tables, joined as they were (blank lines kept: they part paragraphs). */
  text: string;
}

export interface TableBlock {
  kind: 'table';
  /** The first row's cells (its first cell is usually empty: it heads the labels' column). */
  header: string[];
  /** The other rows, each as many cells as the header (a short row is padded with empty cells). */
  rows: string[][];
}

export type AnswerBlock = TextBlock | TableBlock;

/** The cells of a `| a | b |` line, or null when the line is not one. */
export function tableCells(line: string): string[] | null {
  const trimmed = line.trim();
  if (trimmed.length < 3 || !trimmed.startsWith('|') || !trimmed.endsWith('|')) return null;
  const cells = trimmed
    .slice(1, -1)
    .split('|')
    .map((cell) => cell.trim());
  return cells.length >= 2 ? cells : null;
}

/** A Markdown rule under a header (`|---|:--:|`), which a model may write: not a row. */
function isRule(cells: string[]): boolean {
  return cells.every((cell) => /^:?-{3,}:?$/.test(cell));
}

function toTable(lines: string[][]): TableBlock {
  const [header = [], ...rest] = lines;
  const width = Math.max(header.length, ...rest.map((row) => row.length));
  const pad = (cells: string[]) => [...cells, ...Array<string>(width - cells.length).fill('')];
  return { kind: 'table', header: pad(header), rows: rest.map(pad) };
}

/** Splits an answer into its text and its tables, in order. */
export function answerBlocks(answer: string): AnswerBlock[] {
  const blocks: AnswerBlock[] = [];
  let text: string[] = [];
  let table: string[][] = [];
  /** The run of `|` lines as they were, in case it is too short to be a table. */
  let raw: string[] = [];

  const flushText = () => {
    const joined = text.join('\n');
    if (joined.trim()) blocks.push({ kind: 'text', text: joined });
    text = [];
  };
  const flushTable = () => {
    if (table.length >= 2) {
      flushText();
      blocks.push(toTable(table));
    } else {
      text.push(...raw);
    }
    table = [];
    raw = [];
  };

  for (const line of answer.split('\n')) {
    const cells = tableCells(line);
    if (cells) {
      raw.push(line);
      if (!isRule(cells)) table.push(cells);
      continue;
    }
    if (raw.length > 0) flushTable();
    text.push(line);
  }
  if (raw.length > 0) flushTable();
  flushText();
  return blocks;
}

/**
 * A cell that holds a number, an amount, a percentage or a date ("107.20 SAR", "+1.89%",
 * "2026-11-26"): shown left to right, isolated, whatever the page's direction.
 */
export function isNumericCell(cell: string): boolean {
  const value = cell.trim();
  if (!value) return false;
  const digit = '[0-9\u0660-\u0669]';
  const number = new RegExp(`^[+\\-\u2212]?${digit}[0-9\u0660-\u0669.,\u066B\u066C]*\\s*(%|\u066A|[A-Z]{3}|ر\\.س|دولار)?$`);
  const amountFirst = new RegExp(`^[A-Z]{3}\\s*[+\\-\u2212]?${digit}[0-9\u0660-\u0669.,\u066B\u066C]*$`);
  const date = new RegExp(`^${digit}{4}-${digit}{2}-${digit}{2}( ${digit}{2}:${digit}{2})?$`);
  return number.test(value) || amountFirst.test(value) || date.test(value);
}

/** A piece of a paragraph; `keep`: a date, a time or an amount, never broken across two lines. */
export interface TextRun {
  text: string;
  keep: boolean;
}

/** "2026-11-26", "2026-11-26 15:00", "107.20 SAR", «107.20 ر.س»: each is one word to the line breaker. */
const unbreakable = /\d{4}-\d{2}-\d{2}(?: \d{1,2}:\d{2})?|[+\-\u2212]?\d[\d,.]* (?:[A-Z]{3}\b|ر\.س|دولار)/g;

/** Splits a paragraph so that its dates, times and amounts stay whole at a narrow width. */
export function textRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let at = 0;
  for (const match of text.matchAll(unbreakable)) {
    if (match.index > at) runs.push({ text: text.slice(at, match.index), keep: false });
    runs.push({ text: match[0], keep: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) runs.push({ text: text.slice(at), keep: false });
  return runs;
}
