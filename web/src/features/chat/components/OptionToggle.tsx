import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ChatOption } from '../types';

/** One choice among the server's options (terms, intervals), with its label and error. */
export function OptionToggle<K extends string>({
  label,
  options,
  value,
  onChange,
  error,
  testId,
  disabled,
}: {
  label: string;
  options: ChatOption<K>[];
  value: K | null;
  onChange: (value: K) => void;
  error?: string;
  testId: string;
  disabled?: boolean;
}) {
  return (
    <Box sx={{ minWidth: 0 }} data-testid={testId}>
      <Typography variant="body2" color="text.secondary" component="div" sx={{ mb: 0.5 }} id={`${testId}-label`}>
        {label}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={value}
        disabled={disabled}
        onChange={(_event, next: K | null) => {
          if (next) onChange(next);
        }}
        aria-labelledby={`${testId}-label`}
        sx={{ flexWrap: 'wrap' }}
      >
        {options.map((option) => (
          <ToggleButton key={option.key} value={option.key} data-testid={`${testId}-${option.key}`} sx={{ px: 1.5 }}>
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
