import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { LoadingBlock, QuerySection } from '../../../components/QueryStates';
import { SectionCard } from '../../../components/SectionCard';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session-context';
import { usePackageTypes } from '../api/package-types';
import { AnalysisRequestForm } from '../components/AnalysisRequestForm';
import { PackageList } from '../components/PackageList';
import { choosePackagePath, stockAnalyzePath } from '../lib/paths';

/** A positive whole id from the address, or null. */
function idFrom(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The request form of one package, prefilled with what the account knows of the client. */
function PackageForm({ packageId }: { packageId: number }) {
  const { t } = useTranslation('stock_analysis');
  const session = useSession();
  const types = usePackageTypes(packageId);
  if (isApiError(types.error) && types.error.status === 404) {
    return (
      <Alert
        severity="warning"
        data-testid="package-not-found"
        action={
          <Button color="inherit" size="small" component={RouterLink} to={choosePackagePath}>
            {t('form.choosePackage')}
          </Button>
        }
      >
        {t('form.packageNotFound')}
      </Alert>
    );
  }
  // The prefill is read once, so the form waits for the account to be known.
  if (!session.isLoaded) return <LoadingBlock height={480} />;
  const user = session.user;
  return (
    <QuerySection query={types} loadingHeight={480}>
      {(data) => <AnalysisRequestForm key={data.package.id} data={data} known={{ name: user?.name, email: user?.email, phone: user?.phone }} />}
    </QuerySection>
  );
}

/** `/stock-analyze-form/:packageId?`: without a package, choose one first; with one, its request form. */
export function AnalysisFormPage() {
  const { t } = useTranslation('stock_analysis');
  const theme = useTheme();
  useDocumentTitle(t('screens.stockAnalyzeForm'));
  const params = useParams();
  const packageId = idFrom(params.packageId);
  return (
    <Stack spacing={3} data-testid="analysis-form-page">
      <Box>
        <Button
          component={RouterLink}
          to={stockAnalyzePath}
          size="small"
          startIcon={<ArrowBackIcon sx={{ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' }} />}
        >
          {t('form.back')}
        </Button>
      </Box>
      <PageHeader title={t('screens.stockAnalyzeForm')} subtitle={t('form.subtitle')} />
      {packageId === null ? (
        <SectionCard title={t('form.choosePackage')} subtitle={t('form.choosePackageHint')} testId="choose-package">
          <PackageList />
        </SectionCard>
      ) : (
        <PackageForm packageId={packageId} />
      )}
    </Stack>
  );
}
