import { useMemo, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useAddKycForeign } from '../api/add-kyc-foreign';
import {
  checkForeignForm,
  emptyForeignForm,
  foreignFields,
  leadingForeignProblem,
  NAME_MAX,
  type ForeignFormError,
  type ForeignValues,
} from '../lib/foreign-form';
import { nationalityOptions } from '../lib/nationalities';
import { passportProblem } from '../lib/passport-file';
import type { KycValues } from '../types';
import { NativeSelect } from './NativeSelect';
import { PassportField } from './PassportField';

/** The non-Saudi path: name, nationality and the passport photo, sent for staff to review. */
export function ForeignKycForm({ kycValues }: { kycValues: KycValues }) {
  const { t, i18n } = useTranslation('kyc');
  const [values, setValues] = useState<ForeignValues>(emptyForeignForm);
  const [passport, setPassport] = useState<File | null>(null);
  const [summary, setSummary] = useState<ForeignFormError | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // A wrong file is said as soon as it is picked, not only after pressing send.
  const [fileProblem, setFileProblem] = useState<ForeignFormError | null>(null);
  const say = (key: ForeignFormError) => t(`errors.${key}`);
  const errors = useFormErrors<(typeof foreignFields)[number], ForeignFormError>(foreignFields, say);
  const send = useAddKycForeign(setProgress);
  const nationalities = useMemo(() => nationalityOptions(kycValues.nationalities, i18n.language), [kycValues.nationalities, i18n.language]);

  const edit = (next: Partial<ForeignValues>, field: 'name' | 'nationality') => {
    setValues((current) => ({ ...current, ...next }));
    errors.clearField(field);
    setSummary(null);
  };

  const choose = (file: File | null) => {
    setPassport(file);
    errors.clearField('passport');
    setSummary(null);
    setFileProblem(file ? passportProblem(file) : null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const problems = checkForeignForm(values, passport);
    const valid = errors.validate(problems);
    setFileProblem(null);
    setSummary(valid ? null : leadingForeignProblem(problems));
    if (!valid || !passport) return;
    setProgress(0);
    send.mutate({ values, passport }, { onError: errors.setServerError, onSettled: () => setProgress(null) });
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2.5} data-testid="kyc-foreign-form">
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          <TextField
            required
            name="name"
            label={t('nonSaudi.name')}
            value={values.name}
            onChange={(event) => edit({ name: event.target.value }, 'name')}
            error={Boolean(errors.fieldError('name'))}
            helperText={errors.fieldError('name')}
            autoComplete="name"
            slotProps={{ htmlInput: { maxLength: NAME_MAX, 'data-testid': 'kyc-name' } }}
          />
          <NativeSelect
            name="nationality"
            label={t('nonSaudi.nationality')}
            value={values.nationality}
            options={nationalities.map((option) => ({ value: option.code, label: option.name }))}
            onChange={(nationality) => edit({ nationality }, 'nationality')}
            error={errors.fieldError('nationality')}
          />
        </Box>
        <PassportField file={passport} onChoose={choose} error={fileProblem ? say(fileProblem) : errors.fieldError('passport')} />
        {progress !== null && (
          <Box>
            <LinearProgress variant="determinate" value={progress} aria-label={t('nonSaudi.uploading')} />
            <Typography variant="caption" color="text.secondary">
              {t('nonSaudi.uploadProgress', { percent: progress })}
            </Typography>
          </Box>
        )}
        <Box>
          <FormAlert message={summary ? say(summary) : errors.formError} />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={send.isPending}
            data-testid="kyc-foreign-submit"
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {send.isPending ? t('nonSaudi.sending') : t('nonSaudi.submit')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
