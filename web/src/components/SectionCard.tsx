import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A titled card section; `actions` sit at the end of the title row and wrap on phones. */
export function SectionCard({
  title,
  subtitle,
  actions,
  children,
  testId,
  headingLevel = 'h2',
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 1.5, sm: 2.5 }, minWidth: 0 }} data-testid={testId}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component={headingLevel}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>{actions}</Box>}
      </Box>
      {children}
    </Paper>
  );
}
