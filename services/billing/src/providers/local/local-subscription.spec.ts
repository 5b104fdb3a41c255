import { describe, expect, it } from '@jest/globals';
import { applyCancelRequest } from '../../subscriptions/cancel-request.js';
import { t, USER } from '../../testing/subscription-fixtures.js';
import { activateLocal, localRenewals } from './local-subscription.js';

describe('local provider', () => {
  it('gives one calendar month of Pro and renews it month by month until cancelled', () => {
    const paidAt = t('2026-01-31T10:00:00Z');
    const record = activateLocal(null, USER, 'local_x', paidAt);
    expect(record.currentPeriodEnd).toEqual(t('2026-02-28T10:00:00Z'));
    expect(localRenewals(record, t('2026-02-28T09:59:59Z'))).toEqual([]);
    expect(localRenewals(record, t('2026-04-01T00:00:00Z'))).toEqual([
      { start: t('2026-02-28T10:00:00Z'), end: t('2026-03-28T10:00:00Z') },
      { start: t('2026-03-28T10:00:00Z'), end: t('2026-04-28T10:00:00Z') },
    ]);
    expect(localRenewals(applyCancelRequest(record, paidAt), t('2026-04-01T00:00:00Z'))).toEqual([]);
  });
});
