import { describe, expect, it } from 'vitest';
import { paths } from './paths';
import { routeModules } from './route-modules';
import { appRouteDefinitions } from './route-table';

/** The path column of spec §2's table, in react-router syntax. */
const specPaths = [
  '/',
  '/login',
  '/register',
  '/en/privacy-policy',
  '/feedbackeyjbd',
  '/eva',
  '/notification',
  '/notification-details/:id',
  '/payment/:planId',
  '/reports-payment/:planId',
  '/analysis-payment/:id',
  '/chat-payment/:id',
  '/register_confirm',
  '/news',
  '/subscription',
  '/analysts',
  '/logout',
  '/no-payment',
  '/analyst_eva',
  '/opinion_lists/:type?',
  '/ratings/:id',
  '/opinions/:id',
  '/my_subscriptions',
  '/my_profile',
  '/my_lists',
  '/my_favourites',
  '/privacy-policy',
  '/terms',
  '/terms-analyst',
  '/disclaimer',
  '/payment-terms',
  '/risk-disclosure',
  '/about-us',
  '/faq',
  '/advisors',
  '/book-me',
  '/phone',
  '/forgot_password',
  '/forgot_password_confirmation',
  '/reset_password',
  '/rating-list-history/:id',
  '/rating-state-comments/:id',
  '/opinion/:id',
  '/kyc',
  '/kyc-non-ksa',
  '/kyc-agreement',
  '/success/:type?',
  '/stock-analyze',
  '/stock-analyze-form/:packageId?',
  '/analysis/my-documents',
  '/stock/:stock',
  '/rating-details/:id',
  '/chat/:chatId?',
  '/chat-test',
  '/index-performance',
  '/weekly-high-low/:year/:week',
  '/high-low-stocks/:year/:week',
  '/techinal-analysis',
  '/stock-signals',
  '/reports',
  '/reports/stock/:stock/:strategy?',
  '/financial-research',
  '/financial-research/:id/:language',
  '/market-reader',
];

const guestOnly = ['/login', '/register', '/en/privacy-policy', '/forgot_password', '/forgot_password_confirmation', '/reset_password'];
const signedIn = [
  '/eva',
  '/notification',
  '/notification-details/:id',
  '/payment/:planId',
  '/reports-payment/:planId',
  '/analysis-payment/:id',
  '/chat-payment/:id',
  '/subscription',
  '/analysts',
  '/logout',
  '/no-payment',
  '/my_subscriptions',
  '/my_profile',
  '/my_lists',
  '/my_favourites',
  '/phone',
  '/rating-list-history/:id',
  '/rating-state-comments/:id',
  '/opinion/:id',
  '/kyc',
  '/kyc-non-ksa',
  '/kyc-agreement',
  '/success/:type?',
  '/stock-analyze',
  '/stock-analyze-form/:packageId?',
  '/analysis/my-documents',
  '/rating-details/:id',
  '/chat/:chatId?',
  '/chat-test',
  '/techinal-analysis',
  '/financial-research/:id/:language',
];

/** Routes outside spec §2's table, with their rule. */
const staffPaths = ['/staff/*'];
/** DECISIONS 9: joining as an analyst, for signed-in users. */
const decisionPaths = ['/analysts/join', '/analysts/join/received'];
/** The analysts' review queue of stock-analysis requests, for analysts and staff. */
const analystOrStaffPaths = ['/analysis/reviews'];
/** The alerts module's screen: the user's own alerts. */
const alertsPaths = ['/alerts'];

describe('route table', () => {
  const table = appRouteDefinitions.map((route) => ({ path: paths[route.name], access: route.access }));

  it('has every route of spec §2 exactly once, the staff console and the routes added since', () => {
    expect(table.map((route) => route.path).sort()).toEqual([...specPaths, ...staffPaths, ...decisionPaths, ...analystOrStaffPaths, ...alertsPaths].sort());
  });

  it('gives each route the access rule of spec §2', () => {
    for (const route of table) {
      const expected = staffPaths.includes(route.path)
        ? 'staff'
        : analystOrStaffPaths.includes(route.path)
          ? 'analystOrStaff'
          : guestOnly.includes(route.path)
            ? 'guestOnly'
            : signedIn.includes(route.path) || decisionPaths.includes(route.path) || alertsPaths.includes(route.path)
              ? 'signedIn'
              : 'open';
      expect({ path: route.path, access: route.access }).toEqual({ path: route.path, access: expected });
    }
  });

  it('maps every route except home and the staff console to a backend module', () => {
    for (const route of appRouteDefinitions) {
      if (route.name === 'home' || route.name === 'staff') expect(routeModules[route.name]).toBeNull();
      else expect(routeModules[route.name], route.name).toEqual(expect.any(String));
    }
  });
});
