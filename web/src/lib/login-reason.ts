/**
 * Why a guest was sent to sign in, passed as the navigation's state so the sign-in page can say
 * it (a guest who picked a stock in the header search, or opened a page for members).
 */
export type LoginReason = { reason: 'chatAboutStock'; stock: string } | { reason: 'signedIn' };

export function loginReasonOf(state: unknown): LoginReason | null {
  if (typeof state !== 'object' || state === null || !('reason' in state)) return null;
  const { reason } = state as { reason: unknown };
  if (reason === 'signedIn') return { reason };
  if (reason === 'chatAboutStock' && 'stock' in state && typeof state.stock === 'string') return { reason, stock: state.stock };
  return null;
}
