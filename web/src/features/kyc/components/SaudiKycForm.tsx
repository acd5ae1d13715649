import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { SectionCard } from '../../../components/SectionCard';
import { choiceName } from '../lib/choices';
import { choiceFields, riskField, type ChoiceField, type SaudiFormValues, type YesNo } from '../lib/saudi-form';
import type { Choice, KycValues } from '../types';
import { BirthDateFields } from './BirthDateFields';
import { NativeSelect } from './NativeSelect';
import { RiskQuestions } from './RiskQuestions';

/** Which list of GET /api/kycValues each choice field takes its codes from. */
const listOf: Record<ChoiceField, (values: KycValues) => Choice[]> = {
  bank: (v) => v.banks,
  social_status: (v) => v.social_statuses,
  net_savings: (v) => v.net_savings,
  family_members: (v) => v.family_members,
  annual_income: (v) => v.annual_incomes,
  investment_objective: (v) => v.investment_objectives,
};

interface SaudiKycFormProps {
  kycValues: KycValues;
  values: SaudiFormValues;
  /** A change, and the fields whose stale messages it clears. */
  onChange: (next: SaudiFormValues, fields: string[]) => void;
  problem: (field: string) => string | undefined;
  /** The message above the button (client check or the server's). */
  message: string | null;
  pending: boolean;
  onSubmit: () => void;
}

/** Step 1 of the Saudi path: identity, date of birth, financial situation, risk awareness, acknowledgement. */
export function SaudiKycForm({ kycValues, values, onChange, problem, message, pending, onSubmit }: SaudiKycFormProps) {
  const { t, i18n } = useTranslation('kyc');
  const language = i18n.language;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const answer = (index: number, value: YesNo) => {
    const risk_answers = values.risk_answers.map((old, i) => (i === index ? value : old));
    onChange({ ...values, risk_answers }, [riskField(index), 'risk_answers']);
  };
  const acknowledgement = language === 'ar' ? kycValues.acknowledgement_ar : kycValues.acknowledgement_en;
  const ackProblem = problem('acknowledgement');

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="kyc-saudi-form">
      <Stack spacing={{ xs: 2, md: 3 }}>
        <SectionCard title={t('form.identityTitle')}>
          <Stack spacing={2.5}>
            <TextField
              required
              fullWidth
              name="identity_number"
              label={t('form.identityNumber')}
              value={values.identity_number}
              onChange={(event) => onChange({ ...values, identity_number: event.target.value }, ['identity_number'])}
              error={Boolean(problem('identity_number'))}
              helperText={problem('identity_number') ?? t('form.identityHint')}
              autoComplete="off"
              slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', maxLength: 14, 'data-testid': 'kyc-identity_number' } }}
            />
            <BirthDateFields values={values} onChange={onChange} problem={problem} />
          </Stack>
        </SectionCard>

        <SectionCard title={t('form.financialTitle')}>
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
            {choiceFields.map((field) => (
              <NativeSelect
                key={field}
                name={field}
                label={t(`form.fields.${field}`)}
                value={values[field]}
                options={listOf[field](kycValues).map((choice) => ({ value: choice.code, label: choiceName(choice, language) }))}
                onChange={(value) => onChange({ ...values, [field]: value }, [field])}
                error={problem(field)}
              />
            ))}
          </Box>
        </SectionCard>

        <SectionCard title={t('form.riskTitle')} subtitle={t('form.riskHint')}>
          <RiskQuestions questions={kycValues.risk_questions} answers={values.risk_answers} onAnswer={answer} problem={problem} />
        </SectionCard>

        <Box>
          <FormControl error={Boolean(ackProblem)} sx={{ display: 'flex' }}>
            <FormControlLabel
              sx={{ alignItems: 'flex-start', marginInlineEnd: 0 }}
              control={
                <Checkbox
                  name="acknowledgement"
                  checked={values.acknowledgement}
                  sx={{ mt: -1 }}
                  onChange={(event) => onChange({ ...values, acknowledgement: event.target.checked }, ['acknowledgement'])}
                  slotProps={{
                    input: { 'aria-describedby': ackProblem ? 'kyc-acknowledgement-error' : undefined, 'data-testid': 'kyc-acknowledgement' } as object,
                  }}
                />
              }
              label={acknowledgement}
            />
            {ackProblem && <FormHelperText id="kyc-acknowledgement-error">{ackProblem}</FormHelperText>}
          </FormControl>
          <Box sx={{ mt: 2 }}>
            <FormAlert message={message} />
            <Button type="submit" variant="contained" size="large" disabled={pending} data-testid="kyc-next" sx={{ width: { xs: '100%', sm: 'auto' } }}>
              {pending ? t('wizard.starting') : t('wizard.next')}
            </Button>
          </Box>
        </Box>
      </Stack>
    </Box>
  );
}
