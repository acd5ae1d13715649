import Button from '@mui/material/Button';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { MessagePage } from '../../../components/MessagePage';
import { useDocumentTitle } from '../../../components/use-document-title';

/** After asking for a reset link. The wording never reveals whether the address has an account. */
export function ForgotPasswordConfirmationPage() {
  const { t } = useTranslation('accounts');
  useDocumentTitle(t('screens.forgotPasswordConfirmation'));
  const state = (useLocation().state ?? {}) as { message?: string };
  return (
    <MessagePage
      testId="forgot-confirmation"
      icon={<MarkEmailReadOutlinedIcon />}
      title={t('auth.forgotConfirmation.title')}
      description={state.message || t('auth.forgotConfirmation.description')}
      actions={
        <Button variant="contained" component={RouterLink} to="/login">
          {t('auth.backToLogin')}
        </Button>
      }
    />
  );
}
