import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { barPercent } from '../lib/score';

/** A value held × 100 (0–10000) as a bar with its text beside it; the bar fills from the reading side. */
export function ScoreBar({ valueX100, text, label, testId }: { valueX100: number; text: string; label: string; testId?: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 140 }} data-testid={testId}>
      <LinearProgress variant="determinate" value={barPercent(valueX100)} aria-label={label} sx={{ flex: 1, height: 8, borderRadius: 4 }} />
      <Typography variant="body2" component="bdi" dir="ltr" sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 48, textAlign: 'end' }}>
        {text}
      </Typography>
    </Box>
  );
}
