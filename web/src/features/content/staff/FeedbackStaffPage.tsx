import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/FilterSelect';
import { Pager } from '../../../components/Pager';
import { StaffListStates } from '../../../components/StaffList';
import { StaffPage } from '../../../components/StaffPage';
import { useDocumentTitle } from '../../../components/use-document-title';
import { formatMoment } from '../../../lib/format';
import {
  FEEDBACK_KINDS,
  FEEDBACK_STATUSES,
  useFeedbackAction,
  useStaffFeedback,
  type FeedbackAction,
  type FeedbackKind,
  type FeedbackStatus,
  type StaffFeedbackQuery,
} from '../api/staff-feedback';
import type { StaffFeedbackView } from '../types';

const statusColor: Record<string, 'default' | 'info' | 'success' | 'error'> = { new: 'info', read: 'default', approved: 'success', rejected: 'error' };

/** Staff read visitors' feedback and approve or reject clients' testimonials before they show. */
export function FeedbackStaffPage() {
  const { t, i18n } = useTranslation('content');
  useDocumentTitle(t('staff.feedback.title'));
  const [query, setQuery] = useState<StaffFeedbackQuery>({ kind: null, status: 'new', page: 1 });
  const feedback = useStaffFeedback(query);
  const act = useFeedbackAction();
  const run = (item: StaffFeedbackView, action: FeedbackAction) => {
    if (action === 'delete' && !window.confirm(t('staff.feedback.removeConfirm'))) return;
    act.mutate({ id: item.id, action });
  };
  const kindLabel = (kind: string) => (kind === 'site' || kind === 'testimonial' ? t(`staff.feedback.kinds.${kind}`) : kind);
  const statusLabel = (status: string) =>
    (FEEDBACK_STATUSES as readonly string[]).includes(status) ? t(`staff.feedback.statuses.${status as FeedbackStatus}`) : status;

  const body = (
    <StaffListStates query={feedback} rowsOf={(data) => data.data} empty={t('staff.feedback.empty')}>
      {(items, data) => (
        <>
          <List data-testid="staff-feedback" sx={{ opacity: feedback.isPlaceholderData ? 0.6 : 1 }}>
            {items.map((item) => (
              <ListItem key={item.id} divider data-testid={`staff-feedback-${item.id}`} sx={{ display: 'grid', gap: 1 }}>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                  <Chip size="small" variant="outlined" label={kindLabel(item.kind)} />
                  <Chip size="small" color={statusColor[item.status] ?? 'default'} label={statusLabel(item.status)} data-testid="staff-feedback-status" />
                  {item.rating != null && <Rating value={item.rating} readOnly size="small" aria-label={t('feedback.stars', { count: item.rating })} />}
                  <Typography variant="body2" color="text.secondary">
                    {item.name} · <bdi dir="ltr">{item.email}</bdi> · {formatMoment(item.created_at, i18n.language)}
                  </Typography>
                </Box>
                <Typography sx={{ whiteSpace: 'pre-wrap' }}>{item.message}</Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                  {item.kind === 'testimonial' && item.status !== 'approved' && (
                    <Button size="small" variant="contained" onClick={() => run(item, 'approve')} disabled={act.isPending}>
                      {t('staff.feedback.approve')}
                    </Button>
                  )}
                  {item.kind === 'testimonial' && item.status !== 'rejected' && (
                    <Button size="small" onClick={() => run(item, 'reject')} disabled={act.isPending}>
                      {t('staff.feedback.reject')}
                    </Button>
                  )}
                  {item.status === 'new' && (
                    <Button size="small" onClick={() => run(item, 'read')} disabled={act.isPending}>
                      {t('staff.feedback.markRead')}
                    </Button>
                  )}
                  <Button size="small" color="error" onClick={() => run(item, 'delete')} disabled={act.isPending}>
                    {t('staff.feedback.remove')}
                  </Button>
                </Box>
              </ListItem>
            ))}
          </List>
          <Pager page={query.page} perPage={data.meta.per_page} total={data.meta.total} onChange={(page) => setQuery({ ...query, page })} />
        </>
      )}
    </StaffListStates>
  );

  return (
    <StaffPage
      title={t('staff.feedback.title')}
      subtitle={t('staff.feedback.description')}
      toolbar={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <FilterSelect
            name="kind"
            label={t('staff.feedback.kind')}
            value={query.kind}
            values={FEEDBACK_KINDS}
            labelOf={kindLabel}
            allLabel={t('staff.feedback.all')}
            onChange={(kind) => setQuery({ ...query, kind: (kind || null) as FeedbackKind | null, page: 1 })}
            testId="staff-feedback-kind"
          />
          <FilterSelect
            name="status"
            label={t('staff.feedback.status')}
            value={query.status}
            values={FEEDBACK_STATUSES}
            labelOf={statusLabel}
            allLabel={t('staff.feedback.all')}
            onChange={(status) => setQuery({ ...query, status: (status || null) as FeedbackStatus | null, page: 1 })}
            testId="staff-feedback-status-filter"
          />
        </Box>
      }
    >
      {act.isError && <Alert severity="error">{act.error.message}</Alert>}
      {body}
    </StaffPage>
  );
}

export default FeedbackStaffPage;
