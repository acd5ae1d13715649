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
import { ChangeText } from '../../components/ChangeText';
import { TICKER_INTERVAL_MS } from '../../lib/constants';
import { formatPrice } from '../../lib/format';

function toNumber(value: number | string): number {
  return typeof value === 'number' ? value : Number.parseFloat(value);
}

/**
 * An index, its level and its change. The change is the shared ChangeText (signed, in an LTR
 * isolate, so a fall keeps its minus in Arabic); when the header is narrow the name gives way
 * with an ellipsis, never the numbers.
 */
function TickerEntry({ item, language }: { item: IndexTickerItem; language: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', minWidth: 0, whiteSpace: 'nowrap' }}>
      <Typography variant="body2" noWrap sx={{ fontWeight: 600, minWidth: 0, flexShrink: 1 }} data-testid="index-ticker-name">
        <bdi>{item.name}</bdi>
      </Typography>
      <Typography variant="body2" sx={{ flexShrink: 0 }} data-testid="index-ticker-level">
        <bdi dir="ltr">{formatPrice(toNumber(item.price), language)}</bdi>
      </Typography>
      <Box component="span" sx={{ flexShrink: 0 }} data-testid="index-ticker-change">
        <ChangeText value={toNumber(item.price_change)} percent={toNumber(item.price_change_percent)} showArrow={false} fontWeight={400} />
      </Box>
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
          <Box sx={{ minWidth: 0 }}>
            <TickerEntry item={item} language={i18n.language} />
          </Box>
        </Fade>
      </Box>
    </Box>
  );
}
