import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Language } from '../../../lib/language';
import { directionOf } from '../../../lib/language';
import type { ContentFormat } from '../../../shared-api/content';
import { RichText } from '../../../components/RichText';

interface ContentArticleProps {
  title: string;
  body: string;
  format: ContentFormat;
  /** Forces the text's language and direction (a preview, the English privacy policy). */
  language?: Language;
  /** A line under the title (version and date). */
  meta?: ReactNode;
  children?: ReactNode;
  testId?: string;
}

/** A site text as the public page shows it; the staff console's preview is this same component. */
export function ContentArticle({ title, body, format, language, meta, children, testId }: ContentArticleProps) {
  return (
    <Paper
      component="article"
      variant="outlined"
      lang={language}
      dir={language ? directionOf(language) : undefined}
      sx={{ maxWidth: 860, mx: 'auto', p: { xs: 3, md: 5 }, width: '100%' }}
      data-testid={testId}
    >
      <Typography variant="h4" component="h1" sx={{ mb: meta ? 1 : 3, fontSize: { xs: 26, md: 32 } }}>
        {title}
      </Typography>
      {meta && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {meta}
        </Typography>
      )}
      {format === 'html' ? (
        <RichText html={body} testId="content-body" />
      ) : (
        <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 1.9 }} data-testid="content-body">
          <bdi dir="ltr">{body}</bdi>
        </Typography>
      )}
      {children}
    </Paper>
  );
}
