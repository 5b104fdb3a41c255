// Opening the local stack at another address than PUBLIC_URL (http://localhost:<port>): another name
// of the same machine just works, any other host is told where to go instead of failing.
import { assert } from './lib/harness.mjs';
import { fillSignUpForm } from './lib/identity.mjs';
import { screenshotAt, WIDTHS } from './lib/layout.mjs';
import { expectNoSeriousA11yViolations } from './lib/axe.mjs';
import { newPage, OTHER_HOST } from './lib/browser.mjs';

export async function runAddressChecks({ browser, baseURL, step, screenshotDir }) {
  const configured = new URL(baseURL);
  const loopbackAlias = `http://127.0.0.1:${configured.port}`;
  const otherHost = `http://${OTHER_HOST}:${configured.port}`;

  const aliasPage = await newPage(browser, { baseURL: loopbackAlias });
  await step(
    'opened at 127.0.0.1, the app moves to the configured address and signs up there',
    aliasPage,
    async () => {
      await aliasPage.goto('/pricing');
      await aliasPage.waitForURL((url) => url.origin === configured.origin && url.pathname === '/pricing');
      await aliasPage.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
      await aliasPage.getByRole('dialog').getByRole('button', { name: 'Create a free account' }).click();
      await fillSignUpForm(aliasPage, {
        email: `e2e-alias-${Date.now()}@example.com`,
        password: `Str0ng-pass-${Date.now()}`,
        firstName: 'Alias',
      });
      await aliasPage.waitForURL((url) => url.pathname === '/dashboard', { timeout: 30_000 });
      await aliasPage.getByText('Welcome to your workspace, Alias').waitFor();
    },
  );
  await aliasPage.context().close();

  const otherPage = await newPage(browser, { baseURL: otherHost });
  await step(
    'opened at another host, signing in names the address to open and PUBLIC_URL',
    otherPage,
    async () => {
      await otherPage.goto('/');
      await otherPage.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
      await otherPage.getByRole('dialog').getByRole('button', { name: 'Create a free account' }).click();
      await otherPage.getByTestId('wrong-address').waitFor();
      const text = await otherPage.getByTestId('wrong-address').innerText();
      assert(text.includes(configured.origin), `the page does not name ${configured.origin}: ${text}`);
      assert(
        text.includes(`PUBLIC_URL=${otherHost}`),
        `the page does not name PUBLIC_URL=${otherHost}: ${text}`,
      );
      assert(!/Something went wrong/i.test(text), 'the page shows a generic failure');
      const link = otherPage.getByRole('link', { name: `Open ${configured.origin}` });
      assert(
        (await link.getAttribute('href')) === configured.origin,
        'the link does not lead to the configured address',
      );
      for (const width of WIDTHS) {
        await otherPage.setViewportSize({ width, height: 900 });
        await expectNoSeriousA11yViolations(otherPage, `/wrong-address @${width}`);
        await screenshotAt(otherPage, screenshotDir, 'wrong-address');
      }
    },
  );
  await otherPage.context().close();
}
