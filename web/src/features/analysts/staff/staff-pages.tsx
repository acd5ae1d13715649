import { lazy } from 'react';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import { useTranslation } from 'react-i18next';
import type { StaffPage } from '../../../lib/staff-page';

function ApplicationsTitle() {
  const { t } = useTranslation('analysts');
  return t('staff.title');
}

/** What the analysts module adds to the staff console. */
export const staffPages: StaffPage[] = [
  { path: 'analyst-applications', Title: ApplicationsTitle, Icon: HowToRegOutlinedIcon, Page: lazy(() => import('./ApplicationsStaffPage')) },
];
