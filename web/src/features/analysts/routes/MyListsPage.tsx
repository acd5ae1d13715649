import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { links } from '../../../app/router/paths';
import { FormAlert } from '../../../components/FormAlert';
import { PageHeader } from '../../../components/PageHeader';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/QueryStates';
import { useDocumentTitle } from '../../../components/use-document-title';
import { formatSar } from '../../../lib/format';
import { useSession } from '../../../lib/session-context';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useMyLists, useSaveList } from '../api/my-lists';
import { checkList, emptyList, listFields, toRequest, valuesOf, type ListErrorKey, type ListValues } from '../lib/list-form';
import { listMarketIds, listMarketOf, listPlanTypes, serviceTypes, type AnalystList, type ListKind } from '../types';

/** `/my_lists` (spec §2, DECISIONS 10): the analyst's lists and their prices; create and edit. */
export function MyListsPage() {
  const { t } = useTranslation('analysts');
  useDocumentTitle(t('myLists.title'));
  const { isAnalyst } = useSession();
  const [editing, setEditing] = useState<AnalystList | 'new' | null>(null);
  const [saved, setSaved] = useState(false);

  if (!isAnalyst) {
    return (
      <Stack spacing={2}>
        <PageHeader title={t('myLists.title')} />
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to="/analysts/join">
              {t('join.title')}
            </Button>
          }
        >
          {t('join.subtitle')}
        </Alert>
      </Stack>
    );
  }
  return (
    <Stack spacing={3} data-testid="my-lists-page">
      <PageHeader title={t('myLists.title')} subtitle={t('myLists.subtitle')}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')} data-testid="create-list">
          {t('myLists.create')}
        </Button>
      </PageHeader>
      {saved && (
        <Alert severity="success" onClose={() => setSaved(false)} data-testid="list-saved">
          {t('myLists.saved')}
        </Alert>
      )}
      <ListsOfKind kind="rating" onEdit={setEditing} />
      <ListsOfKind kind="opinion" onEdit={setEditing} />
      {editing !== null && (
        <ListDialog
          list={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setSaved(true);
          }}
        />
      )}
    </Stack>
  );
}

function ListsOfKind({ kind, onEdit }: { kind: ListKind; onEdit: (list: AnalystList) => void }) {
  const { t } = useTranslation('analysts');
  const lists = useMyLists(kind);
  return (
    <Box component="section" data-testid={`my-lists-${kind}`}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t(kind === 'rating' ? 'myLists.ratingLists' : 'myLists.opinionLists')}
      </Typography>
      {lists.isPending ? (
        <LoadingBlock height={120} />
      ) : lists.isError ? (
        <ErrorBlock error={lists.error} onRetry={() => void lists.refetch()} />
      ) : lists.data.length === 0 ? (
        <EmptyBlock text={t('myLists.none')} />
      ) : (
        <Stack spacing={1.5}>
          {lists.data.map((list) => (
            <ListCard key={list.id} list={list} kind={kind} onEdit={() => onEdit(list)} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** Where the analyst works on a list: its orders, or its opinions. */
function listWorkPath(kind: ListKind, id: number): string {
  return kind === 'rating' ? links.ratings(id) : links.opinions(id);
}

function ListCard({ list, kind, onEdit }: { list: AnalystList; kind: ListKind; onEdit: () => void }) {
  const { t, i18n } = useTranslation('analysts');
  const market = listMarketOf(list.market_id);
  const workPath = listWorkPath(kind, list.id);
  const hidden = Boolean(list.hidden_at);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={`my-list-${list.id}`}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            <Link component={RouterLink} to={workPath} underline="hover" color="inherit" data-testid="list-link">
              <bdi>{list.name}</bdi>
            </Link>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {market ? t(`myLists.markets.${market}`) : ''} · {t('myLists.stocks', { count: list.stocks_count })}
            {list.discount_percent > 0 ? ` · ${t('myLists.discount', { percent: list.discount_percent })}` : ''}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {hidden ? (
            <Chip size="small" color="warning" label={t('myLists.hiddenChip')} data-testid="list-hidden" />
          ) : (
            <Chip
              size="small"
              color={list.on_sale ? 'success' : 'default'}
              label={t(list.on_sale ? 'myLists.onSale' : 'myLists.notOnSale')}
              data-testid="list-on-sale"
            />
          )}
          <Button size="small" variant="contained" component={RouterLink} to={workPath} data-testid="open-list">
            {t(kind === 'rating' ? 'myLists.openRatingList' : 'myLists.openOpinionList')}
          </Button>
          {/* Eva's staff hid it: the server refuses any edit until they show it again (409). */}
          {!hidden && (
            <Button size="small" variant="outlined" onClick={onEdit} data-testid="edit-list">
              {t('myLists.edit')}
            </Button>
          )}
        </Stack>
      </Box>
      {hidden && (
        <Alert severity="warning" sx={{ mt: 1.5 }} data-testid="list-hidden-reason">
          <Box component="span" sx={{ display: 'block' }}>
            {t('myLists.hiddenBecause', { reason: list.hidden_reason ?? '' })}
          </Box>
          <Box component="span" sx={{ display: 'block' }}>
            {t('myLists.hiddenNoEdit')}
          </Box>
        </Alert>
      )}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 1, m: 0, mt: 1.5 }}>
        {listPlanTypes.map((type) => {
          const plan = list.plans.find((p) => p.plan_type === type);
          return (
            <Box key={type}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {t(`myLists.plans.${type}`)}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid={`list-price-${type}`}>
                <bdi>{plan ? formatSar(plan.price_halalas, i18n.language) : '—'}</bdi>
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}

function ListDialog({ list, onClose, onSaved }: { list: AnalystList | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('analysts');
  const [values, setValues] = useState<ListValues>(list ? valuesOf(list) : emptyList);
  const form = useFormErrors<(typeof listFields)[number], ListErrorKey>(listFields, (key) => t(`myLists.errors.${key}`));
  const save = useSaveList();

  const set = (field: Exclude<keyof ListValues, 'prices'>) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    form.clearField(field);
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate(checkList(values))) return;
    save.mutate({ request: toRequest(values), listId: list?.id ?? null }, { onSuccess: onSaved, onError: form.setServerError });
  };

  const text = (field: 'name' | 'about' | 'discount_percent' | 'stocks_count', numeric = false) => (
    <TextField
      label={t(`myLists.fields.${field}`)}
      name={field}
      value={values[field]}
      onChange={set(field)}
      required
      multiline={field === 'about'}
      minRows={field === 'about' ? 3 : undefined}
      error={Boolean(form.fieldError(field))}
      helperText={form.fieldError(field)}
      slotProps={{ htmlInput: { inputMode: numeric ? 'numeric' : undefined, dir: numeric ? 'ltr' : undefined, 'data-testid': `list-${field}` } }}
    />
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="list-dialog-title">
      <Box component="form" noValidate onSubmit={send} data-testid="list-form">
        <DialogTitle id="list-dialog-title">{list ? t('myLists.editTitle', { name: list.name }) : t('myLists.createTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormAlert message={form.formError} />
            {text('name')}
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <TextField
                select
                label={t('myLists.fields.market_id')}
                name="market_id"
                value={values.market_id}
                onChange={set('market_id')}
                required
                error={Boolean(form.fieldError('market_id'))}
                helperText={form.fieldError('market_id')}
                slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'list-market_id' } as object } }}
              >
                {listMarketIds.map((id) => (
                  <MenuItem key={id} value={id} data-testid={`list-market-${id}`}>
                    {t(`myLists.markets.${id}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label={t('myLists.fields.service_type')}
                name="service_type"
                value={values.service_type}
                onChange={set('service_type')}
                required
                disabled={list !== null}
                error={Boolean(form.fieldError('service_type'))}
                helperText={form.fieldError('service_type') ?? (list ? t('myLists.serviceFixed') : undefined)}
                slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'list-service_type' } as object } }}
              >
                {serviceTypes.map((type) => (
                  <MenuItem key={type} value={type} data-testid={`list-service-${type}`}>
                    {t(`myLists.services.${type}`)}
                  </MenuItem>
                ))}
              </TextField>
              {text('discount_percent', true)}
              {text('stocks_count', true)}
            </Box>
            {text('about')}
            <Typography variant="subtitle2" component="p">
              {t('myLists.perPlan')}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' } }}>
              {listPlanTypes.map((type) => (
                <TextField
                  key={type}
                  label={t(`myLists.plans.${type}`)}
                  name={`plans.${type}`}
                  value={values.prices[type]}
                  onChange={(event) => {
                    setValues((v) => ({ ...v, prices: { ...v.prices, [type]: event.target.value } }));
                    form.clearField(`plans.${type}`);
                  }}
                  required
                  error={Boolean(form.fieldError(`plans.${type}`))}
                  helperText={form.fieldError(`plans.${type}`)}
                  slotProps={{
                    // The label always sits on the border: resting inside the field it ran into the
                    // currency on a narrow field («نصف سنوير.س»).
                    inputLabel: { shrink: true },
                    htmlInput: { inputMode: 'decimal', dir: 'ltr', 'data-testid': `list-price-input-${type}` },
                    input: { endAdornment: <InputAdornment position="end">{t('myLists.sar')}</InputAdornment> },
                  }}
                />
              ))}
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('myLists.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending} data-testid="save-list">
            {save.isPending ? t('myLists.saving') : t('myLists.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

export default MyListsPage;
