// Drives the embedded identity provider's own pages (services/identity). They belong to another
// team, so the selectors are generous: labelled e-mail, password and first-name fields, and the
// one submit-like button on each page.
export async function fillSignUpForm(page, { email, password, firstName }) {
  await page.waitForURL((url) => url.pathname.startsWith('/oidc'));
  await fillFirst(
    page,
    [
      'input[name="given_name"]',
      'input[name="firstName"]',
      'input[name="first_name"]',
      'input[autocomplete="given-name"]',
    ],
    firstName,
  );
  await fillFirst(page, ['input[type="email"]', 'input[name="email"]', 'input[name="login"]'], email);
  for (const input of await page.locator('input[type="password"]').all()) await input.fill(password);
  await submit(page);
  await acceptConsentIfAsked(page);
}

/** From the landing page: Sign In → "Create a free account" → the provider's form → the dashboard's welcome. */
export async function signUpFromLanding(page, member) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Create a free account' }).click();
  await fillSignUpForm(page, member);
  await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 30_000 });
  await page.getByText(`Welcome to your workspace, ${member.firstName}`).waitFor();
}

export async function fillSignInForm(page, { email, password }) {
  await page.waitForURL((url) => url.pathname.startsWith('/oidc'));
  await fillFirst(page, ['input[type="email"]', 'input[name="email"]', 'input[name="login"]'], email);
  await page.locator('input[type="password"]').first().fill(password);
  await submit(page);
  await acceptConsentIfAsked(page);
}

/** The provider's end-session page may ask to confirm the sign-out. */
export async function confirmSignOutIfAsked(page) {
  // The app first reads the provider's metadata, then leaves for its end-session endpoint.
  const reached = await page
    .waitForURL((url) => url.pathname.startsWith('/oidc'), { timeout: 10_000 })
    .then(() => true)
    .catch(() => false);
  if (!reached) return;
  await page.waitForLoadState('domcontentloaded');
  const confirm = page.getByRole('button', { name: /yes|sign out|log ?out|continue/i }).first();
  if (await confirm.isVisible().catch(() => false)) await confirm.click();
}

async function fillFirst(page, selectors, value) {
  for (const selector of selectors) {
    const input = page.locator(selector).first();
    if (await input.count()) {
      await input.fill(value);
      return;
    }
  }
}

async function submit(page) {
  const button = page.locator('button[type="submit"], input[type="submit"]').first();
  await Promise.all([page.waitForLoadState('domcontentloaded'), button.click()]);
}

async function acceptConsentIfAsked(page) {
  for (let round = 0; round < 2; round++) {
    await page.waitForLoadState('domcontentloaded');
    if (!new URL(page.url()).pathname.startsWith('/oidc')) return;
    const consent = page.getByRole('button', { name: /allow|authorize|accept|continue|consent/i }).first();
    if (!(await consent.isVisible().catch(() => false))) return;
    await consent.click();
  }
}
