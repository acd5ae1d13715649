import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { KeyFigure } from '../../../components/KeyFigure';
import { EmptyBlock, QuerySection } from '../../../components/QueryStates';
import { StaffPage } from '../../../components/StaffPage';
import { useDocumentTitle } from '../../../components/use-document-title';
import { formatInteger } from '../../../lib/format';
import { useStaffSla } from '../api/staff-sla';
import { reviewsPath } from '../lib/paths';
import { dueFirst } from '../lib/request-status';
import type { SlaCounts } from '../types';
import { SlaRequestRow } from './SlaRequestRow';

const countKeys: (keyof SlaCounts)[] = ['open', 'on_track', 'reminded', 'escalated', 'breached', 'delivered_on_time', 'delivered_late'];

/** Staff watch the 72 hours: the counts, the open requests (the soonest due first) and who reviews each. */
export function SlaStaffPage() {
  const { t, i18n } = useTranslation('stock_analysis');
  useDocumentTitle(t('staff.title'));
  const report = useStaffSla();
  return (
    <StaffPage
      title={t('staff.title')}
      subtitle={t('staff.subtitle')}
      toolbar={
        <Box>
          <Button variant="outlined" size="small" component={RouterLink} to={reviewsPath} startIcon={<RateReviewOutlinedIcon />}>
            {t('staff.reviewQueue')}
          </Button>
        </Box>
      }
    >
      <QuerySection query={report} loadingHeight={360}>
        {({ counts, requests, reviewers }) => (
          <Stack spacing={2.5} data-testid="staff-sla">
            <Box
              data-testid="sla-counts"
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))', lg: 'repeat(7, minmax(0, 1fr))' },
              }}
            >
              {countKeys.map((key) => (
                <KeyFigure key={key} label={t(`staff.counts.${key}`)} testId={`sla-count-${key}`} variant="h6">
                  <Box component="span" sx={key === 'breached' && counts.breached > 0 ? { color: 'error.main' } : undefined}>
                    {formatInteger(counts[key], i18n.language)}
                  </Box>
                </KeyFigure>
              ))}
            </Box>
            <Typography variant="h6" component="h2">
              {t('staff.requestsTitle')}
            </Typography>
            {reviewers.length === 0 && (
              <Typography variant="body2" color="text.secondary">
                {t('staff.noReviewers')}
              </Typography>
            )}
            {requests.length === 0 ? (
              <EmptyBlock text={t('staff.empty')} />
            ) : (
              <Stack spacing={1.5}>
                {dueFirst(requests).map((request) => (
                  <SlaRequestRow key={request.id} request={request} reviewers={reviewers} />
                ))}
              </Stack>
            )}
          </Stack>
        )}
      </QuerySection>
    </StaffPage>
  );
}

export default SlaStaffPage;
