import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import { useTranslation } from 'react-i18next';
import type { FollowState } from '../api/stream';
import { formatMomentIn, zoneOf } from '../lib/format-time';
import { AnswerText } from './AnswerText';
import type { AnswerSource, Market, MessageStatus } from '../types';

export interface AnswerView {
  status: MessageStatus;
  answer: string;
  source?: AnswerSource | null;
  failure?: string | null;
  balance_refunded: boolean;
  disclaimer: string;
  data_as_of?: string | null;
  /** The market of the stock asked about: the zone the data time is shown in (Riyadh when unknown). */
  market?: Market | null;
}

/**
 * Eva's answer: its source ("automatic analysis" for the built-in offline analyst), the text as
 * it grows (a comparison's `| … |` lines as a table), the time of the data it rests on, and the regulatory disclaimer; or why it failed
 * and whether the question was given back.
 */
export function AnswerCard({ view, follow, onReconnect }: { view: AnswerView; follow?: FollowState; onReconnect?: () => void }) {
  const { t, i18n } = useTranslation('chat');
  const streaming = view.status === 'pending' || view.status === 'answering';
  const zone = zoneOf(view.market);
  const dataTime = formatMomentIn(view.data_as_of, i18n.language, zone);
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0, bgcolor: 'background.default' }}
      data-testid="chat-answer"
      data-status={view.status}
      aria-busy={streaming}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <AutoAwesomeOutlinedIcon color="primary" fontSize="small" />
        <Typography variant="subtitle2" component="span">
          {t('common.appName')}
        </Typography>
        {view.source && (
          <Chip
            size="small"
            variant="outlined"
            color={view.source === 'automatic' ? 'default' : 'primary'}
            label={view.source === 'automatic' ? t('message.automatic') : t('message.model')}
            data-testid="chat-answer-source"
            data-source={view.source}
          />
        )}
      </Stack>
      {streaming && !view.answer && (
        <Box data-testid="chat-answer-thinking" role="status">
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('message.thinking')}
          </Typography>
          <LinearProgress />
        </Box>
      )}
      {view.answer && (
        <AnswerText
          answer={view.answer}
          end={
            streaming && (
              <Box
                component="span"
                aria-hidden
                sx={{ display: 'inline-block', width: '0.5em', height: '1em', ml: 0.25, verticalAlign: 'text-bottom', bgcolor: 'primary.main', opacity: 0.6 }}
              />
            )
          }
        />
      )}
      {streaming && follow === 'reconnecting' && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }} role="status" data-testid="chat-answer-reconnecting">
          {t('message.reconnecting')}
        </Typography>
      )}
      {streaming && follow === 'lost' && (
        <Alert
          severity="warning"
          sx={{ mt: 1 }}
          data-testid="chat-answer-lost"
          action={
            onReconnect && (
              <Button color="inherit" size="small" onClick={onReconnect}>
                {t('message.reconnect')}
              </Button>
            )
          }
        >
          {t('message.lost')}
        </Alert>
      )}
      {view.status === 'failed' && (
        <Alert severity="error" sx={{ mt: view.answer ? 1 : 0 }} data-testid="chat-answer-failure">
          {view.failure || t('message.failed')}
          {view.balance_refunded && (
            <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="chat-answer-refunded">
              {t('message.refunded')}
            </Typography>
          )}
        </Alert>
      )}
      {(view.answer || view.status === 'answered') && (
        <Box sx={{ mt: 1.5, pt: 1, borderTop: 1, borderColor: 'divider' }}>
          {dataTime && (
            <Typography variant="caption" color="text.secondary" component="p" data-testid="chat-answer-data-time">
              {t('message.dataAsOf', { time: dataTime, zone: t(zone === 'America/New_York' ? 'message.zone.newYork' : 'message.zone.riyadh') })}
            </Typography>
          )}
          {view.disclaimer && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }} data-testid="chat-answer-disclaimer">
              {view.disclaimer}
            </Typography>
          )}
        </Box>
      )}
    </Paper>
  );
}
