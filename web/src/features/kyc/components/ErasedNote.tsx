import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../../../lib/format';
import type { KycView } from '../types';

/** Above the forms once the user deleted their data: why they are asked to verify again. */
export function ErasedNote({ view }: { view: Pick<KycView, 'status' | 'erased_at'> }) {
  const { t, i18n } = useTranslation('kyc');
  if (view.status !== 'erased' || !view.erased_at) return null;
  return (
    <Alert severity="info" data-testid="kyc-erased-note">
      {t('status.erasedNote', { date: formatMoment(view.erased_at, i18n.language) })}
    </Alert>
  );
}
