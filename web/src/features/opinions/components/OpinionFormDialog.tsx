import { useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/DateField';
import { FormAlert } from '../../../components/FormAlert';
import { formatPercent, formatPrice } from '../../../lib/format';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useLatestPrice, type StockSearchResult } from '../../../shared-api/stocks';
import { StockPicker } from '../../../components/StockPicker';
import { usePublishOpinion, useUpdateOpinion } from '../api/publishing';
import {
  changeToTarget,
  checkOpinionForm,
  emptyOpinionForm,
  opinionFormFields,
  orderTypesOf,
  toNewOpinion,
  toOpinionUpdate,
  valuesOf,
  type OpinionFormError,
  type OpinionFormField,
  type OpinionFormValues,
} from '../lib/opinion-form';
import { unitsOf } from '../lib/price-units';
import { analysisTypes, durationTypes, stopTypes, type Opinion, type OperationType } from '../types';

/** Today in the list's market (Riyadh for the Saudi markets, New York for the US), YYYY-MM-DD. */
function todayIn(marketId: number): string {
  const zone = marketId === 3 ? 'America/New_York' : 'Asia/Riyadh';
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

/**
 * A new opinion, or a new version of a pending one. The checks of spec §5 run as the analyst
 * types, against the stock's current price; the server checks them again on sending.
 */
export function OpinionFormDialog({
  listId,
  marketId,
  minChangePercent,
  opinion,
  onClose,
  onDone,
}: {
  listId: number;
  marketId: number;
  minChangePercent: number;
  opinion: Opinion | null;
  onClose: () => void;
  onDone: (opinion: Opinion) => void;
}) {
  const { t, i18n } = useTranslation('opinions');
  const lang = i18n.language;
  const [values, setValues] = useState<OpinionFormValues>(() => (opinion ? valuesOf(opinion) : emptyOpinionForm));
  const [stock, setStock] = useState<StockSearchResult | null>(null);
  const [images, setImages] = useState<File[]>([]);
  const stockId = opinion ? opinion.stock_id : stock ? Number(stock.id) : null;
  const quote = useLatestPrice(String(stockId ?? ''), stockId !== null);
  const currentUnits = quote.data ? unitsOf(quote.data.price) : null;
  const minChangeHundredths = Math.round(minChangePercent * 100);
  const say = (key: OpinionFormError) => (key === 'changeSmall' ? t('form.errors.changeSmall', { percent: minChangePercent }) : t(`form.errors.${key}`));
  const errors = useFormErrors<OpinionFormField, OpinionFormError>(opinionFormFields, say);
  const publish = usePublishOpinion();
  const update = useUpdateOpinion();
  const sending = publish.isPending || update.isPending;
  const context = { stockId, currentUnits, today: todayIn(marketId), minChangeHundredths, newImages: images.length, existingImages: opinion?.image_count ?? 0 };
  const live = checkOpinionForm(values, context, true);
  const problem = (field: OpinionFormField): string | undefined => {
    const key = live[field];
    return errors.fieldError(field) ?? (key ? say(key) : undefined);
  };

  const set = <K extends keyof OpinionFormValues>(key: K, value: OpinionFormValues[K], field: OpinionFormField) => {
    setValues((v) => ({ ...v, [key]: value }));
    errors.clearField(field);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!errors.validate(checkOpinionForm(values, context)) || stockId === null) return;
    try {
      const saved = opinion
        ? await update.mutateAsync({ request: toOpinionUpdate(opinion.id, stockId, values), images })
        : await publish.mutateAsync({ request: toNewOpinion(listId, stockId, values), images });
      onDone(saved);
    } catch (error) {
      errors.setServerError(error);
    }
  };

  const priceField = (
    field: OpinionFormField,
    key: 'entryPrice' | 'targetPrice' | 'stopLoss' | 'strikePrice' | 'optionPrice',
    label: string,
    hint?: ReactNode,
  ) => (
    <TextField
      label={label}
      value={values[key]}
      onChange={(event) => set(key, event.target.value, field)}
      error={Boolean(problem(field))}
      helperText={problem(field) ?? hint}
      slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr', 'data-testid': `opinion-${field}` } }}
    />
  );
  const selectField = <T extends string>(
    field: OpinionFormField,
    key: 'orderType' | 'durationType' | 'analysisType' | 'stopType',
    label: string,
    options: readonly T[],
    labelOf: (option: T) => string,
  ) => (
    <TextField
      select
      label={label}
      value={values[key]}
      onChange={(event) => set(key, event.target.value as OpinionFormValues[typeof key], field)}
      error={Boolean(problem(field))}
      helperText={problem(field)}
      data-testid={`opinion-${field}`}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option} data-testid={`opinion-${field}-${option}`}>
          {labelOf(option)}
        </MenuItem>
      ))}
    </TextField>
  );
  const dateField = (field: OpinionFormField, key: 'durationDate' | 'expirationDate', label: string) => (
    <DateField
      name={field}
      label={label}
      value={values[key]}
      onChange={(day) => set(key, day, field)}
      error={Boolean(problem(field))}
      helperText={problem(field)}
      testId={`opinion-${field}`}
    />
  );
  const change = changeToTarget(values, currentUnits);
  const options = values.operationType === 'options';

  return (
    <Dialog open onClose={sending ? undefined : onClose} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} data-testid="opinion-form">
        <DialogTitle>{opinion ? t('form.editTitle') : t('form.newTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.25} sx={{ pt: 1 }}>
            <FormAlert message={errors.formError} />
            {opinion ? (
              <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
                <bdi dir="ltr">{opinion.symbol}</bdi> · <bdi>{opinion.company}</bdi>
              </Typography>
            ) : (
              <StockPicker
                value={stock}
                label={t('form.stock')}
                placeholder={t('form.stockSearch')}
                testId="opinion-stock"
                error={problem('stock_id')}
                onChange={(next) => {
                  setStock(next);
                  errors.clearField('stock_id');
                }}
              />
            )}
            <Typography variant="body2" color="text.secondary" data-testid="opinion-current-price">
              {quote.data ? t('form.currentPrice', { price: formatPrice(quote.data.price, lang) }) : t('form.noPrice')}
            </Typography>
            <ToggleButtonGroup
              exclusive
              size="small"
              color="primary"
              value={values.operationType}
              onChange={(_event, next: OperationType | null) => {
                if (!next) return;
                setValues((v) => ({ ...v, operationType: next, orderType: orderTypesOf(next).includes(v.orderType as never) ? v.orderType : '' }));
              }}
              aria-label={t('form.operation')}
            >
              {(['stocks', 'options'] as const).map((operation) => (
                <ToggleButton key={operation} value={operation} data-testid={`opinion-operation-${operation}`}>
                  {t(`operation.${operation}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
              {selectField('order_type', 'orderType', t('form.order'), orderTypesOf(values.operationType), (o) => t(`order.${o}`))}
              {selectField('stop_type', 'stopType', t('form.stopType'), stopTypes, (o) => t(`stopType.${o}`))}
              {selectField('duration_type', 'durationType', t('form.duration'), durationTypes, (o) => t(`durationType.${o}`))}
              {selectField('analysis_type', 'analysisType', t('form.analysis'), analysisTypes, (o) => t(`analysisType.${o}`))}
              {priceField('entry_price', 'entryPrice', t('form.entry'))}
              {priceField(
                'target_price',
                'targetPrice',
                t('form.target'),
                change === null ? undefined : t('form.changeHint', { percent: formatPercent(change / 100, lang, 2) }),
              )}
              {priceField('stop_loss', 'stopLoss', t('form.stop'))}
              {dateField('duration_date', 'durationDate', t('form.durationDate'))}
              {options && priceField('strike_price', 'strikePrice', t('form.strike'))}
              {options && dateField('expiration_date', 'expirationDate', t('form.expiration'))}
              {options && priceField('option_price', 'optionPrice', t('form.optionPrice'))}
            </Box>
            <TextField
              label={t('form.info')}
              value={values.additionalInfo}
              onChange={(event) => set('additionalInfo', event.target.value, 'additional_info')}
              error={Boolean(problem('additional_info'))}
              helperText={problem('additional_info')}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'opinion-additional_info' } }}
            />
            <Box>
              <Button component="label" variant="outlined" startIcon={<AddPhotoAlternateOutlinedIcon />}>
                {t('form.chooseImages')}
                <input
                  hidden
                  type="file"
                  accept="image/png,image/jpeg,image/webp"
                  multiple
                  data-testid="opinion-images"
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
              {problem('images') && <FormHelperText error>{problem('images')}</FormHelperText>}
            </Box>
            {opinion && (
              <Typography variant="caption" color="text.secondary">
                {t('form.editNote')}
              </Typography>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={sending}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={sending} data-testid="opinion-submit">
            {opinion ? t('form.save') : t('form.publish')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
