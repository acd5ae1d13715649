import { Fragment, useEffect, useEffectEvent, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DateField } from '../../../components/DateField';
import { PageHeader } from '../../../components/PageHeader';
import { Pager } from '../../../components/Pager';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/QueryStates';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiError } from '../../../lib/api-error';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useNews } from '../api/get-news';
import { NewsArticle } from '../components/NewsArticle';
import { isFiltered, newsQueryOf, SEARCH_MAX_LENGTH, withNewsChange, type NewsLanguage, type NewsQueryChange } from '../lib/news-query';
import { riyadhDayOf } from '../lib/riyadh-time';

/** How long typing must pause before the news is searched. */
const SEARCH_DELAY_MS = 400;

/**
 * `/news` (spec §2, open): the articles, newest first, a page at a time; searched by words and
 * narrowed to a day, both kept in the address (`?page=&search=&date=`) so a link shows the same.
 */
export function NewsPage() {
  const { t } = useTranslation('research');
  useDocumentTitle(t('screens.news'));
  const [params, setParams] = useSearchParams();
  const query = newsQueryOf(params);
  const news = useNews(query);
  const change = (next: NewsQueryChange) => setParams((current) => withNewsChange(current, next), { replace: true });

  // What is typed is searched once typing pauses; the address then follows.
  const [typed, setTyped] = useState(query.search);
  const debounced = useDebouncedValue(typed, SEARCH_DELAY_MS);
  // Only a pause in typing searches; the address changing by itself (back, a link) does not.
  const searchTyped = useEffectEvent((text: string) => {
    if (text.trim() !== query.search) change({ search: text });
  });
  useEffect(() => {
    searchTyped(debounced);
  }, [debounced]);
  // Going back to another search shows its words in the box.
  const showSearch = useEffectEvent((search: string) => {
    if (search !== typed.trim()) setTyped(search);
  });
  useEffect(() => {
    showSearch(query.search);
  }, [query.search]);

  const dateError = isApiError(news.error) ? news.error.fieldError('date') : undefined;
  const today = riyadhDayOf(new Date());

  let content;
  if (news.isPending) content = <LoadingBlock height={420} />;
  else if (dateError && !news.data) content = <EmptyBlock text={t('news.noMatch')} hint={dateError} />;
  else if (news.isError && !news.data) content = <ErrorBlock error={news.error} onRetry={() => void news.refetch()} />;
  else if (!news.data || news.data.rows.length === 0)
    content = isFiltered(query) ? (
      <EmptyBlock text={t('news.noMatch')} hint={t('news.noMatchHint')} />
    ) : (
      <EmptyBlock text={t('news.empty')} hint={t('news.emptyHint')} />
    );
  else
    content = (
      <>
        <Typography variant="body2" color="text.secondary" data-testid="news-count">
          {t('news.count', { count: news.data.meta.total })}
        </Typography>
        <Box data-testid="news-list" sx={{ opacity: news.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
          {news.data.rows.map((article, index) => (
            <Fragment key={article.id}>
              {index > 0 && <Divider />}
              <NewsArticle article={article} />
            </Fragment>
          ))}
        </Box>
        <Pager page={news.data.meta.page} perPage={news.data.meta.per_page} total={news.data.meta.total} onChange={(page) => change({ page })} />
      </>
    );

  return (
    <Stack spacing={{ xs: 2, md: 3 }} sx={{ maxWidth: 900, mx: 'auto', width: '100%' }} data-testid="news-page">
      <PageHeader title={t('screens.news')} subtitle={t('news.subtitle')} />
      <Box role="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <TextField
          type="search"
          name="search"
          label={t('news.search')}
          placeholder={t('news.searchPlaceholder')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          size="small"
          sx={{ flex: '1 1 260px' }}
          slotProps={{
            htmlInput: { maxLength: SEARCH_MAX_LENGTH, 'data-testid': 'news-search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <DateField
          name="date"
          label={t('news.date')}
          value={query.date}
          onChange={(date) => change({ date })}
          max={today}
          size="small"
          error={Boolean(dateError)}
          helperText={dateError ?? t('news.dateHint')}
          sx={{ flex: '0 1 220px' }}
          testId="news-date"
        />
        <TextField
          select
          name="language"
          label={t('news.language')}
          value={query.language ?? ''}
          onChange={(event) => change({ language: event.target.value as NewsLanguage })}
          size="small"
          sx={{ flex: '0 1 180px' }}
          // Every language is a choice of its own ('' in the address), shown as such, not as an empty box.
          slotProps={{ select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': 'news-language' } as object }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('news.languages.all')}</MenuItem>
          <MenuItem value="ar">{t('news.languages.ar')}</MenuItem>
          <MenuItem value="en">{t('news.languages.en')}</MenuItem>
        </TextField>
        {isFiltered(query) && (
          <Button
            onClick={() => {
              setTyped('');
              setParams(new URLSearchParams(), { replace: true });
            }}
            data-testid="news-clear"
            sx={{ mt: 0.25 }}
          >
            {t('news.clear')}
          </Button>
        )}
      </Box>
      <Paper variant="outlined" sx={{ px: { xs: 2, md: 3 }, py: 1 }} aria-live="polite" aria-busy={news.isFetching}>
        {content}
      </Paper>
    </Stack>
  );
}
