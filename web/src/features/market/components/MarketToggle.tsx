import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import type { MarketCode } from '../../../shared-api/market';
import { MARKET_IDS } from '../api/types';

const codeOf: Record<number, MarketCode> = { 1: 'TASI', 2: 'NOMU', 3: 'US' };

/**
 * Choice of market. `0` stands for all markets when `allowAll` is set (list screens filter by
 * market; per-market figures need one).
 */
export function MarketToggle({
  value,
  onChange,
  markets = ['TASI', 'NOMU', 'US'],
  allowAll = false,
}: {
  value: number;
  onChange: (marketId: number) => void;
  markets?: MarketCode[];
  allowAll?: boolean;
}) {
  const { t } = useTranslation('market');
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      onChange={(_event, next: number | null) => {
        if (next !== null) onChange(next);
      }}
      aria-label={t('market')}
      sx={{ flexWrap: 'wrap' }}
    >
      {allowAll && <ToggleButton value={0}>{t('allMarkets')}</ToggleButton>}
      {markets.map((code) => (
        <ToggleButton key={code} value={MARKET_IDS[code]} data-testid={`market-toggle-${code}`}>
          {t(`markets.${code}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

export function marketCodeOf(marketId: number): MarketCode | null {
  return codeOf[marketId] ?? null;
}
