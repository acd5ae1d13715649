import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/DateField';
import { StaffListStates } from '../../../components/StaffList';
import { StaffPage } from '../../../components/StaffPage';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiError } from '../../../lib/api-error';
import { formatDay } from '../../../lib/format';
import { directionOf, type Language } from '../../../lib/language';
import { useDeleteAdvisor, useSaveAdvisor, useStaffAdvisors } from '../api/staff-advisors';
import { advisorDraftOf, advisorFormOf, blankAdvisor, checkAdvisor, licenceTypes, type AdvisorDraft } from '../lib/advisor-form';
import type { StaffAdvisorView } from '../types';

/** Staff keep the licensed advisors shown on /advisors. */
export function AdvisorsStaffPage() {
  const { t, i18n } = useTranslation('content');
  useDocumentTitle(t('staff.advisors.title'));
  const advisors = useStaffAdvisors();
  const remove = useDeleteAdvisor();
  const [editing, setEditing] = useState<StaffAdvisorView | 'new' | null>(null);
  const [removing, setRemoving] = useState<StaffAdvisorView | null>(null);
  const nameOf = (a: StaffAdvisorView) => (i18n.language === 'ar' ? a.name_ar : a.name_en);

  const body = (
    <StaffListStates query={advisors} rowsOf={(data) => data} empty={t('staff.advisors.empty')}>
      {(rows) => (
        <List dense data-testid="staff-advisors">
          {rows.map((a) => (
            <ListItem key={a.id} divider sx={{ opacity: a.hidden ? 0.6 : 1, flexWrap: 'wrap', gap: 1 }} data-testid={`staff-advisor-${a.id}`}>
              <ListItemText
                primary={nameOf(a)}
                secondary={`${t(`advisors.licenceTypes.${a.licence_type}`)} · ${a.licence_number}${a.licence_expires_on ? ` · ${formatDay(a.licence_expires_on, i18n.language)}` : ''}`}
              />
              {a.hidden && <Chip size="small" label={t('staff.advisors.hiddenChip')} />}
              <Box sx={{ display: 'flex', gap: 0.5 }}>
                <Button size="small" onClick={() => setEditing(a)}>
                  {t('staff.advisors.edit')}
                </Button>
                <Button size="small" color="error" onClick={() => setRemoving(a)}>
                  {t('staff.advisors.remove')}
                </Button>
              </Box>
            </ListItem>
          ))}
        </List>
      )}
    </StaffListStates>
  );

  return (
    <StaffPage
      title={t('staff.advisors.title')}
      subtitle={t('staff.advisors.description')}
      toolbar={
        <Box>
          <Button variant="contained" onClick={() => setEditing('new')} data-testid="staff-advisor-add">
            {t('staff.advisors.add')}
          </Button>
        </Box>
      }
      after={
        <>
          {editing !== null && <AdvisorDialog advisor={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
          {removing && (
            <Dialog open onClose={() => setRemoving(null)} dir={directionOf(i18n.language as Language)}>
              <DialogTitle>{t('staff.advisors.removeTitle')}</DialogTitle>
              <DialogContent>{t('staff.advisors.removeText', { name: nameOf(removing) })}</DialogContent>
              <DialogActions>
                <Button onClick={() => setRemoving(null)}>{t('staff.advisors.keep')}</Button>
                <Button
                  color="error"
                  variant="contained"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
                  data-testid="staff-advisor-remove-confirm"
                >
                  {t('staff.advisors.remove')}
                </Button>
              </DialogActions>
            </Dialog>
          )}
        </>
      }
    >
      {remove.isError && <Alert severity="error">{remove.error.message}</Alert>}
      {body}
    </StaffPage>
  );
}

const textFields = [
  ['name', 'staff.advisors.name', false],
  ['title', 'staff.advisors.jobTitle', false],
  ['bio', 'staff.advisors.bio', true],
] as const;

function AdvisorDialog({ advisor, onClose }: { advisor: StaffAdvisorView | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('content');
  const [draft, setDraft] = useState<AdvisorDraft>(advisor ? advisorDraftOf(advisor) : blankAdvisor);
  const [checks, setChecks] = useState<ReturnType<typeof checkAdvisor>>({});
  const save = useSaveAdvisor();
  const errorOf = (field: keyof AdvisorDraft) => {
    const key = checks[field];
    if (key) return t(key);
    return isApiError(save.error) ? save.error.fieldError(field) : undefined;
  };
  const set = (field: Exclude<keyof AdvisorDraft, 'hidden'>, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setChecks((c) => ({ ...c, [field]: undefined }));
  };
  const submit = () => {
    const found = checkAdvisor(draft);
    setChecks(found);
    if (Object.keys(found).length > 0) return;
    save.mutate({ id: advisor?.id ?? null, form: advisorFormOf(draft) }, { onSuccess: onClose });
  };
  const text = (field: Exclude<keyof AdvisorDraft, 'hidden'>, label: string, extra: { multiline?: boolean; ltr?: boolean } = {}) => (
    <TextField
      key={field}
      name={field}
      label={label}
      value={draft[field]}
      onChange={(event) => set(field, event.target.value)}
      error={Boolean(errorOf(field))}
      helperText={errorOf(field)}
      multiline={extra.multiline}
      minRows={extra.multiline ? 3 : undefined}
      slotProps={extra.ltr ? { htmlInput: { dir: 'ltr' } } : undefined}
      fullWidth
    />
  );
  const column = (language: Language) => (
    <Box sx={{ display: 'grid', gap: 2, alignContent: 'start', minWidth: 0 }} lang={language} dir={directionOf(language)}>
      {textFields.map(([name, labelKey, multiline]) =>
        text(`${name}_${language}`, `${t(labelKey)} · ${t(language === 'ar' ? 'staff.editor.arabic' : 'staff.editor.english')}`, { multiline }),
      )}
    </Box>
  );
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth dir={directionOf(i18n.language as Language)} data-testid="staff-advisor-dialog">
      <DialogTitle>{t(advisor ? 'staff.advisors.editTitle' : 'staff.advisors.addTitle')}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 3, pt: 1, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
          {column('ar')}
          {column('en')}
        </Box>
        <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
          <TextField
            select
            name="licence_type"
            label={t('staff.advisors.licenceType')}
            value={draft.licence_type}
            onChange={(event) => set('licence_type', event.target.value)}
            error={Boolean(errorOf('licence_type'))}
            helperText={errorOf('licence_type')}
            fullWidth
          >
            {licenceTypes.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {t(`advisors.licenceTypes.${kind}`)}
              </MenuItem>
            ))}
          </TextField>
          {text('licence_number', t('staff.advisors.licenceNumber'), { ltr: true })}
          <DateField
            name="licence_expires_on"
            label={t('staff.advisors.licenceExpires')}
            value={draft.licence_expires_on}
            onChange={(value) => set('licence_expires_on', value)}
            error={Boolean(errorOf('licence_expires_on'))}
            helperText={errorOf('licence_expires_on')}
            fullWidth
            testId="staff-advisor-expires"
          />
        </Box>
        <FormControlLabel
          control={<Checkbox checked={draft.hidden} onChange={(event) => setDraft((d) => ({ ...d, hidden: event.target.checked }))} />}
          label={t('staff.advisors.hidden')}
        />
        {save.isError && !Object.keys(isApiError(save.error) ? save.error.errors : {}).length && <Alert severity="error">{save.error.message}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('staff.history.cancel')}</Button>
        <Button variant="contained" disabled={save.isPending} onClick={submit} data-testid="staff-advisor-save">
          {t('staff.editor.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default AdvisorsStaffPage;
