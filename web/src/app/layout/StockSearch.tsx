import { useId, useState, type KeyboardEvent, type MouseEvent } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Paper, { type PaperProps } from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import SearchIcon from '@mui/icons-material/Search';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatStockOption, useStockSearch, type StockSearchResult } from '../../shared-api/stocks';
import { SEARCH_DEBOUNCE_MS } from '../../lib/constants';
import { rememberIntendedRoute } from '../../lib/intended-route';
import type { LoginReason } from '../../lib/login-reason';
import { useSession } from '../../lib/session-context';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { links, paths } from '../router/paths';

/** The results' frame, with the keys under them (the same words are the input's description). */
function ResultsPaper({ children, ...props }: PaperProps) {
  const { t } = useTranslation();
  return (
    <Paper {...props}>
      {children}
      <Typography variant="caption" color="text.secondary" aria-hidden="true" sx={{ display: 'block', px: 2, py: 0.75, borderTop: 1, borderColor: 'divider' }}>
        {t('header.searchKeys')}
      </Typography>
    </Paper>
  );
}

/**
 * Header stock search: searches 300 ms after typing stops; choosing a stock opens Eva Chat about
 * it (spec §4). Guests are sent to sign in first and come back to that chat afterwards. Each
 * result also opens the stock's own page, which anyone may open: Alt+Enter on the highlighted
 * result, or a click on its chart icon (an option may not hold a link of its own).
 */
export function StockSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isSignedIn } = useSession();
  const keysId = useId();
  const [input, setInput] = useState('');
  const [highlighted, setHighlighted] = useState<StockSearchResult | null>(null);
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
      const why: LoginReason = { reason: 'chatAboutStock', stock: `(${stock.symbol}) ${stock.name}` };
      navigate(paths.login, { state: why });
    }
  };
  const openPage = (stock: StockSearchResult) => {
    setInput('');
    navigate(`/stock/${encodeURIComponent(String(stock.id))}`);
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
      onHighlightChange={(_event, stock) => setHighlighted(stock)}
      onKeyDown={(event: KeyboardEvent<HTMLDivElement> & { defaultMuiPrevented?: boolean }) => {
        if (event.key === 'Enter' && event.altKey && highlighted && options.includes(highlighted)) {
          event.defaultMuiPrevented = true;
          event.preventDefault();
          openPage(highlighted);
        }
      }}
      slots={{ paper: ResultsPaper }}
      forcePopupIcon={false}
      filterOptions={(all) => all}
      getOptionLabel={formatStockOption}
      renderOption={({ key, ...props }, stock) => (
        <Box component="li" key={key} {...props} sx={{ gap: 1 }}>
          <Box component="span" sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {formatStockOption(stock)}
          </Box>
          <Box
            component="span"
            aria-hidden="true"
            title={t('header.openStockPage', { name: stock.name })}
            data-testid="search-open-stock"
            // The stock's page, not the option: choosing the option would open the chat instead.
            onClick={(event: MouseEvent) => {
              event.stopPropagation();
              openPage(stock);
            }}
            sx={{
              marginInlineStart: 'auto',
              flexShrink: 0,
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              width: 32,
              height: 32,
              borderRadius: '50%',
              color: 'action.active',
              '&:hover': { bgcolor: 'action.hover' },
            }}
          >
            <ShowChartIcon fontSize="small" />
          </Box>
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
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': t('header.searchPlaceholder'), 'aria-describedby': keysId },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                  <Box component="span" id={keysId} sx={visuallyHidden}>
                    {t('header.searchKeys')}
                  </Box>
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
