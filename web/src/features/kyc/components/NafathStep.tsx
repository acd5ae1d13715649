import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useTranslation } from 'react-i18next';
import { ErrorBlock } from '../../../components/QueryStates';
import { SectionCard } from '../../../components/SectionCard';
import { useIdentityCheck } from '../api/identity-check';
import { checkOutcome, formatCountdown, secondsLeft } from '../lib/identity-check';
import type { IdentityCheck } from '../types';

interface NafathStepProps {
  /** The check POST /api/call_ap_web answered: shown at once, then followed by polling. */
  started: IdentityCheck;
  /** The user confirmed in Nafath: the form can be sent. */
  onCompleted: () => void;
  /** Back to the form, answers kept. */
  onBack: () => void;
}

/** The clock, every second, for the countdown. */
function useSecondClock(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return now;
}

/** Step 2: the number to pick in the Nafath app, a countdown to its expiry, and the outcome. */
export function NafathStep({ started, onCompleted, onBack }: NafathStepProps) {
  const { t } = useTranslation('kyc');
  const [waiting, setWaiting] = useState(true);
  const now = useSecondClock(waiting);
  const query = useIdentityCheck(waiting);
  const check = query.data ?? started;
  const outcome = checkOutcome(check, now);
  const reported = useRef(false);

  useEffect(() => {
    if (outcome !== 'waiting') setWaiting(false);
    if (outcome === 'completed' && !reported.current) {
      reported.current = true;
      onCompleted();
    }
  }, [outcome, onCompleted]);

  return (
    <SectionCard title={t('nafath.title')} testId="kyc-nafath">
      <Stack spacing={2.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Typography>{t('nafath.instructions')}</Typography>
        <Box
          sx={{ border: 2, borderColor: outcome === 'waiting' ? 'primary.main' : 'divider', borderRadius: 3, px: 5, py: 2, minWidth: 140 }}
          role="group"
          aria-label={t('nafath.numberLabel')}
        >
          <Typography variant="caption" color="text.secondary" component="p">
            {t('nafath.numberLabel')}
          </Typography>
          <Typography component="p" sx={{ fontSize: 56, fontWeight: 700, lineHeight: 1.2 }} data-testid="kyc-nafath-random">
            <bdi dir="ltr">{check.random}</bdi>
          </Typography>
        </Box>
        {check.identity_masked && (
          <Typography variant="body2" color="text.secondary">
            <Trans i18nKey="nafath.forIdentity" ns="kyc" values={{ masked: check.identity_masked }} components={{ id: <bdi dir="ltr" /> }} />
          </Typography>
        )}
        {outcome === 'waiting' && (
          <Stack spacing={1} sx={{ alignItems: 'center' }} aria-live="polite">
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <CircularProgress size={18} aria-hidden />
              <Typography>{t('nafath.waiting')}</Typography>
            </Stack>
            <Typography color="text.secondary" data-testid="kyc-nafath-countdown">
              <Trans
                i18nKey="nafath.timeLeft"
                ns="kyc"
                values={{ time: formatCountdown(secondsLeft(check.expires_at, now)) }}
                components={{ time: <bdi dir="ltr" /> }}
              />
            </Typography>
          </Stack>
        )}
        {outcome === 'completed' && (
          <Alert severity="success" data-testid="kyc-nafath-outcome" data-outcome="completed" sx={{ width: '100%' }}>
            {t('nafath.completed')}
          </Alert>
        )}
        {(outcome === 'rejected' || outcome === 'expired') && (
          <Alert severity="warning" data-testid="kyc-nafath-outcome" data-outcome={outcome} sx={{ width: '100%', textAlign: 'start' }}>
            {t(`nafath.${outcome}`)}
          </Alert>
        )}
        {query.isError && outcome === 'waiting' && <ErrorBlock error={query.error} onRetry={() => void query.refetch()} />}
        {outcome !== 'completed' && (
          <Button
            variant={outcome === 'waiting' ? 'text' : 'contained'}
            onClick={onBack}
            data-testid={outcome === 'waiting' ? 'kyc-nafath-back' : 'kyc-nafath-retry'}
          >
            {outcome === 'waiting' ? t('nafath.back') : t('nafath.tryAgain')}
          </Button>
        )}
      </Stack>
    </SectionCard>
  );
}
