import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/FormAlert';
import { useDocumentTitle } from '../../../components/use-document-title';
import { takeIntendedRoute } from '../../../lib/intended-route';
import { localKeys } from '../../../lib/storage-keys';
import { useFormErrors } from '../../../lib/use-form-errors';
import { normalizePhone, validPhone } from '../../../lib/validation';
import { useUpdatePhone } from '../api/update-phone';
import { AuthCard } from '../components/AuthCard';

const fields = ['phone'] as const;

/** Asked at start-up when the user has no phone, and whenever the server answers code "1020". */
export function PhonePage() {
  const { t } = useTranslation('accounts');
  useDocumentTitle(t('screens.phoneForm'));
  const navigate = useNavigate();
  const updatePhone = useUpdatePhone();
  const form = useFormErrors(fields);
  const [phone, setPhone] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate({ phone: validPhone(phone) })) return;
    const normalized = normalizePhone(phone);
    updatePhone.mutate(normalized, {
      onSuccess: () => {
        localStorage.setItem(localKeys.phone, normalized);
        navigate(takeIntendedRoute() ?? '/', { replace: true });
      },
      onError: form.setServerError,
    });
  };

  return (
    <AuthCard title={t('auth.phone.title')} subtitle={t('auth.phone.subtitle')}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2} data-testid="phone-form">
        <FormAlert message={form.formError} />
        <TextField
          label={t('fields.phone')}
          name="phone"
          type="tel"
          autoComplete="tel"
          placeholder="05xxxxxxxx"
          value={phone}
          onChange={(e) => {
            setPhone(e.target.value);
            form.clearField('phone');
          }}
          error={Boolean(form.fieldError('phone'))}
          helperText={form.fieldError('phone') ?? t('auth.phone.hint')}
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel' } }}
        />
        <Button type="submit" variant="contained" size="large" disabled={updatePhone.isPending}>
          {updatePhone.isPending ? t('common.pleaseWait') : t('common.save')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
