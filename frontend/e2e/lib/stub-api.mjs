// A stand-in for the gateway inside the browser (page.route), for the smoke run that has no
// services: lets the suite look at the signed-in screens, and run axe on them, before the stack
// exists. The real journey (journey.mjs) never uses it.
import { randomUUID } from 'node:crypto';
import { wirePlanName } from '@untangle/contracts';

export function stubMember({ firstName = 'Ada', email = 'ada@example.com' } = {}) {
  return { sub: 'user-12345', given_name: firstName, email };
}

/** Signs the browser in by storing an oidc-client-ts user, as the callback would. */
export async function signInWithStoredUser(context, baseURL, profile) {
  const origin = new URL(baseURL).origin;
  const key = `oidc.user:${origin}/oidc:untangle-web`;
  const user = {
    access_token: 'stub-access-token',
    token_type: 'Bearer',
    scope: 'openid profile email offline_access',
    profile,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
  };
  await context.addInitScript(
    ([storageKey, value]) => sessionStorage.setItem(storageKey, value),
    [key, JSON.stringify(user)],
  );
}

export async function stubGateway(page, { plan = 'free', used = 3, sessions = 4 } = {}) {
  const state = {
    plan,
    used,
    sessions: Array.from({ length: sessions }, (_, index) => aSession(index)),
  };
  await page.route('**/api/**', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const key = `${request.method()} ${url.pathname}`;
    const json = (body, status = 200) =>
      route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
    switch (key) {
      case 'GET /api/quota/status':
        return json({
          analytics: {
            subscriptionStatus: wirePlanName(state.plan),
            textUsage: state.used,
            daysUntilReset: 9,
            resetDate: nextMonth(),
          },
          quotas: {
            text:
              state.plan === 'pro'
                ? { total: null, remaining: null }
                : { total: 5, remaining: 5 - state.used },
          },
        });
      case 'GET /api/subscription/status':
        return json({
          plan: state.plan,
          isActive: state.plan === 'pro',
          willCancelAtPeriodEnd: false,
          subscriptionExpiresAt: state.plan === 'pro' ? nextMonth() : null,
          subscriptionCancelledAt: null,
          nextBillingDate: state.plan === 'pro' ? nextMonth() : null,
        });
      case 'GET /api/sessions':
        if (state.plan !== 'pro')
          return json(
            {
              statusCode: 403,
              code: 'PRO_REQUIRED',
              message: 'Session history is a Pro feature.',
              error: 'Forbidden',
            },
            403,
          );
        return json(state.sessions.filter((s) => matches(s, url.searchParams)));
      case 'POST /api/process-text': {
        await new Promise((resolve) => setTimeout(resolve, 600));
        state.used += 1;
        // The example's sentences in input order, and the engine's order of them.
        const sentences = [
          'By the time I reached the office, my shoes were soaked and the meeting had started.',
          'I woke up late because my alarm never went off.',
          'It began to rain while I waited for the bus.',
          'I ran out of the house without an umbrella.',
        ];
        const pins = JSON.parse(request.postData() ?? '{}').pins ?? [];
        const order = withPins([1, 3, 2, 0], pins);
        return json({
          outputText: order.map((index) => sentences[index]).join(' '),
          detectedLogicType: 'chronological',
          explanation:
            'The events are ordered by when they happened: waking late, leaving, the rain, then the arrival.',
          sentences,
          order,
        });
      }
      case 'GET /api/process-text/queue':
        return json({ state: 'waiting', ahead: 1 });
      case 'POST /api/sessions': {
        const body = JSON.parse(request.postData() ?? '{}');
        const session = { ...aSession(0), ...body, id: randomUUID(), createdAt: new Date().toISOString() };
        state.sessions.unshift(session);
        return json(session, 201);
      }
      default:
        if (request.method() === 'GET' && url.pathname.startsWith('/api/sessions/'))
          return json(state.plan === 'pro' ? state.sessions : []);
        return json({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found.', error: 'Not Found' }, 404);
    }
  });
  return state;
}

/** The engine's pin rule: pinned sentences at their places, the others in order around them. */
function withPins(order, pins) {
  const placed = new Map(pins.map((pin) => [pin.position, pin.sentence]));
  const rest = order.filter((sentence) => !pins.some((pin) => pin.sentence === sentence));
  return order.map((_, position) => (placed.has(position) ? placed.get(position) : rest.shift()));
}

const TYPES = ['chronological', 'cause-effect', 'argument-flow', 'process-steps'];

function aSession(index) {
  return {
    id: randomUUID(),
    userId: 'user-12345',
    sessionType: 'text',
    inputText: `Sample session ${index + 1}: the meeting ran late, so we missed the train, and then it started to rain on the way home which made everything worse.`,
    outputText: 'The meeting ran late. We missed the train. It started to rain on the way home.',
    logicType: TYPES[index % TYPES.length],
    explanation: 'Each event follows from the one before it.',
    createdAt: new Date(Date.now() - (index + 1) * 3_600_000).toISOString(),
  };
}

function matches(session, params) {
  const q = (params.get('q') ?? '').toLowerCase();
  const type = params.get('type');
  const text = `${session.inputText} ${session.outputText}`.toLowerCase();
  return (!q || text.includes(q)) && (!type || session.logicType === type);
}

function nextMonth() {
  const date = new Date();
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)).toISOString();
}
