import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A body the server sanitised (ammonia, on the way in): the one place the app renders HTML it
 * did not build itself, and it only ever receives the server's cleaned output (a stored text,
 * or the staff console's preview answered by the server).
 */
export function RichText({ html, sx, testId }: { html: string; sx?: SxProps<Theme>; testId?: string }) {
  return (
    <Box
      data-testid={testId}
      sx={[
        {
          lineHeight: 1.9,
          overflowWrap: 'anywhere',
          '& h2, & h3, & h4': { fontWeight: 700, lineHeight: 1.4, mt: 3, mb: 1.5 },
          '& h2': { fontSize: { xs: 22, md: 24 } },
          '& h3': { fontSize: 20 },
          '& h4': { fontSize: 18 },
          '& p': { mt: 0, mb: 2 },
          '& ul, & ol': { mt: 0, mb: 2, paddingInlineStart: 3 },
          '& li': { mb: 0.5 },
          '& a': { color: 'primary.main' },
          '& blockquote': { borderInlineStart: 4, borderColor: 'divider', m: 0, mb: 2, paddingInlineStart: 2, color: 'text.secondary' },
          '& > :first-of-type': { mt: 0 },
        },
        ...(Array.isArray(sx) ? sx : sx ? [sx] : []),
      ]}
      // The server's sanitised output only (see the component's comment).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
