import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { PageHeader } from '../../../components/PageHeader';
import { ErrorBlock, LoadingBlock } from '../../../components/QueryStates';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useMyApplication, useSubmitApplication } from '../api/my-application';
import {
  analysisTypes,
  applicationFields,
  CERTIFICATE_ACCEPT,
  checkApplication,
  emptyApplication,
  experienceYears,
  markets,
  traderTypes,
  type ApplicationErrorKey,
  type ApplicationValues,
  type ChoiceField,
  type TextField as TextFieldName,
} from '../lib/application-form';
import { useChoiceLabel } from '../lib/use-choice-label';
import { isOpen } from '../types';

const RECEIVED_PATH = '/analysts/join/received';

const choices: Record<ChoiceField, readonly string[]> = {
  experience_years: experienceYears,
  markets,
  analysis_type: analysisTypes,
  trader_type: traderTypes,
};

/** Fields with a hint under them when they have no error. */
const hints: Partial<Record<TextFieldName, 'fields.displayNameHint' | 'fields.phoneHint' | 'fields.xAccountHint' | 'fields.timeframesHint'>> = {
  display_name: 'fields.displayNameHint',
  phone: 'fields.phoneHint',
  x_account: 'fields.xAccountHint',
  timeframes: 'fields.timeframesHint',
};

/** Typed left to right whatever the page's direction (numbers, handles). */
const ltrFields: readonly TextFieldName[] = ['phone', 'x_account'];

/** `/analysts/join` (DECISIONS 9): the application of spec §3, with the CME1 certificate. */
export function JoinAnalystPage() {
  const { t } = useTranslation('analysts');
  useDocumentTitle(t('join.title'));
  const mine = useMyApplication();

  if (mine.isPending) return <LoadingBlock height={480} />;
  if (mine.isError) return <ErrorBlock error={mine.error} onRetry={() => void mine.refetch()} />;
  const { application, can_apply } = mine.data;
  // An application awaiting a decision: its page says where it stands.
  if (application && isOpen(application.state)) return <Navigate to={RECEIVED_PATH} replace />;
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 760, mx: 'auto', width: '100%' }}>
      <PageHeader title={t('join.title')} subtitle={t('join.subtitle')} />
      {can_apply ? (
        <>
          {application?.state === 'rejected' && application.rejection_reason && (
            <Alert severity="info" data-testid="previous-rejection">
              {t('join.rejectedBefore', { reason: application.rejection_reason })}
            </Alert>
          )}
          <JoinForm />
        </>
      ) : (
        <Alert severity="info">{t('join.notForAnalysts')}</Alert>
      )}
    </Box>
  );
}

function JoinForm() {
  const { t } = useTranslation('analysts');
  const navigate = useNavigate();
  const form = useFormErrors<(typeof applicationFields)[number], ApplicationErrorKey>(applicationFields, (key) => t(`errors.${key}`));
  const [progress, setProgress] = useState<number | null>(null);
  const submit = useSubmitApplication(setProgress);
  const [values, setValues] = useState<ApplicationValues>(emptyApplication);
  const [certificate, setCertificate] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const choiceLabel = useChoiceLabel();

  const change = (field: TextFieldName | ChoiceField) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    form.clearField(field);
  };

  const chooseCertificate = (event: ChangeEvent<HTMLInputElement>) => {
    setCertificate(event.target.files?.[0] ?? null);
    form.clearField('certificate');
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate(checkApplication(values, certificate)) || !certificate) return;
    setProgress(0);
    submit.mutate(
      { values, certificate },
      {
        onSuccess: () => void navigate(RECEIVED_PATH),
        onError: form.setServerError,
        onSettled: () => setProgress(null),
      },
    );
  };

  const hintOf = (field: TextFieldName) => {
    const hint = hints[field];
    return hint ? t(hint) : undefined;
  };

  const textField = (field: TextFieldName, multiline = false) => (
    <TextField
      key={field}
      label={t(`fields.${field}`)}
      name={field}
      value={values[field]}
      onChange={change(field)}
      required
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      type={field === 'phone' ? 'tel' : 'text'}
      error={Boolean(form.fieldError(field))}
      helperText={form.fieldError(field) ?? hintOf(field)}
      slotProps={{ htmlInput: { dir: ltrFields.includes(field) ? 'ltr' : undefined, 'data-testid': `join-${field}` } }}
    />
  );

  const choiceField = (field: ChoiceField) => (
    <TextField
      key={field}
      select
      label={t(`fields.${field}`)}
      name={field}
      value={values[field]}
      onChange={change(field)}
      required
      error={Boolean(form.fieldError(field))}
      helperText={form.fieldError(field)}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': `join-${field}` } as object } }}
    >
      {choices[field].map((value) => (
        <MenuItem key={value} value={value} data-testid={`join-${field}-${value}`}>
          {choiceLabel(field, value)}
        </MenuItem>
      ))}
    </TextField>
  );

  const certificateError = form.fieldError('certificate');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack component="form" noValidate onSubmit={send} spacing={2.5} data-testid="join-analyst-form">
        <FormAlert message={form.formError} />
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {textField('full_name')}
          {textField('display_name')}
          {textField('phone')}
          {textField('x_account')}
          {choiceField('experience_years')}
          {choiceField('markets')}
          {choiceField('analysis_type')}
          {choiceField('trader_type')}
        </Box>
        {textField('timeframes')}
        {textField('about', true)}

        <Box>
          <Typography variant="subtitle2" component="p">
            {t('fields.certificate')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('join.certificateNote')} {t('fields.certificateHint')}
          </Typography>
          <input ref={fileInput} type="file" accept={CERTIFICATE_ACCEPT} hidden onChange={chooseCertificate} data-testid="join-certificate" />
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
            <Button
              variant="outlined"
              color={certificateError ? 'error' : 'primary'}
              startIcon={<UploadFileOutlinedIcon />}
              onClick={() => fileInput.current?.click()}
            >
              {certificate ? t('fields.changeCertificate') : t('fields.chooseCertificate')}
            </Button>
            {certificate && (
              <Typography variant="body2" noWrap sx={{ minWidth: 0 }} data-testid="join-certificate-name">
                <bdi>{certificate.name}</bdi>
              </Typography>
            )}
          </Stack>
          {certificateError && <FormHelperText error>{certificateError}</FormHelperText>}
        </Box>

        <Box>
          <FormControlLabel
            control={
              <Checkbox
                checked={values.terms}
                onChange={(event) => {
                  setValues((v) => ({ ...v, terms: event.target.checked }));
                  form.clearField('terms');
                }}
                slotProps={{ input: { 'data-testid': 'join-terms' } as object }}
              />
            }
            label={
              <>
                {t('fields.terms')}{' '}
                <Link component={RouterLink} to="/terms-analyst" target="_blank" rel="noopener">
                  {t('fields.termsLink')}
                </Link>
              </>
            }
          />
          {form.fieldError('terms') && <FormHelperText error>{form.fieldError('terms')}</FormHelperText>}
        </Box>

        {progress !== null && (
          <Box>
            <LinearProgress variant="determinate" value={progress} aria-label={t('join.uploading')} />
            <Typography variant="caption" color="text.secondary">
              {t('join.uploadProgress', { percent: progress })}
            </Typography>
          </Box>
        )}
        <Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={submit.isPending}
            data-testid="join-submit"
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {submit.isPending ? t('join.sending') : t('join.send')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

export default JoinAnalystPage;
