import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Snackbar from '@mui/material/Snackbar';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { StaffPage } from '../../../components/StaffPage';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/QueryStates';
import { useDocumentTitle } from '../../../components/use-document-title';
import { TOAST_DURATION_MS } from '../../../lib/constants';
import { useStaffModules, type StaffModule } from './get-staff-modules';
import { useUpdateModule } from './update-module';

type Notice = { severity: 'success' | 'error'; text: string };

/** Staff switch the deployment's optional modules on and off (ARCHITECTURE "The module contract"). */
export function ModulesPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('staff.modules.title'));
  const modules = useStaffModules();
  const update = useUpdateModule();
  const [notice, setNotice] = useState<Notice | null>(null);
  // A switch is deliberate: it waits for a confirmation that names what users lose or gain.
  const [asked, setAsked] = useState<{ module: StaffModule; enabled: boolean } | null>(null);

  const nameOf = (module: StaffModule) => (i18n.language === 'ar' ? module.name_ar : module.name_en);
  const namesOf = (ids: string[]) => {
    const byId = new Map((modules.data ?? []).map((module) => [module.id, nameOf(module)]));
    return ids.map((id) => byId.get(id) ?? id).join(i18n.language === 'ar' ? '، ' : ', ');
  };

  const toggle = (module: StaffModule, enabled: boolean) => {
    update.mutate(
      { id: module.id, enabled },
      {
        onSuccess: () => setNotice({ severity: 'success', text: t(enabled ? 'staff.modules.turnedOn' : 'staff.modules.turnedOff', { name: nameOf(module) }) }),
        // The server words 409/422 in the user's language; network errors carry ours.
        onError: (error) => setNotice({ severity: 'error', text: error.message || t('errors.unknown') }),
      },
    );
  };

  let body;
  if (modules.isPending) body = <LoadingBlock height={320} />;
  else if (modules.isError) body = <ErrorBlock error={modules.error} onRetry={() => void modules.refetch()} />;
  else if (modules.data.length === 0) body = <EmptyBlock text={t('staff.modules.empty')} />;
  else
    body = (
      <TableContainer>
        <Table size="small" data-testid="staff-modules">
          <TableHead>
            <TableRow>
              <TableCell>{t('staff.modules.module')}</TableCell>
              <TableCell>{t('staff.modules.status')}</TableCell>
              <TableCell>{t('staff.modules.notes')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {modules.data.map((module) => {
              const pending = update.isPending && update.variables?.id === module.id;
              return (
                <TableRow key={module.id} data-testid={`staff-module-${module.id}`}>
                  <TableCell component="th" scope="row">
                    <Typography sx={{ fontWeight: 600 }}>{nameOf(module)}</Typography>
                    <Typography variant="caption" color="text.secondary" component="bdi" dir="ltr">
                      {module.id}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <Switch
                      checked={pending ? update.variables.enabled : module.enabled}
                      disabled={module.locked || (module.required && module.enabled) || update.isPending}
                      onChange={(_event, checked) => setAsked({ module, enabled: checked })}
                      slotProps={{ input: { 'aria-label': t('staff.modules.toggle', { name: nameOf(module) }) } }}
                    />
                  </TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
                      {module.required && <Chip size="small" label={t('staff.modules.required')} />}
                      {module.locked && <Chip size="small" variant="outlined" label={t('staff.modules.locked')} />}
                      {module.depends_on.length > 0 && (
                        <Typography variant="caption" color="text.secondary">
                          {t('staff.modules.dependsOn', { modules: namesOf(module.depends_on) })}
                        </Typography>
                      )}
                      {module.dependents.length > 0 && (
                        <Typography variant="caption" color="text.secondary">
                          {t('staff.modules.neededBy', { modules: namesOf(module.dependents) })}
                        </Typography>
                      )}
                    </Box>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    );

  const confirm = asked && (
    <Dialog open onClose={() => setAsked(null)} aria-labelledby="module-confirm-title" data-testid="staff-module-confirm">
      <DialogTitle id="module-confirm-title">
        {t(asked.enabled ? 'staff.modules.confirmOnTitle' : 'staff.modules.confirmOffTitle', { name: nameOf(asked.module) })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t(asked.enabled ? 'staff.modules.confirmOnBody' : 'staff.modules.confirmOffBody', { name: nameOf(asked.module) })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setAsked(null)} data-testid="staff-module-cancel">
          {t('staff.modules.cancel')}
        </Button>
        <Button
          variant="contained"
          color={asked.enabled ? 'primary' : 'error'}
          onClick={() => {
            toggle(asked.module, asked.enabled);
            setAsked(null);
          }}
          data-testid="staff-module-confirm-button"
        >
          {t(asked.enabled ? 'staff.modules.confirmOn' : 'staff.modules.confirmOff')}
        </Button>
      </DialogActions>
    </Dialog>
  );

  return (
    <StaffPage
      title={t('staff.modules.title')}
      subtitle={t('staff.modules.description')}
      after={
        <Snackbar
          open={notice !== null}
          autoHideDuration={TOAST_DURATION_MS}
          onClose={(_event, reason) => {
            if (reason !== 'clickaway') setNotice(null);
          }}
          // Snackbar places itself with CSS, which the RTL cache mirrors: 'right' lands at the end side.
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          {notice ? (
            <Alert severity={notice.severity} variant="filled" onClose={() => setNotice(null)} data-testid="staff-module-notice" sx={{ width: '100%' }}>
              {notice.text}
            </Alert>
          ) : undefined}
        </Snackbar>
      }
    >
      {body}
      {confirm}
    </StaffPage>
  );
}

export default ModulesPage;
