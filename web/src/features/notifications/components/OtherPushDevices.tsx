import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { formatDay, isolateLtr } from '../../../lib/format';
import { useRemoveDevice } from '../api/remove-device';
import type { PushDeviceView } from '../types';

/**
 * The user's other registered devices, under the settings: each by its push service's host (the
 * browser's maker: fcm.googleapis.com for Chrome, …) and the day it was added, with a way to
 * stop notices reaching one (a lost phone, a browser no longer used).
 */
export function OtherPushDevices({ devices }: { devices: PushDeviceView[] }) {
  const { t, i18n } = useTranslation('notifications');
  const remove = useRemoveDevice();
  if (devices.length === 0) return null;

  return (
    <Box component="section" aria-labelledby="push-devices-title" sx={{ mt: 3 }} data-testid="push-devices">
      <Typography variant="subtitle2" component="h3" id="push-devices-title" sx={{ mb: 1 }}>
        {t('devices.title')}
      </Typography>
      <FormAlert message={remove.isError ? remove.error.message : null} />
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {devices.map((device) => {
          const date = formatDay(device.created_at, i18n.language);
          return (
            <Box
              component="li"
              key={device.id}
              sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, py: 1, borderTop: 1, borderColor: 'divider' }}
              data-testid={`push-device-${device.id}`}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {/* A host name reads left to right, at the page's start in either direction. */}
                  <bdi>{device.service}</bdi>
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {t('devices.added', { date })}
                </Typography>
              </Box>
              <Button
                size="small"
                color="inherit"
                onClick={() => remove.mutate(device.id)}
                disabled={remove.isPending && remove.variables === device.id}
                aria-label={t('devices.removeOf', { service: isolateLtr(device.service), date })}
                sx={{ flexShrink: 0 }}
                data-testid={`push-device-${device.id}-remove`}
              >
                {t('devices.remove')}
              </Button>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
