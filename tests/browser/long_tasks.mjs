// The page's long tasks while a game is played and its end-of-game screen is built, to show that
// the computers think without blocking the page and that the last move does not either.
//
// A task counts by what the page itself costs: its own CPU time on the page's main thread
// (`tdur` of Chromium's trace), not its wall time, which a busy machine stretches; and against a
// limit weighed by this machine's speed, which a slowed host stretches (`CALIBRATION`). What is left
// out, and why: loading the page (the count starts once the table is up) and the test's own
// window resizes (`aside`). Also counts how often a computer was thinking.

/** An init script: counts how often the thinking indicator appeared. */
export const LONG_TASKS = `
  window.__thinking = 0;
  new MutationObserver(() => {
    if (document.querySelector('[data-thinking]')) window.__thinking++;
  }).observe(document, { subtree: true, childList: true });
`;

/** A task is long when its own CPU time passes this (ms), on a machine of the speed the
 *  figures of docs/performance.md are for. */
export const LONG_MS = 50;

/** A fixed piece of work the page runs before counting, to weigh this machine's speed: its CPU
 *  time here against `CALIBRATION_MS`, its CPU time on that machine. A host that runs slower (CI
 *  machines ran at about 60% of it on 2026-11-28 and 29, and failed tasks of 54 and 56 ms) stretches
 *  every task's CPU time alike, so the limit stretches with it, and never goes under LONG_MS. */
const CALIBRATION = () => {
  let x = 0;
  for (let i = 0; i < 4_000_000; i++) x = (x * 31 + i) % 1_000_003;
  return x;
};
// Measured on 2026-11-29: 21.0-22.3 ms on a day this machine ran about 93,000 random games a
// second (`cargo run --release -- bench`) against its usual 150,000, so about 13 on its usual
// day; 14 keeps the limit on the strict side.
export const CALIBRATION_MS = 14;

/** `LONG_TASKS_DETAIL=1` prints what each task near the limit spent its time on (styles, layout,
 *  paint, scripts), from a fuller trace that itself costs a little. */
const DETAIL = Boolean(process.env.LONG_TASKS_DETAIL);

const CATEGORIES = ['toplevel', '__metadata', ...(DETAIL ? ['devtools.timeline'] : [])].join(',');

/** The parts of `task` over 1.5 ms, as "name ms(elements)". */
function partsOf(events, task) {
  const inside = events.filter((x) => x.ph === 'X' && x !== task && x.pid === task.pid && x.tid === task.tid
    && x.ts >= task.ts && x.ts + x.dur <= task.ts + task.dur && x.dur > 1500);
  return inside.map((x) => `${x.name} ${(x.dur / 1000).toFixed(0)}${x.args?.elementCount ? `(${x.args.elementCount})` : ''}`).join(', ');
}

/** A task of a thread's loop, as Chromium names it (older versions: `RunTask`). */
export const isTask = (e) => e.ph === 'X' && (e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask');

/** The page's recording: a CDP session, the events gathered so far, and the tasks of the
 *  recordings already stopped. */
const recordings = new WeakMap();

async function startTrace(page) {
  const state = recordings.get(page);
  state.events = [];
  const done = new Promise((resolve) => {
    state.finish = resolve;
  });
  state.done = done;
  await state.cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
}

/** The tasks of the page's main thread among a trace's `events`. */
function mainThreadTasks(events) {
  const mainThreads = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  return events.filter((e) => isTask(e) && mainThreads.has(`${e.pid}:${e.tid}`));
}

/** Stops the recording and keeps the CPU time (ms) of each main-thread task longer than
 *  LONG_MS. */
async function stopTrace(page) {
  const state = recordings.get(page);
  await state.cdp.send('Tracing.end');
  await state.done;
  const tasks = mainThreadTasks(state.events);
  // A trace without the page's tasks would count none: a test that could not fail.
  if (tasks.length === 0) throw new Error('the trace holds no task of the page\'s main thread');
  for (const e of tasks) {
    // Without thread times (a platform that lacks them), fall back to the wall time.
    const ms = (e.tdur ?? e.dur) / 1000;
    if (ms > state.limit) state.long.push(Math.round(ms));
    if (DETAIL && ms > state.limit * 0.6) console.error(`# a task of ${ms.toFixed(1)} ms: ${partsOf(state.events, e)}`);
  }
  state.events = [];
}

/** This machine's limit (ms): LONG_MS, stretched by how much slower than the figures' machine
 *  the calibration ran (the median of three runs, each a task of its own). */
async function limitHere(page) {
  const state = recordings.get(page);
  state.limit = Infinity;
  await startTrace(page);
  for (let run = 0; run < 3; run++) await page.evaluate(CALIBRATION);
  await state.cdp.send('Tracing.end');
  await state.done;
  const runs = mainThreadTasks(state.events).map((e) => (e.tdur ?? e.dur) / 1000).sort((a, b) => b - a).slice(0, 3);
  state.events = [];
  const here = runs[1];
  state.limit = LONG_MS * Math.max(1, here / CALIBRATION_MS);
  if (DETAIL) console.error(`# calibration ${runs.map((r) => r.toFixed(1)).join(', ')} ms: the limit here ${state.limit.toFixed(1)} ms`);
}

/** Starts counting from now (the page has loaded and the table is up). A `limit` given is kept
 *  as it is (a measurement that slows the processor itself counts against LONG_MS). */
export async function startCounting(page, { limit } = {}) {
  if (!recordings.has(page)) {
    const cdp = await page.context().newCDPSession(page);
    const state = { cdp, events: [], long: [], finish: null, done: null, limit: limit ?? LONG_MS };
    cdp.on('Tracing.dataCollected', ({ value }) => state.events.push(...value));
    cdp.on('Tracing.tracingComplete', () => state.finish());
    recordings.set(page, state);
    if (limit === undefined) await limitHere(page);
  } else {
    await stopTrace(page);
  }
  recordings.get(page).long = [];
  await startTrace(page);
}

/** Runs `fn` (something the test does to the page, such as resizing the window) with its tasks
 *  left out of the count. */
export async function aside(page, fn) {
  await stopTrace(page);
  await fn();
  await startTrace(page);
}

/** The CPU times (ms) of the long tasks since `startCounting`, but for those during an
 *  `aside`. Once the game is over, first waits for the whole end-of-game screen (its last part
 *  is the game's record) to be painted. */
export async function longTasksOfPlay(page) {
  if (await page.$('[data-over]')) {
    await page.waitForSelector('[data-record]', { state: 'attached' });
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 200)))),
    );
  }
  await stopTrace(page);
  const long = recordings.get(page).long;
  await startTrace(page);
  return long;
}

/** How many times the thinking indicator appeared. */
export async function timesThinking(page) {
  return page.evaluate(() => window.__thinking);
}
