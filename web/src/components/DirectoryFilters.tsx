import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';

/** The markets a directory filters by: 1 TASI, 2 NOMU, 3 US. */
export const directoryMarketIds = [1, 2, 3] as const;

/**
 * A directory's search and market filter (the Eva lists and the opinions lists), in each
 * feature's own words.
 */
export function DirectoryFilters({
  search,
  onSearch,
  marketId,
  onMarket,
  marketName,
  labels,
  testIdPrefix,
}: {
  search: string;
  onSearch: (text: string) => void;
  marketId: number | null;
  onMarket: (marketId: number | null) => void;
  marketName: (marketId: number) => string;
  labels: { search: string; market: string; allMarkets: string };
  testIdPrefix: string;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <TextField
        size="small"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        placeholder={labels.search}
        sx={{ minWidth: 260, flex: 1, maxWidth: 420 }}
        slotProps={{
          htmlInput: { 'aria-label': labels.search, 'data-testid': `${testIdPrefix}-search` },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        size="small"
        label={labels.market}
        value={marketId === null ? '' : String(marketId)}
        onChange={(event) => onMarket(event.target.value ? Number(event.target.value) : null)}
        sx={{ minWidth: 220 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        data-testid={`${testIdPrefix}-market`}
      >
        <MenuItem value="">{labels.allMarkets}</MenuItem>
        {directoryMarketIds.map((id) => (
          <MenuItem key={id} value={String(id)}>
            {marketName(id)}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
