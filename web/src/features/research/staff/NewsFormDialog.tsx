import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { directionOf, type Language } from '../../../lib/language';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useCreateNews } from '../api/create-news';
import { useUpdateNews } from '../api/update-news';
import { blankNews, newsChecks, newsFields, newsFormOf, newsValuesOf, type FormCheck, type NewsField, type NewsValues } from '../lib/forms';
import { researchLanguages, type NewsView } from '../types';

/**
 * Writes a new article or corrects one: the text fields take the article's own language and
 * direction; the server's messages appear under the fields they name.
 */
export function NewsFormDialog({ article, onClose, onSaved }: { article: NewsView | null; onClose: () => void; onSaved: (message: string) => void }) {
  const { t, i18n } = useTranslation('research');
  const pageLanguage = i18n.language as Language;
  const [values, setValues] = useState<NewsValues>(() => (article ? newsValuesOf(article) : blankNews(pageLanguage)));
  const create = useCreateNews();
  const update = useUpdateNews();
  const saving = create.isPending || update.isPending;
  const errors = useFormErrors<NewsField, FormCheck>(newsFields, (key) => t(`staff.checks.${key}`));
  const textDir = directionOf(values.language);

  const set = (field: NewsField) => (event: { target: { value: string } }) => {
    errors.clearField(field);
    setValues((current) => ({ ...current, [field]: event.target.value }));
  };

  const submit = () => {
    if (!errors.validate(newsChecks(values))) return;
    const form = newsFormOf(values);
    const done = { onSuccess: () => onSaved(t(article ? 'staff.news.updated' : 'staff.news.saved')), onError: errors.setServerError };
    if (article) update.mutate({ id: article.id, form }, done);
    else create.mutate(form, done);
  };

  /** A field's common props; the article's own text runs in its language's direction. */
  const field = (name: NewsField, dir?: 'rtl' | 'ltr') => ({
    name,
    error: Boolean(errors.fieldError(name)),
    fullWidth: true,
    slotProps: { htmlInput: { 'data-testid': `news-form-${name}`, dir, lang: dir === undefined ? undefined : values.language } },
  });

  return (
    <Dialog open onClose={saving ? undefined : onClose} maxWidth="md" fullWidth dir={directionOf(pageLanguage)} aria-labelledby="news-form-title">
      <DialogTitle id="news-form-title">{t(article ? 'staff.news.editTitle' : 'staff.news.addTitle')}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          id="news-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          sx={{ display: 'grid', gap: 2, pt: 1 }}
        >
          <FormAlert message={errors.formError} />
          <TextField
            select
            label={t('staff.news.language')}
            value={values.language}
            onChange={set('language')}
            helperText={errors.fieldError('language')}
            {...field('language')}
            sx={{ maxWidth: 240 }}
          >
            {researchLanguages.map((language) => (
              <MenuItem key={language} value={language}>
                {t(`languages.${language}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('staff.news.headline')}
            value={values.title}
            onChange={set('title')}
            required
            helperText={errors.fieldError('title')}
            {...field('title', textDir)}
          />
          <TextField
            label={t('staff.news.summary')}
            value={values.summary}
            onChange={set('summary')}
            multiline
            minRows={2}
            helperText={errors.fieldError('summary') ?? t('staff.news.summaryHint')}
            {...field('summary', textDir)}
          />
          <TextField
            label={t('staff.news.body')}
            value={values.body}
            onChange={set('body')}
            required
            multiline
            minRows={6}
            helperText={errors.fieldError('body')}
            {...field('body', textDir)}
          />
          <TextField
            label={t('staff.news.link')}
            value={values.link}
            onChange={set('link')}
            type="url"
            helperText={errors.fieldError('link')}
            {...field('link', 'ltr')}
          />
          <TextField
            label={t('staff.publishedAt')}
            value={values.published_at}
            onChange={set('published_at')}
            type="datetime-local"
            helperText={errors.fieldError('published_at') ?? t('staff.publishedAtHint')}
            {...field('published_at')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'news-form-published_at' } }}
            sx={{ maxWidth: 320 }}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {t('staff.cancel')}
        </Button>
        <Button type="submit" form="news-form" variant="contained" disabled={saving} data-testid="news-form-save">
          {saving ? t('staff.saving') : t('staff.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
