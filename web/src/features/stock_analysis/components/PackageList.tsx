import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { EmptyBlock, QuerySection } from '../../../components/QueryStates';
import { useAnalysisPackages } from '../api/packages';
import { AnalysisPackageCard } from './AnalysisPackageCard';

/** The packages on sale, side by side where there is room, one under another on phones. */
export function PackageList() {
  const { t } = useTranslation('stock_analysis');
  const packages = useAnalysisPackages();
  return (
    <QuerySection query={packages} loadingHeight={220}>
      {(list) =>
        list.length === 0 ? (
          <EmptyBlock text={t('intro.empty')} />
        ) : (
          <Box
            data-testid="analysis-packages"
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fill, minmax(240px, 1fr))' } }}
          >
            {list.map((pkg) => (
              <AnalysisPackageCard key={pkg.id} pkg={pkg} />
            ))}
          </Box>
        )
      }
    </QuerySection>
  );
}
