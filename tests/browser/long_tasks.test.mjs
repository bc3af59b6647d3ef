// The long-task count itself: a task that takes the page's main thread 50 ms of CPU or more (more
// on a slower machine, in proportion: long_tasks.mjs) is counted, whatever else the machine is
// doing; one aside is left out.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withPage } from './browser.mjs';
import { aside, longTasksOfPlay, startCounting } from './long_tasks.mjs';

/** A fixed amount of work on the main thread: the same CPU time on a quiet or a busy machine. */
const work = (page, n) => page.evaluate((n) => { let x = 0; for (let i = 0; i < n; i++) x = (x + i * 7) % 1000003; return x; }, n);

test('a long task is counted by its own CPU time, and an aside is left out', { timeout: 60_000 }, async () => {
  await withPage(async ({ page, server }) => {
    await page.goto(server.url);
    await startCounting(page);
    await work(page, 1_000);
    assert.deepEqual(await longTasksOfPlay(page), [], 'short work is no long task');
    await work(page, 300_000_000);
    const long = await longTasksOfPlay(page);
    assert.equal(long.length, 1, `one long task: ${long}`);
    assert.ok(long[0] >= 50, `${long[0]} ms of CPU`);
    await startCounting(page);
    await aside(page, () => work(page, 300_000_000));
    assert.deepEqual(await longTasksOfPlay(page), [], 'the aside is left out');
  });
});
