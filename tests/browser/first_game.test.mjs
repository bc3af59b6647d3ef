// What teaches and welcomes a new player: "How to play" with pictures, gentle motion, the
// end-of-game chart, and statistics kept in the browser (export, reset, unreadable ones).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withPage } from './browser.mjs';
import { execFileSync } from 'node:child_process';
import { CLI, cli, setUp, playAsPerson, shownTotals } from './play.mjs';

test('How to play explains each game in words and pictures, on the start page and at the table', { timeout: 120_000 }, async () => {
  await withPage(async ({ page, server, errors }) => {
    await page.goto(server.url);
    await page.click('.howto summary');
    // Its parts are drawn once it is opened (ui/start_page/setup_screen.rs).
    await page.waitForSelector('[data-howto]');
    const parts = await page.$$eval('[data-howto]', (els) => els.map((e) => [e.dataset.howto, e.querySelectorAll('p').length]));
    assert.deepEqual(parts, [['Kingdomino', 4], ['Queendomino', 3], ['AgeOfGiants', 2], ['RoyalWedding', 1]]);
    // Kingdomino's pictures: an allowed placement, a refused one, a territory scored.
    const pictures = await page.$$eval('[data-howto="Kingdomino"] .howto__picture', (figs) => figs.map((f) => ({
      ok: f.querySelectorAll('.kingdom__cell--ok').length,
      bad: f.querySelectorAll('.kingdom__cell--bad').length,
      picked: [...f.querySelectorAll('.kingdom__cell--picked')].map((c) => c.dataset.terrain),
      caption: f.querySelector('figcaption').textContent,
    })));
    assert.deepEqual(pictures.map((p) => [p.ok, p.bad, p.picked.length]), [[2, 0, 0], [0, 2, 0], [0, 0, 4]]);
    assert.ok(pictures[2].picked.every((t) => t === 'lake'));
    assert.match(pictures[2].caption, /4 squares × 2 crowns = 8 points/);
    // The scored picture is true: the rules score that lake 8 (the board viewer agrees).
    assert.equal(cli('score', 'LL1C/L1LW').total, 8);
    assert.equal(await page.$$eval('[data-howto="Queendomino"] [data-knight]', (k) => k.length), 1);
    assert.equal(await page.$$eval('[data-howto="AgeOfGiants"] [data-giants]', (g) => g.length), 1);
    // Pictures are not the game's boards: no test hook of a player's square.
    assert.equal(await page.$$eval('.howto [data-player]', (c) => c.length), 0);

    // At the table, the game in play only: Queendomino adds its part to Kingdomino's.
    await setUp(page, { seats: [{ kind: 'human' }, { kind: 'human' }], seed: 8 });
    await page.click('.game .howto summary');
    await page.waitForSelector('.game [data-howto]');
    assert.deepEqual(await page.$$eval('.game [data-howto]', (els) => els.map((e) => e.dataset.howto)), ['Kingdomino']);
    const queendomino = execFileSync(CLI, ['play', '--players', '2', '--seed', '3', '--queendomino'], { encoding: 'utf8' });
    const opening = queendomino.split('\n')[0].trim().split('.').slice(0, 6).join('.');
    await page.goto(`${server.url}#game=${opening}`);
    await page.waitForSelector('.builders');
    assert.deepEqual(await page.$$eval('.game [data-howto]', (els) => els.map((e) => e.dataset.howto)), ['Kingdomino', 'Queendomino']);
    assert.deepEqual(errors, []);
  });
});

/** Opens the statistics panel, once the page (drawn when its wasm has loaded) shows it. */
async function openStatistics(page) {
  await page.waitForSelector('.stats');
  await page.$eval('.stats', (d) => { d.open = true; });
}

/** The statistics table's rows: [game, against, played, won, best]. */
async function statistics(page) {
  await openStatistics(page);
  return page.$$eval('[data-stats-game]', (rows) => rows.map((r) => [
    r.dataset.statsGame, r.dataset.statsAgainst ?? null,
    Number(r.querySelector('[data-played]').dataset.played),
    Number(r.querySelector('[data-won]').dataset.won),
    Number(r.querySelector('[data-best]').dataset.best),
  ]));
}

test('a finished game charts its points round by round and counts in the statistics once', { timeout: 300_000 }, async () => {
  await withPage(async ({ page, server, errors }) => {
    await page.goto(server.url);
    assert.deepEqual(await statistics(page), []);
    assert.ok(await page.$('.stats__none'));
    await setUp(page, { seats: [{ kind: 'human' }, { kind: 'computer' }], seed: 41, pace: 'fast' });
    assert.equal(await playAsPerson(page, 0), 12);
    await page.waitForSelector('.sheet--final .chart');
    const totals = await shownTotals(page);
    // One line per kingdom: the start, each of the 6 rounds, ending on the score sheet's totals.
    const lines = await page.$$eval('[data-chart-kingdom]', (gs) => gs.map((g) => g.dataset.points.split(',').map(Number)));
    assert.equal(lines.length, 2);
    for (const [k, points] of lines.entries()) {
      assert.equal(points.length, 7);
      assert.equal(points[0], 0);
      assert.equal(points[6], totals[k]);
      assert.ok(points.every((p, i) => i === 0 || p >= points[i - 1]), 'Kingdomino points never fall');
    }
    assert.match(await page.getAttribute('.chart__drawing', 'aria-label'), /at the end: /);
    // The draft and the builders' panels give way to the score sheet.
    assert.equal(await page.$eval('.game__draft', (d) => getComputedStyle(d).display), 'none');

    // Counted once: against the Expert (the computer's default level), won when the person won.
    const won = (await page.getAttribute('[data-winners]', 'data-winners')).split(',').includes('0') ? 1 : 0;
    const row = ['Kingdomino', 'Expert', 1, won, totals[0]];
    await page.click('.controls__new');
    assert.deepEqual(await statistics(page), [row]);
    await page.reload();
    assert.deepEqual(await statistics(page), [row], 'a reload counts nothing again');
    // A finished game opened from a link is someone else's: it counts nothing.
    const record = execFileSync(CLI, ['play', '--players', '2', '--seed', '9'], { encoding: 'utf8' }).split('\n')[0].trim();
    await page.goto(`${server.url}#game=${record}`);
    await page.waitForSelector('.sheet--final');
    await page.goto(server.url);
    assert.deepEqual(await statistics(page), [row]);

    // Export: the same figures as a JSON document.
    const href = await page.getAttribute('.stats__export', 'href');
    const exported = JSON.parse(decodeURIComponent(href.slice(href.indexOf(',') + 1)));
    assert.equal(exported.format, 'kingdomino-statistics');
    assert.deepEqual(exported.rows, [{ game: 'Kingdomino', against: 'expert', played: 1, won, best: totals[0] }]);
    // Reset asks first; "no" keeps everything, "yes" forgets.
    page.once('dialog', (d) => d.dismiss());
    await page.click('.stats__reset');
    assert.deepEqual(await statistics(page), [row]);
    page.once('dialog', (d) => d.accept());
    await page.click('.stats__reset');
    assert.deepEqual(await statistics(page), []);
    assert.deepEqual(errors, []);
  });
});

test('unreadable statistics are set aside with one sentence, and counting starts again', { timeout: 60_000 }, async () => {
  await withPage(async ({ page, server }) => {
    await page.goto(server.url);
    // Once the panel has read the (empty) statistics: a page still loading would read the broken
    // ones itself and set them aside before the reload.
    await page.waitForSelector('.stats');
    await page.evaluate(() => localStorage.setItem('kingdomino.statistics', '{"rows": "broken'));
    await page.reload();
    await openStatistics(page);
    assert.match(await page.textContent('.stats__broken'), /could not be read/);
    assert.equal(await page.evaluate(() => localStorage.getItem('kingdomino.statistics.set-aside')), '{"rows": "broken');
  });
});

test('claims and placements move briefly, and stay still with reduced motion', { timeout: 120_000 }, async () => {
  await withPage(async ({ page, server }) => {
    await page.goto(server.url);
    await setUp(page, { seats: [{ kind: 'human' }, { kind: 'computer' }], seed: 12, pace: 'fast' });
    // Two placements each, the computer's included.
    await playAsPerson(page, 0, 2);
    await page.waitForSelector('.kingdom__cell--laid');
    assert.equal((await page.$$('.kingdom__cell--laid')).length, 2, 'the two squares of the domino laid last');
    // What the page sets, not how long it lasts: a busy machine may paint late, and the
    // computer's next move may pass the marks on (each is checked when it appears).
    const animated = (selector, name) =>
      page.waitForFunction(
        ([selector, name]) => [...document.querySelectorAll(selector)].some((e) => getComputedStyle(e).animationName === name),
        [selector, name],
      );
    await animated('.kingdom__cell--laid .tile', 'domino-settles');
    // The person's next claim: their king steps onto the domino.
    while (!(await page.$('[data-claimable]'))) await playAsPerson(page, 0, 1);
    await page.locator('[data-claimable] button').first().click();
    await animated('.draft__king--arrived', 'king-arrives');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    assert.equal(await page.$eval('.kingdom__cell--laid .tile', (t) => getComputedStyle(t).animationName), 'none');
  });
});
