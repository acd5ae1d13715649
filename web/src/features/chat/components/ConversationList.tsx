import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import AddCommentOutlinedIcon from '@mui/icons-material/AddCommentOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/Pager';
import { EmptyBlock, QuerySection } from '../../../components/QueryStates';
import { useConversations } from '../api/conversations';
import { formatMomentIn, zoneOf } from '../lib/format-time';
import { stockLabel } from '../../../lib/format';

/** The user's conversations, newest first, each opening its page; the current one is marked. */
export function ConversationList({ currentChatId, onPick }: { currentChatId: string | null; onPick?: () => void }) {
  const { t, i18n } = useTranslation('chat');
  const [page, setPage] = useState(1);
  const conversations = useConversations(page);
  return (
    <Box data-testid="chat-conversations" sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {t('list.title')}
        </Typography>
        <Button size="small" component={RouterLink} to="/chat" onClick={onPick} startIcon={<AddCommentOutlinedIcon />} data-testid="chat-new">
          {t('page.newChat')}
        </Button>
      </Box>
      <QuerySection query={conversations} loadingHeight={160}>
        {(data) =>
          data.conversations.length === 0 ? (
            <EmptyBlock text={t('list.none')} />
          ) : (
            <>
              <List dense disablePadding>
                {data.conversations.map((conversation) => (
                  <ListItem key={conversation.chat_id} disablePadding>
                    <ListItemButton
                      component={RouterLink}
                      to={`/chat/${encodeURIComponent(conversation.chat_id)}`}
                      selected={conversation.chat_id === currentChatId}
                      onClick={onPick}
                      sx={{ borderRadius: 1, alignItems: 'flex-start' }}
                      data-testid={`chat-conversation-${conversation.chat_id}`}
                    >
                      <ListItemText
                        primary={conversation.stock ? stockLabel(conversation.stock) : conversation.last_question}
                        secondary={
                          <>
                            <Box component="span" sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                              {conversation.last_question}
                            </Box>
                            <Box component="span" sx={{ display: 'block' }}>
                              {[
                                formatMomentIn(conversation.last_at, i18n.language, zoneOf(conversation.stock?.market)),
                                t('list.count', { count: conversation.messages }),
                              ]
                                .filter(Boolean)
                                .join(' · ')}
                            </Box>
                          </>
                        }
                        slotProps={{ primary: { noWrap: true }, secondary: { component: 'span' } }}
                        sx={{ minWidth: 0 }}
                      />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
              <Pager page={page} perPage={data.perPage} total={data.total} onChange={setPage} />
            </>
          )
        }
      </QuerySection>
    </Box>
  );
}
