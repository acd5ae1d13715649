import { lazy } from 'react';
import ExtensionOutlinedIcon from '@mui/icons-material/ExtensionOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { useTranslation } from 'react-i18next';
import type { StaffPage } from '../../lib/staff-page';

function ModulesTitle() {
  const { t } = useTranslation();
  return t('staff.modules.title');
}

function FailedJobsTitle() {
  const { t } = useTranslation();
  return t('staff.jobs.title');
}

/** The platform's own pages: always there, whichever modules are on. */
export const platformStaffPages: StaffPage[] = [
  { path: 'modules', Title: ModulesTitle, Icon: ExtensionOutlinedIcon, Page: lazy(() => import('./modules/ModulesPage')) },
  { path: 'jobs', Title: FailedJobsTitle, Icon: ErrorOutlineIcon, Page: lazy(() => import('./jobs/FailedJobsPage')) },
];
