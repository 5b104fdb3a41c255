import { createHash, randomBytes } from 'node:crypto';

interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

export interface BrowserRequest {
  method?: 'GET' | 'POST';
  form?: Record<string, string>;
  headers?: Record<string, string>;
}

/**
 * A tiny browser for tests: one cookie jar (path-scoped, host-agnostic: tests talk to one origin),
 * redirects followed by hand so a test can stop at the app's callback, forms posted urlencoded.
 */
export class TestBrowser {
  private readonly cookies = new Map<string, StoredCookie>();

  async request(url: string | URL, init: BrowserRequest = {}): Promise<Response> {
    const target = new URL(url);
    const headers = new Headers(init.headers);
    const cookie = this.cookieHeader(target);
    if (cookie) headers.set('cookie', cookie);
    let body: string | undefined;
    if (init.form) {
      headers.set('content-type', 'application/x-www-form-urlencoded');
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(target, {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      headers,
      body,
      redirect: 'manual',
    });
    this.store(target, response.headers.getSetCookie());
    return response;
  }

  /**
   * Requests `url` and follows redirects (as GETs) until one leads to an address for which `stop`
   * is true, or a response is not a redirect. Returns the last response and where it came from.
   */
  async follow(
    url: string | URL,
    init: BrowserRequest = {},
    stop: (next: URL) => boolean = () => false,
  ): Promise<{ response?: Response; url: URL }> {
    let current = new URL(url);
    let request = init;
    for (let hop = 0; hop < 15; hop += 1) {
      const response = await this.request(current, request);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { response, url: current };
      await response.body?.cancel();
      const next = new URL(location, current);
      if (stop(next)) return { url: next };
      current = next;
      request = {};
    }
    throw new Error(`Too many redirects from ${String(url)}`);
  }

  /** The value of a cookie this browser would send to `url` (for assertions). */
  cookie(name: string, url: string | URL): string | undefined {
    const path = new URL(url).pathname;
    return [...this.cookies.values()].find((cookie) => cookie.name === name && pathMatches(path, cookie.path))
      ?.value;
  }

  clearCookies(): void {
    this.cookies.clear();
  }

  private cookieHeader(url: URL): string {
    return [...this.cookies.values()]
      .filter((cookie) => pathMatches(url.pathname, cookie.path))
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }

  private store(url: URL, setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const equals = pair.indexOf('=');
      if (equals <= 0) continue;
      const name = pair.slice(0, equals);
      const value = pair.slice(equals + 1);
      let path = url.pathname.replace(/\/[^/]*$/, '') || '/';
      let expired = value === '';
      for (const attribute of attributes) {
        const [key = '', attributeValue = ''] = attribute.split('=');
        if (key.toLowerCase() === 'path') path = attributeValue || '/';
        if (key.toLowerCase() === 'max-age' && Number(attributeValue) <= 0) expired = true;
        if (key.toLowerCase() === 'expires' && Date.parse(attributeValue) <= Date.now()) expired = true;
      }
      const key = `${name};${path}`;
      if (expired) this.cookies.delete(key);
      else this.cookies.set(key, { name, value, path });
    }
  }
}

function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath.charAt(cookiePath.length) === '/';
}

export interface HtmlForm {
  action: string;
  method: string;
  /** Hidden inputs and pre-filled values. */
  fields: Record<string, string>;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match ? decodeEntities(match[1]!) : undefined;
}

/** The forms of an HTML page, in order, with their inputs' current values. */
export function parseForms(html: string): HtmlForm[] {
  const forms: HtmlForm[] = [];
  const formPattern = /<form\b[^>]*>([\s\S]*?)<\/form>/gi;
  for (let match = formPattern.exec(html); match; match = formPattern.exec(html)) {
    const tag = match[0].slice(0, match[0].indexOf('>') + 1);
    const fields: Record<string, string> = {};
    for (const input of match[1]!.match(/<input\b[^>]*>/gi) ?? []) {
      const name = attribute(input, 'name');
      if (name) fields[name] = attribute(input, 'value') ?? '';
    }
    forms.push({
      action: attribute(tag, 'action') ?? '',
      method: (attribute(tag, 'method') ?? 'get').toLowerCase(),
      fields,
    });
  }
  return forms;
}

export interface Pkce {
  verifier: string;
  challenge: string;
}

export function createPkce(): Pkce {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The payload of a JWT, unverified (tests read their own tokens). */
export function decodeJwtPayload(jwt: string): Record<string, unknown> {
  const [, payload = ''] = jwt.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
