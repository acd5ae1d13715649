import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HourglassTopOutlinedIcon from '@mui/icons-material/HourglassTopOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import RuleOutlinedIcon from '@mui/icons-material/RuleOutlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MessagePage } from '../../../components/MessagePage';
import { formatMoment } from '../../../lib/format';
import { kycAgreementPath } from '../lib/paths';
import { nationalityName } from '../lib/nationalities';
import type { KycView } from '../types';
import { RiskProfileSummary } from './RiskProfileSummary';
import { useReturnWhenVerified } from './use-return-when-verified';

function HomeButton({ variant = 'contained' }: { variant?: 'contained' | 'outlined' }) {
  const { t } = useTranslation('kyc');
  return (
    <Button component={RouterLink} to="/" variant={variant} data-testid="kyc-home">
      {t('status.home')}
    </Button>
  );
}

/** Verified: the profile, the masked identity number or the nationality; back to the intended route when KYC was asked for. */
export function VerifiedPanel({ view }: { view: KycView }) {
  const { t, i18n } = useTranslation('kyc');
  const returning = useReturnWhenVerified(true);
  const details: ReactNode[] = [];
  if (view.identity_masked) {
    details.push(
      <Typography key="identity" data-testid="kyc-identity-masked">
        <Trans i18nKey="status.identity" ns="kyc" values={{ masked: view.identity_masked }} components={{ id: <bdi dir="ltr" /> }} />
      </Typography>,
    );
  }
  if (view.nationality)
    details.push(<Typography key="nationality">{t('status.nationality', { name: nationalityName(view.nationality, i18n.language) })}</Typography>);
  return (
    <MessagePage
      icon={<VerifiedUserOutlinedIcon />}
      title={t('status.verifiedTitle')}
      testId="kyc-verified"
      description={
        <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
          {view.verified_at && <Typography>{t('status.verifiedOn', { date: formatMoment(view.verified_at, i18n.language) })}</Typography>}
          {details}
          {view.risk_profile && (
            <Stack sx={{ textAlign: 'start', width: '100%' }}>
              <RiskProfileSummary view={view} />
            </Stack>
          )}
          {returning && <Typography color="text.secondary">{t('status.returning')}</Typography>}
        </Stack>
      }
      actions={!returning && <HomeButton />}
    />
  );
}

/** A non-Saudi request waiting for staff. */
export function InReviewPanel({ view }: { view: KycView }) {
  const { t, i18n } = useTranslation('kyc');
  return (
    <MessagePage
      icon={<HourglassTopOutlinedIcon />}
      title={t('status.inReviewTitle')}
      testId="kyc-in-review"
      description={
        <Stack spacing={1}>
          <Typography>{t('status.inReviewText')}</Typography>
          {view.submitted_at && (
            <Typography variant="body2" color="text.secondary">
              {t('status.sentOn', { date: formatMoment(view.submitted_at, i18n.language) })}
            </Typography>
          )}
        </Stack>
      }
      actions={<HomeButton />}
    />
  );
}

/** Rejected by staff: why, and a new start. */
export function RejectedPanel({ view, onStartAgain }: { view: KycView; onStartAgain: () => void }) {
  const { t } = useTranslation('kyc');
  return (
    <MessagePage
      icon={<InfoOutlinedIcon />}
      title={t('status.rejectedTitle')}
      testId="kyc-rejected"
      description={
        <Stack spacing={1.5}>
          {view.reject_reason && (
            <Alert severity="info" icon={false} sx={{ textAlign: 'start' }} data-testid="kyc-reject-reason">
              {t('status.rejectedReason', { reason: view.reject_reason })}
            </Alert>
          )}
          <Typography>{t('status.rejectedText')}</Typography>
        </Stack>
      }
      actions={
        <>
          <Button variant="contained" onClick={onStartAgain} data-testid="kyc-start-again">
            {t('status.startAgain')}
          </Button>
          <HomeButton variant="outlined" />
        </>
      }
    />
  );
}

/** The Saudi form was sent: the risk agreement is what is left. */
export function AwaitingAgreementPanel() {
  const { t } = useTranslation('kyc');
  return (
    <MessagePage
      icon={<RuleOutlinedIcon />}
      title={t('status.awaitingTitle')}
      testId="kyc-awaiting-agreement"
      description={t('status.awaitingText')}
      actions={
        <Button component={RouterLink} to={kycAgreementPath} variant="contained" data-testid="kyc-to-agreement">
          {t('status.toAgreement')}
        </Button>
      }
    />
  );
}
