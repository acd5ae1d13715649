import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Fade from '@mui/material/Fade';
import Typography from '@mui/material/Typography';
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
 * returned at least one index (a missing market module answers 404: no ticker).
 */
export function IndexTicker({ enabled }: { enabled: boolean }) {
  const { t, i18n } = useTranslation();
  const indices = useIndices(enabled);
  const items = indices.data ?? [];
  const [position, setPosition] = useState(0);

  useEffect(() => {
    if (items.length < 2) return;
    const timer = window.setInterval(() => setPosition((p) => (p + 1) % items.length), TICKER_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [items.length]);

  const item = items[position % Math.max(items.length, 1)];
  if (!enabled || !item) return null;
  return (
    <Box
      role="marquee"
      aria-label={t('header.indexTicker')}
      aria-live="off"
      data-testid="index-ticker"
      sx={{ minWidth: 0, overflow: 'hidden' }}
    >
      <Fade in key={item.id} timeout={400}>
        <Box>
          <TickerEntry item={item} locale={i18n.language === 'ar' ? 'ar-SA-u-nu-latn' : 'en-US'} />
        </Box>
      </Fade>
    </Box>
  );
}
