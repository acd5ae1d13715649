import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { FormAlert } from '../../../components/FormAlert';
import { EmptyBlock, QuerySection } from '../../../components/QueryStates';
import { useDevices } from '../api/get-devices';
import { usePreferences } from '../api/get-preferences';
import { useUpdatePreferences } from '../api/update-preferences';
import { NOTIFICATION_SETTINGS_ID } from '../lib/paths';
import type { PreferenceView } from '../types';
import { OtherPushDevices } from './OtherPushDevices';
import { ThisDevicePush } from './ThisDevicePush';
import { useThisDevice } from './use-this-device';

/** A switch column: 80px, narrower on a phone so three of them leave room for the kind's name. */
const switchCell = { width: { xs: 60, sm: 80 }, px: { xs: 0, sm: 0.5 } };

/**
 * The profile's "Notifications" section (`/my_profile#notifications`, where emails link): for
 * each kind, whether it shows in the app, whether it is emailed and, where the deployment sends
 * Web Push, whether it reaches the user's devices. A switch saves as it moves. An email that is
 * part of the service (`email_always`) stays on, with a word why. With push come this browser's
 * on/off and the user's other devices; without it (no keys on the server), nothing about push.
 */
export function NotificationPreferences() {
  const { t } = useTranslation('notifications');
  const preferences = usePreferences();
  const save = useUpdatePreferences();
  const devices = useDevices();
  const push = devices.data?.enabled ? devices.data : null;
  const thisDevice = useThisDevice(push);
  const sectionRef = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const loaded = preferences.isSuccess;

  // Arriving from an email's link: the page opens at the top; come down once the rows are here.
  useEffect(() => {
    if (loaded && hash === `#${NOTIFICATION_SETTINGS_ID}`) sectionRef.current?.scrollIntoView?.({ block: 'start' });
  }, [loaded, hash]);

  // `push` goes only with its own switch: absent, the server keeps the stored choice.
  const change = (row: PreferenceView, next: { in_app?: boolean; email?: boolean; push?: boolean }) =>
    save.mutate([
      { kind: row.kind, in_app: next.in_app ?? row.in_app, email: next.email ?? row.email, ...(next.push === undefined ? {} : { push: next.push }) },
    ]);

  const status = save.isPending ? t('preferences.saving') : save.isSuccess ? t('preferences.saved') : '';

  return (
    <Paper
      ref={sectionRef}
      variant="outlined"
      component="section"
      id={NOTIFICATION_SETTINGS_ID}
      aria-labelledby="notification-preferences-title"
      sx={{ mt: 3, p: { xs: 2, md: 4 }, scrollMarginTop: 80 }}
      data-testid="notification-preferences"
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2" id="notification-preferences-title">
          {t('preferences.title')}
        </Typography>
        <Typography variant="body2" color={save.isSuccess ? 'success.main' : 'text.secondary'} role="status" data-testid="notification-preferences-status">
          {status}
        </Typography>
      </Box>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t(push ? 'preferences.subtitleWithPush' : 'preferences.subtitle')}
      </Typography>
      {push && <ThisDevicePush device={thisDevice} />}
      <FormAlert message={save.isError ? save.error.message : null} />
      <QuerySection query={preferences} loadingHeight={320}>
        {(rows) =>
          rows.length === 0 ? (
            <EmptyBlock text={t('preferences.none')} />
          ) : (
            <Table size="small" data-testid="notification-preferences-table">
              <TableHead>
                <TableRow>
                  <TableCell sx={{ paddingInlineStart: 0 }}>{t('preferences.kind')}</TableCell>
                  <TableCell align="center" sx={switchCell}>
                    {t('preferences.inApp')}
                  </TableCell>
                  <TableCell align="center" sx={switchCell}>
                    {t('preferences.email')}
                  </TableCell>
                  {push && (
                    <TableCell align="center" sx={switchCell}>
                      {t('preferences.push')}
                    </TableCell>
                  )}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.kind} data-testid={`preference-${row.kind}`}>
                    <TableCell component="th" scope="row" sx={{ paddingInlineStart: 0 }}>
                      <Typography variant="body2">{row.label}</Typography>
                      {row.email_always && (
                        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }} data-testid={`preference-${row.kind}-always`}>
                          {t('preferences.emailAlways')}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell align="center" sx={switchCell}>
                      <Switch
                        checked={row.in_app}
                        onChange={(_event, checked) => change(row, { in_app: checked })}
                        slotProps={{ input: { 'aria-label': t('preferences.inAppOf', { label: row.label }) } }}
                        data-testid={`preference-${row.kind}-in-app`}
                      />
                    </TableCell>
                    <TableCell align="center" sx={switchCell}>
                      <Switch
                        checked={row.email_always || row.email}
                        disabled={row.email_always}
                        onChange={(_event, checked) => change(row, { email: checked })}
                        slotProps={{ input: { 'aria-label': t('preferences.emailOf', { label: row.label }) } }}
                        data-testid={`preference-${row.kind}-email`}
                      />
                    </TableCell>
                    {push && (
                      <TableCell align="center" sx={switchCell}>
                        <Switch
                          checked={row.push}
                          onChange={(_event, checked) => change(row, { push: checked })}
                          slotProps={{ input: { 'aria-label': t('preferences.pushOf', { label: row.label }) } }}
                          data-testid={`preference-${row.kind}-push`}
                        />
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )
        }
      </QuerySection>
      {push && <OtherPushDevices devices={push.devices.filter((device) => device.endpoint !== thisDevice.endpoint)} />}
    </Paper>
  );
}
