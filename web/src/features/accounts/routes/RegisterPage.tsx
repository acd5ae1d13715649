import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FormAlert } from '../../../components/FormAlert';
import { PasswordField } from '../../../components/PasswordField';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useFormErrors } from '../../../lib/use-form-errors';
import { confirmationMatches, required, termsAccepted, validEmail, validPassword } from '../../../lib/validation';
import { useRegister } from '../api/register';
import { AuthCard } from '../components/AuthCard';

const fields = ['name', 'email', 'password', 'password_confirmation', 'terms'] as const;
type Field = (typeof fields)[number];

export function RegisterPage() {
  const { t } = useTranslation('accounts');
  useDocumentTitle(t('screens.register'));
  const navigate = useNavigate();
  const register = useRegister();
  const form = useFormErrors(fields);
  const [values, setValues] = useState({ name: '', email: '', password: '', password_confirmation: '' });
  const [terms, setTerms] = useState(false);

  const change = (field: Exclude<Field, 'terms'>) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    form.clearField(field);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const valid = form.validate({
      name: required(values.name),
      email: validEmail(values.email),
      password: validPassword(values.password),
      password_confirmation: confirmationMatches(values.password, values.password_confirmation),
      terms: termsAccepted(terms),
    });
    if (!valid) return;
    register.mutate(
      { ...values, name: values.name.trim(), email: values.email.trim(), terms },
      {
        // The code in the email makes the account: the next page asks for it.
        onSuccess: (started) => navigate(`/register_confirm?email=${encodeURIComponent(started.email)}`, { replace: true }),
        onError: form.setServerError,
      },
    );
  };

  const textField = (field: Exclude<Field, 'terms' | 'password' | 'password_confirmation'>, type: string, autoComplete: string) => (
    <TextField
      label={t(`fields.${field}`)}
      name={field}
      type={type}
      autoComplete={autoComplete}
      value={values[field]}
      onChange={change(field)}
      error={Boolean(form.fieldError(field))}
      helperText={form.fieldError(field)}
      slotProps={field === 'email' ? { htmlInput: { dir: 'ltr' } } : undefined}
    />
  );

  return (
    <AuthCard title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2} data-testid="register-form">
        <FormAlert message={form.formError} />
        {textField('name', 'text', 'name')}
        {textField('email', 'email', 'email')}
        <PasswordField
          label={t('fields.password')}
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={change('password')}
          error={Boolean(form.fieldError('password'))}
          helperText={form.fieldError('password') ?? t('auth.register.passwordHint')}
        />
        <PasswordField
          label={t('fields.password_confirmation')}
          name="password_confirmation"
          autoComplete="new-password"
          value={values.password_confirmation}
          onChange={change('password_confirmation')}
          error={Boolean(form.fieldError('password_confirmation'))}
          helperText={form.fieldError('password_confirmation')}
        />
        <FormControl error={Boolean(form.fieldError('terms'))}>
          <FormControlLabel
            control={
              <Checkbox
                name="terms"
                checked={terms}
                onChange={(e) => {
                  setTerms(e.target.checked);
                  form.clearField('terms');
                }}
              />
            }
            label={
              <Trans
                i18nKey="auth.register.acceptTerms"
                ns="accounts"
                components={{
                  terms: <Link component={RouterLink} to="/terms" target="_blank" />,
                  privacy: <Link component={RouterLink} to="/privacy-policy" target="_blank" />,
                }}
              />
            }
          />
          {form.fieldError('terms') && <FormHelperText>{form.fieldError('terms')}</FormHelperText>}
        </FormControl>
        <Button type="submit" variant="contained" size="large" disabled={register.isPending}>
          {register.isPending ? t('common.pleaseWait') : t('auth.register.submit')}
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {t('auth.register.haveAccount')}{' '}
          <Link component={RouterLink} to="/login">
            {t('auth.register.login')}
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
