/** Addresses of the content screens (app/router/paths.ts names them advisors, bookWorkshop, userFeedback). */
export const contentPaths = {
  advisors: '/advisors',
  bookWorkshop: '/book-me',
  userFeedback: '/feedbackeyjbd',
  login: '/login',
} as const;
