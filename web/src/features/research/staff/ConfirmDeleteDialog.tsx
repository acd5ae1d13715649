import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { directionOf, type Language } from '../../../lib/language';

/** Asks before withdrawing an article or a document, saying plainly what goes; the error stays in the dialog. */
export function ConfirmDeleteDialog({
  title,
  text,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  pending: boolean;
  error: Error | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('research');
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <Dialog open onClose={close} dir={directionOf(i18n.language as Language)} fullWidth maxWidth="xs" aria-labelledby="research-delete-title">
      <DialogTitle id="research-delete-title">{title}</DialogTitle>
      <DialogContent>
        <FormAlert message={error?.message ?? null} />
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={pending}>
          {t('staff.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={pending} data-testid="research-delete-confirm">
          {pending ? t('staff.deleting') : t('staff.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
