import { useMemo } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { birthCalendars, birthYears, dayNumbers, isBirthCalendar, monthNumbers } from '../lib/birth-calendar';
import { withBirthPart, withCalendar, type SaudiFormValues } from '../lib/saudi-form';
import { NativeSelect } from './NativeSelect';

interface BirthDateFieldsProps {
  values: SaudiFormValues;
  onChange: (next: SaudiFormValues, fields: string[]) => void;
  problem: (field: string) => string | undefined;
}

const orNull = (text: string) => (text === '' ? null : Number(text));

/** The date of birth as on the ID card: the calendar first, then year, month and day. */
export function BirthDateFields({ values, onChange, problem }: BirthDateFieldsProps) {
  const { t } = useTranslation('kyc');
  const calendar = values.birth_calendar;
  const years = useMemo(() => birthYears(calendar, new Date()), [calendar]);
  const days = dayNumbers(calendar, orNull(values.birth_year), orNull(values.birth_month));
  const dateProblem = problem('birth_date') ?? problem('birth_calendar');
  const part = (field: 'birth_year' | 'birth_month' | 'birth_day') => (value: string) => onChange(withBirthPart(values, field, value), [field, 'birth_date']);

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" component="p" id="kyc-birth-date-label">
            {t('form.birthDate')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('form.birthDateHint')}
          </Typography>
        </Box>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={calendar}
          aria-label={t('form.calendar')}
          onChange={(_event, next: string | null) => {
            if (next && isBirthCalendar(next)) onChange(withCalendar(values, next), ['birth_year', 'birth_month', 'birth_day', 'birth_date', 'birth_calendar']);
          }}
        >
          {birthCalendars.map((option) => (
            <ToggleButton key={option} value={option} data-testid={`kyc-calendar-${option}`} sx={{ px: 2 }}>
              {t(`form.${option}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <Box
        role="group"
        aria-labelledby="kyc-birth-date-label"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' } }}
      >
        <NativeSelect
          name="birth_year"
          label={t('form.year')}
          value={values.birth_year}
          options={years.map((year) => ({ value: String(year), label: String(year) }))}
          onChange={part('birth_year')}
          error={problem('birth_year')}
        />
        <NativeSelect
          name="birth_month"
          label={t('form.month')}
          value={values.birth_month}
          options={monthNumbers.map((month) => ({
            value: String(month),
            label: t('form.monthOption', { name: t(`months.${calendar}.${month}`), number: month }),
          }))}
          onChange={part('birth_month')}
          error={problem('birth_month')}
        />
        <NativeSelect
          name="birth_day"
          label={t('form.day')}
          value={values.birth_day}
          options={days.map((day) => ({ value: String(day), label: String(day) }))}
          onChange={part('birth_day')}
          error={problem('birth_day')}
        />
      </Box>
      {dateProblem && (
        <FormHelperText error data-testid="kyc-birth_date-error">
          {dateProblem}
        </FormHelperText>
      )}
    </Box>
  );
}
