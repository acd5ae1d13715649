import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

interface FilterSelectProps<V extends string> {
  name: string;
  label: string;
  /** The chosen value; null or '' for every value. */
  value: string | null;
  values: readonly V[];
  labelOf: (value: V) => string;
  /** The first choice, which clears the filter ("All"). */
  allLabel: string;
  onChange: (value: string) => void;
  testId: string;
}

/** A staff list's filter: one value of a fixed set, or every value. */
export function FilterSelect<V extends string>({ name, label, value, values, labelOf, allLabel, onChange, testId }: FilterSelectProps<V>) {
  return (
    <TextField
      select
      name={name}
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      size="small"
      sx={{ minWidth: 200 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      data-testid={testId}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {values.map((v) => (
        <MenuItem key={v} value={v}>
          {labelOf(v)}
        </MenuItem>
      ))}
    </TextField>
  );
}
