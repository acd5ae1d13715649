import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { StaffPage } from '../../../components/StaffPage';
import { useStaffListParams } from '../../../components/use-staff-list-params';
import { ErrorBlock, LoadingBlock } from '../../../components/QueryStates';
import { StaffList } from '../../../components/StaffList';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiError } from '../../../lib/api-error';
import { formatInteger, formatMoment, formatSar } from '../../../lib/format';
import { directionOf, type Language } from '../../../lib/language';
import { halalasToSarInput, parseSar } from '../../../lib/sar-input';
import { useRefundPayment, useStaffPayment, useStaffPayments } from '../api/staff-payments';
import { Money } from '../components/Money';
import type { StaffPayment, StaffPaymentDetail } from '../types';
import { isPaymentStatus, paymentStatuses, statusColour, useStaffLabels } from './labels';
import { FilterSelect } from '../../../components/FilterSelect';
import { Fact, Facts } from '../../../components/Facts';
import { PrivateFileLink } from '../../../components/PrivateFileLink';
import { pdfFileName } from '../../../lib/private-file';

const PER_PAGE = 30;

/** Staff follow payments: a paged list by status, each with its amounts, its history and a refund. */
export function PaymentsStaffPage() {
  const { t, i18n } = useTranslation('subscriptions');
  useDocumentTitle(t('staff.payments.title'));
  const labels = useStaffLabels();
  const { page, filter: statusParam, openId, update } = useStaffListParams('status', 'payment');
  const status = isPaymentStatus(statusParam) ? statusParam : null;
  const payments = useStaffPayments({ status, page, perPage: PER_PAGE });

  const body = (
    <StaffList
      query={payments}
      rowsOf={(data) => data.payments}
      empty={t('staff.payments.empty')}
      summary={(data) => (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('staff.payments.count', { total: formatInteger(data.total, i18n.language) })}
        </Typography>
      )}
      testId="staff-payments"
      columns={[
        t('staff.payments.id'),
        t('staff.payments.date'),
        t('staff.payments.buyer'),
        t('staff.payments.package'),
        t('staff.payments.plan'),
        t('staff.payments.method'),
        t('staff.payments.status'),
        { label: t('staff.payments.total'), align: 'right' },
        { label: t('staff.payments.vat'), align: 'right' },
      ]}
      renderRow={(payment) => <PaymentRow key={payment.id} payment={payment} onOpen={() => update({ open: payment.id })} />}
      paging={{ of: (data) => ({ page: data.page, per_page: data.perPage, total: data.total }), onChange: (next) => update({ page: next }) }}
    />
  );

  return (
    <StaffPage
      title={t('staff.payments.title')}
      subtitle={t('staff.payments.description')}
      toolbar={
        <Box>
          <FilterSelect
            name="status"
            label={t('staff.payments.filter')}
            value={status}
            values={paymentStatuses}
            labelOf={(value) => labels.status(value)}
            allLabel={t('staff.payments.all')}
            onChange={(value) => update({ filter: value })}
            testId="staff-payments-filter"
          />
        </Box>
      }
      after={openId !== null && <PaymentDialog id={openId} onClose={() => update({ open: null })} />}
    >
      {body}
    </StaffPage>
  );
}

function StatusChip({ status, testId }: { status: string; testId?: string }) {
  const labels = useStaffLabels();
  return <Chip size="small" color={statusColour(status)} label={labels.status(status)} data-testid={testId} />;
}

function PaymentRow({ payment, onOpen }: { payment: StaffPayment; onOpen: () => void }) {
  const { t } = useTranslation('subscriptions');
  const labels = useStaffLabels();
  return (
    <TableRow hover onClick={onOpen} sx={{ cursor: 'pointer' }} data-testid={`staff-payment-${payment.id}`}>
      <TableCell>
        <Button
          size="small"
          onClick={(event) => {
            event.stopPropagation();
            onOpen();
          }}
          aria-label={t('staff.payments.open', { id: payment.id })}
          sx={{ minWidth: 0 }}
        >
          <bdi>{payment.id}</bdi>
        </Button>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoment(payment.created_at, labels.language)}</TableCell>
      <TableCell>
        <bdi dir="ltr">{payment.user_email}</bdi>
      </TableCell>
      <TableCell>{labels.localName({ name_ar: payment.package_name_ar, name_en: payment.package_name_en })}</TableCell>
      <TableCell>{labels.duration(payment.plan_type)}</TableCell>
      <TableCell>{labels.method(payment.method)}</TableCell>
      <TableCell>
        <StatusChip status={payment.status} />
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <Money halalas={payment.total_halalas} />
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <Money halalas={payment.vat_halalas} />
      </TableCell>
    </TableRow>
  );
}

/** One label and its value in the detail. */

function PaymentDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t, i18n } = useTranslation('subscriptions');
  const detail = useStaffPayment(id);
  const refund = useRefundPayment();
  const [confirming, setConfirming] = useState(false);

  let content;
  if (detail.isPending) content = <LoadingBlock height={320} />;
  else if (detail.isError)
    content =
      isApiError(detail.error) && detail.error.status === 404 ? (
        <Alert severity="warning">{t('staff.payments.detail.notFound')}</Alert>
      ) : (
        <ErrorBlock error={detail.error} onRetry={() => void detail.refetch()} />
      );
  else content = <PaymentDetailBody detail={detail.data} />;

  const payment = detail.data?.payment;
  const startRefund = () => {
    refund.reset();
    setConfirming(true);
  };

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth dir={directionOf(i18n.language as Language)} aria-labelledby="staff-payment-title">
      <DialogTitle id="staff-payment-title" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        {t('staff.payments.detail.title', { id })}
        {payment && <StatusChip status={payment.status} testId="staff-payment-status" />}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }} data-testid="staff-payment-detail">
        {refund.isSuccess && payment && payment.refunded_halalas > 0 && (
          <Alert severity="success" data-testid="staff-payment-refunded">
            {payment.status === 'refunded'
              ? t('staff.payments.detail.refunded')
              : t('staff.payments.detail.partlyRefunded', { amount: formatSar(payment.refunded_halalas, i18n.language) })}
          </Alert>
        )}
        {content}
      </DialogContent>
      <DialogActions>
        {payment && payment.refundable_halalas > 0 && (
          <Button color="error" variant="outlined" onClick={startRefund} disabled={refund.isPending} data-testid="staff-payment-refund">
            {refund.isPending ? t('staff.payments.detail.refunding') : t('staff.payments.detail.refund')}
          </Button>
        )}
        <Button onClick={onClose}>{t('staff.payments.detail.close')}</Button>
      </DialogActions>
      {payment && confirming && <RefundDialog payment={payment} refund={refund} onClose={() => setConfirming(false)} />}
    </Dialog>
  );
}

/**
 * Finance refunds once, the whole payment or part of it, always with a reason: the amount field
 * starts at the whole total; a smaller amount leaves what it bought running.
 */
function RefundDialog({ payment, refund, onClose }: { payment: StaffPayment; refund: ReturnType<typeof useRefundPayment>; onClose: () => void }) {
  const { t, i18n } = useTranslation('subscriptions');
  const [amount, setAmount] = useState(halalasToSarInput(payment.refundable_halalas));
  const [reason, setReason] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const parsed = parseSar(amount);
  const halalas = parsed.ok ? parsed.halalas : null;
  const whole = halalas === payment.refundable_halalas;
  const serverError = refund.error && isApiError(refund.error) ? refund.error : null;
  const reasonError = serverError?.fieldError('reason');
  const serverAmountError = serverError?.fieldError('amount_halalas');
  const submit = () => {
    if (halalas === null || halalas <= 0 || halalas > payment.refundable_halalas) {
      setAmountError(t('staff.payments.detail.amountInvalid', { max: formatSar(payment.refundable_halalas, i18n.language) }));
      return;
    }
    setAmountError(null);
    refund.mutate({ id: payment.id, reason, amountHalalas: whole ? undefined : halalas }, { onSuccess: onClose });
  };
  return (
    <Dialog
      open
      onClose={refund.isPending ? undefined : onClose}
      dir={directionOf(i18n.language as Language)}
      aria-labelledby="staff-refund-title"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="staff-refund-title">{t('staff.payments.detail.confirmTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>
          {t(whole ? 'staff.payments.detail.confirmText' : 'staff.payments.detail.confirmPartText', {
            amount: formatSar(halalas ?? payment.refundable_halalas, i18n.language),
            email: payment.user_email,
            provider: payment.provider,
          })}
        </DialogContentText>
        {refund.isError && !reasonError && !serverAmountError && (
          <Alert severity="error" role="alert" data-testid="staff-payment-refund-error">
            {refund.error.message}
          </Alert>
        )}
        <TextField
          label={t('staff.payments.detail.amount')}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={Boolean(amountError ?? serverAmountError)}
          helperText={amountError ?? serverAmountError ?? t('staff.payments.detail.amountHelp', { max: formatSar(payment.refundable_halalas, i18n.language) })}
          slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr', 'data-testid': 'staff-refund-amount' } }}
        />
        <TextField
          label={t('staff.payments.detail.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
          minRows={2}
          required
          error={Boolean(reasonError)}
          helperText={reasonError ?? t('staff.payments.detail.reasonHelp')}
          slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'staff-refund-reason' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={refund.isPending} autoFocus>
          {t('staff.common.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={submit} disabled={refund.isPending} data-testid="staff-refund-confirm">
          {t('staff.payments.detail.confirm', { amount: formatSar(halalas ?? payment.refundable_halalas, i18n.language) })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A tax document's PDF by its number (an invoice, or the credit note of a refund). */
function DocumentLink({ document }: { document: { number: string; url: string } | null | undefined }) {
  const { t } = useTranslation('subscriptions');
  if (!document) return <>{t('staff.common.none')}</>;
  return (
    <PrivateFileLink url={document.url} fileName={pdfFileName(document.number)} testId={`staff-tax-document-${document.number}`}>
      <bdi dir="ltr">{document.number}</bdi>
    </PrivateFileLink>
  );
}

function PaymentDetailBody({ detail }: { detail: StaffPaymentDetail }) {
  const { t } = useTranslation('subscriptions');
  const labels = useStaffLabels();
  const { payment, transitions } = detail;
  const language = labels.language;
  // The arrow points the way the text reads.
  const arrow = directionOf(language as Language) === 'rtl' ? '←' : '→';

  return (
    <>
      <Facts>
        <Fact label={t('staff.payments.buyer')}>
          <bdi dir="ltr">{payment.user_email}</bdi>
        </Fact>
        <Fact label={t('staff.payments.package')}>{labels.localName({ name_ar: payment.package_name_ar, name_en: payment.package_name_en })}</Fact>
        <Fact label={t('staff.payments.plan')}>{labels.duration(payment.plan_type)}</Fact>
        <Fact label={t('staff.plans.product')}>{labels.product(payment.product)}</Fact>
        <Fact label={t('staff.payments.method')}>{labels.method(payment.method)}</Fact>
        <Fact label={t('staff.payments.detail.createdAt')}>{formatMoment(payment.created_at, language)}</Fact>
        <Fact label={t('staff.payments.detail.paidAt')}>{formatMoment(payment.paid_at, language)}</Fact>
        <Fact label={t('staff.payments.detail.provider')}>
          <bdi dir="ltr">{payment.provider}</bdi>
        </Fact>
        <Fact label={t('staff.payments.detail.reference')} testId="staff-payment-reference">
          {payment.provider_ref ? <bdi dir="ltr">{payment.provider_ref}</bdi> : t('staff.common.none')}
        </Fact>
        <Fact label={t('staff.payments.detail.invoice')} testId="staff-payment-invoice">
          <DocumentLink document={detail.invoice} />
        </Fact>
        {payment.refunded_halalas > 0 && (
          <Fact label={t('staff.payments.detail.refundedAmount')} testId="staff-payment-refunded-amount">
            {formatSar(payment.refunded_halalas, language)}
            {payment.refund_reason && (
              <>
                {' · '}
                <bdi>{payment.refund_reason}</bdi>
              </>
            )}
          </Fact>
        )}
        {detail.credit_note && (
          <Fact label={t('staff.payments.detail.creditNote')} testId="staff-payment-credit-note">
            <DocumentLink document={detail.credit_note} />
          </Fact>
        )}
      </Facts>
      {payment.failure_reason && (
        <Alert severity="warning" data-testid="staff-payment-failure">
          {`${t('staff.payments.detail.failure')}: ${payment.failure_reason}`}
        </Alert>
      )}
      <Divider />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('staff.payments.detail.amounts')}
      </Typography>
      <Facts testId="staff-payment-amounts">
        <Fact label={t('staff.payments.detail.list')}>
          <Money halalas={payment.list_halalas} />
        </Fact>
        <Fact label={t('staff.payments.detail.discount')}>
          <Money halalas={payment.discount_halalas} />
        </Fact>
        <Fact label={t('staff.payments.detail.total')}>
          <Money halalas={payment.total_halalas} />
        </Fact>
        <Fact label={t('staff.payments.detail.vat')}>
          <Money halalas={payment.vat_halalas} />
        </Fact>
        <Fact label={t('staff.payments.detail.net')}>
          <Money halalas={payment.net_halalas} />
        </Fact>
      </Facts>
      <Divider />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('staff.payments.detail.history')}
      </Typography>
      {transitions.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('staff.payments.detail.noHistory')}
        </Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }} data-testid="staff-payment-history">
          {transitions.map((move, index) => (
            <Box
              component="li"
              key={`${move.at}-${index}`}
              sx={{ borderInlineStart: 3, borderColor: 'divider', paddingInlineStart: 1.5 }}
              data-testid="staff-payment-transition"
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                {move.from_status ? (
                  <StatusChip status={move.from_status} />
                ) : (
                  <Chip size="small" variant="outlined" label={t('staff.payments.detail.created')} />
                )}
                <span aria-hidden="true">{arrow}</span>
                <StatusChip status={move.to_status} />
                <Typography variant="body2" color="text.secondary" component="span">
                  {formatMoment(move.at, language)}
                </Typography>
              </Box>
              <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="staff-payment-transition-text">
                <span data-testid="staff-payment-actor">{labels.actor(move.actor, move.actor_name)}</span>
                {move.detail && (
                  <>
                    {' · '}
                    {/* A provider's own text may be in another language than the page. */}
                    <bdi data-testid="staff-payment-detail-text">{labels.detail(move.detail)}</bdi>
                  </>
                )}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </>
  );
}

export default PaymentsStaffPage;
