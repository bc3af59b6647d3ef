// "What if?" as a person uses it in a review: at the costliest decision, one button plays the
// move played and the Expert's best to the end in the page's worker, and shows both ends side
// by side, each kingdom with the territories the other has not outlined. The ends are the
// command line's (`kingdomino review --what-if N`): the same lines, points and territories.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { withPage } from './browser.mjs';
import { axeProblems } from './axe.mjs';
import { CLI, SHOTS, CLICK, cli } from './play.mjs';

const VIEWPORTS = [[1280, 800], [1366, 768], [390, 844]];

/** What the page shows of one end. */
async function shownEnd(page, line) {
  const end = page.locator(`.what-if__end[data-what-if-line="${line}"]`);
  return {
    first: await end.getAttribute('data-first'),
    points: Number(await end.getAttribute('data-points')),
    patches: await end.locator('[data-what-if-patch]').evaluateAll((els) => els.map((e) => Number(e.dataset.whatIfPatch))),
    outlined: await end.locator('.count__territory').count(),
    totals: await end.locator('.count__total').evaluateAll((els) => els.map((e) => Number(e.dataset.territoryPoints))),
  };
}

test('a what-if from the review plays both lines to the end and shows them side by side, as the command line does', async () => {
  const record = execFileSync(CLI, ['play', '--players', '2', '--seed', '11'], { encoding: 'utf8' }).split('\n')[0].trim();
  const review = cli('review', record);
  const moment = review.key_moments[0];
  const expected = cli('review', record, '--what-if', String(moment));
  await withPage(async ({ page, server, errors }) => {
    await page.goto(`${server.url}#replay=${record}`);
    await page.click('.review__start', CLICK);
    await page.waitForSelector('[data-review-complete]', { timeout: 180_000 });
    // Complete, the review opens at its costliest move: the button is there.
    await page.waitForSelector(`.what-if[data-what-if-at="${moment}"] .what-if__ask`);
    await page.click('.what-if__ask', CLICK);
    await page.waitForSelector('.what-if__playing', { state: 'attached' });
    await page.waitForSelector('.what-if__end[data-what-if-line="best"]', { timeout: 120_000 });
    for (const line of ['played', 'best']) {
      const shown = await shownEnd(page, line);
      const want = expected[line];
      assert.equal(shown.first, want.first, `${line}: its first move`);
      assert.equal(shown.points, want.points, `${line}: its points`);
      const points = want.patches.map((p) => p.points);
      assert.deepEqual(shown.patches, points, `${line}: the territories listed`);
      // Each territory that made the difference is outlined on its board, with its points.
      assert.equal(shown.outlined, points.length, `${line}: the territories outlined`);
      assert.deepEqual(shown.totals, points, `${line}: the points on the board`);
    }
    const verdict = await page.textContent('.what-if__verdict');
    const gain = expected.best.points - expected.played.points;
    assert.ok(verdict.includes(String(Math.abs(gain))), `${verdict} says the margin ${gain}`);
    for (const [width, height] of VIEWPORTS) {
      await page.setViewportSize({ width, height });
      await page.locator('.what-if__ends').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/what-if-${width}.png` });
      const boards = await page.locator('.what-if__end .kingdom__grid').evaluateAll((els) => els.map((e) => e.getBoundingClientRect()));
      assert.equal(boards.length, 2);
      for (const b of boards) {
        assert.ok(b.top >= 0 && b.bottom <= height && b.right <= width, `${width}: both kingdoms in view`);
      }
      const across = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(across <= width, `${width}: nothing scrolls sideways (${across} px)`);
    }
    // Both ends read as they look: axe-core finds no serious problem on them.
    assert.deepEqual(await axeProblems(page), []);
    // Closed, the button is back.
    await page.click('.what-if__close', CLICK);
    await page.waitForSelector('.what-if__ask');
    assert.deepEqual(errors, []);
  });
});
