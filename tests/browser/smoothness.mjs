// A figure for docs/performance.md: how long the page is busy, in one task, when a person's move ends a
// 5-player Age of Giants game and the end-of-game screen is built (the browser tests check it at
// full speed; this measures it with the processor slowed too). Opens a random game's record
// without its last move at a hot seat, makes that move with two clicks as a person does, and
// prints the page's long tasks (over 50 ms) from the click on, at normal speed and with the
// processor slowed 2x (Chromium's throttling). Run with `node tests/browser/smoothness.mjs`
// after a release build.
import { withPage } from './browser.mjs';
import { execFileSync } from 'node:child_process';
import { CLI, CLICK, cli, cell, turnTo, toMove } from './play.mjs';
import { LONG_MS, LONG_TASKS, longTasksOfPlay, startCounting } from './long_tasks.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const record = execFileSync(CLI, ['play', '--players', '5', '--seed', '3', '--age-of-giants'], { encoding: 'utf8' })
  .split('\n')[0]
  .trim();
const cut = record.lastIndexOf('.');
const last = /^r(-?\d+)c(-?\d+)([nesw])$/.exec(record.slice(cut + 1));
if (!last || cli('replay', record).over !== true) throw new Error(`expected a finished game ending in a placement: ${record}`);
const seats = Array(5).fill('human').join(',');

for (const rate of [1, 2]) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    await withPage(async ({ page, server }) => {
      await page.addInitScript(LONG_TASKS);
      await page.goto(`${server.url}#game=${record.slice(0, cut)}&seats=${seats}`);
      await page.waitForSelector('[data-hand-domino]');
      const square = cell(page, await toMove(page), { row: Number(last[1]), col: Number(last[2]) });
      await turnTo(page, last[3]);
      await square.click(CLICK);
      await page.waitForTimeout(500);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      await startCounting(page, { limit: LONG_MS });
      await square.click(CLICK);
      await page.waitForSelector('[data-over]');
      await page.waitForTimeout(1000);
      runs.push((await longTasksOfPlay(page)).join('+') || 'none');
    });
  }
  const speed = rate === 1 ? 'at full speed' : `with the processor ${rate}x slower`;
  console.log(`the last move and the end-of-game screen, ${speed}: long tasks ${runs.join(', ')} ms`);
}
