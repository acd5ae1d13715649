import { useTranslation } from 'react-i18next';
import { directionOf, type Language } from '../../../lib/language';
import { isAccountRole } from '../api/staff-account';

const actionNames = ['disable', 'enable', 'resend_verification', 'reset_password', 'role'] as const;
const paymentStatuses = ['initiated', 'pending', 'paid', 'failed', 'cancelled', 'refunded'] as const;
const kycStatuses = ['awaiting_agreement', 'in_review', 'verified', 'rejected', 'erased'] as const;
const kycPaths = ['saudi', 'foreign'] as const;
const subscriptionStates = ['active', 'upcoming', 'ended'] as const;
const subscriptionSources = ['paid', 'bonus'] as const;
const languages = ['ar', 'en'] as const;

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T => (values as readonly string[]).includes(value);

/**
 * Names of the server's values on the account page, in the page's language; a value this
 * version does not know yet shows as the server sent it.
 */
export function useAccountLabels() {
  const { t, i18n } = useTranslation('accounts');
  const language = i18n.language;
  // The arrow of a change points the way the text reads: «مشترك ← محلل», "Subscriber → Analyst".
  const arrow = directionOf(language as Language) === 'rtl' ? '←' : '→';
  const role = (value: string) => (isAccountRole(value) ? t(`staff.users.roles.${value}`) : value);
  return {
    language,
    arrow,
    role,
    /** A role change as the log keeps it (`subscriber→analyst`), in words. */
    roleChange: (detail: string) => {
      const [from, to] = detail.split(/→|->/).map((part) => part.trim());
      return from && to ? `${role(from)} ${arrow} ${role(to)}` : detail;
    },
    action: (value: string) => (isOneOf(actionNames, value) ? t(`staff.account.log.actions.${value}`) : value),
    languageName: (value: string) => (isOneOf(languages, value) ? t(`staff.account.profile.languages.${value}`) : value),
    paymentStatus: (value: string) => (isOneOf(paymentStatuses, value) ? t(`staff.account.payments.statuses.${value}`) : value),
    kycStatus: (value: string) => (isOneOf(kycStatuses, value) ? t(`staff.account.kyc.statuses.${value}`) : value),
    kycPath: (value: string) => (isOneOf(kycPaths, value) ? t(`staff.account.kyc.paths.${value}`) : value),
    subscriptionState: (value: string) => (isOneOf(subscriptionStates, value) ? t(`staff.account.subscriptions.states.${value}`) : value),
    subscriptionSource: (value: string) => (isOneOf(subscriptionSources, value) ? t(`staff.account.subscriptions.sources.${value}`) : value),
  };
}
