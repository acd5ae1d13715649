import { staffPages as accountsStaffPages } from '../../features/accounts/staff/staff-pages';
import { staffPages as analystsStaffPages } from '../../features/analysts/staff/staff-pages';
import { staffPages as contentStaffPages } from '../../features/content/staff/staff-pages';
import { staffPages as kycStaffPages } from '../../features/kyc/staff/staff-pages';
import { staffPages as opinionsStaffPages } from '../../features/opinions/staff/staff-pages';
import { staffPages as researchStaffPages } from '../../features/research/staff/staff-pages';
import { staffPages as stockAnalysisStaffPages } from '../../features/stock_analysis/staff/staff-pages';
import { staffPages as subscriptionsStaffPages } from '../../features/subscriptions/staff/staff-pages';
import type { StaffPage } from '../../lib/staff-page';
import type { ModuleId } from '../router/route-modules';
import { platformStaffPages } from './platform-staff-pages';

/** Pages one owner adds to the staff console; `module: null` = the platform's (always shown). */
export interface StaffSection {
  module: ModuleId | null;
  pages: StaffPage[];
}

/**
 * THE list of staff console contributions, in nav order. A feature with staff pages exports
 * them from `features/<m>/staff/staff-pages.ts` and is added here once; its pages then appear
 * (and route) only while its module is enabled.
 */
export const staffSections: StaffSection[] = [
  { module: null, pages: platformStaffPages },
  { module: 'accounts', pages: accountsStaffPages },
  { module: 'content', pages: contentStaffPages },
  { module: 'subscriptions', pages: subscriptionsStaffPages },
  { module: 'analysts', pages: analystsStaffPages },
  { module: 'opinions', pages: opinionsStaffPages },
  { module: 'stock_analysis', pages: stockAnalysisStaffPages },
  { module: 'kyc', pages: kycStaffPages },
  { module: 'research', pages: researchStaffPages },
];
