import { screen } from '@testing-library/react';
import { UI_MESSAGES } from '@untangle/contracts';
import { describe, expect, it } from 'vitest';
import { authLoading, signedIn, signedOut } from '../../../test/factories';
import { renderWithApp } from '../../../test/render';
import { RequireAuth } from './RequireAuth';

const guarded = (
  <RequireAuth>
    <p>Secret workspace</p>
  </RequireAuth>
);
const home = { path: '/', element: <p>Landing page</p> };

describe(RequireAuth.name, () => {
  it('renders nothing while authentication loads', () => {
    const { router } = renderWithApp(guarded, {
      auth: authLoading,
      route: '/dashboard',
      path: '/dashboard',
      routes: [home],
    });
    expect(screen.queryByText('Secret workspace')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.queryByText(UI_MESSAGES.auth.signInRequiredTitle)).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to / with the destructive sign-in toast', async () => {
    const { router } = renderWithApp(guarded, {
      auth: signedOut,
      route: '/dashboard',
      path: '/dashboard',
      routes: [home],
    });
    expect(await screen.findByText('Landing page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByText('Secret workspace')).not.toBeInTheDocument();
    const title = await screen.findByText(UI_MESSAGES.auth.signInRequiredTitle);
    expect(screen.getByText(UI_MESSAGES.auth.signInRequiredDescription)).toBeInTheDocument();
    expect(title.closest('[data-variant]')).toHaveAttribute('data-variant', 'destructive');
  });

  it('renders the page for a member', () => {
    renderWithApp(guarded, { auth: signedIn(), route: '/dashboard', path: '/dashboard', routes: [home] });
    expect(screen.getByText('Secret workspace')).toBeInTheDocument();
  });
});
