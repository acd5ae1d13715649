import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A centred card with an icon, a title, a sentence and actions: the shape of status screens. */
export function MessagePage({
  icon,
  title,
  description,
  actions,
  testId,
}: {
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  testId?: string;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 4, md: 8 }, px: 2 }} data-testid={testId}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, maxWidth: 560, width: '100%', textAlign: 'center' }}>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <Box sx={{ color: 'primary.main', '& svg': { fontSize: 56 } }}>{icon}</Box>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          {description && (
            <Typography color="text.secondary" component="div">
              {description}
            </Typography>
          )}
          {actions && (
            <Stack direction="row" spacing={1.5} sx={{ pt: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
              {actions}
            </Stack>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
