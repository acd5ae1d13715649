import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { statusChip } from '../lib/request-status';
import type { RequestStatus } from '../types';

/** Where a request is: awaiting payment, being drafted, in review, being finalised, delivered. */
export function StatusChip({ status, testId }: { status: RequestStatus; testId?: string }) {
  const { t } = useTranslation('stock_analysis');
  // A status newer than this screen is shown as the server names it.
  const chip = statusChip[status] as (typeof statusChip)[RequestStatus] | undefined;
  return <Chip size="small" color={chip?.colour ?? 'default'} label={chip ? t(chip.labelKey) : status} data-testid={testId} data-status={status} />;
}
