import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { useTranslation } from 'react-i18next';
import { clockMessage, readClock, slaFlags } from '../lib/sla-clock';
import type { AnalysisRequestView } from '../types';
import { useNow } from './use-now';

const colourOf = {
  notStarted: 'text.secondary',
  left: 'text.primary',
  overdue: 'error.main',
  deliveredOnTime: 'success.main',
  deliveredLate: 'warning.dark',
} as const;

/**
 * The 72-hour clock of a request: time left until due, how late, or how it was delivered. With
 * `flags`, also the reminder, escalation and breach that reviewers and staff watch.
 */
export function SlaClock({ request, flags = false, testId }: { request: AnalysisRequestView; flags?: boolean; testId?: string }) {
  const { t } = useTranslation('stock_analysis');
  const now = useNow();
  const reading = readClock(request, now);
  const { key } = clockMessage(reading);
  // The hours and the minutes are each counted in words («ساعتان», «5 دقائق») inside the sentence.
  const text =
    reading.kind === 'left' || reading.kind === 'overdue'
      ? t(`clock.${reading.kind}`, { hours: t('clock.hours', { count: reading.hours }), minutes: t('clock.minutes', { count: reading.minutes }) })
      : t(key);
  const shown = flags ? slaFlags(request) : null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }} data-testid={testId}>
      <Typography
        variant="body2"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: colourOf[reading.kind], fontWeight: 600 }}
        data-clock={reading.kind}
      >
        <ScheduleIcon sx={{ fontSize: 18 }} aria-hidden="true" />
        {text}
      </Typography>
      {shown?.reminded && <Chip size="small" variant="outlined" color="warning" label={t('flags.reminded')} />}
      {shown?.escalated && <Chip size="small" variant="outlined" color="error" label={t('flags.escalated')} />}
      {shown?.breached && <Chip size="small" color="error" label={t('flags.breached')} />}
    </Box>
  );
}
