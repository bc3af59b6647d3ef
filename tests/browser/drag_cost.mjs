// Figures for docs/performance.md: what one pointer move of a drag costs the page. A 2-player
// game opened at a person's placement; the domino in hand is dragged across the board in 60
// steps (the preview follows each) and let go where it started. Per move: the components that
// read the page's state and drew (`window.__kingdominoRenders()`), and the main thread's task
// time (Chromium's `TaskDuration` metric). Run with `node tests/browser/drag_cost.mjs [dist]`
// after a release build; five runs, each figure their median. With SAVED=n in the environment,
// n saved games wait on the start page meanwhile (each message of the page used to copy them).
import { execFileSync } from 'node:child_process';
import { serve } from './server.mjs';
import { launch } from './browser.mjs';
import { ROOT, CLI } from './play.mjs';

const dist = process.argv[2] ?? `${ROOT}dist`;
const STEPS = 60;
const SAVED = Number(process.env.SAVED ?? 0);
const record = execFileSync(CLI, ['play', '--players', '2', '--seed', '6'], { encoding: 'utf8' })
  .split('\n')[0].trim().split('.').slice(0, 8).join('.');

async function once(server) {
  const context = await launch();
  const page = context.pages()[0] ?? (await context.newPage());
  if (SAVED > 0) {
    // One game saved by the page, then copied under n keys of its own.
    await page.goto(server.url);
    await page.click('.setup__quick');
    await page.waitForFunction(() => Object.keys(localStorage).some((k) => k.startsWith('kingdomino.game.')));
    await page.evaluate((n) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('kingdomino.game.'));
      for (let i = 0; i < n; i++) localStorage.setItem(`kingdomino.game.copy${i}`, localStorage.getItem(key));
    }, SAVED);
  }
  await page.goto(`${server.url}#game=${record}`);
  await page.reload();
  await page.waitForSelector('[data-hand-domino]');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const task = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value;
  const hand = await page.locator('[data-hand-domino]').boundingBox();
  const grid = await page.locator('.kingdom--room .kingdom__grid').boundingBox();
  const [hx, hy] = [hand.x + hand.width / 4, hand.y + hand.height / 2];
  await page.mouse.move(hx, hy);
  await page.mouse.down();
  await page.mouse.move(grid.x + 5, grid.y + 5, { steps: 4 });
  await page.waitForTimeout(200);
  const renders0 = await page.evaluate(() => window.__kingdominoRenders());
  const task0 = await task();
  for (let i = 0; i < STEPS; i++) {
    const t = i / (STEPS - 1);
    await page.mouse.move(grid.x + 5 + t * (grid.width - 10), grid.y + 5 + t * (grid.height - 10));
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));
  }
  const renders = (await page.evaluate(() => window.__kingdominoRenders())) - renders0;
  const ms = ((await task()) - task0) * 1000;
  await page.mouse.move(hx, hy, { steps: 4 });
  await page.mouse.up();
  await context.close();
  return { renders: renders / STEPS, ms: ms / STEPS };
}

const server = await serve(dist);
const runs = [];
for (let i = 0; i < 5; i++) runs.push(await once(server));
server.close();
const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(
  `per pointer move of a drag: ${median(runs.map((r) => r.renders)).toFixed(1)} components drawn, ` +
    `${median(runs.map((r) => r.ms)).toFixed(2)} ms of main-thread tasks (median of 5 runs of ${STEPS} moves; ` +
    `all: ${runs.map((r) => r.ms.toFixed(2)).join(', ')} ms)`,
);
