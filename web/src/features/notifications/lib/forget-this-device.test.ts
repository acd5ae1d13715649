import { afterEach, describe, expect, it, vi } from 'vitest';
import { localKeys } from '../../../lib/storage-keys';

const getDevices = vi.fn();
const removeDevice = vi.fn();
const unsubscribeThisDevice = vi.fn();
vi.mock('../api/get-devices', () => ({ getDevices: () => getDevices() }));
vi.mock('../api/remove-device', () => ({ removeDevice: (id: number) => removeDevice(id) }));
vi.mock('./push', () => ({ unsubscribeThisDevice: () => unsubscribeThisDevice() }));

const { forgetThisDevice } = await import('./forget-this-device');

const here = 'https://fcm.googleapis.com/fcm/send/here';

describe('forgetting this device at sign-out', () => {
  afterEach(() => {
    localStorage.clear();
    vi.clearAllMocks();
  });

  it('removes this browser from the user devices and ends its subscription', async () => {
    localStorage.setItem(localKeys.pushEndpoint, here);
    getDevices.mockResolvedValue({
      enabled: true,
      public_key: 'k',
      devices: [
        {
          id: 7,
          endpoint: 'https://fcm.googleapis.com/fcm/send/phone',
          service: 'fcm.googleapis.com',
          created_at: '2026-11-01T00:00:00Z',
          last_pushed_at: null,
        },
        { id: 9, endpoint: here, service: 'fcm.googleapis.com', created_at: '2026-11-02T00:00:00Z', last_pushed_at: null },
      ],
    });
    unsubscribeThisDevice.mockResolvedValue(here);
    await forgetThisDevice();
    expect(removeDevice).toHaveBeenCalledExactlyOnceWith(9);
    expect(unsubscribeThisDevice).toHaveBeenCalledOnce();
    expect(localStorage.getItem(localKeys.pushEndpoint)).toBeNull();
  });

  it('does nothing where notifications were never turned on', async () => {
    await forgetThisDevice();
    expect(getDevices).not.toHaveBeenCalled();
    expect(removeDevice).not.toHaveBeenCalled();
  });

  it('forgets the endpoint even when the server cannot be reached', async () => {
    localStorage.setItem(localKeys.pushEndpoint, here);
    getDevices.mockRejectedValue(new Error('offline'));
    await expect(forgetThisDevice()).rejects.toThrow('offline');
    expect(localStorage.getItem(localKeys.pushEndpoint)).toBeNull();
  });
});
