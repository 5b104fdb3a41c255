// A tiny test harness for the browser suite: named steps, timings, a summary line the CI reads
// ('N passed, N failed'), and a screenshot of the page when a step fails.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export function createHarness({ screenshotDir }) {
  const results = [];
  mkdirSync(screenshotDir, { recursive: true });

  async function step(name, page, fn) {
    const started = Date.now();
    try {
      await fn();
      results.push({ name, ok: true });
      console.log(`  ✓ ${name} (${Date.now() - started} ms)`);
    } catch (error) {
      results.push({ name, ok: false, error });
      console.log(
        `  ✗ ${name} (${Date.now() - started} ms)\n    ${String(error?.stack ?? error)
          .split('\n')
          .join('\n    ')}`,
      );
      if (page) {
        const file = join(screenshotDir, `FAILED-${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.png`);
        await page.screenshot({ path: file, fullPage: true }).catch(() => {});
        console.log(`    screenshot: ${file}`);
      }
    }
  }

  function summary() {
    const passed = results.filter((result) => result.ok).length;
    const failed = results.length - passed;
    console.log(`\n${passed} passed, ${failed} failed`);
    return failed;
  }

  return { step, summary };
}

export function assert(condition, message) {
  if (!condition) throw new Error(message);
}
