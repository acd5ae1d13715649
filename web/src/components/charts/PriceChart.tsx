import { useEffect, useMemo, useRef } from 'react';
import { useTheme } from '@mui/material/styles';
import { CandlestickSeries, createChart, HistogramSeries, LineSeries } from 'lightweight-charts';
import { useTranslation } from 'react-i18next';
import { orderedBars, simpleMovingAverage, type Bar } from '../../lib/chart-series';
import { formatDay, formatPrice } from '../../lib/format';
import { ChartFigure } from './ChartFigure';
import { summarizeBars } from './chart-summary';
import { baseChartOptions, chartColorsOf } from './chart-theme';
import { ChartAttribution, ChartLegend } from './ChartLegend';

/**
 * Candlesticks with volume underneath and the 20- and 50-bar simple moving averages on top,
 * drawn by lightweight-charts on a canvas.
 */
export function PriceChart({ bars, label }: { bars: Bar[]; label: string }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const chartColors = useMemo(() => chartColorsOf(theme), [theme]);
  const ref = useRef<HTMLDivElement>(null);
  const data = useMemo(() => {
    const ordered = orderedBars(bars);
    return {
      candles: ordered.map((b) => ({ time: b.date, open: b.open, high: b.high, low: b.low, close: b.close })),
      volume: ordered.map((b) => ({
        time: b.date,
        value: b.volume,
        color: b.close >= b.open ? chartColors.upVolume : chartColors.downVolume,
      })),
      sma20: simpleMovingAverage(ordered, 20),
      sma50: simpleMovingAverage(ordered, 50),
    };
  }, [bars, chartColors]);

  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const chart = createChart(container, baseChartOptions(theme, i18n.language));
    const candles = chart.addSeries(CandlestickSeries, {
      upColor: chartColors.up,
      downColor: chartColors.down,
      wickUpColor: chartColors.up,
      wickDownColor: chartColors.down,
      borderVisible: false,
    });
    candles.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.28 } });
    candles.setData(data.candles);

    const volume = chart.addSeries(HistogramSeries, {
      priceScaleId: 'volume',
      priceFormat: { type: 'volume' },
      lastValueVisible: false,
      priceLineVisible: false,
    });
    volume.priceScale().applyOptions({ scaleMargins: { top: 0.78, bottom: 0 } });
    volume.setData(data.volume);

    for (const [points, color] of [
      [data.sma20, chartColors.sma20],
      [data.sma50, chartColors.sma50],
    ] as const) {
      const line = chart.addSeries(LineSeries, {
        color,
        lineWidth: 2,
        lastValueVisible: false,
        priceLineVisible: false,
        crosshairMarkerVisible: false,
      });
      line.setData(points);
    }
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [data, theme, chartColors, i18n.language]);

  const summary = summarizeBars(bars);
  const language = i18n.language;
  const description = summary
    ? t('charts.priceSummary', {
        from: formatDay(summary.from, language),
        to: formatDay(summary.to, language),
        last: formatPrice(summary.last, language),
        low: formatPrice(summary.min, language),
        high: formatPrice(summary.max, language),
      })
    : t('charts.noData');

  return (
    <ChartFigure
      label={label}
      description={description}
      canvasRef={ref}
      height={{ xs: 320, md: 440 }}
      testId="price-chart"
      before={
        <ChartLegend
          items={[
            { label: t('charts.candles'), color: chartColors.up, shape: 'bar' },
            { label: t('charts.sma20'), color: chartColors.sma20 },
            { label: t('charts.sma50'), color: chartColors.sma50 },
            { label: t('charts.volume'), color: chartColors.upVolume, shape: 'bar' },
          ]}
        />
      }
      after={<ChartAttribution text={t('charts.attribution')} />}
    />
  );
}

export default PriceChart;
