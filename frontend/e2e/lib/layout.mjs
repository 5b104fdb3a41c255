import { join } from 'node:path';
import { assert } from './harness.mjs';

export const WIDTHS = [1280, 360];

/**
 * Saves a screenshot as <name>-<width>.png (the full page, or only the viewport for dialogs,
 * whose overlay is fixed to it) and checks nothing overflows sideways.
 */
export async function screenshotAt(page, dir, name, { fullPage = true } = {}) {
  const width = page.viewportSize().width;
  // Full-page shots stitch the page from the top; a scrolled page would repeat the sticky header.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(150);
  await page.screenshot({ path: join(dir, `${name}-${width}.png`), fullPage });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert(overflow <= 1, `${name} at ${width}px overflows horizontally by ${overflow}px`);
}
