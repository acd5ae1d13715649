/** Names of everything the app keeps in the browser (spec §3), in one place. */
export const localKeys = {
  token: 'token',
  user: 'user',
  email: 'email',
  phone: 'phone',
  hasSubscription: 'hasSubscription',
  analystSubmitted: 'analystSubmitted',
  code: 'code',
  oneTimeMessage: 'msg',
  language: 'language',
  /** The Web Push endpoint this browser registered for the signed-in user (notifications). */
  pushEndpoint: 'push_endpoint',
} as const;

export const sessionKeys = {
  intendedRoute: 'intended_route',
  analysisPayment: 'analysis_payment',
  needKyc: 'need_kyc',
} as const;

/** What "clearing the session" removes (spec §4); the language choice survives a sign-out. */
export const sessionLocalKeys = [
  localKeys.token,
  localKeys.user,
  localKeys.email,
  localKeys.phone,
  localKeys.hasSubscription,
  localKeys.analystSubmitted,
  localKeys.code,
  localKeys.oneTimeMessage,
  localKeys.pushEndpoint,
] as const;
