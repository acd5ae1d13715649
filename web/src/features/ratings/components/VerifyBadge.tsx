import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import { useTranslation } from 'react-i18next';
import { useVerification } from '../api/history';

/**
 * Whether the list's published record still hashes to its head: anyone can check it, and a
 * reader who notes the newest hash can tell later whether anything before it was rewritten.
 */
export function VerifyBadge({ listId }: { listId: number }) {
  const { t } = useTranslation('ratings');
  const verification = useVerification(listId);
  if (verification.isPending || verification.isError) {
    return verification.isPending ? <Chip size="small" variant="outlined" label={t('verify.checking')} /> : null;
  }
  const { broken_at: brokenAt, entries, head_hash: head } = verification.data;
  const broken = brokenAt !== null && brokenAt !== undefined;
  return (
    <Tooltip title={t('verify.hint', { hash: head.slice(0, 12) })}>
      <Chip
        size="small"
        variant="outlined"
        color={broken ? 'error' : 'success'}
        icon={broken ? <ReportProblemOutlinedIcon /> : <VerifiedOutlinedIcon />}
        label={broken ? t('verify.broken', { seq: brokenAt }) : t('verify.ok', { count: entries })}
        data-testid="history-verified"
        data-state={broken ? 'broken' : 'ok'}
      />
    </Tooltip>
  );
}
