import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { orderTypes, type OrderType } from '../types';

/** At the current price or at a price the analyst specifies (spec §4). */
export function OrderTypeField({
  label,
  value,
  labelOf,
  onChange,
  error,
  name,
}: {
  label: string;
  value: OrderType | '';
  labelOf: (type: OrderType) => string;
  onChange: (type: OrderType) => void;
  error?: string;
  name: string;
}) {
  return (
    <FormControl error={Boolean(error)}>
      <FormLabel id={`${name}-label`}>{label}</FormLabel>
      <RadioGroup row aria-labelledby={`${name}-label`} name={name} value={value} onChange={(event) => onChange(event.target.value as OrderType)}>
        {orderTypes.map((type) => (
          <FormControlLabel key={type} value={type} control={<Radio size="small" />} label={labelOf(type)} data-testid={`${name}-${type}`} />
        ))}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
