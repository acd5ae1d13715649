import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { stockLabel } from '../../../lib/format';
import { conditionLine } from '../lib/alert-text';
import type { AlertView } from '../types';

/** Asks before deleting an alert, saying which; the server's error stays in the dialog. */
export function DeleteAlertDialog({
  alert,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  alert: AlertView;
  pending: boolean;
  error: Error | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('alerts');
  const titleId = useId();
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <Dialog open onClose={close} fullWidth maxWidth="xs" aria-labelledby={titleId} data-testid="alert-delete-dialog">
      <DialogTitle id={titleId}>{t('remove.title')}</DialogTitle>
      <DialogContent>
        <FormAlert message={error?.message ?? null} />
        <DialogContentText>
          {t('remove.text', {
            stock: stockLabel(alert.stock),
            condition: conditionLine(alert, t, i18n.language),
          })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={pending}>
          {t('remove.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={pending} data-testid="alert-delete-confirm">
          {pending ? t('remove.deleting') : t('remove.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
