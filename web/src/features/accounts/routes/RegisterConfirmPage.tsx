import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/FormAlert';
import { useDocumentTitle } from '../../../components/use-document-title';
import { VERIFICATION_CODE_LENGTH } from '../../../lib/constants';
import { isPhoneMissing, type CurrentUser } from '../../../lib/current-user';
import { takeIntendedRoute } from '../../../lib/intended-route';
import { rememberUser, saveSession } from '../../../lib/session';
import { useSession } from '../../../lib/session-context';
import { localKeys } from '../../../lib/storage-keys';
import { useFormErrors } from '../../../lib/use-form-errors';
import { validVerificationCode } from '../../../lib/validation';
import { currentUserQueryKey } from '../api/get-current-user';
import { useConfirmSignup } from '../api/register';
import { useResendEmail } from '../api/resend-email';
import { useVerifyEmail } from '../api/verify-email';
import { AuthCard } from '../components/AuthCard';

const fields = ['code'] as const;

/**
 * Enter the 6-digit code from the confirmation email. The email's link carries ?email=&code=,
 * and then the code is submitted at once. A guest is finishing a sign-up: the code makes the
 * account and signs it in. A signed-in user confirms the address of an older account.
 */
export function RegisterConfirmPage() {
  const { t } = useTranslation('accounts');
  useDocumentTitle(t('screens.signupConfirm'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const [params] = useSearchParams();
  const email = params.get('email') ?? localStorage.getItem(localKeys.email) ?? session.user?.email ?? '';
  const [code, setCode] = useState(params.get('code') ?? '');
  const verify = useVerifyEmail();
  const confirmSignup = useConfirmSignup();
  const pending = verify.isPending || confirmSignup.isPending;
  const resend = useResendEmail();
  const form = useFormErrors(fields);
  const autoSubmitted = useRef(false);

  // A phone number is required before anything else (spec §4).
  const goOn = (user: CurrentUser) => navigate(isPhoneMissing(user.phone) ? '/phone' : (takeIntendedRoute() ?? '/'), { replace: true });

  const confirm = (value: string) => {
    if (!form.validate({ code: validVerificationCode(value) })) return;
    if (!session.token) {
      confirmSignup.mutate(
        { email, code: value.trim() },
        {
          onSuccess: (result) => {
            saveSession(result);
            goOn(result.user);
          },
          onError: form.setServerError,
        },
      );
      return;
    }
    verify.mutate(
      { email, code: value.trim() },
      {
        onSuccess: (user) => {
          rememberUser(user);
          queryClient.setQueryData(currentUserQueryKey(session.token), user);
          goOn(user);
        },
        onError: form.setServerError,
      },
    );
  };

  const confirmLinkCode = useEffectEvent(() => {
    const linkCode = params.get('code');
    if (linkCode && email && !autoSubmitted.current) {
      autoSubmitted.current = true;
      confirm(linkCode);
    }
  });
  // Runs once for the link's code; later edits are submitted by the user.
  useEffect(() => {
    confirmLinkCode();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm(code);
  };

  return (
    <AuthCard
      title={t('auth.confirm.title')}
      subtitle={
        <>
          {t('auth.confirm.subtitle')}{' '}
          <Box component="bdi" sx={{ fontWeight: 600, color: 'text.primary' }}>
            {email}
          </Box>
        </>
      }
    >
      <Stack component="form" noValidate onSubmit={submit} spacing={2} data-testid="confirm-form">
        <FormAlert message={form.formError} />
        <FormAlert severity="success" message={resend.data?.message ?? null} />
        <FormAlert message={resend.error ? resend.error.message : null} />
        <TextField
          label={t('fields.code')}
          name="code"
          value={code}
          onChange={(e) => {
            setCode(e.target.value.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH));
            form.clearField('code');
          }}
          error={Boolean(form.fieldError('code'))}
          helperText={form.fieldError('code')}
          autoComplete="one-time-code"
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              dir: 'ltr',
              maxLength: VERIFICATION_CODE_LENGTH,
              style: { letterSpacing: '0.5em', textAlign: 'center', fontSize: 22 },
            },
          }}
        />
        <Button type="submit" variant="contained" size="large" disabled={pending || !email}>
          {pending ? t('common.pleaseWait') : t('auth.confirm.submit')}
        </Button>
        <Button variant="text" onClick={() => resend.mutate(email)} disabled={resend.isPending || !email}>
          {t('auth.confirm.resend')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
