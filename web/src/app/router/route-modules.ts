import type { RouteName } from './paths';

/** Backend module ids as GET /api/modules names them. */
export type ModuleId =
  | 'accounts'
  | 'content'
  | 'market'
  | 'ratings'
  | 'opinions'
  | 'chat'
  | 'kyc'
  | 'stock_analysis'
  | 'notifications'
  | 'research'
  | 'subscriptions'
  | 'analysts'
  | 'reports';

/**
 * THE map from route to the backend module that serves it. When that module is disabled the
 * route renders NotFound and disappears from navigation. `null` = always available (home).
 */
export const routeModules: Record<RouteName, ModuleId | null> = {
  home: null,

  login: 'accounts',
  register: 'accounts',
  signupConfirm: 'accounts',
  logout: 'accounts',
  myProfile: 'accounts',
  phoneForm: 'accounts',
  forgotPassword: 'accounts',
  forgotPasswordConfirmation: 'accounts',
  resetPassword: 'accounts',

  privacyPolicyEnglish: 'content',
  privacyPolicy: 'content',
  terms: 'content',
  termsAnalyst: 'content',
  disclaimer: 'content',
  paymentTerms: 'content',
  riskDisclosure: 'content',
  aboutUs: 'content',
  faq: 'content',
  advisors: 'content',
  bookWorkshop: 'content',
  userFeedback: 'content',

  payment: 'subscriptions',
  reportsPayment: 'subscriptions',
  stockAnalysisPayment: 'subscriptions',
  chatPayment: 'subscriptions',
  subscription: 'subscriptions',
  mySubscriptions: 'subscriptions',
  noPayment: 'subscriptions',
  success: 'subscriptions',

  eva: 'ratings',
  ratings: 'ratings',
  ratingListHistory: 'ratings',
  ratingState: 'ratings',
  ratingDetails: 'ratings',
  myLists: 'ratings',
  myFavourites: 'ratings',
  analystEva: 'ratings',

  analystOpinionLists: 'opinions',
  opinions: 'opinions',
  opinionDetails: 'opinions',

  analysts: 'analysts',

  notifications: 'notifications',
  notificationDetails: 'notifications',

  kyc: 'kyc',
  kycNonKsa: 'kyc',
  kycAgreement: 'kyc',

  stockAnalyze: 'stock_analysis',
  stockAnalyzeForm: 'stock_analysis',
  myDocuments: 'stock_analysis',

  chat: 'chat',
  chatTest: 'chat',

  stock: 'market',
  indexPerformance: 'market',
  weeklyHighLowStocks: 'market',
  historicalHighLowStocks: 'market',
  technicalAnalysis: 'market',
  stockSignals: 'market',
  marketReader: 'market',

  reportsRankings: 'reports',
  reportsStock: 'reports',

  news: 'research',
  financialResearch: 'research',
  pdfReader: 'research',
};
