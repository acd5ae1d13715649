import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTranslation } from 'react-i18next';

const steps = ['form', 'nafath', 'agreement'] as const;
export type KycStep = (typeof steps)[number];

/** Where the user is in "form, Nafath, agreement"; labels under the dots so three fit a phone. */
export function KycStepper({ active }: { active: KycStep }) {
  const { t } = useTranslation('kyc');
  return (
    <Stepper activeStep={steps.indexOf(active)} alternativeLabel data-testid="kyc-stepper" data-step={active}>
      {steps.map((step) => (
        <Step key={step}>
          <StepLabel>{t(`wizard.steps.${step}`)}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
