import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddAlertOutlinedIcon from '@mui/icons-material/AddAlertOutlined';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { ErrorBlock, LoadingBlock } from '../../../components/QueryStates';
import { useDocumentTitle } from '../../../components/use-document-title';
import { formatInteger, isolateLtr } from '../../../lib/format';
import { useDeleteAlert } from '../api/delete-alert';
import { useAlerts } from '../api/get-alerts';
import { usePauseAlert } from '../api/pause-alert';
import { useResumeAlert } from '../api/resume-alert';
import { AlertCard, type AlertAction } from '../components/AlertCard';
import { AlertFormDialog, type AlertFormTarget } from '../components/AlertFormDialog';
import { DeleteAlertDialog } from '../components/DeleteAlertDialog';
import type { AlertView } from '../types';

type Notice = { severity: 'success' | 'error'; text: string };

/**
 * `/alerts`: the user's alerts, newest first, as cards (one column on a phone), with how many of
 * their plan's alerts they use. Each can be paused or resumed while it watches, edited in the
 * form it was made with, or deleted after a question; "add an alert" opens the form with a stock
 * picker.
 */
export function AlertsPage() {
  const { t, i18n } = useTranslation('alerts');
  useDocumentTitle(t('screens.alerts'));
  const alerts = useAlerts();
  const pause = usePauseAlert();
  const resume = useResumeAlert();
  const remove = useDeleteAlert();
  const [form, setForm] = useState<AlertFormTarget | null>(null);
  const [deleting, setDeleting] = useState<AlertView | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const language = i18n.language;
  const full = alerts.data !== undefined && alerts.data.used >= alerts.data.quota;

  const switching = (id: number) => (pause.isPending && pause.variables === id) || (resume.isPending && resume.variables === id);
  const onAction = (action: AlertAction, alert: AlertView) => {
    setNotice(null);
    if (action === 'edit') setForm({ kind: 'edit', alert });
    else if (action === 'delete') {
      remove.reset();
      setDeleting(alert);
    } else {
      const mutation = action === 'pause' ? pause : resume;
      mutation.mutate(alert.id, {
        onSuccess: () => setNotice({ severity: 'success', text: action === 'pause' ? t('page.paused') : t('page.resumed') }),
        onError: (error) => setNotice({ severity: 'error', text: error.message }),
      });
    }
  };
  const addButton = (
    <Button
      variant="contained"
      startIcon={<AddAlertOutlinedIcon />}
      onClick={() => {
        setNotice(null);
        setForm({ kind: 'new', stock: null });
      }}
      disabled={full}
      data-testid="alert-add"
    >
      {t('page.add')}
    </Button>
  );

  let body;
  if (alerts.isPending) body = <LoadingBlock height={320} />;
  else if (alerts.isError) body = <ErrorBlock error={alerts.error} onRetry={() => void alerts.refetch()} />;
  else if (alerts.data.alerts.length === 0)
    body = (
      <Box sx={{ textAlign: 'center' }} data-testid="alerts-empty">
        <EmptyState icon={<NotificationsNoneIcon />} title={t('page.empty')} description={t('page.emptyHint')} />
        {addButton}
      </Box>
    );
  else
    body = (
      <Box component="section" aria-labelledby="alerts-list-title">
        <Typography variant="h5" component="h2" id="alerts-list-title" sx={{ mb: 1.5 }}>
          {t('page.list')}
        </Typography>
        <Box
          data-testid="alerts-list"
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' } }}
        >
          {alerts.data.alerts.map((alert) => (
            <AlertCard key={alert.id} alert={alert} busy={switching(alert.id)} onAction={onAction} />
          ))}
        </Box>
      </Box>
    );

  return (
    <Stack spacing={3} data-testid="alerts-page">
      <PageHeader title={t('screens.alerts')} subtitle={t('page.subtitle')}>
        {alerts.data && alerts.data.alerts.length > 0 && addButton}
      </PageHeader>
      {alerts.data && (
        <Typography color="text.secondary" data-testid="alerts-quota" data-used={alerts.data.used} data-quota={alerts.data.quota}>
          {t('page.quota', { used: isolateLtr(formatInteger(alerts.data.used, language)), quota: isolateLtr(formatInteger(alerts.data.quota, language)) })}
        </Typography>
      )}
      {full && (
        <Alert severity="info" data-testid="alerts-quota-full">
          {t('page.quotaFull')}
        </Alert>
      )}
      <Box aria-live="polite">
        {notice && (
          <Alert severity={notice.severity} onClose={() => setNotice(null)} data-testid="alert-notice" role={notice.severity === 'error' ? 'alert' : 'status'}>
            {notice.text}
          </Alert>
        )}
      </Box>
      {body}
      {form && (
        <AlertFormDialog
          target={form}
          onClose={() => setForm(null)}
          onSaved={() => {
            setForm(null);
            setNotice({ severity: 'success', text: t('page.saved') });
          }}
        />
      )}
      {deleting && (
        <DeleteAlertDialog
          alert={deleting}
          pending={remove.isPending}
          error={remove.error}
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                setDeleting(null);
                setNotice({ severity: 'success', text: t('page.deleted') });
              },
            })
          }
        />
      )}
    </Stack>
  );
}
