import Button from '@mui/material/Button';
import ConstructionIcon from '@mui/icons-material/Construction';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ScreenTitleKey } from '../i18n/screen-titles';
import { MessagePage } from './MessagePage';
import { useDocumentTitle } from './use-document-title';

/** Honest placeholder for a screen whose feature is not built yet. */
export function ComingSoonPage({ titleKey }: { titleKey: ScreenTitleKey }) {
  const { t } = useTranslation();
  const title = t(titleKey);
  useDocumentTitle(title);
  return (
    <MessagePage
      testId="coming-soon"
      icon={<ConstructionIcon />}
      title={title}
      description={t('comingSoon.description')}
      actions={
        <Button variant="outlined" component={RouterLink} to="/">
          {t('common.backHome')}
        </Button>
      }
    />
  );
}

export default ComingSoonPage;
