import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { stockPath } from '../lib/stock-path';

/** A stock's name linking to its page, with its symbol under it. */
export function StockCell({ id, symbol, name }: { id: number; symbol: string; name: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Link component={RouterLink} to={stockPath(id)} underline="hover" sx={{ fontWeight: 600, display: 'block' }} noWrap>
        {/* Its own direction: "Adobe Inc." keeps its period at its end in an Arabic table. */}
        <bdi>{name}</bdi>
      </Link>
      <Typography variant="caption" color="text.secondary" component="bdi" dir="ltr">
        {symbol}
      </Typography>
    </Box>
  );
}
