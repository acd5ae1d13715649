import { describe, expect, it } from 'vitest';
import { answerBlocks, isNumericCell, tableCells, textRuns } from './answer-text';

const arabic = [
  'تحليل آلي من إيفا',
  'الراجحي (1120): السعر 107.20 SAR في 2026-11-26 15:00 (متأخر 15 دقيقة).',
  '',
  'المقارنة:',
  '|  | الراجحي (1120) | أرامكو السعودية (2222) |',
  '| السعر | 107.20 SAR | 24.62 SAR |',
  '| بتاريخ | 2026-11-26 | 2026-11-26 |',
  '| شهر | +1.89% | -0.49% |',
  '| سنة | — | — |',
  'على مدى سنة، أداء أرامكو السعودية (2222) أفضل من الراجحي (1120).',
].join('\n');

const english = [
  'Automatic analysis by Eva',
  'Apple Inc. (AAPL): price 316.83 USD.',
  '',
  'Comparison:',
  '|  | Apple Inc. (AAPL) | Microsoft (MSFT) |',
  '| Price | 316.83 USD | 484.31 USD |',
  '| Year | -32.71% | -24.68% |',
].join('\n');

describe('an answer’s tables', () => {
  it('turns an Arabic comparison in the middle of the text into a table, the text around it kept', () => {
    expect(answerBlocks(arabic)).toEqual([
      { kind: 'text', text: 'تحليل آلي من إيفا\nالراجحي (1120): السعر 107.20 SAR في 2026-11-26 15:00 (متأخر 15 دقيقة).\n\nالمقارنة:' },
      {
        kind: 'table',
        header: ['', 'الراجحي (1120)', 'أرامكو السعودية (2222)'],
        rows: [
          ['السعر', '107.20 SAR', '24.62 SAR'],
          ['بتاريخ', '2026-11-26', '2026-11-26'],
          ['شهر', '+1.89%', '-0.49%'],
          ['سنة', '—', '—'],
        ],
      },
      { kind: 'text', text: 'على مدى سنة، أداء أرامكو السعودية (2222) أفضل من الراجحي (1120).' },
    ]);
  });

  it('reads an English table that ends the answer', () => {
    const blocks = answerBlocks(english);
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toEqual({ kind: 'text', text: 'Automatic analysis by Eva\nApple Inc. (AAPL): price 316.83 USD.\n\nComparison:' });
    expect(blocks[1]).toEqual({
      kind: 'table',
      header: ['', 'Apple Inc. (AAPL)', 'Microsoft (MSFT)'],
      rows: [
        ['Price', '316.83 USD', '484.31 USD'],
        ['Year', '-32.71%', '-24.68%'],
      ],
    });
  });

  it('keeps text without tables as one block, blank lines and all', () => {
    expect(answerBlocks('First paragraph.\n\nSecond paragraph.')).toEqual([{ kind: 'text', text: 'First paragraph.\n\nSecond paragraph.' }]);
    expect(answerBlocks('')).toEqual([]);
  });

  it('pads a short row, skips a Markdown rule, and leaves a line that is not a row as text', () => {
    const blocks = answerBlocks(['| | A | B |', '|---|---|---|', '| Price | 10 |', '| Volume | 5 | 6 | 7 |', '| broken row', 'After.'].join('\n'));
    expect(blocks).toEqual([
      {
        kind: 'table',
        header: ['', 'A', 'B', ''],
        rows: [
          ['Price', '10', '', ''],
          ['Volume', '5', '6', '7'],
        ],
      },
      { kind: 'text', text: '| broken row\nAfter.' },
    ]);
  });

  it('waits for a header and a row before it shows a table (a streaming answer)', () => {
    expect(answerBlocks('Comparison:\n|  | A | B |')).toEqual([{ kind: 'text', text: 'Comparison:\n|  | A | B |' }]);
    expect(answerBlocks('Comparison:\n|  | A | B |\n| Price | 1')).toEqual([{ kind: 'text', text: 'Comparison:\n|  | A | B |\n| Price | 1' }]);
  });

  it('reads the cells of a row line only', () => {
    expect(tableCells('  | a | b |  ')).toEqual(['a', 'b']);
    expect(tableCells('| one |')).toBeNull();
    expect(tableCells('a | b')).toBeNull();
  });

  it('tells numbers, amounts, percentages and dates from words', () => {
    for (const cell of [
      '107.20 SAR',
      '107.20 ر.س',
      '24.62 دولار',
      '+1.89%',
      '-0.49%',
      '52.49',
      '2026-11-26',
      '2026-11-26 15:00',
      '1,234.5',
      'USD 12.5',
      '١٠٧٫٢٠',
    ]) {
      expect(isNumericCell(cell), cell).toBe(true);
    }
    for (const cell of ['', '—', 'السعر', 'Price', 'الراجحي (1120)', 'Apple Inc. (AAPL)']) {
      expect(isNumericCell(cell), cell).toBe(false);
    }
  });

  it('keeps a paragraph’s dates, times and amounts whole', () => {
    expect(textRuns('الراجحي (1120): السعر 107.20 SAR في 2026-11-26 15:00 (متأخر 15 دقيقة).')).toEqual([
      { text: 'الراجحي (1120): السعر ', keep: false },
      { text: '107.20 SAR', keep: true },
      { text: ' في ', keep: false },
      { text: '2026-11-26 15:00', keep: true },
      { text: ' (متأخر 15 دقيقة).', keep: false },
    ]);
    expect(textRuns('السعر 107.20 ر.س اليوم').filter((run) => run.keep)).toEqual([{ text: '107.20 ر.س', keep: true }]);
    expect(textRuns('No figures here.')).toEqual([{ text: 'No figures here.', keep: false }]);
    expect(textRuns('')).toEqual([]);
  });
});
