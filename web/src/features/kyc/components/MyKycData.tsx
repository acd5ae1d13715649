import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { useDownloadMyKycData } from '../api/my-kyc-export';
import { useDownloadMyPassport } from '../api/my-passport';
import { hasPassportPhoto } from '../lib/my-data';
import type { KycView } from '../types';
import { EraseKycDialog } from './EraseKycDialog';

/** "Your data" under the status on /kyc: the right of access (download) and of erasure (delete). */
export function MyKycData({ view }: { view: KycView }) {
  const { t } = useTranslation('kyc');
  const exportData = useDownloadMyKycData();
  const passport = useDownloadMyPassport();
  const [erasing, setErasing] = useState(false);
  // The last download's failure: each click resets the other's, so one message shows at a time.
  const failed = exportData.error ?? passport.error;

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="kyc-my-data-title"
      sx={{ p: { xs: 2.5, md: 3 }, maxWidth: 560, width: '100%', mx: 'auto' }}
      data-testid="kyc-my-data"
    >
      <Typography id="kyc-my-data-title" variant="h6" component="h2" gutterBottom>
        {t('myData.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('myData.text')}
      </Typography>
      <FormAlert message={failed?.message ?? null} />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
        <Button
          variant="outlined"
          startIcon={<DownloadOutlinedIcon />}
          disabled={exportData.isPending}
          onClick={() => {
            passport.reset();
            exportData.mutate();
          }}
          data-testid="kyc-export"
        >
          {t('myData.download')}
        </Button>
        {hasPassportPhoto(view) && (
          <Button
            variant="outlined"
            startIcon={<DownloadOutlinedIcon />}
            disabled={passport.isPending}
            onClick={() => {
              exportData.reset();
              passport.mutate();
            }}
            data-testid="kyc-passport-download"
          >
            {t('myData.downloadPassport')}
          </Button>
        )}
        <Button color="error" variant="outlined" startIcon={<DeleteOutlinedIcon />} onClick={() => setErasing(true)} data-testid="kyc-erase">
          {t('myData.erase')}
        </Button>
      </Stack>
      <EraseKycDialog open={erasing} onClose={() => setErasing(false)} />
    </Paper>
  );
}
