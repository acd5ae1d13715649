import { useState, type MouseEvent } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import SearchIcon from '@mui/icons-material/Search';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  formatStockOption,
  useStockSearch,
  type StockSearchResult,
} from '../../features/market/api/search-stocks';
import { SEARCH_DEBOUNCE_MS } from '../../lib/constants';
import { rememberIntendedRoute } from '../../lib/intended-route';
import { useSession } from '../../lib/session-context';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { links, paths } from '../router/paths';

/**
 * Header stock search: searches 300 ms after typing stops; choosing a stock opens Eva Chat about
 * it (spec §4). Guests are sent to sign in first and come back to that chat afterwards. Each
 * result also carries a link to the stock's own page, which anyone may open.
 */
export function StockSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isSignedIn } = useSession();
  const [input, setInput] = useState('');
  const query = useDebouncedValue(input, SEARCH_DEBOUNCE_MS);
  const search = useStockSearch(query, true);
  const options = query.trim() ? (search.data ?? []) : [];

  const choose = (stock: StockSearchResult | null) => {
    if (!stock) return;
    setInput('');
    const target = links.chatAboutStock(stock.id);
    if (isSignedIn) {
      navigate(target);
    } else {
      rememberIntendedRoute(target);
      navigate(paths.login);
    }
  };

  return (
    <Autocomplete<StockSearchResult, false, false, false>
      sx={{ width: '100%', maxWidth: 360 }}
      size="small"
      options={options}
      value={null}
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setInput(value);
      }}
      onChange={(_event, stock) => choose(stock)}
      forcePopupIcon={false}
      filterOptions={(all) => all}
      getOptionLabel={formatStockOption}
      renderOption={({ key, ...props }, stock) => (
        <Box component="li" key={key} {...props} sx={{ gap: 1 }}>
          <Box component="span" sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {formatStockOption(stock)}
          </Box>
          <IconButton
            component={RouterLink}
            to={`/stock/${encodeURIComponent(String(stock.id))}`}
            size="small"
            edge="end"
            sx={{ marginInlineStart: 'auto', flexShrink: 0 }}
            aria-label={t('header.openStockPage', { name: stock.name })}
            title={t('header.openStockPage', { name: stock.name })}
            data-testid="search-open-stock"
            // The link, not the option: choosing the option would open the chat instead.
            onClick={(event: MouseEvent) => {
              event.stopPropagation();
              setInput('');
            }}
          >
            <ShowChartIcon fontSize="small" />
          </IconButton>
        </Box>
      )}
      getOptionKey={(stock) => String(stock.id)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={search.isFetching}
      loadingText={t('common.loading')}
      noOptionsText={query.trim() ? t('header.searchNoResults') : t('header.searchHint')}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder={t('header.searchPlaceholder')}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': t('header.searchPlaceholder') },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
              endAdornment: (
                <>
                  {search.isFetching && <CircularProgress color="inherit" size={16} />}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
