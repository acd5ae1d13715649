import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/**
 * On every page of a deployment whose payments or identity checks run on a built-in sandbox, so
 * that no one takes a simulated purchase or verification for a real one.
 */
export function SandboxBanner() {
  const { t } = useTranslation();
  return (
    <Alert severity="warning" role="status" square sx={{ py: 0, justifyContent: 'center', textAlign: 'center' }} data-testid="sandbox-banner">
      {t('header.sandbox')}
    </Alert>
  );
}
