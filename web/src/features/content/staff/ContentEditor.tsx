import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorBlock, LoadingBlock } from '../../../components/QueryStates';
import { isApiError } from '../../../lib/api-error';
import { formatMoment } from '../../../lib/format';
import { ContentArticle } from '../components/ContentArticle';
import { isUnchanged, previewQueryOptions, removesSomething, useStaffContent, useUpdateContent, type StaffContent } from '../api/staff-contents';
import { BodyEditor } from './BodyEditor';
import { PreviewDialog } from './PreviewDialog';
import { VersionHistory } from './VersionHistory';

type Draft = { title_ar: string; title_en: string; body_ar: string; body_en: string; material: boolean };

const draftOf = (c: StaffContent): Draft => ({ title_ar: c.title_ar, title_en: c.title_en, body_ar: c.body_ar, body_en: c.body_en, material: false });

/**
 * Editing one site text: Arabic and English side by side in a formatted-text editor, the
 * server's preview of both on demand (and before saving anything cleaning would remove), its history.
 */
export function ContentEditor({ contentKey }: { contentKey: string }) {
  const content = useStaffContent(contentKey);
  const [savedVersion, setSavedVersion] = useState<number | null>(null);
  if (content.isPending) return <LoadingBlock height={480} />;
  if (content.isError) return <ErrorBlock error={content.error} onRetry={() => void content.refetch()} />;
  // A new version (saved here, restored, or saved by someone else) starts a fresh draft.
  return (
    <EditorForm
      key={`${contentKey}-${content.data.version}`}
      content={content.data}
      justSaved={savedVersion === content.data.version}
      onSaved={setSavedVersion}
    />
  );
}

function EditorForm({ content, justSaved, onSaved }: { content: StaffContent; justSaved: boolean; onSaved: (version: number) => void }) {
  const { t, i18n } = useTranslation('content');
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(content));
  // The preview dialog: asked for, or opened by a save refused for what cleaning would remove.
  const [dialog, setDialog] = useState<'preview' | 'confirm' | null>(null);
  const save = useUpdateContent(content.key);
  const rich = content.format === 'html';
  const bodies = { body_ar: draft.body_ar, body_en: draft.body_en };

  const set = (field: keyof Draft) => (value: string | boolean) => setDraft((d) => ({ ...d, [field]: value }));
  const fieldError = (field: string) => (isApiError(save.error) ? save.error.fieldError(field) : undefined);
  const unchanged = isUnchanged(save.error);
  const formError =
    save.error && !unchanged && !(['title_ar', 'title_en', 'body_ar', 'body_en'] as const).some((f) => fieldError(f)) ? save.error.message : null;

  const send = async (acceptRemoved: boolean) => {
    try {
      // Not mutate's own onSuccess: the refetch after saving remounts this form (its key is the
      // version), and a callback of an unmounted observer is dropped.
      const saved = await save.mutateAsync({ ...draft, base_version: content.version, ...(acceptRemoved ? { accept_removed: true } : {}) });
      setDialog(null);
      onSaved(saved.version);
    } catch (error) {
      // Refused for what cleaning would take out: the preview shows what, and offers to save anyway.
      const refusedBody = isApiError(error) && error.status === 422 && (error.fieldError('body_ar') || error.fieldError('body_en'));
      if (rich && !acceptRemoved && refusedBody) {
        const preview = await queryClient.fetchQuery(previewQueryOptions(bodies)).catch(() => undefined);
        if (removesSomething(preview)) setDialog('confirm');
      }
      // Anything else is shown from save.error.
    }
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    void send(false);
  };

  const column = (language: 'ar' | 'en') => (
    <Box sx={{ display: 'grid', gap: 2, alignContent: 'start', minWidth: 0 }} lang={language} dir={language === 'ar' ? 'rtl' : 'ltr'}>
      <Typography variant="subtitle2" color="text.secondary">
        {t(language === 'ar' ? 'staff.editor.arabic' : 'staff.editor.english')}
      </Typography>
      <TextField
        name={`title_${language}`}
        label={t('staff.editor.title')}
        value={draft[`title_${language}`]}
        onChange={(event) => set(`title_${language}`)(event.target.value)}
        error={Boolean(fieldError(`title_${language}`))}
        helperText={fieldError(`title_${language}`)}
        fullWidth
      />
      <BodyEditor
        name={`body_${language}`}
        label={`${t(rich ? 'staff.editor.body' : 'staff.editor.value')} · ${t(language === 'ar' ? 'staff.editor.arabic' : 'staff.editor.english')}`}
        value={draft[`body_${language}`]}
        onChange={set(`body_${language}`)}
        language={language}
        error={fieldError(`body_${language}`)}
        rich={rich}
        minHeight={320}
      />
    </Box>
  );

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }} data-testid="content-editor">
        <Typography variant="body2" color="text.secondary">
          {t('staff.editor.current', {
            version: content.version,
            date: formatMoment(content.updated_at, i18n.language),
            name: content.updated_by?.name ?? t('staff.editor.seeded'),
          })}
        </Typography>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
          {column('ar')}
          {column('en')}
        </Box>
        {content.document && (
          <FormControlLabel
            control={<Checkbox name="material" checked={draft.material} onChange={(event) => set('material')(event.target.checked)} />}
            label={t('staff.editor.material')}
          />
        )}
        {formError && <Alert severity="error">{formError}</Alert>}
        {isUnchanged(save.error) && (
          // Not a failure: the text already is the current version, which stays as it was.
          <Alert severity="info" role="status" data-testid="content-unchanged">
            {save.error.message || t('staff.editor.unchanged')}
          </Alert>
        )}
        {justSaved && (
          <Alert severity="success" data-testid="content-saved">
            {t('staff.editor.saved', { version: content.version })}
          </Alert>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button type="submit" variant="contained" disabled={save.isPending} data-testid="content-save">
            {t('staff.editor.save')}
          </Button>
          {rich && (
            <Button variant="outlined" startIcon={<VisibilityOutlinedIcon />} onClick={() => setDialog('preview')} data-testid="content-preview-open">
              {t('staff.editor.preview')}
            </Button>
          )}
        </Box>
      </Box>
      {dialog && (
        <PreviewDialog
          bodies={bodies}
          render={(language, body) => (
            <ContentArticle language={language} title={draft[`title_${language}`]} body={body} format={content.format} testId={`content-preview-${language}`} />
          )}
          confirm={
            dialog === 'confirm'
              ? { onConfirm: () => void send(true), pending: save.isPending, error: save.error && !refusedForRemoval(save.error) ? save.error.message : null }
              : undefined
          }
          onClose={() => setDialog(null)}
        />
      )}
      <VersionHistory content={content} />
    </Box>
  );
}

/** The server refused the bodies (the answer that opened the confirmation). */
function refusedForRemoval(error: unknown): boolean {
  return isApiError(error) && error.status === 422 && Boolean(error.fieldError('body_ar') || error.fieldError('body_en'));
}
