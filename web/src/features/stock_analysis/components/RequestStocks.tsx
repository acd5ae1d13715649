import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatPercent, formatPrice } from '../../../lib/format';
import type { RequestStockView } from '../types';

/** A request's stocks, '(symbol) name'; with `positions`, what the client holds of each. */
export function RequestStocks({ stocks, positions = false }: { stocks: RequestStockView[]; positions?: boolean }) {
  const { t, i18n } = useTranslation('stock_analysis');
  const lang = i18n.language;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
      {stocks.map((stock) => (
        <Box component="li" key={stock.stock_id} sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            (<bdi dir="ltr">{stock.symbol}</bdi>) <bdi>{stock.name}</bdi>
          </Typography>
          {positions && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ m: 0 }}>
              {stock.owns_stock
                ? t('request.held', {
                    count: stock.quantity ?? 0,
                    price: formatPrice(stock.average_price, lang),
                    percent: formatPercent(stock.portfolio_percentage, lang, 2),
                  })
                : t('request.notHeld')}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
