import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { directionOf, type Language } from '../../../lib/language';
import { useEraseMyKyc } from '../api/erase-my-kyc';

/**
 * Asks before deleting, saying plainly what goes, what it ends and what stays. Once deleted the
 * page turns to the form (the status is erased), which unmounts this dialog.
 */
export function EraseKycDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('kyc');
  const erase = useEraseMyKyc();
  const close = () => {
    if (erase.isPending) return;
    erase.reset();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} dir={directionOf(i18n.language as Language)} fullWidth maxWidth="sm" aria-labelledby="kyc-erase-title">
      <DialogTitle id="kyc-erase-title">{t('myData.eraseTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
        <FormAlert message={erase.error?.message ?? null} />
        <DialogContentText>{t('myData.eraseWhat')}</DialogContentText>
        <DialogContentText>{t('myData.eraseEffect')}</DialogContentText>
        <DialogContentText>{t('myData.eraseKept')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={erase.isPending}>
          {t('myData.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={() => erase.mutate()} disabled={erase.isPending} data-testid="kyc-erase-confirm">
          {erase.isPending ? t('myData.erasing') : t('myData.eraseConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
