import { createBrowserRouter, Outlet, ScrollRestoration, useRouteError } from 'react-router'
import { ErrorScreen } from '../components/layouts/error-screen'
import { MarketingLayout } from '../components/layouts/marketing-layout'
import { ShareDialogSlot, type ShareDialogProps } from '../components/slots/share-dialog-slot'
import { AdminPage } from '../features/admin/pages/admin-page'
import { ApiKeysPage } from '../features/api-keys/pages/api-keys-page'
import { AuthPage } from '../features/auth/pages/auth-page'
import { PricingPage } from '../features/billing/pages/pricing-page'
import { SubscribePage } from '../features/billing/pages/subscribe-page'
import { DashboardPage } from '../features/dashboard/pages/dashboard-page'
import { LandingPage } from '../features/landing/pages/landing-page'
import { PrivacyPage } from '../features/legal/pages/privacy-page'
import { SecurityPage } from '../features/legal/pages/security-page'
import { TermsPage } from '../features/legal/pages/terms-page'
import { ContactPage } from '../features/marketing/pages/contact-page'
import { SolutionsPage } from '../features/marketing/pages/solutions-page'
import { NotFoundPage } from '../features/not-found/pages/not-found-page'
import { PresentationPage } from '../features/presentations/pages/presentation-page'
import { VersionChangesPage } from '../features/presentations/pages/version-changes-page'
import { SettingsPage } from '../features/settings/pages/settings-page'
import { ShareDialog } from '../features/sharing/components/share-dialog'
import { SharedWithYouCard } from '../features/sharing/components/shared-with-you-card'
import { SharedLinkPage } from '../features/sharing/pages/shared-link-page'
import { DismissErrorsOnNavigation } from './dismiss-errors-on-navigation'
import { HomeRoute } from './home-route'
import { RequireUser } from './require-user'

function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <DismissErrorsOnNavigation />
    </>
  )
}

function RouteError() {
  const error = useRouteError()
  return <ErrorScreen message={error instanceof Error ? error.message : 'Unexpected error'} />
}

const renderShareDialog = (props: ShareDialogProps) => <ShareDialog {...props} />

// Spec §2 "Route table": public pages under the marketing layout, login-required pages behind RequireUser.
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <MarketingLayout />,
        children: [
          { path: '/', element: <HomeRoute /> },
          { path: '/home', element: <LandingPage /> },
          { path: '/solutions', element: <SolutionsPage /> },
          { path: '/pricing', element: <PricingPage /> },
          { path: '/contact', element: <ContactPage /> },
          { path: '/privacy', element: <PrivacyPage /> },
          { path: '/terms', element: <TermsPage /> },
          { path: '/security', element: <SecurityPage /> },
          { path: '/user-security', element: <SecurityPage /> },
          { path: '/shared/:token', element: <SharedLinkPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: '/auth', element: <AuthPage /> },
      {
        element: <RequireUser />,
        children: [
          {
            path: '/dashboard',
            element: (
              <ShareDialogSlot.Provider value={renderShareDialog}>
                <DashboardPage sharedWithYou={<SharedWithYouCard />} />
              </ShareDialogSlot.Provider>
            ),
          },
          { path: '/settings', element: <SettingsPage /> },
          { path: '/api-keys', element: <ApiKeysPage /> },
          { path: '/admin', element: <AdminPage /> },
          { path: '/subscribe', element: <SubscribePage /> },
          { path: '/presentation/:slug', element: <PresentationPage /> },
          { path: '/presentation/:slug/changes', element: <VersionChangesPage /> },
        ],
      },
    ],
  },
])
