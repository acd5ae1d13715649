import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/FilterSelect';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/QueryStates';
import { StaffList } from '../../../components/StaffList';
import { StaffPage } from '../../../components/StaffPage';
import { StickyActionsCell } from '../../../components/StickyActionsCell';
import { StockCell } from '../../../components/StockCell';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useStaffListParams } from '../../../components/use-staff-list-params';
import { isApiError } from '../../../lib/api-error';
import { formatMoment } from '../../../lib/format';
import { useModerate, useModerationLog, useStaffOpinions } from '../api/moderation';
import { moderationStates, type StaffOpinion } from '../types';

const PER_PAGE = 20;

type Dialogs = { kind: 'hide' | 'restore' | 'log'; row: StaffOpinion } | null;

/** Staff moderate analysts' opinions: the newest publications, each hidden with a reason or shown again, with its log. */
export function ModerationStaffPage() {
  const { t } = useTranslation('opinions');
  useDocumentTitle(t('moderation.title'));
  const { page, filter, update } = useStaffListParams('state', 'opinion');
  const state = filter === 'hidden' ? 'hidden' : null;
  const queue = useStaffOpinions({ state, page, perPage: PER_PAGE });
  const [dialog, setDialog] = useState<Dialogs>(null);

  const body = (
    <>
      {queue.data && queue.data.total > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('moderation.count', { count: queue.data.total })}
        </Typography>
      )}
      <StaffList
        query={queue}
        rowsOf={(data) => data.opinions}
        columns={[t('moderation.published'), t('moderation.stock'), t('moderation.list'), t('moderation.analyst'), t('moderation.status'), t('moderation.actions')]}
        actionsColumn
        renderRow={(row) => <OpinionRow key={row.opinion.id} row={row} onAct={(kind) => setDialog({ kind, row })} />}
        empty={t('moderation.empty')}
        testId="staff-opinions"
        paging={{ of: (data) => ({ page: data.page, per_page: data.perPage, total: data.total }), onChange: (next) => update({ page: next }) }}
        keepRowsOnError
      />
    </>
  );

  return (
    <StaffPage
      title={t('moderation.title')}
      subtitle={t('moderation.description')}
      toolbar={
        <Box>
          <FilterSelect
            name="state"
            label={t('moderation.filter')}
            value={state}
            values={moderationStates}
            labelOf={() => t('moderation.hidden')}
            allLabel={t('moderation.all')}
            onChange={(value) => update({ filter: value })}
            testId="staff-opinions-filter"
          />
        </Box>
      }
      after={
        <>
          {dialog && dialog.kind !== 'log' && <DecisionDialog kind={dialog.kind} row={dialog.row} onClose={() => setDialog(null)} />}
          {dialog?.kind === 'log' && <LogDialog row={dialog.row} onClose={() => setDialog(null)} />}
        </>
      }
    >
      {body}
    </StaffPage>
  );
}

function OpinionRow({ row, onAct }: { row: StaffOpinion; onAct: (kind: 'hide' | 'restore' | 'log') => void }) {
  const { t, i18n } = useTranslation('opinions');
  const { opinion } = row;
  const hidden = Boolean(opinion.hidden_at);
  return (
    <TableRow hover data-testid={`staff-opinion-${opinion.id}`} data-hidden={hidden ? 'true' : 'false'}>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoment(opinion.published_at, i18n.language)}</TableCell>
      <TableCell>
        <StockCell id={opinion.stock_id} symbol={opinion.symbol} name={opinion.company} />
      </TableCell>
      <TableCell>
        <bdi>{row.list_name}</bdi>
      </TableCell>
      <TableCell>
        <bdi>{row.analyst_name}</bdi>
      </TableCell>
      <TableCell>
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
          <Chip size="small" variant="outlined" label={t(`status.${opinion.status as 'pending'}`, { defaultValue: opinion.status })} />
          <Chip size="small" color={hidden ? 'warning' : 'default'} label={hidden ? t('moderation.hiddenChip') : t('moderation.shown')} />
        </Box>
        {hidden && opinion.hidden_reason && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5, maxWidth: 320 }}>
            <bdi>{opinion.hidden_reason}</bdi>
          </Typography>
        )}
      </TableCell>
      <StickyActionsCell>
        {hidden ? (
          <Button size="small" onClick={() => onAct('restore')} data-testid={`staff-opinion-restore-${opinion.id}`}>
            {t('moderation.restore')}
          </Button>
        ) : (
          <Button size="small" color="warning" onClick={() => onAct('hide')} data-testid={`staff-opinion-hide-${opinion.id}`}>
            {t('moderation.hide')}
          </Button>
        )}
        <Button size="small" onClick={() => onAct('log')} data-testid={`staff-opinion-log-${opinion.id}`}>
          {t('moderation.log')}
        </Button>
      </StickyActionsCell>
    </TableRow>
  );
}

/** Hiding asks for the reason the analyst is told; showing again asks to confirm. */
function DecisionDialog({ kind, row, onClose }: { kind: 'hide' | 'restore'; row: StaffOpinion; onClose: () => void }) {
  const { t } = useTranslation('opinions');
  const moderate = useModerate(row.opinion.id);
  const [reason, setReason] = useState('');
  const reasonError = moderate.error && isApiError(moderate.error) ? moderate.error.fieldError('reason') : undefined;
  const submit = () => moderate.mutate(kind === 'hide' ? { kind, reason } : { kind }, { onSuccess: onClose });
  return (
    <Dialog open onClose={moderate.isPending ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="staff-opinion-decision">
      <DialogTitle id="staff-opinion-decision">{kind === 'hide' ? t('moderation.hideTitle') : t('moderation.restoreTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>
          <bdi>
            {row.opinion.symbol} · {row.list_name}
          </bdi>
        </DialogContentText>
        <DialogContentText>{kind === 'hide' ? t('moderation.hideText') : t('moderation.restoreText')}</DialogContentText>
        {moderate.isError && !reasonError && (
          <Alert severity="error" role="alert">
            {moderate.error.message}
          </Alert>
        )}
        {kind === 'hide' && (
          <TextField
            label={t('moderation.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            multiline
            minRows={3}
            error={Boolean(reasonError)}
            helperText={reasonError}
            slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'staff-opinion-reason' } }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={moderate.isPending}>
          {t('moderation.cancel')}
        </Button>
        <Button variant="contained" color={kind === 'hide' ? 'warning' : 'primary'} onClick={submit} disabled={moderate.isPending} data-testid="staff-opinion-confirm">
          {kind === 'hide' ? t('moderation.confirmHide') : t('moderation.confirmRestore')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function LogDialog({ row, onClose }: { row: StaffOpinion; onClose: () => void }) {
  const { t, i18n } = useTranslation('opinions');
  const log = useModerationLog(row.opinion.id);
  let content;
  if (log.isPending) content = <LoadingBlock height={120} />;
  else if (log.isError) content = <ErrorBlock error={log.error} onRetry={() => void log.refetch()} />;
  else if (log.data.length === 0) content = <EmptyBlock text={t('moderation.logEmpty')} />;
  else
    content = (
      <List dense data-testid="staff-opinion-log">
        {log.data.map((entry, i) => (
          <ListItem key={i} disableGutters>
            <ListItemText
              primary={`${entry.action === 'hide' ? t('moderation.actionHide') : t('moderation.actionRestore')} · ${formatMoment(entry.at, i18n.language)} · ${t('moderation.by', { name: entry.staff_name })}`}
              secondary={entry.reason ? <bdi>{entry.reason}</bdi> : null}
            />
          </ListItem>
        ))}
      </List>
    );
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="staff-opinion-log-title">
      <DialogTitle id="staff-opinion-log-title">{t('moderation.logTitle')}</DialogTitle>
      <DialogContent>{content}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('moderation.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}

export default ModerationStaffPage;
