import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChangeText } from '../../../components/ChangeText';
import { FavouriteButton } from '../../../components/FavouriteButton';
import { KeyFigure } from '../../../components/KeyFigure';
import { formatDay, formatPercent, formatPrice } from '../../../lib/format';
import { useFavouriteOpinion } from '../api/opinions';
import type { Opinion, OpinionStatus, ResolutionReason } from '../types';

const statusColor: Record<OpinionStatus, 'default' | 'success' | 'error'> = { pending: 'default', success: 'success', failed: 'error' };

/** The opinion's status chip: pending, 'Opinion succeeded' or 'Opinion failed'. */
export function StatusChip({ opinion }: { opinion: Opinion }) {
  const { t } = useTranslation('opinions');
  const status = opinion.status as OpinionStatus;
  return (
    <Chip
      size="small"
      color={statusColor[status] ?? 'default'}
      label={t(`status.${status}`)}
      data-testid={`opinion-status-${opinion.id}`}
      data-status={status}
    />
  );
}

/** An opinion Eva's staff hid: its analyst (and staff) see it with the reason; readers never get it. */
export function HiddenNotice({ opinion }: { opinion: Opinion }) {
  const { t } = useTranslation('opinions');
  if (!opinion.hidden_at) return null;
  return (
    <Alert severity="warning" data-testid={`opinion-hidden-${opinion.id}`}>
      {t('moderation.hiddenBecause', { reason: opinion.hidden_reason ?? '' })}
    </Alert>
  );
}

/** How a decided opinion was decided: the reason, the price, when, and the return. */
export function ResolutionLine({ opinion }: { opinion: Opinion }) {
  const { t, i18n } = useTranslation('opinions');
  const resolution = opinion.resolution;
  if (!resolution) return null;
  return (
    <Box data-testid={`opinion-resolution-${opinion.id}`}>
      <Typography variant="body2">
        {t('opinion.decided', {
          reason: t(`reason.${resolution.reason as ResolutionReason}`),
          price: formatPrice(resolution.price, i18n.language),
          date: formatDay(resolution.at, i18n.language),
        })}{' '}
        · <ChangeText percent={resolution.return_percent} />
      </Typography>
      {resolution.decided_on === 'underlying' && (
        <Typography variant="caption" color="text.secondary">
          {t('opinion.underlying')}
        </Typography>
      )}
    </Box>
  );
}

/** One opinion as a card: the call, its prices and its state. */
export function OpinionCard({ opinion, canFavourite, onEdit }: { opinion: Opinion; canFavourite: boolean; onEdit?: (opinion: Opinion) => void }) {
  const { t, i18n } = useTranslation('opinions');
  const favourite = useFavouriteOpinion();
  const lang = i18n.language;
  const options = opinion.operation_type === 'options';
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.25 }} data-testid={`opinion-${opinion.id}`}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            <bdi dir="ltr">{opinion.symbol}</bdi> · <bdi>{opinion.company}</bdi>
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('opinion.published', { date: formatDay(opinion.published_at, lang) })}
            {opinion.version > 1 && ` · ${t('opinion.edited', { version: opinion.version, date: formatDay(opinion.updated_at, lang) })}`}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
          <StatusChip opinion={opinion} />
          {canFavourite && (
            <FavouriteButton
              favorite={opinion.favorite}
              disabled={favourite.isPending}
              onToggle={() => favourite.mutate(opinion.id)}
              testId={`favourite-opinion-${opinion.id}`}
            />
          )}
        </Box>
      </Box>
      <HiddenNotice opinion={opinion} />
      <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
        <Chip size="small" variant="outlined" label={t(`operation.${opinion.operation_type as 'stocks' | 'options'}`)} />
        <Chip
          size="small"
          color={opinion.order_type === 'buy' || opinion.order_type === 'call' ? 'success' : 'error'}
          label={t(`order.${opinion.order_type as 'buy' | 'sell' | 'call' | 'put'}`)}
        />
        <Chip
          size="small"
          variant="outlined"
          label={`${t('opinion.duration')}: ${t(`durationType.${opinion.duration_type as 'short' | 'medium' | 'long'}`)}`}
        />
        <Chip size="small" variant="outlined" label={`${t('opinion.analysis')}: ${t(`analysisType.${opinion.analysis_type as 'technical' | 'financial'}`)}`} />
        {opinion.image_count > 0 && <Chip size="small" variant="outlined" label={t('opinion.images', { count: opinion.image_count })} />}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 1 }}>
        <KeyFigure label={t('opinion.entry')}>
          <bdi dir="ltr">{formatPrice(opinion.entry_price, lang)}</bdi>
        </KeyFigure>
        <KeyFigure label={t('opinion.target')} detail={`${t('opinion.change')} ${formatPercent(opinion.change_to_target_percent, lang, 2)}`}>
          <bdi dir="ltr">{formatPrice(opinion.target_price, lang)}</bdi>
        </KeyFigure>
        <KeyFigure label={t('opinion.stop')} detail={`${t('opinion.stopType')} ${t(`stopType.${opinion.stop_type as 'hour' | 'two_hours' | 'day' | 'week'}`)}`}>
          <bdi dir="ltr">{formatPrice(opinion.stop_loss, lang)}</bdi>
        </KeyFigure>
        <KeyFigure label={t('opinion.current')} detail={`${t('opinion.until')} ${formatDay(opinion.duration_date, lang)}`}>
          <bdi dir="ltr">{formatPrice(opinion.current_price, lang)}</bdi>
        </KeyFigure>
        {options && (
          <>
            <KeyFigure label={t('opinion.strike')}>
              <bdi dir="ltr">{formatPrice(opinion.strike_price, lang)}</bdi>
            </KeyFigure>
            <KeyFigure label={t('opinion.expiration')}>{formatDay(opinion.expiration_date, lang)}</KeyFigure>
            <KeyFigure label={t('opinion.optionPrice')}>
              <bdi dir="ltr">{formatPrice(opinion.option_price, lang)}</bdi>
            </KeyFigure>
          </>
        )}
      </Box>
      <ResolutionLine opinion={opinion} />
      {opinion.additional_info && <Typography variant="body2">{opinion.additional_info}</Typography>}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button size="small" variant="outlined" component={RouterLink} to={`/opinion/${opinion.id}`} data-testid={`open-opinion-${opinion.id}`}>
          {t('opinion.open')}
        </Button>
        {onEdit && opinion.status === 'pending' && (
          <Button size="small" onClick={() => onEdit(opinion)} data-testid={`edit-opinion-${opinion.id}`}>
            {t('opinion.edit')}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
