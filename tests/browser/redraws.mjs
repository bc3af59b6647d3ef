// Figures for docs/performance.md: what the page redraws and what it costs on the main thread
// while computers think (a progress tick every 25 ms) and when a move is made, at full speed and
// with the processor slowed 4x (Chromium's CPU throttling). Run with `node tests/browser/redraws.mjs`
// after a release build (`./scripts/serve` or `./scripts/test` makes one).
//
// Per tick: the components that read the page's state and drew between two ticks
// (`window.__kingdominoRenders()`), and the main thread's own CPU time (`tdur` of Chromium's
// trace) between them. Per move: the main thread's CPU time in the 150 ms after a move shows.
// Two tables: a 4-player Kingdomino game (a person and three Experts) and an 8-seat Royal
// Wedding (a person and seven Experts), each over the person's first placements.
import { serve } from './server.mjs';
import { isTask } from './long_tasks.mjs';
import { launch } from './browser.mjs';
import { ROOT, openSetup, setUp, playAsPerson, isOver, queendominoStep, waitForPeople } from './play.mjs';

const PLACEMENTS = Number(process.env.PLACEMENTS ?? 3);

/** In the page: a time stamp in the trace at every progress tick and every move shown, with
 *  the renders so far. */
const MARKS = `
  window.__ticks = [];
  let lastValue = null, lastRecord = null;
  new MutationObserver(() => {
    const bar = document.querySelector('.banner progress');
    if (bar && bar.value !== lastValue) {
      lastValue = bar.value;
      window.__ticks.push(window.__kingdominoRenders ? window.__kingdominoRenders() : 0);
      console.timeStamp('tick');
    }
    if (!bar) lastValue = null;
    const live = document.querySelector('[data-announce]')?.textContent;
    if (live && live !== lastRecord) {
      lastRecord = live;
      console.timeStamp('move');
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
`;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : NaN;
};

async function trace(page, run) {
  const cdp = await page.context().newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((r) => cdp.on('Tracing.tracingComplete', r));
  await cdp.send('Tracing.start', { categories: 'toplevel,devtools.timeline,__metadata', transferMode: 'ReportEvents' });
  await run();
  await cdp.send('Tracing.end');
  await done;
  const main = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const onMain = (e) => main.has(`${e.pid}:${e.tid}`);
  const tasks = events.filter((e) => isTask(e) && onMain(e));
  if (tasks.length === 0) throw new Error('the trace holds no task of the page\'s main thread');
  const stamps = (message) =>
    events.filter((e) => e.name === 'TimeStamp' && e.args?.data?.message === message).map((e) => e.ts).sort((a, b) => a - b);
  // Main-thread time between two moments: its own CPU time (`tdur`), and its wall time (`dur`),
  // which CPU throttling stretches (it pauses the thread rather than slowing its CPU).
  const cpu = (from, to) => {
    const inside = tasks.filter((t) => t.ts >= from && t.ts < to);
    return {
      cpu: inside.reduce((sum, t) => sum + (t.tdur ?? t.dur), 0) / 1000,
      wall: inside.reduce((sum, t) => sum + t.dur, 0) / 1000,
    };
  };
  const ticks = stamps('tick');
  const perTick = [];
  for (let i = 1; i < ticks.length; i++) {
    // Consecutive ticks of one search (a gap of more than 200 ms is another move).
    if (ticks[i] - ticks[i - 1] < 200_000) perTick.push(cpu(ticks[i - 1], ticks[i]));
  }
  const perMove = stamps('move').map((t) => cpu(t - 20_000, t + 150_000));
  return { perTick, perMove };
}

async function measure(browser, server, name, start, step, throttle) {
  const page = await browser.newPage();
  await page.addInitScript(MARKS);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  await page.goto(server.url);
  await start(page);
  const { perTick, perMove } = await trace(page, async () => {
    let placements = 0;
    while (placements < PLACEMENTS && !(await isOver(page))) placements += await step(page);
  });
  const renders = await page.evaluate(() => window.__ticks);
  const rendersPerTick = [];
  for (let i = 1; i < renders.length; i++) rendersPerTick.push(renders[i] - renders[i - 1]);
  const ms = (xs, key) => `${median(xs.map((x) => x[key])).toFixed(2)} ms (max ${Math.max(...xs.map((x) => x[key])).toFixed(1)})`;
  console.log(
    `${name}, CPU ${throttle}x: ${perTick.length} ticks, components drawn per tick: median ${median(rendersPerTick)}; ` +
      `main-thread time per tick: CPU ${ms(perTick, 'cpu')}, wall ${ms(perTick, 'wall')}; ` +
      `${perMove.length} moves, main-thread time per move: CPU ${ms(perMove, 'cpu')}, wall ${ms(perMove, 'wall')}`,
  );
  await page.close();
}

const server = await serve(`${ROOT}dist`);
const browser = await launch();
try {
  const kingdomino = async (page) => {
    const seats = [{ kind: 'human' }, { kind: 'computer' }, { kind: 'computer' }, { kind: 'computer' }];
    await setUp(page, { seats, seed: 5, pace: 'normal' });
  };
  const wedding = async (page) => {
    await openSetup(page);
    await page.selectOption('select[name=variant]', 'royal-wedding');
    const seats = Array.from({ length: 8 }, (_, i) => ({ kind: i === 0 ? 'human' : 'computer' }));
    await setUp(page, { seats, seed: 8, pace: 'normal' });
  };
  const tally = { placements: 0, taxes: 0, builds: 0, claims: 0 };
  const weddingStep = async (page) => {
    if (!(await waitForPeople(page, 300_000))) return PLACEMENTS;
    const before = tally.placements;
    await queendominoStep(page, 5, tally);
    return tally.placements - before;
  };
  for (const throttle of [1, 4]) {
    await measure(browser, server, '4-player Kingdomino, a person and three Experts', kingdomino, (p) => playAsPerson(p, 0, 1), throttle);
    await measure(browser, server, '8-seat Royal Wedding, a person and seven Experts', wedding, weddingStep, throttle);
  }
} finally {
  await browser.close();
  server.close();
}
