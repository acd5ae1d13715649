import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDay } from '../../../lib/format';
import type { Subscription, SubscriptionSource } from '../types';
import { TaxDocumentLinks } from './TaxDocumentLink';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from now to `endsAt` (0 once it has passed); part of a day counts as a day. */
export function daysLeft(endsAt: string, now: number = Date.now()): number {
  const end = Date.parse(endsAt.length === 10 ? `${endsAt}T23:59:59` : endsAt);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - now) / DAY_MS));
}

const sourceColors: Record<SubscriptionSource, 'primary' | 'secondary' | 'default'> = {
  paid: 'primary',
  bonus: 'secondary',
};

/** Running now, a renewal waiting for the current period to end, or over. */
export type SubscriptionState = 'active' | 'upcoming' | 'expired';

export function subscriptionState(subscription: Pick<Subscription, 'active' | 'starts_at' | 'state'>, now: number = Date.now()): SubscriptionState {
  // The server says which it is; the dates decide only for an answer without `state`.
  if (subscription.state === 'active' || subscription.state === 'upcoming') return subscription.state;
  if (subscription.state === 'ended') return 'expired';
  if (subscription.active) return 'active';
  const start = Date.parse(subscription.starts_at);
  return Number.isFinite(start) && start > now ? 'upcoming' : 'expired';
}

/**
 * Where Renew leads: the product's own checkout, as the server names it (`/chat-payment/12`);
 * without one, the general checkout of the plan to renew; null when it cannot be renewed.
 */
export function renewPathOf(subscription: Pick<Subscription, 'renew_path' | 'renew_plan_id'>): string | null {
  const path = subscription.renew_path;
  // A path of this app only (not `//elsewhere` or `https:`).
  if (path && /^\/(?![/\\])/.test(path)) return path;
  if (subscription.renew_plan_id != null) return `/payment/${encodeURIComponent(String(subscription.renew_plan_id))}`;
  return null;
}

const stateChips: Record<SubscriptionState, { color: 'success' | 'info' | 'default'; variant: 'filled' | 'outlined' }> = {
  active: { color: 'success', variant: 'filled' },
  upcoming: { color: 'info', variant: 'outlined' },
  expired: { color: 'default', variant: 'outlined' },
};

/** One subscription: its period, where it came from, its invoice (and credit note, once refunded) and the way to renew it. */
export function SubscriptionCard({ subscription }: { subscription: Subscription }) {
  const { t, i18n } = useTranslation('subscriptions');
  const state = subscriptionState(subscription);
  const active = state === 'active';
  const over = state === 'expired';
  const renewPath = renewPathOf(subscription);
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={`subscription-${subscription.id}-name`}
      data-testid={`subscription-${subscription.id}`}
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="h6" component="h3" id={`subscription-${subscription.id}-name`} sx={{ fontWeight: 700, minWidth: 0 }}>
          {subscription.name}
        </Typography>
        <Chip
          size="small"
          color={stateChips[state].color}
          variant={stateChips[state].variant}
          label={t(`mine.${state}Badge`)}
          data-testid="subscription-state"
          data-state={state}
        />
        <Chip
          size="small"
          variant="outlined"
          color={sourceColors[subscription.source]}
          label={t(`mine.source.${subscription.source}`)}
          data-testid="subscription-source"
        />
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.25 }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {state === 'upcoming' ? t('mine.startsOn') : t('mine.starts')}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {formatDay(subscription.starts_at, i18n.language, 'long')}
        </Typography>
        <Typography component="dt" variant="body2" color="text.secondary">
          {over ? t('mine.ended') : t('mine.ends')}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {formatDay(subscription.ends_at, i18n.language, 'long')}
        </Typography>
      </Box>
      {active && (
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="subscription-days-left">
          {t('mine.daysLeft', { count: daysLeft(subscription.ends_at) })}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mt: 'auto', pt: 0.5 }}>
        {renewPath !== null ? (
          <Button
            variant={over ? 'contained' : 'outlined'}
            size="small"
            component={RouterLink}
            to={renewPath}
            data-testid="subscription-renew"
            aria-label={t('mine.renewName', { name: subscription.name })}
          >
            {t('mine.renew')}
          </Button>
        ) : (
          over && (
            <Button variant="outlined" size="small" component={RouterLink} to="/subscription">
              {t('mine.viewPlans')}
            </Button>
          )
        )}
        <TaxDocumentLinks invoice={subscription.invoice} creditNote={subscription.credit_note} testIdPrefix="subscription" />
      </Box>
    </Paper>
  );
}
