// The member journey against the whole stack (nginx, gateway, identity, services).
import { formatMessage, PLANS, UI_MESSAGES } from '@untangle/contracts';
import { expectNoSeriousA11yViolations } from './lib/axe.mjs';
import { newPage } from './lib/browser.mjs';
import { assert } from './lib/harness.mjs';
import { confirmSignOutIfAsked, signUpFromLanding } from './lib/identity.mjs';
import { screenshotAt, WIDTHS } from './lib/layout.mjs';
import { runLandingSteering, runSteeringFlow } from './steering.mjs';

const FREE_QUOTA = PLANS.free.monthlyRestructures;

export async function runMemberJourney({ browser, baseURL, step, screenshotDir }) {
  const member = {
    email: `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
    password: `Str0ng-pass-${Date.now()}`,
    firstName: 'Ada',
  };
  const page = await newPage(browser, { baseURL });
  const dialogs = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.accept();
  });

  const restructureExample = async () => {
    await page.getByRole('button', { name: 'Use example' }).click();
    const button = page.getByRole('button', { name: 'RESTRUCTURE TEXT' });
    await page.getByText('Valid input').waitFor();
    await button.click();
    await page.getByRole('button', { name: 'RESTRUCTURE TEXT' }).waitFor({ timeout: 60_000 });
  };
  const toast = (title) =>
    page
      .getByRole('status')
      .or(page.getByRole('region', { name: /notification/i }))
      .getByText(title, { exact: true })
      .first();

  await step('sign up through the identity provider and land on the dashboard', page, async () => {
    await signUpFromLanding(page, member);
    await page.getByText(UI_MESSAGES.auth.memberBadge).first().waitFor();
  });

  await step('restructure as a free member: result card, toast and usage 1/5', page, async () => {
    await restructureExample();
    await page.getByTestId('result-card').waitFor();
    await toast(UI_MESSAGES.processing.dashboardSuccessTitle).waitFor();
    await page.getByTestId('usage-figure').getByText(`1/${FREE_QUOTA}`).waitFor();
    await page.getByText('Premium Feature').waitFor();
  });

  // Steering costs nothing; its one re-run with pins is the second restructure of the month.
  await runSteeringFlow(page, { step, screenshotDir, plan: 'free', usedBefore: 1 });

  await step('the sixth restructure of the month meets the 402 alert', page, async () => {
    for (let used = 3; used <= FREE_QUOTA; used++) {
      await restructureExample();
      await page.getByTestId('usage-figure').getByText(`${used}/${FREE_QUOTA}`).waitFor();
    }
    await page.getByText(formatMessage(UI_MESSAGES.quota.critical, { count: 0 })).waitFor();
    await restructureExample();
    await toast(UI_MESSAGES.processing.dashboardFailedTitle).waitFor();
    assert(
      dialogs.includes(UI_MESSAGES.processing.quotaAlert),
      `no 402 alert; dialogs seen: ${JSON.stringify(dialogs)}`,
    );
  });

  await step('axe and screenshots of the free dashboard', page, async () => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSeriousA11yViolations(page, `/dashboard (free) @${width}`);
      await screenshotAt(page, screenshotDir, 'dashboard-free');
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  await step('upgrade through the local checkout and see Payment Successful!', page, async () => {
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Active Plan' }).waitFor();
    await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/pricing'), { timeout: 20_000 });
    // The billing service's local checkout page: confirm the payment.
    const pay = page.getByRole('button', { name: /pay|confirm|subscribe|complete|success/i }).first();
    await pay.click();
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 30_000 });
    await page.getByRole('dialog', { name: 'Payment Successful!' }).waitFor();
    assert(new URL(page.url()).search === '', `URL not reset: ${page.url()}`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Premium', { exact: true }).waitFor();
    await page.getByText('Pro Plan').first().waitFor();
    await page.getByText('Next billing date').waitFor();
  });

  await step('see and search the session history as Pro', page, async () => {
    await restructureExample();
    const cards = page.getByTestId('session-card');
    await cards.first().waitFor();
    const count = await cards.count();
    assert(count >= 2, `expected the saved sessions, saw ${count}`);
    const search = page.getByPlaceholder('Search your sessions...');
    await search.fill('umbrella');
    await page.waitForTimeout(800);
    assert((await cards.count()) >= 1, 'search for a word of the example found nothing');
    await search.fill('zzqx-no-such-text');
    await page.getByText(UI_MESSAGES.sessions.noMatch).waitFor();
    await search.fill('');
    await cards.first().waitFor();
    await page.getByRole('combobox', { name: 'Filter by logic type' }).selectOption('argument-flow');
    await page.waitForTimeout(800);
    await page.getByRole('combobox', { name: 'Filter by logic type' }).selectOption('');
    await cards.first().waitFor();
  });

  await runSteeringFlow(page, { step, screenshotDir, plan: 'pro' });

  await step('download a session as a text file', page, async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('session-card').first().getByRole('button', { name: 'Download as text file' }).click(),
    ]);
    assert(
      /^untangle-session-.+\.txt$/.test(download.suggestedFilename()),
      `file name ${download.suggestedFilename()}`,
    );
    await toast(UI_MESSAGES.download.successTitle).waitFor();
  });

  await step('delete one session after confirming', page, async () => {
    const cards = page.getByTestId('session-card');
    const before = await cards.count();
    await cards.first().getByRole('button', { name: 'Delete session' }).click();
    const dialog = page.getByRole('alertdialog', { name: UI_MESSAGES.sessions.deleteOneDialogTitle });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(UI_MESSAGES.sessions.deletedTitle).waitFor();
    await page.waitForFunction(
      (expected) => document.querySelectorAll('[data-testid="session-card"]').length === expected,
      before - 1,
    );
  });

  await step('axe and screenshots of the Pro dashboard', page, async () => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSeriousA11yViolations(page, `/dashboard (pro) @${width}`);
      await screenshotAt(page, screenshotDir, 'dashboard-pro');
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  await step('clear all history', page, async () => {
    await page.getByRole('button', { name: 'Clear All History' }).click();
    const dialog = page.getByRole('alertdialog', { name: UI_MESSAGES.sessions.deleteAllDialogTitle });
    await dialog.getByText(/This will permanently delete all \d+ sessions/).waitFor();
    await dialog.getByRole('button', { name: 'Delete All' }).click();
    await toast(UI_MESSAGES.sessions.clearedTitle).waitFor();
    await page.getByText(UI_MESSAGES.sessions.empty).waitFor();
  });

  await step('cancel the subscription', page, async () => {
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel Pro Subscription?' });
    await dialog.getByRole('button', { name: 'Yes, Cancel Subscription' }).click();
    await toast(UI_MESSAGES.subscription.cancelledTitle).waitFor();
    await page.getByText('Your subscription has been cancelled').waitFor();
    await page.getByText('Access until').waitFor();
  });

  await step('the landing page greets the member', page, async () => {
    await page.goto('/');
    await page.getByText(`Welcome back, ${member.firstName}!`).waitFor();
    await page.getByRole('link', { name: /Go to Dashboard/ }).waitFor();
    await page.getByRole('button', { name: 'View History' }).click();
    await expectNoSeriousA11yViolations(page, '/ (member)');
    await screenshotAt(page, screenshotDir, 'landing-member');
  });

  await runLandingSteering(page, { step, screenshotDir });

  await step('sign out from the user menu', page, async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await confirmSignOutIfAsked(page);
    await page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 });
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).waitFor();
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/');
    await toast(UI_MESSAGES.auth.signInRequiredTitle).waitFor();
  });

  await page.context().close();
}
