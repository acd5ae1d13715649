import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChangeText } from '../../../components/ChangeText';
import { StickyActionsCell } from '../../../components/StickyActionsCell';
import { StockCell } from '../../../components/StockCell';
import { formatCompact, formatDay, formatInteger, formatPercent, formatPrice } from '../../../lib/format';
import type { Rating } from '../types';
import { FavouriteButton } from '../../../components/FavouriteButton';

/** The data table shows every field of the spec's row; the simple table what most readers want. */
export type TableVariant = 'full' | 'simple';

type Column = keyof typeof columnOrder | 'actions';

const columnOrder = {
  date_added: true,
  stock: true,
  entry_price: true,
  specified_entry_price: true,
  today_price: true,
  change_percent: true,
  market_cap: true,
  entry_percentage: true,
  shariah: true,
  additional_info: true,
  order_status: true,
  average_cost: true,
  current_percentage: true,
  share_count: true,
  quantity_basis: true,
  quantity_for_capital: true,
  favorite: true,
} as const;

const simpleColumns: Column[] = [
  'stock',
  'entry_price',
  'today_price',
  'change_percent',
  'entry_percentage',
  'current_percentage',
  'quantity_for_capital',
  'order_status',
  'favorite',
];

function columnsOf(variant: TableVariant, withActions: boolean, withFavourite: boolean): Column[] {
  const base = variant === 'full' ? (Object.keys(columnOrder) as Column[]) : simpleColumns;
  const shown = base.filter((c) => withFavourite || c !== 'favorite');
  return withActions ? [...shown, 'actions'] : shown;
}

const shariahColor = { compliant: 'success', non_compliant: 'error', not_assessed: 'default' } as const;

/**
 * A list's ratings. `onFavourite` is given to signed-in readers; `actions` renders the analyst's
 * menu of a row. Each stock links to its page and each row to its details and comments.
 */
export function RatingsTable({
  ratings,
  variant,
  onFavourite,
  actions,
  testId = 'ratings-table',
}: {
  ratings: Rating[];
  variant: TableVariant;
  onFavourite?: (rating: Rating) => void;
  actions?: (rating: Rating) => ReactNode;
  testId?: string;
}) {
  const { t, i18n } = useTranslation('ratings');
  const lang = i18n.language;
  const columns = columnsOf(variant, actions !== undefined, onFavourite !== undefined);

  const cell = (rating: Rating, column: Column): ReactNode => {
    switch (column) {
      case 'date_added':
        return formatDay(rating.date_added, lang);
      case 'stock':
        return (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <StockCell id={rating.listing_id} symbol={rating.symbol} name={rating.company} />
            <IconButton
              size="small"
              component={RouterLink}
              to={`/rating-details/${rating.id}`}
              aria-label={t('actions.details')}
              title={t('actions.details')}
              data-testid={`rating-details-link-${rating.id}`}
            >
              <ChatBubbleOutlineIcon sx={{ fontSize: 16 }} />
            </IconButton>
          </Box>
        );
      case 'entry_price':
        // The first column with room: a buy waiting for the market's next price says so where its price will be.
        if (rating.entry_price == null && rating.waiting_for === 'next_price') {
          return (
            <Typography variant="caption" color="warning.dark" data-testid={`rating-waiting-${rating.id}`}>
              {t('waitingForNextPrice')}
            </Typography>
          );
        }
        return <bdi dir="ltr">{formatPrice(rating.entry_price, lang)}</bdi>;
      case 'specified_entry_price':
        return <bdi dir="ltr">{formatPrice(rating.specified_entry_price, lang)}</bdi>;
      case 'today_price':
        return (
          <bdi dir="ltr" data-testid={`rating-today-price-${rating.id}`}>
            {formatPrice(rating.today_price, lang)}
          </bdi>
        );
      case 'change_percent':
        return <ChangeText percent={rating.change_percent ?? null} />;
      case 'market_cap':
        return <bdi dir="ltr">{formatCompact(rating.market_cap, lang)}</bdi>;
      case 'entry_percentage':
        return <bdi dir="ltr">{formatPercent(rating.entry_percentage, lang, 2)}</bdi>;
      case 'shariah':
        return <Chip size="small" variant="outlined" color={shariahColor[rating.shariah]} label={t(`shariah.${rating.shariah}`)} />;
      case 'additional_info':
        return (
          <Typography variant="body2" sx={{ maxWidth: 260, whiteSpace: 'pre-line' }}>
            {rating.additional_info}
          </Typography>
        );
      case 'order_status':
        return (
          <Chip
            size="small"
            color={
              rating.waiting_for === 'next_price' || rating.order_status === 'ordered' ? 'warning' : rating.order_status === 'open' ? 'success' : 'default'
            }
            label={
              rating.waiting_for === 'next_price'
                ? t('waitingForNextPrice')
                : t(`orderStatus.${rating.order_status as 'open'}`, { defaultValue: rating.order_status })
            }
            data-testid={`rating-status-${rating.id}`}
            data-state={rating.order_status}
          />
        );
      case 'average_cost':
        return <bdi dir="ltr">{formatPrice(rating.average_cost, lang)}</bdi>;
      case 'current_percentage':
        return <bdi dir="ltr">{formatPercent(rating.current_percentage, lang, 2)}</bdi>;
      case 'share_count':
        return (
          <bdi dir="ltr" data-testid={`rating-shares-${rating.id}`}>
            {formatInteger(rating.share_count, lang)}
          </bdi>
        );
      case 'quantity_basis':
        return <bdi dir="ltr">{formatInteger(rating.quantity_basis, lang)}</bdi>;
      case 'quantity_for_capital':
        return <bdi dir="ltr">{formatInteger(rating.quantity_for_capital, lang)}</bdi>;
      case 'favorite':
        return onFavourite ? (
          <FavouriteButton favorite={rating.favorite} onToggle={() => onFavourite(rating)} testId={`favourite-rating-${rating.id}`} />
        ) : null;
      case 'actions':
        return actions?.(rating) ?? null;
    }
  };

  return (
    <TableContainer sx={{ overflowX: 'auto' }} data-testid={testId}>
      <Table size="small" sx={{ minWidth: variant === 'full' ? 1500 : 720 }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => {
              const Cell = column === 'actions' ? StickyActionsCell : TableCell;
              return (
                <Cell key={column} sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                  {t(`columns.${column}`)}
                </Cell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {ratings.map((rating) => (
            <TableRow key={rating.id} hover data-testid={`rating-row-${rating.id}`} data-symbol={rating.symbol}>
              {columns.map((column) =>
                // The analyst's menu of a row stays in view however far the wide table is scrolled.
                column === 'actions' ? (
                  <StickyActionsCell key={column}>{cell(rating, column)}</StickyActionsCell>
                ) : (
                  <TableCell key={column} sx={{ whiteSpace: column === 'additional_info' ? 'normal' : 'nowrap' }}>
                    {cell(rating, column)}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
