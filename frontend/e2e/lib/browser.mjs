import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

/** A host name that is not PUBLIC_URL's but reaches the same server (the browser maps it to 127.0.0.1). */
export const OTHER_HOST = 'untangle.other.test';

// The system's Chromium (Debian package): `npx playwright install` cannot download here.
const CHROMIUM_ARGS = [
  `--host-resolver-rules=MAP ${OTHER_HOST} 127.0.0.1`,
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser() {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    throw new Error(`Chromium not found at ${executablePath}: apt-get install -y chromium fonts-liberation`);
  }
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

/** A fresh context (own storage) at a given width; the tour is marked done unless asked not to. */
export async function newPage(browser, { baseURL, width = 1280, height = 900, skipTour = true } = {}) {
  const context = await browser.newContext({ baseURL, viewport: { width, height }, acceptDownloads: true });
  if (skipTour)
    await context.addInitScript(() => window.localStorage.setItem('onboarding_completed', 'true'));
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const errors = [];
  page.on('pageerror', (error) => errors.push(error));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      errors.push(message.text());
  });
  page.consoleErrors = errors;
  return page;
}
