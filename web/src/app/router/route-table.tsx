import { lazy, type ReactNode } from 'react';
import type { ScreenTitleKey } from '../../i18n/screen-titles';
import { HomePage } from '../home/HomePage';
import type { RouteAccess } from './access';
import { lazyPage } from './lazy-page';
import { ModuleSection } from './ModuleSection';
import type { RouteName } from './paths';

/** Every screen's code is loaded on demand, so the home route ships only the shell. */
const LoginPage = lazyPage(() => import('../../features/accounts/routes/LoginPage'), 'LoginPage');
const RegisterPage = lazyPage(() => import('../../features/accounts/routes/RegisterPage'), 'RegisterPage');
const RegisterConfirmPage = lazyPage(() => import('../../features/accounts/routes/RegisterConfirmPage'), 'RegisterConfirmPage');
const ForgotPasswordPage = lazyPage(() => import('../../features/accounts/routes/ForgotPasswordPage'), 'ForgotPasswordPage');
const ForgotPasswordConfirmationPage = lazyPage(
  () => import('../../features/accounts/routes/ForgotPasswordConfirmationPage'),
  'ForgotPasswordConfirmationPage',
);
const ResetPasswordPage = lazyPage(() => import('../../features/accounts/routes/ResetPasswordPage'), 'ResetPasswordPage');
const PhonePage = lazyPage(() => import('../../features/accounts/routes/PhonePage'), 'PhonePage');
const LogoutPage = lazyPage(() => import('../../features/accounts/routes/LogoutPage'), 'LogoutPage');
const MyProfilePage = lazyPage(() => import('../../features/accounts/routes/MyProfilePage'), 'MyProfilePage');
const ProfileStatement = lazyPage(() => import('../layout/ProfileStatement'), 'ProfileStatement');
const SuccessPage = lazyPage(() => import('../../features/subscriptions/routes/SuccessPage'), 'SuccessPage');
const NoPaymentPage = lazyPage(() => import('../../features/subscriptions/routes/NoPaymentPage'), 'NoPaymentPage');
const CheckoutPage = lazyPage(() => import('../../features/subscriptions/routes/CheckoutPage'), 'CheckoutPage');
const SubscriptionPage = lazyPage(() => import('../../features/subscriptions/routes/SubscriptionPage'), 'SubscriptionPage');
const MySubscriptionsPage = lazyPage(() => import('../../features/subscriptions/routes/MySubscriptionsPage'), 'MySubscriptionsPage');
const ContentPage = lazyPage(() => import('../../features/content/routes/ContentPage'), 'ContentPage');
const FaqPage = lazyPage(() => import('../../features/content/routes/FaqPage'), 'FaqPage');
const ComingSoonPage = lazy(() => import('../../components/ComingSoonPage'));
const StockPage = lazyPage(() => import('../../features/market/routes/StockPage'), 'StockPage');
const IndexPerformancePage = lazyPage(() => import('../../features/market/routes/IndexPerformancePage'), 'IndexPerformancePage');
const WeeklyHighLowPage = lazyPage(() => import('../../features/market/routes/HighLowPage'), 'WeeklyHighLowPage');
const HistoricalHighLowPage = lazyPage(() => import('../../features/market/routes/HighLowPage'), 'HistoricalHighLowPage');
const CurrentWeekRedirect = lazyPage(() => import('../../features/market/routes/HighLowPage'), 'CurrentWeekRedirect');
const TechnicalAnalysisPage = lazyPage(() => import('../../features/market/routes/TechnicalAnalysisPage'), 'TechnicalAnalysisPage');
const StockSignalsPage = lazyPage(() => import('../../features/market/routes/StockSignalsPage'), 'StockSignalsPage');
const MarketReaderPage = lazyPage(() => import('../../features/market/routes/MarketReaderPage'), 'MarketReaderPage');
const JoinAnalystPage = lazyPage(() => import('../../features/analysts/routes/JoinAnalystPage'), 'JoinAnalystPage');
const JoinReceivedPage = lazyPage(() => import('../../features/analysts/routes/JoinReceivedPage'), 'JoinReceivedPage');
const MyListsPage = lazyPage(() => import('../../features/analysts/routes/MyListsPage'), 'MyListsPage');
const AnalystsPage = lazyPage(() => import('../../features/analysts/routes/AnalystsPage'), 'AnalystsPage');
const EvaListsPage = lazyPage(() => import('../../features/ratings/routes/EvaListsPage'), 'EvaListsPage');
const MyEvaPage = lazyPage(() => import('../../features/ratings/routes/MyEvaPage'), 'MyEvaPage');
const RatingListPage = lazyPage(() => import('../../features/ratings/routes/RatingListPage'), 'RatingListPage');
const RatingListHistoryPage = lazyPage(() => import('../../features/ratings/routes/RatingListHistoryPage'), 'RatingListHistoryPage');
const RatingStatePage = lazyPage(() => import('../../features/ratings/routes/RatingStatePage'), 'RatingStatePage');
const RatingDetailsPage = lazyPage(() => import('../../features/ratings/routes/RatingDetailsPage'), 'RatingDetailsPage');
const MyFavouritesPage = lazyPage(() => import('../../features/ratings/routes/MyFavouritesPage'), 'MyFavouritesPage');
const OpinionFavourites = lazyPage(() => import('../../features/opinions/components/OpinionFavourites'), 'OpinionFavourites');
const OpinionListsPage = lazyPage(() => import('../../features/opinions/routes/OpinionListsPage'), 'OpinionListsPage');
const OpinionsPage = lazyPage(() => import('../../features/opinions/routes/OpinionsPage'), 'OpinionsPage');
const OpinionDetailsPage = lazyPage(() => import('../../features/opinions/routes/OpinionDetailsPage'), 'OpinionDetailsPage');
const ChatPage = lazyPage(() => import('../../features/chat/routes/ChatPage'), 'ChatPage');
const ChatTestPage = lazyPage(() => import('../../features/chat/routes/ChatTestPage'), 'ChatTestPage');
const StockAnalyzePage = lazyPage(() => import('../../features/stock_analysis/routes/StockAnalyzePage'), 'StockAnalyzePage');
const AnalysisFormPage = lazyPage(() => import('../../features/stock_analysis/routes/AnalysisFormPage'), 'AnalysisFormPage');
const MyDocumentsPage = lazyPage(() => import('../../features/stock_analysis/routes/MyDocumentsPage'), 'MyDocumentsPage');
const ReviewsPage = lazyPage(() => import('../../features/stock_analysis/routes/ReviewsPage'), 'ReviewsPage');
const KycPage = lazyPage(() => import('../../features/kyc/routes/KycPage'), 'KycPage');
const KycNonKsaPage = lazyPage(() => import('../../features/kyc/routes/KycNonKsaPage'), 'KycNonKsaPage');
const KycAgreementPage = lazyPage(() => import('../../features/kyc/routes/KycAgreementPage'), 'KycAgreementPage');
const NotificationsPage = lazyPage(() => import('../../features/notifications/routes/NotificationsPage'), 'NotificationsPage');
const NotificationDetailsPage = lazyPage(() => import('../../features/notifications/routes/NotificationDetailsPage'), 'NotificationDetailsPage');
const NotificationPreferences = lazyPage(() => import('../../features/notifications/components/NotificationPreferences'), 'NotificationPreferences');
const StaffConsole = lazyPage(() => import('../staff/StaffConsole'), 'StaffConsole');

export interface AppRouteDefinition {
  name: RouteName;
  access: RouteAccess;
  element: ReactNode;
}

const soon = (titleKey: ScreenTitleKey) => <ComingSoonPage titleKey={titleKey} />;

/** Spec §2, row by row: each route's access rule and what it shows today; then the staff console. */
export const appRouteDefinitions: AppRouteDefinition[] = [
  { name: 'home', access: 'open', element: <HomePage /> },
  { name: 'login', access: 'guestOnly', element: <LoginPage /> },
  { name: 'register', access: 'guestOnly', element: <RegisterPage /> },
  { name: 'privacyPolicyEnglish', access: 'guestOnly', element: <ContentPage contentKey="privacy-policy" language="en" /> },
  { name: 'userFeedback', access: 'open', element: soon('screens.userFeedback') },
  { name: 'eva', access: 'signedIn', element: <MyEvaPage /> },
  { name: 'notifications', access: 'signedIn', element: <NotificationsPage /> },
  { name: 'notificationDetails', access: 'signedIn', element: <NotificationDetailsPage /> },
  { name: 'payment', access: 'signedIn', element: <CheckoutPage kind="payment" /> },
  { name: 'reportsPayment', access: 'signedIn', element: <CheckoutPage kind="reports" /> },
  { name: 'stockAnalysisPayment', access: 'signedIn', element: <CheckoutPage kind="analysis" /> },
  { name: 'chatPayment', access: 'signedIn', element: <CheckoutPage kind="chat" /> },
  { name: 'signupConfirm', access: 'signedIn', element: <RegisterConfirmPage /> },
  { name: 'news', access: 'open', element: soon('screens.news') },
  { name: 'subscription', access: 'signedIn', element: <SubscriptionPage /> },
  { name: 'analysts', access: 'signedIn', element: <AnalystsPage /> },
  { name: 'logout', access: 'signedIn', element: <LogoutPage /> },
  { name: 'noPayment', access: 'signedIn', element: <NoPaymentPage /> },
  { name: 'analystEva', access: 'open', element: <EvaListsPage /> },
  { name: 'analystOpinionLists', access: 'open', element: <OpinionListsPage /> },
  { name: 'ratings', access: 'open', element: <RatingListPage /> },
  { name: 'opinions', access: 'open', element: <OpinionsPage /> },
  { name: 'mySubscriptions', access: 'signedIn', element: <MySubscriptionsPage /> },
  {
    name: 'myProfile',
    access: 'signedIn',
    element: (
      <MyProfilePage statement={<ProfileStatement />}>
        <ModuleSection module="notifications">
          <NotificationPreferences />
        </ModuleSection>
      </MyProfilePage>
    ),
  },
  { name: 'myLists', access: 'signedIn', element: <MyListsPage /> },
  {
    name: 'myFavourites',
    access: 'signedIn',
    element: (
      <MyFavouritesPage>
        <ModuleSection module="opinions">
          <OpinionFavourites />
        </ModuleSection>
      </MyFavouritesPage>
    ),
  },
  { name: 'privacyPolicy', access: 'open', element: <ContentPage contentKey="privacy-policy" /> },
  { name: 'terms', access: 'open', element: <ContentPage contentKey="terms" /> },
  { name: 'termsAnalyst', access: 'open', element: <ContentPage contentKey="terms-analyst" /> },
  { name: 'disclaimer', access: 'open', element: <ContentPage contentKey="disclaimer" /> },
  { name: 'paymentTerms', access: 'open', element: <ContentPage contentKey="payment-terms" /> },
  { name: 'riskDisclosure', access: 'open', element: <ContentPage contentKey="risk-disclosure" /> },
  { name: 'aboutUs', access: 'open', element: <ContentPage contentKey="about-us" /> },
  { name: 'faq', access: 'open', element: <FaqPage /> },
  { name: 'advisors', access: 'open', element: soon('screens.advisors') },
  { name: 'bookWorkshop', access: 'open', element: soon('screens.bookWorkshop') },
  { name: 'phoneForm', access: 'signedIn', element: <PhonePage /> },
  { name: 'forgotPassword', access: 'guestOnly', element: <ForgotPasswordPage /> },
  { name: 'forgotPasswordConfirmation', access: 'guestOnly', element: <ForgotPasswordConfirmationPage /> },
  { name: 'resetPassword', access: 'guestOnly', element: <ResetPasswordPage /> },
  { name: 'ratingListHistory', access: 'signedIn', element: <RatingListHistoryPage /> },
  { name: 'ratingState', access: 'signedIn', element: <RatingStatePage /> },
  { name: 'opinionDetails', access: 'signedIn', element: <OpinionDetailsPage /> },
  { name: 'kyc', access: 'signedIn', element: <KycPage /> },
  { name: 'kycNonKsa', access: 'signedIn', element: <KycNonKsaPage /> },
  { name: 'kycAgreement', access: 'signedIn', element: <KycAgreementPage /> },
  { name: 'success', access: 'signedIn', element: <SuccessPage /> },
  { name: 'stockAnalyze', access: 'signedIn', element: <StockAnalyzePage /> },
  { name: 'stockAnalyzeForm', access: 'signedIn', element: <AnalysisFormPage /> },
  { name: 'myDocuments', access: 'signedIn', element: <MyDocumentsPage /> },
  { name: 'stock', access: 'open', element: <StockPage /> },
  { name: 'ratingDetails', access: 'signedIn', element: <RatingDetailsPage /> },
  { name: 'chat', access: 'signedIn', element: <ChatPage /> },
  { name: 'chatTest', access: 'signedIn', element: <ChatTestPage /> },
  { name: 'indexPerformance', access: 'open', element: <IndexPerformancePage /> },
  { name: 'weeklyHighLowStocks', access: 'open', element: <WeeklyHighLowPage /> },
  { name: 'historicalHighLowStocks', access: 'open', element: <HistoricalHighLowPage /> },
  { name: 'technicalAnalysis', access: 'signedIn', element: <TechnicalAnalysisPage /> },
  { name: 'stockSignals', access: 'open', element: <StockSignalsPage /> },
  { name: 'reportsRankings', access: 'open', element: soon('screens.reportsRankings') },
  { name: 'reportsStock', access: 'open', element: soon('screens.reportsStock') },
  { name: 'financialResearch', access: 'open', element: soon('screens.financialResearch') },
  { name: 'pdfReader', access: 'signedIn', element: soon('screens.pdfReader') },
  { name: 'marketReader', access: 'open', element: <MarketReaderPage /> },
  { name: 'analystsJoin', access: 'signedIn', element: <JoinAnalystPage /> },
  { name: 'analystsJoinReceived', access: 'signedIn', element: <JoinReceivedPage /> },
  { name: 'analysisReviews', access: 'analystOrStaff', element: <ReviewsPage /> },
  { name: 'staff', access: 'staff', element: <StaffConsole /> },
];

/** Addresses outside spec §2's table that lead to one of its screens (and share its rule). */
export interface RouteAlias {
  path: string;
  target: RouteName;
  element: ReactNode;
}

/** The weekly screens without a week: redirect to the current trading week. */
export const routeAliases: RouteAlias[] = [
  { path: '/weekly-high-low/:year?', target: 'weeklyHighLowStocks', element: <CurrentWeekRedirect kind="weekly" /> },
  { path: '/high-low-stocks/:year?', target: 'historicalHighLowStocks', element: <CurrentWeekRedirect kind="historical" /> },
];
