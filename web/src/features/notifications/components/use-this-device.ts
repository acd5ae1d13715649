import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAddDevice } from '../api/add-device';
import { notificationKeys } from '../api/keys';
import { useRemoveDevice } from '../api/remove-device';
import { currentSubscription, PushError, pushSupport, subscribeThisDevice, unsubscribeThisDevice } from '../lib/push';
import { forgetEndpoint, registeredEndpoint, rememberEndpoint } from '../lib/registered-endpoint';
import type { PushDeviceBody, PushDevices } from '../types';

/** What the "This device" block says: no push here, blocked, being read, or whether notices reach it. */
export type ThisDeviceStatus = 'unsupported' | 'denied' | 'checking' | 'on' | 'off';

export interface ThisDevice {
  status: ThisDeviceStatus;
  /** This browser's subscription endpoint, registered or not (the other devices are the rest). */
  endpoint: string | null;
  busy: boolean;
  error: string | null;
  turnOn: () => void;
  turnOff: () => void;
}

/**
 * This browser as a receiver of the user's notifications: its subscription (a query, so the
 * block and the device list agree), and turning it on or off, the server's list and the
 * browser's subscription together. `push` is null while the deployment sends no push.
 */
export function useThisDevice(push: PushDevices | null): ThisDevice {
  const { t } = useTranslation('notifications');
  const queryClient = useQueryClient();
  const { mutateAsync: addDevice } = useAddDevice();
  const { mutateAsync: removeDevice } = useRemoveDevice();
  const [support, setSupport] = useState(() => pushSupport());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const subscription = useQuery({
    queryKey: notificationKeys.thisDevice,
    queryFn: () => currentSubscription(),
    enabled: push !== null && support !== 'unsupported',
    // Only this page changes it, and says so (`settle`).
    staleTime: Infinity,
    retry: false,
  });
  const endpoint = subscription.data?.endpoint ?? null;
  const registered = push?.devices.find((device) => device.endpoint === endpoint) ?? null;

  const messageOf = (failure: unknown): string | null => {
    if (failure instanceof PushError) {
      // A refusal shows as the status line ("blocked"), a dismissed prompt needs no word.
      if (failure.reason === 'denied' || failure.reason === 'dismissed') return null;
      return failure.reason === 'no-worker' ? t('device.noWorker') : t('device.failed');
    }
    return failure instanceof Error ? failure.message : t('device.failed');
  };

  const settle = (subscribed?: PushDeviceBody | null) => {
    if (subscribed !== undefined) queryClient.setQueryData(notificationKeys.thisDevice, subscribed);
    setSupport(pushSupport());
    setBusy(false);
    return queryClient.invalidateQueries({ queryKey: notificationKeys.thisDevice });
  };

  const turnOn = () => {
    const key = push?.public_key;
    if (!key || busy) return;
    setBusy(true);
    setError(null);
    // Called in the click itself: the permission prompt needs the user's gesture.
    void subscribeThisDevice(key)
      .then(async (body) => {
        const device = await addDevice(body);
        rememberEndpoint(device.endpoint);
        return settle(body);
      })
      .catch((failure: unknown) => {
        setError(messageOf(failure));
        return settle();
      });
  };

  const turnOff = () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    // The server first: a subscription left in the browser alone reaches nobody.
    void (registered ? removeDevice(registered.id) : Promise.resolve())
      .then(async () => {
        await unsubscribeThisDevice();
        forgetEndpoint();
        return settle(null);
      })
      .catch((failure: unknown) => {
        setError(messageOf(failure));
        return settle();
      });
  };

  // The browser replaced this device's subscription while no page was open (the worker's
  // `pushsubscriptionchange` cannot call the API: it has no token). The user had turned push on
  // here, so the new subscription is registered now, quietly, and the dead one removed.
  const renewed = useRef(false);
  const current = subscription.isSuccess ? subscription.data : undefined;
  useEffect(() => {
    const remembered = registeredEndpoint();
    const key = push?.public_key;
    if (renewed.current || !key || support !== 'granted' || current === undefined || !remembered || remembered === current?.endpoint) return;
    renewed.current = true;
    const stale = push?.devices.find((device) => device.endpoint === remembered);
    void (current ? Promise.resolve(current) : subscribeThisDevice(key))
      .then(async (body) => {
        const device = await addDevice(body);
        rememberEndpoint(device.endpoint);
        queryClient.setQueryData(notificationKeys.thisDevice, body);
        if (stale) await removeDevice(stale.id);
      })
      // Quietly: the block then says "off", and the user can turn it on again.
      .catch(() => undefined);
  }, [push, support, current, addDevice, removeDevice, queryClient]);

  const status: ThisDeviceStatus =
    support === 'unsupported'
      ? 'unsupported'
      : support === 'denied'
        ? 'denied'
        : subscription.isPending
          ? 'checking'
          : registered && support === 'granted'
            ? 'on'
            : 'off';

  return { status, endpoint, busy, error, turnOn, turnOff };
}
