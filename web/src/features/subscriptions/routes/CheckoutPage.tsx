import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/FormAlert';
import { PageHeader } from '../../../components/PageHeader';
import { QuerySection } from '../../../components/QueryStates';
import { SectionCard } from '../../../components/SectionCard';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiError } from '../../../lib/api-error';
import { formatSar } from '../../../lib/format';
import { useFormErrors } from '../../../lib/use-form-errors';
import type { ScreenTitleKey } from '../../../i18n/screen-titles';
import { useCheckout } from '../api/get-checkout';
import { usePayment } from '../api/get-payment';
import { usePaymentTermsStanding } from '../api/get-payment-terms-standing';
import { generalSubscribe, useSubscribe } from '../api/subscribe';
import { CouponField } from '../components/CouponField';
import { PaymentMethodPicker } from '../components/PaymentMethodPicker';
import { PriceSummary } from '../components/PriceSummary';
import { browser, newIdempotencyKey } from '../lib/browser';
import { bnplState } from '../lib/pricing';
import type { Checkout, CouponResult, PaymentMethod, SubscribeInput, SubscribeTarget } from '../types';

/** Which checkout this is: the same screen, with its own title and way back. */
export type CheckoutKind = 'payment' | 'reports' | 'chat' | 'analysis';

const titleKeys: Record<CheckoutKind, ScreenTitleKey> = {
  payment: 'screens.payment',
  reports: 'screens.reportsPayment',
  chat: 'screens.chatPayment',
  analysis: 'screens.stockAnalysisPayment',
};

const backLinks: Record<CheckoutKind, string> = {
  payment: '/subscription',
  reports: '/reports',
  chat: '/chat',
  analysis: '/stock-analyze',
};

/** A positive whole id from the address, or null. */
function idFrom(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Where each kind pays: a stock analysis through its module's endpoint, for the request named by
 * `?request=` (null without one); the others through the general checkout.
 */
function subscribeTargetOf(kind: CheckoutKind, search: URLSearchParams): SubscribeTarget | null {
  if (kind !== 'analysis') return generalSubscribe;
  const requestId = idFrom(search.get('request'));
  return requestId === null ? null : { path: '/api/stock-analysis/subscribe', extra: { request_id: requestId } };
}

/** After the provider sends the browser back with `status=failed`: nothing was charged, and why. */
function FailedPaymentAlert({ paymentId }: { paymentId: number | null }) {
  const { t } = useTranslation('subscriptions');
  const payment = usePayment(paymentId);
  const reason = payment.data?.failure_reason;
  return (
    <Alert severity="error" role="alert" data-testid="payment-failed">
      {t('checkout.failed')}
      {reason && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('checkout.failedReason', { reason })}
        </Typography>
      )}
    </Alert>
  );
}

/**
 * The checkout of one plan (`/payment/:planId`, `/reports-payment/:planId`, `/chat-payment/:id`,
 * `/analysis-payment/:id`): the order, the price summary, the payment method, a coupon, the
 * payment terms, then the provider's page. Where the provider sends the browser afterwards is
 * the server's choice (`/success/…`, or back here with `status=failed`).
 */
export function CheckoutPage({ kind }: { kind: CheckoutKind }) {
  const { t } = useTranslation('subscriptions');
  const theme = useTheme();
  useDocumentTitle(t(titleKeys[kind]));
  const params = useParams();
  const planId = idFrom(params.planId ?? params.id);
  const [search] = useSearchParams();
  const failed = search.get('status') === 'failed';
  const checkout = useCheckout(planId);
  const notFound = planId === null || (isApiError(checkout.error) && checkout.error.status === 404);
  const target = subscribeTargetOf(kind, search);

  return (
    <Stack spacing={3} data-testid={`checkout-${kind}`}>
      <Box>
        <Button
          component={RouterLink}
          to={backLinks[kind]}
          size="small"
          startIcon={<ArrowBackIcon sx={{ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' }} />}
        >
          {t(`checkout.back.${kind}`)}
        </Button>
      </Box>
      <PageHeader title={t(titleKeys[kind])} />
      {failed && <FailedPaymentAlert paymentId={idFrom(search.get('payment'))} />}
      {notFound ? (
        <Alert
          severity="warning"
          data-testid="checkout-not-found"
          action={
            <Button color="inherit" size="small" component={RouterLink} to="/subscription">
              {t('checkout.viewPlans')}
            </Button>
          }
        >
          {t('checkout.notFound')}
        </Alert>
      ) : target === null ? (
        <Alert
          severity="warning"
          data-testid="checkout-no-request"
          action={
            <Button color="inherit" size="small" component={RouterLink} to="/analysis/my-documents">
              {t('checkout.myDocuments')}
            </Button>
          }
        >
          {t('checkout.noRequest')}
        </Alert>
      ) : (
        <QuerySection query={checkout} loadingHeight={420}>
          {(data) => <CheckoutForm key={data.plan.id} kind={kind} data={data} target={target} />}
        </QuerySection>
      )}
    </Stack>
  );
}

type Field = 'method' | 'accept_terms' | 'coupon';
const FIELDS: readonly Field[] = ['method', 'accept_terms', 'coupon'];
type ClientErrorKey = 'checkout.errors.methodRequired' | 'checkout.errors.termsRequired' | 'checkout.coupon.notApplied';

/** One payment attempt: what was asked for and the idempotency key it went with. */
interface Attempt {
  request: string;
  key: string;
}

function CheckoutForm({ kind, data, target }: { kind: CheckoutKind; data: Checkout; target: SubscribeTarget }) {
  const { t, i18n } = useTranslation('subscriptions');
  const { plan, package: pkg } = data;
  const navigate = useNavigate();
  const subscribe = useSubscribe(target);
  const termsStanding = usePaymentTermsStanding();
  const [applePay] = useState(() => browser.canUseApplePay());
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [couponCode, setCouponCode] = useState('');
  const [coupon, setCoupon] = useState<CouponResult | null>(null);
  const { validate, fieldError, clearField, setServerError, formError } = useFormErrors<Field, ClientErrorKey>(FIELDS, (key) => t(key));
  const attempt = useRef<Attempt | null>(null);
  // Set at the click itself, so a double click sends one request even before the button re-renders disabled.
  const sending = useRef(false);

  // Back from the provider through the browser's history: the page may come back as it was left.
  const { reset } = subscribe;
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      sending.current = false;
      reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);

  // With a coupon, the server's answer carries the discounted price and what can pay it: the
  // methods and the pay-later offer (limits, schedule) for that total.
  const offer = coupon ?? data;
  const price = coupon?.price ?? plan.price;
  const methods = offer.methods.filter((m) => m !== 'apple_pay' || applePay);
  const bnpl = bnplState(offer.bnpl, price.total_halalas);
  // A choice that the current total no longer allows (pay-later once a coupon is removed) is no choice.
  const selected = method && methods.includes(method) && (method !== 'bnpl' || bnpl === 'enabled') ? method : null;

  const leaving = subscribe.isPending || subscribe.isSuccess;

  const pay = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const valid = validate({
      method: selected ? null : 'checkout.errors.methodRequired',
      accept_terms: acceptTerms ? null : 'checkout.errors.termsRequired',
      coupon: couponCode.trim() && !coupon ? 'checkout.coupon.notApplied' : null,
    });
    if (!selected || !valid) return;

    const request: Omit<SubscribeInput, 'idempotency_key'> = {
      plan_id: plan.id,
      method: selected,
      ...(coupon ? { coupon: coupon.code } : {}),
      accept_terms: true,
    };
    // Trying the same thing again (after a network failure, a 5xx…) is the same attempt, with the
    // same key, so a payment the server did create is found rather than made twice.
    const fingerprint = JSON.stringify({ request, target });
    if (attempt.current?.request !== fingerprint) attempt.current = { request: fingerprint, key: newIdempotencyKey() };
    sending.current = true;
    subscribe.mutate(
      { ...request, idempotency_key: attempt.current.key },
      {
        onSuccess: (result) => {
          // That attempt is over: paying again from this page is a new one.
          attempt.current = null;
          if (result.redirect_url) {
            browser.leaveFor(result.redirect_url);
          } else {
            // That attempt was already decided (paid in another tab…): its outcome, not a second payment.
            navigate(`/success/${kind === 'analysis' ? 'analysis' : 'payment'}?payment=${encodeURIComponent(String(result.payment_id))}`);
          }
        },
        onError: (error) => {
          sending.current = false;
          setServerError(error);
        },
      },
    );
  };

  const termsError = fieldError('accept_terms');
  return (
    <Box
      component="form"
      noValidate
      onSubmit={pay}
      data-testid="checkout-form"
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 360px' },
        alignItems: 'start',
      }}
    >
      <Stack spacing={{ xs: 2, md: 3 }} sx={{ minWidth: 0 }}>
        <SectionCard title={t('checkout.order')} testId="checkout-order">
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }} data-testid="checkout-package">
            {pkg.name}
          </Typography>
          {pkg.description && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {pkg.description}
            </Typography>
          )}
          <Box component="dl" sx={{ m: 0, mt: 1.5, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
            <Typography component="dt" color="text.secondary">
              {t('checkout.plan')}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid="checkout-plan">
              {plan.name}
            </Typography>
          </Box>
          {plan.duration_days != null && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t('checkout.duration', { count: plan.duration_days })}
            </Typography>
          )}
          {pkg.stocks_count != null && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t('plans.stocks', { count: pkg.stocks_count })}
            </Typography>
          )}
          {plan.bonus_reports_days > 0 && (
            <Typography variant="body2" color="success.main" sx={{ mt: 0.5 }}>
              {t('plans.bonusReports', { count: plan.bonus_reports_days })}
            </Typography>
          )}
        </SectionCard>

        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
          <PaymentMethodPicker
            methods={methods}
            value={selected}
            onChange={(next) => {
              setMethod(next);
              clearField('method');
            }}
            error={fieldError('method')}
            bnpl={{
              state: bnpl,
              minHalalas: offer.bnpl.min_halalas,
              maxHalalas: offer.bnpl.max_halalas,
              instalments: offer.bnpl.schedule,
            }}
          />
        </Paper>
      </Stack>

      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 }, position: { md: 'sticky' }, top: { md: 88 }, minWidth: 0 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('checkout.summary.title')}
        </Typography>
        <PriceSummary price={price} />
        <Box sx={{ mt: 2 }}>
          <CouponField
            planId={plan.id}
            code={couponCode}
            onCodeChange={(code) => {
              setCouponCode(code);
              clearField('coupon');
            }}
            applied={coupon}
            onApplied={setCoupon}
            error={fieldError('coupon')}
          />
        </Box>
        {termsStanding.data?.needs_acceptance && termsStanding.data.accepted_version !== null && (
          <Alert severity="info" sx={{ mt: 2 }} data-testid="payment-terms-changed">
            {t('checkout.termsChanged', { version: termsStanding.data.current_version })}
          </Alert>
        )}
        <FormControl error={Boolean(termsError)} sx={{ mt: 2, display: 'flex' }}>
          <FormControlLabel
            sx={{ alignItems: 'flex-start', marginInlineEnd: 0 }}
            control={
              <Checkbox
                name="accept_terms"
                checked={acceptTerms}
                sx={{ mt: -1 }}
                onChange={(event) => {
                  setAcceptTerms(event.target.checked);
                  clearField('accept_terms');
                }}
                slotProps={{ input: { 'aria-describedby': termsError ? 'terms-error' : undefined } }}
              />
            }
            label={
              <Trans i18nKey="checkout.terms" ns="subscriptions" components={{ terms: <Link component={RouterLink} to="/payment-terms" target="_blank" /> }} />
            }
          />
          {termsError && <FormHelperText id="terms-error">{termsError}</FormHelperText>}
        </FormControl>
        <Box sx={{ mt: 2 }}>
          <FormAlert message={formError} />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={leaving} data-testid="pay-button">
            {leaving ? t('checkout.paying') : t('checkout.pay', { amount: formatSar(price.total_halalas, i18n.language) })}
          </Button>
          <Typography variant="caption" color="text.secondary" sx={{ mt: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 0.5 }}>
            <LockOutlinedIcon sx={{ fontSize: 14 }} aria-hidden="true" />
            {t('checkout.secure')}
          </Typography>
        </Box>
      </Paper>
    </Box>
  );
}
