import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
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

/**
 * What QuerySection reads of a query: `useQuery`'s or `useInfiniteQuery`'s result. Waiting, failed
 * (with or without earlier data), or its data.
 */
export type QueryState<T> =
  | { isPending: true; isError: false; error: unknown; refetch: () => unknown }
  | { isPending: false; isError: true; error: unknown; refetch: () => unknown }
  | { isPending: false; isError: false; data: T; refetch: () => unknown };

/**
 * One query's part of a page: the LoadingBlock while it loads, the ErrorBlock (with a retry unless
 * `retry` is false) when it failed, else what `children` makes of its data.
 */
export function QuerySection<T>({
  query,
  loadingHeight = 240,
  retry = true,
  children,
}: {
  query: QueryState<T>;
  loadingHeight?: number;
  retry?: boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingBlock height={loadingHeight} />;
  if (query.isError) return <ErrorBlock error={query.error} onRetry={retry ? () => void query.refetch() : undefined} />;
  return <>{children(query.data)}</>;
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
