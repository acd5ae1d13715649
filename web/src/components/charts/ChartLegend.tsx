import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface LegendItem {
  label: string;
  color: string;
  /** line: a stroke; bar: a filled square. */
  shape?: 'line' | 'bar';
}

/** Names and colours of a chart's series, in the reading direction. */
export function ChartLegend({ items }: { items: LegendItem[] }) {
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0, mb: 1 }}>
      {items.map((item) => (
        <Box component="li" key={item.label} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box
            aria-hidden="true"
            sx={{
              width: item.shape === 'bar' ? 10 : 16,
              height: item.shape === 'bar' ? 10 : 3,
              borderRadius: 1,
              bgcolor: item.color,
            }}
          />
          <Typography variant="caption">{item.label}</Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The credit the chart library's licence asks for, next to its charts. */
export function ChartAttribution({ text }: { text: string }) {
  return (
    <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
      <Box component="a" href="https://www.tradingview.com/" target="_blank" rel="noopener noreferrer" sx={{ color: 'inherit' }}>
        {text}
      </Box>
    </Typography>
  );
}
