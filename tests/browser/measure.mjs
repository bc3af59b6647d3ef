// Figures for the README: what a visit downloads (gzip -9: the page, the worker, the offline
// copy) and how soon the page is playable in headless Chromium on localhost. Run with `node tests/browser/measure.mjs`
// after a release build (`./scripts/serve` or `./scripts/test` makes one).
import { serve } from './server.mjs';
import { launch } from './browser.mjs';
import { ROOT } from './play.mjs';
import { firstLoad, kib } from './first_load.mjs';

const dist = `${ROOT}dist`;
const files = firstLoad(dist);
for (const { name, part, raw, gzipped } of files) {
  console.log(`  ${name} (${part}): ${raw} bytes, ${gzipped} gzipped`);
}
console.log(`the page's first load, gzipped: ${kib(files, ['page']).toFixed(1)} KiB`);
console.log(`the computer players' worker, gzipped: ${kib(files, ['worker']).toFixed(1)} KiB`);
console.log(`the whole offline copy, gzipped: ${kib(files, ['page', 'worker', 'example']).toFixed(1)} KiB`);

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

// The Expert's simulations inside the worker (the setup screen's speed test, 2 s).
await page.goto(server.url);
await page.click('.setup__speed-button');
const speed = await page.waitForSelector('[data-speed]', { timeout: 30_000 });
console.log(`Expert playouts in the web worker: ${await speed.getAttribute('data-speed')} whole 4-player games per second`);
await browser.close();
server.close();
