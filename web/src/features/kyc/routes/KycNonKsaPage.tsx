import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { ErrorBlock, LoadingBlock, QuerySection } from '../../../components/QueryStates';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useKycValues } from '../api/kyc-values';
import { useMyKyc } from '../api/my-kyc';
import { ErasedNote } from '../components/ErasedNote';
import { ForeignKycForm } from '../components/ForeignKycForm';
import { InReviewPanel } from '../components/KycPanels';
import { kycPath } from '../lib/paths';

/**
 * `/kyc-non-ksa`: for those who are neither Saudi nor residents, the passport path. Sent, it ends
 * in "request received" (status in_review) until staff decide.
 */
export function KycNonKsaPage() {
  const { t } = useTranslation('kyc');
  useDocumentTitle(t('screens.kycNonKsa'));
  const mine = useMyKyc();
  const values = useKycValues();

  if (mine.isPending) return <LoadingBlock height={480} />;
  if (mine.isError) return <ErrorBlock error={mine.error} onRetry={() => void mine.refetch()} />;
  const { status } = mine.data;
  if (status === 'in_review') return <InReviewPanel view={mine.data} />;
  // Verified already: /kyc says so (and returns the user when KYC was asked for).
  if (status === 'verified') return <Navigate to={kycPath} replace />;
  return (
    <Stack spacing={{ xs: 2, md: 3 }} sx={{ maxWidth: 760, mx: 'auto', width: '100%' }} data-testid="kyc-non-ksa">
      <PageHeader title={t('screens.kycNonKsa')} subtitle={t('nonSaudi.subtitle')} />
      <Box>
        <Button component={RouterLink} to={kycPath} size="small" data-testid="kyc-saudi-link">
          {t('nonSaudi.saudiLink')}
        </Button>
      </Box>
      <ErasedNote view={mine.data} />
      {status === 'rejected' && mine.data.reject_reason && (
        <Alert severity="info" data-testid="kyc-reject-reason">
          {t('status.rejectedReason', { reason: mine.data.reject_reason })}
        </Alert>
      )}
      <QuerySection query={values} loadingHeight={420}>
        {(data) => <ForeignKycForm kycValues={data} />}
      </QuerySection>
    </Stack>
  );
}
