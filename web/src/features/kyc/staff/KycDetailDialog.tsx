import { useState, type ReactNode } from 'react';
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
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ErrorBlock, LoadingBlock } from '../../../components/QueryStates';
import { isApiError } from '../../../lib/api-error';
import { formatMoment } from '../../../lib/format';
import { directionOf, type Language } from '../../../lib/language';
import { useApproveKyc } from '../api/staff-approve';
import { useStaffKycDetail } from '../api/staff-detail';
import { useRejectKyc } from '../api/staff-reject';
import { formatBirthDate, isBirthCalendar } from '../lib/birth-calendar';
import { choiceName } from '../lib/choices';
import { nationalityName } from '../lib/nationalities';
import { RISK_SCORE_MAX } from '../lib/risk-profile';
import { choiceFields, type ChoiceField } from '../lib/saudi-form';
import type { StaffKycDetail } from '../types';
import { KycReadings } from './KycReadings';
import { PassportImage } from './PassportImage';
import { StatusChip } from './StatusChip';
import { Fact, Facts } from '../../../components/Facts';

const isChoiceField = (field: string): field is ChoiceField => (choiceFields as readonly string[]).includes(field);

/** One verification for staff: everything it holds, and for a request in review, the decision. */
export function KycDetailDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t, i18n } = useTranslation('kyc');
  const direction = directionOf(i18n.language as Language);
  const detail = useStaffKycDetail(id);
  const approve = useApproveKyc(id);
  const reject = useRejectKyc(id);
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
  else content = <KycDetailBody detail={detail.data} />;

  const row = detail.data?.row;
  const deciding = approve.isPending || reject.isPending;
  const failed = approve.error ?? reject.error;
  const reasonError = isApiError(reject.error) ? reject.error.fieldError('reason') : undefined;
  const done = { onSuccess: () => setConfirming(null) };

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth dir={direction} aria-labelledby="staff-kyc-title">
      <DialogTitle id="staff-kyc-title" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        {t('staff.detail.title', { id })}
        {row && <StatusChip status={row.status} testId="staff-kyc-status" />}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }} data-testid="staff-kyc-detail">
        {failed && !reasonError && (
          <Alert severity="error" role="alert" data-testid="staff-kyc-error">
            {failed.message}
          </Alert>
        )}
        {content}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {row?.status === 'in_review' && (
          <>
            <Button color="error" variant="outlined" onClick={() => setConfirming('reject')} disabled={deciding} data-testid="staff-kyc-reject">
              {t('staff.detail.reject')}
            </Button>
            <Button color="success" variant="contained" onClick={() => setConfirming('approve')} disabled={deciding} data-testid="staff-kyc-approve">
              {t('staff.detail.approve')}
            </Button>
          </>
        )}
        <Button onClick={onClose}>{t('staff.detail.close')}</Button>
      </DialogActions>
      {row && (
        <Dialog
          open={confirming !== null}
          onClose={() => setConfirming(null)}
          dir={direction}
          fullWidth
          maxWidth="sm"
          aria-labelledby="staff-kyc-decision-title"
        >
          <DialogTitle id="staff-kyc-decision-title">{confirming === 'reject' ? t('staff.detail.reject') : t('staff.detail.approve')}</DialogTitle>
          <DialogContent>
            {confirming === 'reject' ? (
              <TextField
                autoFocus
                fullWidth
                multiline
                required
                minRows={3}
                margin="dense"
                label={t('staff.detail.reason')}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                error={Boolean(reasonError)}
                helperText={reasonError}
                slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'staff-kyc-reason' } }}
              />
            ) : (
              <DialogContentText>{t('staff.detail.confirmApprove', { name: detail.data?.full_name ?? row.user_name })}</DialogContentText>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirming(null)}>{t('staff.detail.cancel')}</Button>
            {confirming === 'reject' ? (
              <Button color="error" variant="contained" disabled={deciding} onClick={() => reject.mutate(reason, done)} data-testid="staff-kyc-reject-confirm">
                {t('staff.detail.confirmReject')}
              </Button>
            ) : (
              <Button
                color="success"
                variant="contained"
                disabled={deciding}
                onClick={() => approve.mutate(undefined, done)}
                data-testid="staff-kyc-approve-confirm"
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

function Heading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
      {children}
    </Typography>
  );
}

function KycDetailBody({ detail }: { detail: StaffKycDetail }) {
  const { t, i18n } = useTranslation('kyc');
  const language = i18n.language;
  const { row } = detail;
  const arrow = directionOf(language as Language) === 'rtl' ? '←' : '→';
  const choices = detail.answers.filter((answer) => isChoiceField(answer.field));
  const risks = detail.answers.filter((answer) => !isChoiceField(answer.field));
  const profile = row.risk_profile;
  const calendar = detail.birth_calendar && isBirthCalendar(detail.birth_calendar) ? t(`form.${detail.birth_calendar}`) : detail.birth_calendar;

  return (
    <>
      <Facts>
        <Fact label={t('staff.user')}>{row.user_name}</Fact>
        <Fact label={t('staff.detail.email')}>
          <bdi dir="ltr">{row.user_email}</bdi>
        </Fact>
        <Fact label={t('staff.path')}>{row.path === 'saudi' || row.path === 'foreign' ? t(`paths.${row.path}`) : row.path}</Fact>
        <Fact label={t('staff.submitted')}>{formatMoment(row.submitted_at, language)}</Fact>
        {detail.identity_number && (
          <Fact label={t('staff.detail.identityNumber')}>
            <bdi dir="ltr" data-testid="staff-kyc-identity">
              {detail.identity_number}
            </bdi>
          </Fact>
        )}
        {detail.birth_date && <Fact label={t('staff.detail.birthDate')}>{formatBirthDate(detail.birth_date, detail.birth_calendar, language)}</Fact>}
        {calendar && <Fact label={t('staff.detail.calendar')}>{calendar}</Fact>}
        {detail.full_name && <Fact label={t('staff.detail.fullName')}>{detail.full_name}</Fact>}
        {row.nationality && <Fact label={t('staff.nationality')}>{nationalityName(row.nationality, language)}</Fact>}
        {profile && <Fact label={t('staff.detail.riskProfile')}>{t(`profile.names.${profile}`)}</Fact>}
        {typeof detail.risk_score === 'number' && (
          <Fact label={t('staff.detail.riskScore')}>{t('profile.score', { score: detail.risk_score, max: RISK_SCORE_MAX })}</Fact>
        )}
        {detail.profiled_at && <Fact label={t('staff.detail.profiledAt')}>{formatMoment(detail.profiled_at, language)}</Fact>}
        {detail.agreed_at && <Fact label={t('staff.detail.agreedAt')}>{formatMoment(detail.agreed_at, language)}</Fact>}
        {detail.reviewed_at && <Fact label={t('staff.detail.reviewedAt')}>{formatMoment(detail.reviewed_at, language)}</Fact>}
        {detail.reject_reason && <Fact label={t('staff.detail.rejectReason')}>{detail.reject_reason}</Fact>}
      </Facts>

      {choices.length > 0 && (
        <>
          <Divider />
          <Heading>{t('staff.detail.answers')}</Heading>
          <Facts testId="staff-kyc-answers">
            {choices.map((answer) => (
              <Fact key={answer.field} label={isChoiceField(answer.field) ? t(`form.fields.${answer.field}`) : answer.field}>
                {choiceName(answer, language)}
              </Fact>
            ))}
          </Facts>
        </>
      )}

      {risks.length > 0 && (
        <>
          <Heading>{t('staff.detail.riskAnswers')}</Heading>
          <Box component="ol" sx={{ m: 0, paddingInlineStart: 3, display: 'grid', gap: 0.75 }} data-testid="staff-kyc-risk-answers">
            {risks.map((answer) => (
              <Typography component="li" variant="body2" key={answer.field}>
                {choiceName(answer, language)}
              </Typography>
            ))}
          </Box>
        </>
      )}

      {detail.has_passport && (
        <>
          <Divider />
          <Heading>{t('staff.detail.passport')}</Heading>
          <PassportImage id={row.id} name={detail.full_name ?? row.user_name} />
        </>
      )}

      <Divider />
      <Heading>{t('staff.detail.history')}</Heading>
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }} data-testid="staff-kyc-history">
        {detail.transitions.map((move, index) => (
          <Box component="li" key={`${move.at}-${index}`} sx={{ borderInlineStart: 3, borderColor: 'divider', paddingInlineStart: 1.5 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              {move.from_status ? <StatusChip status={move.from_status} /> : <Chip size="small" variant="outlined" label={t('staff.detail.created')} />}
              <span aria-hidden="true">{arrow}</span>
              <StatusChip status={move.to_status} />
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

      <Divider />
      <Heading>{t('staff.detail.readings')}</Heading>
      <KycReadings readings={detail.readings} />
    </>
  );
}
