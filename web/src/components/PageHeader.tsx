import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * A screen's title (its one h1), an optional one-line purpose, badges next to the title (e.g.
 * "demo data") and actions at the end of the row, which wrap under the title on phones.
 */
export function PageHeader({ title, subtitle, badge, children }: { title: string; subtitle?: string; badge?: ReactNode; children?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between' }}>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, md: 32 } }}>
            {title}
          </Typography>
          {badge}
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
