import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { isApiError } from '../../../lib/api-error';
import { useCancelOrder, useEditOrder } from '../api/orders';
import { isPositive, readDecimal } from '../../../lib/decimal-text';
import type { Rating } from '../types';

function messageOf(error: unknown, fallback: string): string | null {
  if (!error) return null;
  return isApiError(error) ? (error.fieldError('entry_price') ?? error.message) : fallback;
}

/** Cancelling a waiting limit order, after a confirmation (spec §4). */
export function CancelOrderDialog({ rating, onClose, onDone }: { rating: Rating; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('ratings');
  const cancel = useCancelOrder();
  const confirm = async () => {
    try {
      await cancel.mutateAsync({ listingId: rating.listing_id, orderId: rating.order_id! });
      onDone();
    } catch {
      // Shown from the mutation's error below.
    }
  };
  return (
    <Dialog open onClose={cancel.isPending ? undefined : onClose} data-testid="cancel-order-dialog">
      <DialogTitle>{t('order.cancelTitle', { symbol: rating.symbol })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('order.cancelText')}</DialogContentText>
        <FormAlert message={messageOf(cancel.error, t('errors.unknown', { ns: 'translation' }))} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={cancel.isPending}>
          {t('order.keep')}
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={cancel.isPending} data-testid="cancel-order-confirm">
          {t('order.cancelIt')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A waiting limit order's new price. */
export function EditOrderDialog({ rating, onClose, onDone }: { rating: Rating; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('ratings');
  const edit = useEditOrder();
  const [price, setPrice] = useState(rating.specified_entry_price != null ? String(rating.specified_entry_price) : '');
  const [invalid, setInvalid] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const decimal = readDecimal(price);
    if (decimal === null || !isPositive(decimal)) {
      setInvalid(true);
      return;
    }
    try {
      await edit.mutateAsync({ orderId: rating.order_id!, entryPrice: decimal });
      onDone();
    } catch {
      // Shown from the mutation's error below.
    }
  };
  const serverMessage = messageOf(edit.error, t('errors.unknown', { ns: 'translation' }));
  return (
    <Dialog open onClose={edit.isPending ? undefined : onClose} fullWidth maxWidth="xs">
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} data-testid="edit-order-form">
        <DialogTitle>{t('order.editTitle', { symbol: rating.symbol })}</DialogTitle>
        <DialogContent>
          <TextField
            sx={{ mt: 1 }}
            fullWidth
            label={t('order.price')}
            value={price}
            onChange={(event) => {
              setPrice(event.target.value);
              setInvalid(false);
            }}
            error={invalid || Boolean(serverMessage)}
            helperText={invalid ? t('form.errors.price') : serverMessage}
            slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr', 'data-testid': 'edit-order-price' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={edit.isPending}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={edit.isPending} data-testid="edit-order-submit">
            {t('order.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
