import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function EmptyState({ icon, title, description }: { icon: ReactNode; title: string; description?: string }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, color: 'text.secondary', '& svg': { fontSize: 48, mb: 1 } }}>
      {icon}
      <Typography variant="h6" color="text.primary">
        {title}
      </Typography>
      {description && <Typography sx={{ mt: 0.5 }}>{description}</Typography>}
    </Box>
  );
}
