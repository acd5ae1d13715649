import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useTranslation } from 'react-i18next';
import type { Rating } from '../types';

/** What the analyst can do to one rating. */
export type RatingAction = 'increase' | 'edit' | 'sell' | 'partialSell' | 'cancelOrder' | 'editOrder';

/** The actions a rating allows now: sells need shares held; order changes need a waiting order. */
export function actionsFor(rating: Rating): RatingAction[] {
  const held = rating.order_status === 'open' && rating.share_count > 0;
  const waiting = rating.order_id != null;
  const actions: RatingAction[] = [];
  if (held) actions.push('increase', 'sell', 'partialSell');
  if (rating.order_status === 'open' || rating.order_status === 'ordered') actions.push('edit');
  if (waiting) actions.push('editOrder', 'cancelOrder');
  return actions;
}

/** The analyst's menu on a row of their own list. */
export function RatingActionsMenu({ rating, onAction }: { rating: Rating; onAction: (action: RatingAction, rating: Rating) => void }) {
  const { t } = useTranslation('ratings');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const actions = actionsFor(rating);
  if (actions.length === 0) return null;
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('actions.menu', { symbol: rating.symbol })}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid={`rating-actions-${rating.id}`}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <MenuItem
            key={action}
            onClick={() => {
              setAnchor(null);
              onAction(action, rating);
            }}
            data-testid={`rating-action-${action}`}
          >
            {t(`actions.${action}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
