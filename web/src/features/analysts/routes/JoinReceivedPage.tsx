import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HourglassTopOutlinedIcon from '@mui/icons-material/HourglassTopOutlined';
import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MessagePage } from '../../../components/MessagePage';
import { ErrorBlock, LoadingBlock } from '../../../components/QueryStates';
import { useDocumentTitle } from '../../../components/use-document-title';
import { formatMoment } from '../../../lib/format';
import { useMyApplication } from '../api/my-application';
import { isApplicationState } from '../types';

const JOIN_PATH = '/analysts/join';

/** `/analysts/join/received`: where the user's application stands (spec §4: 4 to 7 days). */
export function JoinReceivedPage() {
  const { t, i18n } = useTranslation('analysts');
  useDocumentTitle(t('received.title'));
  const mine = useMyApplication();

  if (mine.isPending) return <LoadingBlock height={320} />;
  if (mine.isError) return <ErrorBlock error={mine.error} onRetry={() => void mine.refetch()} />;
  const { application, can_apply, review_days_min, review_days_max } = mine.data;
  if (!application) {
    return (
      <MessagePage
        icon={<InfoOutlinedIcon />}
        title={t('received.title')}
        description={t('received.none')}
        actions={
          can_apply && (
            <Button component={RouterLink} to={JOIN_PATH} variant="contained">
              {t('received.join')}
            </Button>
          )
        }
        testId="analyst-application-none"
      />
    );
  }
  const state = isApplicationState(application.state) ? application.state : 'submitted';
  const icon = state === 'approved' ? <TaskAltOutlinedIcon /> : state === 'rejected' ? <InfoOutlinedIcon /> : <HourglassTopOutlinedIcon />;
  const waiting = state === 'submitted' || state === 'under_review';
  return (
    <MessagePage
      icon={icon}
      title={t('received.title')}
      testId="analyst-application-received"
      description={
        <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
          <Chip
            label={t(`states.${state}`)}
            color={state === 'approved' ? 'success' : state === 'rejected' ? 'default' : 'info'}
            data-testid="analyst-application-state"
            data-state={state}
          />
          <Typography>{t(`received.${state}`)}</Typography>
          {state === 'rejected' && application.rejection_reason && (
            <Typography data-testid="analyst-application-reason">{t('received.reason', { reason: application.rejection_reason })}</Typography>
          )}
          {waiting && <Typography>{t('received.wait', { min: review_days_min, count: review_days_max })}</Typography>}
          <Typography variant="body2" color="text.secondary">
            {application.decided_at
              ? t('received.decidedOn', { date: formatMoment(application.decided_at, i18n.language) })
              : t('received.sentOn', { date: formatMoment(application.created_at, i18n.language) })}
          </Typography>
        </Stack>
      }
      actions={
        <>
          {can_apply && state === 'rejected' && (
            <Button component={RouterLink} to={JOIN_PATH} variant="contained">
              {t('received.applyAgain')}
            </Button>
          )}
          <Button component={RouterLink} to="/" variant={can_apply && state === 'rejected' ? 'outlined' : 'contained'}>
            {t('received.home')}
          </Button>
        </>
      }
    />
  );
}

export default JoinReceivedPage;
