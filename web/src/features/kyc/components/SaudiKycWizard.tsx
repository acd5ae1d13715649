import { useCallback, useEffect, useState } from 'react';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useAddKyc } from '../api/add-kyc';
import { useStartIdentityCheck } from '../api/start-identity-check';
import { kycAgreementPath } from '../lib/paths';
import {
  checkSaudiForm,
  emptySaudiForm,
  leadingProblem,
  normalizeIdentityNumber,
  saudiFormFields,
  toSaudiKycBody,
  type SaudiFormError,
  type SaudiFormValues,
} from '../lib/saudi-form';
import type { IdentityCheck, KycValues } from '../types';
import { KycStepper } from './KycStepper';
import { NafathStep } from './NafathStep';
import { SaudiKycForm } from './SaudiKycForm';

/**
 * The Saudi path: the form, then the identity confirmed in the Nafath app, then the form is sent
 * and the user goes on to the risk agreement. Going back to the form keeps every answer.
 */
export function SaudiKycWizard({ kycValues }: { kycValues: KycValues }) {
  const { t } = useTranslation('kyc');
  const navigate = useNavigate();
  const [values, setValues] = useState<SaudiFormValues>(emptySaudiForm);
  const [check, setCheck] = useState<IdentityCheck | null>(null);
  const [summary, setSummary] = useState<SaudiFormError | null>(null);
  const errors = useFormErrors<string, SaudiFormError>(saudiFormFields, (key) => t(`errors.${key}`));
  const start = useStartIdentityCheck();
  const { mutate: sendForm } = useAddKyc();
  const { setServerError, clearField } = errors;

  const change = (next: SaudiFormValues, fields: string[]) => {
    setValues(next);
    fields.forEach(clearField);
    setSummary(null);
  };

  const next = () => {
    if (start.isPending) return;
    const problems = checkSaudiForm(values);
    const valid = errors.validate(problems);
    setSummary(valid ? null : leadingProblem(problems));
    if (!valid) return;
    start.mutate(normalizeIdentityNumber(values.identity_number), { onSuccess: setCheck, onError: setServerError });
  };

  // Each step starts at the top: "Next" is at the foot of a long form, and on a phone the number
  // to pick in Nafath would otherwise open below the fold.
  const step = check ? check.id : null;
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [step]);

  // Nafath confirmed: the form goes with the number just confirmed.
  const send = useCallback(() => {
    sendForm(toSaudiKycBody(values), {
      onSuccess: () => navigate(kycAgreementPath),
      onError: (error) => {
        setServerError(error);
        setCheck(null);
      },
    });
  }, [sendForm, values, navigate, setServerError]);

  return (
    <Stack spacing={{ xs: 2, md: 3 }}>
      <KycStepper active={check ? 'nafath' : 'form'} />
      {check ? (
        <NafathStep key={check.id} started={check} onCompleted={send} onBack={() => setCheck(null)} />
      ) : (
        <SaudiKycForm
          kycValues={kycValues}
          values={values}
          onChange={change}
          problem={errors.fieldError}
          message={summary ? t(`errors.${summary}`) : errors.formError}
          pending={start.isPending}
          onSubmit={next}
        />
      )}
    </Stack>
  );
}
