/**
 * The address of a stock's page (route `/stock/:stock`). Shared pieces (stock cells, search,
 * heatmap tiles) link to it without importing the router or the market feature.
 */
export function stockPath(id: number | string): string {
  return `/stock/${encodeURIComponent(String(id))}`;
}
