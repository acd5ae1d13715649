import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { StaffList, StaffNotice } from '../../../components/StaffList';
import { StickyActionsCell } from '../../../components/StickyActionsCell';
import { StaffPage } from '../../../components/StaffPage';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiError } from '../../../lib/api-error';
import { formatInteger, formatMoment, formatPercent } from '../../../lib/format';
import { directionOf, type Language } from '../../../lib/language';
import { useSaveCoupon, useStaffCoupons } from '../api/staff-coupons';
import { Money } from '../components/Money';
import { fromLocalInput, toLocalInput } from '../lib/datetime-input';
import { halalasToSarInput, parseSar, parseWholeNumber } from '../../../lib/sar-input';
import type { CouponKind, ProductKind, StaffCoupon, StaffCouponInput } from '../types';
import { allProducts, useStaffLabels } from './labels';

/** Staff create and change the coupons buyers enter at checkout. */
export function CouponsStaffPage() {
  const { t, i18n } = useTranslation('subscriptions');
  useDocumentTitle(t('staff.coupons.title'));
  const labels = useStaffLabels();
  const coupons = useStaffCoupons();
  const [editing, setEditing] = useState<StaffCoupon | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const language = i18n.language;

  const windowOf = (coupon: StaffCoupon) => {
    const from = coupon.starts_at ? formatMoment(coupon.starts_at, language) : null;
    const to = coupon.ends_at ? formatMoment(coupon.ends_at, language) : null;
    if (from && to) return t('staff.coupons.between', { from, to });
    if (from) return t('staff.coupons.from', { date: from });
    if (to) return t('staff.coupons.until', { date: to });
    return t('staff.coupons.always');
  };
  const limitOf = (limit: number | null | undefined) => (limit == null ? t('staff.coupons.unlimited') : formatInteger(limit, language));

  const body = (
    <StaffList
      query={coupons}
      rowsOf={(data) => data}
      empty={t('staff.coupons.empty')}
      testId="staff-coupons"
      columns={[
        t('staff.coupons.code'),
        t('staff.coupons.kind'),
        t('staff.coupons.value'),
        t('staff.coupons.window'),
        t('staff.coupons.used'),
        t('staff.coupons.perUser'),
        t('staff.coupons.products'),
        t('staff.coupons.status'),
        '',
      ]}
      actionsColumn
      renderRow={(coupon) => (
        <TableRow key={coupon.id} data-testid={`staff-coupon-${coupon.id}`} sx={{ opacity: coupon.active ? 1 : 0.7 }}>
          <TableCell component="th" scope="row">
            <bdi dir="ltr">{coupon.code}</bdi>
          </TableCell>
          <TableCell>{t(coupon.kind === 'percent' ? 'staff.coupons.kinds.percent' : 'staff.coupons.kinds.fixed')}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            {coupon.kind === 'percent' ? <bdi>{formatPercent(coupon.value, language, 0)}</bdi> : <Money halalas={coupon.value} />}
          </TableCell>
          <TableCell>{windowOf(coupon)}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            <bdi>{`${formatInteger(coupon.redeemed, language)} / ${limitOf(coupon.max_redemptions)}`}</bdi>
          </TableCell>
          <TableCell>{limitOf(coupon.per_user_limit)}</TableCell>
          <TableCell>
            {coupon.products.length === 0 ? (
              t('staff.coupons.allProducts')
            ) : (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                {coupon.products.map((product) => (
                  <Chip key={product} size="small" variant="outlined" label={labels.product(product)} />
                ))}
              </Box>
            )}
          </TableCell>
          <TableCell>
            <Chip size="small" color={coupon.active ? 'success' : 'default'} label={t(coupon.active ? 'staff.common.active' : 'staff.common.inactive')} />
          </TableCell>
          <StickyActionsCell align="right">
            <Button size="small" onClick={() => setEditing(coupon)} aria-label={t('staff.coupons.editCode', { code: coupon.code })}>
              {t('staff.common.edit')}
            </Button>
          </StickyActionsCell>
        </TableRow>
      )}
    />
  );

  return (
    <StaffPage
      title={t('staff.coupons.title')}
      subtitle={t('staff.coupons.description')}
      toolbar={
        <Box>
          <Button variant="contained" onClick={() => setEditing('new')} data-testid="staff-coupon-add">
            {t('staff.coupons.add')}
          </Button>
        </Box>
      }
      after={
        editing !== null && (
          <CouponDialog
            coupon={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
            onSaved={(code) => {
              setEditing(null);
              setNotice(t('staff.coupons.saved', { code }));
            }}
          />
        )
      }
    >
      <StaffNotice notice={notice} onClose={() => setNotice(null)} testId="staff-coupons-notice" />
      {body}
    </StaffPage>
  );
}

interface CouponDraft {
  code: string;
  kind: CouponKind;
  value: string;
  startsAt: string;
  endsAt: string;
  maxRedemptions: string;
  perUserLimit: string;
  products: ProductKind[];
  active: boolean;
}

function draftOf(coupon: StaffCoupon | null): CouponDraft {
  const kind: CouponKind = coupon?.kind === 'fixed' ? 'fixed' : 'percent';
  return {
    code: coupon?.code ?? '',
    kind,
    value: coupon ? (kind === 'fixed' ? halalasToSarInput(coupon.value) : String(coupon.value)) : '',
    startsAt: toLocalInput(coupon?.starts_at),
    endsAt: toLocalInput(coupon?.ends_at),
    maxRedemptions: coupon?.max_redemptions != null ? String(coupon.max_redemptions) : '',
    perUserLimit: coupon?.per_user_limit != null ? String(coupon.per_user_limit) : '',
    products: allProducts.filter((product) => coupon?.products.includes(product)),
    active: coupon?.active ?? true,
  };
}

type CouponField = 'code' | 'kind' | 'value' | 'starts_at' | 'ends_at' | 'max_redemptions' | 'per_user_limit' | 'products' | 'active';
const couponFields: readonly CouponField[] = ['code', 'kind', 'value', 'starts_at', 'ends_at', 'max_redemptions', 'per_user_limit', 'products', 'active'];

function CouponDialog({ coupon, onClose, onSaved }: { coupon: StaffCoupon | null; onClose: () => void; onSaved: (code: string) => void }) {
  const { t, i18n } = useTranslation('subscriptions');
  const labels = useStaffLabels();
  const [draft, setDraft] = useState<CouponDraft>(() => draftOf(coupon));
  const [clientErrors, setClientErrors] = useState<Partial<Record<CouponField, string>>>({});
  const save = useSaveCoupon();
  const set = <K extends keyof CouponDraft>(key: K, value: CouponDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const fieldError = (field: CouponField): string | undefined => clientErrors[field] ?? (isApiError(save.error) ? save.error.fieldError(field) : undefined);
  const serverError = save.error;
  const serverNamesAField = isApiError(serverError) && couponFields.some((field) => serverError.fieldError(field));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const errors: Partial<Record<CouponField, string>> = {};
    let value: number | null = null;
    if (draft.kind === 'percent') {
      value = parseWholeNumber(draft.value);
      if (value === null || value < 1 || value > 100) errors.value = t('staff.coupons.percentRange');
    } else {
      const amount = parseSar(draft.value);
      if (amount.ok) value = amount.halalas;
      else errors.value = t(`staff.amount.${amount.error}`);
    }
    const limit = (text: string, field: CouponField): number | null => {
      if (text.trim() === '') return null;
      const n = parseWholeNumber(text);
      if (n === null || n < 1) errors[field] = t('staff.coupons.limitRange');
      return n;
    };
    const maxRedemptions = limit(draft.maxRedemptions, 'max_redemptions');
    const perUserLimit = limit(draft.perUserLimit, 'per_user_limit');
    const startsAt = fromLocalInput(draft.startsAt);
    if (startsAt === 'invalid') errors.starts_at = t('staff.coupons.dateInvalid');
    const endsAt = fromLocalInput(draft.endsAt);
    if (endsAt === 'invalid') errors.ends_at = t('staff.coupons.dateInvalid');
    setClientErrors(errors);
    if (Object.keys(errors).length > 0 || value === null || startsAt === 'invalid' || endsAt === 'invalid') return;
    const input: StaffCouponInput = {
      code: draft.code.trim(),
      kind: draft.kind,
      value,
      starts_at: startsAt,
      ends_at: endsAt,
      max_redemptions: maxRedemptions,
      per_user_limit: perUserLimit,
      products: draft.products,
      active: draft.active,
    };
    save.mutate({ id: coupon?.id ?? null, input }, { onSuccess: (saved) => onSaved(saved.code) });
  };

  const numberField = (field: CouponField, key: 'maxRedemptions' | 'perUserLimit', label: string) => (
    <TextField
      name={field}
      label={label}
      value={draft[key]}
      onChange={(event) => set(key, event.target.value)}
      slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
      error={Boolean(fieldError(field))}
      helperText={fieldError(field) ?? t('staff.coupons.limitHint')}
      sx={{ width: 220 }}
    />
  );
  const momentField = (field: 'starts_at' | 'ends_at', key: 'startsAt' | 'endsAt', label: string) => (
    <TextField
      type="datetime-local"
      name={field}
      label={label}
      value={draft[key]}
      onChange={(event) => set(key, event.target.value)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: 'ltr' } }}
      error={Boolean(fieldError(field))}
      helperText={fieldError(field) ?? t('staff.coupons.windowHint')}
      sx={{ width: 260 }}
    />
  );

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth dir={directionOf(i18n.language as Language)} aria-labelledby="staff-coupon-dialog-title">
      <Box component="form" onSubmit={submit} noValidate data-testid="staff-coupon-form">
        <DialogTitle id="staff-coupon-dialog-title">{coupon ? t('staff.coupons.editTitle', { code: coupon.code }) : t('staff.coupons.addTitle')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 3 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, pt: 1 }}>
            <TextField
              name="code"
              label={t('staff.coupons.code')}
              value={draft.code}
              onChange={(event) => set('code', event.target.value)}
              slotProps={{ htmlInput: { dir: 'ltr', autoCapitalize: 'characters', spellCheck: false } }}
              error={Boolean(fieldError('code'))}
              helperText={fieldError('code') ?? t('staff.coupons.codeHint')}
              sx={{ width: 280 }}
            />
            <TextField
              select
              name="kind"
              label={t('staff.coupons.kind')}
              value={draft.kind}
              onChange={(event) => set('kind', event.target.value === 'fixed' ? 'fixed' : 'percent')}
              error={Boolean(fieldError('kind'))}
              helperText={fieldError('kind')}
              sx={{ width: 180 }}
            >
              <MenuItem value="percent">{t('staff.coupons.kinds.percent')}</MenuItem>
              <MenuItem value="fixed">{t('staff.coupons.kinds.fixed')}</MenuItem>
            </TextField>
            <TextField
              name="value"
              label={draft.kind === 'percent' ? t('staff.coupons.percent') : t('staff.coupons.amount')}
              value={draft.value}
              onChange={(event) => set('value', event.target.value)}
              slotProps={{ htmlInput: { inputMode: draft.kind === 'percent' ? 'numeric' : 'decimal', dir: 'ltr' } }}
              error={Boolean(fieldError('value'))}
              helperText={fieldError('value')}
              sx={{ width: 180 }}
            />
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            {momentField('starts_at', 'startsAt', t('staff.coupons.startsAt'))}
            {momentField('ends_at', 'endsAt', t('staff.coupons.endsAt'))}
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            {numberField('max_redemptions', 'maxRedemptions', t('staff.coupons.maxRedemptions'))}
            {numberField('per_user_limit', 'perUserLimit', t('staff.coupons.perUserLimit'))}
          </Box>
          <FormControl component="fieldset" error={Boolean(fieldError('products'))}>
            <FormLabel component="legend">{t('staff.coupons.products')}</FormLabel>
            <FormGroup row>
              {allProducts.map((product) => (
                <FormControlLabel
                  key={product}
                  control={
                    <Checkbox
                      name="products"
                      value={product}
                      checked={draft.products.includes(product)}
                      onChange={(event) =>
                        set(
                          'products',
                          event.target.checked
                            ? allProducts.filter((p) => p === product || draft.products.includes(p))
                            : draft.products.filter((p) => p !== product),
                        )
                      }
                    />
                  }
                  label={labels.product(product)}
                />
              ))}
            </FormGroup>
            <FormHelperText sx={{ mx: 0 }}>{fieldError('products') ?? t('staff.coupons.productsHint')}</FormHelperText>
          </FormControl>
          <FormControlLabel
            control={<Switch checked={draft.active} onChange={(event) => set('active', event.target.checked)} />}
            label={t('staff.coupons.activeField')}
          />
          {save.isError && !serverNamesAField && (
            <Alert severity="error" role="alert">
              {save.error.message}
            </Alert>
          )}
          {coupon && (
            <Typography variant="body2" color="text.secondary">
              {t('staff.coupons.redeemedSoFar', { used: formatInteger(coupon.redeemed, i18n.language) })}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('staff.common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending} data-testid="staff-coupon-save">
            {save.isPending ? t('staff.common.saving') : t('staff.common.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

export default CouponsStaffPage;
