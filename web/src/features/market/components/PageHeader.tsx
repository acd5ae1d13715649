import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DemoBadge } from './DemoBadge';

/** A market screen's title, its one-line purpose and the demo badge when prices are generated. */
export function PageHeader({ title, subtitle, demo, children }: { title: string; subtitle?: string; demo: boolean; children?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between' }}>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, md: 32 } }}>
            {title}
          </Typography>
          <DemoBadge show={demo} />
        </Box>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {children && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>{children}</Box>}
    </Box>
  );
}
