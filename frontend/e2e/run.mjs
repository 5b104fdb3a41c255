#!/usr/bin/env node
// The browser suite (playwright-core + the system's Chromium + axe-core).
//
//   node e2e/run.mjs                       everything, against BASE_URL (default http://localhost:8080,
//                                          the whole stack behind nginx)
//   node e2e/run.mjs --suite=smoke         the signed-out part, plus the signed-in screens against a
//                                          stubbed gateway (no services needed)
//   node e2e/run.mjs --suite=smoke --serve-dist
//                                          ... against frontend/dist served by a small static server
//
// Screenshots of every route at 1280 and 360 px go to frontend/test-screenshots/ (git-ignored).
// The texts the suite looks for come from @untangle/contracts, whose build (libs/contracts/dist) a
// plain Node script imports: the npm scripts `e2e` and `e2e:smoke` build it first.
import { existsSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from './lib/browser.mjs';
import { createHarness } from './lib/harness.mjs';
import { startStaticServer } from './lib/static-server.mjs';
import { runAddressChecks } from './addresses.mjs';
import { runMemberJourney } from './journey.mjs';
import { runSignedOutSuite } from './smoke.mjs';
import { runStubbedMemberScreens } from './stubbed-member.mjs';

const frontend = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key, value ?? 'true'];
  }),
);
const suite = args.get('suite') ?? 'full';
const screenshotDir = join(frontend, 'test-screenshots');

let server;
let baseURL = process.env.BASE_URL ?? 'http://localhost:8080';
if (args.has('serve-dist')) {
  const root = join(frontend, 'dist');
  if (!existsSync(join(root, 'index.html')))
    throw new Error('frontend/dist is missing: run npm run build first');
  server = await startStaticServer({ root, backendUrl: process.env.BACKEND_URL });
  baseURL = server.url;
}

rmSync(screenshotDir, { recursive: true, force: true });
const harness = createHarness({ screenshotDir });
const browser = await launchBrowser();
console.log(`Browser suite '${suite}' against ${baseURL}`);
try {
  const context = { browser, baseURL, step: harness.step, screenshotDir };
  await runSignedOutSuite(context);
  if (suite === 'smoke') await runStubbedMemberScreens(context);
  if (suite === 'full') {
    await runMemberJourney(context);
    await runAddressChecks(context);
  }
} finally {
  await browser.close();
  await server?.close();
}
process.exitCode = harness.summary() > 0 ? 1 : 0;
