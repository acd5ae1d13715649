import { FinancialStatement } from '../../features/accounts/components/profile/FinancialStatement';
import { AnalystStatement } from '../../features/analysts/components/AnalystStatement';
import { useModuleAvailability } from '../modules/get-modules';

/**
 * The profile's financial statement tab: the analysts module's statement while it is on, the
 * profile's own "nothing to show" otherwise.
 */
export function ProfileStatement() {
  const modules = useModuleAvailability();
  return modules.isEnabled('analysts') ? <AnalystStatement /> : <FinancialStatement />;
}
