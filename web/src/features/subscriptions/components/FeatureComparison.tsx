import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import CheckIcon from '@mui/icons-material/Check';
import RemoveIcon from '@mui/icons-material/Remove';
import { useTranslation } from 'react-i18next';
import { featureKinds } from '../lib/pricing';
import type { FeatureKind, Package } from '../types';

/** A tick or a dash, named for screen readers. */
function Grant({ granted }: { granted: boolean }) {
  const { t } = useTranslation('subscriptions');
  const label = granted ? t('compare.included') : t('compare.notIncluded');
  return granted ? (
    <CheckIcon color="success" titleAccess={label} data-granted="yes" />
  ) : (
    <RemoveIcon sx={{ color: 'text.disabled' }} titleAccess={label} data-granted="no" />
  );
}

/**
 * Which package unlocks which feature: a table on wide screens (a column per package), and on
 * phones one short list per package, stacked.
 */
export function FeatureComparison({ packages }: { packages: Package[] }) {
  const { t } = useTranslation('subscriptions');
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'));
  const grants = (pkg: Package, feature: FeatureKind) => pkg.grants.includes(feature);

  if (narrow) {
    return (
      <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="compare-stacked">
        {packages.map((pkg) => (
          <Paper variant="outlined" key={pkg.id} sx={{ p: 1.5 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
              {pkg.name}
            </Typography>
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {featureKinds.map((feature) => (
                <Box component="li" key={feature} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, py: 0.5 }}>
                  <Typography variant="body2" color={grants(pkg, feature) ? 'text.primary' : 'text.secondary'}>
                    {t(`compare.features.${feature}`)}
                  </Typography>
                  <Grant granted={grants(pkg, feature)} />
                </Box>
              ))}
            </Box>
          </Paper>
        ))}
      </Box>
    );
  }

  return (
    <TableContainer component={Paper} variant="outlined" data-testid="compare-table">
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('compare.feature')}
            </TableCell>
            {packages.map((pkg) => (
              <TableCell component="th" scope="col" key={pkg.id} align="center" sx={{ fontWeight: 700 }}>
                {pkg.name}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {featureKinds.map((feature) => (
            <TableRow key={feature} data-testid={`compare-${feature}`}>
              <TableCell component="th" scope="row">
                {t(`compare.features.${feature}`)}
              </TableCell>
              {packages.map((pkg) => (
                <TableCell key={pkg.id} align="center">
                  <Grant granted={grants(pkg, feature)} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
