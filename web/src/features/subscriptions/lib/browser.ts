/**
 * The two browser facilities the checkout depends on, behind one object so tests can replace
 * them: Apple Pay support (Safari's `ApplePaySession`) and leaving for the provider's page.
 */
interface ApplePaySessionLike {
  canMakePayments?: () => boolean;
}

declare global {
  interface Window {
    ApplePaySession?: ApplePaySessionLike;
  }
}

export const browser = {
  /** True only when the browser says it can pay with Apple Pay now. */
  canUseApplePay(): boolean {
    try {
      return window.ApplePaySession?.canMakePayments?.() === true;
    } catch {
      // Safari throws outside a secure context.
      return false;
    }
  },
  /** A full page load: the provider's hosted page is not part of the app. */
  leaveFor(url: string): void {
    window.location.assign(url);
  },
};

/** A fresh key for one payment attempt. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
