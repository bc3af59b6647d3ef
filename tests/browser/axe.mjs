// axe-core's serious and critical findings on a page as it stands, for the tests that check a
// screen for people who use a screen reader or a keyboard.
import { readFileSync } from 'node:fs';
import { ROOT } from './play.mjs';

const AXE_SOURCE = readFileSync(`${ROOT}node_modules/axe-core/axe.min.js`, 'utf8');

/** Serious and critical problems axe-core finds on the page as it stands. */
export async function axeProblems(page) {
  // Evaluated through the driver: the page's own policy forbids inline scripts, rightly.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  });
  return violations;
}
