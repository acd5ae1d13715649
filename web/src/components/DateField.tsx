import { lazy, Suspense, type ReactNode } from 'react';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { numberLocale } from '../lib/format';

/** The calendar and its date library are fetched with the first date field a page shows. */
const DatePickerField = lazy(() => import('./DatePickerField'));

export interface DateFieldProps {
  name: string;
  label: string;
  /** `YYYY-MM-DD`, or '' for no day. */
  value: string;
  /** A whole day as `YYYY-MM-DD`; '' once the field is cleared or holds no whole day. */
  onChange: (value: string) => void;
  /** The earliest and latest days offered, `YYYY-MM-DD`. */
  min?: string;
  max?: string;
  error?: boolean;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  required?: boolean;
  disabled?: boolean;
  sx?: SxProps<Theme>;
  /** On the field's editable part (its day, month and year). */
  testId?: string;
}

/**
 * A day, typed or picked from a calendar, in the page's language: Arabic month and day names
 * (the calendar right to left, its weeks from Sunday) in Arabic, English ones in English.
 * Callers keep plain `YYYY-MM-DD` strings.
 */
export function DateField(props: DateFieldProps) {
  return (
    <Suspense fallback={<LoadingDateField {...props} />}>
      <DatePickerField {...props} />
    </Suspense>
  );
}

/** Until the picker arrives: the same field, its day written out, not yet editable. */
function LoadingDateField({ name, label, value, error, helperText, size, fullWidth, required, sx }: DateFieldProps) {
  const { i18n } = useTranslation();
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : null;
  const shown =
    day && !Number.isNaN(day.getTime())
      ? new Intl.DateTimeFormat(numberLocale(i18n.language), { day: '2-digit', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(day)
      : '';
  return (
    <TextField
      name={name}
      label={label}
      value={shown}
      error={error}
      helperText={helperText}
      size={size}
      fullWidth={fullWidth}
      required={required}
      sx={sx}
      slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
    />
  );
}

export default DateField;
