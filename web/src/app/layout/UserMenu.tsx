import { lazy, Suspense, useId, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../lib/current-user';

// The menu (popover, list, transitions) is only needed once the avatar is clicked.
const AccountMenu = lazy(() => import('./AccountMenu').then((m) => ({ default: m.AccountMenu })));

/** The avatar button that opens the account menu. */
export function UserMenu({ user, joinAsAnalystInMenu }: { user: CurrentUser | null; joinAsAnalystInMenu: boolean }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('header.accountMenu')}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        data-testid="account-menu-button"
        sx={{ p: 0.5 }}
      >
        {/* Without an avatar image MUI shows its default person picture. */}
        <Avatar src={user?.avatar ?? undefined} alt={user?.name ?? ''} sx={{ width: 36, height: 36 }} />
      </IconButton>
      {anchor && (
        <Suspense fallback={null}>
          <AccountMenu id={menuId} anchor={anchor} onClose={() => setAnchor(null)} user={user} joinAsAnalystInMenu={joinAsAnalystInMenu} />
        </Suspense>
      )}
    </>
  );
}
