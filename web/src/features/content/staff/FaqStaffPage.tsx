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
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { StaffPage } from '../../../components/StaffPage';
import { StaffListStates } from '../../../components/StaffList';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiError } from '../../../lib/api-error';
import { directionOf, type Language } from '../../../lib/language';
import { previewQueryOptions, removesSomething } from '../api/staff-contents';
import { useReorderFaq, useSaveFaq, useStaffFaq, type FaqEdit, type StaffFaq } from '../api/staff-faq';
import { RichText } from '../../../components/RichText';
import { BodyEditor } from './BodyEditor';
import { PreviewDialog } from './PreviewDialog';

const blank: FaqEdit = { question_ar: '', question_en: '', answer_ar: '', answer_en: '', hidden: false };

/** Staff add, edit, reorder and hide the FAQ items, in both languages. */
export function FaqStaffPage() {
  const { t, i18n } = useTranslation('content');
  useDocumentTitle(t('staff.faq.title'));
  const faq = useStaffFaq();
  const reorder = useReorderFaq();
  const save = useSaveFaq();
  const [editing, setEditing] = useState<StaffFaq | 'new' | null>(null);

  const move = (index: number, by: -1 | 1) => {
    if (!faq.data) return;
    const ids = faq.data.map((f) => f.id);
    const [id] = ids.splice(index, 1);
    if (id === undefined) return;
    ids.splice(index + by, 0, id);
    reorder.mutate(ids);
  };
  const toggleHidden = (item: StaffFaq) => save.mutate({ id: item.id, edit: { ...item, hidden: !item.hidden } });

  const body = (
    <StaffListStates query={faq} rowsOf={(data) => data} empty={t('faq.empty')}>
      {(items) => (
        <List dense data-testid="staff-faq">
          {items.map((item, index) => (
            <ListItem key={item.id} divider sx={{ opacity: item.hidden ? 0.6 : 1, flexWrap: 'wrap', gap: 1 }} data-testid={`staff-faq-${item.id}`}>
              <ListItemText
                primary={i18n.language === 'ar' ? item.question_ar : item.question_en}
                secondary={i18n.language === 'ar' ? item.question_en : item.question_ar}
              />
              {item.hidden && <Chip size="small" label={t('staff.faq.hiddenChip')} />}
              <Box sx={{ display: 'flex', gap: 0.5 }}>
                <IconButton size="small" disabled={index === 0 || reorder.isPending} onClick={() => move(index, -1)} aria-label={t('staff.faq.up')}>
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  disabled={index === items.length - 1 || reorder.isPending}
                  onClick={() => move(index, 1)}
                  aria-label={t('staff.faq.down')}
                >
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
                <Button size="small" onClick={() => toggleHidden(item)} disabled={save.isPending}>
                  {t(item.hidden ? 'staff.faq.show' : 'staff.faq.hide')}
                </Button>
                <Button size="small" onClick={() => setEditing(item)}>
                  {t('staff.faq.edit')}
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
      title={t('staff.faq.title')}
      subtitle={t('staff.faq.description')}
      toolbar={
        <Box>
          <Button variant="contained" onClick={() => setEditing('new')} data-testid="staff-faq-add">
            {t('staff.faq.add')}
          </Button>
        </Box>
      }
      after={editing !== null && <FaqDialog item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    >
      {(reorder.isError || save.isError) && <Alert severity="error">{(reorder.error ?? save.error)?.message}</Alert>}
      {body}
    </StaffPage>
  );
}

function FaqDialog({ item, onClose }: { item: StaffFaq | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('content');
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<FaqEdit>(item ? { ...item } : blank);
  // The preview: asked for, or opened by a save refused for what cleaning would remove.
  const [previewing, setPreviewing] = useState<'preview' | 'confirm' | null>(null);
  const save = useSaveFaq();
  const answers = { body_ar: draft.answer_ar, body_en: draft.answer_en };
  const fieldError = (field: string) => (isApiError(save.error) ? save.error.fieldError(field) : undefined);
  const refusedAnswers = (error: unknown) =>
    isApiError(error) && error.status === 422 && Boolean(error.fieldError('answer_ar') || error.fieldError('answer_en'));

  const send = async (acceptRemoved: boolean) => {
    try {
      await save.mutateAsync({ id: item?.id ?? null, edit: { ...draft, ...(acceptRemoved ? { accept_removed: true } : {}) } });
      onClose();
    } catch (error) {
      if (!acceptRemoved && refusedAnswers(error)) {
        const preview = await queryClient.fetchQuery(previewQueryOptions(answers)).catch(() => undefined);
        if (removesSomething(preview)) setPreviewing('confirm');
      }
    }
  };

  const column = (language: Language) => (
    <Box sx={{ display: 'grid', gap: 2, alignContent: 'start', minWidth: 0 }} lang={language} dir={directionOf(language)}>
      <TextField
        name={`question_${language}`}
        label={`${t('staff.faq.question')} · ${t(language === 'ar' ? 'staff.editor.arabic' : 'staff.editor.english')}`}
        value={draft[`question_${language}`]}
        onChange={(event) => setDraft((d) => ({ ...d, [`question_${language}`]: event.target.value }))}
        error={Boolean(fieldError(`question_${language}`))}
        helperText={fieldError(`question_${language}`)}
        fullWidth
      />
      <BodyEditor
        name={`answer_${language}`}
        label={`${t('staff.faq.answer')} · ${t(language === 'ar' ? 'staff.editor.arabic' : 'staff.editor.english')}`}
        value={draft[`answer_${language}`]}
        onChange={(value) => setDraft((d) => ({ ...d, [`answer_${language}`]: value }))}
        language={language}
        error={fieldError(`answer_${language}`)}
        rich
        minHeight={160}
      />
    </Box>
  );

  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth dir={directionOf(i18n.language as Language)}>
      <DialogTitle>{t(item ? 'staff.faq.editTitle' : 'staff.faq.addTitle')}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 3, pt: 1, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
          {column('ar')}
          {column('en')}
        </Box>
        <FormControlLabel
          control={<Checkbox checked={draft.hidden} onChange={(event) => setDraft((d) => ({ ...d, hidden: event.target.checked }))} />}
          label={t('staff.faq.hidden')}
        />
        {save.isError && !Object.keys(isApiError(save.error) ? save.error.errors : {}).length && <Alert severity="error">{save.error.message}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button
          startIcon={<VisibilityOutlinedIcon />}
          onClick={() => setPreviewing('preview')}
          data-testid="staff-faq-preview"
          sx={{ marginInlineEnd: 'auto' }}
        >
          {t('staff.editor.preview')}
        </Button>
        <Button onClick={onClose}>{t('staff.history.cancel')}</Button>
        <Button variant="contained" disabled={save.isPending} onClick={() => void send(false)} data-testid="staff-faq-save">
          {t('staff.editor.save')}
        </Button>
      </DialogActions>
      {previewing && (
        <PreviewDialog
          bodies={answers}
          render={(language, body) => (
            <Box
              sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
              lang={language}
              dir={directionOf(language)}
              data-testid={`faq-preview-${language}`}
            >
              <Typography sx={{ fontWeight: 600, mb: 1 }}>{draft[`question_${language}`]}</Typography>
              <RichText html={body} sx={{ color: 'text.secondary' }} />
            </Box>
          )}
          confirm={
            previewing === 'confirm'
              ? { onConfirm: () => void send(true), pending: save.isPending, error: save.error && !refusedAnswers(save.error) ? save.error.message : null }
              : undefined
          }
          onClose={() => setPreviewing(null)}
        />
      )}
    </Dialog>
  );
}

export default FaqStaffPage;
