import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { useStartTrial } from '../api/balance';

/** Starts the account's one free trial (plan-level chat for `days` days); the balance then reads unlimited. */
export function TrialButton({ days, variant = 'outlined' }: { days: number; variant?: 'outlined' | 'contained' | 'text' }) {
  const { t } = useTranslation('chat');
  const trial = useStartTrial();
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button variant={variant} size="small" onClick={() => trial.mutate()} disabled={trial.isPending} data-testid="chat-start-trial">
        {t('balance.startTrial', { count: days })}
      </Button>
      {trial.isError && (
        <Alert severity="error" role="alert" data-testid="chat-trial-error">
          {isApiError(trial.error) ? trial.error.message : t('errors.unknown')}
        </Alert>
      )}
    </Stack>
  );
}
