import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { IndexReturns } from '../api/get-index-return';
import { formatChangePercent, monthName, trendOf } from '../../../lib/format';
import { trendColor } from '../../../theme/trend-color';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

function PercentCell({ value, strong = false }: { value: number | null | undefined; strong?: boolean }) {
  const { i18n } = useTranslation('market');
  return (
    <TableCell align="center" sx={{ color: trendColor[trendOf(value)], fontWeight: strong ? 700 : 500, whiteSpace: 'nowrap' }}>
      <bdi dir="ltr">{value === null || value === undefined ? '' : formatChangePercent(value, i18n.language, 1)}</bdi>
    </TableCell>
  );
}

/** Month-by-month returns of each index, with the year to date; scrolls sideways on phones. */
export function MonthlyReturnsTable({ rows }: { rows: IndexReturns[] }) {
  const { t, i18n } = useTranslation('market');
  return (
    <Box sx={{ overflowX: 'auto' }} data-testid="monthly-returns">
      <Table size="small" sx={{ minWidth: 900, '& td, & th': { px: 0.75 } }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ position: 'sticky', insetInlineStart: 0, bgcolor: 'background.paper', zIndex: 1 }}>{t('indexPerformance.index')}</TableCell>
            {MONTHS.map((month) => (
              <TableCell key={month} align="center">
                {monthName(month, i18n.language)}
              </TableCell>
            ))}
            <TableCell align="center">{t('indexPerformance.ytd')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const byMonth = new Map(row.months.map((m) => [m.month, m.return_percent]));
            return (
              <TableRow key={row.code} hover>
                <TableCell component="th" scope="row" sx={{ position: 'sticky', insetInlineStart: 0, bgcolor: 'background.paper', zIndex: 1, maxWidth: 200 }}>
                  <bdi>{row.name}</bdi>
                </TableCell>
                {MONTHS.map((month) => (
                  <PercentCell key={month} value={byMonth.get(month)} />
                ))}
                <PercentCell value={row.year_to_date} strong />
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
