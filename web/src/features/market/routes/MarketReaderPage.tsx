import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useMarketIsDemo } from '../api/get-market-heatmap';
import { useMarketReader, type MarketReading } from '../api/get-market-reader';
import { MARKET_IDS } from '../api/types';
import { ChangeText } from '../../../components/ChangeText';
import { marketCodeOf } from '../components/MarketToggle';
import { DemoBadge } from '../components/DemoBadge';
import { PageHeader } from '../../../components/PageHeader';
import { Pager, readPage } from '../../../components/Pager';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/QueryStates';
import { formatDay } from '../../../lib/format';

function ReadingCard({ reading }: { reading: MarketReading }) {
  const { t, i18n } = useTranslation('market');
  const code = marketCodeOf(reading.market_id);
  const paragraphs = reading.body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <Paper variant="outlined" component="article" sx={{ p: { xs: 2, md: 3 } }} data-testid="market-reading">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
        <Typography variant="caption" color="text.secondary" component="time" dateTime={reading.date}>
          {formatDay(reading.date, i18n.language, 'long')}
        </Typography>
        {code && <Chip size="small" variant="outlined" label={t(`markets.${code}`)} />}
      </Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {reading.title}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 1.5, alignItems: 'center' }}>
        <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            {t('reader.indexChange')}
          </Typography>
          <ChangeText percent={reading.index_change_percent} />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('reader.breadth', { advancers: reading.advancers, decliners: reading.decliners })}
        </Typography>
      </Box>
      {paragraphs.map((paragraph, i) => (
        <Typography key={i} sx={{ mb: 1, lineHeight: 1.8 }}>
          {paragraph}
        </Typography>
      ))}
    </Paper>
  );
}

/** MarketReader (spec §2): each market's trading day summarised in words, newest first. */
export function MarketReaderPage() {
  const { t } = useTranslation('market');
  useDocumentTitle(t('screens.marketReader'));
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));
  const readings = useMarketReader(page);
  const demo = useMarketIsDemo(MARKET_IDS.TASI);

  return (
    <Stack spacing={3} data-testid="market-reader-page">
      <PageHeader title={t('screens.marketReader')} subtitle={t('reader.subtitle')} badge={<DemoBadge show={demo} />} />
      {readings.isPending ? (
        <LoadingBlock height={400} />
      ) : readings.isError ? (
        <ErrorBlock error={readings.error} onRetry={() => void readings.refetch()} />
      ) : readings.data.items.length === 0 ? (
        <EmptyBlock text={t('reader.empty')} hint={t('noDataHint')} />
      ) : (
        <Stack spacing={2} sx={{ opacity: readings.isPlaceholderData ? 0.6 : 1 }}>
          {readings.data.items.map((reading) => (
            <ReadingCard key={reading.id} reading={reading} />
          ))}
          <Pager
            page={page}
            perPage={readings.data.perPage}
            total={readings.data.total}
            onChange={(next) => {
              const params = new URLSearchParams(searchParams);
              if (next === 1) params.delete('page');
              else params.set('page', String(next));
              setSearchParams(params);
            }}
          />
        </Stack>
      )}
    </Stack>
  );
}
