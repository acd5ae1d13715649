import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { useDownloadDocument } from '../api/download-document';
import type { AnalysisDocumentView } from '../types';

/** Saves a document's PDF, fetched with the session's token; says so when that fails. */
export function DownloadDocumentButton({
  document,
  label,
  variant = 'outlined',
}: {
  document: AnalysisDocumentView & { download_url: string };
  label: string;
  variant?: 'outlined' | 'contained' | 'text';
}) {
  const { t } = useTranslation('stock_analysis');
  const download = useDownloadDocument();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Button
        variant={variant}
        size="small"
        startIcon={<DownloadIcon />}
        disabled={download.isPending}
        onClick={() => download.mutate(document)}
        data-testid={`download-document-${document.id}`}
        sx={{ maxWidth: '100%' }}
      >
        {download.isPending ? t('documents.downloading') : label}
      </Button>
      {download.isError && (
        <Alert severity="error" sx={{ mt: 1 }} role="alert">
          {t('documents.downloadFailed', { reason: download.error instanceof Error ? download.error.message : '' })}
        </Alert>
      )}
    </Box>
  );
}
