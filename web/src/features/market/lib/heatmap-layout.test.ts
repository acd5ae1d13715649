import { describe, expect, it } from 'vitest';
import { heatColor, squarify, type HeatColors, type Rect } from './heatmap-layout';

const bounds: Rect = { x: 0, y: 0, width: 600, height: 400 };
const area = (r: Rect) => r.width * r.height;

describe('heatmap layout (squarified treemap)', () => {
  const items = [
    { id: 'a', cap: 6 },
    { id: 'b', cap: 6 },
    { id: 'c', cap: 4 },
    { id: 'd', cap: 3 },
    { id: 'e', cap: 2 },
    { id: 'f', cap: 2 },
    { id: 'g', cap: 1 },
  ];
  const tiles = squarify(items, (i) => i.cap, bounds);

  it('gives every sized item a tile whose area is proportional to its value', () => {
    expect(tiles).toHaveLength(items.length);
    const total = items.reduce((s, i) => s + i.cap, 0);
    for (const tile of tiles) expect(area(tile)).toBeCloseTo((tile.item.cap / total) * area(bounds), 6);
  });

  it('fills the bounds exactly, with no overlap and nothing outside', () => {
    expect(tiles.reduce((s, t) => s + area(t), 0)).toBeCloseTo(area(bounds), 6);
    for (const t of tiles) {
      expect(t.x).toBeGreaterThanOrEqual(-1e-9);
      expect(t.y).toBeGreaterThanOrEqual(-1e-9);
      expect(t.x + t.width).toBeLessThanOrEqual(bounds.width + 1e-9);
      expect(t.y + t.height).toBeLessThanOrEqual(bounds.height + 1e-9);
    }
    for (let i = 0; i < tiles.length; i++) {
      for (let j = i + 1; j < tiles.length; j++) {
        const [a, b] = [tiles[i]!, tiles[j]!];
        const overlapX = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
        const overlapY = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
        expect(overlapX <= 1e-6 || overlapY <= 1e-6, `${a.item.id} overlaps ${b.item.id}`).toBe(true);
      }
    }
  });

  it('places the largest first and keeps tiles reasonably square', () => {
    expect(tiles[0]!.item.id).toBe('a');
    for (const t of tiles) expect(Math.max(t.width / t.height, t.height / t.width)).toBeLessThan(4);
  });

  it('skips items without a positive value and copes with nothing to lay out', () => {
    const out = squarify([{ v: 5 }, { v: 0 }, { v: null }, { v: -2 }], (i) => i.v, bounds);
    expect(out).toHaveLength(1);
    expect(area(out[0]!)).toBeCloseTo(area(bounds));
    expect(squarify([], () => 1, bounds)).toEqual([]);
    expect(squarify([{ v: 1 }], (i) => i.v, { x: 0, y: 0, width: 0, height: 100 })).toEqual([]);
  });

  it('respects an offset origin (nested sector boxes)', () => {
    const inner = squarify([{ v: 1 }, { v: 1 }], (i) => i.v, { x: 100, y: 50, width: 200, height: 100 });
    expect(inner.map((t) => [t.x, t.y, t.width, t.height])).toEqual([
      [100, 50, 100, 100],
      [200, 50, 100, 100],
    ]);
  });
});

describe('heat colour', () => {
  const colors: HeatColors = { neutral: '#5b6570', gain: '#1b8a4b', loss: '#c62828' };

  it('is grey for no change and saturates at ±3 %', () => {
    expect(heatColor(0, colors)).toBe('#5b6570');
    expect(heatColor(null, colors)).toBe('#5b6570');
    expect(heatColor(3, colors)).toBe('#1b8a4b');
    expect(heatColor(12, colors)).toBe('#1b8a4b');
    expect(heatColor(-3, colors)).toBe('#c62828');
    expect(heatColor(-7.5, colors)).toBe('#c62828');
  });

  it('deepens with the size of the move', () => {
    expect(heatColor(1.5, colors)).toBe('#3b785e');
    expect(heatColor(-1.5, colors)).not.toBe(heatColor(-0.5, colors));
  });
});
