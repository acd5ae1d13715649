import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * A definition list of labelled values, as the staff consoles' detail dialogs show a record:
 * label and value side by side from the small breakpoint up, the label above its value on a phone
 * (side by side, long labels left values a few characters wide: addresses broke mid-word).
 */
export function Facts({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Box
      component="dl"
      data-testid={testId}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 0.75 },
        m: 0,
      }}
    >
      {children}
    </Box>
  );
}

export function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box sx={{ display: 'contents' }} data-testid={testId}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 }, minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children}
      </Typography>
    </Box>
  );
}
