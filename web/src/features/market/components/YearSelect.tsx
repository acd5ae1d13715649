import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** This year and the few before it (the history kept for analytics). */
export function recentYears(now = new Date(), count = 5): number[] {
  const year = now.getFullYear();
  return Array.from({ length: count }, (_, i) => year - i);
}

export function YearSelect({ value, onChange, years = recentYears() }: { value: number; onChange: (year: number) => void; years?: number[] }) {
  const { t } = useTranslation('market');
  const options = years.includes(value) ? years : [value, ...years];
  return (
    <TextField
      select
      size="small"
      label={t('year')}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      fullWidth={false}
      sx={{ minWidth: 110 }}
      slotProps={{ select: { MenuProps: { disableScrollLock: true } } }}
    >
      {options.map((year) => (
        <MenuItem key={year} value={year}>
          {year}
        </MenuItem>
      ))}
    </TextField>
  );
}
