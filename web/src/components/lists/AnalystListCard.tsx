import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { FavouriteButton } from '../FavouriteButton';

interface AnalystListCardProps {
  /** The card's `data-testid`. */
  testId: string;
  name: string;
  /** The line under the name ("by …"), in the feature's words. */
  byline: string;
  /** The favourite star; absent: none. */
  favourite?: { favorite: boolean; disabled: boolean; onToggle: () => void; testId: string };
  about?: string | null;
  /** The button that opens the list. */
  open: { to: string; label: string; testId: string };
  /** What the kind of list shows between its name and its description (market, figures, record). */
  children: ReactNode;
}

/** An analyst's list as a card (an Eva list, an opinions list): name, analyst, star, what differs, description, open. */
export function AnalystListCard({ testId, name, byline, favourite, about, open, children }: AnalystListCardProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }} data-testid={testId}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: 18 }}>
            <bdi>{name}</bdi>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {byline}
          </Typography>
        </Box>
        {favourite && <FavouriteButton favorite={favourite.favorite} disabled={favourite.disabled} onToggle={favourite.onToggle} testId={favourite.testId} />}
      </Box>
      {children}
      {about && (
        <Typography variant="body2" sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
          {about}
        </Typography>
      )}
      <Box sx={{ mt: 'auto' }}>
        <Button variant="contained" size="small" component={RouterLink} to={open.to} data-testid={open.testId}>
          {open.label}
        </Button>
      </Box>
    </Paper>
  );
}
