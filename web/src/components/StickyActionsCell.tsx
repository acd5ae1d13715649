import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The cell's look: held at the scroll container's inline end (the left in Arabic, the right in
 * English: logical properties, which the RTL plugin leaves alone), above the cells that scroll
 * under it (buttons in them are positioned), on the paper's colour with a rule on its inner side.
 * The rule is drawn by the cell itself: a collapsed table border would not move with it.
 */
const stickyActionsSx: SxProps<Theme> = (theme) => ({
  position: 'sticky',
  insetInlineEnd: 0,
  zIndex: 1,
  width: '1%',
  whiteSpace: 'nowrap',
  bgcolor: 'background.paper',
  '&::before': {
    content: '""',
    position: 'absolute',
    insetBlock: 0,
    insetInlineStart: 0,
    borderInlineStart: `1px solid ${theme.palette.divider}`,
  },
  // A hovered row's tint, over the opaque paper.
  '.MuiTableRow-hover:hover > &': {
    backgroundImage: `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
  },
});

/**
 * A table's actions cell that never leaves the screen: when a wide table scrolls sideways (a
 * phone, or a 1366 px screen beside the console's menu), the other columns pass under it and the
 * row's buttons stay where the eye ends a row. Use it for the column's heading cell too, and put
 * the column last, so that nothing is hidden behind it before the table is scrolled.
 */
export function StickyActionsCell({ sx, ...props }: TableCellProps) {
  return <TableCell data-sticky-actions="" {...props} sx={[stickyActionsSx, ...(Array.isArray(sx) ? sx : [sx])]} />;
}
