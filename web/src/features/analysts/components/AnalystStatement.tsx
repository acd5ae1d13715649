import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/QueryStates';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { formatDay, formatInteger, formatSar } from '../../../lib/format';
import { useDownloadMyPayoutsCsv, useStatement } from '../api/statement';
import { formatMonth, payoutStatusColour } from '../lib/payouts';
import type { PayoutPayment, Statement } from '../types';

/** The analyst's statement (spec §3): subscribers, subscriptions, and per list their periods. */
export function AnalystStatement() {
  const { t } = useTranslation('analysts');
  const statement = useStatement();
  if (statement.isPending) return <LoadingBlock height={240} />;
  if (statement.isError) return <ErrorBlock error={statement.error} onRetry={() => void statement.refetch()} />;
  return (
    <Stack spacing={3} data-testid="analyst-statement">
      <Figures statement={statement.data} />
      {statement.data.lists.length === 0 ? (
        <EmptyBlock text={t('myLists.none')} />
      ) : (
        statement.data.lists.map((list) => (
          <Box key={list.id} component="section" data-testid={`statement-list-${list.id}`}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                <bdi>{list.name}</bdi>
              </Typography>
              <Chip size="small" label={t(`myLists.services.${list.service_type === 'eva_opinions' ? 'eva_opinions' : 'eva_lists'}`)} />
              <Chip size="small" color="success" variant="outlined" label={t('statement.activeCount', { count: list.active_subscriptions })} />
            </Stack>
            {list.subscriptions.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('statement.noSubscriptions')}
              </Typography>
            ) : (
              <Periods periods={list.subscriptions} />
            )}
          </Box>
        ))
      )}
      <Payments payments={statement.data.payments ?? []} />
    </Stack>
  );
}

function Figures({ statement }: { statement: Statement }) {
  const { t, i18n } = useTranslation('analysts');
  const figures = [
    ['subscribers', statement.subscribers],
    ['total', statement.total_subscriptions],
    ['active', statement.active_subscriptions],
  ] as const;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
      {figures.map(([key, value]) => (
        <Paper key={key} variant="outlined" sx={{ p: 2 }} data-testid={`statement-${key}`}>
          <Typography variant="caption" color="text.secondary">
            {t(`statement.${key}`)}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid="statement-figure">
            {formatInteger(value, i18n.language)}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

function Periods({ periods }: { periods: Statement['lists'][number]['subscriptions'] }) {
  const { t, i18n } = useTranslation('analysts');
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('statement.starts')}</TableCell>
            <TableCell>{t('statement.ends')}</TableCell>
            <TableCell>{t('statement.days')}</TableCell>
            <TableCell>{t('statement.state')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {periods.map((p) => (
            <TableRow key={`${p.starts_at}-${p.ends_at}`}>
              <TableCell>{formatDay(p.starts_at, i18n.language)}</TableCell>
              <TableCell>{formatDay(p.ends_at, i18n.language)}</TableCell>
              <TableCell>{formatInteger(p.duration_days, i18n.language)}</TableCell>
              <TableCell>{t(p.active ? 'statement.running' : 'statement.notRunning')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Each closed month: what the lists earned, the platform's commission, what is due and its transfer. */
function Payments({ payments }: { payments: PayoutPayment[] }) {
  const { t, i18n } = useTranslation('analysts');
  const language = i18n.language;
  const download = useDownloadMyPayoutsCsv();
  return (
    <Box component="section" aria-labelledby="statement-payments-title" data-testid="statement-payments" sx={{ minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography id="statement-payments-title" variant="h6" component="h3" sx={{ fontWeight: 700 }}>
          {t('payouts.title')}
        </Typography>
        <Button
          variant="outlined"
          size="small"
          startIcon={<FileDownloadOutlinedIcon />}
          onClick={() => download.mutate()}
          disabled={download.isPending}
          data-testid="statement-payments-csv"
        >
          {download.isPending ? t('payouts.downloading') : t('payouts.downloadCsv')}
        </Button>
      </Stack>
      {download.isError && (
        <Alert severity="error" sx={{ mb: 1 }} data-testid="statement-payments-csv-error">
          {t('payouts.downloadFailed', { reason: download.error.message })}
        </Alert>
      )}
      {payments.length === 0 ? (
        <EmptyBlock text={t('payouts.none')} />
      ) : (
        <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
          <Table size="small" sx={{ '& th, & td': { whiteSpace: 'nowrap' } }} data-testid="statement-payments-table">
            <TableHead>
              <TableRow>
                <TableCell>{t('payouts.period')}</TableCell>
                <TableCell align="right">{t('payouts.paymentsCount')}</TableCell>
                <TableCell align="right">{t('payouts.net')}</TableCell>
                <TableCell align="right">{t('payouts.commission')}</TableCell>
                <TableCell align="right">{t('payouts.amount')}</TableCell>
                <TableCell>{t('payouts.status')}</TableCell>
                <TableCell>{t('payouts.transferredOn')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {payments.map((payment) => (
                <TableRow key={payment.id} data-testid={`statement-payment-${payment.id}`}>
                  <TableCell>{formatMonth(payment.month, language)}</TableCell>
                  <TableCell align="right">{formatInteger(payment.payments_count, language)}</TableCell>
                  <TableCell align="right">
                    <bdi>{formatSar(payment.net_halalas, language)}</bdi>
                  </TableCell>
                  <TableCell align="right">
                    <bdi>{formatSar(payment.commission_halalas, language)}</bdi>
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    <bdi>{formatSar(payment.amount_halalas, language)}</bdi>
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={payoutStatusColour(payment.status)}
                      label={t(`payouts.statuses.${payment.status}`, { defaultValue: payment.status })}
                      data-status={payment.status}
                    />
                  </TableCell>
                  <TableCell>{payment.transferred_on ? formatDay(payment.transferred_on, language) : '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} data-testid="statement-commission-rule">
        {t('payouts.commissionRule')}
      </Typography>
    </Box>
  );
}
