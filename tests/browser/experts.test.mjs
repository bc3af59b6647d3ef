// Three Expert seats think in the web worker while a scripted person plays: no main-thread task
// may pass 50 ms, every worker move must be legal, hints must be legal, and a worker that never
// answers is replaced by a simple move with one line saying so.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withPage } from './browser.mjs';
import { LONG_TASKS, longTasksOfPlay, startCounting, timesThinking } from './long_tasks.mjs';
import {
  SHOTS, CLICK, cli, setUp, playAsPerson, claimByClick, waitForSeat, legalPlacements, cell, landAt, turnTo, drag, shownTotals,
} from './play.mjs';


test('a person against three Experts: smooth page, legal moves, legal hints', { timeout: 400_000 }, async () => {
  await withPage(async ({ page, server, errors }) => {
    await page.addInitScript(LONG_TASKS);
    await page.goto(server.url);
    const seats = [{ kind: 'human' }, { kind: 'computer' }, { kind: 'computer' }, { kind: 'computer' }];
    await setUp(page, { seats, seed: 77, pace: 'fast' });
    // Loading the page may take long tasks; from here on none may.
    await startCounting(page);

    let hinted = false;
    let placements = 0;
    while (true) {
      if (!(await waitForSeat(page, 0))) break;
      const claimable = page.locator('[data-claimable]');
      if ((await claimable.count()) > 0) {
        await claimByClick(page, claimable.first());
        continue;
      }
      const domino = Number(await page.getAttribute('[data-hand-domino]', 'data-hand-domino'));
      const legal = await legalPlacements(page, 0, domino);
      if (legal.length === 0) {
        await page.click('.controls__discard', CLICK);
        placements++;
        continue;
      }
      if (!hinted && legal.length > 1) {
        // The Expert's hint lights up two squares: a placement the rules allow.
        await page.click('.controls__hint', CLICK);
        await page.waitForSelector('[data-hint]', { timeout: 20_000 });
        const lit = await page.$$eval('.kingdom__cell--hint', (els) =>
          els.map((e) => `${e.dataset.row},${e.dataset.col}`).sort().join(' '),
        );
        const allowed = legal.map((p) => {
          const d = { n: [-1, 0], e: [0, 1], s: [1, 0], w: [0, -1] }[p.dir];
          return [`${p.first.row},${p.first.col}`, `${p.first.row + d[0]},${p.first.col + d[1]}`].sort().join(' ');
        });
        assert.ok(allowed.includes(lit), `hint ${lit} is legal`);
        await page.screenshot({ path: `${SHOTS}/experts-hint.png` });
        hinted = true;
      }
      const choice = legal[0];
      await turnTo(page, choice.dir);
      await drag(page, page.locator('[data-hand-domino] [data-half="0"]'), cell(page, 0, choice.first));
      assert.ok(await landAt(page, 0, choice.first));
      placements++;
    }
    assert.equal(placements, 12);
    assert.ok((await timesThinking(page)) > 0, 'the thinking indicator showed');
    assert.ok(hinted);

    // Every action, the worker's included, replays through the rules.
    const record = await page.getAttribute('[data-record]', 'data-record');
    const replay = cli('replay', record);
    assert.equal(replay.over, true);
    assert.deepEqual(await shownTotals(page), replay.players.map((p) => p.total));
    // (Read before the screenshot, which lays the page out again at its full height.)
    const longTasks = await longTasksOfPlay(page);
    assert.deepEqual(longTasks, [], `main-thread tasks over 50 ms: ${longTasks.join(', ')}`);
    await page.screenshot({ path: `${SHOTS}/experts-final.png`, fullPage: true });
    assert.equal(await page.$('[data-notice="problem"]'), null);
    assert.deepEqual(errors, []);
  });
});

test('a worker that never answers is replaced and the game goes on', { timeout: 120_000 }, async () => {
  await withPage(async ({ page, server }) => {
    await page.goto(`${server.url}?worker=missing-worker.js`);
    await setUp(page, { seats: [{ kind: 'computer' }, { kind: 'computer' }], seed: 5, pace: 'fast' });
    const notice = await page.waitForSelector('[data-notice="problem"]', { timeout: 30_000 });
    assert.match(await notice.textContent(), /stopped answering and was restarted; Player \d made a simple move instead/);
    // The simple move was made: the table moved on.
    const claimed = await page.$$eval('[data-line="current"] .draft__king', (k) => k.length);
    assert.ok(claimed >= 1);
  });
});

test('the Expert searches each move in several workers at once, and the page stays smooth', { timeout: 300_000 }, async () => {
  await withPage(async ({ page, server, errors }) => {
    await page.addInitScript(LONG_TASKS);
    // Count the workers the page starts (the page's own glue calls the global constructor).
    await page.addInitScript(`
      window.__workers = 0;
      const Base = window.Worker;
      window.Worker = class extends Base { constructor(...args) { super(...args); window.__workers++; } };
    `);
    // Three search workers, whatever this machine's core count.
    await page.goto(`${server.url}?search-workers=3`);
    await setUp(page, { seats: [{ kind: 'human' }, { kind: 'computer' }], seed: 78, pace: 'fast' });
    await startCounting(page);
    assert.equal(await playAsPerson(page, 0), 12);
    await page.waitForSelector('[data-over]', { timeout: 60_000 });
    assert.equal(await page.evaluate(() => window.__workers), 3, 'three workers searched');
    assert.ok((await timesThinking(page)) > 0);
    const long = await longTasksOfPlay(page);
    assert.deepEqual(long.filter((d) => d > 50), [], `main-thread tasks over 50 ms: ${long}`);
    // Every move the merged searches chose was legal: the rules replay the whole record.
    const record = await page.getAttribute('[data-record]', 'data-record');
    assert.deepEqual(await shownTotals(page), cli('replay', record).players.map((p) => p.total));
    assert.equal(await page.$('[data-notice="problem"]'), null);
    assert.deepEqual(errors, []);
  });
});
