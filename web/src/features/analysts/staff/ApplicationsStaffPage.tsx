import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ErrorBlock, LoadingBlock } from '../../../components/QueryStates';
import { StaffList } from '../../../components/StaffList';
import { StaffPage } from '../../../components/StaffPage';
import { useStaffListParams } from '../../../components/use-staff-list-params';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiError } from '../../../lib/api-error';
import { formatMoment } from '../../../lib/format';
import { directionOf, type Language } from '../../../lib/language';
import { getCertificate, useDecideApplication, useStaffApplication, useStaffApplications, type StaffDecision } from '../api/staff-applications';
import type { ChoiceField } from '../lib/application-form';
import { useChoiceLabel } from '../lib/use-choice-label';
import { applicationStates, isApplicationState, isOpen, type StaffApplicationDetail, type StaffApplicationRow } from '../types';
import { FilterSelect } from '../../../components/FilterSelect';
import { Fact, Facts } from '../../../components/Facts';

const PER_PAGE = 30;

function StateChip({ state, testId }: { state: string; testId?: string }) {
  const { t } = useTranslation('analysts');
  const colour = state === 'approved' ? 'success' : state === 'rejected' ? 'default' : state === 'under_review' ? 'info' : 'warning';
  return <Chip size="small" color={colour} label={isApplicationState(state) ? t(`states.${state}`) : state} data-testid={testId} data-state={state} />;
}

/** Staff review applications to join as an analyst: a paged list by state, each opened to decide. */
export function ApplicationsStaffPage() {
  const { t } = useTranslation('analysts');
  useDocumentTitle(t('staff.title'));
  const { page, filter: stateParam, openId, update } = useStaffListParams('state', 'application');
  const state = isApplicationState(stateParam) ? stateParam : null;
  const list = useStaffApplications({ state, page, perPage: PER_PAGE });

  const body = (
    <StaffList
      query={list}
      rowsOf={(data) => data.applications}
      empty={t('staff.empty')}
      summary={(data) => (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('staff.count', { count: data.total })}
        </Typography>
      )}
      testId="staff-analyst-applications"
      columns={[t('staff.id'), t('staff.date'), t('staff.applicant'), t('staff.email'), t('staff.state')]}
      renderRow={(row) => <ApplicationRow key={row.id} row={row} onOpen={() => update({ open: row.id })} />}
      paging={{ of: (data) => ({ page: data.page, per_page: data.perPage, total: data.total }), onChange: (next) => update({ page: next }) }}
    />
  );

  return (
    <StaffPage
      title={t('staff.title')}
      subtitle={t('staff.description')}
      toolbar={
        <Box>
          <FilterSelect
            name="state"
            label={t('staff.filter')}
            value={state}
            values={applicationStates}
            labelOf={(value) => t(`states.${value}`)}
            allLabel={t('staff.all')}
            onChange={(value) => update({ filter: value })}
            testId="staff-applications-filter"
          />
        </Box>
      }
      after={openId !== null && <ApplicationDialog id={openId} onClose={() => update({ open: null })} />}
    >
      {body}
    </StaffPage>
  );
}

function ApplicationRow({ row, onOpen }: { row: StaffApplicationRow; onOpen: () => void }) {
  const { t, i18n } = useTranslation('analysts');
  return (
    <TableRow hover onClick={onOpen} sx={{ cursor: 'pointer' }} data-testid={`staff-application-${row.id}`}>
      <TableCell>
        <Button
          size="small"
          onClick={(event) => {
            event.stopPropagation();
            onOpen();
          }}
          aria-label={t('staff.open', { id: row.id })}
          sx={{ minWidth: 0 }}
        >
          <bdi>{row.id}</bdi>
        </Button>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoment(row.created_at, i18n.language)}</TableCell>
      <TableCell>{row.full_name}</TableCell>
      <TableCell>
        <bdi dir="ltr">{row.user_email}</bdi>
      </TableCell>
      <TableCell>
        <StateChip state={row.state} />
      </TableCell>
    </TableRow>
  );
}

function ApplicationDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t, i18n } = useTranslation('analysts');
  const direction = directionOf(i18n.language as Language);
  const detail = useStaffApplication(id);
  const decide = useDecideApplication(id);
  const [confirming, setConfirming] = useState<'approve' | 'reject' | null>(null);
  const [reason, setReason] = useState('');

  let content;
  if (detail.isPending) content = <LoadingBlock height={320} />;
  else if (detail.isError)
    content =
      isApiError(detail.error) && detail.error.status === 404 ? (
        <Alert severity="warning">{t('staff.detail.notFound')}</Alert>
      ) : (
        <ErrorBlock error={detail.error} onRetry={() => void detail.refetch()} />
      );
  else content = <ApplicationDetailBody detail={detail.data} />;

  const application = detail.data?.application;
  const run = (decision: StaffDecision) =>
    decide.mutate(decision, {
      onSuccess: () => {
        setConfirming(null);
        setReason('');
      },
    });
  const reasonError = decide.error && isApiError(decide.error) ? decide.error.fieldError('reason') : undefined;

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth dir={direction} aria-labelledby="staff-application-title">
      <DialogTitle id="staff-application-title" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        {t('staff.detail.title', { id })}
        {application && <StateChip state={application.state} testId="staff-application-state" />}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }} data-testid="staff-application-detail">
        {decide.isError && !reasonError && (
          <Alert severity="error" role="alert" data-testid="staff-application-error">
            {decide.error.message}
          </Alert>
        )}
        {content}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {application?.state === 'submitted' && (
          <Button onClick={() => run({ kind: 'review' })} disabled={decide.isPending} data-testid="staff-application-review">
            {t('staff.detail.review')}
          </Button>
        )}
        {application && isOpen(application.state) && (
          <>
            <Button color="error" variant="outlined" onClick={() => setConfirming('reject')} disabled={decide.isPending} data-testid="staff-application-reject">
              {t('staff.detail.reject')}
            </Button>
            <Button
              color="success"
              variant="contained"
              onClick={() => setConfirming('approve')}
              disabled={decide.isPending}
              data-testid="staff-application-approve"
            >
              {t('staff.detail.approve')}
            </Button>
          </>
        )}
        <Button onClick={onClose}>{t('staff.detail.close')}</Button>
      </DialogActions>
      {application && (
        <Dialog open={confirming !== null} onClose={() => setConfirming(null)} dir={direction} fullWidth maxWidth="sm" aria-labelledby="staff-decision-title">
          <DialogTitle id="staff-decision-title">{confirming === 'reject' ? t('staff.detail.reject') : t('staff.detail.approve')}</DialogTitle>
          <DialogContent>
            {confirming === 'reject' ? (
              <TextField
                autoFocus
                fullWidth
                multiline
                minRows={3}
                margin="dense"
                label={t('staff.detail.reason')}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                error={Boolean(reasonError)}
                helperText={reasonError}
                slotProps={{ htmlInput: { 'data-testid': 'staff-application-reason' } }}
              />
            ) : (
              <DialogContentText>{t('staff.detail.confirmApprove', { name: application.full_name })}</DialogContentText>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirming(null)}>{t('staff.detail.cancel')}</Button>
            {confirming === 'reject' ? (
              <Button
                color="error"
                variant="contained"
                disabled={decide.isPending}
                onClick={() => run({ kind: 'reject', reason })}
                data-testid="staff-reject-confirm"
              >
                {t('staff.detail.confirmReject')}
              </Button>
            ) : (
              <Button
                color="success"
                variant="contained"
                disabled={decide.isPending}
                onClick={() => run({ kind: 'approve' })}
                data-testid="staff-approve-confirm"
              >
                {t('staff.detail.approve')}
              </Button>
            )}
          </DialogActions>
        </Dialog>
      )}
    </Dialog>
  );
}

/**
 * Saves the certificate to the staff member's device: it is the applicant's file, so it is never
 * opened inside Eva's pages (the server sends it as an attachment too). It is served to staff
 * only, so it is fetched with the token.
 */
function extensionOf(contentType: string): string {
  return contentType === 'application/pdf' ? 'pdf' : contentType === 'image/png' ? 'png' : 'jpg';
}

function CertificateButton({ detail }: { detail: StaffApplicationDetail }) {
  const { t } = useTranslation('analysts');
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const open = () => {
    setState('loading');
    getCertificate(detail).then(
      (blob) => {
        const url = URL.createObjectURL(blob);
        const link = document.createElement('a');
        link.href = url;
        link.download = `certificate-${detail.application.id}.${extensionOf(detail.certificate.content_type)}`;
        link.click();
        setState('idle');
        window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
      },
      () => setState('failed'),
    );
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <Button variant="outlined" size="small" onClick={open} disabled={state === 'loading'} data-testid="staff-application-certificate">
        {state === 'loading' ? t('staff.detail.loadingCertificate') : t('staff.detail.viewCertificate')}
      </Button>
      <Typography variant="body2" color="text.secondary">
        <bdi dir="ltr">{detail.certificate.content_type}</bdi> · {t('staff.detail.size', { kb: Math.max(1, Math.round(detail.certificate.size / 1024)) })}
      </Typography>
      {state === 'failed' && (
        <Typography variant="body2" color="error">
          {t('staff.detail.certificateFailed')}
        </Typography>
      )}
    </Box>
  );
}

function ApplicationDetailBody({ detail }: { detail: StaffApplicationDetail }) {
  const { t, i18n } = useTranslation('analysts');
  const { application, transitions } = detail;
  const language = i18n.language;
  const arrow = directionOf(language as Language) === 'rtl' ? '←' : '→';
  const choiceLabel = useChoiceLabel();
  const choice = (field: ChoiceField) => choiceLabel(field, application[field]);

  return (
    <>
      <Facts>
        <Fact label={t('fields.full_name')}>{application.full_name}</Fact>
        <Fact label={t('fields.display_name')}>{application.display_name}</Fact>
        <Fact label={t('staff.email')}>
          <bdi dir="ltr">{detail.user_email}</bdi>
        </Fact>
        <Fact label={t('fields.phone')}>
          <bdi dir="ltr">{application.phone}</bdi>
        </Fact>
        <Fact label={t('fields.x_account')}>
          <bdi dir="ltr">@{application.x_account}</bdi>
        </Fact>
        <Fact label={t('fields.experience_years')}>{choice('experience_years')}</Fact>
        <Fact label={t('fields.markets')}>{choice('markets')}</Fact>
        <Fact label={t('fields.analysis_type')}>{choice('analysis_type')}</Fact>
        <Fact label={t('fields.trader_type')}>{choice('trader_type')}</Fact>
        <Fact label={t('fields.timeframes')}>{application.timeframes}</Fact>
        <Fact label={t('fields.about')}>{application.about}</Fact>
        <Fact label={t('staff.date')}>{formatMoment(application.created_at, language)}</Fact>
      </Facts>
      <Divider />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('staff.detail.certificate')}
      </Typography>
      <CertificateButton detail={detail} />
      {application.rejection_reason && <Alert severity="info">{t('received.reason', { reason: application.rejection_reason })}</Alert>}
      <Divider />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('staff.detail.history')}
      </Typography>
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }} data-testid="staff-application-history">
        {transitions.map((move, index) => (
          <Box component="li" key={`${move.at}-${index}`} sx={{ borderInlineStart: 3, borderColor: 'divider', paddingInlineStart: 1.5 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              {move.from_state ? <StateChip state={move.from_state} /> : <Chip size="small" variant="outlined" label={t('staff.detail.created')} />}
              <span aria-hidden="true">{arrow}</span>
              <StateChip state={move.to_state} />
              <Typography variant="body2" color="text.secondary" component="span">
                {formatMoment(move.at, language)}
              </Typography>
            </Box>
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {t('staff.detail.by', { actor: move.actor })}
              {move.detail && ` · ${move.detail}`}
            </Typography>
          </Box>
        ))}
      </Box>
    </>
  );
}

export default ApplicationsStaffPage;
