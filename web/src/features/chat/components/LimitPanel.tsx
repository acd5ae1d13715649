import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUpgradePlan } from '../api/balance';
import { formatCountdown } from '../lib/countdown';
import type { ChatBalance } from '../types';
import { TrialButton } from './TrialButton';
import { useCountdown } from './use-countdown';

/**
 * The free balance is used up (remaining 0, or the server answered 999): a live countdown to
 * when it comes back, the upgrade to a chat plan, and the free trial when it is still unused.
 */
export function LimitPanel({ balance, onReset }: { balance: ChatBalance | undefined; onReset: () => void }) {
  const { t } = useTranslation('chat');
  const left = useCountdown(balance?.resets_at, onReset);
  const plan = useUpgradePlan(true);
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 2.5 }, borderColor: 'warning.main', minWidth: 0 }}
      data-testid="chat-limit"
      role="region"
      aria-label={t('limit.title')}
    >
      <Stack spacing={1.5}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <HourglassTopIcon color="warning" />
          <Typography variant="h6" component="h2" sx={{ fontSize: 18 }}>
            {t('limit.title')}
          </Typography>
        </Box>
        {balance && (
          <Typography>
            {t('limit.body')}{' '}
            <Box
              component="bdi"
              dir="ltr"
              sx={{ fontWeight: 700, fontSize: 20, fontVariantNumeric: 'tabular-nums' }}
              data-testid="chat-countdown"
              role="timer"
              aria-live="off"
            >
              {formatCountdown(left)}
            </Box>
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
          <Button
            variant="contained"
            component={RouterLink}
            to={plan.data ? `/chat-payment/${plan.data.id}` : '/subscription'}
            disabled={plan.isPending}
            data-testid="chat-upgrade"
          >
            {t('limit.upgrade')}
          </Button>
          {balance?.trial_available && <TrialButton days={balance.trial_days} />}
        </Box>
      </Stack>
    </Paper>
  );
}
