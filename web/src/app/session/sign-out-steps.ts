import { addSignOutStep } from '../../lib/sign-out-steps';

/**
 * The features' steps before signing out. Each is loaded only when someone signs out, so the
 * first screen carries none of it.
 */
export function addFeatureSignOutSteps(): void {
  addSignOutStep(() => import('../../features/notifications/lib/forget-this-device').then((m) => m.forgetThisDevice()));
}
