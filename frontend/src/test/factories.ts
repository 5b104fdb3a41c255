import type {
  ProcessTextResponse,
  QuotaStatusResponse,
  Session,
  SubscriptionStatusResponse,
} from '@untangle/contracts';
import type { AuthState, AuthUser } from '../app/auth-slice';

export function aUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return { id: 'user-123', email: 'ada@example.com', firstName: 'Ada', ...overrides };
}

export function signedIn(user: AuthUser = aUser()): AuthState {
  return { status: 'ready', user, accessToken: 'test-access-token' };
}

export const signedOut: AuthState = { status: 'ready', user: null, accessToken: null };
export const authLoading: AuthState = { status: 'loading', user: null, accessToken: null };

export function aFreeQuota(
  used: number,
  total = 5,
  overrides: Partial<QuotaStatusResponse['analytics']> = {},
) {
  return {
    analytics: {
      subscriptionStatus: 'free',
      textUsage: used,
      daysUntilReset: 12,
      resetDate: '2025-11-01T00:00:00.000Z',
      ...overrides,
    },
    quotas: { text: { total, remaining: total - used } },
  } satisfies QuotaStatusResponse;
}

export function aProQuota(used = 42): QuotaStatusResponse {
  return {
    analytics: {
      subscriptionStatus: 'premium',
      textUsage: used,
      daysUntilReset: 12,
      resetDate: '2025-11-01T00:00:00.000Z',
    },
    quotas: { text: { total: null, remaining: null } },
  };
}

export function aSubscription(
  overrides: Partial<SubscriptionStatusResponse> = {},
): SubscriptionStatusResponse {
  return {
    plan: 'free',
    isActive: false,
    willCancelAtPeriodEnd: false,
    subscriptionExpiresAt: null,
    subscriptionCancelledAt: null,
    nextBillingDate: null,
    testMode: false,
    ...overrides,
  };
}

export function aResult(overrides: Partial<ProcessTextResponse> = {}): ProcessTextResponse {
  return {
    outputText: 'First this happened. Then that happened.',
    detectedLogicType: 'chronological',
    explanation: 'Ordered by time markers.',
    ...overrides,
  };
}

let sessionSeq = 0;
export function aSession(overrides: Partial<Session> = {}): Session {
  sessionSeq += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sessionSeq).padStart(12, '0')}`,
    userId: 'user-123',
    sessionType: 'text',
    inputText: `Input text number ${sessionSeq}.`,
    outputText: `Output text number ${sessionSeq}.`,
    logicType: 'chronological',
    explanation: 'Because of the time markers.',
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}
