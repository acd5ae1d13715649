/** Addresses the reports screens link to (app/router/paths.ts names them). */
export const reportsPaths = {
  rankings: '/reports',
  login: '/login',
  subscription: '/subscription',
} as const;
