import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { useValidateCoupon } from '../api/validate-coupon';
import type { CouponResult } from '../types';

/**
 * The coupon code: "Apply" asks the server for the plan's price with it, which the summary then
 * shows. The server's refusal (422 `errors.code`) appears under the field. Editing the code
 * drops an applied coupon, so the summary never shows a price for a code that is not the one typed.
 */
export function CouponField({
  planId,
  code,
  onCodeChange,
  applied,
  onApplied,
  error,
}: {
  planId: number;
  code: string;
  onCodeChange: (code: string) => void;
  applied: CouponResult | null;
  onApplied: (result: CouponResult | null) => void;
  /** A message from outside the field: the pay button's checks, or the subscribe call's `errors.coupon`. */
  error?: string;
}) {
  const { t } = useTranslation('subscriptions');
  const validate = useValidateCoupon();
  const [serverError, setServerError] = useState<string | null>(null);

  const apply = (event?: { preventDefault: () => void }) => {
    event?.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) return;
    setServerError(null);
    validate.mutate(
      { code: trimmed, plan_id: planId },
      {
        onSuccess: (result) => onApplied(result),
        onError: (failure) => {
          onApplied(null);
          setServerError(isApiError(failure) ? (failure.fieldError('code') ?? failure.message) : t('errors.unknown'));
        },
      },
    );
  };

  const message = serverError ?? error;
  return (
    <Box data-testid="coupon">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          label={t('checkout.coupon.label')}
          name="coupon"
          size="small"
          value={code}
          onChange={(event) => {
            onCodeChange(event.target.value);
            setServerError(null);
            if (applied) onApplied(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') apply(event);
          }}
          error={Boolean(message)}
          helperText={message}
          autoComplete="off"
          sx={{ flex: 1, minWidth: 0 }}
          slotProps={{ htmlInput: { dir: 'ltr', autoCapitalize: 'characters', spellCheck: false } }}
        />
        <Button
          variant="outlined"
          onClick={() => apply()}
          disabled={!code.trim() || validate.isPending || applied?.code === code.trim()}
          sx={{ flexShrink: 0, minHeight: 40 }}
        >
          {validate.isPending ? t('checkout.coupon.applying') : t('checkout.coupon.apply')}
        </Button>
      </Box>
      {applied && (
        <Box role="status" data-testid="coupon-applied" sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, color: 'success.main' }}>
          <CheckCircleOutlineIcon fontSize="small" aria-hidden="true" />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('checkout.coupon.applied', { code: applied.code })}
          </Typography>
          <Button
            size="small"
            onClick={() => {
              onApplied(null);
              onCodeChange('');
            }}
          >
            {t('checkout.coupon.remove')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
