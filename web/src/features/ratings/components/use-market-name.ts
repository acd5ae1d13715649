import { useTranslation } from 'react-i18next';

/** A list's market by its `market_id` (1 TASI, 2 NOMU, 3 US), in the page's language. */
export function useMarketName(): (marketId: number) => string {
  const { t } = useTranslation('ratings');
  return (marketId) => (marketId === 1 || marketId === 2 || marketId === 3 ? t(`markets.${marketId}`) : String(marketId));
}
