import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { formatStockOption, useStockSearch, type StockSearchResult } from '../shared-api/stocks';
import { SEARCH_DEBOUNCE_MS } from '../lib/constants';
import { useDebouncedValue } from '../lib/use-debounced-value';

/**
 * Picks a stock by symbol or name, for the forms of modules that follow the market module (their
 * server-side dependency); each passes its own words.
 */
export function StockPicker({
  value,
  onChange,
  error,
  label,
  placeholder,
  testId,
}: {
  value: StockSearchResult | null;
  onChange: (stock: StockSearchResult | null) => void;
  error?: string;
  label: string;
  placeholder: string;
  testId: string;
}) {
  const [input, setInput] = useState('');
  const query = useDebouncedValue(input, SEARCH_DEBOUNCE_MS);
  const search = useStockSearch(query, true);
  const options = query.trim() ? (search.data ?? []) : [];
  return (
    <Autocomplete<StockSearchResult, false, false, false>
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      value={value}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      onChange={(_event, stock) => onChange(stock)}
      filterOptions={(all) => all}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={formatStockOption}
      loading={search.isFetching}
      renderOption={({ key, ...props }, stock) => (
        <li key={key} {...props} data-testid={`stock-option-${stock.symbol}`}>
          {formatStockOption(stock)}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={placeholder}
          error={Boolean(error)}
          helperText={error}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId } }}
        />
      )}
    />
  );
}
