// Figures for docs/performance.md: what a visit downloads (gzip -9: the page, the worker, the offline
// copy) and how soon the page is playable in headless Chromium on localhost. Run with `node tests/browser/measure.mjs`
// after a release build (`./scripts/serve` or `./scripts/test` makes one).
//
// `--against-native N` then takes N speed tests in the worker, each between two native runs of
// the same playouts (`kingdomino bench --seconds 4`: 2 s of them, as the page's test), and
// prints each worker run as a share of the mean of its two neighbours, then the median: the
// machine's load drifts, so only runs taken in turns compare.
import { execFileSync } from 'node:child_process';
import { serve } from './server.mjs';
import { launch } from './browser.mjs';
import { ROOT, CLI } from './play.mjs';
import { firstLoad, kib, FIRST_VISIT, PAGE, KEPT_PAGE } from './first_load.mjs';

const dist = `${ROOT}dist`;
const files = firstLoad(dist);
for (const { name, part, raw, gzipped } of files) {
  console.log(`  ${name} (${part}): ${raw} bytes, ${gzipped} gzipped`);
}
console.log(`a first visit's start screen, gzipped: ${kib(files, FIRST_VISIT).toFixed(1)} KiB`);
console.log(`a link's first load (the game without games by link), gzipped: ${kib(files, PAGE).toFixed(1)} KiB`);
console.log(`the page's whole build (a game by link, or any visit once kept offline), gzipped: ${kib(files, KEPT_PAGE).toFixed(1)} KiB`);
console.log(`the computer players' worker, gzipped: ${kib(files, ['worker']).toFixed(1)} KiB`);
console.log(`the sealer's worker, gzipped: ${kib(files, ['sealer']).toFixed(1)} KiB`);
console.log(`the keepsakes' build and the postcard's script, gzipped: ${kib(files, ['keepsake']).toFixed(1)} KiB`);
console.log(`the whole offline copy, gzipped: ${kib(files, [...KEPT_PAGE, 'worker', 'sealer', 'keepsake', 'example']).toFixed(1)} KiB, and each language read besides English: ${(kib(files, ['words']) / files.filter((f) => f.part === 'words').length).toFixed(1)} KiB`);
console.log(`an embedded kingdom or puzzle's build, gzipped: ${kib(files, ['embed']).toFixed(1)} KiB (with the HTML and style sheet, see hosting.test.mjs)`);
console.log(`an embedded replay's build, gzipped: ${kib(files, ['replay']).toFixed(1)} KiB (the same)`);

const server = await serve(dist);
const browser = await launch();
const page = browser.pages()[0] ?? (await browser.newPage());
const times = [];
for (let i = 0; i < 5; i++) {
  await page.goto('about:blank');
  await page.evaluate(() => localStorage.clear()).catch(() => {});
  const start = Date.now();
  await page.goto(server.url);
  await page.click('.setup__quick');
  await page.waitForSelector('.kingdom__grid');
  times.push(Date.now() - start);
}
times.sort((a, b) => a - b);
console.log(`navigation to a playable board (start page, "Play against the computer", board drawn), median of 5: ${times[2]} ms (all: ${times.join(', ')})`);

/** The setup screen's speed test (2 s in a fresh worker): whole 4-player games a second. */
async function workerSpeed() {
  await page.goto(server.url);
  await page.waitForSelector('.setup__details');
  await page.$$eval('.setup__details', (ds) => ds.forEach((d) => { d.open = true; }));
  await page.click('.setup__speed-button');
  const speed = await page.waitForSelector('[data-speed]', { timeout: 30_000 });
  return Number(await speed.getAttribute('data-speed'));
}

console.log(`Expert playouts in the web worker: ${await workerSpeed()} whole 4-player games per second`);

/** The sealer's worker sealing and then opening a 20 KB export (Argon2id twice, in the worker):
 *  seconds from the request to each answer, its fetch and start included. */
async function sealingTimes() {
  await page.goto(server.url);
  return page.evaluate(async () => {
    const ask = (request) => new Promise((resolve) => {
      const worker = new Worker('sealer_loader.js');
      worker.onmessage = (e) => {
        if (e.data === 'ready') worker.postMessage(request);
        else { worker.terminate(); resolve(e.data); }
      };
    });
    const text = JSON.stringify([{ link: 'x'.repeat(20_000) }]);
    let start = performance.now();
    const [, sealed] = await ask(['seal', 'a long river crossing', text]);
    const seal = (performance.now() - start) / 1000;
    start = performance.now();
    const [ok] = await ask(['open', 'a long river crossing', sealed]);
    if (!ok) throw new Error('the sealer did not open what it sealed');
    return [seal, (performance.now() - start) / 1000];
  });
}

const [seal, open] = await sealingTimes();
console.log(`an export sealed by a passphrase in the sealer's worker: ${seal.toFixed(2)} s, opened: ${open.toFixed(2)} s`);

/** The Expert's review of a whole game in the page, at its default budget, in the workers
 *  (one a core, at most four): seconds from the button to the last decision. */
async function reviewTime(args) {
  const record = execFileSync(CLI, ['play', ...args], { encoding: 'utf8' }).split('\n')[0].trim();
  await page.goto('about:blank');
  await page.evaluate(() => localStorage.clear()).catch(() => {});
  await page.goto(`${server.url}#replay=${record}`);
  const start = Date.now();
  await page.click('.review__start');
  await page.waitForSelector('[data-review-complete]', { timeout: 600_000 });
  return ((Date.now() - start) / 1000).toFixed(1);
}

const workers = await page.evaluate(() => Math.min(4, Math.max(1, navigator.hardwareConcurrency)));
for (const [name, args] of [
  ['2-player Kingdomino', ['--players', '2', '--seed', '31']],
  ['4-player Kingdomino', ['--players', '4', '--seed', '31']],
  ['2-player Queendomino', ['--players', '2', '--seed', '31', '--queendomino']],
]) {
  console.log(`the review of a ${name} game (play --seed 31) in the page, ${workers} worker(s): ${await reviewTime(args)} s`);
}

const flag = process.argv.indexOf('--against-native');
if (flag >= 0) {
  const pairs = Number(process.argv[flag + 1]);
  if (!Number.isInteger(pairs) || pairs < 1 || pairs > 100) {
    throw new Error('--against-native takes a number of worker runs from 1 to 100');
  }
  execFileSync('cargo', ['build', '--release', '--quiet', '--bin', 'kingdomino'], { cwd: ROOT, stdio: 'inherit' });
  const nativeSpeed = () => {
    const out = execFileSync(`${ROOT}target/release/kingdomino`, ['bench', '--seconds', '4'], { encoding: 'utf8' });
    const found = out.match(/Expert playouts \(whole 4-player games\): (\d+) per second/);
    if (!found) throw new Error(`no playout figure in the bench's output:\n${out}`);
    return Number(found[1]);
  };
  const shares = [];
  let before = nativeSpeed();
  for (let i = 0; i < pairs; i++) {
    const worker = await workerSpeed();
    const after = nativeSpeed();
    const share = (100 * worker) / ((before + after) / 2);
    shares.push(share);
    console.log(`  native ${before}, worker ${worker}, native ${after}: ${share.toFixed(1)}% of native`);
    before = after;
  }
  shares.sort((a, b) => a - b);
  const mid = shares.length >> 1;
  const median = shares.length % 2 ? shares[mid] : (shares[mid - 1] + shares[mid]) / 2;
  console.log(`the worker against native, ${pairs} runs in turns: ${shares[0].toFixed(1)}-${shares.at(-1).toFixed(1)}%, a median of ${median.toFixed(1)}%`);
}
await browser.close();
server.close();
