import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlineOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import WorkOutlineIcon from '@mui/icons-material/WorkOutlineOutlined';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isStaff, type CurrentUser } from '../../lib/current-user';
import { useModuleAvailability } from '../modules/get-modules';
import { paths } from '../router/paths';
import { routeModules } from '../router/route-modules';
import { useJoinAnalystLink } from './use-join-analyst-link';

// paths.staff is the console's route pattern (/staff/*); its address is /staff.
const staffConsolePath = '/staff';

/**
 * The account menu: the user's own pages (profile, their alerts while the alerts module runs),
 * (on phones) join as analyst, the staff console for staff, and sign out.
 */
export function AccountMenu({
  id,
  anchor,
  onClose,
  user,
  joinAsAnalystInMenu,
}: {
  id: string;
  anchor: HTMLElement;
  onClose: () => void;
  user: CurrentUser | null;
  joinAsAnalystInMenu: boolean;
}) {
  const { t } = useTranslation();
  const joinLink = useJoinAnalystLink();
  const modules = useModuleAvailability();
  // Popover places itself with inline styles, which the RTL cache does not flip: pick the end side here.
  const end = useTheme().direction === 'rtl' ? 'left' : 'right';
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: end }}
      transformOrigin={{ vertical: 'top', horizontal: end }}
    >
      {user && (
        <Typography variant="subtitle2" sx={{ px: 2, py: 1, color: 'text.secondary' }} noWrap>
          {user.name}
        </Typography>
      )}
      {user && <Divider />}
      <MenuItem component={RouterLink} to={paths.myProfile} onClick={onClose}>
        <ListItemIcon>
          <PersonOutlineIcon fontSize="small" />
        </ListItemIcon>
        {t('header.profile')}
      </MenuItem>
      {modules.isEnabled(routeModules.alerts) && (
        <MenuItem component={RouterLink} to={paths.alerts} onClick={onClose} data-testid="my-alerts-link">
          <ListItemIcon>
            <NotificationsActiveOutlinedIcon fontSize="small" />
          </ListItemIcon>
          {t('header.alerts')}
        </MenuItem>
      )}
      {joinAsAnalystInMenu && (
        <MenuItem component={RouterLink} to={joinLink.to} onClick={onClose} data-testid={joinLink.testId}>
          <ListItemIcon>
            <WorkOutlineIcon fontSize="small" />
          </ListItemIcon>
          {t(joinLink.labelKey)}
        </MenuItem>
      )}
      {isStaff(user) && (
        <MenuItem component={RouterLink} to={staffConsolePath} onClick={onClose} data-testid="staff-console-link">
          <ListItemIcon>
            <AdminPanelSettingsIcon fontSize="small" />
          </ListItemIcon>
          {t('header.staffConsole')}
        </MenuItem>
      )}
      <MenuItem component={RouterLink} to={paths.logout} onClick={onClose} data-testid="logout-link">
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        {t('header.logout')}
      </MenuItem>
    </Menu>
  );
}
