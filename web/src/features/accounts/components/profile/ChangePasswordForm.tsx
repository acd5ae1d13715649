import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/FormAlert';
import { PasswordField } from '../../../../components/PasswordField';
import { useFormErrors } from '../../../../lib/use-form-errors';
import { passwordsMatch, required, validPassword } from '../../../../lib/validation';
import { useUpdatePassword, type PasswordChangeInput } from '../../api/update-password';

const fields = ['current_password', 'password', 'password_confirmation'] as const;
const empty: PasswordChangeInput = { current_password: '', password: '', password_confirmation: '' };

export function ChangePasswordForm() {
  const { t } = useTranslation('accounts');
  const form = useFormErrors(fields);
  const update = useUpdatePassword();
  const [values, setValues] = useState<PasswordChangeInput>(empty);

  const change = (field: keyof PasswordChangeInput) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    form.clearField(field);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const valid = form.validate({
      current_password: required(values.current_password),
      password: validPassword(values.password),
      password_confirmation: passwordsMatch(values.password, values.password_confirmation),
    });
    if (!valid) return;
    update.mutate(values, {
      onSuccess: () => setValues(empty),
      onError: form.setServerError,
    });
  };

  const field = (name: keyof PasswordChangeInput, labelKey: 'fields.currentPassword' | 'fields.newPassword' | 'fields.newPasswordConfirmation') => (
    <PasswordField
      label={t(labelKey)}
      name={name}
      autoComplete={name === 'current_password' ? 'current-password' : 'new-password'}
      value={values[name]}
      onChange={change(name)}
      error={Boolean(form.fieldError(name))}
      helperText={form.fieldError(name)}
    />
  );

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} data-testid="change-password-form">
      <FormAlert message={form.formError} />
      <FormAlert severity="success" message={update.isSuccess ? t('profile.password.changed') : null} />
      {field('current_password', 'fields.currentPassword')}
      {field('password', 'fields.newPassword')}
      {field('password_confirmation', 'fields.newPasswordConfirmation')}
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={update.isPending}>
          {update.isPending ? t('common.saving') : t('profile.password.submit')}
        </Button>
      </Box>
    </Stack>
  );
}
