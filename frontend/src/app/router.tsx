import { AUTH_DEFAULTS } from '@untangle/contracts';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AuthCallbackPage } from '../features/auth/components/AuthCallbackPage';
import { RequireAuth } from '../features/auth/components/RequireAuth';
import { NotFoundPage } from '../features/layout/components/NotFoundPage';
import { RouteErrorFallback } from '../features/layout/components/RouteErrorFallback';
import { lazyNamed } from '../lib/lazy-named';
import { RootLayout } from './RootLayout';
import { LandingPage } from './routes/LandingPage';
import { ProcessRedirect } from './routes/ProcessRedirect';

// Everything but the landing page loads on demand, keeping the first download small.
const DashboardPage = lazyNamed(() => import('./routes/DashboardPage'), 'DashboardPage');
const PricingPage = lazyNamed(() => import('./routes/PricingPage'), 'PricingPage');
const ContactPage = lazyNamed(() => import('../features/contact/components/ContactPage'), 'ContactPage');
const PrivacyPage = lazyNamed(() => import('../features/legal/components/PrivacyPage'), 'PrivacyPage');
const TermsPage = lazyNamed(() => import('../features/legal/components/TermsPage'), 'TermsPage');
const CookiesPage = lazyNamed(() => import('../features/legal/components/CookiesPage'), 'CookiesPage');
const GdprPage = lazyNamed(() => import('../features/legal/components/GdprPage'), 'GdprPage');
const WrongAddressPage = lazyNamed(
  () => import('../features/auth/components/WrongAddressPage'),
  'WrongAddressPage',
);

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorFallback />,
    children: [
      { index: true, element: <LandingPage /> },
      {
        path: 'dashboard',
        element: (
          <RequireAuth>
            <DashboardPage />
          </RequireAuth>
        ),
      },
      { path: 'pricing', element: <PricingPage /> },
      { path: 'contact', element: <ContactPage /> },
      { path: 'privacy', element: <PrivacyPage /> },
      { path: 'terms', element: <TermsPage /> },
      { path: 'cookies', element: <CookiesPage /> },
      { path: 'gdpr', element: <GdprPage /> },
      { path: AUTH_DEFAULTS.callbackPath.slice(1), element: <AuthCallbackPage /> },
      { path: 'process', element: <ProcessRedirect /> },
      { path: 'wrong-address', element: <WrongAddressPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
