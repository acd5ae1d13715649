import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Placeholder of a widget's size while its data loads. */
export function LoadingBlock({ height = 240, label }: { height?: number; label?: string }) {
  const { t } = useTranslation();
  return (
    <Box role="progressbar" aria-busy="true" aria-label={label ?? t('common.loading')} data-testid="query-loading">
      <Skeleton variant="rounded" height={height} animation="wave" />
    </Box>
  );
}

/** A failed request: what went wrong and a way to try again. */
export function ErrorBlock({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const detail = error instanceof Error && error.message ? error.message : null;
  return (
    <Alert
      severity="error"
      data-testid="query-error"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )
      }
    >
      {t('common.loadError')}
      {detail && detail !== t('common.loadError') ? ` ${detail}` : ''}
    </Alert>
  );
}

/** Nothing to show (yet). */
export function EmptyBlock({ text, hint }: { text: string; hint?: string }) {
  return (
    <Box sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }} data-testid="query-empty">
      <Typography>{text}</Typography>
      {hint && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {hint}
        </Typography>
      )}
    </Box>
  );
}
