import Button from '@mui/material/Button';
import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslation } from 'react-i18next';
import { useUpdateLanguage } from '../../features/accounts/api/update-language';
import { storeLanguage, type Language } from '../../lib/language';
import { useSession } from '../../lib/session-context';

/**
 * Switches between Arabic and English: stores the choice, tells the server (for a signed-in
 * user's emails and notifications) and reloads, since direction and caches are set at start-up.
 */
export function LanguageToggle({ compact }: { compact: boolean }) {
  const { t, i18n } = useTranslation();
  const { isSignedIn } = useSession();
  const updateLanguage = useUpdateLanguage();
  const next: Language = i18n.language === 'ar' ? 'en' : 'ar';

  const toggle = async () => {
    storeLanguage(next);
    if (isSignedIn) {
      // The page language does not depend on the server; a failure here only affects emails.
      await updateLanguage.mutateAsync(next).catch(() => undefined);
    }
    window.location.reload();
  };

  return (
    <Button
      color="inherit"
      onClick={toggle}
      disabled={updateLanguage.isPending}
      startIcon={compact ? undefined : <TranslateIcon />}
      lang={next}
      title={t('header.switchLanguage')}
      data-testid="language-toggle"
      sx={{ minWidth: 0, px: compact ? 1 : 1.5 }}
    >
      {t('header.otherLanguage')}
    </Button>
  );
}
