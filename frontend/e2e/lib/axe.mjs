import { AxeBuilder } from '@axe-core/playwright';

/** Runs axe on the page and fails on any serious or critical violation. */
export async function expectNoSeriousA11yViolations(page, label) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = results.violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact),
  );
  const minor = results.violations.filter((violation) => !serious.includes(violation));
  for (const violation of minor)
    console.log(`    axe (${violation.impact}) on ${label}: ${violation.id} - ${violation.help}`);
  if (serious.length > 0) {
    const detail = serious
      .map(
        (v) =>
          `${v.impact} ${v.id}: ${v.help}\n      ${v.nodes.map((n) => n.target.join(' ')).join('\n      ')}`,
      )
      .join('\n    ');
    throw new Error(`axe found ${serious.length} serious/critical violation(s) on ${label}:\n    ${detail}`);
  }
}
