import { Suspense } from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../components/NotFoundPage';
import { PageLoader } from '../../components/PageLoader';
import { useDocumentTitle } from '../../components/use-document-title';
import type { StaffPage } from '../../lib/staff-page';
import { useModuleAvailability } from '../modules/get-modules';
import { staffSections } from './staff-registry';

/** The console's own navigation: one entry per page of the platform and of enabled modules. */
function StaffNav({ pages }: { pages: StaffPage[] }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" component="nav" aria-label={t('staff.navLabel')} sx={{ alignSelf: 'start', minWidth: 0 }}>
      <List dense disablePadding sx={{ py: 1 }}>
        {pages.map(({ path, Title, Icon }) => (
          <ListItem key={path} disablePadding>
            <ListItemButton
              component={NavLink}
              to={`/staff/${path}`}
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
