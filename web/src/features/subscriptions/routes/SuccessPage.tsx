import { useEffect } from 'react';
import Button from '@mui/material/Button';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { MessagePage } from '../../../components/MessagePage';
import { useDocumentTitle } from '../../../components/use-document-title';
import { clearAnalysisPaymentFlag } from '../../../lib/session-flags';

/** Which success this is: a stock-analysis request, or (by default) a subscription payment. */
type SuccessType = 'analysis' | 'payment';

function successTypeOf(param: string | undefined): SuccessType {
  return param === 'analysis' ? 'analysis' : 'payment';
}

/** After a completed payment or request. Reaching it ends the pending analysis-payment flow. */
export function SuccessPage() {
  const { t } = useTranslation('subscriptions');
  const type = successTypeOf(useParams().type);
  useDocumentTitle(t('screens.success'));

  useEffect(() => clearAnalysisPaymentFlag(), []);

  return (
    <MessagePage
      testId="success-page"
      icon={<CheckCircleOutlineIcon color="success" />}
      title={t(`success.${type}.title`)}
      description={t(`success.${type}.description`)}
      actions={
        <>
          {type === 'analysis' && (
            <Button variant="contained" component={RouterLink} to="/analysis/my-documents">
              {t('success.analysis.myDocuments')}
            </Button>
          )}
          <Button variant={type === 'analysis' ? 'outlined' : 'contained'} component={RouterLink} to="/">
            {t('common.backHome')}
          </Button>
        </>
      }
    />
  );
}
