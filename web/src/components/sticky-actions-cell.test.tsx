import { render, screen } from '@testing-library/react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { describe, expect, it } from 'vitest';
import { StickyActionsCell } from './StickyActionsCell';

describe('StickyActionsCell', () => {
  it('holds a row’s actions at the inline end of a scrolling table, over the cells that pass under it', () => {
    render(
      <Table>
        <TableBody>
          <TableRow>
            <TableCell>Wide content</TableCell>
            <StickyActionsCell align="right" data-testid="actions">
              <button type="button">Confirm transfer</button>
            </StickyActionsCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    const cell = screen.getByTestId('actions');
    expect(cell.tagName).toBe('TD');
    expect(cell).toHaveAttribute('data-sticky-actions');
    expect(cell).toContainElement(screen.getByRole('button', { name: 'Confirm transfer' }));
    const style = getComputedStyle(cell);
    expect(style.position).toBe('sticky');
    // Logical, so the left in Arabic and the right in English without the RTL plugin's flip.
    expect(style.getPropertyValue('inset-inline-end')).toMatch(/^0(px)?$/);
    expect(style.zIndex).toBe('1');
    // The props a caller gives still apply.
    expect(cell.className).toMatch(/MuiTableCell-alignRight/);
  });
});
