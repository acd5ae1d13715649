import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/QueryStates';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useAllPackages } from '../api/get-packages';
import { FeatureComparison } from '../components/FeatureComparison';
import { PackageCard } from '../components/PackageCard';

/** `/subscription`: the platform's packages with their plans, and which package unlocks what. */
export function SubscriptionPage() {
  const { t } = useTranslation('subscriptions');
  useDocumentTitle(t('screens.subscription'));
  const packages = useAllPackages();

  return (
    <Stack spacing={3} data-testid="subscription-page">
      <PageHeader title={t('screens.subscription')} subtitle={t('plans.subtitle')} />
      {packages.isPending ? (
        <LoadingBlock height={480} />
      ) : packages.isError ? (
        <ErrorBlock error={packages.error} onRetry={() => void packages.refetch()} />
      ) : packages.data.length === 0 ? (
        <EmptyBlock text={t('plans.empty')} />
      ) : (
        <>
          <Box
            component="section"
            aria-label={t('plans.packagesLabel')}
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
              alignItems: 'stretch',
            }}
          >
            {packages.data.map((pkg) => (
              <PackageCard key={pkg.id} pkg={pkg} />
            ))}
          </Box>
          <Box component="section" aria-labelledby="compare-title">
            <Typography variant="h5" component="h2" id="compare-title" sx={{ mb: 1.5 }}>
              {t('compare.title')}
            </Typography>
            <FeatureComparison packages={packages.data} />
          </Box>
        </>
      )}
    </Stack>
  );
}
