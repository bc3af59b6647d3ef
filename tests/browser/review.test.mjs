// The Expert's review in the page, Study during a game, and the deal of the day, as a person
// uses them: the review's figures are the command line's at the same budget and seed, the best
// move is drawn for a costly move, Study values every legal placement, and the day's deal opens
// the same for someone else from its link.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { launch, withPage } from './browser.mjs';
import { serve } from './server.mjs';
import {
  CLI, SHOTS, CLICK, cli, setUp, shownTotals, legalPlacements, turnTo, playAsPerson, waitForSeat, claimByClick,
} from './play.mjs';

const VIEWPORTS = [[1280, 800], [1366, 768], [390, 844]];

/** Pictures at every size; `selector` must be in view once scrolled to. */
async function looks(page, label, selector) {
  for (const [width, height] of VIEWPORTS) {
    await page.setViewportSize({ width, height });
    await page.locator(selector).first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/review-${label}-${width}.png` });
    const box = await page.locator(selector).first().boundingBox();
    assert.ok(box && box.y >= 0 && box.y < height, `${label} at ${width}: ${selector} in view`);
    const across = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(across <= width, `${label} at ${width}: nothing scrolls sideways (${across} px)`);
    // The review's summary table fits its column whole, with no scrolling of its own.
    const cut = await page.$$eval('.review__table', (ts) => ts.some((t) => t.scrollWidth > t.clientWidth + 1));
    assert.ok(!cut, `${label} at ${width}: the summary table is cut`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Every decision the page lists: its number, grade and values in hundredths. */
async function pageDecisions(page) {
  return page.$$eval('[data-review-move]', (els) =>
    els.map((e) => ({
      move: Number(e.dataset.reviewMove),
      grade: e.dataset.grade,
      value: Math.round(Number(e.dataset.value) * 100) + 0,
      best: Math.round(Number(e.dataset.bestValue) * 100) + 0,
      lost: Math.round(Number(e.dataset.givenUp) * 100) + 0,
    })),
  );
}

test('a finished game reviewed in the page gives the command line\'s figures, draws the best move and the chart, and is kept', async () => {
  const record = execFileSync(CLI, ['play', '--players', '2', '--seed', '11'], { encoding: 'utf8' }).split('\n')[0].trim();
  const expected = cli('review', record);
  await withPage(async ({ page, server, errors }) => {
    await page.goto(`${server.url}#replay=${record}`);
    await page.click('.review__start', CLICK);
    // The first decisions show within seconds, the rest as they come.
    await page.waitForSelector('[data-review-move]', { state: 'attached', timeout: 30_000 });
    await page.waitForSelector('[data-review-complete]', { timeout: 180_000 });
    const shown = await pageDecisions(page);
    assert.equal(shown.length, expected.decisions.length);
    for (const [i, d] of expected.decisions.entries()) {
      const s = shown[i];
      assert.deepEqual(
        s,
        { move: d.move, grade: d.grade, value: Math.round(d.value * 100) + 0, best: Math.round(d.best_value * 100) + 0, lost: Math.round(d.given_up * 100) + 0 },
        `decision ${d.move}`,
      );
    }
    // Each person's summary, as the command line counts it.
    for (const p of expected.players) {
      const perDecision = await page.getAttribute(`[data-review-player="${p.player}"]`, 'data-per-decision');
      assert.equal(Math.round(Number(perDecision) * 100), Math.round(p.given_up_per_decision * 100));
    }
    // The chart: one line a kingdom.
    assert.equal(await page.locator('[data-review-chart] polyline').count(), 2);
    // The costliest move: once complete, the review opens there by itself, the Expert's best
    // drawn glowing and the move played beside it, dashed, with what the better one gains.
    assert.ok(expected.key_moments.length > 0, 'a random game has costly moves');
    const moment = expected.key_moments[0];
    await page.waitForSelector(`.review__judged[data-review-at="${moment}"]`);
    const best = await page.getAttribute('.review__judged', 'data-best');
    const played = expected.decisions.find((d) => d.move === moment);
    assert.equal(best, played.best);
    if (best.startsWith('k')) {
      await page.waitForSelector(`.draft__slot--hint[data-domino="${best.slice(1)}"]`);
      await page.waitForSelector('.draft__slot--played');
    } else {
      await page.waitForFunction(() => document.querySelectorAll('.kingdom__cell--hint').length === 2);
      await page.waitForFunction(() => document.querySelectorAll('.kingdom__cell--played').length > 0);
    }
    assert.match(await page.textContent('.review__why'), /the Expert's best .* by the end/i);
    // The key moments still take the replay there.
    await page.click('.replay__last');
    await page.click('.review__moment', CLICK);
    await page.waitForSelector(`.review__judged[data-review-at="${moment}"]`);
    await looks(page, 'moment', '.review__judged');
    // Opened again, the review is there at once: kept in this browser.
    await page.goto('about:blank');
    await page.goto(`${server.url}#replay=${record}`);
    await page.waitForSelector('[data-review-complete]', { timeout: 5_000 });
    assert.equal((await pageDecisions(page)).length, expected.decisions.length);
    assert.deepEqual(errors, []);
  });
});

test('Study shows the value of every legal placement and of every domino to claim', async () => {
  await withPage(async ({ page, server, errors }) => {
    await page.goto(server.url);
    await setUp(page, { seats: [{ kind: 'human' }, { kind: 'computer' }], seed: 21 });
    await page.check('.study__switch');
    // The first claims: every free domino labelled.
    await waitForSeat(page, 0);
    await page.waitForSelector('.draft__study');
    const claimable = await page.locator('[data-claimable]').count();
    assert.equal(await page.locator('[data-claimable] .draft__study').count(), claimable);
    await looks(page, 'study-claims', '.draft__study');
    // Claim on until a domino is in hand.
    while (!(await page.$('[data-hand-domino]'))) {
      await claimByClick(page, page.locator('[data-claimable]').first());
      await waitForSeat(page, 0);
    }
    await page.waitForSelector('[data-study^="r"]', { timeout: 30_000 });
    const domino = await page.getAttribute('[data-hand-domino]', 'data-hand-domino-id');
    const legal = await legalPlacements(page, 0, domino);
    const seen = new Set();
    for (const dir of ['e', 's', 'w', 'n']) {
      await turnTo(page, dir);
      await page.waitForSelector('[data-study^="r"]');
      for (const token of await page.$$eval('.kingdom:not(.kingdom--compact) [data-study]', (els) => els.map((e) => e.dataset.study))) {
        seen.add(token);
      }
    }
    // Each legal placement once, over the four turns (the command line lists each once too).
    assert.equal(seen.size, legal.length, `${seen.size} placements valued of ${legal.length}`);
    await looks(page, 'study-placements', '[data-study^="r"]');
    assert.deepEqual(errors, []);
  });
});

test('today\'s deal: played against the Expert, shared without a spoiler, and opened the same from its link', async () => {
  const root = new URL('../../dist', import.meta.url).pathname;
  const server = await serve(root, '/');
  const browser = await launch();
  const other = await launch();
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.clock.setFixedTime(new Date('2026-11-25T10:00:00Z'));
    await page.goto(server.url);
    await page.waitForSelector('[data-daily-today="2026-11-25"]');
    await looks(page, 'daily-start', '.daily');
    await page.click('.daily__play', CLICK);
    await page.waitForSelector('.banner');
    const firstLine = await page.$$eval('.draft__slot', (els) => els.map((e) => e.dataset.domino).join(','));
    // No help from outside in the day's deal.
    assert.equal(await page.locator('.study__switch').count(), 0);
    assert.equal(await page.locator('.controls__hint').count(), 0);
    await playAsPerson(page, 0);
    await page.waitForSelector('[data-daily-result="2026-11-25"]');
    await page.waitForSelector('[data-share-complete]', { timeout: 120_000 });
    const text = await page.inputValue('.daily-result__text');
    const totals = await shownTotals(page);
    assert.match(text, /2026-11-25/);
    assert.match(text, new RegExp(`${totals[0]} to ${totals[1]} against the Expert`));
    assert.match(text, /Best/);
    assert.match(text, /#daily=2026-11-25$/);
    // The grades in the order played, a coloured square each: as many as the counts say.
    const lines = text.split('\n');
    assert.equal(lines.length, 3, text);
    const squares = [...lines[1]];
    const counted = [...lines[0].split('My moves:')[1].matchAll(/(\d+) [A-Z]/g)].reduce((n, m) => n + Number(m[1]), 0);
    assert.ok(squares.every((c) => '\u{1F7E9}\u{1F7E6}\u{1F7E8}\u{1F7E7}\u{1F7E5}'.includes(c)), lines[1]);
    assert.equal(squares.length, counted, `${lines[1]}: one a move graded`);
    assert.ok(counted > 5);
    // No domino named: no "domino", no number beyond the scores, margin, counts and date.
    assert.doesNotMatch(text, /domino \d/i);
    await looks(page, 'daily-end', '.daily-result');
    // Back at the start: today is played, a streak of one.
    await page.click('.controls__new, .end__actions .controls__new', CLICK);
    await page.waitForSelector('[data-daily-done]');
    assert.equal(await page.getAttribute('[data-daily-streak]', 'data-daily-streak'), '1');
    // Someone else, another day, opens the link: the same deal.
    const link = text.split('\n').pop();
    const theirs = other.pages()[0] ?? (await other.newPage());
    theirs.on('pageerror', (e) => errors.push(e.message));
    await theirs.clock.setFixedTime(new Date('2026-12-02T23:00:00Z'));
    await theirs.goto(link);
    await theirs.waitForSelector('.banner');
    assert.equal(await theirs.$$eval('.draft__slot', (els) => els.map((e) => e.dataset.domino).join(',')), firstLine);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    await other.close();
    server.close();
  }
});
