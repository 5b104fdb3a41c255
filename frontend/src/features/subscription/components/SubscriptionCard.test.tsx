import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SUPPORT_EMAIL, UI_MESSAGES } from '@untangle/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi, type FakeResponse } from '../../../test/fake-api';
import { aSubscription, signedIn } from '../../../test/factories';
import { renderWithApp } from '../../../test/render';
import { TEST_MODE_NOTE } from '../lib/subscription-texts';
import { SubscriptionCard } from './SubscriptionCard';

const pro = aSubscription({
  plan: 'pro',
  isActive: true,
  subscriptionExpiresAt: '2025-11-02T12:00:00.000Z',
  nextBillingDate: '2025-11-02T12:00:00.000Z',
});

function setUp(status = pro, cancel: FakeResponse = { body: { message: 'Cancelled. Pro until Nov 02.' } }) {
  let current = status;
  fakeApi({
    'GET /api/subscription/status': () => ({ body: current }),
    'POST /api/subscription/cancel': () => {
      if ((cancel.status ?? 200) < 400 && !(cancel.body as { error?: string }).error) {
        current = {
          ...current,
          willCancelAtPeriodEnd: true,
          subscriptionCancelledAt: '2025-10-20T12:00:00.000Z',
        };
      }
      return cancel;
    },
  });
  return renderWithApp(<SubscriptionCard />, { auth: signedIn() });
}

describe(SubscriptionCard.name, () => {
  it('shows free members the Free Plan and the way to /pricing', async () => {
    setUp(aSubscription());
    expect(await screen.findByText('Free Plan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Upgrade to Pro/ })).toHaveAttribute('href', '/pricing');
  });

  it('says TEST MODE while payments are simulated, and nothing of the kind when they are real', async () => {
    const simulated = setUp(aSubscription({ testMode: true }));
    expect(await screen.findByTestId('payments-test-mode')).toHaveTextContent(
      `${TEST_MODE_NOTE.title} — ${TEST_MODE_NOTE.body}`,
    );
    simulated.unmount();
    setUp(aSubscription({ testMode: false }));
    expect(await screen.findByText('Free Plan')).toBeInTheDocument();
    expect(screen.queryByTestId('payments-test-mode')).not.toBeInTheDocument();
  });

  it('shows Pro members their plan, benefits and next billing date', async () => {
    setUp();
    expect(await screen.findByText('Pro Plan')).toBeInTheDocument();
    expect(screen.getByText('$5/month')).toBeInTheDocument();
    expect(screen.getByText('Premium AI model (GPT-4)')).toBeInTheDocument();
    expect(
      screen.getByText('Up to 4000 characters per restructure (8x more than free plan)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Next billing date').nextSibling).toHaveTextContent('Nov 02, 2025');
  });

  it('cancels after the confirmation dialog and then shows the pending cancellation', async () => {
    const user = userEvent.setup();
    setUp();
    await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel Pro Subscription?' });
    expect(dialog).toHaveTextContent('Session history');
    expect(dialog).toHaveTextContent('No refunds are issued for partial months.');
    expect(within(dialog).getByRole('button', { name: 'Keep Subscription' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Subscription' }));
    expect(await screen.findByText('Cancelled. Pro until Nov 02.')).toBeInTheDocument();
    expect(await screen.findByText('Your subscription has been cancelled')).toBeInTheDocument();
    expect(screen.getByText('Access until').nextSibling).toHaveTextContent('Nov 02, 2025');
    expect(
      screen.getByText(/You cancelled on Oct 20, 2025. Your premium access continues until Nov 02, 2025./),
    ).toBeInTheDocument();
  });

  it('reports a refused cancellation with the server error and the support hint', async () => {
    const user = userEvent.setup();
    setUp(pro, {
      status: 409,
      body: {
        statusCode: 409,
        code: 'NO_ACTIVE_SUBSCRIPTION',
        message: 'Nothing to cancel.',
        error: 'Nothing to cancel.',
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Cancel Subscription' }));
    expect(await screen.findByText(UI_MESSAGES.subscription.cancelFailedTitle)).toBeInTheDocument();
    expect(
      screen.getByText(
        `Nothing to cancel. If the problem persists, contact support at ${DEFAULT_SUPPORT_EMAIL}`,
      ),
    ).toBeInTheDocument();
  });

  it('reports an { error } answer as a failed cancellation', async () => {
    const user = userEvent.setup();
    setUp(pro, { body: { error: 'Billing is unavailable.' } });
    await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Cancel Subscription' }));
    expect(await screen.findByText(UI_MESSAGES.subscription.cancelFailedTitle)).toBeInTheDocument();
    expect(screen.getByText(/^Billing is unavailable\. If the problem persists/)).toBeInTheDocument();
  });
});
