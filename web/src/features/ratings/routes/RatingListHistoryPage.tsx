import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import DownloadIcon from '@mui/icons-material/Download';
import SearchIcon from '@mui/icons-material/Search';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/FilterSelect';
import { FormAlert } from '../../../components/FormAlert';
import { PageHeader } from '../../../components/PageHeader';
import { Pager, readPage } from '../../../components/Pager';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/QueryStates';
import { SectionCard } from '../../../components/SectionCard';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiError } from '../../../lib/api-error';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/constants';
import { saveBlob } from '../../../lib/save-blob';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { downloadHistory, useHistory } from '../api/history';
import { useRatingList } from '../api/rating-lists';
import { HistoryTable } from '../components/HistoryTable';
import { VerifyBadge } from '../components/VerifyBadge';
import { historyTypes, isOfList } from '../types';
import { links } from '../../../app/router/paths';

/** Entries on one page of the record (the whole record is fetched once; years of it stay light). */
const HISTORY_PAGE = 50;

/** `/rating-list-history/:id`: the list's record, filtered by kind and stock, verifiable and downloadable. */
export function RatingListHistoryPage() {
  const { t } = useTranslation('ratings');
  const listId = Number(useParams().id);
  const list = useRatingList(listId, true);
  useDocumentTitle(t('history.title'));
  const [params, setParams] = useSearchParams();
  const type = isOfList(historyTypes, params.get('type')) ? params.get('type') : null;
  const [search, setSearch] = useState(params.get('search') ?? '');
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const filter = { type: type as (typeof historyTypes)[number] | null, search: debounced };
  const history = useHistory(listId, filter);
  const page = readPage(params.get('page'));
  const setPage = (next: number) =>
    setParams((p) => {
      const q = new URLSearchParams(p);
      if (next === 1) q.delete('page');
      else q.set('page', String(next));
      return q;
    });
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      saveBlob(await downloadHistory(listId, filter), `eva-list-${listId}-history.csv`);
    } catch (error) {
      setDownloadError(isApiError(error) ? error.message : t('errors.unknown', { ns: 'translation' }));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack spacing={3} data-testid="rating-history-page">
      <PageHeader
        title={t('history.title')}
        subtitle={list.data ? t('history.subtitle', { name: list.data.name }) : undefined}
        badge={<VerifyBadge listId={listId} />}
      >
        <Button variant="outlined" component={RouterLink} to={links.ratings(listId)}>
          {t('history.back')}
        </Button>
        <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => void download()} disabled={downloading} data-testid="history-download">
          {t('history.download')}
        </Button>
      </PageHeader>
      <FormAlert message={downloadError} />
      <SectionCard
        title={t('history.title')}
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            <FilterSelect
              name="type"
              label={t('history.type')}
              value={type}
              values={historyTypes}
              labelOf={(value) => t(`history.types.${value}`)}
              allLabel={t('history.allTypes')}
              onChange={(value) => setParams(value ? { type: value } : {})}
              testId="history-type"
            />
            <TextField
              size="small"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t('history.search')}
              slotProps={{
                htmlInput: { 'aria-label': t('history.search'), 'data-testid': 'history-search' },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
          </Box>
        }
      >
        {history.isPending ? (
          <LoadingBlock height={320} />
        ) : history.isError ? (
          <ErrorBlock error={history.error} onRetry={() => void history.refetch()} />
        ) : history.data.length === 0 ? (
          <EmptyBlock text={t('history.none')} />
        ) : (
          <>
            <HistoryTable
              entries={history.data.slice((page - 1) * HISTORY_PAGE, page * HISTORY_PAGE)}
              showStock
              rowTestId={(entry) => `history-entry-${entry.seq}`}
            />
            <Pager page={page} perPage={HISTORY_PAGE} total={history.data.length} onChange={setPage} />
          </>
        )}
      </SectionCard>
    </Stack>
  );
}

export default RatingListHistoryPage;
