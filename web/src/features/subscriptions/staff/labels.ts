import { useTranslation } from 'react-i18next';
import { featureKinds } from '../lib/pricing';
import type { FeatureKind, PaymentMethod, PaymentStatus, PlanType, ProductKind, StaffProduct } from '../types';

/** Durations staff price, in order: time plans, or the one payment of a stock analysis. */
export const timePlanTypes: readonly PlanType[] = ['monthly', 'quarterly', 'biannual', 'annual'];

export function planTypesFor(product: StaffProduct): readonly PlanType[] {
  return product === 'stock_analysis' ? ['one_off'] : timePlanTypes;
}

export const staffProducts: readonly StaffProduct[] = ['platform', 'reports', 'stock_analysis'];
export const allProducts: readonly ProductKind[] = ['platform', 'reports', 'stock_analysis', 'rating_list', 'opinion_list'];
export const paymentStatuses: readonly PaymentStatus[] = ['initiated', 'pending', 'paid', 'failed', 'cancelled', 'refunded'];
const paymentMethods: readonly PaymentMethod[] = ['mada', 'apple_pay', 'visa', 'mastercard', 'bnpl'];
const planTypes: readonly PlanType[] = [...timePlanTypes, 'one_off'];

const paymentProviders = ['moyasar', 'tabby', 'sandbox'] as const;

/** The server's own words for a payment's moves, and their keys under staff.payments.detail.details. */
const knownDetails: Record<
  string,
  | 'hostedPageOpened'
  | 'captured'
  | 'cancelledByBuyer'
  | 'refundedAtProvider'
  | 'refundedByStaff'
  | 'partlyRefundedByStaff'
  | 'checkout'
  | 'expiryRun'
  | 'invoiceFailed'
  | 'providerCouldNotStart'
  | undefined
> = {
  'hosted page opened': 'hostedPageOpened',
  captured: 'captured',
  'cancelled by the buyer': 'cancelledByBuyer',
  'refunded at the provider': 'refundedAtProvider',
  'refunded by staff': 'refundedByStaff',
  'partly refunded by staff': 'partlyRefundedByStaff',
  checkout: 'checkout',
  'subscription expiry run': 'expiryRun',
  'could not issue the invoice': 'invoiceFailed',
  'the payment provider could not start a payment': 'providerCouldNotStart',
};

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T => (values as readonly string[]).includes(value);

export const isStaffProduct = (product: string): product is StaffProduct => isOneOf(staffProducts, product);
export const isFeatureKind = (grant: string): grant is FeatureKind => isOneOf(featureKinds, grant);
export const isPaymentStatus = (status: string): status is PaymentStatus => isOneOf(paymentStatuses, status);

/**
 * Names of the server's enumerations in the page's language; a value this version does not
 * know yet shows as the server sent it.
 */
export function useStaffLabels() {
  const { t, i18n } = useTranslation('subscriptions');
  return {
    language: i18n.language,
    product: (product: string) => (isOneOf(allProducts, product) ? t(`staff.products.${product}`) : product),
    duration: (planType: string) => (isOneOf(planTypes, planType) ? t(`staff.durations.${planType}`) : planType),
    grant: (grant: string) => (isFeatureKind(grant) ? t(`compare.features.${grant}`) : grant),
    status: (status: string) => (isPaymentStatus(status) ? t(`staff.payments.statuses.${status}`) : status),
    method: (method: string) => (isOneOf(paymentMethods, method) ? t(`staff.payments.methods.${method}`) : method),
    /**
     * Who moved a payment (`user:12`, `staff:3`, `provider:moyasar`, `webhook:tabby`, `system`):
     * a person by name and role, a provider by its name, the system as such.
     */
    actor: (actor: string, name?: string | null) => {
      const [kind = '', ...rest] = actor.split(':');
      const value = rest.join(':');
      if (kind === 'user' || kind === 'staff') {
        return name ? t(`staff.payments.detail.actors.${kind}`, { name }) : t(`staff.payments.detail.actors.${kind}Id`, { id: value });
      }
      if (kind === 'provider' || kind === 'webhook') {
        const provider = isOneOf(paymentProviders, value) ? t(`staff.payments.detail.providers.${value}`) : value;
        return t(`staff.payments.detail.actors.${kind}`, { name: provider });
      }
      if (kind === 'system') return t('staff.payments.detail.actors.system');
      return actor;
    },
    /** What the server says of a move, in words when it is one of its own; a provider's text as given. */
    detail: (detail: string) => {
      const key = knownDetails[detail];
      return key ? t(`staff.payments.detail.details.${key}`) : detail;
    },
    /** Names as they are kept in both languages, the page's first. */
    localName: (item: { name_ar: string; name_en: string }) => (i18n.language === 'ar' ? item.name_ar || item.name_en : item.name_en || item.name_ar),
  };
}

/** The colour of a payment's state. */
export function statusColour(status: string): 'default' | 'success' | 'warning' | 'error' | 'info' {
  switch (status) {
    case 'paid':
      return 'success';
    case 'initiated':
    case 'pending':
      return 'warning';
    case 'failed':
      return 'error';
    case 'refunded':
      return 'info';
    default:
      return 'default';
  }
}
