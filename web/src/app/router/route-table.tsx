import type { ReactNode } from 'react';
import { HomePage } from '../home/HomePage';
import type { RouteAccess } from './access';
import { screen } from './lazy-page';
import { ModuleSection } from './ModuleSection';
import type { RouteName } from './paths';

/** Every screen's code is loaded on demand (screens.ts), so the home route ships only the shell. */
const LoginPage = screen('LoginPage');
const RegisterPage = screen('RegisterPage');
const RegisterConfirmPage = screen('RegisterConfirmPage');
const ForgotPasswordPage = screen('ForgotPasswordPage');
const ForgotPasswordConfirmationPage = screen('ForgotPasswordConfirmationPage');
const ResetPasswordPage = screen('ResetPasswordPage');
const PhonePage = screen('PhonePage');
const LogoutPage = screen('LogoutPage');
const MyProfilePage = screen('MyProfilePage');
const ProfileStatement = screen('ProfileStatement');
const SuccessPage = screen('SuccessPage');
const NoPaymentPage = screen('NoPaymentPage');
const CheckoutPage = screen('CheckoutPage');
const SubscriptionPage = screen('SubscriptionPage');
const MySubscriptionsPage = screen('MySubscriptionsPage');
const ContentPage = screen('ContentPage');
const FaqPage = screen('FaqPage');
const StockPage = screen('StockPage');
const IndexPerformancePage = screen('IndexPerformancePage');
const WeeklyHighLowPage = screen('WeeklyHighLowPage');
const HistoricalHighLowPage = screen('HistoricalHighLowPage');
const CurrentWeekRedirect = screen('CurrentWeekRedirect');
const TechnicalAnalysisPage = screen('TechnicalAnalysisPage');
const StockSignalsPage = screen('StockSignalsPage');
const MarketReaderPage = screen('MarketReaderPage');
const JoinAnalystPage = screen('JoinAnalystPage');
const JoinReceivedPage = screen('JoinReceivedPage');
const MyListsPage = screen('MyListsPage');
const AnalystsPage = screen('AnalystsPage');
const EvaListsPage = screen('EvaListsPage');
const MyEvaPage = screen('MyEvaPage');
const RatingListPage = screen('RatingListPage');
const RatingListHistoryPage = screen('RatingListHistoryPage');
const RatingStatePage = screen('RatingStatePage');
const RatingDetailsPage = screen('RatingDetailsPage');
const MyFavouritesPage = screen('MyFavouritesPage');
const OpinionFavourites = screen('OpinionFavourites');
const OpinionListsPage = screen('OpinionListsPage');
const OpinionsPage = screen('OpinionsPage');
const OpinionDetailsPage = screen('OpinionDetailsPage');
const ChatPage = screen('ChatPage');
const ChatTestPage = screen('ChatTestPage');
const StockAnalyzePage = screen('StockAnalyzePage');
const AnalysisFormPage = screen('AnalysisFormPage');
const MyDocumentsPage = screen('MyDocumentsPage');
const ReviewsPage = screen('ReviewsPage');
const KycPage = screen('KycPage');
const KycNonKsaPage = screen('KycNonKsaPage');
const KycAgreementPage = screen('KycAgreementPage');
const NotificationsPage = screen('NotificationsPage');
const NotificationDetailsPage = screen('NotificationDetailsPage');
const NotificationPreferences = screen('NotificationPreferences');
const AlertsPage = screen('AlertsPage');
const StockAlertButton = screen('StockAlertButton');
const StaffConsole = screen('StaffConsole');
const NewsPage = screen('NewsPage');
const FinancialResearchPage = screen('FinancialResearchPage');
const PdfReaderPage = screen('PdfReaderPage');
const StockNews = screen('StockNews');
const ReportsRankingsPage = screen('ReportsRankingsPage');
const StockReportPage = screen('StockReportPage');
const WorkshopsPage = screen('WorkshopsPage');
const AdvisorsPage = screen('AdvisorsPage');
const FeedbackPage = screen('FeedbackPage');

export interface AppRouteDefinition {
  name: RouteName;
  access: RouteAccess;
  element: ReactNode;
}

/** Spec §2, row by row: each route's access rule and what it shows today; then the staff console. */
export const appRouteDefinitions: AppRouteDefinition[] = [
  { name: 'home', access: 'open', element: <HomePage /> },
  { name: 'login', access: 'guestOnly', element: <LoginPage /> },
  { name: 'register', access: 'guestOnly', element: <RegisterPage /> },
  { name: 'privacyPolicyEnglish', access: 'guestOnly', element: <ContentPage contentKey="privacy-policy" language="en" /> },
  { name: 'userFeedback', access: 'open', element: <FeedbackPage /> },
  { name: 'eva', access: 'signedIn', element: <MyEvaPage /> },
  { name: 'notifications', access: 'signedIn', element: <NotificationsPage /> },
  { name: 'notificationDetails', access: 'signedIn', element: <NotificationDetailsPage /> },
  { name: 'payment', access: 'signedIn', element: <CheckoutPage kind="payment" /> },
  { name: 'reportsPayment', access: 'signedIn', element: <CheckoutPage kind="reports" /> },
  { name: 'stockAnalysisPayment', access: 'signedIn', element: <CheckoutPage kind="analysis" /> },
  { name: 'chatPayment', access: 'signedIn', element: <CheckoutPage kind="chat" /> },
  // Open, not signed-in as spec §2 has it: a sign-up has no account (and no session) until the
  // emailed code comes back on this page.
  { name: 'signupConfirm', access: 'open', element: <RegisterConfirmPage /> },
  { name: 'news', access: 'open', element: <NewsPage /> },
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
  { name: 'advisors', access: 'open', element: <AdvisorsPage /> },
  { name: 'bookWorkshop', access: 'open', element: <WorkshopsPage /> },
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
  {
    name: 'stock',
    access: 'open',
    element: (
      <StockPage
        actions={(stock) => (
          <ModuleSection module="alerts">
            <StockAlertButton stock={stock} />
          </ModuleSection>
        )}
        sections={(stock) => (
          <ModuleSection module="research">
            <StockNews key={stock.id} stockId={stock.id} />
          </ModuleSection>
        )}
      />
    ),
  },
  { name: 'ratingDetails', access: 'signedIn', element: <RatingDetailsPage /> },
  { name: 'chat', access: 'signedIn', element: <ChatPage /> },
  { name: 'chatTest', access: 'signedIn', element: <ChatTestPage /> },
  { name: 'indexPerformance', access: 'open', element: <IndexPerformancePage /> },
  { name: 'weeklyHighLowStocks', access: 'open', element: <WeeklyHighLowPage /> },
  { name: 'historicalHighLowStocks', access: 'open', element: <HistoricalHighLowPage /> },
  { name: 'technicalAnalysis', access: 'signedIn', element: <TechnicalAnalysisPage /> },
  { name: 'stockSignals', access: 'open', element: <StockSignalsPage /> },
  { name: 'reportsRankings', access: 'open', element: <ReportsRankingsPage /> },
  { name: 'reportsStock', access: 'open', element: <StockReportPage /> },
  { name: 'financialResearch', access: 'open', element: <FinancialResearchPage /> },
  { name: 'pdfReader', access: 'signedIn', element: <PdfReaderPage /> },
  { name: 'marketReader', access: 'open', element: <MarketReaderPage /> },
  { name: 'analystsJoin', access: 'signedIn', element: <JoinAnalystPage /> },
  { name: 'analystsJoinReceived', access: 'signedIn', element: <JoinReceivedPage /> },
  { name: 'analysisReviews', access: 'analystOrStaff', element: <ReviewsPage /> },
  { name: 'alerts', access: 'signedIn', element: <AlertsPage /> },
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
