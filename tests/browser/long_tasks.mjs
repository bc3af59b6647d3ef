// The page's long tasks (over 50 ms) while a game is played and its end-of-game screen is built,
// to show that the computers think without blocking the page and that the last move does not
// either. What is left out, and why: loading the page (the count starts once the table is up) and
// the test's own window resizes (`aside`). Also counts how often a computer was thinking.

/** An init script: records each long task's start and length, and how often the thinking
 *  indicator appeared. */
export const LONG_TASKS = `
  window.__longTasks = [];
  window.__thinking = 0;
  new MutationObserver(() => {
    if (document.querySelector('[data-thinking]')) window.__thinking++;
  }).observe(document, { subtree: true, childList: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, ms: Math.round(e.duration) });
  }).observe({ type: 'longtask', buffered: true });
`;

/** Starts counting from now (the page has loaded and the table is up). */
export async function startCounting(page) {
  await page.evaluate(() => {
    window.__longTasks = [];
    window.__asides = [];
  });
}

/** Runs `fn` (something the test does to the page, such as resizing the window) with its long
 *  tasks left out of the count. */
export async function aside(page, fn) {
  const from = await page.evaluate(() => performance.now());
  await fn();
  await page.evaluate((from) => window.__asides.push([from, performance.now()]), from);
}

/** The lengths (ms) of the long tasks since `startCounting`, but for those during an `aside`.
 *  Once the game is over, first waits for the whole end-of-game screen (its last part is the
 *  game's record) to be painted, and for the browser to report the tasks that built it. */
export async function longTasksOfPlay(page) {
  if (await page.$('[data-over]')) {
    await page.waitForSelector('[data-record]');
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 200)))),
    );
  }
  return page.evaluate(() =>
    window.__longTasks
      .filter((t) => !window.__asides.some(([from, to]) => t.start + t.ms >= from && t.start <= to))
      .map((t) => t.ms),
  );
}

/** How many times the thinking indicator appeared. */
export async function timesThinking(page) {
  return page.evaluate(() => window.__thinking);
}
