import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/FormAlert';
import { useFormErrors } from '../../../../lib/use-form-errors';
import { required } from '../../../../lib/validation';
import { useUpdateBankDetails, type BankDetailsInput } from '../../api/update-bank-details';
import type { Profile } from '../../types';

const fields = ['bank_name', 'iban', 'account_holder_name'] as const;

/** Where an analyst's earnings are paid; the server checks the IBAN itself. */
export function BankDetailsForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('accounts');
  const form = useFormErrors(fields);
  const update = useUpdateBankDetails();
  const [values, setValues] = useState<BankDetailsInput>({
    bank_name: profile.bank_name ?? '',
    iban: profile.iban ?? '',
    account_holder_name: profile.account_holder_name ?? '',
  });

  const change = (field: keyof BankDetailsInput) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    form.clearField(field);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const valid = form.validate({
      bank_name: required(values.bank_name),
      iban: required(values.iban),
      account_holder_name: required(values.account_holder_name),
    });
    if (!valid) return;
    update.mutate(
      {
        bank_name: values.bank_name.trim(),
        iban: values.iban.replace(/\s/g, '').toUpperCase(),
        account_holder_name: values.account_holder_name.trim(),
      },
      { onError: form.setServerError },
    );
  };

  const field = (name: keyof BankDetailsInput, ltr = false) => (
    <TextField
      label={t(`fields.${name}`)}
      name={name}
      value={values[name]}
      onChange={change(name)}
      error={Boolean(form.fieldError(name))}
      helperText={form.fieldError(name)}
      slotProps={ltr ? { htmlInput: { dir: 'ltr' } } : undefined}
    />
  );

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} data-testid="bank-details-form">
      <FormAlert message={form.formError} />
      <FormAlert severity="success" message={update.isSuccess ? t('profile.saved') : null} />
      {field('bank_name')}
      {field('iban', true)}
      {field('account_holder_name')}
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={update.isPending}>
          {update.isPending ? t('common.saving') : t('common.saveChanges')}
        </Button>
      </Box>
    </Stack>
  );
}
