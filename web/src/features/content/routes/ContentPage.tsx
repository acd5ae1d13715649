import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { PageLoader } from '../../../components/PageLoader';
import { useDocumentTitle } from '../../../components/use-document-title';
import type { Language } from '../../../lib/language';
import { directionOf } from '../../../lib/language';
import { useContent, type ContentKey } from '../api/get-content';
import { toParagraphs } from '../paragraphs';

/**
 * A legal or information page from the server's site content. `language` forces the text's
 * language (the /en/privacy-policy page shows English inside an Arabic app), and with it the
 * text's direction.
 */
export function ContentPage({ contentKey, language }: { contentKey: ContentKey; language?: Language }) {
  const { t } = useTranslation('content');
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

  return (
    <Paper
      component="article"
      variant="outlined"
      lang={language}
      dir={language ? directionOf(language) : undefined}
      sx={{ maxWidth: 860, mx: 'auto', p: { xs: 3, md: 5 } }}
      data-testid={`content-${contentKey}`}
    >
      <Typography variant="h4" component="h1" sx={{ mb: 3, fontSize: { xs: 26, md: 32 } }}>
        {content.data.title}
      </Typography>
      {toParagraphs(content.data.body).map((paragraph, index) => (
        <Typography key={index} sx={{ mb: 2, whiteSpace: 'pre-line', lineHeight: 1.9 }}>
          {paragraph}
        </Typography>
      ))}
    </Paper>
  );
}
