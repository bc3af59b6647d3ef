// Age of Giants with five players: a person against four computer seats drags an arriving
// giant onto a crown and sends one away with footsteps; the game goes to the score sheet, whose
// totals must equal the command-line tool's replay of the record. Five kingdoms must fit a
// desktop and a phone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withPage } from './browser.mjs';
import { LONG_TASKS, aside, longTasksOfPlay, startCounting } from './long_tasks.mjs';
import {
  SHOTS, CLICK, cli, setUp, claimByClick, legalPlacements, cell, landAt, turnTo, drag, toMove, isOver, shownTotals, openSetup } from './play.mjs';

const SEED = Number(process.env.GIANTS_SEED ?? 14);

/** Waits until the person in seat 0 has something to do, or the game is over. */
async function waitForMe(page) {
  await page.waitForFunction(
    () =>
      document.querySelector('[data-over]') ||
      (document.querySelector('[data-to-move="0"]') &&
        (document.querySelector('[data-claimable]') ||
          document.querySelector('[data-hand-domino]') ||
          document.querySelector('[data-giant-hand]') ||
          document.querySelector('.giants__send'))),
    null,
    { timeout: 120_000 },
  );
  return !(await isOver(page));
}

async function giantsOnMyBoard(page) {
  return page.$$eval('.kingdom:not(.kingdom--compact) [data-player="0"] [data-giants]', (els) =>
    els.reduce((n, e) => n + Number(e.dataset.giants), 0),
  );
}

async function fitsWidth(page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1);
}

test('a 5-player Age of Giants game: a giant dragged onto a crown, one sent with footsteps', { timeout: 600_000 }, async () => {
  await withPage(async ({ page, server, errors }) => {
    await page.addInitScript(LONG_TASKS);
    await page.goto(server.url);
    await openSetup(page);
    await page.check('input[name=age-of-giants]');
    const greedy = { kind: 'computer', level: 'greedy' };
    const seats = [{ kind: 'human' }, greedy, greedy, greedy, greedy];
    await page.selectOption('select[name=players]', '5');
    for (let i = 1; i < 5; i++) {
      await page.selectOption(`select[name=seat-${i}-kind]`, 'computer');
      await page.selectOption(`select[name=seat-${i}-level]`, 'greedy');
    }
    await setUp(page, { seats, seed: SEED });
    // The two quests are on screen with their explanations; five dominoes a line.
    assert.equal(await page.locator('[data-quest]').count(), 2);
    assert.equal(await page.locator('[data-line="current"]').count(), 5);
    // The rules of this game say how giants and footsteps work, in our own words.
    await page.click('.rules summary');
    const rules = await page.textContent('[data-rules]');
    assert.match(rules, /Footsteps/);
    assert.match(rules, /5 players, 1 king each; kingdoms 5x5/);
    // Loading the page may take long tasks; from here on, with the computers playing and the
    // end-of-game screen built, none may (see long_tasks.mjs).
    await startCounting(page);

    let placedGiants = 0;
    let sent = 0;
    let seenBadges = 0;
    let placements = 0;
    let checkedFit = false;
    while (await waitForMe(page)) {
      if (await page.$('[data-giant-hand]')) {
        const before = await giantsOnMyBoard(page);
        const target = page.locator('.kingdom:not(.kingdom--compact) [data-giant-target]').first();
        await drag(page, page.locator('[data-giant-hand]'), target);
        await page.waitForFunction(
          (n) =>
            [...document.querySelectorAll('.kingdom:not(.kingdom--compact) [data-player="0"] [data-giants]')].reduce(
              (sum, e) => sum + Number(e.dataset.giants),
              0,
            ) > n,
          before,
        );
        placedGiants++;
        continue;
      }
      const send = await page.$('.giants__send');
      if (send) {
        const before = await giantsOnMyBoard(page);
        await send.click(CLICK);
        await page.waitForFunction(
          (n) =>
            [...document.querySelectorAll('.kingdom:not(.kingdom--compact) [data-player="0"] [data-giants]')].reduce(
              (sum, e) => sum + Number(e.dataset.giants),
              0,
            ) < n || !document.querySelector('.giants__send'),
          before,
        );
        sent++;
        continue;
      }
      const claimable = page.locator('[data-claimable]');
      if ((await claimable.count()) > 0) {
        // Prefer the expansion's dominoes: a giant comes with A-F, footsteps with 49-54.
        const ids = await claimable.evaluateAll((els) => els.map((e) => e.dataset.dominoId));
        // The expansion's dominoes say what they bring: a giant on A-F, footsteps on 49-54.
        const badges = await page.$$eval('[data-domino-id]', (els) =>
          els.filter((e) => e.querySelector('.domino')).map((e) => ({
            id: e.dataset.dominoId,
            giant: !!e.querySelector('[data-brings-giant] .giant'),
            footsteps: !!e.querySelector('[data-footsteps] .piece--footsteps'),
          })),
        );
        for (const b of badges) {
          assert.equal(b.giant, /^[A-F]$/.test(b.id), `giant badge on ${b.id}`);
          assert.equal(b.footsteps, Number(b.id) >= 49, `footsteps badge on ${b.id}`);
        }
        seenBadges += badges.filter((b) => b.giant || b.footsteps).length;
        const pick = ids.findIndex((id) => /^[A-F]$/.test(id) || Number(id) >= 49);
        await claimByClick(page, claimable.nth(Math.max(pick, 0)));
        continue;
      }
      const domino = await page.getAttribute('[data-hand-domino]', 'data-hand-domino-id');
      const legal = await legalPlacements(page, 0, domino);
      if (legal.length === 0) {
        await page.click('.controls__discard', CLICK);
      } else {
        const choice = legal[(placements * 3) % legal.length];
        await turnTo(page, choice.dir);
        await cell(page, 0, choice.first).click(CLICK);
        await cell(page, 0, choice.first).click(CLICK);
        await landAt(page, 0, choice.first);
      }
      placements++;
      if (placements === 6 && !checkedFit) {
        // Resizing the window lays the whole page out again: the test's doing, not the game's.
        await aside(page, async () => {
          for (const width of [1280, 390]) {
            await page.setViewportSize({ width, height: 844 });
            assert.ok(await fitsWidth(page), `five kingdoms fit ${width} px without sideways scrolling`);
            await page.screenshot({ path: `${SHOTS}/giants-${width}.png`, fullPage: true });
          }
          await page.setViewportSize({ width: 1280, height: 900 });
        });
        checkedFit = true;
      }
    }
    assert.equal(placements, 12, 'a 5-player game lays 12 dominoes each');
    const longTasks = await longTasksOfPlay(page);
    assert.deepEqual(longTasks, [], `main-thread tasks over 50 ms: ${longTasks.join(', ')}`);
    assert.ok(placedGiants >= 1, `giants placed by dragging: ${placedGiants}`);
    assert.ok(sent >= 1, `giants sent with footsteps: ${sent}`);
    assert.ok(seenBadges >= 1, `badges seen on the expansion's dominoes: ${seenBadges}`);
    const record = await page.getAttribute('[data-record]', 'data-record');
    assert.match(record, /^KD2_5_g_/);
    const replay = cli('replay', record);
    assert.deepEqual(await shownTotals(page), replay.players.map((p) => p.total));
    // The score sheet names each quest's points.
    assert.ok((await page.locator('[data-sheet-part]').count()) >= 1);
    await page.screenshot({ path: `${SHOTS}/giants-final.png`, fullPage: true });
    assert.deepEqual(errors, []);
  });
});
