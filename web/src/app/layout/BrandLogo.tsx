import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The Eva mark: a rounded square with the initial, and the name when there is room. */
export function BrandLogo({ compact, onClick }: { compact: boolean; onClick?: () => void }) {
  const { t } = useTranslation();
  return (
    <Box
      component={RouterLink}
      to="/"
      onClick={onClick}
      aria-label={t('common.home')}
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, height: 64, px: 2, color: 'inherit', textDecoration: 'none' }}
    >
      <Box
        aria-hidden="true"
        sx={{
          width: 40,
          height: 40,
          flexShrink: 0,
          borderRadius: 2,
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          display: 'grid',
          placeItems: 'center',
          fontWeight: 700,
          fontSize: 20,
        }}
      >
        E
      </Box>
      {!compact && (
        <Typography variant="h6" component="span" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          {t('common.appName')}
        </Typography>
      )}
    </Box>
  );
}
