#!/usr/bin/env node
// The container suite, run by the test command whenever a Docker engine answers: builds the images
// (./untangle images), starts the product with docker compose with sessions and workers at three
// replicas, takes a member through it in Chromium, saves 60 sessions across the replicas while one
// sessions container is killed, and checks that `compose down -v` leaves nothing behind.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { randomBytes, randomUUID } from 'node:crypto';
import { createMemberClient } from '@untangle/identity/testing';
import { TOTAL_COUNT_HEADER } from '@untangle/contracts';
import { getFreePort } from '@untangle/test-kit';
import { launchBrowser, newPage } from '../../frontend/e2e/lib/browser.mjs';
import { signUpFromLanding } from '../../frontend/e2e/lib/identity.mjs';
import { createProject } from './compose.mjs';

const ROOT = new URL('../../', import.meta.url).pathname;
const REPLICAS = 3;
const SAVES = 60;
const SAVE_CONCURRENCY = 6;
const KILL_AFTER_SAVES = 20;
const STARTUP_TIMEOUT_MS = 300_000;
const SCREENSHOTS = `${ROOT}test-results/containers`;
const TEXT =
  'In 2019 the shop opened. By 2021 it had two branches. In 2020 it survived the lockdowns online.';

function engineAnswers() {
  try {
    execFileSync('docker', ['info'], { stdio: 'ignore', timeout: 15_000 });
    return true;
  } catch {
    return false;
  }
}

const check = (condition, message) => {
  if (!condition) throw new Error(message);
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function step(title, work) {
  const started = Date.now();
  process.stdout.write(`containers: ${title} … `);
  const result = await work();
  process.stdout.write(`ok (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
  return result;
}

async function waitHealthy(project, baseUrl) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  for (;;) {
    const ids = (await project.compose('ps', '-q')).split('\n').filter(Boolean);
    const states = ids.length
      ? (
          await project.docker(
            'inspect',
            '--format',
            '{{.Name}} {{.State.Status}} {{if .State.Health}}{{.State.Health.Status}}{{end}}',
            ...ids,
          )
        )
          .split('\n')
          .filter(Boolean)
      : [];
    // The key init step exits; everything else must be running and healthy.
    const waiting = states.filter(
      (line) => !/ running healthy$/.test(line) && !/identity-keys.* exited/.test(line),
    );
    if (states.length > 0 && waiting.length === 0) {
      const health = await fetch(`${baseUrl}/api/health`).catch(() => undefined);
      if (health?.ok) return;
    }
    if (Date.now() > deadline)
      throw new Error(`not healthy after ${STARTUP_TIMEOUT_MS / 1000} s: ${waiting.join('; ')}`);
    await sleep(2000);
  }
}

async function memberJourneyInChromium(baseUrl) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const browser = await launchBrowser();
  try {
    const page = await newPage(browser, { baseURL: baseUrl });
    const member = {
      email: `ct-${Date.now()}@example.com`,
      password: `Str0ng-pass-${Date.now()}`,
      firstName: 'Ada',
    };
    await signUpFromLanding(page, member);

    await page.getByRole('button', { name: 'Use example' }).click();
    await page.getByText('Valid input').waitFor();
    await page.getByRole('button', { name: 'RESTRUCTURE TEXT' }).click();
    await page.getByTestId('result-card').waitFor({ timeout: 60_000 });

    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/pricing'), { timeout: 20_000 });
    await page
      .getByRole('button', { name: /pay|confirm|subscribe|complete|success/i })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 30_000 });
    await page.getByRole('dialog', { name: 'Payment Successful!' }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Pro Plan').first().waitFor();

    await page.getByRole('button', { name: 'Use example' }).click();
    await page.getByRole('button', { name: 'RESTRUCTURE TEXT' }).click();
    await page.getByTestId('result-card').waitFor({ timeout: 60_000 });
    await page.getByTestId('session-card').first().waitFor({ timeout: 30_000 });
    await page.screenshot({ path: `${SCREENSHOTS}/pro-dashboard-with-history.png`, fullPage: true });
  } finally {
    await browser.close();
  }
}

async function api(baseUrl, token, method, path, body, headers = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

async function proMemberOverHttp(baseUrl) {
  const member = await createMemberClient({
    issuer: `${baseUrl}/oidc`,
    redirectUri: `${baseUrl}/auth/callback`,
  }).signUp();
  const created = await api(baseUrl, member.accessToken, 'POST', '/api/subscription/create', {
    upgradeSource: 'manual',
  });
  check(created.status === 200, `checkout: ${created.status} ${JSON.stringify(created.body)}`);
  const checkout = await (await fetch(created.body.paymentLink)).text();
  const action = /<form[^>]*action="([^"]*\/pay[^"]*)"/i.exec(checkout)?.[1];
  check(action, 'the local checkout page has no Pay form');
  const paid = await fetch(new URL(action.replaceAll('&amp;', '&'), created.body.paymentLink), {
    method: 'POST',
    redirect: 'manual',
  });
  check((paid.headers.get('location') ?? '').includes('payment=success'), `payment failed: ${paid.status}`);
  return member;
}

/** 60 saves, each with its own idempotency key and retried until stored; one replica dies midway. */
async function savesAcrossReplicas(project, baseUrl, member) {
  const restructured = await api(baseUrl, member.accessToken, 'POST', '/api/process-text', {
    inputText: TEXT,
    logicType: 'chronological',
  });
  check(restructured.status === 200, `restructure: ${restructured.status}`);
  const replicas = await project.containersOf('sessions');
  check(replicas.length === REPLICAS, `expected ${REPLICAS} sessions containers, found ${replicas.length}`);
  const stored = new Set();
  let next = 0;
  let killed;
  let retried = 0;
  const save = async (key) => {
    for (let attempt = 0; attempt < 20; attempt++) {
      const response = await api(
        baseUrl,
        member.accessToken,
        'POST',
        '/api/sessions',
        {
          sessionType: 'text',
          inputText: TEXT,
          outputText: TEXT,
          logicType: 'chronological',
          explanation: 'Ordered by year.',
        },
        { 'idempotency-key': key },
      );
      if (response.status === 201 || response.status === 200) return response.body.id;
      check(
        [502, 503, 504].includes(response.status),
        `save answered ${response.status}: ${JSON.stringify(response.body)}`,
      );
      retried++;
      await sleep(500);
    }
    throw new Error(`save ${key} never succeeded`);
  };
  await Promise.all(
    Array.from({ length: SAVE_CONCURRENCY }, async () => {
      while (next < SAVES) {
        const index = next++;
        if (index === KILL_AFTER_SAVES && !killed) {
          killed = replicas[0];
          await project.docker('kill', killed);
        }
        stored.add(await save(randomUUID()));
      }
    }),
  );
  // The history is a plain list, newest first; the total rides in a header.
  const listed = await api(baseUrl, member.accessToken, 'GET', '/api/sessions?limit=100');
  check(listed.status === 200, `history: ${listed.status}`);
  const ids = new Set(listed.body.map((item) => item.id));
  const total = Number(listed.headers.get(TOTAL_COUNT_HEADER));
  check(stored.size === SAVES, `${stored.size} distinct sessions acknowledged, expected ${SAVES}`);
  check(
    total === SAVES && ids.size === SAVES,
    `history holds ${total} (${ids.size} listed), expected ${SAVES}`,
  );
  for (const id of stored) check(ids.has(id), `acknowledged session ${id} is missing from the history`);
  const served = [];
  for (const id of replicas) {
    const logs = spawnSync('docker', ['logs', id], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    served.push((`${logs.stdout}${logs.stderr}`.match(/"pattern":"sessions\.create"/g) ?? []).length);
  }
  check(
    served.every((count) => count > 0),
    `every sessions replica should serve saves; served: ${served.join(', ')}`,
  );
  return { served, retried };
}

if (!engineAnswers()) {
  const message = 'containers: skipped, no Docker engine answers (start dockerd to run this suite)';
  if (process.env.UNTANGLE_REQUIRE_CONTAINERS === '1') {
    console.error(message);
    process.exit(1);
  }
  console.log(message);
  process.exit(0);
}

let exitCode = 1;
const port = await getFreePort();
const baseUrl = `http://localhost:${port}`;
const project = createProject({
  root: ROOT,
  name: `untangle-ct-${randomBytes(3).toString('hex')}`,
  env: { NGINX_PORT: String(port), PUBLIC_URL: '' },
});
try {
  await step('./untangle images', async () => {
    const built = spawnSync('bash', ['scripts/images/build.sh'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, UNTANGLE_ROOT: ROOT },
    });
    check(built.status === 0, './untangle images failed');
  });
  await step(`compose up with sessions and workers at ${REPLICAS} replicas`, async () => {
    await project.compose(
      'up',
      '-d',
      '--scale',
      `sessions=${REPLICAS}`,
      '--scale',
      `text-processing-worker=${REPLICAS}`,
    );
    await waitHealthy(project, baseUrl);
  });
  await step('a member signs up, restructures, upgrades and reads history in Chromium', () =>
    memberJourneyInChromium(baseUrl),
  );
  const result = await step(
    `${SAVES} saves across the replicas, one sessions container killed midway`,
    async () => savesAcrossReplicas(project, baseUrl, await proMemberOverHttp(baseUrl)),
  );
  console.log(
    `containers: saves served per sessions replica: ${result.served.join(', ')}; retried after the kill: ${result.retried}`,
  );
  exitCode = 0;
} catch (error) {
  console.error(`\ncontainers: FAILED: ${error.stack ?? error.message}`);
  try {
    console.error(await project.compose('logs', '--tail', '40'));
  } catch {
    // logs are a courtesy
  }
} finally {
  await project
    .compose('down', '-v', '--remove-orphans')
    .catch((error) => console.error(`compose down: ${error.message}`));
  const left = await project.leftovers();
  if (left.length > 0) {
    console.error(`containers: compose down -v left ${left.length} containers, volumes or networks behind`);
    exitCode = 1;
  } else {
    console.log('containers: compose down -v left nothing behind');
  }
}
process.exit(exitCode);
