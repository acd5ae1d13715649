import { useMemo, useState } from 'react';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import { format, isValid, parse } from 'date-fns';
import { ar } from 'date-fns/locale/ar';
import { enUS } from 'date-fns/locale/en-US';
import { useTranslation } from 'react-i18next';
import type { DateFieldProps } from './DateField';

/** The days callers give and get: `YYYY-MM-DD`, as the API takes them. */
const DAY_FORMAT = 'yyyy-MM-dd';

/**
 * Arabic month and day names with Latin digits (as the rest of the app writes dates), the week
 * starting on Sunday as in Saudi Arabia (date-fns' `ar` starts it on Saturday).
 */
const arabic = { ...ar, options: { ...ar.options, weekStartsOn: 0 as const } };

function dateOf(day: string): Date | null {
  if (day === '') return null;
  // An impossible day ('2026-02-30', from an address) is an invalid date: the field shows it empty.
  return parse(day, DAY_FORMAT, new Date());
}

function dayOf(date: Date | null): string {
  return date && isValid(date) ? format(date, DAY_FORMAT) : '';
}

/** DateField's picker (MUI X with date-fns), loaded with the first date field a page shows. */
export function DatePickerField({
  name,
  label,
  value,
  onChange,
  min,
  max,
  error,
  helperText,
  size,
  fullWidth,
  required,
  disabled,
  sx,
  testId,
}: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'ar' ? 'ar' : 'en';

  // What the field holds, a half-typed day included: the caller only ever hears whole days, and
  // its value is followed only when it really changes (cleared, or set from outside).
  const [shown, setShown] = useState<Date | null>(() => dateOf(value));
  const [given, setGiven] = useState(value);
  if (value !== given) {
    setGiven(value);
    if (value !== dayOf(shown)) setShown(dateOf(value));
  }

  const localeText = useMemo<Partial<PickersLocaleText>>(
    () => ({
      previousMonth: t('dateField.previousMonth'),
      nextMonth: t('dateField.nextMonth'),
      calendarViewSwitchingButtonAriaLabel: (view) => t(view === 'year' ? 'dateField.yearViewOpen' : 'dateField.calendarViewOpen'),
      datePickerToolbarTitle: t('dateField.choose'),
      openDatePickerDialogue: (formatted) => (formatted ? t('dateField.chooseSelected', { date: formatted }) : t('dateField.choose')),
      dateTableLabel: t('dateField.days'),
      fieldYearPlaceholder: () => t('dateField.placeholders.year'),
      fieldMonthPlaceholder: () => t('dateField.placeholders.month'),
      fieldDayPlaceholder: () => t('dateField.placeholders.day'),
      year: t('dateField.year'),
      month: t('dateField.month'),
      day: t('dateField.day'),
    }),
    [t],
  );

  const minDate = min ? dateOf(min) : null;
  const maxDate = max ? dateOf(max) : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={language === 'ar' ? arabic : enUS} localeText={localeText}>
      <DesktopDatePicker
        label={label}
        name={name}
        value={shown}
        onChange={(date) => {
          setShown(date);
          onChange(dayOf(date));
        }}
        // "20 نوفمبر 2026" / "20 November 2026": the month by name, never a bare number to misread.
        format="dd MMMM yyyy"
        minDate={minDate && isValid(minDate) ? minDate : undefined}
        maxDate={maxDate && isValid(maxDate) ? maxDate : undefined}
        disabled={disabled}
        sx={sx}
        slotProps={{
          textField: {
            size,
            fullWidth,
            required,
            // Only the caller's error: left undefined, the picker marks a day outside min–max itself.
            error: error || undefined,
            helperText,
            slotProps: { input: testId ? ({ 'data-testid': testId } as object) : undefined },
          },
        }}
      />
    </LocalizationProvider>
  );
}

export default DatePickerField;
