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
import { StaffPage } from '../../../components/StaffPage';
import { StickyActionsCell } from '../../../components/StickyActionsCell';
import { EmptyBlock, QuerySection } from '../../../components/QueryStates';
import { StaffTable } from '../../../components/StaffTable';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiError } from '../../../lib/api-error';
import { directionOf, type Language } from '../../../lib/language';
import { useSavePackage, useStaffPackages } from '../api/staff-packages';
import { Money } from '../components/Money';
import { featureKinds } from '../lib/pricing';
import { halalasToSarInput, parseSar, parseWholeNumber } from '../../../lib/sar-input';
import type { FeatureKind, PlanType, StaffPackage, StaffPackageInput, StaffPlanInput, StaffProduct } from '../types';
import { isFeatureKind, isStaffProduct, planTypesFor, staffProducts, timePlanTypes, useStaffLabels } from './labels';

/** Staff price the catalogue: packages, what they unlock, and a price per duration. */
export function PlansStaffPage() {
  const { t } = useTranslation('subscriptions');
  useDocumentTitle(t('staff.plans.title'));
  const packages = useStaffPackages();
  const [editing, setEditing] = useState<StaffPackage | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const body = (
    <QuerySection query={packages} loadingHeight={320}>
      {(data) => {
        const own = data.filter((p) => isStaffProduct(p.product));
        const analysts = data.filter((p) => !isStaffProduct(p.product));
        return (
          <Box sx={{ display: 'grid', gap: 3 }}>
            {notice && (
              <Alert severity="success" onClose={() => setNotice(null)} data-testid="staff-plans-notice">
                {notice}
              </Alert>
            )}
            {own.length === 0 ? <EmptyBlock text={t('staff.plans.empty')} /> : <PackagesTable packages={own} onEdit={setEditing} testId="staff-packages" />}
            {analysts.length > 0 && (
              <Box sx={{ display: 'grid', gap: 1 }} data-testid="staff-analyst-lists">
                <Typography variant="h6" component="h2">
                  {t('staff.plans.analystLists')}
                </Typography>
                <Alert severity="info">{t('staff.plans.analystNote')}</Alert>
                <PackagesTable packages={analysts} testId="staff-analyst-packages" />
              </Box>
            )}
          </Box>
        );
      }}
    </QuerySection>
  );

  return (
    <StaffPage
      title={t('staff.plans.title')}
      subtitle={t('staff.plans.description')}
      toolbar={
        <Box>
          <Button variant="contained" onClick={() => setEditing('new')} data-testid="staff-package-add">
            {t('staff.plans.add')}
          </Button>
        </Box>
      }
      after={
        editing !== null && (
          <PackageDialog
            pkg={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
            onSaved={(name) => {
              setEditing(null);
              setNotice(t('staff.plans.saved', { name }));
            }}
          />
        )
      }
    >
      {body}
    </StaffPage>
  );
}

/** Packages with their durations; `onEdit` absent: read-only (analysts' lists). */
function PackagesTable({ packages, onEdit, testId }: { packages: StaffPackage[]; onEdit?: (pkg: StaffPackage) => void; testId: string }) {
  const { t } = useTranslation('subscriptions');
  const labels = useStaffLabels();
  return (
    <StaffTable
      columns={[
        t('staff.plans.package'),
        t('staff.plans.product'),
        t('staff.plans.grants'),
        t('staff.plans.plans'),
        t('staff.plans.status'),
        ...(onEdit ? [''] : []),
      ]}
      actionsColumn={Boolean(onEdit)}
      rows={packages}
      testId={testId}
      renderRow={(pkg) => (
        <TableRow key={pkg.id} data-testid={`staff-package-${pkg.id}`} sx={{ opacity: pkg.active ? 1 : 0.7 }}>
          <TableCell component="th" scope="row">
            <Typography variant="body2" sx={{ fontWeight: 600 }} lang="ar" dir="rtl">
              {pkg.name_ar}
            </Typography>
            <Typography variant="body2" color="text.secondary" lang="en" dir="ltr">
              {pkg.name_en}
            </Typography>
          </TableCell>
          <TableCell>{labels.product(pkg.product)}</TableCell>
          <TableCell>
            {pkg.grants.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('staff.plans.nothing')}
              </Typography>
            ) : (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                {pkg.grants.map((grant) => (
                  <Chip key={grant} size="small" variant="outlined" label={labels.grant(grant)} />
                ))}
              </Box>
            )}
          </TableCell>
          <TableCell>
            {pkg.plans.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('staff.plans.noPlans')}
              </Typography>
            ) : (
              <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.25 }}>
                {pkg.plans.map((plan) => (
                  <Box
                    component="li"
                    key={plan.id}
                    data-testid={`staff-plan-${plan.id}`}
                    sx={{ whiteSpace: 'nowrap', color: plan.active ? 'text.primary' : 'text.disabled' }}
                  >
                    {labels.duration(plan.plan_type)}: <Money halalas={plan.price_halalas} />
                    {!plan.active && ` (${t('staff.plans.offSale')})`}
                  </Box>
                ))}
              </Box>
            )}
          </TableCell>
          <TableCell>
            <Chip size="small" color={pkg.active ? 'success' : 'default'} label={t(pkg.active ? 'staff.common.active' : 'staff.common.inactive')} />
          </TableCell>
          {onEdit && (
            <StickyActionsCell align="right">
              <Button size="small" onClick={() => onEdit(pkg)} aria-label={t('staff.plans.editName', { name: labels.localName(pkg) })}>
                {t('staff.common.edit')}
              </Button>
            </StickyActionsCell>
          )}
        </TableRow>
      )}
    />
  );
}

interface PlanRow {
  price: string;
  active: boolean;
  /** The server has this duration: it can be switched off, not removed. */
  exists: boolean;
}

interface PackageDraft {
  product: StaffProduct;
  name_ar: string;
  name_en: string;
  description_ar: string;
  description_en: string;
  features_ar: string;
  features_en: string;
  grants: FeatureKind[];
  discount: string;
  sort: string;
  stocksCount: string;
  active: boolean;
  plans: Record<PlanType, PlanRow>;
}

const allPlanTypes: readonly PlanType[] = [...timePlanTypes, 'one_off'];

function draftOf(pkg: StaffPackage | null): PackageDraft {
  const plans = Object.fromEntries(
    allPlanTypes.map((type) => {
      const plan = pkg?.plans.find((p) => p.plan_type === type);
      return [type, plan ? { price: halalasToSarInput(plan.price_halalas), active: plan.active, exists: true } : { price: '', active: true, exists: false }];
    }),
  ) as Record<PlanType, PlanRow>;
  return {
    product: pkg && isStaffProduct(pkg.product) ? pkg.product : 'platform',
    name_ar: pkg?.name_ar ?? '',
    name_en: pkg?.name_en ?? '',
    description_ar: pkg?.description_ar ?? '',
    description_en: pkg?.description_en ?? '',
    features_ar: pkg?.features_ar.join('\n') ?? '',
    features_en: pkg?.features_en.join('\n') ?? '',
    grants: pkg?.grants.filter(isFeatureKind) ?? [],
    discount: String(pkg?.discount_percent ?? 0),
    sort: String(pkg?.sort ?? 0),
    stocksCount: pkg?.stocks_count != null ? String(pkg.stocks_count) : '',
    active: pkg?.active ?? true,
    plans,
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The fields the server may name in a 422, shown under themselves. */
const serverFields = [
  'product',
  'name_ar',
  'name_en',
  'description_ar',
  'description_en',
  'features_ar',
  'features_en',
  'grants',
  'discount_percent',
  'sort',
  'stocks_count',
  'plans',
] as const;

function PackageDialog({ pkg, onClose, onSaved }: { pkg: StaffPackage | null; onClose: () => void; onSaved: (name: string) => void }) {
  const { t, i18n } = useTranslation('subscriptions');
  const labels = useStaffLabels();
  const [draft, setDraft] = useState<PackageDraft>(() => draftOf(pkg));
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const save = useSavePackage();
  const set = <K extends keyof PackageDraft>(key: K, value: PackageDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const setPlan = (type: PlanType, change: Partial<PlanRow>) => setDraft((d) => ({ ...d, plans: { ...d.plans, [type]: { ...d.plans[type], ...change } } }));
  const fieldError = (field: string): string | undefined => clientErrors[field] ?? (isApiError(save.error) ? save.error.fieldError(field) : undefined);
  const serverError = save.error;
  const serverNamesAField = isApiError(serverError) && serverFields.some((field) => serverError.fieldError(field));
  const planTypes = planTypesFor(draft.product);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const errors: Record<string, string> = {};
    const discount = parseWholeNumber(draft.discount);
    if (discount === null || discount > 100) errors.discount_percent = t('staff.wholeNumber');
    const sort = parseWholeNumber(draft.sort);
    if (sort === null) errors.sort = t('staff.wholeNumber');
    let stocksCount: number | null = pkg?.stocks_count ?? null;
    if (draft.product === 'stock_analysis') {
      stocksCount = draft.stocksCount.trim() === '' ? null : parseWholeNumber(draft.stocksCount);
      if (draft.stocksCount.trim() !== '' && stocksCount === null) errors.stocks_count = t('staff.wholeNumber');
    }
    const plans: StaffPlanInput[] = [];
    for (const type of planTypes) {
      const row = draft.plans[type];
      if (!row.exists && row.price.trim() === '') continue;
      const price = parseSar(row.price);
      if (!price.ok) {
        errors[`plan_${type}`] = price.error === 'empty' ? t('staff.plans.priceRequired') : t(`staff.amount.${price.error}`);
        continue;
      }
      plans.push({ plan_type: type, price_halalas: price.halalas, active: row.active });
    }
    setClientErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const input: StaffPackageInput = {
      product: draft.product,
      grants: featureKinds.filter((kind) => draft.grants.includes(kind)),
      name_ar: draft.name_ar.trim(),
      name_en: draft.name_en.trim(),
      description_ar: draft.description_ar.trim(),
      description_en: draft.description_en.trim(),
      features_ar: lines(draft.features_ar),
      features_en: lines(draft.features_en),
      stocks_count: stocksCount,
      discount_percent: discount ?? 0,
      sort: sort ?? 0,
      active: draft.active,
      plans,
    };
    save.mutate({ id: pkg?.id ?? null, input }, { onSuccess: (saved) => onSaved(labels.localName(saved)) });
  };

  const column = (language: Language) => {
    const languageName = t(language === 'ar' ? 'staff.common.arabic' : 'staff.common.english');
    const text = (field: 'name' | 'description' | 'features', label: string, options: { rows?: number; helper?: string } = {}) => {
      const key = `${field}_${language}` as const;
      const error = fieldError(key);
      return (
        <TextField
          name={key}
          label={`${label} · ${languageName}`}
          value={draft[key]}
          onChange={(event) => set(key, event.target.value)}
          error={Boolean(error)}
          helperText={error ?? options.helper}
          multiline={Boolean(options.rows)}
          minRows={options.rows}
          fullWidth
        />
      );
    };
    return (
      <Box sx={{ display: 'grid', gap: 2, alignContent: 'start', minWidth: 0 }} lang={language} dir={directionOf(language)}>
        {text('name', t('staff.plans.name'))}
        {text('description', t('staff.plans.descriptionField'), { rows: 2 })}
        {text('features', t('staff.plans.features'), { rows: 4, helper: t('staff.plans.featuresHint') })}
      </Box>
    );
  };

  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth dir={directionOf(i18n.language as Language)} aria-labelledby="staff-package-dialog-title">
      <Box component="form" onSubmit={submit} noValidate data-testid="staff-package-form">
        <DialogTitle id="staff-package-dialog-title">
          {pkg ? t('staff.plans.editTitle', { name: labels.localName(pkg) }) : t('staff.plans.addTitle')}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 3 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, pt: 1 }}>
            <TextField
              select
              name="product"
              label={t('staff.plans.product')}
              value={draft.product}
              onChange={(event) => set('product', event.target.value as StaffProduct)}
              disabled={pkg !== null}
              error={Boolean(fieldError('product'))}
              helperText={fieldError('product')}
              sx={{ minWidth: 200 }}
            >
              {staffProducts.map((product) => (
                <MenuItem key={product} value={product}>
                  {labels.product(product)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              name="discount_percent"
              label={t('staff.plans.discount')}
              value={draft.discount}
              onChange={(event) => set('discount', event.target.value)}
              slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
              error={Boolean(fieldError('discount_percent'))}
              helperText={fieldError('discount_percent')}
              sx={{ width: 180 }}
            />
            <TextField
              name="sort"
              label={t('staff.plans.sort')}
              value={draft.sort}
              onChange={(event) => set('sort', event.target.value)}
              slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
              error={Boolean(fieldError('sort'))}
              helperText={fieldError('sort') ?? t('staff.plans.sortHint')}
              sx={{ width: 180 }}
            />
            {draft.product === 'stock_analysis' && (
              <TextField
                name="stocks_count"
                label={t('staff.plans.stocksCount')}
                value={draft.stocksCount}
                onChange={(event) => set('stocksCount', event.target.value)}
                slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
                error={Boolean(fieldError('stocks_count'))}
                helperText={fieldError('stocks_count')}
                sx={{ width: 200 }}
              />
            )}
            <FormControlLabel
              control={<Switch checked={draft.active} onChange={(event) => set('active', event.target.checked)} />}
              label={t('staff.plans.onSale')}
            />
          </Box>

          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
            {column('ar')}
            {column('en')}
          </Box>

          <FormControl component="fieldset" error={Boolean(fieldError('grants'))}>
            <FormLabel component="legend">{t('staff.plans.grants')}</FormLabel>
            <FormGroup row>
              {featureKinds.map((kind) => (
                <FormControlLabel
                  key={kind}
                  control={
                    <Checkbox
                      name="grants"
                      value={kind}
                      checked={draft.grants.includes(kind)}
                      onChange={(event) => set('grants', event.target.checked ? [...draft.grants, kind] : draft.grants.filter((g) => g !== kind))}
                    />
                  }
                  label={labels.grant(kind)}
                />
              ))}
            </FormGroup>
            {fieldError('grants') && <FormHelperText>{fieldError('grants')}</FormHelperText>}
          </FormControl>

          <FormControl component="fieldset" error={Boolean(fieldError('plans'))} data-testid="staff-package-plans">
            <FormLabel component="legend">{t('staff.plans.durationsTitle')}</FormLabel>
            <FormHelperText sx={{ mx: 0 }}>{t('staff.plans.durationsHint')}</FormHelperText>
            <Box sx={{ display: 'grid', gap: 1.5, mt: 1.5 }}>
              {planTypes.map((type) => {
                const row = draft.plans[type];
                const duration = labels.duration(type);
                const error = clientErrors[`plan_${type}`];
                return (
                  <Box key={type} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }} data-testid={`staff-package-plan-${type}`}>
                    <TextField
                      name={`price_${type}`}
                      label={t('staff.plans.price', { duration })}
                      value={row.price}
                      onChange={(event) => setPlan(type, { price: event.target.value })}
                      slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
                      error={Boolean(error)}
                      helperText={error ?? (row.exists ? undefined : t('staff.plans.notSold'))}
                      size="small"
                      sx={{ width: 220 }}
                    />
                    <FormControlLabel
                      control={<Switch checked={row.active} onChange={(event) => setPlan(type, { active: event.target.checked })} />}
                      label={t('staff.plans.sell', { duration })}
                    />
                  </Box>
                );
              })}
            </Box>
            {fieldError('plans') && <FormHelperText>{fieldError('plans')}</FormHelperText>}
          </FormControl>

          {save.isError && !serverNamesAField && (
            <Alert severity="error" role="alert">
              {save.error.message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('staff.common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending} data-testid="staff-package-save">
            {save.isPending ? t('staff.common.saving') : t('staff.common.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

export default PlansStaffPage;
