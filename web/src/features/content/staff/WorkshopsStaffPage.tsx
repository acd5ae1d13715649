import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/QueryStates';
import { StaffList } from '../../../components/StaffList';
import { StickyActionsCell } from '../../../components/StickyActionsCell';
import { StaffPage } from '../../../components/StaffPage';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiError } from '../../../lib/api-error';
import { formatInteger, formatMoment } from '../../../lib/format';
import { directionOf, type Language } from '../../../lib/language';
import { useCancelWorkshop, useSaveWorkshop, useStaffWorkshops, useWorkshopBookings } from '../api/staff-workshops';
import { blankWorkshop, checkWorkshop, draftOf, workshopFormOf, type WorkshopDraft } from '../lib/workshop-form';
import { formatWorkshopDay, formatWorkshopTime } from '../lib/workshops';
import type { StaffWorkshopView } from '../types';

/** Staff publish, change and cancel workshops, and see who booked. */
export function WorkshopsStaffPage() {
  const { t, i18n } = useTranslation('content');
  useDocumentTitle(t('staff.workshops.title'));
  const language = i18n.language;
  const workshops = useStaffWorkshops();
  const cancel = useCancelWorkshop();
  const [editing, setEditing] = useState<StaffWorkshopView | 'new' | null>(null);
  const [bookingsOf, setBookingsOf] = useState<StaffWorkshopView | null>(null);
  const [cancelling, setCancelling] = useState<StaffWorkshopView | null>(null);

  const body = (
    <StaffList
      query={workshops}
      rowsOf={(data) => data}
      empty={t('staff.workshops.empty')}
      testId="staff-workshops"
      columns={[t('staff.workshops.workshop'), t('staff.workshops.startsAt'), t('staff.workshops.booked'), '']}
      actionsColumn
      renderRow={(w) => (
        <TableRow key={w.id} data-testid={`staff-workshop-${w.id}`} sx={{ opacity: w.cancelled ? 0.6 : 1 }}>
          <TableCell>
            {language === 'ar' ? w.title_ar : w.title_en}
            {w.cancelled && <Chip size="small" color="error" label={t('workshops.cancelled')} sx={{ ms: 1 }} />}
          </TableCell>
          <TableCell>
            {formatWorkshopDay(w.starts_at, language)} · {t('workshops.time', { time: formatWorkshopTime(w.starts_at, language) })}
          </TableCell>
          <TableCell data-testid="staff-workshop-booked">
            <bdi dir="ltr">
              {formatInteger(w.booked, language)} / {formatInteger(w.seats, language)}
            </bdi>
          </TableCell>
          <StickyActionsCell>
            {/* A phone stacks the buttons: a narrow sticky column leaves room for the rest of the row. */}
            <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { xs: 'stretch', sm: 'center' }, gap: 0.5 }}>
              <Button size="small" onClick={() => setBookingsOf(w)}>
                {t('staff.workshops.bookings')}
              </Button>
              {!w.cancelled && (
                <>
                  <Button size="small" onClick={() => setEditing(w)}>
                    {t('staff.workshops.edit')}
                  </Button>
                  <Button size="small" color="error" onClick={() => setCancelling(w)} data-testid="staff-workshop-cancel">
                    {t('staff.workshops.cancel')}
                  </Button>
                </>
              )}
            </Box>
          </StickyActionsCell>
        </TableRow>
      )}
    />
  );

  return (
    <StaffPage
      title={t('staff.workshops.title')}
      subtitle={t('staff.workshops.description')}
      toolbar={
        <Box>
          <Button variant="contained" onClick={() => setEditing('new')} data-testid="staff-workshop-add">
            {t('staff.workshops.add')}
          </Button>
        </Box>
      }
      after={
        <>
          {editing !== null && <WorkshopDialog workshop={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
          {bookingsOf && <BookingsDialog workshop={bookingsOf} onClose={() => setBookingsOf(null)} />}
          {cancelling && (
            <Dialog open onClose={() => setCancelling(null)} dir={directionOf(language as Language)}>
              <DialogTitle>{t('staff.workshops.cancelTitle')}</DialogTitle>
              <DialogContent>
                {t('staff.workshops.cancelText', { title: language === 'ar' ? cancelling.title_ar : cancelling.title_en, count: cancelling.booked })}
              </DialogContent>
              <DialogActions>
                <Button onClick={() => setCancelling(null)}>{t('staff.workshops.keep')}</Button>
                <Button
                  color="error"
                  variant="contained"
                  disabled={cancel.isPending}
                  onClick={() => cancel.mutate(cancelling.id, { onSuccess: () => setCancelling(null) })}
                  data-testid="staff-workshop-cancel-confirm"
                >
                  {t('staff.workshops.cancel')}
                </Button>
              </DialogActions>
            </Dialog>
          )}
        </>
      }
    >
      {cancel.isError && <Alert severity="error">{cancel.error.message}</Alert>}
      {body}
    </StaffPage>
  );
}

const textFields = [
  ['title', 'staff.workshops.fieldTitle', false],
  ['description', 'staff.workshops.fieldDescription', true],
  ['location', 'staff.workshops.fieldLocation', false],
] as const;

function WorkshopDialog({ workshop, onClose }: { workshop: StaffWorkshopView | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('content');
  const [draft, setDraft] = useState<WorkshopDraft>(workshop ? draftOf(workshop) : blankWorkshop);
  const [checks, setChecks] = useState<ReturnType<typeof checkWorkshop>>({});
  const save = useSaveWorkshop();
  const errorOf = (field: keyof WorkshopDraft) => {
    const key = checks[field];
    if (key) return t(key);
    return isApiError(save.error) ? save.error.fieldError(field) : undefined;
  };
  const set = (field: keyof WorkshopDraft, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setChecks((c) => ({ ...c, [field]: undefined }));
  };
  const submit = () => {
    const found = checkWorkshop(draft, workshop?.booked ?? 0);
    setChecks(found);
    if (Object.keys(found).length > 0) return;
    save.mutate({ id: workshop?.id ?? null, form: workshopFormOf(draft) }, { onSuccess: onClose });
  };
  const column = (language: Language) => (
    <Box sx={{ display: 'grid', gap: 2, alignContent: 'start', minWidth: 0 }} lang={language} dir={directionOf(language)}>
      {textFields.map(([name, labelKey, multiline]) => {
        const field = `${name}_${language}` as const;
        return (
          <TextField
            key={field}
            name={field}
            label={`${t(labelKey)} · ${t(language === 'ar' ? 'staff.editor.arabic' : 'staff.editor.english')}`}
            value={draft[field]}
            onChange={(event) => set(field, event.target.value)}
            error={Boolean(errorOf(field))}
            helperText={errorOf(field)}
            multiline={multiline}
            minRows={multiline ? 3 : undefined}
            fullWidth
          />
        );
      })}
    </Box>
  );
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth dir={directionOf(i18n.language as Language)} data-testid="staff-workshop-dialog">
      <DialogTitle>{t(workshop ? 'staff.workshops.editTitle' : 'staff.workshops.addTitle')}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 3, pt: 1, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
          {column('ar')}
          {column('en')}
        </Box>
        <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' } }}>
          <TextField
            name="starts_at"
            type="datetime-local"
            label={t('staff.workshops.startsAtRiyadh')}
            value={draft.starts_at}
            onChange={(event) => set('starts_at', event.target.value)}
            error={Boolean(errorOf('starts_at'))}
            helperText={errorOf('starts_at')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: 'ltr' } }}
          />
          <TextField
            name="duration_minutes"
            type="number"
            label={t('staff.workshops.duration')}
            value={draft.duration_minutes}
            onChange={(event) => set('duration_minutes', event.target.value)}
            error={Boolean(errorOf('duration_minutes'))}
            helperText={errorOf('duration_minutes')}
            slotProps={{ htmlInput: { min: 15, max: 1440, dir: 'ltr' } }}
          />
          <TextField
            name="seats"
            type="number"
            label={t('staff.workshops.seats')}
            value={draft.seats}
            onChange={(event) => set('seats', event.target.value)}
            error={Boolean(errorOf('seats'))}
            helperText={errorOf('seats')}
            slotProps={{ htmlInput: { min: 1, max: 10000, dir: 'ltr' } }}
          />
        </Box>
        {save.isError && !Object.keys(isApiError(save.error) ? save.error.errors : {}).length && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {save.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('staff.history.cancel')}</Button>
        <Button variant="contained" disabled={save.isPending} onClick={submit} data-testid="staff-workshop-save">
          {t('staff.editor.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function BookingsDialog({ workshop, onClose }: { workshop: StaffWorkshopView; onClose: () => void }) {
  const { t, i18n } = useTranslation('content');
  const bookings = useWorkshopBookings(workshop.id);
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth dir={directionOf(i18n.language as Language)} data-testid="staff-bookings-dialog">
      <DialogTitle>{t('staff.workshops.bookingsOf', { title: i18n.language === 'ar' ? workshop.title_ar : workshop.title_en })}</DialogTitle>
      <DialogContent>
        {bookings.isPending ? (
          <LoadingBlock height={160} />
        ) : bookings.isError ? (
          <ErrorBlock error={bookings.error} onRetry={() => void bookings.refetch()} />
        ) : bookings.data.length === 0 ? (
          <EmptyBlock text={t('staff.workshops.noBookings')} />
        ) : (
          <Table size="small" data-testid="staff-bookings">
            <TableHead>
              <TableRow>
                <TableCell>{t('feedback.name')}</TableCell>
                <TableCell>{t('feedback.email')}</TableCell>
                <TableCell>{t('staff.workshops.phone')}</TableCell>
                <TableCell>{t('staff.workshops.bookedAt')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {bookings.data.map((b) => (
                <TableRow key={b.user_id}>
                  <TableCell>{b.name}</TableCell>
                  <TableCell>
                    <bdi dir="ltr">{b.email}</bdi>
                  </TableCell>
                  <TableCell>
                    <bdi dir="ltr">{b.phone ?? '—'}</bdi>
                  </TableCell>
                  <TableCell>{formatMoment(b.booked_at, i18n.language)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('staff.workshops.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

export default WorkshopsStaffPage;
