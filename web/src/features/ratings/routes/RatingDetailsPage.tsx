import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChangeText } from '../../../components/ChangeText';
import { KeyFigure } from '../../../components/KeyFigure';
import { PageHeader } from '../../../components/PageHeader';
import { ErrorBlock, LoadingBlock } from '../../../components/QueryStates';
import { SectionCard } from '../../../components/SectionCard';
import { useDocumentTitle } from '../../../components/use-document-title';
import { formatDay, formatInteger, formatPercent, formatPrice } from '../../../lib/format';
import { usePostRatingComment, useRatingComments, useRatingDetails } from '../api/comments';
import { CommentThread } from '../components/CommentThread';
import { HistoryTable } from '../components/HistoryTable';
import { ProtectedImage } from '../../../components/ProtectedImage';
import type { RatingDetails } from '../types';
import { links } from '../../../app/router/paths';

/** `/rating-details/:id`: one rating — its figures, the analyst's charts, its own history and comments. */
export function RatingDetailsPage() {
  const ratingId = Number(useParams().id);
  const details = useRatingDetails(ratingId);
  if (details.isPending) return <LoadingBlock height={400} />;
  if (details.isError) return <ErrorBlock error={details.error} onRetry={() => void details.refetch()} />;
  return <DetailsView details={details.data} />;
}

function DetailsView({ details }: { details: RatingDetails }) {
  const { t, i18n } = useTranslation('ratings');
  const lang = i18n.language;
  const { rating } = details;
  const title = t('details.title', { symbol: rating.symbol, list: details.list_name });
  useDocumentTitle(title);
  const [page, setPage] = useState(1);
  const comments = useRatingComments(rating.rating_list_id, rating.id, page);
  const post = usePostRatingComment();
  const figures: [string, React.ReactNode][] = [
    [t('columns.date_added'), formatDay(rating.date_added, lang, 'long')],
    [t('columns.entry_price'), <bdi dir="ltr">{formatPrice(rating.entry_price, lang)}</bdi>],
    [t('columns.today_price'), <bdi dir="ltr">{formatPrice(rating.today_price, lang)}</bdi>],
    [t('columns.change_percent'), <ChangeText percent={rating.change_percent ?? null} />],
    [t('columns.average_cost'), <bdi dir="ltr">{formatPrice(rating.average_cost, lang)}</bdi>],
    [t('columns.entry_percentage'), <bdi dir="ltr">{formatPercent(rating.entry_percentage, lang, 2)}</bdi>],
    [t('columns.current_percentage'), <bdi dir="ltr">{formatPercent(rating.current_percentage, lang, 2)}</bdi>],
    [t('columns.share_count'), <bdi dir="ltr">{formatInteger(rating.share_count, lang)}</bdi>],
    [t('columns.realized'), <ChangeText value={rating.realized} showArrow={false} />],
    [t('columns.shariah'), t(`shariah.${rating.shariah}`)],
  ];
  return (
    <Stack spacing={3} data-testid="rating-details-page">
      <PageHeader title={title} badge={<Chip size="small" label={t(`orderStatus.${rating.order_status as 'open'}`, { defaultValue: rating.order_status })} />}>
        <Button variant="outlined" component={RouterLink} to={links.ratings(rating.rating_list_id)}>
          {t('history.back')}
        </Button>
      </PageHeader>
      <SectionCard title={rating.company}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' }, gap: 2 }}>
          {figures.map(([label, value]) => (
            <KeyFigure key={label} label={label}>
              {value}
            </KeyFigure>
          ))}
        </Box>
        {rating.additional_info && <Typography sx={{ mt: 2, whiteSpace: 'pre-line' }}>{rating.additional_info}</Typography>}
        {rating.exit_reason && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t('history.detail.reason', { reason: rating.exit_reason })}
          </Typography>
        )}
      </SectionCard>
      {rating.images.length > 0 && (
        <SectionCard title={t('details.images')}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            {rating.images.map((path, index) => (
              <ProtectedImage key={path} path={path} alt={`${rating.symbol} ${index + 1}`} />
            ))}
          </Box>
        </SectionCard>
      )}
      <SectionCard title={t('details.history')}>
        <HistoryTable entries={details.history} showStock={false} rowTestId={(entry) => `rating-history-entry-${entry.seq}`} />
      </SectionCard>
      <SectionCard title={t('details.comments')}>
        <CommentThread
          comments={comments}
          page={page}
          onPage={setPage}
          onPost={(comment) => post.mutateAsync({ ratingId: rating.id, comment })}
          sending={post.isPending}
          placeholder={t('details.placeholder')}
          sendLabel={t('details.send')}
          emptyMessage={t('details.errors.comment')}
          noneText={t('details.noComments')}
          testIds={{ input: 'rating-comment-input', send: 'rating-comment-send', item: (id) => `rating-comment-${id}` }}
        />
      </SectionCard>
    </Stack>
  );
}

export default RatingDetailsPage;
