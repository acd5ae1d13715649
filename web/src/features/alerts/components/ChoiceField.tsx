import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

/** One choice of a few, each with its words, as radio buttons that wrap on a phone. */
export function ChoiceField<T extends string>({
  name,
  label,
  choices,
  value,
  labelOf,
  onChange,
  error,
}: {
  name: string;
  label: string;
  choices: readonly T[];
  value: T;
  labelOf: (choice: T) => string;
  onChange: (choice: T) => void;
  error?: string;
}) {
  return (
    <FormControl error={Boolean(error)}>
      <FormLabel id={`${name}-label`}>{label}</FormLabel>
      <RadioGroup row aria-labelledby={`${name}-label`} name={name} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {choices.map((choice) => (
          <FormControlLabel key={choice} value={choice} control={<Radio size="small" />} label={labelOf(choice)} data-testid={`${name}-${choice}`} />
        ))}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
