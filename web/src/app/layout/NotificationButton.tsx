import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../router/paths';

/** The notification bell of every signed-in user, dotted while anything is unread. */
export function NotificationButton({ hasUnread }: { hasUnread: boolean }) {
  const { t } = useTranslation();
  return (
    <IconButton component={RouterLink} to={paths.notifications} aria-label={hasUnread ? t('header.notificationsUnread') : t('header.notifications')}>
      <Badge color="error" variant="dot" invisible={!hasUnread} data-testid="notification-badge">
        <NotificationsNoneIcon />
      </Badge>
    </IconButton>
  );
}
