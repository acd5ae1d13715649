import type { Theme } from '@mui/material/styles';
import { ColorType, type DeepPartial, type ChartOptions } from 'lightweight-charts';
import { formatInteger, formatPrice, numberLocale } from '../lib/format';

/** Series colours shared by the market charts. */
export const chartColors = {
  up: '#1b8a4b',
  down: '#c62828',
  upVolume: 'rgba(27, 138, 75, 0.45)',
  downVolume: 'rgba(198, 40, 40, 0.45)',
  sma20: '#c8962e',
  sma50: '#1565c0',
  series: ['#0b5c4d', '#c8962e', '#6a1b9a', '#1565c0', '#ef6c00'],
};

/**
 * Options every market chart shares. Time runs left to right in both languages (as on the
 * exchanges' own Arabic charts); labels use the page's language with Latin digits. The
 * TradingView attribution logo stays on: the library's licence asks for it, and it is an inline
 * SVG (nothing is fetched).
 */
export function baseChartOptions(theme: Theme, language: string, valueFormatter?: (value: number) => string): DeepPartial<ChartOptions> {
  return {
    autoSize: true,
    layout: {
      background: { type: ColorType.Solid, color: theme.palette.background.paper },
      textColor: theme.palette.text.secondary,
      fontFamily: theme.typography.fontFamily,
      fontSize: 11,
      attributionLogo: true,
    },
    localization: {
      locale: numberLocale(language),
      priceFormatter: valueFormatter ?? ((value: number) => formatPrice(value, language)),
    },
    grid: {
      vertLines: { color: theme.palette.divider },
      horzLines: { color: theme.palette.divider },
    },
    rightPriceScale: { borderVisible: false },
    timeScale: { borderVisible: false },
    handleScroll: { vertTouchDrag: false },
  };
}

export const volumeFormatter = (language: string) => (value: number) => formatInteger(value, language);
