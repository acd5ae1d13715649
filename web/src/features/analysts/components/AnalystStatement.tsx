import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/QueryStates';
import { formatDay, formatInteger } from '../../../lib/format';
import { useStatement } from '../api/statement';
import type { Statement } from '../types';

/** The analyst's statement (spec §3): subscribers, subscriptions, and per list their periods. */
export function AnalystStatement() {
  const { t } = useTranslation('analysts');
  const statement = useStatement();
  if (statement.isPending) return <LoadingBlock height={240} />;
  if (statement.isError) return <ErrorBlock error={statement.error} onRetry={() => void statement.refetch()} />;
  return (
    <Stack spacing={3} data-testid="analyst-statement">
      <Figures statement={statement.data} />
      {statement.data.lists.length === 0 ? (
        <EmptyBlock text={t('myLists.none')} />
      ) : (
        statement.data.lists.map((list) => (
          <Box key={list.id} component="section" data-testid={`statement-list-${list.id}`}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                <bdi>{list.name}</bdi>
              </Typography>
              <Chip size="small" label={t(`myLists.services.${list.service_type === 'eva_opinions' ? 'eva_opinions' : 'eva_lists'}`)} />
              <Chip size="small" color="success" variant="outlined" label={t('statement.activeCount', { count: list.active_subscriptions })} />
            </Stack>
            {list.subscriptions.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('statement.noSubscriptions')}
              </Typography>
            ) : (
              <Periods periods={list.subscriptions} />
            )}
          </Box>
        ))
      )}
    </Stack>
  );
}

function Figures({ statement }: { statement: Statement }) {
  const { t, i18n } = useTranslation('analysts');
  const figures = [
    ['subscribers', statement.subscribers],
    ['total', statement.total_subscriptions],
    ['active', statement.active_subscriptions],
  ] as const;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
      {figures.map(([key, value]) => (
        <Paper key={key} variant="outlined" sx={{ p: 2 }} data-testid={`statement-${key}`}>
          <Typography variant="caption" color="text.secondary">
            {t(`statement.${key}`)}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid="statement-figure">
            {formatInteger(value, i18n.language)}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

function Periods({ periods }: { periods: Statement['lists'][number]['subscriptions'] }) {
  const { t, i18n } = useTranslation('analysts');
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('statement.starts')}</TableCell>
            <TableCell>{t('statement.ends')}</TableCell>
            <TableCell>{t('statement.days')}</TableCell>
            <TableCell>{t('statement.state')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {periods.map((p) => (
            <TableRow key={`${p.starts_at}-${p.ends_at}`}>
              <TableCell>{formatDay(p.starts_at, i18n.language)}</TableCell>
              <TableCell>{formatDay(p.ends_at, i18n.language)}</TableCell>
              <TableCell>{formatInteger(p.duration_days, i18n.language)}</TableCell>
              <TableCell>{t(p.active ? 'statement.running' : 'statement.notRunning')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
