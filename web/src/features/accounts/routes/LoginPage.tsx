import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { PasswordField } from '../../../components/PasswordField';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isPhoneMissing } from '../../../lib/current-user';
import { takeIntendedRoute } from '../../../lib/intended-route';
import { loginReasonOf } from '../../../lib/login-reason';
import { saveSession } from '../../../lib/session';
import { useFormErrors } from '../../../lib/use-form-errors';
import { required, validEmail } from '../../../lib/validation';
import { useLogin } from '../api/login';
import { AuthCard } from '../components/AuthCard';

const fields = ['email', 'password'] as const;

export function LoginPage() {
  const { t } = useTranslation('accounts');
  useDocumentTitle(t('screens.login'));
  const navigate = useNavigate();
  // Why the guest is here, when something sent them (the header search, a members' page).
  const why = loginReasonOf(useLocation().state);
  const login = useLogin();
  const form = useFormErrors(fields);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate({ email: validEmail(email), password: required(password) })) return;
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (result) => {
          saveSession(result);
          // A phone comes first (spec §4); the phone form then goes on to the intended route.
          if (isPhoneMissing(result.user.phone)) navigate('/phone', { replace: true });
          // Back to where the guard stopped the user, if anywhere.
          else navigate(takeIntendedRoute() ?? '/', { replace: true });
        },
        onError: form.setServerError,
      },
    );
  };

  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2} data-testid="login-form">
        {why && (
          <FormAlert
            severity="info"
            message={why.reason === 'chatAboutStock' ? t('auth.login.reasons.chatAboutStock', { stock: why.stock }) : t('auth.login.reasons.signedIn')}
          />
        )}
        <FormAlert message={form.formError} />
        <TextField
          label={t('fields.email')}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            form.clearField('email');
          }}
          error={Boolean(form.fieldError('email'))}
          helperText={form.fieldError('email')}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        <PasswordField
          label={t('fields.password')}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            form.clearField('password');
          }}
          error={Boolean(form.fieldError('password'))}
          helperText={form.fieldError('password')}
        />
        <Link component={RouterLink} to="/forgot_password" variant="body2" sx={{ alignSelf: 'flex-start' }}>
          {t('auth.login.forgotPassword')}
        </Link>
        <Button type="submit" variant="contained" size="large" disabled={login.isPending}>
          {login.isPending ? t('common.pleaseWait') : t('auth.login.submit')}
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {t('auth.login.noAccount')}{' '}
          <Link component={RouterLink} to="/register">
            {t('auth.login.createAccount')}
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
