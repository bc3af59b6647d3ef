// Compares what two builds of the page show, screen by screen, at 1280x800, 1366x768 and a
// 390x844 touch phone: the start screen, Kingdomino and Queendomino in progress, a final score
// sheet, the replay viewer and an embedded replay, each opened from the same link in a fresh
// browser with reduced motion. Prints how many of each screen's pixels differ; exits 1 when
// any differs. For a change that must leave what a person sees as it was (a refactor).
//
//     node scripts/compare_screens.mjs <dist before> <dist after> [folder for the pictures]
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { launch } from '../tests/browser/browser.mjs';
import { serve } from '../tests/browser/server.mjs';
import { CLI } from '../tests/browser/play.mjs';

const [before, after, out = 'target/screens'] = process.argv.slice(2);
if (!before || !after) {
  console.error('usage: node scripts/compare_screens.mjs <dist before> <dist after> [out]');
  process.exit(2);
}
mkdirSync(out, { recursive: true });

const record = (...args) =>
  execFileSync(CLI, ['play', ...args], { encoding: 'utf8' }).split('\n')[0].trim();
const KD = record('--players', '2', '--seed', '6');
const QD = record('--players', '2', '--seed', '6', '--queendomino');
const opening = (text, n) => text.split('.').slice(0, n).join('.');

const SCREENS = [
  ['start', '', '.setup__quick'],
  ['kingdomino', `#game=${opening(KD, 4)}`, '[data-hand-domino]'],
  ['queendomino', `#game=${opening(QD, 9)}`, '.builders'],
  ['score-sheet', `#game=${KD}`, '.sheet--final .chart'],
  ['replay', `#replay=${QD}`, '[data-replay-at]'],
  ['embedded-replay', `?embed#replay=${QD}`, '[data-replay-at]'],
];
const SIZES = [
  ['1280x800', { width: 1280, height: 800 }, false],
  ['1366x768', { width: 1366, height: 768 }, false],
  ['390x844', { width: 390, height: 844 }, true],
];

/** The screen as a build shows it: a PNG of the whole page. */
async function shot(root, [, address, ready], [, viewport, touch]) {
  const server = await serve(root, '/');
  const browser = await launch({ touch });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize(viewport);
    await page.goto(`${server.url}${address}`);
    await page.waitForSelector(ready, { timeout: 60_000 });
    await page.waitForTimeout(1500);
    return await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  } finally {
    await browser.close();
    server.close();
  }
}

/** The pixels that differ between two PNGs (every pixel when their sizes differ), and how many
 *  there are, counted in a browser's canvas. */
async function differs(a, b) {
  const browser = await launch();
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    return await page.evaluate(
      async ([a, b]) => {
        const load = async (data) => {
          const image = new Image();
          image.src = `data:image/png;base64,${data}`;
          await image.decode();
          const canvas = new OffscreenCanvas(image.width, image.height);
          const context = canvas.getContext('2d');
          context.drawImage(image, 0, 0);
          return context.getImageData(0, 0, image.width, image.height);
        };
        const [x, y] = [await load(a), await load(b)];
        if (x.width !== y.width || x.height !== y.height) return [x.width * x.height, x.width * x.height];
        let differing = 0;
        for (let i = 0; i < x.data.length; i += 4) {
          if (x.data[i] !== y.data[i] || x.data[i + 1] !== y.data[i + 1] || x.data[i + 2] !== y.data[i + 2]) {
            differing += 1;
          }
        }
        return [differing, x.width * x.height];
      },
      [a.toString('base64'), b.toString('base64')],
    );
  } finally {
    await browser.close();
  }
}

let changed = 0;
for (const screen of SCREENS) {
  for (const size of SIZES) {
    const [a, b] = [await shot(before, screen, size), await shot(after, screen, size)];
    const name = `${screen[0]}-${size[0]}`;
    writeFileSync(`${out}/${name}-before.png`, a);
    writeFileSync(`${out}/${name}-after.png`, b);
    const [differing, all] = await differs(a, b);
    if (differing > 0) changed += 1;
    console.log(`${name}: ${differing} of ${all} pixels differ`);
  }
}
process.exit(changed > 0 ? 1 : 0);
