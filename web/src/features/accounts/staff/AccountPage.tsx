import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import { Fact, Facts } from '../../../components/Facts';
import { ErrorBlock, LoadingBlock } from '../../../components/QueryStates';
import { StaffPage } from '../../../components/StaffPage';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiError } from '../../../lib/api-error';
import { formatDay, formatMoment } from '../../../lib/format';
import { useSession } from '../../../lib/session-context';
import { useStaffAccount, type StaffAccount } from '../api/staff-account';
import { AccountActions, type AccountActionName } from './AccountActions';
import { ActionLogPart, ConsentsPart, KycPart, PaymentsPart, SessionsPart, SubscriptionsPart } from './AccountParts';
import { useAccountLabels } from './account-labels';

/**
 * One account as staff open it from the users list (`/staff/users?user=ID`): its profile and
 * state, what staff may do to it, and its parts: subscriptions, payments, KYC and consents from
 * their modules (each left out while its module is off), its sessions and the log of staff actions.
 */
export function AccountPage({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation('accounts');
  const theme = useTheme();
  const account = useStaffAccount(id);
  useDocumentTitle(account.data?.name ?? t('staff.users.title'));
  const mirror = { transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' };

  const back = (
    <Box>
      <Button onClick={onBack} startIcon={<ArrowBackIcon sx={mirror} />} data-testid="account-back">
        {t('staff.account.back')}
      </Button>
    </Box>
  );

  if (account.isPending)
    return (
      <StaffPage title={t('staff.users.title')} toolbar={back}>
        <LoadingBlock height={320} />
      </StaffPage>
    );
  if (account.isError)
    return (
      <StaffPage title={t('staff.users.title')} toolbar={back}>
        {isApiError(account.error) && account.error.status === 404 ? (
          <Alert severity="warning" data-testid="account-not-found">
            {t('staff.account.notFound')}
          </Alert>
        ) : (
          <ErrorBlock error={account.error} onRetry={() => void account.refetch()} />
        )}
      </StaffPage>
    );

  return <AccountBody account={account.data} back={back} />;
}

function AccountBody({ account, back }: { account: StaffAccount; back: ReactNode }) {
  const { t } = useTranslation('accounts');
  const labels = useAccountLabels();
  const { user } = useSession();
  const isSelf = user !== null && String(user.id) === String(account.id);
  const [done, setDone] = useState<AccountActionName | null>(null);

  return (
    <StaffPage
      title={account.name}
      toolbar={back}
      after={
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <SubscriptionsPart id={account.id} />
          <PaymentsPart id={account.id} />
          <KycPart id={account.id} />
          <ConsentsPart id={account.id} />
          <SessionsPart account={account} />
          <ActionLogPart account={account} />
        </Box>
      }
    >
      <Box sx={{ display: 'grid', gap: 2, p: { xs: 0.5, sm: 0 } }} data-testid="account-page">
        {done && (
          <Alert severity="success" role="status" onClose={() => setDone(null)} data-testid="account-action-done">
            {t(`staff.account.done.${done}`)}
          </Alert>
        )}
        {account.disabled_at && (
          <Alert severity="error" icon={false} data-testid="account-disabled">
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Chip size="small" color="error" label={t('staff.account.disabledChip')} />
              {t('staff.account.profile.disabledSince', { date: formatMoment(account.disabled_at, labels.language) })}
            </Box>
            {account.disabled_reason && (
              <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }} data-testid="account-disabled-reason">
                {t('staff.account.log.reason', { reason: account.disabled_reason })}
              </Typography>
            )}
          </Alert>
        )}
        <Typography variant="h6" component="h2">
          {t('staff.account.profile.title')}
        </Typography>
        <Facts testId="account-profile">
          <Fact label={t('staff.account.profile.name')}>{account.name}</Fact>
          <Fact label={t('staff.account.profile.email')}>
            <bdi dir="ltr">{account.email}</bdi>
          </Fact>
          <Fact label={t('staff.account.profile.phone')}>{account.phone ? <bdi dir="ltr">{account.phone}</bdi> : '—'}</Fact>
          <Fact label={t('staff.account.profile.language')}>{labels.languageName(account.language)}</Fact>
          <Fact label={t('staff.account.profile.role')} testId="account-role-value">
            {labels.role(account.role)}
          </Fact>
          <Fact label={t('staff.account.profile.verification')} testId="account-verification">
            {account.email_verified_at ? (
              t('staff.account.profile.verifiedAt', { date: formatDay(account.email_verified_at, labels.language) })
            ) : (
              <Chip size="small" color="warning" label={t('staff.account.profile.notVerified')} />
            )}
          </Fact>
          <Fact label={t('staff.account.profile.createdAt')}>{formatDay(account.created_at, labels.language)}</Fact>
          <Fact label={t('staff.account.profile.status')} testId="account-status">
            {account.disabled_at ? t('staff.account.disabledChip') : t('staff.account.profile.active')}
          </Fact>
        </Facts>
        <Divider />
        <Typography variant="h6" component="h2">
          {t('staff.account.actions.title')}
        </Typography>
        {isSelf && (
          <Alert severity="info" data-testid="account-own">
            {t('staff.account.ownAccount')}
          </Alert>
        )}
        <AccountActions account={account} isSelf={isSelf} onDone={setDone} />
      </Box>
    </StaffPage>
  );
}
