import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AssignmentIndOutlinedIcon from '@mui/icons-material/AssignmentIndOutlined';
import { useTranslation } from 'react-i18next';
import { useTakeReview } from '../api/take-review';
import type { AnalysisRequestView } from '../types';
import { ApproveForm } from './ApproveForm';
import { RequestStocks } from './RequestStocks';
import { SlaClock } from './SlaClock';
import { StatusChip } from './StatusChip';

/**
 * One request of the review queue: its client, stocks (with the client's positions), kind, clock
 * and reviewer; "take" while nobody has it; the review itself once it is mine and in review.
 */
export function ReviewCard({ request, mine, canTake }: { request: AnalysisRequestView; mine: boolean; canTake: boolean }) {
  const { t } = useTranslation('stock_analysis');
  const take = useTakeReview();
  const unassigned = request.analyst_id === null;
  return (
    <Paper variant="outlined" component="article" sx={{ p: { xs: 1.5, sm: 2.5 }, display: 'grid', gap: 1.5, minWidth: 0 }} data-testid={`review-${request.id}`}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {t('request.number', { id: request.id })} · {request.analysis_type.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('reviews.client', { name: request.full_name })} · {request.package_name}
          </Typography>
        </Box>
        <StatusChip status={request.status} testId={`review-${request.id}-status`} />
      </Box>
      <SlaClock request={request} flags testId={`review-${request.id}-clock`} />
      <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }} data-testid={`review-${request.id}-reviewer`}>
        <AssignmentIndOutlinedIcon sx={{ fontSize: 18 }} aria-hidden="true" />
        {request.analyst_name ? t('reviews.reviewer', { name: request.analyst_name }) : t('reviews.unassigned')}
      </Typography>
      <RequestStocks stocks={request.stocks} positions />
      {request.extra_info && (
        <Box>
          <Typography variant="caption" color="text.secondary">
            {t('request.extraInfo')}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {request.extra_info}
          </Typography>
        </Box>
      )}
      {unassigned && canTake && (
        <Box>
          <Button
            variant="contained"
            disabled={take.isPending}
            onClick={() => take.mutate(request.id)}
            data-testid={`take-${request.id}`}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {take.isPending ? t('reviews.taking') : t('reviews.take')}
          </Button>
        </Box>
      )}
      {take.isError && (
        <Alert severity="error" role="alert">
          {take.error.message}
        </Alert>
      )}
      {mine && request.status === 'paid' && (
        <Typography variant="body2" color="text.secondary">
          {t('reviews.drafting')}
        </Typography>
      )}
      {mine && request.status === 'in_review' && <ApproveForm request={request} />}
      {request.status === 'approved' && (
        <Typography variant="body2" color="text.secondary" role="status">
          {t('reviews.finalising')}
        </Typography>
      )}
    </Paper>
  );
}
