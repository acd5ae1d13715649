import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import AllInclusiveIcon from '@mui/icons-material/AllInclusive';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { useTranslation } from 'react-i18next';
import { formatMomentIn } from '../lib/format-time';
import type { ChatBalance } from '../types';
import { TrialButton } from './TrialButton';

/** What the user may still ask: "2 of 3 questions left today", or unlimited (plan, or trial until …). */
export function BalanceBar({ balance, showTrial }: { balance: ChatBalance; showTrial: boolean }) {
  const { t, i18n } = useTranslation('chat');
  const unlimited = balance.remaining === null || balance.remaining === undefined;
  const label = unlimited
    ? balance.kind === 'trial' && balance.trial_ends_at
      ? t('balance.trialUntil', { date: formatMomentIn(balance.trial_ends_at, i18n.language, 'Asia/Riyadh') ?? '' })
      : t('balance.unlimited')
    : t('balance.remaining', { count: balance.remaining ?? 0, limit: balance.daily_limit ?? 0 });
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', justifyContent: 'space-between' }}
      data-testid="chat-balance"
      data-kind={balance.kind}
      data-remaining={balance.remaining ?? 'unlimited'}
    >
      <Chip
        icon={unlimited ? <AllInclusiveIcon /> : <ChatBubbleOutlineIcon />}
        color={unlimited ? 'success' : balance.remaining === 0 ? 'warning' : 'default'}
        variant="outlined"
        sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 } }}
        label={
          <Typography variant="body2" component="span" data-testid="chat-balance-text">
            {label}
          </Typography>
        }
      />
      {showTrial && balance.trial_available && <TrialButton days={balance.trial_days} variant="text" />}
    </Box>
  );
}
