import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Spinner } from '../components/ui/Spinner';
import { LazyToaster } from '../components/ui/LazyToaster';
import { AccountArea } from '../features/auth/components/AccountArea';
import { AuthProvider } from '../features/auth/components/AuthProvider';
import { Footer } from '../features/layout/components/Footer';
import { Header } from '../features/layout/components/Header';

function PageLoading() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center text-slate-600" role="status">
      <Spinner className="h-6 w-6" />
      <span className="sr-only">Loading page</span>
    </div>
  );
}

/** Header, the page, footer; and what every page shares (auth, tooltips, toasts). */
export function RootLayout() {
  return (
    <AuthProvider>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-indigo-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <div className="flex min-h-dvh flex-col">
        <Header account={<AccountArea />} />
        <div className="flex-1">
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </div>
        <Footer />
      </div>
      <LazyToaster />
      <ScrollRestoration />
    </AuthProvider>
  );
}
