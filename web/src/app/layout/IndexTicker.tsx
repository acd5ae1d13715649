import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Fade from '@mui/material/Fade';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useTranslation } from 'react-i18next';
import { useIndices, type IndexTickerItem } from '../../features/market/api/get-indices';
import { TICKER_INTERVAL_MS } from '../../lib/constants';

function toNumber(value: number | string): number {
  return typeof value === 'number' ? value : Number.parseFloat(value);
}

function TickerEntry({ item, locale }: { item: IndexTickerItem; locale: string }) {
  const change = toNumber(item.price_change);
  const percent = toNumber(item.price_change_percent);
  const number = (value: number, digits = 2) =>
    Number.isFinite(value)
      ? value.toLocaleString(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits })
      : '—';
  const color = change > 0 ? 'gain.main' : change < 0 ? 'loss.main' : 'text.secondary';
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', whiteSpace: 'nowrap' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {item.name}
      </Typography>
      <Typography variant="body2">{number(toNumber(item.price))}</Typography>
      <Typography variant="body2" sx={{ color }} dir="ltr">
        {change > 0 ? '+' : ''}
        {number(change)} ({percent > 0 ? '+' : ''}
        {number(percent)}%)
      </Typography>
    </Box>
  );
}

/**
 * One market index at a time, changing every 3 seconds. Renders nothing unless the server
 * returned at least one index (a missing market module answers 404: no ticker). It holds still
 * while the pointer or the focus is on it, when its pause button is pressed (WCAG 2.2.2), and
 * for people who asked their system for less motion (then the button starts it).
 */
export function IndexTicker({ enabled }: { enabled: boolean }) {
  const { t, i18n } = useTranslation();
  const indices = useIndices(enabled);
  const items = indices.data ?? [];
  const [position, setPosition] = useState(0);
  const lessMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [chosen, setChosen] = useState<'paused' | 'playing' | null>(null);
  const [held, setHeld] = useState(false);
  const playing = (chosen ?? (lessMotion ? 'paused' : 'playing')) === 'playing';

  useEffect(() => {
    if (items.length < 2 || !playing || held) return;
    const timer = window.setInterval(() => setPosition((p) => (p + 1) % items.length), TICKER_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [items.length, playing, held]);

  const item = items[position % Math.max(items.length, 1)];
  if (!enabled || !item) return null;
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      {items.length > 1 && (
        <IconButton
          size="small"
          onClick={() => setChosen(playing ? 'paused' : 'playing')}
          aria-label={t(playing ? 'header.pauseTicker' : 'header.playTicker')}
          title={t(playing ? 'header.pauseTicker' : 'header.playTicker')}
          data-testid="index-ticker-toggle"
          sx={{ flexShrink: 0 }}
        >
          {playing ? <PauseIcon fontSize="small" /> : <PlayArrowIcon fontSize="small" />}
        </IconButton>
      )}
      <Box role="marquee" aria-label={t('header.indexTicker')} aria-live="off" data-testid="index-ticker" sx={{ minWidth: 0, overflow: 'hidden' }}>
        <Fade in key={item.id} timeout={lessMotion ? 0 : 400}>
          <Box>
            <TickerEntry item={item} locale={i18n.language === 'ar' ? 'ar-SA-u-nu-latn' : 'en-US'} />
          </Box>
        </Fade>
      </Box>
    </Box>
  );
}
