/**
 * The market heatmap's geometry: a squarified treemap (Bruls, Huizing and van Wijk), so each
 * tile's area is proportional to its market cap and tiles stay close to square, and the colour
 * scale for a day's change. Coordinates are logical: `x` runs from the inline start (right in
 * Arabic), so the same layout serves both directions.
 */

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Tile<T> extends Rect {
  item: T;
}

/** Worst aspect ratio of a row of areas laid along a side of length `side`. */
function worstRatio(areas: readonly number[], side: number): number {
  const sum = areas.reduce((s, a) => s + a, 0);
  const max = Math.max(...areas);
  const min = Math.min(...areas);
  const side2 = side * side;
  const sum2 = sum * sum;
  return Math.max((side2 * max) / sum2, sum2 / (side2 * min));
}

/**
 * Lays items out in `bounds`, largest first, area proportional to `valueOf(item)`. Items with no
 * positive value get no tile (a stock without a market cap cannot be sized).
 */
export function squarify<T>(items: readonly T[], valueOf: (item: T) => number | null | undefined, bounds: Rect): Tile<T>[] {
  const sized = items
    .map((item) => ({ item, value: valueOf(item) ?? 0 }))
    .filter((entry) => Number.isFinite(entry.value) && entry.value > 0)
    .sort((a, b) => b.value - a.value);
  const total = sized.reduce((s, e) => s + e.value, 0);
  if (total <= 0 || bounds.width <= 0 || bounds.height <= 0) return [];

  const scale = (bounds.width * bounds.height) / total;
  const queue = sized.map((e) => ({ item: e.item, area: e.value * scale }));
  const tiles: Tile<T>[] = [];
  let free: Rect = { ...bounds };
  let row: typeof queue = [];

  const placeRow = () => {
    const sum = row.reduce((s, e) => s + e.area, 0);
    if (free.width >= free.height) {
      // A column along the inline-start side.
      const width = free.height > 0 ? sum / free.height : 0;
      let y = free.y;
      for (const entry of row) {
        const height = width > 0 ? entry.area / width : 0;
        tiles.push({ item: entry.item, x: free.x, y, width, height });
        y += height;
      }
      free = { x: free.x + width, y: free.y, width: free.width - width, height: free.height };
    } else {
      // A row along the top.
      const height = free.width > 0 ? sum / free.width : 0;
      let x = free.x;
      for (const entry of row) {
        const width = height > 0 ? entry.area / height : 0;
        tiles.push({ item: entry.item, x, y: free.y, width, height });
        x += width;
      }
      free = { x: free.x, y: free.y + height, width: free.width, height: free.height - height };
    }
    row = [];
  };

  for (const entry of queue) {
    const side = Math.min(free.width, free.height);
    if (
      row.length === 0 ||
      worstRatio([...row.map((e) => e.area), entry.area], side) <=
        worstRatio(
          row.map((e) => e.area),
          side,
        )
    ) {
      row.push(entry);
    } else {
      placeRow();
      row.push(entry);
    }
  }
  if (row.length > 0) placeRow();
  return tiles;
}

/** Changes at or beyond this many percent get the full colour. */
export const HEAT_SATURATION_PERCENT = 3;

/** The ends of the scale as `#rrggbb`, taken from the theme (palette.unchanged/gain/loss). */
export interface HeatColors {
  neutral: string;
  gain: string;
  loss: string;
}

function channels(hex: string): number[] {
  const digits = hex.replace('#', '');
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16));
}

function mix(from: string, to: string, t: number): string {
  const target = channels(to);
  return `#${channels(from)
    .map((c, i) =>
      Math.round(c + (target[i]! - c) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Tile colour: grey for no change, deepening to the gain (up) or loss (down) colour at ±3 %. */
export function heatColor(changePercent: number | null | undefined, colors: HeatColors): string {
  if (typeof changePercent !== 'number' || !Number.isFinite(changePercent) || changePercent === 0) return mix(colors.neutral, colors.neutral, 0);
  const t = Math.min(Math.abs(changePercent) / HEAT_SATURATION_PERCENT, 1);
  return mix(colors.neutral, changePercent > 0 ? colors.gain : colors.loss, t);
}
