import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { directionOf, type Language } from '../../../lib/language';
import { accountRoles, isAccountRole, useAccountCommand, type AccountCommand, type AccountRole, type StaffAccount } from '../api/staff-account';
import { useAccountLabels } from './account-labels';

export type AccountActionName = AccountCommand['action'];

const REASON_MAX = 1000;

/**
 * What staff do to an account, each behind a dialog that says what happens: disable (with a
 * reason) or enable, resend the confirmation code (while the email is not confirmed), send a
 * password reset link, change the role. The server's refusals (a 409: already done, or one's own
 * account) show in the dialog; `onDone` is told of each success.
 */
export function AccountActions({ account, isSelf, onDone }: { account: StaffAccount; isSelf: boolean; onDone: (action: AccountActionName) => void }) {
  const { t, i18n } = useTranslation('accounts');
  const labels = useAccountLabels();
  const command = useAccountCommand(account.id);
  // The last action opened stays named while its dialog closes.
  const [open, setOpen] = useState<AccountActionName | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [reason, setReason] = useState('');
  const currentRole = isAccountRole(account.role) ? account.role : null;
  const [role, setRole] = useState<AccountRole | ''>('');

  const start = (action: AccountActionName) => {
    command.reset();
    setReason('');
    setRole(currentRole ?? '');
    setOpen(action);
    setIsOpen(true);
  };
  const close = () => {
    if (!command.isPending) setIsOpen(false);
  };
  const run = (next: AccountCommand) =>
    command.mutate(next, {
      onSuccess: () => {
        setIsOpen(false);
        onDone(next.action);
      },
    });

  const error = command.error;
  const reasonError = open === 'disable' && isApiError(error) ? error.fieldError('reason') : undefined;
  const roleError = open === 'role' && isApiError(error) ? error.fieldError('role') : undefined;
  const message = error && !reasonError ? (roleError ?? error.message) : null;
  const disabled = Boolean(account.disabled_at);
  const roleChosen = role !== '' && role !== currentRole;
  const change = roleChosen ? `${labels.role(account.role)} ${labels.arrow} ${labels.role(role)}` : '';

  let body;
  let confirm;
  switch (open) {
    case 'disable':
      body = (
        <>
          <DialogContentText>{t('staff.account.confirm.disable.text')}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            multiline
            required
            minRows={3}
            margin="dense"
            label={t('staff.account.confirm.disable.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={Boolean(reasonError)}
            helperText={reasonError}
            slotProps={{ htmlInput: { maxLength: REASON_MAX, 'data-testid': 'account-disable-reason' } }}
          />
        </>
      );
      confirm = (
        <Button
          color="error"
          variant="contained"
          disabled={command.isPending}
          onClick={() => run({ action: 'disable', reason: reason.trim() })}
          data-testid="account-confirm"
        >
          {t('staff.account.confirm.disable.confirm')}
        </Button>
      );
      break;
    case 'enable':
      body = <DialogContentText>{t('staff.account.confirm.enable.text')}</DialogContentText>;
      confirm = (
        <Button color="success" variant="contained" disabled={command.isPending} onClick={() => run({ action: 'enable' })} data-testid="account-confirm">
          {t('staff.account.confirm.enable.confirm')}
        </Button>
      );
      break;
    case 'resend_verification':
      body = <DialogContentText>{t('staff.account.confirm.resendVerification.text', { email: account.email })}</DialogContentText>;
      confirm = (
        <Button variant="contained" disabled={command.isPending} onClick={() => run({ action: 'resend_verification' })} data-testid="account-confirm">
          {t('staff.account.confirm.resendVerification.confirm')}
        </Button>
      );
      break;
    case 'reset_password':
      body = <DialogContentText>{t('staff.account.confirm.resetPassword.text', { email: account.email })}</DialogContentText>;
      confirm = (
        <Button variant="contained" disabled={command.isPending} onClick={() => run({ action: 'reset_password' })} data-testid="account-confirm">
          {t('staff.account.confirm.resetPassword.confirm')}
        </Button>
      );
      break;
    case 'role':
      body = (
        <>
          <TextField
            select
            fullWidth
            margin="dense"
            label={t('staff.account.confirm.role.label')}
            value={role}
            onChange={(event) => setRole(isAccountRole(event.target.value) ? event.target.value : '')}
            error={Boolean(roleError)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'account-role-select' } }}
          >
            {currentRole === null && <option value="">{account.role}</option>}
            {accountRoles.map((value) => (
              <option key={value} value={value}>
                {labels.role(value)}
              </option>
            ))}
          </TextField>
          <DialogContentText sx={{ mt: 2 }} data-testid="account-role-change">
            {roleChosen
              ? t('staff.account.confirm.role.text', { name: account.name, from: labels.role(account.role), to: labels.role(role) })
              : t('staff.account.confirm.role.pick', { role: labels.role(account.role) })}
          </DialogContentText>
          {roleChosen && role === 'staff' && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {t('staff.account.confirm.role.toStaff')}
            </Alert>
          )}
          {roleChosen && currentRole === 'staff' && (
            <Alert severity="info" sx={{ mt: 2 }}>
              {t('staff.account.confirm.role.fromStaff')}
            </Alert>
          )}
        </>
      );
      confirm = (
        <Button
          variant="contained"
          disabled={command.isPending || !roleChosen}
          onClick={() => roleChosen && run({ action: 'role', role })}
          data-testid="account-confirm"
        >
          {roleChosen ? t('staff.account.confirm.role.confirm', { change }) : t('staff.account.actions.changeRole')}
        </Button>
      );
      break;
    default:
      body = null;
      confirm = null;
  }

  const titles: Record<AccountActionName, string> = {
    disable: t('staff.account.confirm.disable.title', { name: account.name }),
    enable: t('staff.account.confirm.enable.title', { name: account.name }),
    resend_verification: t('staff.account.confirm.resendVerification.title'),
    reset_password: t('staff.account.confirm.resetPassword.title'),
    role: t('staff.account.confirm.role.title', { name: account.name }),
  };

  return (
    <>
      <Box
        sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, flexWrap: 'wrap', alignItems: { xs: 'stretch', sm: 'center' }, gap: 1 }}
        data-testid="account-actions"
      >
        {disabled ? (
          <Button color="success" variant="contained" onClick={() => start('enable')} disabled={isSelf} data-testid="account-enable">
            {t('staff.account.actions.enable')}
          </Button>
        ) : (
          <Button color="error" variant="outlined" onClick={() => start('disable')} disabled={isSelf} data-testid="account-disable">
            {t('staff.account.actions.disable')}
          </Button>
        )}
        <Button variant="outlined" onClick={() => start('role')} disabled={isSelf} data-testid="account-role">
          {t('staff.account.actions.changeRole')}
        </Button>
        {!account.email_verified_at && (
          <Button variant="outlined" onClick={() => start('resend_verification')} data-testid="account-resend-verification">
            {t('staff.account.actions.resendVerification')}
          </Button>
        )}
        <Button variant="outlined" onClick={() => start('reset_password')} data-testid="account-reset-password">
          {t('staff.account.actions.resetPassword')}
        </Button>
      </Box>
      <Dialog
        open={isOpen}
        onClose={close}
        fullWidth
        maxWidth="sm"
        dir={directionOf(i18n.language as Language)}
        aria-labelledby="account-action-title"
        data-testid="account-action-dialog"
      >
        <DialogTitle id="account-action-title">{open && titles[open]}</DialogTitle>
        <DialogContent>
          {message && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="account-action-error">
              {message}
            </Alert>
          )}
          {body}
        </DialogContent>
        <DialogActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={close} disabled={command.isPending}>
            {t('staff.account.actions.cancel')}
          </Button>
          {confirm}
        </DialogActions>
      </Dialog>
    </>
  );
}
