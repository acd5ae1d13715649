import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { formatDay, formatInteger, formatMoment, formatPrice } from '../../../lib/format';
import type { ListOrder } from '../types';

const columns = ['date', 'stock', 'side', 'kind', 'shares', 'price', 'state', 'filled'] as const;

/** The list's orders, newest first: market and limit, buys and sells, waiting, filled or cancelled. */
export function OrdersTable({ orders }: { orders: ListOrder[] }) {
  const { t, i18n } = useTranslation('ratings');
  const lang = i18n.language;
  const known = <K extends string>(group: 'kinds' | 'sides' | 'states', key: K) => t(`order.${group}.${key as never}`, { defaultValue: key });
  return (
    // It scrolls: a keyboard user focuses it to scroll with the arrows.
    <TableContainer tabIndex={0} role="region" aria-label={t('list.orders')} sx={{ overflowX: 'auto', maxHeight: 440 }} data-testid="rating-orders">
      <Table size="small" stickyHeader sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {t(`order.columns.${c}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <TableRow key={order.id} data-testid={`rating-order-${order.id}`} data-state={order.state}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoment(order.created_at, lang)}</TableCell>
              <TableCell>
                <bdi dir="ltr">{order.symbol}</bdi> · {order.company}
              </TableCell>
              <TableCell>{known('sides', order.side)}</TableCell>
              <TableCell>{known('kinds', order.kind)}</TableCell>
              <TableCell>
                <bdi dir="ltr">{formatInteger(order.shares, lang)}</bdi>
              </TableCell>
              <TableCell>
                <bdi dir="ltr">{formatPrice(order.fill_price ?? order.limit_price, lang)}</bdi>
              </TableCell>
              <TableCell>{known('states', order.state)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(order.filled_on, lang)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
