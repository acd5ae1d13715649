import { lazy } from 'react';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { useTranslation } from 'react-i18next';
import type { StaffPage } from '../../../lib/staff-page';

function KycTitle() {
  const { t } = useTranslation('kyc');
  return t('staff.title');
}

/** What the KYC module adds to the staff console: the verifications, and the decision on passport requests. */
export const staffPages: StaffPage[] = [{ path: 'kyc', Title: KycTitle, Icon: VerifiedUserOutlinedIcon, Page: lazy(() => import('./KycStaffPage')) }];
