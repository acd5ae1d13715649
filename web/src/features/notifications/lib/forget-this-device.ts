import { getDevices } from '../api/get-devices';
import { removeDevice } from '../api/remove-device';
import { unsubscribeThisDevice } from './push';
import { forgetEndpoint, registeredEndpoint } from './registered-endpoint';

/**
 * Signing out: this browser stops receiving the user's notifications, while the session can
 * still say so to the server. Without it, the next person to use the browser would see the
 * previous user's notices arrive.
 */
export async function forgetThisDevice(): Promise<void> {
  const endpoint = registeredEndpoint();
  if (!endpoint) return;
  try {
    const push = await getDevices();
    const mine = push.devices.find((device) => device.endpoint === endpoint);
    if (mine) await removeDevice(mine.id);
    await unsubscribeThisDevice().catch(() => null);
  } finally {
    forgetEndpoint();
  }
}
