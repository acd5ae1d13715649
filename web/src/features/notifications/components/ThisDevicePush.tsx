import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import type { ThisDevice } from './use-this-device';

/**
 * "This device", above the settings: whether the notices chosen "on devices" reach this browser,
 * and one button to change it. Where the browser cannot (no push, or blocked) it says why
 * instead, with no button: only the user can change that, in the browser.
 */
export function ThisDevicePush({ device }: { device: ThisDevice }) {
  const { t } = useTranslation('notifications');
  const { status } = device;
  const canToggle = status === 'on' || status === 'off';

  return (
    <Box
      component="section"
      aria-labelledby="push-this-device-title"
      sx={{ mb: 2, p: 2, borderRadius: 1, bgcolor: 'action.hover' }}
      data-testid="push-this-device"
    >
      <Typography variant="subtitle2" component="h3" id="push-this-device-title">
        {t('device.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 0.5 }} data-testid="push-this-device-status">
        {t(`device.${status}`)}
      </Typography>
      {device.error && (
        <Box sx={{ mt: 1.5, '& .MuiAlert-root': { mb: 0 } }}>
          <FormAlert message={device.error} />
        </Box>
      )}
      {canToggle && (
        <Button
          variant={status === 'off' ? 'contained' : 'outlined'}
          size="small"
          disabled={device.busy}
          onClick={status === 'off' ? device.turnOn : device.turnOff}
          sx={{ mt: 1.5 }}
          data-testid="push-this-device-toggle"
        >
          {t(status === 'off' ? 'device.turnOn' : 'device.turnOff')}
        </Button>
      )}
    </Box>
  );
}
