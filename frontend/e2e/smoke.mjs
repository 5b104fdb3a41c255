// The signed-out part of the browser suite: runs against the built app alone (no services).
import { UI_MESSAGES } from '@untangle/contracts';
import { expectNoSeriousA11yViolations } from './lib/axe.mjs';
import { newPage } from './lib/browser.mjs';
import { assert } from './lib/harness.mjs';
import { screenshotAt, WIDTHS } from './lib/layout.mjs';
import { LEGAL_PATHS, PUBLIC_ROUTES } from './lib/routes.mjs';

export async function runSignedOutSuite({ browser, baseURL, step, screenshotDir }) {
  for (const width of WIDTHS) {
    const page = await newPage(browser, { baseURL, width });
    for (const route of PUBLIC_ROUTES) {
      await step(`${route.name} renders, passes axe and fits ${width}px`, page, async () => {
        await page.goto(route.path);
        await page.getByRole('heading', { level: 1, name: route.heading }).waitFor();
        await expectNoSeriousA11yViolations(page, `${route.path} @${width}`);
        await screenshotAt(page, screenshotDir, route.name);
      });
    }
    await page.context().close();
  }

  const page = await newPage(browser, { baseURL, skipTour: false });

  await step('the onboarding tour opens on a first visit and walks five steps', page, async () => {
    await page.goto('/');
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Step 1 of 5').waitFor();
    await dialog.getByText('20% complete').waitFor();
    await expectNoSeriousA11yViolations(page, 'tour');
    await screenshotAt(page, screenshotDir, 'tour', { fullPage: false });
    for (let step = 2; step <= 5; step++) {
      await dialog.getByRole('button', { name: 'Next' }).click();
      await dialog.getByText(`Step ${step} of 5`).waitFor();
    }
    await dialog.getByRole('button', { name: 'Get Started' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByText('Explore Real Examples').waitFor();
    await page.waitForTimeout(500);
    assert((await page.getByRole('dialog').count()) === 0, 'the tour opened again after it was finished');
  });

  await step('Skip Tour ends the tour', page, async () => {
    await page.getByRole('button', { name: 'Take the Tour' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Skip Tour' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  await step(
    'the demo examples expand, count progress and end with the completion modal once',
    page,
    async () => {
      const progress = page.getByTestId('explore-count');
      assert((await progress.textContent()).includes('0 of 4'), 'progress did not start at 0');
      for (const id of ['chronological', 'cause-effect', 'argument-flow', 'process-steps']) {
        const card = page.getByTestId(`demo-card-${id}`);
        await card.getByRole('button', { name: 'View Example' }).click();
        await card.getByText('Why This Works').waitFor();
      }
      assert((await progress.textContent()).includes('4 of 4'), 'progress did not reach 4 of 4');
      const modal = page.getByRole('dialog');
      await modal.getByText("You've explored all 4 examples!").waitFor({ timeout: 3000 });
      await expectNoSeriousA11yViolations(page, 'demo completion modal');
      await screenshotAt(page, screenshotDir, 'demo-complete', { fullPage: false });
      await modal.getByRole('button', { name: 'Maybe Later' }).click();
      const stored = await page.evaluate(() => ({
        progress: localStorage.getItem('demo_progress'),
        completed: localStorage.getItem('demo_completed'),
        shown: localStorage.getItem('demo_modal_shown'),
      }));
      assert(JSON.parse(stored.progress).viewed.length === 4, 'demo_progress does not hold four ids');
      assert(stored.completed === 'true' && stored.shown === 'true', 'completion flags not stored');
      await page.reload();
      await page.waitForTimeout(1500);
      assert((await page.getByRole('dialog').count()) === 0, 'the completion modal showed twice');
    },
  );

  await step(
    'the landing tool validates, fills the example and asks a visitor to sign in',
    page,
    async () => {
      await page.goto('/');
      const box = page.getByRole('textbox', { name: 'Your text' });
      await box.fill('too short');
      await page.getByRole('alert').filter({ hasText: 'at least 10 characters' }).waitFor();
      const button = page.getByRole('button', { name: 'RESTRUCTURE TEXT' });
      assert(await button.isDisabled(), 'the button was enabled for invalid text');
      await page.getByRole('button', { name: 'Use example' }).click();
      await page.getByText('Valid input').waitFor();
      await button.click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(UI_MESSAGES.auth.freeToUse).waitFor();
      await expectNoSeriousA11yViolations(page, 'sign-in modal');
      await screenshotAt(page, screenshotDir, 'sign-in-modal', { fullPage: false });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    },
  );

  await step('the header Sign In opens the sign-in modal', page, async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Sign in to Untangle' }).waitFor();
    await page.keyboard.press('Escape');
  });

  await step('/dashboard sends a visitor home with the sign-in toast', page, async () => {
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText(UI_MESSAGES.auth.signInRequiredTitle, { exact: true }).waitFor();
    await page.getByText(UI_MESSAGES.auth.signInRequiredDescription, { exact: true }).waitFor();
    await screenshotAt(page, screenshotDir, 'guard-toast', { fullPage: false });
  });

  await step('pricing offers sign-up to visitors', page, async () => {
    await page.goto('/pricing');
    await page.getByText('Most Popular').waitFor();
    await page.getByRole('button', { name: 'Get Started' }).waitFor();
    await page.getByRole('button', { name: 'Upgrade to Pro' }).waitFor();
  });

  await step('contact shows three e-mail cards and the response time', page, async () => {
    await page.goto('/contact');
    for (const title of ['General Inquiries', 'Support Requests', 'Feedback and Suggestions']) {
      await page.getByRole('heading', { name: title }).waitFor();
    }
    await page.getByText('1-2 business days').waitFor();
  });

  await step('legal pages state the effective date and version', page, async () => {
    for (const path of LEGAL_PATHS) {
      await page.goto(path);
      await page.getByText('Effective October 2, 2025 · Version 1.0').waitFor();
    }
  });

  await step('the 404 page gives a developer-style hint', page, async () => {
    await page.goto('/definitely/missing');
    await page.getByText(UI_MESSAGES.notFound.title).waitFor();
    await page.getByText('No route matches URL').waitFor();
  });

  await step('the footer links every legal page and contact', page, async () => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const name of ['Contact', 'Privacy Policy', 'Terms of Service', 'Cookie Policy', 'GDPR']) {
      await footer.getByRole('link', { name }).waitFor();
    }
  });

  await step('no uncaught page errors', page, async () => {
    assert(page.consoleErrors.length === 0, `page errors: ${page.consoleErrors.map(String).join('; ')}`);
  });

  await page.context().close();
}
