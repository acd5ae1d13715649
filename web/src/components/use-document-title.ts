import { useEffect } from 'react';
import i18n from '../i18n';

/** "Screen — Eva" in the tab title. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    const app = i18n.t('common.appName');
    document.title = title ? `${title} — ${app}` : app;
  }, [title]);
}
