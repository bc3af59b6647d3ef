// The Royal Wedding: six players in three teams chosen on the setup screen (a person with a
// computer team-mate, two people sharing a kingdom, two computers), played to the score sheet,
// whose totals must equal the command-line tool's replay of the record. The table fits a desktop
// and a phone without sideways scrolling, the other kingdoms one tap away; and with one person
// and seven Experts thinking in turn, the page never blocks for 50 ms.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withPage } from './browser.mjs';
import { LONG_TASKS, longTasksOfPlay, startCounting, timesThinking } from './long_tasks.mjs';
import {
  SHOTS, cli, setUp, isOver, shownTotals, queendominoStep, largeKingdom, tableSnapshot, openSetup, waitForPeople,
} from './play.mjs';


// Seat: who plays it, and the team (from 0) chosen for it.
const SEATS = [
  { kind: 'human', team: 0 },
  { kind: 'human', team: 1 },
  { kind: 'computer', level: 'greedy', team: 0 },
  { kind: 'computer', level: 'hard', team: 2 },
  { kind: 'human', team: 1 },
  { kind: 'computer', level: 'expert', team: 2 },
];

/** Every part of the table is on screen and nothing scrolls sideways. */
async function checkLayout(page, width, height, name) {
  await page.setViewportSize({ width, height });
  const fits = await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1);
  assert.ok(fits, `the table fits ${width} px without sideways scrolling`);
  for (const part of ['.banner', '.draft', '.builders', '.estate', '.sheet', '.kingdom:not(.kingdom--compact)']) {
    assert.ok(await page.isVisible(part), `${part} at ${width}x${height}`);
  }
  // Every kingdom is one tap away: pick each, the large board shows it; the last pick returns.
  const home = await largeKingdom(page);
  for (let k = 0; k < 3; k++) {
    await page.click(`[data-view-kingdom="${k}"]`);
    await page.waitForFunction((kk) => document.querySelector('.kingdom:not(.kingdom--compact)')?.dataset.kingdom === String(kk), k);
    if (k === 1) await page.screenshot({ path: `${SHOTS}/royal-wedding-${name}-tapped.png` });
  }
  await page.click(`[data-view-kingdom="${home}"]`);
  await page.screenshot({ path: `${SHOTS}/royal-wedding-${name}.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a 6-player team Royal Wedding, people and computers, to the score sheet', { timeout: 900_000 }, async () => {
  await withPage(async ({ page, browser, server, errors }) => {
    await page.goto(server.url);
    await openSetup(page);
    await page.selectOption('select[name=variant]', 'royal-wedding');
    await page.selectOption('select[name=players]', '6');
    await page.check('input[name=teams]');
    for (const [i, seat] of SEATS.entries()) {
      await page.selectOption(`select[name=seat-${i}-kind]`, seat.kind);
      if (seat.level) await page.selectOption(`select[name=seat-${i}-level]`, seat.level);
      await page.selectOption(`select[name=seat-${i}-team]`, String(seat.team));
    }
    // Picking a colour another seat has swaps the two: six distinct colours, each with its mark.
    await page.selectOption('select[name=seat-1-colour]', '0');
    assert.equal(await page.inputValue('select[name=seat-0-colour]'), '1');
    const marks = await page.$$eval('.setup__seat [data-mark]', (els) => els.map((e) => e.dataset.mark));
    assert.equal(new Set(marks).size, 6, `marks: ${marks}`);
    await setUp(page, { seats: SEATS, seed: 31 });
    await page.waitForSelector('.builders');
    assert.equal(await page.locator('[data-line="current"]').count(), 8, 'lines of 8');
    assert.equal(await page.locator('.tabs [data-view-kingdom]').count(), 3, 'three team kingdoms');
    // The rules of this game state its counts.
    await page.click('.rules summary');
    const rules = await page.textContent('[data-rules]');
    for (const count of [/6 players, 1 king each; kingdoms 7x7/, /96 dominoes dealt, 12 rounds: each line has 8/,
      /the 2 dominoes nobody claims are discarded/, /Teams of two: 3 kingdoms/, /one knight and 7 coins/, /after round 12/]) {
      assert.match(rules, count);
    }
    await page.click('.rules summary');

    const tally = { placements: 0, taxes: 0, builds: 0, claims: 0 };
    let banners = 0;
    let checked = false;
    while (await waitForPeople(page)) {
      // The banner names the person and the team's kingdom they build.
      const kingdom = await page.getAttribute('[data-team-kingdom]', 'data-team-kingdom');
      if (kingdom !== null) {
        assert.equal(Number(kingdom), await largeKingdom(page));
        banners++;
      }
      await queendominoStep(page, 7, tally);
      if (tally.placements === 10 && !checked) {
        await checkLayout(page, 1280, 800, 'desktop');
        await checkLayout(page, 390, 844, 'phone');
        checked = true;
      }
    }
    // Three people lay 12 dominoes each (or discard them): 96 dominoes in lines of 8, six kings.
    assert.equal(tally.placements, 36);
    assert.ok(banners > 36, `banners naming the kingdom: ${banners}`);
    assert.ok(tally.taxes > 0 && tally.builds > 0, JSON.stringify(tally));
    const record = await page.getAttribute('[data-record]', 'data-record');
    assert.match(record, /^RW2_6_t121323_/);
    const replay = cli('replay', record);
    assert.equal(replay.over, true);
    // A team game lists its teams, each with its players.
    assert.equal(replay.teams.length, 3, 'three kingdoms scored');
    assert.deepEqual(replay.teams.map((t) => t.players), [[1, 3], [2, 5], [4, 6]]);
    assert.deepEqual(await shownTotals(page), replay.teams.map((t) => t.total));
    await page.screenshot({ path: `${SHOTS}/royal-wedding-final.png`, fullPage: true });
    for (const [width, height] of [[1280, 800], [390, 844]]) {
      await page.setViewportSize({ width, height });
      assert.ok(await page.isVisible('.sheet--final'));
      const fits = await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1);
      assert.ok(fits, `the final table fits ${width} px`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // The share link and the replay viewer show the same kingdoms and scores.
    await page.click('.share__button');
    const link = await page.getAttribute('[data-share-link]', 'data-share-link');
    assert.match(link, /#game=RW2_6_t121323_31_/);
    const other = await browser.newPage();
    await other.goto(link);
    await other.waitForSelector('[data-over]');
    assert.deepEqual(await shownTotals(other), replay.teams.map((t) => t.total));
    assert.equal(await tableSnapshot(other), await tableSnapshot(page));
    await other.goto(`${server.url}#replay=${record}`);
    await other.waitForSelector('[data-replay-at]');
    assert.equal(await tableSnapshot(other), await tableSnapshot(page));
    await other.click('.replay__first');
    await other.waitForSelector('[data-replay-at="0"]');
    assert.equal(await tableSnapshot(other), '');
    assert.deepEqual(errors, []);
  });
});

test('one person and seven Experts: no main-thread task over 50 ms', { timeout: 600_000 }, async () => {
  await withPage(async ({ page, server, errors }) => {
    await page.addInitScript(LONG_TASKS);
    await page.goto(server.url);
    await openSetup(page);
    await page.selectOption('select[name=variant]', 'royal-wedding');
    const seats = Array.from({ length: 8 }, (_, i) => ({ kind: i === 0 ? 'human' : 'computer' }));
    await setUp(page, { seats, seed: 8 });
    await page.waitForSelector('.builders');
    await startCounting(page);
    // Three rounds: seven Experts think in turn before each of the person's moves.
    const tally = { placements: 0, taxes: 0, builds: 0, claims: 0 };
    while (tally.placements < 3 && (await waitForPeople(page))) {
      await queendominoStep(page, 5, tally);
    }
    assert.equal(tally.placements, 3);
    assert.ok((await timesThinking(page)) > 0, 'the Experts thought in the worker');
    const longTasks = await longTasksOfPlay(page);
    assert.deepEqual(longTasks, [], `main-thread tasks over 50 ms: ${longTasks.join(', ')}`);
    assert.equal(await isOver(page), false);
    // Eight kingdoms fit too.
    await checkLayout(page, 1280, 800, 'eight-desktop');
    await checkLayout(page, 390, 844, 'eight-phone');

    assert.deepEqual(errors, []);
  });
});
