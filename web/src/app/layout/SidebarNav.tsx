import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListSubheader from '@mui/material/ListSubheader';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session-context';
import { whatsappLink } from '../../lib/site-config';
import { useModuleAvailability } from '../modules/get-modules';
import { routeModules } from '../router/route-modules';
import { analystNavItems, generalNavItems, isVisibleTo, mainNavItems, navRoleOf, shownEntries, type NavItem } from './navigation-items';
import { iconSx, itemSx, SidebarItemLabel } from './sidebar-item';

interface SidebarNavProps {
  /** Labels are shown only when the sidebar is expanded (desktop collapses to icons). */
  expanded: boolean;
  whatsappNumber: string | null;
  /** Called after any item is chosen: the mobile overlay closes itself with it. */
  onNavigate?: () => void;
}

// Only analysts see the upload menu, so its code and list queries load only for them.
const AnalystUploadMenu = lazy(() => import('./AnalystUploadMenu').then((m) => ({ default: m.AnalystUploadMenu })));

export function SidebarNav({ expanded, whatsappNumber, onNavigate }: SidebarNavProps) {
  const { t } = useTranslation();
  const session = useSession();
  const modules = useModuleAvailability();
  const role = navRoleOf(session);

  const visible = (items: NavItem[]) => shownEntries(items, modules.isEnabled).filter((item) => isVisibleTo(item.audience, role));

  const label = (text: string) => <SidebarItemLabel text={text} expanded={expanded} />;

  const renderLink = (item: NavItem) => {
    const Icon = item.icon;
    return (
      <ListItem key={item.id} disablePadding sx={{ display: 'block' }}>
        <ListItemButton component={NavLink} to={item.to} onClick={onNavigate} sx={itemSx}>
          <ListItemIcon sx={iconSx}>
            <Icon />
          </ListItemIcon>
          {label(t(item.labelKey))}
        </ListItemButton>
      </ListItem>
    );
  };

  // A list holds only items: the collapsed sidebar's separator goes before the list, not in it.
  const section = (title: string) =>
    expanded ? (
      <ListSubheader disableSticky sx={{ bgcolor: 'transparent', color: 'rgba(255,255,255,0.7)', lineHeight: '36px' }}>
        {title}
      </ListSubheader>
    ) : undefined;
  const separator = !expanded && <Divider sx={{ borderColor: 'rgba(255,255,255,0.16)', my: 1, mx: 2 }} />;

  const analystItems = role === 'analyst' ? visible(analystNavItems) : [];
  const showUploadMenu = role === 'analyst' && modules.isEnabled(routeModules.myLists);

  return (
    <Box component="nav" aria-label={t('nav.label')} sx={{ py: 1 }}>
      <List disablePadding>{visible(mainNavItems).map(renderLink)}</List>

      {(analystItems.length > 0 || showUploadMenu) && separator}
      {(analystItems.length > 0 || showUploadMenu) && (
        <List disablePadding subheader={section(t('nav.analystSection'))}>
          {analystItems.map(renderLink)}
          {showUploadMenu && (
            <Suspense fallback={null}>
              <AnalystUploadMenu expanded={expanded} onNavigate={onNavigate} />
            </Suspense>
          )}
        </List>
      )}

      {separator}
      <List disablePadding subheader={section(t('nav.generalSection'))}>
        {visible(generalNavItems).map(renderLink)}
        {whatsappNumber && (
          <ListItem disablePadding sx={{ display: 'block' }}>
            <ListItemButton component="a" href={whatsappLink(whatsappNumber)} target="_blank" rel="noopener noreferrer" onClick={onNavigate} sx={itemSx}>
              <ListItemIcon sx={iconSx}>
                <WhatsAppIcon />
              </ListItemIcon>
              {label(t('nav.contactWhatsapp'))}
            </ListItemButton>
          </ListItem>
        )}
      </List>
    </Box>
  );
}
