import { lazy } from 'react';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import { useTranslation } from 'react-i18next';
import type { StaffPage } from '../../../lib/staff-page';

function UsersTitle() {
  const { t } = useTranslation('accounts');
  return t('staff.users.title');
}

/** What the accounts module adds to the staff console. */
export const staffPages: StaffPage[] = [{ path: 'users', Title: UsersTitle, Icon: GroupOutlinedIcon, Page: lazy(() => import('./UsersPage')) }];
