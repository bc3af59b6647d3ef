// Figures for the README: what a first visit downloads (gzip -9) and how soon the page is
// playable in headless Chromium on localhost. Run with `node tests/browser/measure.mjs`
// after a release build (`./scripts/serve` or `./scripts/test` makes one).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { serve } from './server.mjs';
import { launch } from './browser.mjs';
import { ROOT } from './play.mjs';

const dist = `${ROOT}dist`;
let total = 0;
const rows = [];
// The service worker fetches every file of the build on the first visit.
const files = (dir) =>
  readdirSync(dir).sort().flatMap((name) => {
    const path = `${dir}/${name}`;
    return statSync(path).isDirectory() ? files(path).map((f) => `${name}/${f}`) : [name];
  });
for (const name of files(dist)) {
  const raw = readFileSync(`${dist}/${name}`);
  const gz = gzipSync(raw, { level: 9 }).length;
  total += gz;
  rows.push(`  ${name}: ${raw.length} bytes, ${gz} gzipped`);
}
console.log(rows.join('\n'));
console.log(`first visit, gzipped: ${(total / 1024).toFixed(1)} KiB`);

const server = await serve(dist);
const browser = await launch();
const page = browser.pages()[0] ?? (await browser.newPage());
const times = [];
for (let i = 0; i < 5; i++) {
  await page.goto('about:blank');
  await page.evaluate(() => localStorage.clear()).catch(() => {});
  const start = Date.now();
  await page.goto(server.url);
  await page.click('.setup__start');
  await page.waitForSelector('.kingdom__grid');
  times.push(Date.now() - start);
}
times.sort((a, b) => a - b);
console.log(`navigation to a playable board (setup screen, Start, board drawn), median of 5: ${times[2]} ms (all: ${times.join(', ')})`);

// The Expert's simulations inside the worker (the setup screen's speed test, 2 s).
await page.goto(server.url);
await page.click('.setup__speed-button');
const speed = await page.waitForSelector('[data-speed]', { timeout: 30_000 });
console.log(`Expert playouts in the web worker: ${await speed.getAttribute('data-speed')} whole 4-player games per second`);
await browser.close();
server.close();
