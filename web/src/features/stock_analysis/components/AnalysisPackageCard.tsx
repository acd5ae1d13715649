import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatSar } from '../../../lib/format';
import { requestFormPath } from '../lib/paths';
import type { AnalysisPackage } from '../types';

/** A package: how many stocks it analyses, its price (the cheapest plan, VAT included) and the way to request it. */
export function AnalysisPackageCard({ pkg }: { pkg: AnalysisPackage }) {
  const { t, i18n } = useTranslation('stock_analysis');
  const price = pkg.plans[0]?.price;
  return (
    <Paper
      variant="outlined"
      component="article"
      data-testid={`analysis-package-${pkg.id}`}
      sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}
    >
      <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
        {pkg.name}
      </Typography>
      {pkg.description && (
        <Typography variant="body2" color="text.secondary">
          {pkg.description}
        </Typography>
      )}
      <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="analysis-package-stocks">
        {t('package.stocks', { count: pkg.stocks_count ?? 1 })}
      </Typography>
      {price && (
        <Box>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid="analysis-package-price">
            {formatSar(price.total_halalas, i18n.language)}
          </Typography>
          {price.discount_halalas > 0 && (
            <Typography variant="body2" color="text.secondary">
              <s>{t('package.was', { amount: formatSar(price.list_halalas, i18n.language) })}</s>
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary">
            {t('package.vatIncluded')}
          </Typography>
        </Box>
      )}
      <Box sx={{ mt: 'auto', pt: 1 }}>
        <Button
          variant="contained"
          fullWidth
          component={RouterLink}
          to={requestFormPath(pkg.id)}
          aria-label={t('package.chooseLabel', { package: pkg.name })}
          data-testid={`choose-package-${pkg.id}`}
        >
          {t('package.choose')}
        </Button>
      </Box>
    </Paper>
  );
}
