import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { formatPercent } from '../../../lib/format';
import { useFormErrors } from '../../../lib/use-form-errors';
import type { StockSearchResult } from '../../../shared-api/stocks';
import { usePublishRating, useUpdateRating } from '../api/publishing';
import {
  checkRatingForm,
  emptyRatingForm,
  ratingFormFields,
  toNewRating,
  toRatingUpdate,
  type RatingFormError,
  type RatingFormMode,
  type RatingFormValues,
} from '../lib/rating-form';
import type { Rating } from '../types';
import { OrderTypeField } from './OrderTypeField';
import { StockPicker } from '../../../components/StockPicker';

/** Publishing a new rating, increasing a held one, or editing its info and images. */
export function RatingFormDialog({
  mode,
  listId,
  rating,
  cashPercentage,
  onClose,
  onDone,
}: {
  mode: RatingFormMode;
  listId: number;
  rating: Rating | null;
  cashPercentage: number;
  onClose: () => void;
  onDone: (rating: Rating) => void;
}) {
  const { t, i18n } = useTranslation('ratings');
  const [values, setValues] = useState<RatingFormValues>(() => ({
    ...emptyRatingForm,
    orderType: mode === 'edit' ? '' : 'market',
    additionalInfo: mode === 'edit' && rating ? rating.additional_info : '',
  }));
  const [stock, setStock] = useState<StockSearchResult | null>(null);
  const [images, setImages] = useState<File[]>([]);
  const errors = useFormErrors<(typeof ratingFormFields)[number], RatingFormError>(ratingFormFields, (key) => t(`form.errors.${key}`));
  const publish = usePublishRating();
  const update = useUpdateRating();
  const sending = publish.isPending || update.isPending;

  const set = <K extends keyof RatingFormValues>(key: K, value: RatingFormValues[K], field: (typeof ratingFormFields)[number]) => {
    setValues((v) => ({ ...v, [key]: value }));
    errors.clearField(field);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Cash in hundredths of a percent, as the API reports it to two decimals.
    const cashHundredths = Math.round(cashPercentage * 100);
    const checks = checkRatingForm(mode, { ...values, imageCount: images.length }, { cashHundredths, existingImages: rating?.images.length ?? 0 });
    if (!errors.validate(checks)) return;
    try {
      const saved =
        mode === 'new'
          ? await publish.mutateAsync({ request: toNewRating(listId, values), images })
          : await update.mutateAsync({ request: toRatingUpdate(rating!.id, mode, values), images });
      onDone(saved);
    } catch (error) {
      errors.setServerError(error);
    }
  };

  const title =
    mode === 'new'
      ? t('form.newTitle')
      : mode === 'increase'
        ? t('form.increaseTitle', { symbol: rating?.symbol })
        : t('form.editTitle', { symbol: rating?.symbol });
  const buying = mode !== 'edit';
  return (
    <Dialog open onClose={sending ? undefined : onClose} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} data-testid="rating-form">
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormAlert message={errors.formError} />
            {mode === 'new' && (
              <StockPicker
                value={stock}
                label={t('form.stock')}
                placeholder={t('form.stockSearch')}
                testId="rating-stock"
                error={errors.fieldError('stock_id')}
                onChange={(next) => {
                  setStock(next);
                  set('stockId', next ? Number(next.id) : null, 'stock_id');
                }}
              />
            )}
            {buying && (
              <>
                <OrderTypeField
                  name="rating-order-type"
                  label={t('form.orderType')}
                  value={values.orderType}
                  labelOf={(type) => t(`form.orderTypes.${type}`)}
                  onChange={(type) => set('orderType', type, 'order_type')}
                  error={errors.fieldError('order_type')}
                />
                {values.orderType === 'limit' && (
                  <TextField
                    label={t('form.entryPrice')}
                    value={values.entryPrice}
                    onChange={(event) => set('entryPrice', event.target.value, 'entry_price')}
                    error={Boolean(errors.fieldError('entry_price'))}
                    helperText={errors.fieldError('entry_price')}
                    slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr', 'data-testid': 'rating-entry-price' } }}
                  />
                )}
                <TextField
                  label={mode === 'increase' ? t('form.addPercentage') : t('form.entryPercentage')}
                  value={values.entryPercentage}
                  onChange={(event) => set('entryPercentage', event.target.value, 'entry_percentage')}
                  error={Boolean(errors.fieldError('entry_percentage'))}
                  helperText={errors.fieldError('entry_percentage') ?? t('form.cashHint', { percent: formatPercent(cashPercentage, i18n.language, 2) })}
                  slotProps={{
                    htmlInput: { inputMode: 'decimal', dir: 'ltr', 'data-testid': 'rating-entry-percentage' },
                    input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                  }}
                />
              </>
            )}
            {mode !== 'increase' && (
              <TextField
                label={t('form.additionalInfo')}
                value={values.additionalInfo}
                onChange={(event) => set('additionalInfo', event.target.value, 'additional_info')}
                error={Boolean(errors.fieldError('additional_info'))}
                helperText={errors.fieldError('additional_info')}
                multiline
                minRows={3}
                slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'rating-additional-info' } }}
              />
            )}
            {mode !== 'increase' && (
              <Box>
                <Button component="label" variant="outlined" startIcon={<AddPhotoAlternateOutlinedIcon />}>
                  {t('form.chooseImages')}
                  <input
                    hidden
                    type="file"
                    accept="image/png,image/jpeg,image/webp"
                    multiple
                    data-testid="rating-images"
                    onChange={(event) => {
                      setImages(Array.from(event.target.files ?? []));
                      errors.clearField('images');
                    }}
                  />
                </Button>
                <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
                  {t('form.images')}
                  {images.length > 0 && ` · ${images.map((f) => f.name).join(', ')}`}
                </Typography>
                {errors.fieldError('images') && <FormHelperText error>{errors.fieldError('images')}</FormHelperText>}
              </Box>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={sending}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={sending} data-testid="rating-submit">
            {sending ? t('form.sending') : mode === 'new' ? t('form.publish') : t('form.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
