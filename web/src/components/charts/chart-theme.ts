import { alpha, type Theme } from '@mui/material/styles';
import { ColorType, type DeepPartial, type ChartOptions } from 'lightweight-charts';
import { formatInteger, formatPrice, numberLocale } from '../../lib/format';

export interface ChartColors {
  up: string;
  down: string;
  upVolume: string;
  downVolume: string;
  sma20: string;
  sma50: string;
  /** Colours for unrelated lines (index comparisons), in order. */
  series: readonly string[];
}

/** Series colours shared by the charts: rises and falls in the theme's gain and loss colours. */
export function chartColorsOf(theme: Theme): ChartColors {
  const { gain, loss, primary, secondary } = theme.palette;
  return {
    up: gain.main,
    down: loss.main,
    upVolume: alpha(gain.main, 0.45),
    downVolume: alpha(loss.main, 0.45),
    sma20: secondary.main,
    sma50: '#1565c0',
    series: [primary.main, secondary.main, '#6a1b9a', '#1565c0', '#ef6c00'],
  };
}

/**
 * Options every chart shares. Time runs left to right in both languages (as on the
 * exchanges' own Arabic charts); labels use the page's language with Latin digits. The library's
 * own attribution logo is off: it inserts a `<style>` the page's Content-Security-Policy refuses
 * (no nonce), and the credit its licence asks for is the link every chart shows beneath it
 * (`ChartAttribution`).
 */
export function baseChartOptions(theme: Theme, language: string, valueFormatter?: (value: number) => string): DeepPartial<ChartOptions> {
  return {
    autoSize: true,
    layout: {
      background: { type: ColorType.Solid, color: theme.palette.background.paper },
      textColor: theme.palette.text.secondary,
      fontFamily: theme.typography.fontFamily,
      fontSize: 11,
      attributionLogo: false,
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
