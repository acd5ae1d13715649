import { lazy } from 'react';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import PlaylistRemoveOutlinedIcon from '@mui/icons-material/PlaylistRemoveOutlined';
import { useTranslation } from 'react-i18next';
import type { StaffPage } from '../../../lib/staff-page';

function ApplicationsTitle() {
  const { t } = useTranslation('analysts');
  return t('staff.title');
}

function PayoutsTitle() {
  const { t } = useTranslation('analysts');
  return t('staffPayouts.title');
}

function ListsModerationTitle() {
  const { t } = useTranslation('analysts');
  return t('listsModeration.title');
}

/** What the analysts module adds to the staff console. */
export const staffPages: StaffPage[] = [
  { path: 'analyst-applications', Title: ApplicationsTitle, Icon: HowToRegOutlinedIcon, Page: lazy(() => import('./ApplicationsStaffPage')) },
  { path: 'analyst-payouts', Title: PayoutsTitle, Icon: PaymentsOutlinedIcon, Page: lazy(() => import('./PayoutsStaffPage')) },
  { path: 'lists-moderation', Title: ListsModerationTitle, Icon: PlaylistRemoveOutlinedIcon, Page: lazy(() => import('./ListsModerationStaffPage')) },
];
