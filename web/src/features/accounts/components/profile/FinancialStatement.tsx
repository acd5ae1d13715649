import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/EmptyState';

/**
 * The analyst's earnings statement. Its data (subscribers, subscriptions, payments) comes with
 * the analysts module; until then the tab says plainly that there is nothing to show.
 */
export function FinancialStatement() {
  const { t } = useTranslation('accounts');
  return <EmptyState icon={<ReceiptLongOutlinedIcon />} title={t('profile.statement.emptyTitle')} description={t('profile.statement.emptyDescription')} />;
}
