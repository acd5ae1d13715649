import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useStaffPassport } from '../api/staff-passport';

/**
 * The passport photo, fetched with the token and shown from memory. Large enough to read (the
 * shared ProtectedImage is a thumbnail), and its address is revoked when the dialog closes.
 */
export function PassportImage({ id, name }: { id: number; name: string }) {
  const { t } = useTranslation('kyc');
  const photo = useStaffPassport(id, true);
  const [url, setUrl] = useState<string | null>(null);
  // Made and revoked in one effect, so no address outlives the dialog (nor a StrictMode re-run).
  useEffect(() => {
    if (!photo.data) return undefined;
    const made = URL.createObjectURL(photo.data);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [photo.data]);
  if (photo.isError) {
    return (
      <Typography variant="body2" color="error" data-testid="staff-kyc-passport-error">
        {t('staff.detail.passportFailed')}
      </Typography>
    );
  }
  if (!url) return <Skeleton variant="rectangular" height={240} sx={{ maxWidth: 480 }} />;
  return (
    <Box component="a" href={url} target="_blank" rel="noopener" sx={{ display: 'block', maxWidth: 480 }}>
      <Box
        component="img"
        src={url}
        alt={t('staff.detail.passportAlt', { name })}
        data-testid="staff-kyc-passport"
        sx={{ display: 'block', width: '100%', height: 'auto', borderRadius: 1, border: 1, borderColor: 'divider' }}
      />
    </Box>
  );
}
