import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/SectionCard';
import { formatChangePercent, formatDay, formatPercent, formatPrice } from '../../../lib/format';
import type { StockFundamentals } from '../../../shared-api/stocks';

/**
 * The newest reported year's growth, margin and valuation (computed by the server, the same as
 * the analysis PDF's), with the year they come from; the demo's generated years say so.
 */
export function FundamentalsCard({ fundamentals, language }: { fundamentals: StockFundamentals; language: string }) {
  const { t } = useTranslation('market');
  const f = fundamentals;
  const times = (value: number | null) => (value === null ? '—' : `${formatPrice(value, language)}×`);
  const rows: [string, string, string][] = [
    ['revenue-growth', t('fundamentals.revenueGrowth'), formatChangePercent(f.revenue_growth, language)],
    ['earnings-growth', t('fundamentals.earningsGrowth'), formatChangePercent(f.earnings_growth, language)],
    ['net-margin', t('fundamentals.netMargin'), formatPercent(f.net_margin, language, 2)],
    ['pe', t('fundamentals.pe'), times(f.pe)],
    ['pb', t('fundamentals.pb'), times(f.pb)],
    ['dividend-yield', t('fundamentals.dividendYield'), formatPercent(f.dividend_yield, language, 2)],
    ['payout', t('fundamentals.payout'), formatPercent(f.payout, language, 2)],
  ];
  return (
    <SectionCard
      title={t('fundamentals.title')}
      subtitle={t('fundamentals.period', { date: formatDay(f.period_end, language, 'long') })}
      actions={f.demo ? <Chip size="small" variant="outlined" color="warning" label={t('fundamentals.demo')} data-testid="fundamentals-demo" /> : undefined}
      testId="fundamentals"
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 4 }}>
        {rows.map(([id, label, value]) => (
          <Box
            key={id}
            data-testid={`fundamental-${id}`}
            sx={{ py: 1, borderBottom: 1, borderColor: 'divider', display: 'flex', justifyContent: 'space-between', gap: 2 }}
          >
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              <bdi dir="ltr">{value}</bdi>
            </Typography>
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}
