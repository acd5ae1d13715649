import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PauseCircleOutlinedIcon from '@mui/icons-material/PauseCircleOutlined';
import PlayCircleOutlinedIcon from '@mui/icons-material/PlayCircleOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDay, formatInteger, formatMoment, formatPrice } from '../../../lib/format';
import { canEdit, canSwitch, conditionText } from '../lib/alert-text';
import { cooldownParts } from '../lib/levels';
import { alertsPaths } from '../lib/paths';
import type { AlertState, AlertView } from '../types';

const stateChips: Record<AlertState, { color: 'success' | 'warning' | 'info' | 'default'; variant: 'filled' | 'outlined' }> = {
  active: { color: 'success', variant: 'filled' },
  paused: { color: 'warning', variant: 'outlined' },
  done: { color: 'info', variant: 'outlined' },
  expired: { color: 'default', variant: 'outlined' },
};

/** One line of the card: its label at the start, the value after it, on a phone too (the labels are short). */
function Fact({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Box sx={{ display: 'contents' }} data-testid={testId}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** What a press of one of the card's buttons asks for. */
export type AlertAction = 'pause' | 'resume' | 'edit' | 'delete';

/**
 * One alert as a card (a phone shows them one under another): its stock (to its page), the
 * condition with its level, the price now, how often it fires, until when, how often it fired
 * and when last; then pause or resume (while it still watches), edit and delete.
 */
export function AlertCard({ alert, busy, onAction }: { alert: AlertView; busy: boolean; onAction: (action: AlertAction, alert: AlertView) => void }) {
  const { t, i18n } = useTranslation('alerts');
  const language = i18n.language;
  const chip = stateChips[alert.state] ?? stateChips.expired;
  const quiet = cooldownParts(alert.cooldown_minutes);
  const repeat = alert.repeat === 'every' ? t('repeat.every', { quiet: t(`cooldown.${quiet.unit}`, { count: quiet.count }) }) : t(`repeat.${alert.repeat}`);
  const titleId = `alert-${alert.id}-title`;
  const condition = conditionText(alert, t, language);
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      data-testid={`alert-${alert.id}`}
      data-state={alert.state}
      data-symbol={alert.stock.symbol}
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h3" id={titleId} sx={{ fontSize: 18, fontWeight: 700, lineHeight: 1.3 }}>
            <Link component={RouterLink} to={alertsPaths.stock(alert.stock.id)} underline="hover" color="inherit" data-testid="alert-stock-link">
              <bdi>{alert.stock.name}</bdi>
            </Link>
          </Typography>
          <Typography variant="caption" color="text.secondary" component="bdi" dir="ltr">
            {alert.stock.symbol}
          </Typography>
        </Box>
        <Chip
          size="small"
          color={chip.color}
          variant={chip.variant}
          label={t(`state.${alert.state}`)}
          data-testid="alert-state"
          data-state={alert.state}
          sx={{ flexShrink: 0 }}
        />
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 0.75 }}>
        <Fact label={t('card.condition')} testId="alert-condition">
          {condition.words}
          {condition.level !== null && (
            <>
              {' '}
              <Box component="bdi" dir="ltr" sx={{ fontWeight: 700 }} data-testid="alert-level">
                {condition.level}
              </Box>
            </>
          )}
        </Fact>
        <Fact label={t('card.currentPrice')} testId="alert-current-price">
          <bdi dir="ltr">{formatPrice(alert.current_price, language)}</bdi>
        </Fact>
        <Fact label={t('card.repeat')} testId="alert-repeat">
          {repeat}
        </Fact>
        <Fact label={alert.state === 'expired' ? t('card.expired') : t('card.expires')} testId="alert-expires">
          {formatDay(alert.expires_at, language, 'long')}
        </Fact>
        <Fact label={t('card.fired')} testId="alert-fired">
          <bdi dir="ltr">{formatInteger(alert.fired_count, language)}</bdi>
        </Fact>
        <Fact label={t('card.lastFired')} testId="alert-last-fired">
          {alert.last_fired_at ? formatMoment(alert.last_fired_at, language) : t('card.never')}
        </Fact>
      </Box>
      <Box
        role="group"
        aria-label={t('card.actions', { stock: alert.stock.name })}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 'auto', pt: 1, borderTop: 1, borderColor: 'divider' }}
      >
        {canSwitch(alert) &&
          (alert.state === 'paused' ? (
            <Button size="small" startIcon={<PlayCircleOutlinedIcon />} onClick={() => onAction('resume', alert)} disabled={busy} data-testid="alert-resume">
              {t('card.resume')}
            </Button>
          ) : (
            <Button size="small" startIcon={<PauseCircleOutlinedIcon />} onClick={() => onAction('pause', alert)} disabled={busy} data-testid="alert-pause">
              {t('card.pause')}
            </Button>
          ))}
        {canEdit(alert) && (
          <Button size="small" startIcon={<EditOutlinedIcon />} onClick={() => onAction('edit', alert)} disabled={busy} data-testid="alert-edit">
            {t('card.edit')}
          </Button>
        )}
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutlinedIcon />}
          onClick={() => onAction('delete', alert)}
          disabled={busy}
          data-testid="alert-delete"
          sx={{ marginInlineStart: 'auto' }}
        >
          {t('card.delete')}
        </Button>
      </Box>
    </Paper>
  );
}
