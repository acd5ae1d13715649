import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { EmptyBlock, QuerySection } from '../../../components/QueryStates';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useSession } from '../../../lib/session-context';
import { useReviews } from '../api/reviews';
import { ReviewCard } from '../components/ReviewCard';
import { dueFirst } from '../lib/request-status';

/**
 * `/analysis/reviews` (analysts and staff): the requests waiting for an analyst, the soonest due
 * first. Analysts take unassigned ones and review their own; staff see every open one.
 */
export function ReviewsPage() {
  const { t } = useTranslation('stock_analysis');
  useDocumentTitle(t('screens.analysisReviews'));
  const { user, isAnalyst } = useSession();
  const reviews = useReviews();
  const myId = user ? String(user.id) : null;
  return (
    <Stack spacing={3} data-testid="reviews-page">
      <PageHeader title={t('screens.analysisReviews')} subtitle={t('reviews.subtitle')} />
      <QuerySection query={reviews} loadingHeight={320}>
        {(requests) =>
          requests.length === 0 ? (
            <EmptyBlock text={t('reviews.empty')} />
          ) : (
            <Stack spacing={2}>
              {dueFirst(requests).map((request) => (
                <ReviewCard
                  key={request.id}
                  request={request}
                  mine={myId !== null && request.analyst_id !== null && String(request.analyst_id) === myId}
                  canTake={isAnalyst}
                />
              ))}
            </Stack>
          )
        }
      </QuerySection>
    </Stack>
  );
}
