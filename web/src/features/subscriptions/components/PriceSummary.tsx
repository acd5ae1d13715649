import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Price } from '../types';
import { Money } from './Money';

/**
 * The server's breakdown of one price: list price, discount (list and coupon together), the
 * credit an upgrade brings from the lower package, the price before VAT, the VAT and the
 * VAT-inclusive total. Nothing here is computed: every
 * amount is the server's.
 */
export function PriceSummary({ price }: { price: Price }) {
  const { t } = useTranslation('subscriptions');
  const row = (id: string, label: string, halalas: number, strong = false) => (
    <Box
      key={id}
      data-testid={`summary-${id}`}
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 0.75,
        alignItems: 'baseline',
        ...(strong && { borderTop: 1, borderColor: 'divider', mt: 0.5, pt: 1.25 }),
      }}
    >
      <Typography component="dt" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: strong ? 700 : 500, whiteSpace: 'nowrap', fontSize: strong ? 18 : undefined }}>
        <Money halalas={halalas} />
      </Typography>
    </Box>
  );
  return (
    <Box component="dl" sx={{ m: 0 }} aria-label={t('checkout.summary.title')} data-testid="price-summary">
      {row('list', t('checkout.summary.list'), price.list_halalas)}
      {price.discount_halalas - price.credit_halalas > 0 && row('discount', t('checkout.summary.discount'), -(price.discount_halalas - price.credit_halalas))}
      {price.credit_halalas > 0 && row('credit', t('checkout.summary.credit'), -price.credit_halalas)}
      {row('net', t('checkout.summary.net'), price.net_halalas)}
      {row('vat', t('checkout.summary.vat', { rate: price.vat_rate_percent }), price.vat_halalas)}
      {row('total', t('checkout.summary.total'), price.total_halalas, true)}
    </Box>
  );
}
