import { Fragment, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import WarningAmberOutlinedIcon from '@mui/icons-material/WarningAmberOutlined';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/DateField';
import { FormAlert } from '../../../components/FormAlert';
import { readPage } from '../../../components/Pager';
import { StaffList } from '../../../components/StaffList';
import { StaffPage } from '../../../components/StaffPage';
import { StickyActionsCell } from '../../../components/StickyActionsCell';
import { useDocumentTitle } from '../../../components/use-document-title';
import { formatDay, formatInteger, formatSar } from '../../../lib/format';
import { directionOf, type Language } from '../../../lib/language';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useClosePayoutMonth, useDownloadStaffPayoutsCsv, useMarkPayoutTransferred, useStaffPayouts } from '../api/staff-payouts';
import { formatMonth, isMonth, payoutStatusColour, previousMonth, riyadhToday } from '../lib/payouts';
import { isPayoutStatus, payoutStatuses, type ClosedMonth, type StaffPayout } from '../types';
import { FilterSelect } from '../../../components/FilterSelect';

const PER_PAGE = 30;
const closeFields = ['month'] as const;
const transferFields = ['transferred_on'] as const;

function PayoutStatusChip({ status }: { status: string }) {
  const { t } = useTranslation('analysts');
  const label = isPayoutStatus(status) ? t(`payouts.statuses.${status}`) : status;
  return <Chip size="small" color={payoutStatusColour(status)} label={label} data-status={status} />;
}

/**
 * The month, status and page shown, kept in the address. No `month` parameter means the last
 * finished month; an empty one (the picker cleared) means every month.
 */
function usePayoutParams() {
  const [params, setParams] = useSearchParams();
  const monthParam = params.get('month');
  const month = monthParam === null ? previousMonth() : isMonth(monthParam) ? monthParam : '';
  const statusParam = params.get('status') ?? '';
  const status = isPayoutStatus(statusParam) ? statusParam : null;
  const update = (next: { month?: string; status?: string; page?: number }) =>
    setParams(
      (current) => {
        const result = new URLSearchParams(current);
        if (next.month !== undefined) result.set('month', next.month);
        if (next.status !== undefined) {
          if (next.status) result.set('status', next.status);
          else result.delete('status');
        }
        if (next.page !== undefined && next.page > 1) result.set('page', String(next.page));
        else result.delete('page');
        return result;
      },
      { replace: true },
    );
  return { month, status, page: readPage(params.get('page')), update };
}

/** Staff close a finished month into a payout per analyst, export it, and record each bank transfer. */
export function PayoutsStaffPage() {
  const { t, i18n } = useTranslation('analysts');
  const language = i18n.language;
  useDocumentTitle(t('staffPayouts.title'));
  const { month, status, page, update } = usePayoutParams();
  const list = useStaffPayouts({ month: month || null, status, page, perPage: PER_PAGE });
  const close = useClosePayoutMonth();
  const closeForm = useFormErrors(closeFields);
  const [closed, setClosed] = useState<ClosedMonth | null>(null);
  const download = useDownloadStaffPayoutsCsv();
  const [transferring, setTransferring] = useState<StaffPayout | null>(null);

  const closeMonth = () => {
    setClosed(null);
    if (!closeForm.validate({ month: month ? null : 'validation.required' })) return;
    close.mutate(month, { onSuccess: setClosed, onError: closeForm.setServerError });
  };

  const body = (
    <StaffList
      query={list}
      rowsOf={(data) => data.payouts}
      empty={t('staffPayouts.empty')}
      summary={(data) => (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('staffPayouts.count', { total: formatInteger(data.total, language) })}
        </Typography>
      )}
      testId="staff-payouts"
      containerSx={{ maxWidth: '100%', overflowX: 'auto' }}
      tableSx={{ '& th, & td': { whiteSpace: 'nowrap' } }}
      columns={[
        { padding: 'checkbox' },
        t('staffPayouts.analyst'),
        t('payouts.period'),
        { label: t('payouts.paymentsCount'), align: 'right' },
        { label: t('payouts.net'), align: 'right' },
        { label: t('payouts.commission'), align: 'right' },
        { label: t('staffPayouts.amount'), align: 'right' },
        t('payouts.status'),
        t('staffPayouts.bank'),
        t('payouts.transferredOn'),
        t('staffPayouts.actions'),
      ]}
      actionsColumn
      renderRow={(payout) => <PayoutRow key={payout.id} payout={payout} onTransfer={() => setTransferring(payout)} />}
      paging={{ of: (data) => ({ page: data.page, per_page: data.perPage, total: data.total }), onChange: (next) => update({ page: next }) }}
    />
  );

  return (
    <StaffPage
      title={t('staffPayouts.title')}
      subtitle={t('staffPayouts.description')}
      toolbar={
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
            <TextField
              type="month"
              name="month"
              label={t('staffPayouts.month')}
              value={month}
              onChange={(event) => {
                closeForm.reset();
                setClosed(null);
                update({ month: event.target.value });
              }}
              size="small"
              error={Boolean(closeForm.fieldError('month'))}
              helperText={closeForm.fieldError('month')}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'staff-payouts-month' } }}
            />
            <FilterSelect
              name="status"
              label={t('staffPayouts.status')}
              value={status}
              values={payoutStatuses}
              labelOf={(value) => t(`payouts.statuses.${value}`)}
              allLabel={t('staffPayouts.all')}
              onChange={(value) => update({ status: value })}
              testId="staff-payouts-status"
            />
            <Button variant="contained" onClick={closeMonth} disabled={close.isPending || !month} data-testid="staff-payouts-close">
              {close.isPending ? t('staffPayouts.closing') : t('staffPayouts.close')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<FileDownloadOutlinedIcon />}
              onClick={() => download.mutate(month)}
              disabled={download.isPending || !month}
              data-testid="staff-payouts-csv"
            >
              {download.isPending ? t('payouts.downloading') : t('payouts.downloadCsv')}
            </Button>
          </Box>
          {closed && (
            <Alert severity="success" role="status" onClose={() => setClosed(null)} data-testid="staff-payouts-closed">
              {t('staffPayouts.closed', { month: formatMonth(closed.month, language), count: closed.created })}
            </Alert>
          )}
          <FormAlert message={closeForm.formError} />
          {download.isError && <Alert severity="error">{t('payouts.downloadFailed', { reason: download.error.message })}</Alert>}
        </Box>
      }
      after={transferring && <TransferDialog payout={transferring} onClose={() => setTransferring(null)} />}
    >
      {body}
    </StaffPage>
  );
}

function PayoutRow({ payout, onTransfer }: { payout: StaffPayout; onTransfer: () => void }) {
  const { t, i18n } = useTranslation('analysts');
  const language = i18n.language;
  const [open, setOpen] = useState(false);
  const linesId = `staff-payout-${payout.id}-lines`;
  return (
    <Fragment>
      <TableRow data-testid={`staff-payout-${payout.id}`} sx={{ '& > td': { borderBottom: open ? 'unset' : undefined } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            aria-controls={linesId}
            aria-label={t(open ? 'staffPayouts.hideLines' : 'staffPayouts.showLines', { name: payout.analyst_name })}
            data-testid={`staff-payout-${payout.id}-expand`}
          >
            {open ? <KeyboardArrowUpIcon fontSize="small" /> : <KeyboardArrowDownIcon fontSize="small" />}
          </IconButton>
        </TableCell>
        <TableCell>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            <bdi>{payout.analyst_name}</bdi>
          </Typography>
          <Typography variant="caption" color="text.secondary">
            <bdi dir="ltr">{payout.analyst_email}</bdi>
          </Typography>
        </TableCell>
        <TableCell>{formatMonth(payout.month, language)}</TableCell>
        <TableCell align="right">{formatInteger(payout.payments_count, language)}</TableCell>
        <TableCell align="right">
          <bdi>{formatSar(payout.net_halalas, language)}</bdi>
        </TableCell>
        <TableCell align="right">
          <bdi>{formatSar(payout.commission_halalas, language)}</bdi>
        </TableCell>
        <TableCell align="right" sx={{ fontWeight: 700 }}>
          <bdi>{formatSar(payout.amount_halalas, language)}</bdi>
        </TableCell>
        <TableCell>
          <PayoutStatusChip status={payout.status} />
        </TableCell>
        <TableCell data-testid={`staff-payout-${payout.id}-bank`}>
          <BankDetails payout={payout} />
        </TableCell>
        <TableCell>{payout.transferred_on ? formatDay(payout.transferred_on, language) : '—'}</TableCell>
        {/* The transfer button stays in view however far the wide table is scrolled. */}
        <StickyActionsCell>
          {payout.status === 'pending' && (
            <Button size="small" variant="outlined" onClick={onTransfer} data-testid={`staff-payout-${payout.id}-transfer`}>
              {t('staffPayouts.markTransferred')}
            </Button>
          )}
        </StickyActionsCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={11} sx={{ py: 0, ...(open ? {} : { borderBottom: 'none' }) }}>
          <Collapse in={open} timeout="auto" unmountOnExit>
            <Box id={linesId} sx={{ py: 1.5 }} data-testid={linesId}>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                {t('staffPayouts.lines')}
              </Typography>
              {payout.lines.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {t('staffPayouts.noLines')}
                </Typography>
              ) : (
                <Table size="small">
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('staffPayouts.list')}</TableCell>
                      <TableCell>{t('staffPayouts.service')}</TableCell>
                      <TableCell align="right">{t('payouts.paymentsCount')}</TableCell>
                      <TableCell align="right">{t('payouts.net')}</TableCell>
                      <TableCell align="right">{t('payouts.commission')}</TableCell>
                      <TableCell align="right">{t('staffPayouts.amount')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {payout.lines.map((line) => (
                      <TableRow key={line.list_id}>
                        <TableCell>
                          <bdi>{line.list_name}</bdi>
                        </TableCell>
                        <TableCell>{t(`myLists.services.${line.service_type === 'eva_opinions' ? 'eva_opinions' : 'eva_lists'}`)}</TableCell>
                        <TableCell align="right">{formatInteger(line.payments_count, language)}</TableCell>
                        <TableCell align="right">
                          <bdi>{formatSar(line.net_halalas, language)}</bdi>
                        </TableCell>
                        <TableCell align="right">
                          <bdi>{formatSar(line.commission_halalas, language)}</bdi>
                        </TableCell>
                        <TableCell align="right">
                          <bdi>{formatSar(line.amount_halalas, language)}</bdi>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </Fragment>
  );
}

function BankDetails({ payout }: { payout: StaffPayout }) {
  const { t } = useTranslation('analysts');
  if (!payout.bank)
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'warning.dark' }} data-testid="staff-payout-no-bank">
        <WarningAmberOutlinedIcon fontSize="small" aria-hidden="true" />
        <Typography variant="body2" component="span">
          {t('staffPayouts.noBank')}
        </Typography>
      </Box>
    );
  return (
    <Box>
      <Typography variant="body2">
        <bdi>{payout.bank.bank_name}</bdi>
      </Typography>
      <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
        <bdi dir="ltr">{payout.bank.iban}</bdi>
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t('staffPayouts.holder', { name: payout.bank.holder_name })}
      </Typography>
    </Box>
  );
}

/** The first day a transfer may be dated: the day after the payout's month ended. */
function dayAfterMonth(month: string): string | undefined {
  if (!isMonth(month)) return undefined;
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 1)).toISOString().slice(0, 10);
}

function TransferDialog({ payout, onClose }: { payout: StaffPayout; onClose: () => void }) {
  const { t, i18n } = useTranslation('analysts');
  const language = i18n.language;
  const [transferredOn, setTransferredOn] = useState(riyadhToday);
  const form = useFormErrors(transferFields);
  const mark = useMarkPayoutTransferred();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate({ transferred_on: transferredOn ? null : 'validation.required' })) return;
    mark.mutate({ id: payout.id, transferredOn }, { onSuccess: onClose, onError: form.setServerError });
  };

  return (
    <Dialog open onClose={onClose} dir={directionOf(language as Language)} fullWidth maxWidth="sm" aria-labelledby="staff-transfer-title">
      <Box component="form" onSubmit={submit} noValidate data-testid="staff-transfer-form">
        <DialogTitle id="staff-transfer-title">{t('staffPayouts.transferTitle', { name: payout.analyst_name })}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            {t('staffPayouts.transferText', { amount: formatSar(payout.amount_halalas, language), month: formatMonth(payout.month, language) })}
          </DialogContentText>
          {payout.bank ? (
            <BankDetails payout={payout} />
          ) : (
            <Alert severity="warning" role="note" data-testid="staff-transfer-no-bank">
              {t('staffPayouts.noBank')}
            </Alert>
          )}
          <Box data-testid="staff-transfer-error" sx={{ '& .MuiAlert-root': { mb: 0 } }}>
            <FormAlert message={form.formError} />
          </Box>
          <DateField
            name="transferred_on"
            label={t('payouts.transferredOn')}
            value={transferredOn}
            onChange={(day) => {
              form.clearField('transferred_on');
              setTransferredOn(day);
            }}
            min={dayAfterMonth(payout.month)}
            max={riyadhToday()}
            error={Boolean(form.fieldError('transferred_on'))}
            helperText={form.fieldError('transferred_on')}
            testId="staff-transfer-date"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('staffPayouts.cancel')}</Button>
          <Button type="submit" variant="contained" color="success" disabled={mark.isPending} data-testid="staff-transfer-confirm">
            {mark.isPending ? t('staffPayouts.saving') : t('staffPayouts.confirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

export default PayoutsStaffPage;
