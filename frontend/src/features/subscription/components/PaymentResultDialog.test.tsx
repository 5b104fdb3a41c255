import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SUPPORT_EMAIL } from '@untangle/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { aFreeQuota, aSubscription, signedIn } from '../../../test/factories';
import { renderWithApp } from '../../../test/render';
import { apiSlice, TAGS } from '../../../app/api-slice';
import { useGetSubscriptionStatusQuery } from '../api/subscription-api';
import { PaymentResultDialog } from './PaymentResultDialog';

// The quota card's query belongs to another feature: a stand-in with the same tag.
const { useQuotaStandInQuery } = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    quotaStandIn: build.query<unknown, void>({
      query: () => ({ url: '/api/quota/status' }),
      providesTags: [TAGS.quota],
    }),
  }),
});

/** Stands in for the dashboard cards that hold the quota and subscription queries. */
function DashboardWithDialog() {
  useQuotaStandInQuery();
  useGetSubscriptionStatusQuery();
  return <PaymentResultDialog />;
}

function setUp(url: string) {
  const api = fakeApi({
    'GET /api/quota/status': { body: aFreeQuota(1) },
    'GET /api/subscription/status': { body: aSubscription() },
  });
  const rendered = renderWithApp(<DashboardWithDialog />, {
    auth: signedIn(),
    route: url,
    path: '/dashboard',
  });
  return { api, ...rendered };
}

describe(PaymentResultDialog.name, () => {
  it('welcomes a successful payment, resets the URL and refetches quota and subscription', async () => {
    const { api, router } = setUp('/dashboard?payment=success');
    expect(await screen.findByRole('dialog', { name: 'Payment Successful!' })).toHaveTextContent('Pro');
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.location.search).toBe('');
    await waitFor(() => {
      expect(api.callsTo('GET /api/quota/status')).toHaveLength(2);
      expect(api.callsTo('GET /api/subscription/status')).toHaveLength(2);
    });
  });

  it.each(['cancelled', 'failed'])(
    'reports %s as Payment Cancelled with the support address',
    async (value) => {
      const { api, router } = setUp(`/dashboard?payment=${value}`);
      const dialog = await screen.findByRole('dialog', { name: 'Payment Cancelled' });
      expect(dialog).toHaveTextContent('no charges were made');
      expect(dialog).toHaveTextContent(DEFAULT_SUPPORT_EMAIL);
      expect(router.state.location.search).toBe('');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(api.callsTo('GET /api/quota/status')).toHaveLength(1);
    },
  );

  it('closes on Continue', async () => {
    const user = userEvent.setup();
    setUp('/dashboard?payment=success');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays closed without a payment parameter, and ignores unknown values after resetting the URL', async () => {
    const plain = setUp('/dashboard');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    plain.unmount();

    const odd = setUp('/dashboard?payment=weird');
    await waitFor(() => expect(odd.router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
