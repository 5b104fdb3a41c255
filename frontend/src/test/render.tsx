import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import { AuthActionsContext, type AuthActions } from '../app/auth-actions';
import type { AuthState } from '../app/auth-slice';
import { createAppStore, type AppStore } from '../app/store';
import { LazyToaster } from '../components/ui/LazyToaster';
import { signedOut } from './factories';

export interface RenderOptions {
  auth?: AuthState;
  /** Initial URL. */
  route?: string;
  /** Extra routes next to the one rendering `ui` at `path`. */
  path?: string;
  routes?: RouteObject[];
}

export interface Rendered extends RenderResult {
  store: AppStore;
  router: ReturnType<typeof createMemoryRouter>;
  authActions: { [K in keyof AuthActions]: ReturnType<typeof vi.fn> };
}

/** Renders `ui` with a fresh store, a memory router, fake auth actions and the toaster. */
export function renderWithApp(ui: ReactNode, options: RenderOptions = {}): Rendered {
  const store = createAppStore({ auth: options.auth ?? signedOut });
  const authActions = {
    openSignInModal: vi.fn(),
    signIn: vi.fn(async () => {}),
    signUp: vi.fn(async () => {}),
    signOut: vi.fn(async () => {}),
  };
  const router = createMemoryRouter([{ path: options.path ?? '*', element: ui }, ...(options.routes ?? [])], {
    initialEntries: [options.route ?? '/'],
  });
  const result = render(
    <Provider store={store}>
      <AuthActionsContext.Provider value={authActions as AuthActions}>
        <RouterProvider router={router} />
        <LazyToaster />
      </AuthActionsContext.Provider>
    </Provider>,
  );
  return { ...result, store, router, authActions };
}
