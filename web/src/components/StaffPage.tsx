import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { PageHeader } from './PageHeader';

interface StaffPageProps {
  title: string;
  subtitle?: string;
  /** Controls above the content (a search box). */
  toolbar?: ReactNode;
  /** The page's content, framed. */
  children: ReactNode;
  /** What sits outside the frame (a snackbar). */
  after?: ReactNode;
}

/** The frame every staff console page shares, whichever feature contributes it. */
export function StaffPage({ title, subtitle, toolbar, children, after }: StaffPageProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeader title={title} subtitle={subtitle} />
      {toolbar}
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
        {children}
      </Paper>
      {after}
    </Box>
  );
}
