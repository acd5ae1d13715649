import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { isKycStatus, type KycStatus } from '../types';

const colours: Record<KycStatus, 'default' | 'info' | 'success' | 'warning'> = {
  none: 'default',
  awaiting_agreement: 'info',
  in_review: 'warning',
  verified: 'success',
  rejected: 'default',
  erased: 'default',
};

export function StatusChip({ status, testId }: { status: string; testId?: string }) {
  const { t } = useTranslation('kyc');
  const known = isKycStatus(status) ? status : null;
  return (
    <Chip size="small" color={known ? colours[known] : 'default'} label={known ? t(`statuses.${known}`) : status} data-testid={testId} data-status={status} />
  );
}
