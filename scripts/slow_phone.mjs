// How long a person waits, on the phone a friend sends a link to: headless Chromium throttled as
// page-speed tools model a mid-range phone on a slow 4G link (1.6 Mbit/s down, 750 kbit/s up,
// 150 ms round trips, the CPU 4x slower), from an empty cache and no service worker (a fresh
// browser each run: a first visit), the release build served from `dist/`. A benchmark, not a test: it prints
// the median and every run of each path, for docs/performance.md.
//
//     node scripts/slow_phone.mjs [--runs 5] [--profile slow|desktop]
//
// The paths: a first visit until "Play against the computer" shows; that button until a domino
// can be claimed; a game link, an invitation by link and the deal of the day until they can be
// played (a domino to claim; the invitation's seat to take); an embedded replay until its first
// board is drawn. `desktop` is the same without throttling, to check nothing got slower there.
import { execFileSync } from 'node:child_process';
import { launch } from '../tests/browser/browser.mjs';
import { serve } from '../tests/browser/server.mjs';
import { CLI, ROOT, CLICK, openSetup } from '../tests/browser/play.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const RUNS = Number(arg('runs', '5'));
const PROFILE = arg('profile', 'slow');
const PROFILES = {
  slow: { latency: 150, down: 1.6e6 / 8, up: 750e3 / 8, cpu: 4 },
  desktop: null,
};
if (!(PROFILE in PROFILES)) throw new Error(`no profile ${PROFILE}: slow or desktop`);

const server = await serve(`${ROOT}dist`);
const record = execFileSync(CLI, ['play', '--players', '2', '--seed', '5'], { encoding: 'utf8' }).split('\n')[0].trim();
const today = new Date().toISOString().slice(0, 10);

/** A fresh browser (no cache, no service worker) with the profile's throttling. */
async function throttled() {
  const browser = await launch({ touch: true });
  const page = browser.pages()[0] ?? (await browser.newPage());
  await page.setViewportSize({ width: 390, height: 844 });
  const profile = PROFILES[PROFILE];
  if (profile) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.latency,
      downloadThroughput: profile.down,
      uploadThroughput: profile.up,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  }
  return { browser, page };
}

/** An invitation to a game by link, made once without throttling by an inviter's browser. */
async function invitation() {
  const browser = await launch();
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto(server.url);
    await openSetup(page);
    await page.fill('input[name=seat-0-name]', 'Ann');
    await page.selectOption('select[name=seat-1-kind]', 'human');
    await page.fill('input[name=seat-1-name]', 'Bob');
    await page.click('.setup__by-link', CLICK);
    await page.waitForSelector('[data-by-link]', { timeout: 60_000 });
    return await page.getAttribute('[data-by-link]', 'data-by-link');
  } finally {
    await browser.close();
  }
}

/** Seconds from `go` until `ready` shows, in a fresh throttled browser; `before` runs first,
 *  unmeasured (a first visit's start screen before its button is pressed). */
async function timed(go, ready, before) {
  const { browser, page } = await throttled();
  try {
    if (before) await before(page);
    const start = Date.now();
    await go(page);
    await page.waitForSelector(ready, { state: 'visible', timeout: 120_000 });
    return (Date.now() - start) / 1000;
  } finally {
    await browser.close();
  }
}

const invited = await invitation();
const PATHS = [
  ['a first visit, until "Play against the computer" shows', (p) => p.goto(server.url), '.setup__quick'],
  ['that button, until a domino can be claimed', (p) => p.tap('.setup__quick'), '[data-claimable]',
    async (p) => { await p.goto(server.url); await p.waitForSelector('.setup__quick'); }],
  ['a game link, until a domino can be claimed', (p) => p.goto(`${server.url}#game=${record.split('.').slice(0, 2).join('.')}&seats=human,greedy`), '[data-claimable]'],
  ['an invitation by link, until a seat can be taken', (p) => p.goto(invited), '[data-take-seat]'],
  ['the deal of the day, until a domino can be claimed', (p) => p.goto(`${server.url}#daily=${today}`), '[data-claimable]'],
  ['an embedded replay, until its first board is drawn', (p) => p.goto(`${server.url}?embed#replay=${record}`), '.kingdom__grid'],
];

console.log(`profile ${PROFILE}, ${RUNS} runs each, medians in seconds:`);
for (const [what, go, ready, before] of PATHS) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await timed(go, ready, before));
  const sorted = [...runs].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  console.log(`| ${what} | ${median.toFixed(1)} s | ${runs.map((r) => r.toFixed(2)).join(', ')} |`);
}
server.close();
