/**
 * One concrete address for every route of spec §2, its access rule and the backend module that
 * serves it (written out here independently of src/, so the journeys check the app's own map).
 */
export const specRoutes: { path: string; access: 'open' | 'signedIn' | 'guestOnly'; module: string | null }[] = [
  { path: '/', access: 'open', module: null },
  { path: '/login', access: 'guestOnly', module: 'accounts' },
  { path: '/register', access: 'guestOnly', module: 'accounts' },
  { path: '/en/privacy-policy', access: 'guestOnly', module: 'content' },
  { path: '/feedbackeyjbd', access: 'open', module: 'content' },
  { path: '/eva', access: 'signedIn', module: 'ratings' },
  { path: '/notification', access: 'signedIn', module: 'notifications' },
  { path: '/notification-details/1', access: 'signedIn', module: 'notifications' },
  { path: '/payment/1', access: 'signedIn', module: 'subscriptions' },
  { path: '/reports-payment/1', access: 'signedIn', module: 'subscriptions' },
  { path: '/analysis-payment/1', access: 'signedIn', module: 'subscriptions' },
  { path: '/chat-payment/1', access: 'signedIn', module: 'subscriptions' },
  // Open: a sign-up has no session until the emailed code comes back on this page.
  { path: '/register_confirm', access: 'open', module: 'accounts' },
  { path: '/news', access: 'open', module: 'research' },
  { path: '/subscription', access: 'signedIn', module: 'subscriptions' },
  { path: '/analysts', access: 'signedIn', module: 'analysts' },
  { path: '/no-payment', access: 'signedIn', module: 'subscriptions' },
  { path: '/analyst_eva', access: 'open', module: 'ratings' },
  { path: '/opinion_lists', access: 'open', module: 'opinions' },
  { path: '/opinion_lists/3', access: 'open', module: 'opinions' },
  { path: '/ratings/1', access: 'open', module: 'ratings' },
  // The demo's first analyst has Eva list 1 and opinions list 2.
  { path: '/opinions/2', access: 'open', module: 'opinions' },
  { path: '/my_subscriptions', access: 'signedIn', module: 'subscriptions' },
  { path: '/my_profile', access: 'signedIn', module: 'accounts' },
  { path: '/my_lists', access: 'signedIn', module: 'analysts' },
  { path: '/my_favourites', access: 'signedIn', module: 'ratings' },
  { path: '/privacy-policy', access: 'open', module: 'content' },
  { path: '/terms', access: 'open', module: 'content' },
  { path: '/terms-analyst', access: 'open', module: 'content' },
  { path: '/disclaimer', access: 'open', module: 'content' },
  { path: '/payment-terms', access: 'open', module: 'content' },
  { path: '/risk-disclosure', access: 'open', module: 'content' },
  { path: '/about-us', access: 'open', module: 'content' },
  { path: '/faq', access: 'open', module: 'content' },
  { path: '/advisors', access: 'open', module: 'content' },
  { path: '/book-me', access: 'open', module: 'content' },
  { path: '/phone', access: 'signedIn', module: 'accounts' },
  { path: '/forgot_password', access: 'guestOnly', module: 'accounts' },
  { path: '/forgot_password_confirmation', access: 'guestOnly', module: 'accounts' },
  { path: '/reset_password?token=e2e&email=e2e%40example.com', access: 'guestOnly', module: 'accounts' },
  { path: '/rating-list-history/1', access: 'signedIn', module: 'ratings' },
  { path: '/rating-state-comments/1', access: 'signedIn', module: 'ratings' },
  { path: '/opinion/1', access: 'signedIn', module: 'opinions' },
  { path: '/kyc', access: 'signedIn', module: 'kyc' },
  { path: '/kyc-non-ksa', access: 'signedIn', module: 'kyc' },
  { path: '/kyc-agreement', access: 'signedIn', module: 'kyc' },
  { path: '/success', access: 'signedIn', module: 'subscriptions' },
  { path: '/success/analysis', access: 'signedIn', module: 'subscriptions' },
  { path: '/stock-analyze', access: 'signedIn', module: 'stock_analysis' },
  { path: '/stock-analyze-form', access: 'signedIn', module: 'stock_analysis' },
  { path: '/analysis/my-documents', access: 'signedIn', module: 'stock_analysis' },
  { path: '/stock/1', access: 'open', module: 'market' },
  { path: '/rating-details/1', access: 'signedIn', module: 'ratings' },
  { path: '/chat', access: 'signedIn', module: 'chat' },
  // A conversation's id is its owner's own (a UUID): the console opens a new one about a stock;
  // the chat journey opens conversations by id.
  { path: '/chat?stock_id=1', access: 'signedIn', module: 'chat' },
  { path: '/chat-test', access: 'signedIn', module: 'chat' },
  { path: '/index-performance', access: 'open', module: 'market' },
  { path: '/weekly-high-low/2025/10', access: 'open', module: 'market' },
  { path: '/high-low-stocks/2025/10', access: 'open', module: 'market' },
  { path: '/techinal-analysis', access: 'signedIn', module: 'market' },
  { path: '/stock-signals', access: 'open', module: 'market' },
  { path: '/reports', access: 'open', module: 'reports' },
  { path: '/reports/stock/1', access: 'open', module: 'reports' },
  { path: '/reports/stock/1/growth', access: 'open', module: 'reports' },
  { path: '/financial-research', access: 'open', module: 'research' },
  { path: '/financial-research/1/ar', access: 'signedIn', module: 'research' },
  { path: '/market-reader', access: 'open', module: 'market' },
  // Not in spec §2: the user's price alerts.
  { path: '/alerts', access: 'signedIn', module: 'alerts' },
  // /logout is visited by the account journey: visiting it here would end the session.
];

/**
 * More addresses of the market screens: the weekly screens without a week (redirected to the
 * current one), chart intervals, filters and later pages.
 */
export const marketVariantRoutes: typeof specRoutes = [
  { path: '/stock/1?interval=weekly', access: 'open', module: 'market' },
  { path: '/stock/1?interval=monthly', access: 'open', module: 'market' },
  { path: '/weekly-high-low', access: 'open', module: 'market' },
  { path: '/weekly-high-low?market=2', access: 'open', module: 'market' },
  { path: '/high-low-stocks', access: 'open', module: 'market' },
  { path: '/high-low-stocks/2025', access: 'open', module: 'market' },
  { path: '/stock-signals?page=2&market=1', access: 'open', module: 'market' },
  { path: '/techinal-analysis?kind=golden_cross&market=1', access: 'signedIn', module: 'market' },
  { path: '/techinal-analysis?page=2', access: 'signedIn', module: 'market' },
  { path: '/market-reader?page=2', access: 'open', module: 'market' },
];
