import { lazy } from 'react';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { useTranslation } from 'react-i18next';
import type { StaffPage } from '../../../lib/staff-page';

function PlansTitle() {
  const { t } = useTranslation('subscriptions');
  return t('staff.plans.title');
}

function CouponsTitle() {
  const { t } = useTranslation('subscriptions');
  return t('staff.coupons.title');
}

function PaymentsTitle() {
  const { t } = useTranslation('subscriptions');
  return t('staff.payments.title');
}

/** What the subscriptions module adds to the staff console. */
export const staffPages: StaffPage[] = [
  { path: 'plans', Title: PlansTitle, Icon: Inventory2OutlinedIcon, Page: lazy(() => import('./PlansStaffPage')) },
  { path: 'coupons', Title: CouponsTitle, Icon: LocalOfferOutlinedIcon, Page: lazy(() => import('./CouponsStaffPage')) },
  { path: 'payments', Title: PaymentsTitle, Icon: ReceiptLongOutlinedIcon, Page: lazy(() => import('./PaymentsStaffPage')) },
];
