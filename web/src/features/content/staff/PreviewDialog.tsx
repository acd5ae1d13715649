import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ErrorBlock, LoadingBlock } from '../../../components/QueryStates';
import { directionOf, type Language } from '../../../lib/language';
import { removesSomething, usePreview, type PreviewBodies } from '../api/staff-contents';

interface PreviewDialogProps {
  /** The bodies as typed; the dialog shows them as the server would store them. */
  bodies: PreviewBodies;
  /** How a cleaned body shows: a site text as its page, an FAQ answer under its question. */
  render: (language: Language, body: string) => ReactNode;
  /**
   * Set when a save was refused for what cleaning would take out of it: the dialog then offers
   * to save again, accepting that.
   */
  confirm?: { onConfirm: () => void; pending: boolean; error?: string | null };
  onClose: () => void;
}

/**
 * The server's preview of both bodies: rendered as the site will show them, with what saving
 * would remove from each language listed above them.
 */
export function PreviewDialog({ bodies, render, confirm, onClose }: PreviewDialogProps) {
  const { t, i18n } = useTranslation('content');
  const preview = usePreview(bodies);

  let content;
  if (preview.isPending) content = <LoadingBlock height={320} />;
  else if (preview.isError) content = <ErrorBlock error={preview.error} onRetry={() => void preview.refetch()} />;
  else
    content = (
      <Box sx={{ display: 'grid', gap: 2 }}>
        {removesSomething(preview.data) ? (
          <Alert severity="warning" data-testid="preview-removed">
            {(['ar', 'en'] as const).map((language) => {
              const removed = preview.data[`removed_${language}`];
              if (removed.length === 0) return null;
              return (
                <Box
                  key={language}
                  sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, mb: 0.5 }}
                  data-testid={`preview-removed-${language}`}
                >
                  <span>{t(language === 'ar' ? 'staff.editor.removedAr' : 'staff.editor.removedEn')}</span>
                  {removed.map((item) => (
                    <Chip key={item} size="small" variant="outlined" label={<bdi dir="ltr">{item}</bdi>} sx={{ fontFamily: 'monospace' }} />
                  ))}
                </Box>
              );
            })}
            {confirm && <Typography variant="body2">{t('staff.editor.saveAnywayHint')}</Typography>}
          </Alert>
        ) : (
          <Alert severity="success" data-testid="preview-nothing-removed">
            {t('staff.editor.nothingRemoved')}
          </Alert>
        )}
        <Typography variant="body2" color="text.secondary">
          {t('staff.editor.previewHint')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
          {render('ar', preview.data.body_ar)}
          {render('en', preview.data.body_en)}
        </Box>
      </Box>
    );

  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="lg"
      fullWidth
      dir={directionOf(i18n.language as Language)}
      aria-labelledby="content-preview-title"
      data-testid="content-preview"
    >
      <DialogTitle id="content-preview-title">{t('staff.editor.previewTitle')}</DialogTitle>
      <DialogContent>
        {confirm?.error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {confirm.error}
          </Alert>
        )}
        {content}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('staff.editor.previewClose')}</Button>
        {confirm && (
          <Button
            variant="contained"
            color="warning"
            disabled={confirm.pending || !preview.isSuccess}
            onClick={confirm.onConfirm}
            data-testid="preview-save-anyway"
          >
            {t('staff.editor.saveAnyway')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
