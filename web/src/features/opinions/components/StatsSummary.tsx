import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ChangeText } from '../../../components/ChangeText';
import { KeyFigure } from '../../../components/KeyFigure';
import { formatPercent } from '../../../lib/format';
import type { OpinionStats } from '../types';

/** Fewer decided opinions than this and the range is called out as wide. */
const FEW = 20;

/**
 * A record as it must always be shown: the success rate with the number of decided opinions and
 * its 95% range, so a rate from three opinions never looks like one from three hundred.
 */
export function StatsSummary({ stats, compact = false }: { stats: OpinionStats; compact?: boolean }) {
  const { t, i18n } = useTranslation('opinions');
  const lang = i18n.language;
  const rate = stats.success_rate_percent;
  if (rate === null || rate === undefined) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="opinion-stats">
        {t('stats.noneDecided')}
        {stats.pending > 0 && ` · ${t('stats.pending', { count: stats.pending })}`}
      </Typography>
    );
  }
  const hours = stats.average_hours_to_decision ?? null;
  const time = hours === null ? '—' : hours >= 48 ? t('stats.days', { count: Math.round(hours / 24) }) : t('stats.hours', { count: hours });
  return (
    <Box data-testid="opinion-stats" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: compact ? '1fr 1fr' : 'repeat(auto-fit, minmax(150px, 1fr))', gap: 1.5 }}>
        <KeyFigure
          label={t('stats.rate')}
          detail={t('stats.interval', { low: formatPercent(stats.interval_low_percent, lang), high: formatPercent(stats.interval_high_percent, lang) })}
          testId="opinion-success-rate"
        >
          {t('stats.rateValue', { rate: formatPercent(rate, lang), count: stats.resolved })}
        </KeyFigure>
        <KeyFigure label={t('stats.averageReturn')}>
          <ChangeText percent={stats.average_return_percent ?? null} variant="subtitle1" />
        </KeyFigure>
        {!compact && <KeyFigure label={t('stats.averageTime')}>{time}</KeyFigure>}
        {!compact && stats.pending > 0 && <KeyFigure label={t('status.pending')}>{stats.pending}</KeyFigure>}
      </Box>
      {!compact && stats.resolved < FEW && (
        <Alert severity="info" variant="outlined" sx={{ py: 0 }}>
          {t('stats.fewWarning')}
        </Alert>
      )}
    </Box>
  );
}
