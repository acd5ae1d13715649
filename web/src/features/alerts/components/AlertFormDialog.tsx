import { useId, useState, type FormEvent } from 'react';
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
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { StockPicker } from '../../../components/StockPicker';
import { formatPrice, stockLabel } from '../../../lib/format';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useLatestPrice, type StockSearchResult } from '../../../shared-api/stocks';
import { useCreateAlert } from '../api/create-alert';
import { useUpdateAlert } from '../api/update-alert';
import { alertFormFields, alertFormOf, checkAlertForm, levelOf, newAlertForm, toAlertBody, type AlertFormError, type AlertFormValues } from '../lib/alert-form';
import { MA_PERIODS, conditionGroups, isCloseCondition, levelKind } from '../lib/levels';
import { repeats, type AlertView, type Condition } from '../types';
import { ChoiceField } from './ChoiceField';

/** A new alert (on a stock chosen here, or on the stock of the page it opens from), or an alert's new terms. */
export type AlertFormTarget = { kind: 'new'; stock: StockSearchResult | null; price?: number | null } | { kind: 'edit'; alert: AlertView };

/**
 * The alert form: the stock (picked, or fixed), what to watch (a native select in groups: the
 * price, technical signs at the close, events), the level its condition takes (a price offered
 * 5 % from the current price so it can be saved at once, a percent, a 20/50/200-day average, a
 * number with the server's default, or none), how often and for how long. Client checks first,
 * then the server's messages under the same fields (its quota and "no price" above the form).
 */
export function AlertFormDialog({ target, onClose, onSaved }: { target: AlertFormTarget; onClose: () => void; onSaved: (alert: AlertView) => void }) {
  const { t, i18n } = useTranslation('alerts');
  const language = i18n.language;
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  const editing = target.kind === 'edit' ? target.alert : null;
  const [values, setValues] = useState<AlertFormValues>(() => (editing ? alertFormOf(editing) : newAlertForm()));
  const [stock, setStock] = useState<StockSearchResult | null>(() => (editing ? editing.stock : target.kind === 'new' ? target.stock : null));
  const picking = target.kind === 'new' && target.stock === null;
  const latest = useLatestPrice(stock ? String(stock.id) : '', stock !== null);
  const known = editing ? editing.current_price : target.kind === 'new' ? target.price : null;
  // The minute's quote once read (null: the stock has none); until then, the price the opener knew.
  const price = latest.data === undefined ? (known ?? null) : (latest.data?.price ?? null);
  const errors = useFormErrors<(typeof alertFormFields)[number], AlertFormError>(alertFormFields, (key) => t(`form.errors.${key}`));
  const create = useCreateAlert();
  const update = useUpdateAlert();
  const sending = create.isPending || update.isPending;

  const change = (next: Partial<AlertFormValues>, field: (typeof alertFormFields)[number]) => {
    setValues((v) => ({ ...v, ...next }));
    errors.clearField(field);
  };
  const chooseCondition = (condition: Condition) => {
    // Another condition offers its own default level (a price on the other side, a percent, the server's default).
    if (condition === values.condition) return;
    change({ condition, level: null }, 'condition');
    errors.clearField('level');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checks = checkAlertForm(values, { price, needsStock: picking, hasStock: stock !== null });
    if (!errors.validate(checks)) return;
    try {
      const saved = editing
        ? await update.mutateAsync({ id: editing.id, body: toAlertBody(values, price) })
        : await create.mutateAsync(toAlertBody(values, price, Number(stock!.id)));
      onSaved(saved);
    } catch (error) {
      errors.setServerError(error);
    }
  };

  const kind = levelKind(values.condition);
  const closeCondition = isCloseCondition(values.condition);
  const level = levelOf(values, price);
  const title = editing ? t('form.editTitle', { stock: stockLabel(editing.stock) }) : t('form.newTitle');
  return (
    <Dialog open onClose={sending ? undefined : onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby={titleId}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} data-testid="alert-form">
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormAlert message={errors.formError} />
            {picking ? (
              <StockPicker
                value={stock}
                label={t('form.stock')}
                placeholder={t('form.stockSearch')}
                testId="alert-stock"
                error={errors.fieldError('stock_id')}
                onChange={(next) => {
                  setStock(next);
                  errors.clearField('stock_id');
                  errors.clearField('level');
                }}
              />
            ) : (
              stock && (
                <Box>
                  <Typography variant="caption" color="text.secondary" component="div">
                    {t('form.stock')}
                  </Typography>
                  <Typography sx={{ fontWeight: 600 }} data-testid="alert-form-stock">
                    <bdi>{stock.name}</bdi> (<bdi dir="ltr">{stock.symbol}</bdi>)
                  </Typography>
                </Box>
              )
            )}
            {stock && (
              <Typography variant="body2" color="text.secondary" data-testid="alert-form-price" aria-live="polite">
                {price !== null ? (
                  <>
                    {t('form.currentPrice')}: <bdi dir="ltr">{formatPrice(price, language)}</bdi>
                  </>
                ) : (
                  !latest.isPending && t('form.noPrice')
                )}
              </Typography>
            )}
            <TextField
              select
              name="condition"
              label={t('form.condition')}
              value={values.condition}
              onChange={(event) => chooseCondition(event.target.value as Condition)}
              error={Boolean(errors.fieldError('condition'))}
              helperText={errors.fieldError('condition') ?? (closeCondition ? t('form.closeNote') : undefined)}
              slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'alert-condition-select' } }}
            >
              {conditionGroups.map(({ group, conditions }) => (
                <optgroup key={group} label={t(`form.groups.${group}`)}>
                  {conditions.map((condition) => (
                    <option key={condition} value={condition}>
                      {t(`form.conditions.${condition}`)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </TextField>
            {kind === 'maDays' && (
              <ChoiceField
                name="alert-ma"
                label={t('form.maPeriod')}
                choices={MA_PERIODS}
                value={level as (typeof MA_PERIODS)[number]}
                labelOf={(days) => t('form.maPeriods', { count: Number(days) })}
                onChange={(days) => change({ level: days }, 'level')}
                error={errors.fieldError('level')}
              />
            )}
            {(kind === 'price' || kind === 'percent') && (
              <TextField
                label={kind === 'price' ? t('form.level') : t('form.levelPercent')}
                value={level}
                onChange={(event) => change({ level: event.target.value }, 'level')}
                error={Boolean(errors.fieldError('level'))}
                helperText={errors.fieldError('level') ?? (kind === 'price' ? t('form.levelHint') : t('form.levelPercentHint'))}
                slotProps={{
                  htmlInput: { inputMode: 'decimal', dir: 'ltr', 'data-testid': 'alert-level' },
                  input: kind === 'price' ? undefined : { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                }}
              />
            )}
            {(kind === 'rsi' || kind === 'multiple' || kind === 'days') && (
              <TextField
                label={kind === 'rsi' ? t('form.rsiLevel') : kind === 'multiple' ? t('form.volumeMultiple') : t('form.dividendDays')}
                value={level}
                onChange={(event) => change({ level: event.target.value }, 'level')}
                error={Boolean(errors.fieldError('level'))}
                helperText={
                  errors.fieldError('level') ??
                  (kind === 'rsi'
                    ? values.condition === 'rsi_oversold'
                      ? t('form.rsiLowHint')
                      : t('form.rsiHighHint')
                    : kind === 'multiple'
                      ? t('form.volumeHint')
                      : t('form.dividendHint'))
                }
                slotProps={{
                  htmlInput: { inputMode: kind === 'multiple' ? 'decimal' : 'numeric', dir: 'ltr', 'data-testid': 'alert-level' },
                  input: kind === 'multiple' ? { endAdornment: <InputAdornment position="end">×</InputAdornment> } : undefined,
                }}
              />
            )}
            <ChoiceField
              name="alert-repeat"
              label={t('form.repeat')}
              choices={repeats}
              value={values.repeat}
              labelOf={(repeat) => t(`form.repeats.${repeat}`)}
              onChange={(repeat) => change({ repeat }, 'repeat')}
              error={errors.fieldError('repeat')}
            />
            {values.repeat === 'every' && (
              <TextField
                label={t('form.cooldown')}
                value={values.cooldownMinutes}
                onChange={(event) => change({ cooldownMinutes: event.target.value }, 'cooldown_minutes')}
                error={Boolean(errors.fieldError('cooldown_minutes'))}
                helperText={errors.fieldError('cooldown_minutes') ?? t('form.cooldownHint')}
                slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', 'data-testid': 'alert-cooldown' } }}
              />
            )}
            <TextField
              label={t('form.expires')}
              value={values.expiresInDays}
              onChange={(event) => change({ expiresInDays: event.target.value }, 'expires_in_days')}
              error={Boolean(errors.fieldError('expires_in_days'))}
              helperText={errors.fieldError('expires_in_days') ?? t('form.expiresHint')}
              slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', 'data-testid': 'alert-expires' } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={sending}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={sending} data-testid="alert-submit">
            {sending ? t('form.saving') : t('form.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
