import { fireEvent, screen, waitFor } from '@testing-library/react';
import { UI_MESSAGES } from '@untangle/contracts';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { signedIn, signedOut } from '../../../test/factories';
import { renderWithApp } from '../../../test/render';
import { PricingPlans } from './PricingPlans';

const redirectTo = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/redirect', () => ({ redirectTo }));

const button = (name: string) => screen.getByRole('button', { name });

describe(PricingPlans.name, () => {
  it('offers visitors sign-up, returning to /dashboard (free) or /pricing (Pro)', () => {
    const { authActions } = renderWithApp(<PricingPlans viewer="guest" />, { auth: signedOut });
    expect(screen.getByText('Most Popular')).toBeInTheDocument();
    fireEvent.click(button('Get Started'));
    expect(authActions.signUp).toHaveBeenLastCalledWith('/dashboard');
    fireEvent.click(button('Upgrade to Pro'));
    expect(authActions.signUp).toHaveBeenLastCalledWith('/pricing');
  });

  it('labels the free plan Active Plan for a free member and sends them to the dashboard', () => {
    const { router } = renderWithApp(<PricingPlans viewer="free" />, {
      auth: signedIn(),
      route: '/pricing',
      path: '/pricing',
      routes: [{ path: '/dashboard', element: <p>Dashboard</p> }],
    });
    fireEvent.click(button('Active Plan'));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('labels both plans Current Plan for a Pro member, the Pro one disabled', () => {
    renderWithApp(<PricingPlans viewer="pro" />, { auth: signedIn() });
    const [free, pro] = screen.getAllByRole('button', { name: /Current Plan/ });
    expect(free).toBeEnabled();
    expect(pro).toBeDisabled();
  });

  it('starts checkout for a free member and goes to the payment link', async () => {
    const api = fakeApi({
      'POST /api/subscription/create': { body: { paymentLink: 'http://localhost/checkout/abc' } },
    });
    renderWithApp(<PricingPlans viewer="free" />, { auth: signedIn() });
    fireEvent.click(button('Upgrade to Pro'));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('http://localhost/checkout/abc'));
    expect(JSON.parse(await api.calls[0]!.text())).toEqual({ upgradeSource: 'manual' });
  });

  it('alerts when checkout cannot be created', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({ 'POST /api/subscription/create': { status: 500, text: 'nope' } });
    renderWithApp(<PricingPlans viewer="free" />, { auth: signedIn() });
    fireEvent.click(button('Upgrade to Pro'));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(UI_MESSAGES.subscription.checkoutFailedAlert));
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('alerts when the answer has no payment link', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    fakeApi({ 'POST /api/subscription/create': { body: {} } });
    renderWithApp(<PricingPlans viewer="free" />, { auth: signedIn() });
    fireEvent.click(button('Upgrade to Pro'));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(UI_MESSAGES.subscription.checkoutLinkMissingAlert),
    );
  });
});
