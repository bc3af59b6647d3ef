// How long a person waits, on the phone a friend sends a link to: headless Chromium with its CPU
// 4x slower and every file served through one slow link (1.6 Mbit/s down, 150 ms from a request
// to its first byte, the service worker's requests sharing it), the way page-speed tools model
// a mid-range phone on a slow 4G link; from an empty cache and no service worker (a fresh browser
// each run: a first visit); the release build served gzipped and revalidated before reuse (an
// ETag and `no-cache`), as static hosts serve it. A
// benchmark, not a test: it prints the median and every run of each path, for
// docs/performance.md.
//
//     node scripts/slow_phone.mjs [--runs 5] [--profile slow|desktop] [--dist path/to/dist] [--day 2026-11-28]
//
// The paths: a first visit until "Play against the computer" shows; that button, tapped as soon
// as it shows and after reading the start screen for 4 s, until a domino can be claimed; a game link, an invitation by link and the deal of
// the day until they can be played (a domino to claim; the invitation's seat to take); an
// embedded replay until its first board is drawn. `desktop` is the same without throttling, to
// check nothing got slower there.
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
  slow: { latency: 150, rate: 1.6e6 / 8, cpu: 4 },
  desktop: null,
};
if (!(PROFILE in PROFILES)) throw new Error(`no profile ${PROFILE}: slow or desktop`);
const DIST = arg('dist', `${ROOT}dist`);
const profile = PROFILES[PROFILE];

// The link is the server's: the browser's own throttling would leave the service worker's
// requests at full speed, as if the offline copy it fetches on a first visit cost nothing.
const server = await serve(DIST, '/', { gzip: true, slow: profile, revalidate: true });
const unthrottled = await serve(DIST, '/', { gzip: true, revalidate: true });
const record = execFileSync(CLI, ['play', '--players', '2', '--seed', '5'], { encoding: 'utf8' }).split('\n')[0].trim();
// One day's deal, the same every run: on this one the Expert claims twice before the person.
const DAY = arg('day', '2026-11-28');

/** A fresh browser (no cache, no service worker) with the profile's throttling. */
async function throttled() {
  const browser = await launch({ touch: true });
  const page = browser.pages()[0] ?? (await browser.newPage());
  await page.setViewportSize({ width: 390, height: 844 });
  if (profile) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  }
  return { browser, page };
}

/** An invitation to a game by link, made once without throttling by an inviter's browser. */
async function invitation() {
  const browser = await launch();
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto(unthrottled.url);
    await openSetup(page);
    await page.fill('input[name=seat-0-name]', 'Ann');
    await page.selectOption('select[name=seat-1-kind]', 'human');
    await page.fill('input[name=seat-1-name]', 'Bob');
    await page.click('.setup__by-link', CLICK);
    await page.waitForSelector('[data-by-link]', { timeout: 60_000 });
    const link = await page.getAttribute('[data-by-link]', 'data-by-link');
    return link.replace(unthrottled.url, server.url);
  } finally {
    await browser.close();
  }
}

/** In the page, from its start: when `selector` first shows (in the document and laid out), as
 *  milliseconds since the epoch, and when the person first touched it, kept in the tab (a tap
 *  may reload the page). The page's own clock, from its navigation: what the person waits,
 *  without the driving browser's own delays. */
function watch(selector) {
  const shown = () => [...document.querySelectorAll(selector)].some((e) => e.getClientRects().length > 0);
  const mark = () => {
    if (window.__ready === undefined && shown()) window.__ready = performance.timeOrigin + performance.now();
  };
  new MutationObserver(mark).observe(document, { subtree: true, childList: true, attributes: true });
  addEventListener('pointerdown', (e) => {
    if (sessionStorage.getItem('slow-phone.touched') === null) {
      sessionStorage.setItem('slow-phone.touched', String(performance.timeOrigin + e.timeStamp));
    }
  }, { capture: true });
}

/** Seconds from `go` until `ready` shows, in a fresh throttled browser, by the page's clock:
 *  from the navigation's start, or from the person's touch when `before` (run first,
 *  unmeasured: a first visit's start screen before its button is pressed) leaves a page to
 *  touch. */
async function timed(go, ready, before) {
  const { browser, page } = await throttled();
  try {
    if (before) await before(page);
    await page.addInitScript(watch, ready);
    await page.evaluate(watch, ready);
    await go(page);
    await page.waitForSelector(ready, { state: 'visible', timeout: 120_000 });
    await page.waitForFunction(() => window.__ready !== undefined);
    const [shown, from, touched] = await page.evaluate(() => [
      window.__ready, performance.timeOrigin, sessionStorage.getItem('slow-phone.touched')]);
    return (shown - (before ? Number(touched) : from)) / 1000;
  } finally {
    await browser.close();
  }
}

const invited = await invitation();
// How long a newcomer reads the start screen before the tap, in one path: its title, the
// guided game's offer and the button.
const READING = 4000;
const PATHS = [
  ['a first visit, until "Play against the computer" shows', (p) => p.goto(server.url), '.setup__quick'],
  ['that button, tapped as soon as it shows, until a domino can be claimed', (p) => p.tap('.setup__quick'), '[data-claimable]',
    async (p) => { await p.goto(server.url); await p.waitForSelector('.setup__quick'); }],
  [`that button, tapped after ${READING / 1000} s reading the start screen, until a domino can be claimed`, (p) => p.tap('.setup__quick'), '[data-claimable]',
    async (p) => { await p.goto(server.url); await p.waitForSelector('.setup__quick'); await p.waitForTimeout(READING); }],
  ['a game link, until a domino can be claimed', (p) => p.goto(`${server.url}#game=${record.split('.').slice(0, 2).join('.')}&seats=human,greedy`), '[data-claimable]'],
  ['an invitation by link, until a seat can be taken', (p) => p.goto(invited), '[data-take-seat]'],
  [`the deal of the day (${DAY}), until its board is drawn`, (p) => p.goto(`${server.url}#daily=${DAY}`), '.kingdom__grid'],
  [`the deal of the day (${DAY}), until a domino can be claimed (after the Expert's claims)`, (p) => p.goto(`${server.url}#daily=${DAY}`), '[data-claimable]'],
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
unthrottled.close();
