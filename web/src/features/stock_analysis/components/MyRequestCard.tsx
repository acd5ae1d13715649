import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PaymentOutlinedIcon from '@mui/icons-material/PaymentOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatMoment } from '../../../lib/format';
import { setAnalysisPaymentFlag } from '../../../lib/session-flags';
import { isDownloadable } from '../lib/document-file';
import { paymentPathOf } from '../lib/paths';
import type { AnalysisRequestView } from '../types';
import { DownloadDocumentButton } from './DownloadDocumentButton';
import { RequestStocks } from './RequestStocks';
import { SlaClock } from './SlaClock';
import { StatusChip } from './StatusChip';

/**
 * One of the client's requests: package, kind, stocks, status and the 72-hour clock; the way to
 * pay it while it waits for payment, and each document to download once it may be.
 */
export function MyRequestCard({ request }: { request: AnalysisRequestView }) {
  const { t, i18n } = useTranslation('stock_analysis');
  const payment = paymentPathOf(request);
  const downloads = request.documents.filter(isDownloadable);
  return (
    <Paper
      variant="outlined"
      component="article"
      sx={{ p: { xs: 1.5, sm: 2.5 }, display: 'grid', gap: 1.5, minWidth: 0 }}
      data-testid={`my-request-${request.id}`}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {request.package_name} · {request.analysis_type.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('request.number', { id: request.id })} · {t('request.requestedOn', { date: formatMoment(request.created_at, i18n.language) })}
          </Typography>
        </Box>
        <StatusChip status={request.status} testId={`my-request-${request.id}-status`} />
      </Box>
      <SlaClock request={request} testId={`my-request-${request.id}-clock`} />
      <RequestStocks stocks={request.stocks} />
      {request.status === 'paid' || request.status === 'in_review' ? (
        <Typography variant="body2" color="text.secondary">
          {t('documents.beingDrafted')}
        </Typography>
      ) : null}
      {request.status === 'approved' && (
        <Typography variant="body2" color="text.secondary" role="status">
          {t('documents.finalising')}
        </Typography>
      )}
      {(payment || downloads.length > 0) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {payment && (
            <Button
              variant="contained"
              component={RouterLink}
              to={payment}
              // Paying an analysis: the start-up flow of spec §4 then finishes at /success.
              onClick={() => setAnalysisPaymentFlag()}
              startIcon={<PaymentOutlinedIcon />}
              aria-label={t('documents.payLabel', { id: request.id })}
              data-testid={`pay-request-${request.id}`}
            >
              {t('documents.pay')}
            </Button>
          )}
          {downloads.map((document) => (
            <DownloadDocumentButton
              key={document.id}
              document={document}
              label={t('documents.download', { symbol: document.symbol || document.name })}
              variant="contained"
            />
          ))}
        </Box>
      )}
    </Paper>
  );
}
