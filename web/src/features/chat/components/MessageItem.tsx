import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFollowAnswer } from '../api/stream';
import type { ChatMessage, ChatQuestions } from '../types';
import { AnswerCard } from './AnswerCard';
import { stockLabel } from '../../../lib/format';

/** One question (with what it was asked about) and Eva's answer, followed live while it is written. */
export function MessageItem({ message, options }: { message: ChatMessage; options: Pick<ChatQuestions, 'terms' | 'intervals'> | undefined }) {
  const { t } = useTranslation('chat');
  const follow = useFollowAnswer(message);
  const details = [
    message.stock ? stockLabel(message.stock) : null,
    message.compare_stock ? t('message.vs', { name: stockLabel(message.compare_stock) }) : null,
    message.interval ? (options?.intervals.find((o) => o.key === message.interval)?.label ?? message.interval) : null,
    message.term ? (options?.terms.find((o) => o.key === message.term)?.label ?? message.term) : null,
  ].filter((part): part is string => Boolean(part));
  return (
    <Stack spacing={1} data-testid={`chat-message-${message.id}`} data-status={message.status} sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-start' }}>
        <Paper
          elevation={0}
          sx={{ px: 2, py: 1.25, maxWidth: { xs: '100%', sm: '85%' }, minWidth: 0, bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 3 }}
        >
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }} dir="auto" data-testid="chat-message-question">
            {message.question}
          </Typography>
          <Typography variant="caption" component="p" sx={{ opacity: 0.85, overflowWrap: 'anywhere' }}>
            {details.join(' · ')}
          </Typography>
        </Paper>
      </Box>
      <AnswerCard view={{ ...message, market: message.stock?.market }} follow={follow.state} onReconnect={follow.reconnect} />
    </Stack>
  );
}
