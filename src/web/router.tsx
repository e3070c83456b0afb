import type { RouteObject } from 'react-router';
import { PageSpinner } from './components/page-spinner';
import { paths } from './lib/paths';
import { RouteErrorPage } from './pages/route-error-page';
import { ProtectedRoute } from './protected-route';
import { RootLayout } from './root-layout';
import { SignedOutRoute } from './signed-out-route';

/** The route table of docs/product/screens.md#routes. Every page (and the signed-in pages' shell) is loaded on demand. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        element: <SignedOutRoute />,
        children: [{ path: paths.home, lazy: async () => ({ Component: (await import('./pages/landing-page')).LandingPage }) }],
      },
      { path: paths.login, lazy: async () => ({ Component: (await import('./pages/login-page')).LoginPage }) },
      { path: paths.signup, lazy: async () => ({ Component: (await import('./pages/signup-page')).SignupPage }) },
      {
        path: paths.forgotPassword,
        lazy: async () => ({ Component: (await import('./pages/forgot-password-page')).ForgotPasswordPage }),
      },
      {
        path: paths.resetPassword,
        lazy: async () => ({ Component: (await import('./pages/reset-password-page')).ResetPasswordPage }),
      },
      { path: paths.pricing, lazy: async () => ({ Component: (await import('./pages/pricing-page')).PricingPage }) },
      { path: paths.success, lazy: async () => ({ Component: (await import('./pages/success-page')).SuccessPage }) },
      { path: paths.privacy, lazy: async () => ({ Component: (await import('./pages/privacy-page')).PrivacyPage }) },
      { path: paths.terms, lazy: async () => ({ Component: (await import('./pages/terms-page')).TermsPage }) },
      {
        element: <ProtectedRoute />,
        children: [
          {
            // One shell (header, navigation, account menu) around every signed-in page; loaded with the
            // first of them, so public pages do not carry its menus and dialogs.
            lazy: async () => ({ Component: (await import('./app-shell')).AppShell }),
            children: [
              { path: paths.dashboard, lazy: async () => ({ Component: (await import('./pages/dashboard-page')).DashboardPage }) },
              { path: paths.library, lazy: async () => ({ Component: (await import('./pages/library-page')).LibraryPage }) },
              {
                // The editor (CodeMirror) loads only with this page.
                path: paths.libraryItem,
                lazy: async () => ({ Component: (await import('./pages/library-item-page')).LibraryItemPage }),
              },
              {
                // FullCalendar loads only with this page.
                path: paths.calendar,
                lazy: async () => ({ Component: (await import('./pages/calendar-page')).CalendarPage }),
              },
              {
                path: paths.subscription,
                lazy: async () => ({ Component: (await import('./pages/subscription-page')).SubscriptionPage }),
              },
              {
                path: paths.socialAccounts,
                lazy: async () => ({ Component: (await import('./pages/social-accounts-page')).SocialAccountsPage }),
              },
              {
                // Recharts loads only with this page (and only once it draws a chart).
                path: paths.analytics,
                lazy: async () => ({ Component: (await import('./pages/analytics-page')).AnalyticsPage }),
              },
              {
                path: paths.developers,
                lazy: async () => ({ Component: (await import('./pages/developers-page')).DevelopersPage }),
              },
              { path: paths.voices, lazy: async () => ({ Component: (await import('./pages/voices-page')).VoicesPage }) },
              { path: paths.aiSettings, lazy: async () => ({ Component: (await import('./pages/ai-settings-page')).AiSettingsPage }) },
              { path: paths.help, lazy: async () => ({ Component: (await import('./pages/help-page')).HelpPage }) },
              {
                path: paths.demoConsent,
                lazy: async () => ({ Component: (await import('./pages/demo-consent-page')).DemoConsentPage }),
              },
              {
                path: paths.publication,
                lazy: async () => ({ Component: (await import('./pages/publication-page')).PublicationPage }),
              },
              { path: paths.post, lazy: async () => ({ Component: (await import('./pages/post-page')).PostPage }) },
            ],
          },
        ],
      },
      { path: '*', lazy: async () => ({ Component: (await import('./pages/not-found-page')).NotFoundPage }) },
    ],
  },
];
