import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import NotificationsOffOutlinedIcon from '@mui/icons-material/NotificationsOffOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { MessagePage } from '../../../components/MessagePage';
import { ErrorBlock, LoadingBlock } from '../../../components/QueryStates';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiError } from '../../../lib/api-error';
import { formatMoment } from '../../../lib/format';
import { useNotification } from '../api/get-notification';
import { appRouteOf } from '../lib/link';
import { noticeIdOf, notificationsPath } from '../lib/paths';

/** A notice that is not the user's (the server answers 404) or an address that names none. */
function NoticeNotFound() {
  const { t } = useTranslation('notifications');
  return (
    <MessagePage
      testId="notification-not-found"
      icon={<NotificationsOffOutlinedIcon />}
      title={t('details.notFoundTitle')}
      description={t('details.notFoundText')}
      actions={
        <Button variant="contained" component={RouterLink} to={notificationsPath}>
          {t('details.back')}
        </Button>
      }
    />
  );
}

/**
 * `/notification-details/:id`: one notice in full, with a way to the page it is about. Opening it
 * marks it read on the server; the feed and the header's dot follow (see `useNotification`).
 */
export function NotificationDetailsPage() {
  const { t, i18n } = useTranslation('notifications');
  const theme = useTheme();
  const id = noticeIdOf(useParams().id);
  const notice = useNotification(id);
  useDocumentTitle(notice.data?.title ?? t('screens.notificationDetails'));
  const mirror = { transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' };

  if (id === null || (isApiError(notice.error) && notice.error.status === 404)) return <NoticeNotFound />;
  if (notice.isPending) return <LoadingBlock height={280} />;
  if (notice.isError) return <ErrorBlock error={notice.error} onRetry={() => void notice.refetch()} />;

  const { title, body, created_at } = notice.data;
  const link = appRouteOf(notice.data.link);
  return (
    <Stack spacing={2} sx={{ maxWidth: 760, mx: 'auto', width: '100%' }} data-testid="notification-details">
      <Box>
        <Button component={RouterLink} to={notificationsPath} startIcon={<ArrowBackIcon sx={mirror} />} data-testid="back-to-notifications">
          {t('details.back')}
        </Button>
      </Box>
      <Paper variant="outlined" component="article" sx={{ p: { xs: 2, md: 4 } }}>
        <Typography variant="h5" component="h1" dir="auto" sx={{ overflowWrap: 'anywhere' }} data-testid="notification-title">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" component="time" dateTime={created_at} sx={{ display: 'block', mt: 0.5 }}>
          {formatMoment(created_at, i18n.language)}
        </Typography>
        <Typography dir="auto" sx={{ mt: 2, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid="notification-body">
          {body}
        </Typography>
        {link && (
          <Button
            variant="contained"
            component={RouterLink}
            to={link}
            endIcon={<ArrowForwardIcon sx={mirror} />}
            sx={{ mt: 3 }}
            data-testid="notification-link"
          >
            {t('details.open')}
          </Button>
        )}
      </Paper>
    </Stack>
  );
}
