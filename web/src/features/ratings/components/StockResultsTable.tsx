import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { ChangeText } from '../../../components/ChangeText';
import { formatPrice } from '../../../lib/format';
import type { StockPerformance } from '../types';

/** The profile table: each stock's money in, realised and unrealised result, dividends and return. */
export function StockResultsTable({ stocks }: { stocks: StockPerformance[] }) {
  const { t, i18n } = useTranslation('ratings');
  const lang = i18n.language;
  const headers = [
    t('columns.stock'),
    t('profile.invested'),
    t('columns.realized'),
    t('profile.unrealized'),
    t('profile.dividends'),
    t('profile.return'),
    t('columns.order_status'),
  ];
  return (
    // It scrolls: a keyboard user focuses it to scroll with the arrows.
    <TableContainer tabIndex={0} role="region" aria-label={t('list.profile')} sx={{ overflowX: 'auto', maxHeight: 440 }} data-testid="rating-stock-results">
      <Table size="small" stickyHeader sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow>
            {headers.map((h) => (
              <TableCell key={h} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {stocks.map((s) => (
            <TableRow key={s.rating_id} data-testid={`stock-result-${s.rating_id}`}>
              <TableCell>
                <bdi dir="ltr">{s.symbol}</bdi> · {s.company}
              </TableCell>
              <TableCell>
                <bdi dir="ltr">{formatPrice(s.invested, lang)}</bdi>
              </TableCell>
              <TableCell>
                <ChangeText value={s.realized} showArrow={false} />
              </TableCell>
              <TableCell>
                <ChangeText value={s.unrealized} showArrow={false} />
              </TableCell>
              <TableCell>
                <bdi dir="ltr">{formatPrice(s.dividends, lang)}</bdi>
              </TableCell>
              <TableCell>
                <ChangeText percent={s.return_percent ?? null} />
              </TableCell>
              <TableCell>{t(`orderStatus.${s.state as 'open'}`, { defaultValue: s.state })}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
