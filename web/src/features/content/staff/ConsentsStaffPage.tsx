import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/DateField';
import { StaffPage } from '../../../components/StaffPage';
import { StaffList } from '../../../components/StaffList';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiError } from '../../../lib/api-error';
import { formatMoment } from '../../../lib/format';
import { documentKeys } from '../../../shared-api/content';
import { downloadConsents, useAudit, type AuditEntry } from '../api/staff-audit';
import { useStaffContents } from '../api/staff-contents';
import { saveBlob } from '../../../lib/save-blob';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Staff export who accepted which version of a document, and read the log of content edits. */
export function ConsentsStaffPage() {
  const { t } = useTranslation('content');
  useDocumentTitle(t('staff.consents.title'));
  return (
    <StaffPage title={t('staff.consents.title')} subtitle={t('staff.consents.description')} after={<AuditLog />}>
      <ExportForm />
    </StaffPage>
  );
}

function ExportForm() {
  const { t, i18n } = useTranslation('content');
  const contents = useStaffContents();
  const today = new Date();
  const [document, setDocument] = useState<string>('terms');
  const [from, setFrom] = useState(isoDay(new Date(today.getTime() - 30 * 86_400_000)));
  const [to, setTo] = useState(isoDay(today));
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const titleOf = (key: string) => {
    const c = contents.data?.find((item) => item.key === key);
    return c ? (i18n.language === 'ar' ? c.title_ar : c.title_en) : key;
  };
  const fieldError = (field: string) => (isApiError(error) ? error.fieldError(field) : undefined);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const file = await downloadConsents({ document, from, to });
      saveBlob(file.blob, file.name);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate sx={{ display: 'grid', gap: 2 }} data-testid="consents-export">
      <Typography variant="h6" component="h2">
        {t('staff.consents.export')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <TextField
          select
          name="document"
          label={t('staff.consents.document')}
          value={document}
          onChange={(event) => setDocument(event.target.value)}
          sx={{ minWidth: 220 }}
          error={Boolean(fieldError('document'))}
          helperText={fieldError('document')}
        >
          {documentKeys.map((key) => (
            <MenuItem key={key} value={key}>
              {titleOf(key)}
            </MenuItem>
          ))}
        </TextField>
        <DateField
          name="from"
          label={t('staff.consents.from')}
          value={from}
          onChange={setFrom}
          max={to || undefined}
          error={Boolean(fieldError('from'))}
          helperText={fieldError('from')}
          testId="consents-from"
        />
        <DateField
          name="to"
          label={t('staff.consents.to')}
          value={to}
          onChange={setTo}
          min={from || undefined}
          error={Boolean(fieldError('to'))}
          helperText={fieldError('to')}
          testId="consents-to"
        />
      </Box>
      {error !== null && !fieldError('document') && !fieldError('from') && !fieldError('to') && (
        <Alert severity="error">{error instanceof Error ? error.message : t('common.loadError')}</Alert>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('staff.consents.hint')}
      </Typography>
      <Box>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('staff.consents.download')}
        </Button>
      </Box>
    </Box>
  );
}

function describe(entry: AuditEntry, t: (key: string, options?: Record<string, unknown>) => string): string {
  const d = entry.details;
  const changed = Array.isArray(d.changed) ? (d.changed as string[]).join(', ') : '';
  const version = typeof d.version === 'number' ? d.version : null;
  return [
    version !== null ? t('staff.audit.version', { version }) : '',
    d.material === true ? t('staff.history.material') : '',
    typeof d.restored_from === 'number' ? t('staff.history.restoredFrom', { version: d.restored_from }) : '',
    changed,
  ]
    .filter(Boolean)
    .join(' · ');
}

function AuditLog() {
  const { t, i18n } = useTranslation('content');
  const [page, setPage] = useState(1);
  const audit = useAudit(page);
  const tr = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  const body = (
    <StaffList
      query={audit}
      rowsOf={(data) => data.entries}
      empty={t('staff.audit.empty')}
      loadingHeight={240}
      testId="content-audit"
      columns={[t('staff.history.when'), t('staff.history.who'), t('staff.audit.action'), t('staff.audit.target'), t('staff.history.what')]}
      renderRow={(entry) => (
        <TableRow key={entry.id}>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoment(entry.created_at, i18n.language)}</TableCell>
          <TableCell>{entry.actor?.name ?? '—'}</TableCell>
          <TableCell>{tr(`staff.audit.actions.${entry.action.replace('.', '_')}`, { defaultValue: entry.action })}</TableCell>
          <TableCell>
            <bdi dir="ltr">{entry.target}</bdi>
          </TableCell>
          <TableCell>{describe(entry, tr)}</TableCell>
        </TableRow>
      )}
      paging={{ of: (data) => data.meta && { page, per_page: data.meta.per_page, total: data.meta.total }, onChange: setPage }}
    />
  );
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="h6" component="h2">
        {t('staff.audit.title')}
      </Typography>
      {body}
    </Box>
  );
}

export default ConsentsStaffPage;
