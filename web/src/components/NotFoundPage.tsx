import Button from '@mui/material/Button';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MessagePage } from './MessagePage';
import { useDocumentTitle } from './use-document-title';

/**
 * Nothing at this address. `message`: the server's own word for a 404 (already in the user's
 * language), such as «سحب فريق إيفا هذه القائمة» for a list Eva's staff withdrew; it then
 * replaces the generic title and sentence.
 */
export function NotFoundPage({ message }: { message?: string | null } = {}) {
  const { t } = useTranslation();
  const title = message || t('notFound.title');
  useDocumentTitle(title);
  return (
    <MessagePage
      testId="not-found"
      icon={<SearchOffIcon />}
      title={title}
      description={message ? undefined : t('notFound.description')}
      actions={
        <Button variant="contained" component={RouterLink} to="/">
          {t('common.backHome')}
        </Button>
      }
    />
  );
}
