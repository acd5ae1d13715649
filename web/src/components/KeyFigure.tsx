import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { TypographyProps } from '@mui/material/Typography';
import Typography from '@mui/material/Typography';

/** A figure with its label above it (and an optional note under it), as summaries show them. */
export function KeyFigure({
  label,
  children,
  detail,
  variant = 'subtitle1',
  testId,
}: {
  label: string;
  children: ReactNode;
  detail?: string;
  variant?: TypographyProps['variant'];
  testId?: string;
}) {
  return (
    <Box data-testid={testId} sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant={variant} component="div" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
        {children}
      </Typography>
      {detail && (
        <Typography variant="caption" color="text.secondary">
          {detail}
        </Typography>
      )}
    </Box>
  );
}
