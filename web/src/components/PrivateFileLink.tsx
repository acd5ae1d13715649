import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadPrivateFile } from '../lib/private-file';

/**
 * A link to a file only its owner (or staff) may read: a click fetches it with the session's
 * token and saves it; a failure says why beside the link.
 */
export function PrivateFileLink({
  url,
  fileName,
  type = 'application/pdf',
  icon,
  testId,
  children,
}: {
  url: string;
  fileName: string;
  type?: string;
  icon?: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const download = useMutation({ mutationFn: () => downloadPrivateFile(url, fileName, type) });
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column', minWidth: 0 }}>
      <Link
        component="button"
        type="button"
        onClick={() => download.mutate()}
        disabled={download.isPending}
        aria-busy={download.isPending}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, textAlign: 'start' }}
        data-testid={testId}
      >
        {icon}
        {children}
      </Link>
      {download.isError && (
        <Typography variant="caption" color="error" role="alert">
          {t('files.downloadFailed', { reason: download.error instanceof Error ? download.error.message : '' })}
        </Typography>
      )}
    </Box>
  );
}
