// What the others did stays visible: while the person waits and until they act, each opponent's
// last domino is outlined on its board with the points it brought (checked against the
// command-line tool's score of the board without it); the move log lists every move in the live
// region's sentences; on a phone a row at the top says what each other did last, one tap from
// their board; "Replay the last round" plays the moves since the person's last action and comes
// back to the game as it was.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withPage } from './browser.mjs';
import { cli, boardCells, notation, openSetup, setUp, claimByClick, placeByClicks } from './play.mjs';

/** The squares of kingdom `k`'s small board. */
const compactCells = (page, k) => boardCells(page, null, `.kingdom--compact[data-kingdom="${k}"] `);

/** Plays seat 0 by clicks until its `n`th placement is due. */
async function untilPlacement(page, n) {
  let places = 0;
  for (;;) {
    await page.waitForSelector('.banner[data-step]', { timeout: 60_000 });
    const step = await page.getAttribute('.banner', 'data-step');
    const before = await page.getAttribute('.banner', 'data-moves');
    if (step === 'place') {
      if (++places === n) return;
      await placeByClicks(page, 0);
    } else {
      await claimByClick(page, page.locator('[data-claimable]').first());
    }
    await page.waitForFunction((b) => document.querySelector('.banner').dataset.moves !== b, before);
  }
}

test("each opponent's last domino is outlined with its points; the log and the last round's replay", { timeout: 300_000 }, async () => {
  await withPage(async ({ page, server, errors }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(server.url);
    await openSetup(page);
    await page.selectOption('select[name=players]', '4');
    const seats = [{ kind: 'human' }];
    for (let i = 1; i < 4; i++) {
      seats.push({ kind: 'computer', level: 'greedy' });
      await page.selectOption(`select[name=seat-${i}-kind]`, 'computer');
      await page.selectOption(`select[name=seat-${i}-level]`, 'greedy');
    }
    await setUp(page, { seats, seed: 58 });
    await untilPlacement(page, 3);

    for (const k of [1, 2, 3]) {
      const cells = await compactCells(page, k);
      const last = cells.filter((c) => c.last && c.terrain);
      assert.equal(last.length, 2, `kingdom ${k}: two squares outlined`);
      const gain = Number(await page.getAttribute(`.kingdom--compact[data-kingdom="${k}"] [data-gain]`, 'data-gain'));
      const now = cli('score', notation(cells).text).total;
      const before = cli('score', notation(cells.filter((c) => !c.last)).text).total;
      assert.equal(gain, now - before, `kingdom ${k}: the badge gives the points that domino brought`);
    }
    // On a phone, the row above the lines says what each other did last, with the same points,
    // and a tap shows that kingdom large.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const k of [1, 2, 3]) {
      const badge = await page.getAttribute(`.kingdom--compact[data-kingdom="${k}"] [data-gain]`, 'data-gain');
      const strip = await page.textContent(`[data-other-kingdom="${k}"]`);
      assert.ok(strip.endsWith(` ${badge}`), `kingdom ${k}: "${strip}" says ${badge}`);
      assert.ok(await page.isVisible(`[data-other-kingdom="${k}"]`), `kingdom ${k} in the strip, in view`);
    }
    await page.click('[data-other-kingdom="2"]');
    await page.waitForSelector('.kingdom:not(.kingdom--compact)[data-kingdom="2"]');
    await page.click('[data-view-kingdom="0"]');
    await page.setViewportSize({ width: 1280, height: 800 });
    // The person's own board is not outlined: they know what they did.
    assert.equal(await page.locator('.kingdom:not(.kingdom--compact) .kingdom__cell--their-last').count(), 0);

    // The log: every move so far, the newest first, in the live region's sentences.
    const count = Number((await page.textContent('.log summary')).match(/\d+/)[0]);
    await page.click('.log summary');
    await page.waitForSelector('[data-log-move]');
    assert.equal(await page.locator('[data-log-move]').count(), count);
    const lines = await page.$$eval('[data-log-move]', (els) => els.map((e) => [Number(e.dataset.logMove), e.textContent]));
    assert.deepEqual(lines.map(([i]) => i), [...Array(count).keys()].reverse());
    const mine = lines.find(([, text]) => text.startsWith('Player 1 '));
    assert.match(mine[1], /^Player 1 claimed domino \d+: /);

    // The last round, replayed from just after the person's last claim, then back to the game.
    const banner = await page.textContent('.banner');
    await page.click('.log__replay');
    await page.waitForSelector('.replay__back-to-game');
    assert.equal(Number(await page.getAttribute('.replay__position', 'data-replay-at')), mine[0] + 1);
    // It plays by itself, move after move; a step by hand pauses it.
    await page.waitForFunction((from) => Number(document.querySelector('.replay__position').dataset.replayAt) > from, mine[0] + 1, { timeout: 10_000 });
    assert.equal(await page.getAttribute('.replay__pause', 'aria-pressed'), 'false');
    await page.click('.replay__back');
    assert.equal(await page.getAttribute('.replay__pause', 'aria-pressed'), 'true');
    await page.click('.replay__back-to-game');
    await page.waitForSelector('.banner[data-step="place"]');
    assert.equal(await page.textContent('.banner'), banner);
    assert.equal(await page.locator('.kingdom--compact .kingdom__cell--their-last').count(), 6);

    // Once the person acts, the outlines go.
    await placeByClicks(page, 0);
    assert.equal(await page.locator('.kingdom__cell--their-last').count(), 0);
    assert.deepEqual(errors, []);
  });
});
