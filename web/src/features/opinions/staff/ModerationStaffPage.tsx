import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ModerationDecisionDialog, ModerationLogDialog } from '../../../components/moderation/ModerationDialogs';
import { FilterSelect } from '../../../components/FilterSelect';
import { StaffList } from '../../../components/StaffList';
import { StaffPage } from '../../../components/StaffPage';
import { StickyActionsCell } from '../../../components/StickyActionsCell';
import { StockCell } from '../../../components/StockCell';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useStaffListParams } from '../../../components/use-staff-list-params';
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
        columns={[
          t('moderation.published'),
          t('moderation.stock'),
          t('moderation.list'),
          t('moderation.analyst'),
          t('moderation.status'),
          t('moderation.actions'),
        ]}
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
  const hide = kind === 'hide';
  return (
    <ModerationDecisionDialog
      kind={kind}
      subject={`${row.opinion.symbol} · ${row.list_name}`}
      labels={{
        title: hide ? t('moderation.hideTitle') : t('moderation.restoreTitle'),
        text: hide ? t('moderation.hideText') : t('moderation.restoreText'),
        reason: t('moderation.reason'),
        cancel: t('moderation.cancel'),
        confirm: hide ? t('moderation.confirmHide') : t('moderation.confirmRestore'),
      }}
      mutation={moderate}
      testIdPrefix="staff-opinion"
      onClose={onClose}
    />
  );
}

function LogDialog({ row, onClose }: { row: StaffOpinion; onClose: () => void }) {
  const { t, i18n } = useTranslation('opinions');
  return (
    <ModerationLogDialog
      title={t('moderation.logTitle')}
      log={useModerationLog(row.opinion.id)}
      language={i18n.language}
      labels={{
        empty: t('moderation.logEmpty'),
        hide: t('moderation.actionHide'),
        restore: t('moderation.actionRestore'),
        by: (name) => t('moderation.by', { name }),
        close: t('moderation.cancel'),
      }}
      testIdPrefix="staff-opinion"
      onClose={onClose}
    />
  );
}

export default ModerationStaffPage;
