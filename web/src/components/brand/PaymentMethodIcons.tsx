import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/**
 * The accepted payment methods (spec §1), drawn as small inline SVG tiles so they ship with the
 * bundle and use the page's own font. They are recognisable marks, not the brands' artwork.
 */
const tile = { width: 56, height: 36, rx: 6 } as const;

function Mada() {
  return (
    <svg direction="ltr" viewBox="0 0 56 36" width={tile.width} height={tile.height} aria-hidden="true">
      <rect width="56" height="36" rx={tile.rx} fill="#fff" stroke="#d0d5d9" />
      <rect x="8" y="10" width="14" height="5" rx="1" fill="#84b740" />
      <rect x="8" y="19" width="14" height="5" rx="1" fill="#259bd6" />
      <text x="38" y="22" fontSize="10" fontWeight="700" fill="#27292d" textAnchor="middle">
        mada
      </text>
    </svg>
  );
}

function ApplePay() {
  return (
    <svg direction="ltr" viewBox="0 0 56 36" width={tile.width} height={tile.height} aria-hidden="true">
      <rect width="56" height="36" rx={tile.rx} fill="#000" />
      <path
        d="M17.6 14.2c-.9 0-1.9.6-2.4.6-.5 0-1.3-.6-2.1-.6-1.1 0-2.1.6-2.7 1.6-1.1 2-.3 4.9.8 6.5.5.8 1.2 1.6 2 1.6.8 0 1.1-.5 2.1-.5s1.2.5 2.1.5c.9 0 1.4-.8 1.9-1.6.6-.9.8-1.7.8-1.8 0 0-1.6-.6-1.6-2.4 0-1.5 1.2-2.2 1.3-2.3-.7-1-1.8-1.1-2.2-1.1zm-.6-.9c.4-.5.7-1.2.6-1.9-.6 0-1.3.4-1.8.9-.4.4-.7 1.1-.6 1.8.7.1 1.3-.3 1.8-.8z"
        fill="#fff"
      />
      <text x="35" y="23" fontSize="11" fontWeight="600" fill="#fff" textAnchor="middle">
        Pay
      </text>
    </svg>
  );
}

function Visa() {
  return (
    <svg direction="ltr" viewBox="0 0 56 36" width={tile.width} height={tile.height} aria-hidden="true">
      <rect width="56" height="36" rx={tile.rx} fill="#fff" stroke="#d0d5d9" />
      <text x="28" y="23" fontSize="13" fontWeight="700" fontStyle="italic" fill="#1a1f71" textAnchor="middle" direction="ltr">
        VISA
      </text>
    </svg>
  );
}

function Mastercard() {
  return (
    <svg direction="ltr" viewBox="0 0 56 36" width={tile.width} height={tile.height} aria-hidden="true">
      <rect width="56" height="36" rx={tile.rx} fill="#fff" stroke="#d0d5d9" />
      <circle cx="23" cy="18" r="9" fill="#eb001b" />
      <circle cx="33" cy="18" r="9" fill="#f79e1b" fillOpacity="0.9" />
    </svg>
  );
}

function PayLater() {
  return (
    <svg direction="ltr" viewBox="0 0 56 36" width={tile.width} height={tile.height} aria-hidden="true">
      <rect width="56" height="36" rx={tile.rx} fill="#3bffc1" />
      <g fill="#1c1c1c">
        <rect x="10" y="12" width="7" height="12" rx="1.5" />
        <rect x="19.5" y="12" width="7" height="12" rx="1.5" fillOpacity="0.45" />
        <rect x="29" y="12" width="7" height="12" rx="1.5" fillOpacity="0.45" />
        <rect x="38.5" y="12" width="7" height="12" rx="1.5" fillOpacity="0.45" />
      </g>
    </svg>
  );
}

/** Each mark on its own (decorative, aria-hidden), for screens that name the method next to it. */
export const paymentMethodMarks = {
  mada: Mada,
  applePay: ApplePay,
  visa: Visa,
  mastercard: Mastercard,
  payLater: PayLater,
} as const;

export function PaymentMethodIcons() {
  const { t } = useTranslation();
  const methods = [
    { id: 'mada', label: t('footer.paymentMethods.mada'), Icon: Mada },
    { id: 'apple-pay', label: t('footer.paymentMethods.applePay'), Icon: ApplePay },
    { id: 'visa', label: t('footer.paymentMethods.visa'), Icon: Visa },
    { id: 'mastercard', label: t('footer.paymentMethods.mastercard'), Icon: Mastercard },
    { id: 'pay-later', label: t('footer.paymentMethods.payLater'), Icon: PayLater },
  ];
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
      {methods.map(({ id, label, Icon }) => (
        <Box component="li" key={id} title={label} aria-label={label} sx={{ lineHeight: 0 }}>
          <Icon />
        </Box>
      ))}
    </Box>
  );
}
