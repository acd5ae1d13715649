import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import ReplayIcon from '@mui/icons-material/Replay';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { MessagePage } from '../../../components/MessagePage';
import { ErrorBlock } from '../../../components/QueryStates';
import { useDocumentTitle } from '../../../components/use-document-title';
import { formatMoment } from '../../../lib/format';
import { clearAnalysisPaymentFlag } from '../../../lib/session-flags';
import { isAwaitingConfirmation, paymentQueryKey, pollingGaveUp, usePayment } from '../api/get-payment';
import { Money } from '../components/Money';
import type { Payment } from '../types';

/** Which success this is: a stock-analysis request, or (by default) a subscription payment. */
type SuccessType = 'analysis' | 'payment';

function successTypeOf(param: string | undefined): SuccessType {
  return param === 'analysis' ? 'analysis' : 'payment';
}

function idFrom(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** After a completed payment or request. Reaching it ends the pending analysis-payment flow. */
export function SuccessPage() {
  const { t } = useTranslation('subscriptions');
  const type = successTypeOf(useParams().type);
  const [search] = useSearchParams();
  const paymentId = idFrom(search.get('payment'));
  useDocumentTitle(t('screens.success'));

  useEffect(() => clearAnalysisPaymentFlag(), []);

  if (paymentId !== null) return <PaymentOutcome type={type} paymentId={paymentId} />;
  return (
    <MessagePage
      testId="success-page"
      icon={<CheckCircleOutlineIcon color="success" />}
      title={t(`success.${type}.title`)}
      description={t(`success.${type}.description`)}
      actions={<DoneActions type={type} />}
    />
  );
}

function DoneActions({ type }: { type: SuccessType }) {
  const { t } = useTranslation('subscriptions');
  return (
    <>
      {type === 'analysis' ? (
        <Button variant="contained" component={RouterLink} to="/analysis/my-documents">
          {t('success.analysis.myDocuments')}
        </Button>
      ) : (
        <Button variant="contained" component={RouterLink} to="/my_subscriptions">
          {t('success.mySubscriptions')}
        </Button>
      )}
      <Button variant="outlined" component={RouterLink} to="/">
        {t('common.backHome')}
      </Button>
    </>
  );
}

/** What was paid for (the package and plan as the payment names them) and how much. */
function PaymentDetails({ payment }: { payment: Payment }) {
  const { t, i18n } = useTranslation('subscriptions');
  const planName = [payment.package_name, payment.plan_name].filter(Boolean).join(' — ');
  return (
    <Box
      component="dl"
      aria-label={t('success.details.label')}
      data-testid="payment-details"
      sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'center', columnGap: 2, rowGap: 0.5, textAlign: 'start' }}
    >
      {planName && (
        <>
          <Typography component="dt" color="text.secondary">
            {t('success.details.plan')}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid="payment-plan">
            {planName}
          </Typography>
        </>
      )}
      <Typography component="dt" color="text.secondary">
        {t('success.details.amount')}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid="payment-amount">
        <Money halalas={payment.price.total_halalas} />
      </Typography>
      {payment.paid_at && (
        <>
          <Typography component="dt" color="text.secondary">
            {t('success.details.paidAt')}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {formatMoment(payment.paid_at, i18n.language)}
          </Typography>
        </>
      )}
    </Box>
  );
}

/**
 * Back from the provider with `?payment=ID`: the payment as the server knows it. Until the
 * provider confirms it (initiated, pending) the screen asks again every 2 s.
 */
function PaymentOutcome({ type, paymentId }: { type: SuccessType; paymentId: number }) {
  const { t } = useTranslation('subscriptions');
  const payment = usePayment(paymentId, { poll: true });
  const queryClient = useQueryClient();

  if (payment.isError) {
    return (
      <MessagePage
        testId="success-page"
        icon={<ErrorOutlineIcon color="error" />}
        title={t('success.loadError')}
        description={<ErrorBlock error={payment.error} onRetry={() => void payment.refetch()} />}
        actions={<DoneActions type={type} />}
      />
    );
  }

  const data = payment.data;
  if (!data || isAwaitingConfirmation(data.status)) {
    // Read on every answer (dataUpdatedAt changes with each one, so the screen renders again).
    const slow = payment.dataUpdatedAt > 0 && pollingGaveUp(queryClient.getQueryState(paymentQueryKey(paymentId)));
    return (
      <MessagePage
        testId="success-page"
        icon={<HourglassEmptyIcon />}
        title={t('success.pending.title')}
        description={
          <Box data-testid="payment-pending" role="status">
            {!slow && <LinearProgress sx={{ mb: 1.5 }} aria-label={t('success.pending.progress')} />}
            <Typography>{slow ? t('success.pending.slow') : t('success.pending.progress')}</Typography>
          </Box>
        }
        actions={slow ? <DoneActions type={type} /> : undefined}
      />
    );
  }

  if (data.status === 'failed' || data.status === 'cancelled') {
    return (
      <MessagePage
        testId="success-page"
        icon={<ErrorOutlineIcon color="error" />}
        title={t('success.failed.title')}
        description={
          <Box data-testid="payment-failed">
            <Typography>{t('success.failed.description')}</Typography>
            {data.failure_reason && <Typography sx={{ mt: 1 }}>{t('checkout.failedReason', { reason: data.failure_reason })}</Typography>}
          </Box>
        }
        actions={
          <>
            <Button
              variant="contained"
              startIcon={<ReplayIcon />}
              component={RouterLink}
              to={data.checkout_path.startsWith('/') && !data.checkout_path.startsWith('//') ? data.checkout_path : `/payment/${data.plan_id}`}
            >
              {t('success.failed.tryAgain')}
            </Button>
            <Button variant="outlined" component={RouterLink} to="/">
              {t('common.backHome')}
            </Button>
          </>
        }
      />
    );
  }

  const refunded = data.status === 'refunded';
  return (
    <MessagePage
      testId="success-page"
      icon={<CheckCircleOutlineIcon color={refunded ? 'info' : 'success'} />}
      title={refunded ? t('success.refunded.title') : t(`success.${type}.title`)}
      description={
        <Box data-testid="payment-paid">
          <Typography>{refunded ? t('success.refunded.description') : t(`success.${type}.description`)}</Typography>
          <PaymentDetails payment={data} />
        </Box>
      }
      actions={<DoneActions type={type} />}
    />
  );
}
