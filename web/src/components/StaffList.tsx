import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Pager } from './Pager';
import { EmptyBlock, ErrorBlock, LoadingBlock } from './QueryStates';
import { StaffTable, type StaffColumn } from './StaffTable';

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

interface StaffListStatesProps<T, R> {
  query: StaffListQuery<T>;
  /** The rows of the loaded data. */
  rowsOf: (data: T) => readonly R[];
  /** Said when there are no rows. */
  empty: string;
  /** Keep the rows on screen when a later reload fails (lists that keep the previous page). */
  keepRowsOnError?: boolean;
  /** The loading placeholder's height. */
  loadingHeight?: number;
  /** What shows the rows (there is at least one). */
  children: (rows: readonly R[], data: T) => ReactNode;
}

/**
 * A staff list's states: the loading placeholder, the error with a retry, the empty text, or what
 * `children` makes of the rows (a table: StaffList; a list of items: the pages that show one).
 */
export function StaffListStates<T, R>({ query, rowsOf, empty, keepRowsOnError = false, loadingHeight = 320, children }: StaffListStatesProps<T, R>) {
  if (query.isPending) return <LoadingBlock height={loadingHeight} />;
  if (query.isError && (!keepRowsOnError || query.data === undefined)) return <ErrorBlock error={query.error} onRetry={() => void query.refetch()} />;
  const rows = query.data === undefined ? [] : rowsOf(query.data);
  if (query.data === undefined || rows.length === 0) return <EmptyBlock text={empty} />;
  return <>{children(rows, query.data)}</>;
}

interface StaffListProps<T, R> extends Omit<StaffListStatesProps<T, R>, 'children'> {
  /** Header cells, in order ('' for a column without a heading). */
  columns: readonly StaffColumn[];
  /**
   * The last column holds each row's buttons: its heading stays in view with them when the table
   * scrolls sideways (each row renders that cell as a `StickyActionsCell`).
   */
  actionsColumn?: boolean;
  /** One `<TableRow>` per row. */
  renderRow: (row: R) => ReactNode;
  /** The table's `data-testid`. */
  testId: string;
  /** Paged lists: where the pager stands (none: no pager), and what a click on it does. */
  paging?: { of: (data: T) => StaffListPage | null | undefined; onChange: (page: number) => void };
  /** A line above the table (how many there are), shown with the rows. */
  summary?: (data: T) => ReactNode;
  containerSx?: SxProps<Theme>;
  tableSx?: SxProps<Theme>;
}

/**
 * A staff console list: the loading placeholder, the error with a retry, the empty text, or the
 * table with its header and, for paged lists, the pager under it.
 */
export function StaffList<T, R>({ columns, actionsColumn = false, renderRow, testId, paging, summary, containerSx, tableSx, ...states }: StaffListProps<T, R>) {
  return (
    <StaffListStates {...states}>
      {(rows, data) => {
        const meta = paging?.of(data);
        return (
          <>
            {summary?.(data)}
            <StaffTable
              columns={columns}
              actionsColumn={actionsColumn}
              rows={rows}
              renderRow={renderRow}
              testId={testId}
              containerSx={containerSx}
              tableSx={tableSx}
            />
            {paging && meta && <Pager page={meta.page} perPage={meta.per_page} total={meta.total} onChange={paging.onChange} />}
          </>
        );
      }}
    </StaffListStates>
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
