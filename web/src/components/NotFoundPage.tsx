import Button from '@mui/material/Button';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MessagePage } from './MessagePage';
import { useDocumentTitle } from './use-document-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <MessagePage
      testId="not-found"
      icon={<SearchOffIcon />}
      title={t('notFound.title')}
      description={t('notFound.description')}
      actions={
        <Button variant="contained" component={RouterLink} to="/">
          {t('common.backHome')}
        </Button>
      }
    />
  );
}
