import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDay } from '../../../lib/format';
import type { Subscription } from '../types';
import { TaxDocumentLinks } from './TaxDocumentLink';

/** Where a bought analysis is requested, followed and downloaded. */
const DOCUMENTS_PATH = '/analysis/my-documents';

/**
 * Something bought once (a stock analysis): its name, the day it was bought, its invoice and the
 * way to its request and documents. No period, no days left, no renewal.
 */
export function PurchaseCard({ purchase }: { purchase: Subscription }) {
  const { t, i18n } = useTranslation('subscriptions');
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}
      data-testid={`purchase-${purchase.id}`}
      aria-labelledby={`purchase-${purchase.id}-name`}
    >
      <Typography variant="h6" component="h3" id={`purchase-${purchase.id}-name`}>
        {purchase.name}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('mine.purchasedOn', { date: formatDay(purchase.starts_at, i18n.language, 'long') })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, pt: 0.5 }}>
        <Button variant="outlined" size="small" component={RouterLink} to={DOCUMENTS_PATH} data-testid="purchase-documents">
          {t('mine.purchaseDocuments')}
        </Button>
        <TaxDocumentLinks invoice={purchase.invoice} creditNote={purchase.credit_note} testIdPrefix="purchase" />
      </Box>
    </Paper>
  );
}
