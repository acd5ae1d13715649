import type { ReactNode } from 'react';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

export interface SelectOption {
  value: string;
  label: string;
}

interface NativeSelectProps {
  name: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  error?: string;
  helperText?: ReactNode;
  disabled?: boolean;
}

/**
 * A select of the KYC forms. The browser's own list: years and nationalities run to a hundred
 * choices or more, which a phone's picker handles far better than a menu.
 */
export function NativeSelect({ name, label, value, options, onChange, error, helperText, disabled }: NativeSelectProps) {
  const { t } = useTranslation('kyc');
  return (
    <TextField
      select
      fullWidth
      required
      id={`kyc-${name}`}
      name={name}
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': `kyc-${name}` } }}
    >
      <option value="" disabled={value !== ''}>
        {t('form.choose')}
      </option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
