import { LIMITS } from '@untangle/contracts';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { aFreeQuota, aProQuota, signedIn, signedOut } from '../../../test/factories';
import { renderWithApp } from '../../../test/render';
import { usePlan } from './usePlan';

function PlanProbe() {
  const plan = usePlan();
  return (
    <p>
      {plan.state}:{plan.maxChars}
    </p>
  );
}

describe(usePlan.name, () => {
  it('does not ask for the quota without a member', async () => {
    const api = fakeApi({ 'GET /api/quota/status': { body: aFreeQuota(0) } });
    renderWithApp(<PlanProbe />, { auth: signedOut });
    expect(await screen.findByText('guest:500')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('gives Pro members the 4000 character limit', async () => {
    fakeApi({ 'GET /api/quota/status': { body: aProQuota() } });
    renderWithApp(<PlanProbe />, { auth: signedIn() });
    expect(await screen.findByText('pro:4000')).toBeInTheDocument();
  });

  it('polls the quota every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi({ 'GET /api/quota/status': { body: aFreeQuota(1) } });
    renderWithApp(<PlanProbe />, { auth: signedIn() });
    expect(await screen.findByText('free:500')).toBeInTheDocument();
    expect(api.callsTo('GET /api/quota/status')).toHaveLength(1);
    await act(async () => vi.advanceTimersByTimeAsync(LIMITS.quotaPollMs - 100));
    expect(api.callsTo('GET /api/quota/status')).toHaveLength(1);
    await act(async () => vi.advanceTimersByTimeAsync(200));
    expect(api.callsTo('GET /api/quota/status')).toHaveLength(2);
  });
});
