import Button from '@mui/material/Button';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { useTranslation } from 'react-i18next';
import { MessagePage } from './MessagePage';

/** A screen failed to load (often a stale bundle after a deploy): reloading fetches the new one. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <MessagePage
      testId="route-error"
      icon={<ErrorOutlineIcon />}
      title={t('errors.unknown')}
      actions={
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('common.reload')}
        </Button>
      }
    />
  );
}
