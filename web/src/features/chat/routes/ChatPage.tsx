import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { QuerySection } from '../../../components/QueryStates';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiError } from '../../../lib/api-error';
import { stockQueryOptions } from '../../../shared-api/stocks';
import { useChatBalance } from '../api/balance';
import { useConversation } from '../api/conversations';
import { chatKeys } from '../api/keys';
import { useChatQuestions } from '../api/questions';
import { BalanceBar } from '../components/BalanceBar';
import { Composer } from '../components/Composer';
import { ConversationList } from '../components/ConversationList';
import { LimitPanel } from '../components/LimitPanel';
import { MessageItem } from '../components/MessageItem';
import type { PickedStock } from '../lib/ask-form';
import type { AskResult, ChatMessage, ChatQuestions } from '../types';

/** A positive whole stock id from the address (`?stock_id=`), or null. */
function stockIdFrom(value: string | null): string | null {
  return value && /^\d+$/.test(value) && Number(value) > 0 ? value : null;
}

/**
 * The stock the address names (the header search sends `/chat?stock_id=ID`), read through the
 * market module's stock API, which this module follows on the server too.
 */
function useAddressStock(stockId: string | null): PickedStock | null {
  const stock = useQuery({ ...stockQueryOptions(stockId ?? '', 'daily'), enabled: stockId !== null });
  return stockId && stock.data ? { id: stock.data.id, symbol: stock.data.symbol, name: stock.data.name } : null;
}

/**
 * `/chat/:chatId?`: the user's conversations, the open one's questions and answers (followed
 * live while written), and asking; the balance, and in place of a redirect when it is used up
 * (code 999, spec §4) a countdown to when it comes back, the upgrade and the free trial.
 */
export function ChatPage() {
  const { t } = useTranslation('chat');
  useDocumentTitle(t('screens.chat'));
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const params = useParams();
  const chatId = params.chatId ?? null;
  const [search] = useSearchParams();
  const addressStockId = stockIdFrom(search.get('stock_id'));
  const addressStock = useAddressStock(addressStockId);
  const questions = useChatQuestions();
  const balance = useChatBalance();
  const conversation = useConversation(chatId);
  const [limitHit, setLimitHit] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const currentBalance = balance.data;
  const remaining = currentBalance?.remaining ?? null;
  // Unlimited (plan, trial) is never limited; a free balance at 0, or a 999 just answered, is.
  const limited = currentBalance ? remaining !== null && (remaining <= 0 || limitHit) : limitHit;

  const onAsked = (result: AskResult) => {
    setLimitHit(false);
    if (result.chat_id !== chatId) navigate(`/chat/${encodeURIComponent(result.chat_id)}`);
  };
  const onLimit = () => {
    setLimitHit(true);
    void queryClient.invalidateQueries({ queryKey: chatKeys.balance });
  };
  const onReset = () => {
    setLimitHit(false);
    void queryClient.invalidateQueries({ queryKey: chatKeys.balance });
  };

  const list = <ConversationList currentChatId={chatId} onPick={() => setDrawerOpen(false)} />;
  const notFound = isApiError(conversation.error) && conversation.error.status === 404;
  const messages = conversation.data?.messages ?? [];
  const last = messages[messages.length - 1];
  const initialStock: PickedStock | null = addressStockId ? addressStock : (conversation.data?.stock ?? null);

  return (
    <Stack spacing={2} data-testid="chat-page" sx={{ minWidth: 0 }}>
      <PageHeader title={t('screens.chat')} subtitle={t('page.subtitle')}>
        {narrow && (
          <Button variant="outlined" startIcon={<ForumOutlinedIcon />} onClick={() => setDrawerOpen(true)} data-testid="chat-conversations-open">
            {t('list.open')}
          </Button>
        )}
        <Button component={RouterLink} to="/chat-test" startIcon={<ScienceOutlinedIcon />} data-testid="chat-test-link">
          {t('page.tryTest')}
        </Button>
      </PageHeader>
      {currentBalance && <BalanceBar balance={currentBalance} showTrial={!limited} />}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '280px minmax(0, 1fr)' }, alignItems: 'start' }}>
        {!narrow && (
          <Paper variant="outlined" component="aside" sx={{ p: 1.5, minWidth: 0, position: 'sticky', top: 16 }}>
            {list}
          </Paper>
        )}
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          {chatId === null ? (
            <Typography color="text.secondary" data-testid="chat-empty">
              {initialStock ? t('page.emptyWithStock', { name: `${initialStock.name} (${initialStock.symbol})` }) : t('page.empty')}
            </Typography>
          ) : notFound ? (
            <Alert
              severity="warning"
              data-testid="chat-not-found"
              action={
                <Button color="inherit" size="small" component={RouterLink} to="/chat">
                  {t('page.newChat')}
                </Button>
              }
            >
              {t('page.notFound')}
            </Alert>
          ) : (
            <QuerySection query={conversation} loadingHeight={240}>
              {(data) => <Messages messages={data.messages} options={questions.data} />}
            </QuerySection>
          )}
          {limited && <LimitPanel balance={currentBalance} onReset={onReset} />}
          <QuerySection query={questions} loadingHeight={200}>
            {(data) =>
              (chatId === null || conversation.isSuccess) && (
                <Composer
                  questions={data}
                  initialStock={initialStock}
                  initialTerm={last?.term ?? null}
                  initialInterval={last?.interval ?? null}
                  conversation={conversation.data?.stock ? { chatId: conversation.data.chat_id, stockId: conversation.data.stock.id } : null}
                  locked={limited}
                  onAsked={onAsked}
                  onLimit={onLimit}
                />
              )
            }
          </QuerySection>
        </Stack>
      </Box>
      {narrow && (
        <Drawer anchor="left" open={drawerOpen} onClose={() => setDrawerOpen(false)} slotProps={{ paper: { sx: { width: 'min(320px, 85vw)', p: 1.5 } } }}>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <IconButton onClick={() => setDrawerOpen(false)} aria-label={t('list.close')} size="small">
              <CloseIcon />
            </IconButton>
          </Box>
          {list}
        </Drawer>
      )}
    </Stack>
  );
}

/** The conversation's questions and answers, oldest first; the view follows a new question. */
function Messages({ messages, options }: { messages: ChatMessage[]; options: ChatQuestions | undefined }) {
  const end = useRef<HTMLDivElement>(null);
  const count = messages.length;
  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView?.({ block: 'end', behavior: 'smooth' });
  }, [count]);
  return (
    <Stack spacing={3} data-testid="chat-messages" sx={{ minWidth: 0 }}>
      {messages.map((message) => (
        <MessageItem key={message.id} message={message} options={options} />
      ))}
      <div ref={end} />
    </Stack>
  );
}

export default ChatPage;
