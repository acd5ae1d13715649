import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { directionOf, type Language } from '../../../lib/language';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useUploadResearch } from '../api/upload-research';
import { blankResearch, researchChecksWithContent, researchFields, type FormCheck, type ResearchField, type ResearchValues } from '../lib/forms';
import { PdfFileField } from './PdfFileField';

type TextName = 'title_ar' | 'title_en' | 'summary_ar' | 'summary_en';

/**
 * Publishes research: titles and summaries in both languages, a PDF in either or both. Each PDF
 * is checked here first (type, size, and that it starts as a PDF does), then by the server, whose
 * messages appear under the fields they name. The upload shows its progress.
 */
export function ResearchUploadDialog({ onClose, onSaved }: { onClose: () => void; onSaved: (message: string) => void }) {
  const { t, i18n } = useTranslation('research');
  const [values, setValues] = useState<ResearchValues>(blankResearch);
  const [progress, setProgress] = useState<number | null>(null);
  const [checking, setChecking] = useState(false);
  const upload = useUploadResearch(setProgress);
  const errors = useFormErrors<ResearchField, FormCheck>(researchFields, (key) => t(`staff.checks.${key}`));
  const busy = checking || upload.isPending;

  const setText = (field: TextName) => (event: { target: { value: string } }) => {
    errors.clearField(field);
    setValues((current) => ({ ...current, [field]: event.target.value }));
  };
  const setFile = (field: 'file_ar' | 'file_en') => (file: File | null) => {
    errors.clearField(field);
    // One file is enough: choosing either clears "choose a file" on the other.
    errors.clearField('file_ar');
    setValues((current) => ({ ...current, [field]: file }));
  };

  const submit = async () => {
    setChecking(true);
    const checks = await researchChecksWithContent(values);
    setChecking(false);
    if (!errors.validate(checks)) return;
    setProgress(0);
    upload.mutate(values, {
      onSuccess: () => onSaved(t('staff.research.saved')),
      onError: (error) => {
        setProgress(null);
        errors.setServerError(error);
      },
    });
  };

  const text = (field: TextName, label: string, language: Language, multiline = false) => (
    <TextField
      name={field}
      label={label}
      value={values[field]}
      onChange={setText(field)}
      required={!multiline}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      error={Boolean(errors.fieldError(field))}
      helperText={errors.fieldError(field)}
      disabled={busy}
      fullWidth
      slotProps={{ htmlInput: { 'data-testid': `research-form-${field}`, lang: language, dir: directionOf(language) } }}
    />
  );

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      maxWidth="md"
      fullWidth
      dir={directionOf(i18n.language as Language)}
      aria-labelledby="research-form-title"
    >
      <DialogTitle id="research-form-title">{t('staff.research.addTitle')}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          id="research-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}
        >
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormAlert message={errors.formError} />
          </Box>
          {text('title_ar', t('staff.research.titleAr'), 'ar')}
          {text('title_en', t('staff.research.titleEn'), 'en')}
          {text('summary_ar', t('staff.research.summaryAr'), 'ar', true)}
          {text('summary_en', t('staff.research.summaryEn'), 'en', true)}
          <PdfFileField
            name="file_ar"
            label={t('staff.research.fileAr')}
            file={values.file_ar}
            error={errors.fieldError('file_ar')}
            disabled={busy}
            onChange={setFile('file_ar')}
          />
          <PdfFileField
            name="file_en"
            label={t('staff.research.fileEn')}
            file={values.file_en}
            error={errors.fieldError('file_en')}
            disabled={busy}
            onChange={setFile('file_en')}
          />
          <TextField
            name="published_at"
            type="datetime-local"
            label={t('staff.publishedAt')}
            value={values.published_at}
            onChange={(event) => {
              errors.clearField('published_at');
              setValues((current) => ({ ...current, published_at: event.target.value }));
            }}
            error={Boolean(errors.fieldError('published_at'))}
            helperText={errors.fieldError('published_at') ?? t('staff.publishedAtHint')}
            disabled={busy}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'research-form-published_at' } }}
          />
          {progress !== null && (
            <Box sx={{ gridColumn: '1 / -1' }} aria-live="polite">
              <Typography variant="body2" sx={{ mb: 0.5 }} data-testid="research-upload-progress">
                {t('staff.research.uploading', { percent: progress })}
              </Typography>
              <LinearProgress variant="determinate" value={progress} aria-label={t('staff.research.uploading', { percent: progress })} />
            </Box>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('staff.cancel')}
        </Button>
        <Button type="submit" form="research-form" variant="contained" disabled={busy} data-testid="research-form-save">
          {upload.isPending ? t('staff.saving') : t('staff.research.upload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
