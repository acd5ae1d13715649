import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { FormAlert } from '../../../components/FormAlert';
import { PageHeader } from '../../../components/PageHeader';
import { ErrorBlock, LoadingBlock, QuerySection } from '../../../components/QueryStates';
import { SectionCard } from '../../../components/SectionCard';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiError } from '../../../lib/api-error';
import { useContent } from '../../../shared-api/content';
import { RichText } from '../../../components/RichText';
import { useMyKyc } from '../api/my-kyc';
import { useAgreeToRisks } from '../api/risk-agree';
import { KycStepper } from '../components/KycStepper';
import { VerifiedPanel } from '../components/KycPanels';
import { RiskProfileSummary } from '../components/RiskProfileSummary';
import { kycPath } from '../lib/paths';
import type { KycView } from '../types';

type Agreement = ReturnType<typeof useAgreeToRisks>;

function AgreementForm({ view, agree }: { view: KycView; agree: Agreement }) {
  const { t } = useTranslation('kyc');
  // The risk disclosure staff maintain, in the page's language.
  const disclosure = useContent('risk-disclosure');
  const [accepted, setAccepted] = useState(false);
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!accepted) {
      setMissing(true);
      return;
    }
    agree.mutate();
  };
  const serverField = isApiError(agree.error) ? agree.error.fieldError('agree') : undefined;
  const acceptProblem = missing ? t('errors.agree') : serverField;
  const formError = agree.isError && !serverField ? agree.error.message : null;
  // Nothing can be accepted before it can be read.
  const readable = disclosure.isSuccess;

  return (
    <Stack spacing={{ xs: 2, md: 3 }} sx={{ maxWidth: 860, mx: 'auto', width: '100%' }} data-testid="kyc-agreement">
      <PageHeader title={t('screens.kycAgreement')} subtitle={t('agreement.subtitle')} />
      <KycStepper active="agreement" />
      <SectionCard title={t('profile.title')}>
        <RiskProfileSummary view={view} />
      </SectionCard>
      <SectionCard title={t('agreement.disclosureTitle')} testId="kyc-risk-disclosure">
        <QuerySection query={disclosure} loadingHeight={240}>
          {(item) => (
            <Box sx={{ maxHeight: 360, overflowY: 'auto', paddingInlineEnd: 1 }} tabIndex={0} role="region" aria-label={t('agreement.disclosureTitle')}>
              {item.format === 'html' ? <RichText html={item.body} /> : <Typography sx={{ whiteSpace: 'pre-line' }}>{item.body}</Typography>}
            </Box>
          )}
        </QuerySection>
      </SectionCard>
      <Box component="form" noValidate onSubmit={submit}>
        <FormControl error={Boolean(acceptProblem)} sx={{ display: 'flex' }}>
          <FormControlLabel
            sx={{ alignItems: 'flex-start', marginInlineEnd: 0 }}
            control={
              <Checkbox
                name="agree"
                checked={accepted}
                disabled={!readable}
                sx={{ mt: -1 }}
                onChange={(event) => {
                  setAccepted(event.target.checked);
                  setMissing(false);
                }}
                slotProps={{ input: { 'aria-describedby': acceptProblem ? 'kyc-agree-error' : undefined, 'data-testid': 'kyc-agree' } as object }}
              />
            }
            label={t('agreement.accept')}
          />
          {acceptProblem && <FormHelperText id="kyc-agree-error">{acceptProblem}</FormHelperText>}
        </FormControl>
        <Box sx={{ mt: 2 }}>
          <FormAlert message={formError} />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={agree.isPending || !readable}
            data-testid="kyc-agree-submit"
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {agree.isPending ? t('agreement.sending') : t('agreement.submit')}
          </Button>
        </Box>
      </Box>
    </Stack>
  );
}

/**
 * `/kyc-agreement`: the risk profile the Saudi form gave, the risk disclosure, and its acceptance,
 * which completes the verification. Anyone not at that step goes back to /kyc.
 */
export function KycAgreementPage() {
  const { t } = useTranslation('kyc');
  useDocumentTitle(t('screens.kycAgreement'));
  const mine = useMyKyc();
  const agree = useAgreeToRisks();
  // Accepted: the verified screen here (it returns the user when KYC was asked for), not a redirect.
  if (agree.isSuccess) return <VerifiedPanel view={agree.data} />;
  if (mine.isPending) return <LoadingBlock height={480} />;
  if (mine.isError) return <ErrorBlock error={mine.error} onRetry={() => void mine.refetch()} />;
  if (mine.data.status !== 'awaiting_agreement') return <Navigate to={kycPath} replace />;
  return <AgreementForm view={mine.data} agree={agree} />;
}
