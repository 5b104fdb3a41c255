import { randomBytes } from 'node:crypto';
import { escapeHtml } from '@untangle/nest-kit';
import { PLANS, PRODUCT_NAME, type LocalCheckoutView } from '@untangle/contracts';

/**
 * The `local` payment provider's checkout page: a development stand-in for a hosted checkout (as
 * Stripe's page is, its texts live here rather than in contracts). Plain HTML without script,
 * styled by one nonce'd stylesheet, under a CSP that allows nothing else.
 */

export interface CheckoutPage {
  status: number;
  html: string;
  headers: Record<string, string>;
}

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #f4f4f5; color: #18181b; }
  main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 0.75rem;
    box-shadow: 0 1px 3px rgb(0 0 0 / 0.12); }
  .test-mode { margin: 0 0 1.5rem; padding: 0.75rem 1rem; border: 2px dashed #b45309; border-radius: 0.5rem;
    background: #fffbeb; color: #78350f; }
  h1 { font-size: 1.5rem; margin: 0 0 0.5rem; }
  .price { font-size: 2rem; font-weight: 700; margin: 0.5rem 0 1rem; }
  .price span { font-size: 1rem; font-weight: 400; color: #3f3f46; }
  ul { padding-left: 1.25rem; line-height: 1.6; }
  .note { color: #3f3f46; font-size: 0.875rem; }
  .actions { display: flex; gap: 0.75rem; margin-top: 1.5rem; flex-wrap: wrap; }
  form { margin: 0; }
  button, .link { font: inherit; font-weight: 600; padding: 0.75rem 1.25rem; border-radius: 0.5rem; cursor: pointer;
    border: 2px solid #4338ca; display: inline-block; text-decoration: none; }
  .pay { background: #4338ca; color: #fff; }
  .cancel, .link { background: #fff; color: #3730a3; }
  button:focus-visible, .link:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
`;

function page(
  title: string,
  body: string,
  options: { status?: number; formAction?: string } = {},
): CheckoutPage {
  const nonce = randomBytes(16).toString('base64');
  const formAction = options.formAction ? `'self' ${options.formAction}` : "'none'";
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)} · ${escapeHtml(PRODUCT_NAME)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
<p class="test-mode" role="note"><strong>TEST MODE — no real payment.</strong> This checkout is built into ${escapeHtml(PRODUCT_NAME)} for development and testing: no card is asked for and nothing is charged.</p>
${body}
</main>
</body>
</html>
`;
  return {
    status: options.status ?? 200,
    html,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `default-src 'none'; style-src 'nonce-${nonce}'; form-action ${formAction}; base-uri 'none'; frame-ancestors 'none'`,
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      // The URL is the checkout's capability: never sent on as a referrer, never cached.
      'referrer-policy': 'no-referrer',
      'cache-control': 'no-store',
    },
  };
}

const origin = (url: string) => new URL(url).origin;
const dollars = (amount: number) => `$${amount.toFixed(2)}`;

/** The page for checkout `checkoutId` in the state billing reports. */
export function checkoutPage(checkoutId: string, view: LocalCheckoutView, actionBase: string): CheckoutPage {
  const dashboard = (url: string, text: string) =>
    `<div class="actions"><a class="link" href="${escapeHtml(url)}">${escapeHtml(text)}</a></div>`;
  switch (view.status) {
    case 'paid':
      return page(
        'Checkout complete',
        `<h1>Checkout complete</h1><p>This checkout has already been paid. ${escapeHtml(PLANS.pro.name)} is active.</p>${dashboard(view.successUrl, 'Go to your dashboard')}`,
      );
    case 'cancelled':
      return page(
        'Checkout cancelled',
        `<h1>Checkout cancelled</h1><p>This checkout was cancelled. No charges were made.</p>${dashboard(view.cancelUrl, 'Back to your dashboard')}`,
      );
    case 'expired':
      return page(
        'Checkout expired',
        `<h1>This checkout has expired</h1><p>No charges were made. Start the upgrade again from the pricing page.</p>${dashboard(view.cancelUrl, 'Back to your dashboard')}`,
        { status: 410 },
      );
    case 'open': {
      const action = `${actionBase}/${encodeURIComponent(checkoutId)}`;
      const price = dollars(view.priceUsdPerMonth);
      const body = `
<h1>Upgrade to ${escapeHtml(view.planName)}</h1>
<p class="price">${escapeHtml(price)} <span>per month</span></p>
<ul>
  <li>Unlimited text restructuring (no monthly limits)</li>
  <li>Premium AI model</li>
  <li>Up to ${PLANS.pro.maxChars} characters per restructure</li>
  <li>Session history and export</li>
</ul>
<p class="note">Renews every month until you cancel. Cancelling keeps Pro until the end of the paid period; no refunds for partial months.</p>
<div class="actions">
  <form method="post" action="${escapeHtml(action)}/pay"><button class="pay" type="submit">Pay ${escapeHtml(price)} (test)</button></form>
  <form method="post" action="${escapeHtml(action)}/cancel"><button class="cancel" type="submit">Cancel</button></form>
</div>
<p class="note">This link stays valid until <time datetime="${escapeHtml(view.expiresAt)}">${escapeHtml(new Date(view.expiresAt).toUTCString())}</time>.</p>`;
      // A form post is answered by a redirect to the dashboard: allow both targets.
      const targets = [...new Set([origin(view.successUrl), origin(view.cancelUrl)])].join(' ');
      return page(`${view.planName} checkout (test mode)`, body, { formAction: targets });
    }
  }
}

export function checkoutNotFoundPage(): CheckoutPage {
  return page(
    'Checkout not found',
    '<h1>Checkout not found</h1><p>This checkout link is not valid. No charges were made.</p>',
    { status: 404 },
  );
}
