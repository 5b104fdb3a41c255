import { createHash } from 'node:crypto';
import { escapeHtml } from '@untangle/nest-kit';

/** Untangle's look (the app's slate background and indigo accents), small enough to inline. */
export const STYLESHEET = `
:root{color-scheme:light;font-family:Inter,ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:flex-start;justify-content:center;background:#f8fafc;color:#0f172a;line-height:1.5;padding:3rem 1rem}
main{width:100%;max-width:26rem;background:#fff;border:1px solid #e2e8f0;border-radius:1rem;box-shadow:0 1px 3px rgba(15,23,42,.08);padding:2rem}
.brand{display:inline-flex;align-items:center;gap:.5rem;color:#0f172a;text-decoration:none;font-weight:700;font-size:1.125rem}
.brand svg{width:2rem;height:2rem}
h1{font-size:1.5rem;line-height:1.25;margin:1.5rem 0 .5rem}
.lead{color:#475569;margin:0 0 1.5rem}
.note{color:#475569;font-size:.875rem;text-align:center;margin:1.25rem 0 0}
.field{margin-bottom:1rem}
label{display:block;font-weight:600;margin-bottom:.25rem}
.hint{color:#475569;font-size:.875rem;margin:0 0 .25rem}
input{display:block;width:100%;font:inherit;padding:.625rem .75rem;border:1px solid #94a3b8;border-radius:.5rem;background:#fff;color:#0f172a}
input[aria-invalid=true]{border:2px solid #b91c1c}
.field-error{color:#b91c1c;font-weight:600;font-size:.875rem;margin:.25rem 0 0}
button,.button{display:block;width:100%;font:inherit;font-weight:600;text-align:center;text-decoration:none;padding:.7rem 1rem;border-radius:.5rem;border:1px solid transparent;cursor:pointer;margin-top:.5rem}
.primary{background:#4338ca;color:#fff}
.primary:hover{background:#3730a3}
.secondary{background:#fff;color:#3730a3;border-color:#c7d2fe}
.secondary:hover{background:#eef2ff}
a{color:#4338ca}
a:hover{color:#3730a3}
:focus-visible{outline:3px solid #4f46e5;outline-offset:2px}
.error-summary{border:2px solid #b91c1c;border-radius:.5rem;padding:.75rem 1rem;margin:0 0 1.25rem;background:#fef2f2}
.error-summary h2{font-size:1rem;margin:0 0 .25rem;color:#991b1b}
.error-summary ul{margin:0;padding-left:1.25rem}
.error-summary a{color:#991b1b;font-weight:600}
.switch{text-align:center;margin:1.25rem 0 0}
details{margin-top:1rem;color:#475569;font-size:.875rem}
`;

/** The logo of the app (frontend/public/favicon.svg), decorative next to the product name. */
const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="8" fill="#4338ca"/><path d="M8 11h16M8 16h11M8 21h7" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/></svg>';

export function cspHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
}

const STYLE_HASH = cspHash(STYLESHEET);

/**
 * The Content-Security-Policy of our pages: nothing loads but the inline stylesheet (by hash) and the
 * scripts named by hash; forms may post only here and redirect only to the app's own addresses
 * (Chromium applies form-action to the redirects that follow a form post).
 */
export function contentSecurityPolicy(formTargets: string[], scriptSources: string[] = []): string {
  const origins = [...new Set(formTargets.map((url) => new URL(url).origin))];
  return [
    "default-src 'none'",
    `style-src ${STYLE_HASH}`,
    `script-src ${scriptSources.length > 0 ? scriptSources.join(' ') : "'none'"}`,
    "img-src 'self' data:",
    `form-action 'self' ${origins.join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/**
 * Headers of every page we render: CSP, no framing, no caching, and no referrer beyond our own origin
 * (the URL holds the interaction id). Not "no-referrer": with it browsers send `Origin: null` on form
 * posts, which the same-origin check of the sign-in forms would then refuse.
 */
export function pageHeaders(formTargets: string[], scriptSources: string[] = []): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': contentSecurityPolicy(formTargets, scriptSources),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
    'cache-control': 'no-store',
  };
}

export interface LayoutOptions {
  title: string;
  appHome: string;
  body: string;
  script?: string;
}

export function layout({ title, appHome, body, script }: LayoutOptions): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – Untangle</title>
<style>${STYLESHEET}</style>
</head>
<body>
<main aria-labelledby="page-title">
<a class="brand" href="${escapeHtml(appHome)}">${LOGO}<span>Untangle</span></a>
${body}
</main>${script ? `\n<script>${script}</script>` : ''}
</body>
</html>
`;
}
