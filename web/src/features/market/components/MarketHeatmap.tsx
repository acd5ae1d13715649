import { memo, useMemo, useRef } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';
import { useMarketHeatmap, type HeatmapSector, type HeatmapStock } from '../api/get-market-heatmap';
import { formatChangePercent } from '../../../lib/format';
import { heatColor, HEAT_SATURATION_PERCENT, squarify, type Tile } from '../lib/heatmap-layout';
import { useElementWidth } from '../lib/use-element-width';
import { useHeatColors } from '../lib/use-heat-colors';
import { marketPaths } from '../paths';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/QueryStates';

const SECTOR_HEADER_PX = 18;
const GAP_PX = 2;

function heightFor(width: number): number {
  if (width < 480) return 460;
  if (width < 900) return 420;
  return 480;
}

function sectorSize(sector: HeatmapSector): number {
  if (sector.market_cap && sector.market_cap > 0) return sector.market_cap;
  return sector.stocks.reduce((sum, stock) => sum + (stock.market_cap ?? 0), 0);
}

/**
 * One stock tile, labelled when there is room; a click opens its stock. Tiles are the picture only
 * (many are far smaller than a finger): keyboards and screen readers use HeatmapTable's links.
 */
const StockTile = memo(function StockTile({ tile, language }: { tile: Tile<HeatmapStock>; language: string }) {
  const { item: stock, x, y, width, height } = tile;
  const colors = useHeatColors();
  const navigate = useNavigate();
  const change = formatChangePercent(stock.change_percent, language);
  const label = `${stock.name} (${stock.symbol}) ${change}`;
  const showSymbol = width >= 34 && height >= 20;
  const showChange = width >= 46 && height >= 36;
  return (
    <Box
      onClick={() => navigate(marketPaths.stock(stock.id))}
      title={label}
      data-testid="heatmap-stock"
      style={{
        insetInlineStart: x,
        top: y,
        width: Math.max(width - GAP_PX, 0),
        height: Math.max(height - GAP_PX, 0),
        backgroundColor: heatColor(stock.change_percent, colors),
      }}
      sx={{
        position: 'absolute',
        color: '#fff',
        cursor: 'pointer',
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        lineHeight: 1.15,
        borderRadius: '2px',
        fontSize: width > 110 && height > 60 ? 14 : 11,
        transition: 'filter 120ms',
        '&:hover': { filter: 'brightness(1.15)' },
      }}
    >
      {showSymbol && (
        <Box component="span" sx={{ fontWeight: 700 }} dir="ltr">
          {stock.symbol}
        </Box>
      )}
      {showChange && (
        <Box component="bdi" dir="ltr" sx={{ opacity: 0.95 }}>
          {change}
        </Box>
      )}
    </Box>
  );
});

function SectorBox({ tile, language }: { tile: Tile<HeatmapSector>; language: string }) {
  const { item: sector, x, y, width, height } = tile;
  const header = height > 44 && width > 50 ? SECTOR_HEADER_PX : 0;
  const stocks = useMemo(
    () => squarify(sector.stocks, (s) => s.market_cap, { x: 0, y: 0, width, height: height - header - GAP_PX }),
    [sector.stocks, width, height, header],
  );
  const change = formatChangePercent(sector.change_percent, language);
  return (
    <Box
      style={{ insetInlineStart: x, top: y, width: Math.max(width - GAP_PX, 0), height: Math.max(height - GAP_PX, 0) }}
      sx={{ position: 'absolute', bgcolor: '#263238', overflow: 'hidden', borderRadius: '3px' }}
    >
      {header > 0 && (
        <Box
          title={`${sector.name} ${change}`}
          sx={{
            height: header,
            px: 0.5,
            color: '#eceff1',
            fontSize: 11,
            lineHeight: `${header}px`,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {sector.name} <bdi dir="ltr">{change}</bdi>
        </Box>
      )}
      <Box sx={{ position: 'absolute', insetInlineStart: GAP_PX / 2, top: header, insetInlineEnd: 0, bottom: 0 }}>
        {stocks.map((stockTile) => (
          <StockTile key={stockTile.item.id} tile={stockTile} language={language} />
        ))}
      </Box>
    </Box>
  );
}

/** Colour key: seven steps from −3 % to +3 %, in the reading direction. */
function HeatLegend({ language }: { language: string }) {
  const { t } = useTranslation('market');
  const colors = useHeatColors();
  const steps = [-3, -2, -1, 0, 1, 2, 3].map((n) => (n * HEAT_SATURATION_PERCENT) / 3);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 1 }} aria-hidden="true">
      <Typography variant="caption" color="text.secondary">
        {t('heatmap.legend')}
      </Typography>
      <Box sx={{ display: 'flex' }}>
        {steps.map((step) => (
          <Box key={step} sx={{ width: 44, py: 0.25, bgcolor: heatColor(step, colors), color: '#fff', fontSize: 10, textAlign: 'center' }}>
            <bdi dir="ltr">{formatChangePercent(step, language, 0)}</bdi>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The heatmap's tiles as a table for screen readers and keyboards: each stock (a link to its page),
 * its sector and its day's change. Out of sight until a link in it takes the focus.
 */
export function HeatmapTable({ sectors, caption, language }: { sectors: readonly HeatmapSector[]; caption: string; language: string }) {
  const { t } = useTranslation('market');
  const shown = {
    position: 'static',
    width: 'auto',
    height: 'auto',
    margin: 0,
    mt: 2,
    overflow: 'visible',
    whiteSpace: 'normal',
    clip: 'auto',
    clipPath: 'none',
  } as const;
  return (
    <Box sx={{ ...visuallyHidden, '&:focus-within': shown }} data-testid="heatmap-table">
      <Box
        component="table"
        sx={{ borderCollapse: 'collapse', '& th, & td': { textAlign: 'start', px: 1, py: 0.5 }, '& a': { display: 'inline-block', minHeight: 24 } }}
      >
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('heatmap.stock')}</th>
            <th scope="col">{t('heatmap.sector')}</th>
            <th scope="col">{t('heatmap.change')}</th>
          </tr>
        </thead>
        <tbody>
          {sectors.flatMap((sector) =>
            sector.stocks.map((stock) => (
              <tr key={stock.id}>
                <th scope="row">
                  <RouterLink to={marketPaths.stock(stock.id)}>
                    {stock.name} (<bdi dir="ltr">{stock.symbol}</bdi>)
                  </RouterLink>
                </th>
                <td>{sector.name}</td>
                <td>
                  <bdi dir="ltr">{formatChangePercent(stock.change_percent, language)}</bdi>
                </td>
              </tr>
            )),
          )}
        </tbody>
      </Box>
    </Box>
  );
}

/**
 * The market heatmap: sectors, then their stocks, each sized by market cap (squarified treemap)
 * and coloured by the day's change. A click on a tile opens its stock's page; HeatmapTable says
 * the same in words.
 */
export function MarketHeatmap({ marketId, marketName }: { marketId: number; marketName: string }) {
  const { t, i18n } = useTranslation('market');
  const heatmap = useMarketHeatmap(marketId);
  const ref = useRef<HTMLDivElement>(null);
  const width = useElementWidth(ref);
  const height = heightFor(width);
  const sectors = useMemo(
    () => (heatmap.data && width > 0 ? squarify(heatmap.data.sectors, sectorSize, { x: 0, y: 0, width, height }) : []),
    [heatmap.data, width, height],
  );

  let body;
  if (heatmap.isPending) body = <LoadingBlock height={height} />;
  else if (heatmap.isError) body = <ErrorBlock error={heatmap.error} onRetry={() => void heatmap.refetch()} />;
  else if (heatmap.data.sectors.every((sector) => sector.stocks.length === 0)) body = <EmptyBlock text={t('heatmap.empty')} />;
  else
    body = (
      <>
        <Box
          aria-hidden="true"
          data-testid="market-heatmap"
          sx={{ position: 'relative', width: '100%', height, bgcolor: '#1c2428', borderRadius: 1, overflow: 'hidden' }}
        >
          {sectors.map((tile) => (
            <SectorBox key={tile.item.id ?? tile.item.name} tile={tile} language={i18n.language} />
          ))}
        </Box>
        <HeatLegend language={i18n.language} />
        <HeatmapTable sectors={heatmap.data.sectors} caption={t('heatmap.tableCaption', { market: marketName })} language={i18n.language} />
      </>
    );

  return (
    <Box ref={ref} sx={{ width: '100%', minWidth: 0 }}>
      {body}
    </Box>
  );
}
