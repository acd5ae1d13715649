import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FormAlert } from '../../../components/FormAlert';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useFormErrors } from '../../../lib/use-form-errors';
import { validEmail } from '../../../lib/validation';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from '../components/AuthCard';

const fields = ['email'] as const;

export function ForgotPasswordPage() {
  const { t } = useTranslation('accounts');
  useDocumentTitle(t('screens.forgotPassword'));
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const form = useFormErrors(fields);
  const [email, setEmail] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate({ email: validEmail(email) })) return;
    forgot.mutate(email.trim(), {
      onSuccess: (result) => navigate('/forgot_password_confirmation', { state: { email: email.trim(), message: result.message } }),
      onError: form.setServerError,
    });
  };

  return (
    <AuthCard title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2} data-testid="forgot-form">
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
        <Button type="submit" variant="contained" size="large" disabled={forgot.isPending}>
          {forgot.isPending ? t('common.pleaseWait') : t('auth.forgot.submit')}
        </Button>
        <Link component={RouterLink} to="/login" sx={{ textAlign: 'center' }}>
          {t('auth.backToLogin')}
        </Link>
      </Stack>
    </AuthCard>
  );
}
