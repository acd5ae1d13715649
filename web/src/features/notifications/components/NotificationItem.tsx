import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DoneIcon from '@mui/icons-material/Done';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatMoment } from '../../../lib/format';
import { notificationDetailsPath } from '../lib/paths';
import { formatSince } from '../lib/relative-time';
import type { NotificationView } from '../types';

/** Read by screen readers only. */
const srOnly = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * One notice of the feed, leading to its details. Unread ones have a dot, a bold title and a
 * tinted row (and say "Unread" to screen readers), with a button to mark them read in place.
 */
export function NotificationItem({
  notice,
  now,
  onMarkRead,
  marking,
}: {
  notice: NotificationView;
  now: Date;
  onMarkRead: (id: number) => void;
  marking: boolean;
}) {
  const { t, i18n } = useTranslation('notifications');
  const unread = !notice.read;
  return (
    <ListItem
      disablePadding
      data-testid={`notification-${notice.id}`}
      data-read={notice.read ? 'true' : 'false'}
      sx={{ bgcolor: unread ? 'action.hover' : undefined }}
      secondaryAction={
        unread && (
          <Tooltip title={t('feed.markRead')}>
            <span>
              <IconButton
                edge="end"
                onClick={() => onMarkRead(notice.id)}
                disabled={marking}
                aria-label={t('feed.markRead')}
                data-testid={`mark-read-${notice.id}`}
              >
                <DoneIcon />
              </IconButton>
            </span>
          </Tooltip>
        )
      }
    >
      <ListItemButton component={RouterLink} to={notificationDetailsPath(notice.id)} sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.5 }}>
        <Box
          aria-hidden
          data-testid={unread ? 'unread-dot' : undefined}
          sx={{ flexShrink: 0, width: 10, height: 10, mt: 0.875, borderRadius: '50%', bgcolor: unread ? 'primary.main' : 'transparent' }}
        />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          {/* A notice speaks its account's language, which may not be the page's: dir="auto" keeps an English one's shape in RTL. */}
          <Typography component="p" variant="subtitle1" dir="auto" sx={{ fontWeight: unread ? 700 : 400, lineHeight: 1.4, overflowWrap: 'anywhere' }}>
            {notice.title}
            {unread && <Box component="span" sx={srOnly}>{` (${t('feed.unread')})`}</Box>}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            dir="auto"
            sx={{ mt: 0.25, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }}
          >
            {notice.body}
          </Typography>
          <Typography
            variant="caption"
            color="text.secondary"
            component="time"
            dateTime={notice.created_at}
            title={formatMoment(notice.created_at, i18n.language)}
            sx={{ display: 'block', mt: 0.5 }}
          >
            {formatSince(notice.created_at, now, i18n.language)}
          </Typography>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}
