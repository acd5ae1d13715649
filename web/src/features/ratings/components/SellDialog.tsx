import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { formatInteger, formatPrice } from '../../../lib/format';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useSellRating } from '../api/publishing';
import { checkSellForm, emptySellForm, sellFormFields, toSellRequest, type SellFormError, type SellFormValues } from '../lib/sell-form';
import type { Rating } from '../types';
import { OrderTypeField } from './OrderTypeField';

/** Selling all of a holding, or a share of it, with the exit reason the spec requires. */
export function SellDialog({ rating, partial, onClose, onDone }: { rating: Rating; partial: boolean; onClose: () => void; onDone: (rating: Rating) => void }) {
  const { t, i18n } = useTranslation('ratings');
  const [values, setValues] = useState<SellFormValues>(emptySellForm);
  const errors = useFormErrors<(typeof sellFormFields)[number], SellFormError>(sellFormFields, (key) => t(`sell.errors.${key}`));
  const sell = useSellRating();

  const set = <K extends keyof SellFormValues>(key: K, value: SellFormValues[K], field: (typeof sellFormFields)[number]) => {
    setValues((v) => ({ ...v, [key]: value }));
    errors.clearField(field);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!errors.validate(checkSellForm(partial, values))) return;
    try {
      onDone(await sell.mutateAsync({ request: toSellRequest(rating.id, partial, values), partial }));
    } catch (error) {
      errors.setServerError(error);
    }
  };

  return (
    <Dialog open onClose={sell.isPending ? undefined : onClose} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} data-testid="sell-form">
        <DialogTitle>{partial ? t('sell.partialTitle', { symbol: rating.symbol }) : t('sell.allTitle', { symbol: rating.symbol })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {t('sell.holding', { shares: formatInteger(rating.share_count, i18n.language), cost: formatPrice(rating.average_cost, i18n.language) })}
            </Typography>
            <FormAlert message={errors.formError} />
            <OrderTypeField
              name="sell-order-type"
              label={t('sell.orderType')}
              value={values.orderType}
              labelOf={(type) => t(`sell.orderTypes.${type}`)}
              onChange={(type) => set('orderType', type, 'order_type')}
            />
            {values.orderType === 'limit' && (
              <TextField
                label={t('sell.exitPrice')}
                value={values.exitPrice}
                onChange={(event) => set('exitPrice', event.target.value, 'exit_price')}
                error={Boolean(errors.fieldError('exit_price'))}
                helperText={errors.fieldError('exit_price')}
                slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr', 'data-testid': 'sell-exit-price' } }}
              />
            )}
            {partial && (
              <TextField
                label={t('sell.percentage')}
                value={values.sellPercentage}
                onChange={(event) => set('sellPercentage', event.target.value, 'sell_percentage')}
                error={Boolean(errors.fieldError('sell_percentage'))}
                helperText={errors.fieldError('sell_percentage')}
                slotProps={{
                  htmlInput: { inputMode: 'decimal', dir: 'ltr', 'data-testid': 'sell-percentage' },
                  input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                }}
              />
            )}
            <TextField
              label={t('sell.exitReason')}
              value={values.exitReason}
              onChange={(event) => set('exitReason', event.target.value, 'exit_reason')}
              error={Boolean(errors.fieldError('exit_reason'))}
              helperText={errors.fieldError('exit_reason')}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'sell-exit-reason' } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={sell.isPending}>
            {t('sell.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={sell.isPending} data-testid="sell-submit">
            {t('sell.confirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
