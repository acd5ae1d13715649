import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/FormAlert';
import { PasswordField } from '../../../components/PasswordField';
import { useDocumentTitle } from '../../../components/use-document-title';
import { localKeys } from '../../../lib/storage-keys';
import { useFormErrors } from '../../../lib/use-form-errors';
import { passwordsMatch, validPassword } from '../../../lib/validation';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/AuthCard';

const fields = ['password', 'password_confirmation'] as const;

/** Reached from the emailed link /reset_password?token=…&email=…. */
export function ResetPasswordPage() {
  const { t } = useTranslation('accounts');
  useDocumentTitle(t('screens.resetPassword'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const reset = useResetPassword();
  const form = useFormErrors(fields);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');

  if (!token || !email) {
    return (
      <AuthCard title={t('auth.reset.title')}>
        <FormAlert message={t('auth.reset.invalidLink')} />
        <Button variant="contained" component={RouterLink} to="/forgot_password" fullWidth>
          {t('auth.reset.requestNewLink')}
        </Button>
      </AuthCard>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const valid = form.validate({
      password: validPassword(password),
      password_confirmation: passwordsMatch(password, confirmation),
    });
    if (!valid) return;
    reset.mutate(
      { email, token, password, password_confirmation: confirmation },
      {
        onSuccess: (result) => {
          // The login screen shows this once, as the one-time message toast.
          localStorage.setItem(localKeys.oneTimeMessage, result?.message || t('auth.reset.success'));
          navigate('/login', { replace: true });
        },
        onError: form.setServerError,
      },
    );
  };

  return (
    <AuthCard title={t('auth.reset.title')} subtitle={<bdi>{email}</bdi>}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2} data-testid="reset-form">
        <FormAlert message={form.formError} />
        <PasswordField
          label={t('fields.newPassword')}
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            form.clearField('password');
          }}
          error={Boolean(form.fieldError('password'))}
          helperText={form.fieldError('password') ?? t('auth.register.passwordHint')}
        />
        <PasswordField
          label={t('fields.newPasswordConfirmation')}
          name="password_confirmation"
          autoComplete="new-password"
          value={confirmation}
          onChange={(e) => {
            setConfirmation(e.target.value);
            form.clearField('password_confirmation');
          }}
          error={Boolean(form.fieldError('password_confirmation'))}
          helperText={form.fieldError('password_confirmation')}
        />
        <Button type="submit" variant="contained" size="large" disabled={reset.isPending}>
          {reset.isPending ? t('common.pleaseWait') : t('auth.reset.submit')}
        </Button>
        <Link component={RouterLink} to="/login" sx={{ textAlign: 'center' }}>
          {t('auth.backToLogin')}
        </Link>
      </Stack>
    </AuthCard>
  );
}
