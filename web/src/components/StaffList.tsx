import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { Pager } from './Pager';
import { EmptyBlock, ErrorBlock, LoadingBlock } from './QueryStates';
import { StickyActionsCell } from './StickyActionsCell';

/** What StaffList reads of a list's query (react-query's result fits). */
export interface StaffListQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

/** Where a paged list stands, as the server's `meta` says. */
export interface StaffListPage {
  page: number;
  per_page: number;
  total: number;
}

interface StaffListProps<T, R> {
  query: StaffListQuery<T>;
  /** The rows of the loaded data. */
  rowsOf: (data: T) => readonly R[];
  /** Header cells, in order ('' for a column without a heading). */
  columns: readonly string[];
  /**
   * The last column holds each row's buttons: its heading stays in view with them when the table
   * scrolls sideways (each row renders that cell as a `StickyActionsCell`).
   */
  actionsColumn?: boolean;
  /** One `<TableRow>` per row. */
  renderRow: (row: R) => ReactNode;
  /** Said when there are no rows. */
  empty: string;
  /** The table's `data-testid`. */
  testId: string;
  /** Paged lists: where the pager stands, and what a click on it does. */
  paging?: { of: (data: T) => StaffListPage; onChange: (page: number) => void };
  /** Keep the rows on screen when a later reload fails (lists that keep the previous page). */
  keepRowsOnError?: boolean;
}

/**
 * A staff console list: the loading placeholder, the error with a retry, the empty text, or the
 * table with its header and, for paged lists, the pager under it.
 */
export function StaffList<T, R>({ query, rowsOf, columns, actionsColumn = false, renderRow, empty, testId, paging, keepRowsOnError = false }: StaffListProps<T, R>) {
  if (query.isPending) return <LoadingBlock height={320} />;
  if (query.isError && (!keepRowsOnError || query.data === undefined)) return <ErrorBlock error={query.error} onRetry={() => void query.refetch()} />;
  const rows = query.data === undefined ? [] : rowsOf(query.data);
  if (query.data === undefined || rows.length === 0) return <EmptyBlock text={empty} />;
  const meta = paging?.of(query.data);
  return (
    <>
      <TableContainer>
        <Table size="small" data-testid={testId}>
          <TableHead>
            <TableRow>
              {columns.map((column, index) => {
                const Cell = actionsColumn && index === columns.length - 1 ? StickyActionsCell : TableCell;
                return <Cell key={index}>{column}</Cell>;
              })}
            </TableRow>
          </TableHead>
          <TableBody>{rows.map(renderRow)}</TableBody>
        </Table>
      </TableContainer>
      {paging && meta && <Pager page={meta.page} perPage={meta.per_page} total={meta.total} onChange={paging.onChange} />}
    </>
  );
}

/** The "saved" line above a staff list, closed by its cross. */
export function StaffNotice({ notice, onClose, testId, role }: { notice: string | null; onClose: () => void; testId: string; role?: 'status' }) {
  if (!notice) return null;
  return (
    <Alert severity="success" role={role} onClose={onClose} sx={{ mb: 2 }} data-testid={testId}>
      {notice}
    </Alert>
  );
}
