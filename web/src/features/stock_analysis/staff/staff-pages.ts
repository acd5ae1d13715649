import { lazy } from 'react';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import { useTranslation } from 'react-i18next';
import type { StaffPage } from '../../../lib/staff-page';

function SlaTitle() {
  const { t } = useTranslation('stock_analysis');
  return t('staff.title');
}

/** What the stock-analysis module adds to the staff console: the 72-hour SLA and reviewer assignment. */
export const staffPages: StaffPage[] = [{ path: 'stock-analysis-sla', Title: SlaTitle, Icon: TimerOutlinedIcon, Page: lazy(() => import('./SlaStaffPage')) }];
