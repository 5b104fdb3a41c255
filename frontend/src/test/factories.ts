import type {
  ProcessTextResponse,
  QuotaStatusResponse,
  Session,
  SubscriptionStatusResponse,
} from '@untangle/contracts';
import { formatOrder, formattable } from '@untangle/restructure-engine/format-order';
import type { AuthState, AuthUser } from '../app/auth-slice';
import type { RestructureOutcome } from '../features/processing/hooks/useRestructure';

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

/** A restructure's answer: by default two input sentences, swapped. */
export function aResult(overrides: Partial<ProcessTextResponse> = {}): ProcessTextResponse {
  return {
    outputText: 'First this happened. Then that happened.',
    detectedLogicType: 'chronological',
    explanation: 'Ordered by time markers.',
    sentences: ['Then that happened.', 'First this happened.'],
    order: [1, 0],
    ...overrides,
  };
}

/**
 * An answer built the way the engine builds one for the sentences sent as one paragraph:
 * `sentences` in input order, `order` the output, and the output text formatted from both.
 */
export function anOrderedResult(
  sentences: string[],
  order: number[],
  overrides: Partial<ProcessTextResponse> = {},
): ProcessTextResponse {
  const detectedLogicType = overrides.detectedLogicType ?? 'chronological';
  return aResult({
    sentences,
    order,
    outputText: formatOrder(formattable(sentences.join(' ')), order, detectedLogicType),
    ...overrides,
  });
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

/** What the result card shows: an answer with the text that was sent. */
export function anOutcome(overrides: Partial<RestructureOutcome> = {}): RestructureOutcome {
  return {
    ...aResult(),
    inputText: 'Then that happened. First this happened.',
    requestedLogicType: 'auto-detect',
    processedAt: '2025-10-02T09:30:00.000Z',
    ...overrides,
  };
}

/** Five sentences of a morning, in input order (the engine's segmentation). */
export const MORNING = [
  'The plane left at 9:40.',
  'At 8:15 a mechanic found a crack in a window.',
  'Boarding started at 7:30.',
  'The crew swapped the aircraft.',
  'Passengers waited at the gate for an hour.',
];

/** An outcome of MORNING in `order`, formatted as the engine formats it. */
export function aMorningOutcome(
  order: number[] = [2, 1, 4, 3, 0],
  overrides: Partial<RestructureOutcome> = {},
): RestructureOutcome {
  const detectedLogicType = overrides.detectedLogicType ?? 'chronological';
  return anOutcome({
    ...anOrderedResult(MORNING, order, { detectedLogicType }),
    inputText: MORNING.join(' '),
    explanation: 'The times set the order.',
    ...overrides,
  });
}
