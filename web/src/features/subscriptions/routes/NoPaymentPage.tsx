import Button from '@mui/material/Button';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MessagePage } from '../../../components/MessagePage';
import { useDocumentTitle } from '../../../components/use-document-title';

/** Where the API client sends a user whose plan does not include a feature (code 999). */
export function NoPaymentPage() {
  const { t } = useTranslation('subscriptions');
  useDocumentTitle(t('screens.noPayment'));
  return (
    <MessagePage
      testId="no-payment-page"
      icon={<LockOutlinedIcon />}
      title={t('noPayment.title')}
      description={t('noPayment.description')}
      actions={
        <>
          <Button variant="contained" component={RouterLink} to="/subscription">
            {t('noPayment.upgrade')}
          </Button>
          <Button variant="outlined" component={RouterLink} to="/">
            {t('common.backHome')}
          </Button>
        </>
      }
    />
  );
}
