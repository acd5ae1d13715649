import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { StickyActionsCell } from './StickyActionsCell';

/** The least width a column gets before the table scrolls sideways. */
const MIN_COLUMN_PX = 110;

/** A column's heading: its text ('' for none), or the text with the cell's alignment or padding. */
export type StaffColumn = string | { label?: string; align?: TableCellProps['align']; padding?: TableCellProps['padding'] };

interface StaffTableProps<R> {
  /** Header cells, in order. */
  columns: readonly StaffColumn[];
  /**
   * The last column holds each row's buttons: its heading stays in view with them when the table
   * scrolls sideways (each row renders that cell as a `StickyActionsCell`).
   */
  actionsColumn?: boolean;
  rows: readonly R[];
  /** One `<TableRow>` per row (or a fragment of rows). */
  renderRow: (row: R) => ReactNode;
  /** The table's `data-testid`. */
  testId?: string;
  containerSx?: SxProps<Theme>;
  tableSx?: SxProps<Theme>;
}

/** A small table with its header row: the staff lists' and the account parts' tables. */
export function StaffTable<R>({ columns, actionsColumn = false, rows, renderRow, testId, containerSx, tableSx }: StaffTableProps<R>) {
  return (
    <TableContainer sx={containerSx}>
      {/* Each column keeps room for its text: on a phone the table scrolls sideways (its
          actions column in view) instead of squeezing a column to a letter a line. */}
      <Table size="small" sx={[{ minWidth: columns.length * MIN_COLUMN_PX }, ...(Array.isArray(tableSx) ? tableSx : [tableSx])]} data-testid={testId}>
        <TableHead>
          <TableRow>
            {columns.map((column, index) => {
              const Cell = actionsColumn && index === columns.length - 1 ? StickyActionsCell : TableCell;
              const { label, ...cellProps } = typeof column === 'string' ? { label: column } : column;
              return (
                <Cell key={index} {...cellProps}>
                  {label}
                </Cell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>{rows.map((row) => renderRow(row))}</TableBody>
      </Table>
    </TableContainer>
  );
}
