import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../../../lib/format';
import { useAssignReviewer } from '../api/assign-reviewer';
import { RequestStocks } from '../components/RequestStocks';
import { SlaClock } from '../components/SlaClock';
import { StatusChip } from '../components/StatusChip';
import { slaFlags } from '../lib/sla-clock';
import type { AnalysisRequestView, Reviewer } from '../types';

/** One open request in the SLA report: its clock (past due ones stand out) and its reviewer, to assign. */
export function SlaRequestRow({ request, reviewers }: { request: AnalysisRequestView; reviewers: Reviewer[] }) {
  const { t, i18n } = useTranslation('stock_analysis');
  const [choice, setChoice] = useState<string>(request.analyst_id === null ? '' : String(request.analyst_id));
  const assign = useAssignReviewer();
  const breached = slaFlags(request).breached;
  const chosen = reviewers.find((reviewer) => String(reviewer.id) === choice);
  const unchanged = choice === (request.analyst_id === null ? '' : String(request.analyst_id));
  const selectId = `sla-${request.id}-reviewer`;
  return (
    <Paper
      variant="outlined"
      component="article"
      data-testid={`sla-request-${request.id}`}
      data-breached={breached ? 'true' : 'false'}
      sx={{
        p: { xs: 1.5, sm: 2 },
        display: 'grid',
        gap: 1.25,
        minWidth: 0,
        ...(breached && { borderColor: 'error.main', borderWidth: 2, bgcolor: (theme) => alpha(theme.palette.error.main, 0.05) }),
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {t('request.number', { id: request.id })} · {request.package_name} · {request.analysis_type.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {request.full_name} · <bdi dir="ltr">{request.email}</bdi>
          </Typography>
          {request.due_at && (
            <Typography variant="caption" color="text.secondary">
              {t('request.dueAt', { date: formatMoment(request.due_at, i18n.language) })}
            </Typography>
          )}
        </Box>
        <StatusChip status={request.status} />
      </Box>
      <SlaClock request={request} flags />
      <RequestStocks stocks={request.stocks} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          select
          size="small"
          id={selectId}
          label={t('staff.reviewer')}
          value={choice}
          onChange={(event) => {
            setChoice(event.target.value);
            assign.reset();
          }}
          sx={{ minWidth: 0, flex: '1 1 220px', maxWidth: 360 }}
          data-testid={selectId}
        >
          {reviewers.map((reviewer) => (
            <MenuItem key={reviewer.id} value={String(reviewer.id)} data-testid={`${selectId}-${reviewer.id}`}>
              {t('staff.reviewerOption', { name: reviewer.name, count: reviewer.open_reviews })}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          disabled={!chosen || unchanged || assign.isPending}
          onClick={() => chosen && assign.mutate({ requestId: request.id, analystId: chosen.id })}
          data-testid={`sla-${request.id}-assign`}
        >
          {assign.isPending ? t('staff.assigning') : request.analyst_id === null ? t('staff.assign') : t('staff.reassign')}
        </Button>
      </Box>
      {assign.isSuccess && (
        <Alert severity="success" role="status">
          {t('staff.assigned', { id: request.id, name: assign.data.analyst_name ?? chosen?.name ?? '' })}
        </Alert>
      )}
      {assign.isError && (
        <Alert severity="error" role="alert">
          {assign.error.message}
        </Alert>
      )}
    </Paper>
  );
}
