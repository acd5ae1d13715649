import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';

/** Page numbers under a paged list; hidden when everything fits on one page. */
export function Pager({ page, perPage, total, onChange }: { page: number; perPage: number; total: number; onChange: (page: number) => void }) {
  const count = Math.max(1, Math.ceil(total / Math.max(perPage, 1)));
  if (count <= 1) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', pt: 1 }}>
      <Pagination
        page={Math.min(page, count)}
        count={count}
        onChange={(_event, next) => onChange(next)}
        color="primary"
        siblingCount={0}
        boundaryCount={1}
        data-testid="pager"
      />
    </Box>
  );
}

/** Page number from the address (?page=), 1 when missing or unreadable. */
export function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}
