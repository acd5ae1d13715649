import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ErrorBlock, LoadingBlock } from '../../../components/QueryStates';
import { isApiError } from '../../../lib/api-error';
import { formatMoment } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { ContentArticle } from '../components/ContentArticle';
import { usePreview, useStaffContent, useUpdateContent, type StaffContent } from '../api/staff-contents';
import { BodyEditor } from './BodyEditor';
import { VersionHistory } from './VersionHistory';

type Draft = { title_ar: string; title_en: string; body_ar: string; body_en: string; material: boolean };

const draftOf = (c: StaffContent): Draft => ({ title_ar: c.title_ar, title_en: c.title_en, body_ar: c.body_ar, body_en: c.body_en, material: false });

/** Editing one site text: Arabic and English side by side, the server's preview of each, its history. */
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
  const [draft, setDraft] = useState<Draft>(() => draftOf(content));
  const save = useUpdateContent(content.key);
  const rich = content.format === 'html';
  const bodies = useDebouncedValue({ body_ar: draft.body_ar, body_en: draft.body_en }, 400);
  const preview = usePreview(bodies, rich);

  const set = (field: keyof Draft) => (value: string | boolean) => setDraft((d) => ({ ...d, [field]: value }));
  const fieldError = (field: string) => (isApiError(save.error) ? save.error.fieldError(field) : undefined);
  const formError = save.error && !(['title_ar', 'title_en', 'body_ar', 'body_en'] as const).some((f) => fieldError(f)) ? save.error.message : null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    // Not mutate's own onSuccess: the refetch after saving remounts this form (its key is the
    // version), and a callback of an unmounted observer is dropped.
    save
      .mutateAsync({ ...draft, base_version: content.version })
      .then((saved) => onSaved(saved.version))
      .catch(() => undefined); // shown from save.error
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
        label={t(rich ? 'staff.editor.body' : 'staff.editor.value')}
        value={draft[`body_${language}`]}
        onChange={set(`body_${language}`)}
        language={language}
        error={fieldError(`body_${language}`)}
        rich={rich}
      />
    </Box>
  );

  const previewOf = (language: 'ar' | 'en') => (
    <ContentArticle
      language={language}
      title={draft[`title_${language}`]}
      body={rich ? (preview.data?.[`body_${language}`] ?? '') : draft[`body_${language}`]}
      format={content.format}
      testId={`content-preview-${language}`}
    />
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
        {justSaved && (
          <Alert severity="success" data-testid="content-saved">
            {t('staff.editor.saved', { version: content.version })}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={save.isPending} data-testid="content-save">
            {t('staff.editor.save')}
          </Button>
        </Box>
      </Box>
      <Box>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('staff.editor.preview')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('staff.editor.previewHint')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
          {previewOf('ar')}
          {previewOf('en')}
        </Box>
      </Box>
      <VersionHistory content={content} />
    </Box>
  );
}
