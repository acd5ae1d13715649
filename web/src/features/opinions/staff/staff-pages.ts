import { lazy } from 'react';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import { useTranslation } from 'react-i18next';
import type { StaffPage } from '../../../lib/staff-page';

function ModerationTitle() {
  const { t } = useTranslation('opinions');
  return t('moderation.title');
}

/** What the opinions module adds to the staff console: moderating analysts' opinions. */
export const staffPages: StaffPage[] = [
  { path: 'opinions-moderation', Title: ModerationTitle, Icon: GavelOutlinedIcon, Page: lazy(() => import('./ModerationStaffPage')) },
];
