import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import PublicOutlinedIcon from '@mui/icons-material/PublicOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { ErrorBlock, LoadingBlock, QuerySection } from '../../../components/QueryStates';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useKycValues } from '../api/kyc-values';
import { useMyKyc } from '../api/my-kyc';
import { ErasedNote } from '../components/ErasedNote';
import { AwaitingAgreementPanel, InReviewPanel, RejectedPanel, VerifiedPanel } from '../components/KycPanels';
import { MyKycData } from '../components/MyKycData';
import { SaudiKycWizard } from '../components/SaudiKycWizard';
import { kycScreenOf } from '../lib/kyc-screen';
import { hasKycData } from '../lib/my-data';
import { kycNonKsaPath } from '../lib/paths';
import type { KycView } from '../types';

/** The Saudi path's wizard, with the way out to the passport path. */
function KycStart({ view }: { view: KycView }) {
  const { t } = useTranslation('kyc');
  const values = useKycValues();
  return (
    <Stack spacing={{ xs: 2, md: 3 }} sx={{ maxWidth: 860, mx: 'auto', width: '100%' }} data-testid="kyc-start">
      <PageHeader title={t('screens.kyc')} subtitle={t('wizard.subtitle')} />
      <ErasedNote view={view} />
      <Box>
        <Button
          component={RouterLink}
          to={kycNonKsaPath}
          variant="outlined"
          startIcon={<PublicOutlinedIcon />}
          data-testid="kyc-non-ksa-link"
          sx={{ textAlign: 'start' }}
        >
          {t('wizard.nonSaudi')}
        </Button>
      </Box>
      <QuerySection query={values} loadingHeight={640}>
        {(data) => <SaudiKycWizard kycValues={data} />}
      </QuerySection>
    </Stack>
  );
}

/** What the status says: a panel for each step, or the form. */
function KycScreen({ view, restarting, onStartAgain }: { view: KycView; restarting: boolean; onStartAgain: () => void }) {
  switch (restarting ? 'form' : kycScreenOf(view)) {
    case 'verified':
      return <VerifiedPanel view={view} />;
    case 'inReview':
      return <InReviewPanel view={view} />;
    case 'rejected':
      return <RejectedPanel view={view} onStartAgain={onStartAgain} />;
    case 'awaitingAgreement':
      return <AwaitingAgreementPanel />;
    case 'form':
      return <KycStart view={view} />;
  }
}

/** Why the user was sent here (a payment that needs a verified identity), as the server said it. */
function kycReasonOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('reason' in state)) return null;
  const { reason } = state as { reason: unknown };
  return typeof reason === 'string' && reason ? reason : null;
}

/**
 * `/kyc`: where the user's verification stands (verified, in review, rejected, awaiting the
 * agreement), or the Saudi path's form, Nafath and then the agreement; while data is kept, the
 * user's own data to download or delete.
 */
export function KycPage() {
  const { t } = useTranslation('kyc');
  useDocumentTitle(t('screens.kyc'));
  const mine = useMyKyc();
  const reason = kycReasonOf(useLocation().state);
  // A rejected user starts again from the form.
  const [restarting, setRestarting] = useState(false);

  if (mine.isPending) return <LoadingBlock height={480} />;
  if (mine.isError) return <ErrorBlock error={mine.error} onRetry={() => void mine.refetch()} />;
  const why = reason && (
    <Alert severity="info" data-testid="kyc-reason">
      {reason}
    </Alert>
  );
  const screen = <KycScreen view={mine.data} restarting={restarting} onStartAgain={() => setRestarting(true)} />;
  if (!hasKycData(mine.data) && !why) return screen;
  return (
    <Stack spacing={{ xs: 2, md: 3 }}>
      {why}
      {screen}
      {hasKycData(mine.data) && <MyKycData view={mine.data} />}
    </Stack>
  );
}
