import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MarketBreadth } from '../api/get-market-indicators';
import { formatDay, formatInteger, formatPercent } from '../../../lib/format';
import { KeyFigure } from '../../../components/KeyFigure';

function share(count: number, total: number): number {
  return total > 0 ? (count / total) * 100 : 0;
}

/**
 * A market's breadth on its last day: how many stocks rose and fell, how many trade above their
 * 50- and 200-day averages, and the new 52-week highs and lows.
 */
export function BreadthSummary({ breadth }: { breadth: MarketBreadth }) {
  const { t, i18n } = useTranslation('market');
  const lang = i18n.language;
  const n = (value: number) => formatInteger(value, lang);
  const parts = [
    { key: 'advancers', count: breadth.advancers, color: 'gain.main' },
    { key: 'unchanged', count: breadth.unchanged, color: 'grey.400' },
    { key: 'decliners', count: breadth.decliners, color: 'loss.main' },
  ] as const;
  const counted = breadth.advancers + breadth.unchanged + breadth.decliners;
  const above50 = share(breadth.above_sma50, breadth.total);
  const above200 = share(breadth.above_sma200, breadth.total);

  return (
    <Box data-testid="breadth-summary">
      <Typography variant="caption" color="text.secondary">
        {t('breadth.asOf', { date: formatDay(breadth.date, lang) })}
      </Typography>
      <Box
        role="img"
        aria-label={`${t('breadth.split')}: ${parts.map((p) => `${t(`breadth.${p.key}`)} ${n(p.count)}`).join('، ')}`}
        sx={{ display: 'flex', height: 12, borderRadius: 6, overflow: 'hidden', my: 1, bgcolor: 'grey.200' }}
      >
        {parts.map((part) => (
          <Box key={part.key} sx={{ width: `${share(part.count, counted)}%`, bgcolor: part.color }} />
        ))}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, mb: 2 }}>
        {parts.map((part) => (
          <Box key={part.key}>
            <Typography variant="caption" color="text.secondary" component="div">
              {t(`breadth.${part.key}`)}
            </Typography>
            <Typography sx={{ fontWeight: 700, color: part.key === 'unchanged' ? 'text.primary' : part.color }}>{n(part.count)}</Typography>
          </Box>
        ))}
      </Box>
      {[
        { key: 'aboveSma50', value: above50, count: breadth.above_sma50 },
        { key: 'aboveSma200', value: above200, count: breadth.above_sma200 },
      ].map((row) => (
        <Box key={row.key} sx={{ mb: 1.5 }} data-testid={`breadth-${row.key}`}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="body2">{t(`breadth.${row.key as 'aboveSma50' | 'aboveSma200'}`)}</Typography>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              <bdi>{formatPercent(row.value, lang)}</bdi>
            </Typography>
          </Box>
          <LinearProgress variant="determinate" value={row.value} sx={{ height: 6, borderRadius: 3, my: 0.5 }} aria-hidden="true" />
          <Typography variant="caption" color="text.secondary">
            {t('breadth.ofTotal', { stocks: n(row.count), count: breadth.total })}
          </Typography>
        </Box>
      ))}
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <KeyFigure variant="h6" label={t('breadth.newHighs')}>
          <bdi>{n(breadth.new_highs)}</bdi>
        </KeyFigure>
        <KeyFigure variant="h6" label={t('breadth.newLows')}>
          <bdi>{n(breadth.new_lows)}</bdi>
        </KeyFigure>
      </Box>
    </Box>
  );
}
