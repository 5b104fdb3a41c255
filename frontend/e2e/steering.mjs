// Compare with the original and steer the order, on the dashboard's result card, against the whole
// stack: keyboard-only moves, a mouse drag, undo and redo, a download that matches the screen, pins
// kept by a re-run (one more restructure), and for Pro the steered order saved to history.
import { readFile } from 'node:fs/promises';
import { expectNoSeriousA11yViolations } from './lib/axe.mjs';
import { assert } from './lib/harness.mjs';
import { screenshotAt, WIDTHS } from './lib/layout.mjs';

/** Runs the flow on the dashboard's current result (the 'Use example' text, chronological). */
export async function runSteeringFlow(page, { step, screenshotDir, plan, usedBefore }) {
  const card = page.getByTestId('result-card');
  const items = card.getByTestId('result-sentence');
  const order = () => items.evaluateAll((els) => els.map((el) => Number(el.dataset.sentence)));
  const texts = () => items.evaluateAll((els) => els.map((el) => el.querySelector('p').textContent));
  const item = (sentence) => card.locator(`[data-testid="result-sentence"][data-sentence="${sentence}"]`);
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-sentence') ?? null);
  const focusedName = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
  const announced = () => card.getByTestId('steering-announcer').textContent();
  const button = (name) => card.getByRole('button', { name, exact: true });
  const usage = (used) => page.getByTestId('usage-figure').getByText(`${used}/5`);
  const expectOrder = async (expected, what) => {
    await page
      .waitForFunction(
        (want) =>
          JSON.stringify(
            [...document.querySelectorAll('[data-testid="result-card"] [data-testid="result-sentence"]')].map(
              (el) => Number(el.dataset.sentence),
            ),
          ) === want,
        JSON.stringify(expected),
        { timeout: 5_000 },
      )
      .catch(async () => {
        throw new Error(
          `${what}: order ${JSON.stringify(await order())}, expected ${JSON.stringify(expected)}`,
        );
      });
  };
  /** Presses Tab (or Shift+Tab) until `isTarget` holds for the focused element; at most 40 presses. */
  const tabTo = async (isTarget, arg, { back = false } = {}) => {
    for (let press = 0; press < 40; press++) {
      if (await page.evaluate(isTarget, arg)) return;
      await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    }
    throw new Error(`Tab never reached the target (focused: ${await focusedName()})`);
  };
  const processCalls = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/process-text')
      processCalls.push(request);
  });

  let base = [];
  let [first, second, third, last] = base;

  await step(
    `[${plan}] compare with the original: every sentence once on each side, twins highlighted`,
    page,
    async () => {
      await card.getByText('Chronological Order').first().waitFor();
      base = await order();
      assert(base.length === 4, `the example should give 4 sentences, got ${base.length}`);
      [first, second, third, last] = base;
      await button('Compare with original').click();
      assert((await button('Compare with original').getAttribute('aria-pressed')) === 'true', 'not pressed');
      const original = card.getByRole('region', { name: 'Original' }).getByRole('listitem');
      const originalTexts = await original.evaluateAll((els) =>
        els.map((el) => el.querySelector('p').textContent),
      );
      const restructured = await texts();
      assert(originalTexts.length === 4 && restructured.length === 4, 'a side lost or doubled a sentence');
      assert(
        JSON.stringify([...originalTexts].sort()) === JSON.stringify([...restructured].sort()),
        `the two sides differ: ${JSON.stringify({ originalTexts, restructured })}`,
      );
      const origins = await card.getByTestId('sentence-origin').allTextContents();
      assert(
        JSON.stringify(origins) === JSON.stringify(base.map((index) => `from ${index + 1}`)),
        `origins ${JSON.stringify(origins)}`,
      );
      await original.nth(last).hover();
      await page.waitForFunction(
        (sentence) =>
          document
            .querySelector(`[data-testid="result-sentence"][data-sentence="${sentence}"]`)
            ?.className.includes('ring-2'),
        last,
      );
    },
  );

  await step(
    `[${plan}] keyboard only: Alt+Arrow moves keep the focus and are announced; Ctrl+Z / Ctrl+Shift+Z`,
    page,
    async () => {
      await button('Compare with original').focus();
      await tabTo(() => document.activeElement?.getAttribute('data-testid') === 'result-sentence');
      assert(Number(await focused()) === first, `Tab reached sentence ${await focused()} first`);
      for (let k = 0; k < 3; k++) await page.keyboard.press('ArrowDown');
      assert(Number(await focused()) === last, 'ArrowDown did not walk to the last sentence');
      for (let k = 0; k < 3; k++) await page.keyboard.press('Alt+ArrowUp');
      await expectOrder([last, first, second, third], 'after three Alt+ArrowUp');
      assert(Number(await focused()) === last, `focus left the moved sentence (now on ${await focused()})`);
      const moved = await announced();
      assert(/^Moved '.+' to position 1 of 4$/.test(moved), `announced: ${moved}`);
      await page.keyboard.press('Control+z');
      await expectOrder([first, last, second, third], 'after Ctrl+Z');
      assert(Number(await focused()) === last, 'focus lost after Ctrl+Z');
      assert(/^Undone: '.+' is back at position 2 of 4$/.test(await announced()), await announced());
      await page.keyboard.press('Control+Shift+Z');
      await expectOrder([last, first, second, third], 'after Ctrl+Shift+Z');
      assert(Number(await focused()) === last, 'focus lost after Ctrl+Shift+Z');
    },
  );

  await step(
    `[${plan}] the explanation names the sentence moved by hand; the download and the copy match the screen`,
    page,
    async () => {
      const onScreen = (await texts()).join(' ');
      await button('Explanation').click();
      const note = await card.getByTestId('hand-moved-note').textContent();
      assert(/^You moved one sentence by hand: '.+' \(now 1 of 4\)\.$/.test(note), `note: ${note}`);
      const [download] = await Promise.all([page.waitForEvent('download'), button('Download').click()]);
      const file = await readFile(await download.path(), 'utf8');
      const section = /RESTRUCTURED TEXT\n-+\n([\s\S]*?)\n\nAI EXPLANATION/.exec(file)?.[1];
      assert(section === onScreen, `the download holds\n${section}\nthe screen shows\n${onScreen}`);
      assert(file.includes(note), 'the download lacks the note on the hand-moved sentence');
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await button('Copy').click();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      assert(copied === onScreen, `copied ${copied}`);
      await button('Explanation').click();
    },
  );

  await step(`[${plan}] drag a sentence with the mouse; the Undo and Redo buttons`, page, async () => {
    const before = await order();
    const dragged = before[0];
    const handle = item(dragged).getByTestId('drag-handle');
    // The whole list in view, clear of the sticky header and of the edges that scroll the page. The
    // page scrolls smoothly (index.css), so the scroll is made instant and the handle must hold still
    // for two frames before the press: a press taken mid-scroll lands beside the handle and selects text.
    await items
      .first()
      .evaluate((li) => li.parentElement.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await handle.evaluate(
      (el) =>
        new Promise((resolve) => {
          let last = '';
          const check = () => {
            const box = JSON.stringify(el.getBoundingClientRect());
            if (box === last) resolve();
            else {
              last = box;
              requestAnimationFrame(() => requestAnimationFrame(check));
            }
          };
          check();
        }),
    );
    const from = await handle.boundingBox();
    const target = await item(before[3]).boundingBox();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, target.y + target.height * 0.9, { steps: 12 });
    await page.mouse.up();
    await expectOrder([...before.slice(1), dragged], 'after dragging the first sentence to the end');
    await button('Undo').click();
    await expectOrder(before, 'after the Undo button');
    await button('Redo').click();
    await expectOrder([...before.slice(1), dragged], 'after the Redo button');
    await button('Undo').click();
    await expectOrder(before, 'after the second Undo');
    assert(processCalls.length === 0, `moving sentences called the server ${processCalls.length} times`);
    if (plan === 'free') await usage(usedBefore).waitFor();
  });

  await step(
    `[${plan}] pin and re-run: the pins stay in place and the re-run counts as a restructure`,
    page,
    async () => {
      // The screen now: [last, first, second, third]. Pin the sentence Untangle put last at the top.
      await item(last).focus();
      await page.keyboard.press('Tab');
      assert(
        (await focusedName()) === '' &&
          (await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')).startsWith(
            'Pin ',
          ),
        'Tab from a sentence should reach its pin',
      );
      await page.keyboard.press('Space');
      assert(
        (await item(last).getByRole('button', { name: /^Pin / }).getAttribute('aria-pressed')) === 'true',
        'not pinned',
      );
      await tabTo(() => document.activeElement?.textContent?.trim() === 'Re-run with pins', undefined, {
        back: true,
      });
      // A Pro member's result is saved to the history as it arrives. Wait for that save here, or the
      // next step's wait for its own save could catch this one's answer instead.
      const autoSaved =
        plan === 'pro'
          ? page.waitForResponse(
              (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/sessions',
            )
          : undefined;
      const [response] = await Promise.all([
        page.waitForResponse(
          (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/process-text',
        ),
        page.keyboard.press('Enter'),
      ]);
      const sent = JSON.parse(response.request().postData());
      assert(
        JSON.stringify(sent.pins) === JSON.stringify([{ sentence: last, position: 0 }]),
        `pins sent ${JSON.stringify(sent.pins)}`,
      );
      assert(response.status() === 200, `re-run answered ${response.status()}`);
      await expectOrder([last, first, second, third], 'after the re-run');
      assert(
        (await item(last).getByRole('button', { name: /^Pin / }).getAttribute('aria-pressed')) === 'true',
        'the pin was lost',
      );
      // The new result resets the history in the render after it arrives: wait for it, briefly.
      const undoReset = await button('Undo')
        .and(card.locator('[aria-disabled="true"]'))
        .waitFor({ timeout: 2_000 })
        .then(() => true)
        .catch(() => false);
      assert(undoReset, 'a re-run starts a fresh undo history');
      if (plan === 'free') await usage(usedBefore + 1).waitFor();
      if (autoSaved) assert((await autoSaved).status() === 201, 'the re-run was not saved to the history');
    },
  );

  if (plan === 'pro') {
    await step('[pro] save the steered order: the history holds the order on screen', page, async () => {
      await item(second).focus();
      await page.keyboard.press('Alt+ArrowUp');
      // Read the screen once the move has rendered, not in the instant after the key press.
      await expectOrder([last, second, first, third], 'after Alt+ArrowUp');
      const onScreen = (await texts()).join(' ');
      const [saved] = await Promise.all([
        page.waitForResponse(
          (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/sessions',
        ),
        button('Save order').click(),
      ]);
      assert(saved.status() === 201, `save answered ${saved.status()}`);
      // The history reloads with the saved session in it.
      const { id } = await saved.json();
      const session = page.locator(`[data-testid="session-card"][data-session-id="${id}"]`);
      await session.getByRole('button', { name: 'Expand' }).click();
      await session.getByText(onScreen, { exact: true }).waitFor();
      assert((await button('Save order').getAttribute('aria-disabled')) === 'true', 'saved twice?');
    });
  }

  await step(
    `[${plan}] compare mode passes axe and fits at 1280 and 360 px (screenshots)`,
    page,
    async () => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await card.scrollIntoViewIfNeeded();
        await expectNoSeriousA11yViolations(page, `compare mode (${plan}) @${width}`);
        await screenshotAt(page, screenshotDir, `compare-${plan}`);
        await card.screenshot({ path: `${screenshotDir}/compare-card-${plan}-${width}.png` });
      }
      await page.setViewportSize({ width: 1280, height: 900 });
      await button('Compare with original').click();
    },
  );

  return { restructures: 1 };
}

/** The landing tool's result compares and steers like the dashboard's (the member is signed in). */
export async function runLandingSteering(page, { step, screenshotDir }) {
  await step('the landing tool compares with the original and steers the order too', page, async () => {
    await page.goto('/');
    const tool = page.locator('#tool');
    await tool.getByRole('button', { name: 'Use example' }).click();
    await tool.getByText('Valid input').waitFor();
    await tool.getByRole('button', { name: 'RESTRUCTURE TEXT' }).click();
    const result = page.getByTestId('landing-result');
    await result.waitFor({ timeout: 60_000 });
    await result.getByRole('button', { name: 'Compare with original' }).click();
    await result.getByRole('region', { name: 'Original' }).waitFor();
    const items = result.getByTestId('result-sentence');
    const order = () => items.evaluateAll((els) => els.map((el) => Number(el.dataset.sentence)));
    const before = await order();
    await items.last().focus();
    await page.keyboard.press('Alt+ArrowUp');
    const after = await order();
    const moved = before.at(-1);
    assert(
      JSON.stringify(after) === JSON.stringify([...before.slice(0, -2), moved, before.at(-2)]),
      `landing order ${JSON.stringify(after)} from ${JSON.stringify(before)}`,
    );
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-sentence'));
    assert(Number(focused) === moved, 'the landing tool lost the focus on a move');
    await result
      .getByRole('region', { name: 'Logic Explanation' })
      .getByText(/^You moved one sentence by hand/)
      .waitFor();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSeriousA11yViolations(page, `landing compare mode @${width}`);
      await screenshotAt(page, screenshotDir, 'landing-compare');
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });
}
