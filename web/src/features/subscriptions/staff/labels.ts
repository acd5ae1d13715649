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
    /** `user:12`, `staff:3`, `provider:moyasar`, `webhook:tabby`, `system`. */
    actor: (actor: string) => {
      const [kind = '', ...rest] = actor.split(':');
      const value = rest.join(':');
      if (kind === 'user' || kind === 'staff') return t(`staff.payments.detail.actors.${kind}`, { id: value });
      if (kind === 'provider' || kind === 'webhook') return t(`staff.payments.detail.actors.${kind}`, { name: value });
      if (kind === 'system') return t('staff.payments.detail.actors.system');
      return actor;
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
