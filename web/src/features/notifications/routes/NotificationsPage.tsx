import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormAlert } from '../../../components/FormAlert';
import { PageHeader } from '../../../components/PageHeader';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/QueryStates';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useSession } from '../../../lib/session-context';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllRead } from '../api/mark-all-read';
import { useMarkRead } from '../api/mark-read';
import { NotificationItem } from '../components/NotificationItem';
import { feedItems } from '../lib/feed';
import { notificationSettingsPath } from '../lib/paths';

/**
 * `/notification`: the user's notices, newest first, unread ones marked; each opens its details.
 * Older notices come a page at a time on request ("show older"), never by endless scrolling.
 */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  useDocumentTitle(t('screens.notifications'));
  const session = useSession();
  const feed = useNotifications();
  const markAll = useMarkAllRead();
  const markOne = useMarkRead();
  const items = feedItems(feed.data);
  // Unread notices may sit on pages not loaded yet: the user's flag says so.
  const anyUnread = items.some((item) => !item.read) || session.user?.has_notification === '1';
  const now = new Date();

  let content;
  if (feed.isPending) content = <LoadingBlock height={360} />;
  else if (!feed.data) content = <ErrorBlock error={feed.error} onRetry={() => void feed.refetch()} />;
  else if (items.length === 0) content = <EmptyBlock text={t('feed.empty')} hint={t('feed.emptyHint')} />;
  else
    content = (
      // A line between notices drawn by the items themselves: a list holds list items only (a
      // divider item is a separator, which screen readers would count as an entry).
      <List disablePadding data-testid="notification-list" sx={{ '& > li + li': { borderTop: 1, borderColor: 'divider' } }}>
        {items.map((notice) => (
          <NotificationItem
            key={notice.id}
            notice={notice}
            now={now}
            onMarkRead={(id) => markOne.mutate(id)}
            marking={markOne.isPending && markOne.variables === notice.id}
          />
        ))}
      </List>
    );

  return (
    <Stack spacing={{ xs: 2, md: 3 }} sx={{ maxWidth: 860, mx: 'auto', width: '100%' }} data-testid="notifications-page">
      <PageHeader title={t('screens.notifications')} subtitle={t('feed.subtitle')}>
        <Button component={RouterLink} to={notificationSettingsPath} startIcon={<SettingsOutlinedIcon />} data-testid="notification-settings-link">
          {t('feed.settings')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<DoneAllIcon />}
          onClick={() => markAll.mutate()}
          disabled={!anyUnread || markAll.isPending}
          data-testid="mark-all-read"
        >
          {markAll.isPending ? t('feed.markingAllRead') : t('feed.markAllRead')}
        </Button>
      </PageHeader>
      <Box aria-live="polite">{markAll.isSuccess && !anyUnread && <FormAlert severity="success" message={t('feed.allMarked')} />}</Box>
      <FormAlert message={markAll.error?.message ?? markOne.error?.message ?? null} />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {content}
      </Paper>
      {feed.data && feed.isError && <ErrorBlock error={feed.error} onRetry={() => void (feed.isFetchNextPageError ? feed.fetchNextPage() : feed.refetch())} />}
      {feed.hasNextPage && !feed.isFetchNextPageError && (
        <Box sx={{ textAlign: 'center' }}>
          <Button variant="text" onClick={() => void feed.fetchNextPage()} disabled={feed.isFetchingNextPage} data-testid="load-more">
            {feed.isFetchingNextPage ? t('feed.loadingMore') : t('feed.loadMore')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
