import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { paymentMethodMarks } from '../../../components/brand/PaymentMethodIcons';
import { formatDay, formatSar } from '../../../lib/format';
import type { BnplState } from '../lib/pricing';
import type { Instalment, PaymentMethod } from '../types';
import { Money } from './Money';

/** The order methods are offered in. */
export const methodOrder: readonly PaymentMethod[] = ['mada', 'apple_pay', 'visa', 'mastercard', 'bnpl'];

const marks: Record<PaymentMethod, ComponentType> = {
  mada: paymentMethodMarks.mada,
  apple_pay: paymentMethodMarks.applePay,
  visa: paymentMethodMarks.visa,
  mastercard: paymentMethodMarks.mastercard,
  bnpl: paymentMethodMarks.payLater,
};

export interface BnplOffer {
  state: BnplState;
  minHalalas: number;
  maxHalalas: number;
  instalments: Instalment[];
}

/** A quarter today, then the rest month by month: the provider's schedule for the current total. */
function InstalmentList({ instalments }: { instalments: Instalment[] }) {
  const { t, i18n } = useTranslation('subscriptions');
  return (
    <Box sx={{ paddingInlineStart: 4, pb: 1 }} data-testid="bnpl-schedule">
      <Typography variant="body2" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
        {t('checkout.bnpl.schedule')}
      </Typography>
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {instalments.map((instalment, index) => (
          <Box component="li" key={`${instalment.due_on}-${index}`} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25, maxWidth: 360 }}>
            <Typography variant="body2" color="text.secondary">
              {index === 0 ? t('checkout.bnpl.today') : formatDay(instalment.due_on, i18n.language)}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
              <Money halalas={instalment.amount_halalas} />
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * One radio per method the checkout offers (already narrowed to what the providers and the
 * browser accept for this total). The server leaves pay-later out when the total is outside the
 * provider's limits: it is shown then anyway, disabled, with the limits, since a coupon or another
 * plan may bring the total inside them.
 */
export function PaymentMethodPicker({
  methods,
  value,
  onChange,
  error,
  bnpl,
}: {
  methods: readonly PaymentMethod[];
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  error?: string;
  bnpl: BnplOffer;
}) {
  const { t, i18n } = useTranslation('subscriptions');
  const offered = methodOrder.filter((method) => methods.includes(method) || (method === 'bnpl' && bnpl.state === 'outOfRange'));
  const bnplReason =
    bnpl.state === 'outOfRange'
      ? t('checkout.bnpl.outOfRange', {
          min: formatSar(bnpl.minHalalas, i18n.language),
          max: formatSar(bnpl.maxHalalas, i18n.language),
        })
      : bnpl.state === 'unavailable'
        ? t('checkout.bnpl.unavailable')
        : null;

  return (
    <FormControl error={Boolean(error)} component="fieldset" sx={{ width: '100%' }}>
      <FormLabel component="legend" sx={{ mb: 1, fontWeight: 600, color: 'text.primary' }}>
        {t('checkout.methods.title')}
      </FormLabel>
      <RadioGroup
        name="method"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value as PaymentMethod)}
        aria-describedby={error ? 'method-error' : undefined}
      >
        {offered.map((method) => {
          const Mark = marks[method];
          const disabled = method === 'bnpl' && bnpl.state !== 'enabled';
          return (
            <Box key={method} data-testid={`method-${method}`}>
              <FormControlLabel
                value={method}
                disabled={disabled}
                control={<Radio slotProps={{ input: { 'aria-describedby': disabled ? 'bnpl-reason' : undefined } }} />}
                label={
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.5, lineHeight: 0 }}>
                    <Box sx={{ opacity: disabled ? 0.5 : 1, lineHeight: 0 }}>
                      <Mark />
                    </Box>
                    <Typography component="span" sx={{ lineHeight: 1.4 }}>
                      {t(`checkout.methods.${method}`)}
                    </Typography>
                  </Box>
                }
                sx={{ marginInlineEnd: 0 }}
              />
              {method === 'bnpl' && bnplReason && (
                <FormHelperText id="bnpl-reason" error={false} sx={{ mt: -0.5, mb: 1, mx: 0, paddingInlineStart: 4 }}>
                  {bnplReason}
                </FormHelperText>
              )}
              {method === 'bnpl' && !disabled && bnpl.instalments.length > 0 && <InstalmentList instalments={bnpl.instalments} />}
            </Box>
          );
        })}
      </RadioGroup>
      {error && <FormHelperText id="method-error">{error}</FormHelperText>}
    </FormControl>
  );
}
