// Signed-in screens against a stubbed gateway (see lib/stub-api.mjs): screenshots and axe of
// the dashboard before the real services run. The real journey is journey.mjs.
import { readFile } from 'node:fs/promises';
import { UI_MESSAGES } from '@untangle/contracts';
import { expectNoSeriousA11yViolations } from './lib/axe.mjs';
import { newPage } from './lib/browser.mjs';
import { assert } from './lib/harness.mjs';
import { screenshotAt, WIDTHS } from './lib/layout.mjs';
import { signInWithStoredUser, stubGateway, stubMember } from './lib/stub-api.mjs';

export async function runStubbedMemberScreens({ browser, baseURL, step, screenshotDir }) {
  for (const plan of ['free', 'pro']) {
    for (const width of WIDTHS) {
      const page = await newPage(browser, { baseURL, width });
      await signInWithStoredUser(page.context(), baseURL, stubMember());
      await stubGateway(page, { plan, used: 3 });
      await step(
        `[stubbed API] ${plan} dashboard renders, restructures, passes axe at ${width}px`,
        page,
        async () => {
          await page.goto('/dashboard');
          await page.getByText('Welcome to your workspace, Ada').waitFor();
          await page.getByText(plan === 'pro' ? 'Premium' : 'Free', { exact: true }).waitFor();
          if (plan === 'free') await page.getByText('Running low - 2 remaining').waitFor();
          await page.getByRole('button', { name: 'Use example' }).click();
          await page.getByText('Valid input').waitFor();
          await page.getByRole('button', { name: 'RESTRUCTURE TEXT' }).click();
          await page.getByText('1 request ahead of yours').waitFor();
          await page.getByTestId('result-card').waitFor();
          await page.getByRole('button', { name: 'Explanation' }).click();
          if (plan === 'pro') {
            const [pdf] = await Promise.all([
              page.waitForEvent('download'),
              page.getByTestId('result-card').getByRole('button', { name: 'PDF', exact: true }).click(),
            ]);
            const name = pdf.suggestedFilename();
            assert(/^untangle-chronological-\d{4}-\d{2}-\d{2}-\d{4}\.pdf$/.test(name), `PDF named ${name}`);
            const bytes = await readFile(await pdf.path());
            assert(bytes.subarray(0, 5).toString() === '%PDF-', 'the PDF export is not a PDF');
            await page.getByTestId('session-card').first().waitFor();
            await page.getByTestId('session-card').first().getByRole('button', { name: 'Expand' }).click();
          } else {
            await page.getByText('Premium Feature').waitFor();
          }
          await expectNoSeriousA11yViolations(page, `/dashboard ${plan} @${width}`);
          await screenshotAt(page, screenshotDir, `dashboard-${plan}-stubbed`);
          assert(
            page.consoleErrors.length === 0,
            `page errors: ${page.consoleErrors.map(String).join('; ')}`,
          );
        },
      );
      if (plan === 'pro' && width === 1280) {
        await step('[stubbed API] the clear-all dialog and the user menu pass axe', page, async () => {
          await page.getByRole('button', { name: 'Clear All History' }).click();
          await page.getByRole('alertdialog', { name: UI_MESSAGES.sessions.deleteAllDialogTitle }).waitFor();
          await expectNoSeriousA11yViolations(page, 'clear-all dialog');
          await screenshotAt(page, screenshotDir, 'dialog-clear-all', { fullPage: false });
          await page.keyboard.press('Escape');
          await page.getByRole('button', { name: 'Account menu' }).click();
          await page.getByRole('menuitem', { name: 'Sign out' }).waitFor();
          await expectNoSeriousA11yViolations(page, 'user menu');
          await screenshotAt(page, screenshotDir, 'user-menu', { fullPage: false });
          await page.keyboard.press('Escape');
        });
        await step(
          '[stubbed API] the payment dialog reads ?payment=success and resets the URL',
          page,
          async () => {
            await page.goto('/dashboard?payment=success');
            await page.getByRole('dialog', { name: 'Payment Successful!' }).waitFor();
            assert(new URL(page.url()).search === '', `URL not reset: ${page.url()}`);
            await screenshotAt(page, screenshotDir, 'payment-success', { fullPage: false });
            await page.getByRole('button', { name: 'Continue' }).click();
          },
        );
        await step('[stubbed API] the landing page greets a member with history', page, async () => {
          await page.goto('/');
          await page.getByText('Welcome back, Ada!').waitFor();
          await page.getByRole('button', { name: 'View History' }).click();
          await page.getByRole('list', { name: 'Saved sessions' }).waitFor();
          await expectNoSeriousA11yViolations(page, '/ member');
          await screenshotAt(page, screenshotDir, 'landing-member-stubbed');
        });
      }
      await page.context().close();
    }
  }
}
