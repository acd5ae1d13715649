import { useTranslation } from 'react-i18next';

/** The namespaces that name a list's market as `markets.1` … `markets.3`, each in its own words. */
type MarketNamespace = 'ratings' | 'opinions';

/**
 * A list's market by its `market_id` (1 TASI, 2 NOMU, 3 US), in the page's language and the
 * feature's words; another id is shown as it is.
 */
export function useMarketName(ns: MarketNamespace): (marketId: number) => string {
  const { t } = useTranslation(ns);
  return (marketId) => (marketId === 1 || marketId === 2 || marketId === 3 ? t(`markets.${marketId}`) : String(marketId));
}
