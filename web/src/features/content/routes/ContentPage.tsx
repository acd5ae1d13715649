import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { PageLoader } from '../../../components/PageLoader';
import { useDocumentTitle } from '../../../components/use-document-title';
import { formatDay } from '../../../lib/format';
import type { Language } from '../../../lib/language';
import { useSession } from '../../../lib/session-context';
import { documentKeys, useContent, type ContentKey } from '../../../shared-api/content';
import { ConsentPrompt } from '../components/ConsentPrompt';
import { ContentArticle } from '../components/ContentArticle';

/**
 * A legal or information page from the server's site content. `language` forces the text's
 * language (the /en/privacy-policy page shows English inside an Arabic app), and with it the
 * text's direction. Under a legal document a signed-in user sees which version they accepted,
 * or is asked to accept the new one.
 */
export function ContentPage({ contentKey, language }: { contentKey: ContentKey; language?: Language }) {
  const { t, i18n } = useTranslation('content');
  const session = useSession();
  const content = useContent(contentKey, { language });
  useDocumentTitle(content.data?.title);

  if (content.isPending) return <PageLoader />;
  if (content.isError) {
    return (
      <Box sx={{ maxWidth: 860, mx: 'auto' }}>
        <FormAlert message={content.error.message} />
        <Button variant="outlined" onClick={() => void content.refetch()}>
          {t('common.retry')}
        </Button>
      </Box>
    );
  }

  const isDocument = documentKeys.includes(contentKey);
  return (
    <ContentArticle
      title={content.data.title}
      body={content.data.body}
      format={content.data.format}
      language={language}
      testId={`content-${contentKey}`}
      meta={
        isDocument
          ? t('page.version', { version: content.data.version, date: formatDay(content.data.updated_at, language ?? i18n.language, 'long') })
          : undefined
      }
    >
      {isDocument && session.isSignedIn && <ConsentPrompt documentKey={contentKey} />}
    </ContentArticle>
  );
}
