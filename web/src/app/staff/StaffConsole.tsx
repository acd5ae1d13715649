import { Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Navigate, NavLink, Route, Routes, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../components/NotFoundPage';
import { PageLoader } from '../../components/PageLoader';
import { useDocumentTitle } from '../../components/use-document-title';
import type { StaffPage } from '../../lib/staff-page';
import { useModuleAvailability } from '../modules/get-modules';
import { staffSections } from './staff-registry';

/** The console's pages as links; `onNavigate` is told when one is followed. */
function StaffNavList({ pages, id, onNavigate }: { pages: StaffPage[]; id?: string; onNavigate?: () => void }) {
  return (
    <List dense disablePadding id={id} sx={{ py: 1 }}>
      {pages.map(({ path, Title, Icon }) => (
        <ListItem key={path} disablePadding>
          <ListItemButton
            component={NavLink}
            to={`/staff/${path}`}
            onClick={onNavigate}
            data-testid={`staff-nav-${path}`}
            sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 600 } }}
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={<Title />} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/** The page of the console the address is on, if any. */
function currentPage(pages: StaffPage[], pathname: string): StaffPage | undefined {
  return pages.find(({ path }) => pathname === `/staff/${path}` || pathname.startsWith(`/staff/${path}/`));
}

/**
 * The console's own navigation: one entry per page of the platform and of enabled modules. A
 * desktop shows them as a side list; below `md` the list would fill a phone's first screen, so
 * it folds into one button naming the page shown, which opens the list in place (and any
 * navigation folds it again).
 */
function StaffNav({ pages }: { pages: StaffPage[] }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const folded = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const { pathname } = useLocation();
  // Open at one address: following a link (or the browser's back) folds the list.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;

  if (!folded)
    return (
      <Paper variant="outlined" component="nav" aria-label={t('staff.navLabel')} sx={{ alignSelf: 'start', minWidth: 0 }}>
        <StaffNavList pages={pages} />
      </Paper>
    );

  const current = currentPage(pages, pathname);
  const CurrentIcon = current?.Icon;
  const listId = 'staff-nav-list';
  return (
    <Paper variant="outlined" component="nav" aria-label={t('staff.navLabel')} sx={{ minWidth: 0 }} data-testid="staff-nav-folded">
      <Button
        fullWidth
        color="inherit"
        onClick={() => setOpenAt(open ? null : pathname)}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        startIcon={CurrentIcon ? <CurrentIcon fontSize="small" /> : undefined}
        endIcon={<ExpandMoreIcon sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }} />}
        sx={{ justifyContent: 'flex-start', py: 1.25, px: 2, fontWeight: 600, '& .MuiButton-endIcon': { marginInlineStart: 'auto' } }}
        data-testid="staff-nav-toggle"
      >
        {current ? <current.Title /> : t('staff.navLabel')}
      </Button>
      <Collapse in={open} unmountOnExit>
        <Divider />
        <StaffNavList pages={pages} id={listId} onNavigate={() => setOpenAt(null)} />
      </Collapse>
    </Paper>
  );
}

/**
 * The staff console (/staff/*): its own side navigation and the pages the registry lists. The
 * route's gate has already checked the staff role; each page is routed only while its module
 * is enabled, so a switched-off module's page answers NotFound like its screens do.
 */
export function StaffConsole() {
  const { t } = useTranslation();
  useDocumentTitle(t('staff.title'));
  const modules = useModuleAvailability();
  if (!modules.isReady) return <PageLoader />;
  const pages = staffSections.filter((section) => modules.isEnabled(section.module)).flatMap((section) => section.pages);
  const first = pages[0];

  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="staff-console">
      <Typography variant="overline" color="text.secondary" component="p">
        {t('staff.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' } }}>
        <StaffNav pages={pages} />
        <Box sx={{ minWidth: 0 }}>
          <Suspense fallback={<PageLoader />}>
            <Routes>
              {first && <Route index element={<Navigate to={first.path} replace />} />}
              {pages.map(({ path, Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
}
