// What a page waits for before its first board, checked without a clock (the times themselves
// are `scripts/slow_phone.mjs`'s benchmark): a link's page asks for every file its first board
// needs in one round trip after the HTML, and a first visit's start screen opens its game in the
// same page, the game's build fetched while the start screen was read.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { launch } from './browser.mjs';
import { serve } from './server.mjs';
import { CLI, ROOT, CLICK, watchRequests } from './play.mjs';

/** The build files a page fetched: their names without the content's tag. */
const builds = (urls) => urls
  .map((u) => new URL(u).pathname.split('/').pop())
  .filter((name) => /-[0-9a-f]+(_bg\.wasm|\.js)$/.test(name))
  .map((name) => name.replace(/-[0-9a-f]+(_bg\.wasm|\.js)$/, '$1'));

test('a game link\'s page asks for its style sheets, script and wasm together, one round trip after the HTML, and needs nothing more for its first board', { timeout: 120_000 }, async () => {
  const record = execFileSync(CLI, ['play', '--players', '2', '--seed', '5'], { encoding: 'utf8' }).split('\n')[0].trim();
  const fragment = record.split('.').slice(0, 2).join('.');
  // Nothing but the HTML is answered until the page has asked for all four (the sheet every
  // build loads, the page's screens' sheet that the loader adds, the script and the wasm of the
  // game without games by link, which a first load of a link starts): a
  // page that asked for one only after another had arrived would wait here, and be let go
  // without them.
  const wanted = ['style-', 'page-', 'game-', '_bg.wasm'];
  const asked = new Set();
  let together;
  const allAsked = new Promise((resolve) => { together = resolve; });
  const letGo = setTimeout(() => together(false), 30_000);
  const hold = async (path) => {
    if (path === '/' || path === '/index.html') return;
    const name = path.split('/').pop();
    if (/^style-.*\.css$/.test(name)) asked.add('style-');
    if (/^page-.*\.css$/.test(name)) asked.add('page-');
    if (/^game-[0-9a-f]+\.js$/.test(name)) asked.add('game-');
    if (/^game-[0-9a-f]+_bg\.wasm$/.test(name)) asked.add('_bg.wasm');
    if (wanted.every((w) => asked.has(w))) together(true);
    await allAsked;
  };
  const server = await serve(`${ROOT}dist`, '/', { hold });
  const browser = await launch();
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    const urls = watchRequests(page);
    await page.goto(`${server.url}#game=${fragment}&seats=human,greedy`);
    assert.equal(await allAsked, true, `asked together: ${[...asked].join(', ')}`);
    await page.waitForSelector('.kingdom__grid');
    // Up to the first board: the HTML, then the style sheets, the script and the wasm of the
    // game's build without games by link (the icon and manifest too, which nothing waits for;
    // the computer's worker may have started).
    const names = urls.map((u) => new URL(u).pathname.split('/').pop());
    assert.deepEqual(builds(urls).sort(), ['game.js', 'game_bg.wasm'], 'the game\'s build alone, once');
    const other = names.filter((n) => !['', 'icon.svg', 'manifest.webmanifest', 'worker.js', 'worker_bg.wasm'].includes(n) && !/^(style|page|game)-/.test(n));
    assert.deepEqual(other, [], 'nothing else before the first board');
  } finally {
    clearTimeout(letGo);
    await browser.close();
    server.close();
  }
});

test('a first visit\'s start screen opens its game in the same page: the game\'s build fetched once, while the start screen was read, and no reload', { timeout: 120_000 }, async () => {
  const server = await serve(`${ROOT}dist`);
  const browser = await launch({ touch: true });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.setViewportSize({ width: 390, height: 844 });
    const urls = watchRequests(page);
    let navigations = 0;
    page.on('framenavigated', (frame) => { if (frame === page.mainFrame()) navigations += 1; });
    await page.goto(server.url);
    await page.waitForSelector('.setup__quick');
    // Read for a while: the game's build arrives meanwhile, then the offline copy starts.
    await page.waitForLoadState('networkidle');
    assert.deepEqual(builds(urls).filter((b) => /^(start|app)/.test(b)).sort(), ['app.js', 'app_bg.wasm', 'start.js', 'start_bg.wasm']);
    const asked = urls.length;
    await page.evaluate(() => { window.__samePage = true; });
    await page.tap('.setup__quick');
    await page.waitForSelector('[data-claimable]');
    assert.equal(await page.evaluate(() => window.__samePage), true, 'the start screen\'s page, not a reload');
    assert.equal(navigations, 1, 'one navigation: the first');
    assert.deepEqual(builds(urls.slice(asked)).filter((b) => /^(start|app)/.test(b)), [], 'no build fetched after the tap');
    assert.equal(await page.$('.setup__quick'), null, 'the start screen is gone');
    // The game plays: the person's king lands on the domino claimed.
    const domino = await page.getAttribute('[data-claimable]', 'data-domino');
    await page.tap(`[data-claimable][data-domino="${domino}"] .draft__button`);
    await page.waitForSelector(`.draft__slot[data-domino="${domino}"] .draft__king`);
  } finally {
    await browser.close();
    server.close();
  }
});

// The start screen's build carries nothing of games by link: a file of them picked there is
// handed to the page's build, which opens in the same page and imports it; and a browser that
// keeps any loads the page's build at once, whose start page lists them.
test('a first visit imports games by link through the page\'s build, in the same page, and a browser keeping some starts the page\'s build', { timeout: 120_000 }, async () => {
  const server = await serve(`${ROOT}dist`);
  const browser = await launch();
  const dir = mkdtempSync(`${tmpdir()}/kingdomino-`);
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    const urls = watchRequests(page);
    let navigations = 0;
    page.on('framenavigated', (frame) => { if (frame === page.mainFrame()) navigations += 1; });
    await page.goto(server.url);
    await page.waitForSelector('.setup__quick');
    assert.ok(builds(urls).includes('start_bg.wasm'), 'the start screen\'s own build');
    // An export whose one game cannot be read: the page's import says so, as it does in the page.
    const file = `${dir}/export.json`;
    writeFileSync(file, JSON.stringify([{ format: 'kingdomino-by-link', version: 1, link: 'play=KD2_2_-_1_',
      seat: 0, secret: 'A'.repeat(22), updated: 0 }]));
    // A mark on the start screen's own button: the page's build draws a button of its own.
    await page.evaluate(() => { document.querySelector('.setup__quick').dataset.mark = 'start'; window.__samePage = true; });
    await page.click('.setup__by-link-games summary', CLICK);
    await page.setInputFiles('.setup__import input[type=file]', file);
    await page.waitForSelector('[data-notice]');
    assert.match(await page.textContent('[data-notice]'), /0 games by link imported/);
    assert.equal(await page.locator('[data-notice]').count(), 1, 'one sentence');
    assert.equal(navigations, 1, 'one navigation: the first');
    assert.equal(await page.evaluate(() => window.__samePage), true, 'the same page, no reload');
    assert.equal(await page.getAttribute('.setup__quick', 'data-mark'), null, 'the page\'s build imported it');
    assert.ok(builds(urls).includes('app_bg.wasm'));
    // A browser that keeps a game by link (here any key of theirs) is no first visit.
    const fresh = await launch();
    try {
      // Kept before its first page runs: no service worker yet, no link, a first visit else.
      await fresh.addInitScript(() => localStorage.setItem('kingdomino.bylink.1', '{}'));
      const other = fresh.pages()[0] ?? (await fresh.newPage());
      const later = watchRequests(other);
      await other.goto(server.url);
      await other.waitForSelector('.setup__quick');
      assert.deepEqual(builds(later).filter((b) => /^(start|app)/.test(b)).sort(), ['app.js', 'app_bg.wasm']);
    } finally {
      await fresh.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
});

// A sealed file picked on a phone's start screen: the page's build, which draws from the top,
// brings its passphrase into view, ready to type in.
test('a sealed file handed over asks its passphrase in view, its field focused', { timeout: 120_000 }, async () => {
  const server = await serve(`${ROOT}dist`);
  const browser = await launch({ touch: true });
  const dir = mkdtempSync(`${tmpdir()}/kingdomino-`);
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(server.url);
    await page.waitForSelector('.setup__quick');
    const file = `${dir}/sealed.json`;
    writeFileSync(file, JSON.stringify({ format: 'kingdomino-by-link-sealed', version: 1, salt: 'x', nonce: 'y', sealed: 'z' }));
    await page.click('.setup__by-link-games summary', CLICK);
    await page.locator('.setup__import').scrollIntoViewIfNeeded();
    await page.setInputFiles('.setup__import input[type=file]', file);
    await page.waitForSelector('.setup__unseal input[name=unseal]');
    await page.waitForFunction(() => document.activeElement?.name === 'unseal');
    // Scrolled to as it is focused (once the page's build has laid the page out).
    const inView = () => {
      const { top, bottom } = document.querySelector('.setup__unseal input').getBoundingClientRect();
      return top >= 0 && bottom <= innerHeight;
    };
    await page.waitForFunction(inView, null, { timeout: 5_000 }).catch(() => {});
    assert.ok(await page.evaluate(inView), 'the passphrase\'s field in view');
  } finally {
    await browser.close();
    server.close();
  }
});

// A first load of a link that is not a game by link starts the game without games by link
// (src/bin/game.rs): an invitation asked for there, a game by link pasted into its address bar
// and a file of games by link picked on its start page are handed to the page's build, which
// the tab loads again into; a game by link's own link starts the page's build at once.
test('a game link loads the game without games by link; an invitation, a game by link and an import asked for there go to the page\'s build, which does them', { timeout: 180_000 }, async () => {
  const record = execFileSync(CLI, ['play', '--players', '2', '--seed', '5'], { encoding: 'utf8' }).split('\n')[0].trim();
  const fragment = record.split('.').slice(0, 2).join('.');
  const server = await serve(`${ROOT}dist`);
  const dir = mkdtempSync(`${tmpdir()}/kingdomino-`);
  const fresh = async (url) => {
    const browser = await launch();
    const page = browser.pages()[0] ?? (await browser.newPage());
    const urls = watchRequests(page);
    let navigations = 0;
    page.on('framenavigated', (frame) => { if (frame === page.mainFrame()) navigations += 1; });
    await page.goto(url);
    return { browser, page, urls, navigations: () => navigations };
  };
  try {
    await handedOver(server, dir, fresh, fragment);
  } finally {
    server.close();
  }
});

/** The three hand-overs of the test above, from the game's lighter build. */
async function handedOver(server, dir, fresh, fragment) {
  const games = (urls) => builds(urls).filter((b) => /^(app|game)_bg/.test(b));
  let invitation;
  {
    const { browser, page, urls, navigations } = await fresh(`${server.url}#game=${fragment}&seats=human,greedy`);
    try {
      await page.waitForSelector('.kingdom__grid');
      assert.deepEqual(games(urls), ['game_bg.wasm'], 'the game without games by link');
      // A new game from there, set up to be played by links: handed to the page's build.
      await page.click('.controls__new', CLICK);
      await page.waitForSelector('.setup__more');
      await page.$eval('.setup__more', (d) => { d.open = true; });
      await page.fill('input[name=seat-0-name]', 'Ada');
      await page.selectOption('select[name=seat-1-kind]', 'human');
      await page.fill('input[name=seat-1-name]', 'Bea');
      await page.click('.setup__by-link', CLICK);
      await page.waitForSelector('[data-by-link]', { timeout: 60_000 });
      invitation = await page.getAttribute('[data-by-link]', 'data-by-link');
      assert.match(invitation, /play=/);
      assert.deepEqual(games(urls), ['game_bg.wasm', 'app_bg.wasm'], 'then the page\'s build, once');
      assert.equal(navigations(), 2, 'the tab loaded again into it');
      assert.match(await page.textContent('body'), /Ada/);
    } finally {
      await browser.close();
    }
  }
  {
    // The invitation's own link: the page's build at once.
    const { browser, page, urls } = await fresh(invitation);
    try {
      await page.waitForSelector('[data-by-link], .by-link', { timeout: 60_000 });
      assert.deepEqual(games(urls), ['app_bg.wasm']);
    } finally {
      await browser.close();
    }
  }
  {
    // Pasted into the address bar of a tab that holds the lighter build.
    const { browser, page, urls, navigations } = await fresh(`${server.url}#game=${fragment}&seats=human,greedy`);
    try {
      await page.waitForSelector('.kingdom__grid');
      await page.evaluate((link) => { location.hash = new URL(link).hash; }, invitation);
      await page.waitForFunction(() => document.querySelector('[data-by-link], .by-link'), null, { timeout: 60_000 });
      assert.deepEqual(games(urls), ['game_bg.wasm', 'app_bg.wasm']);
      assert.equal(navigations(), 3, 'the first, the fragment set, and the tab loaded again');
      // And a file of games by link picked on the lighter build's start page.
      const file = `${dir}/export.json`;
      writeFileSync(file, JSON.stringify([{ format: 'kingdomino-by-link', version: 1, link: 'play=KD2_2_-_1_',
        seat: 0, secret: 'A'.repeat(22), updated: 0 }]));
      const again = await fresh(`${server.url}#game=${fragment}&seats=human,greedy`);
      try {
        await again.page.waitForSelector('.kingdom__grid');
        await again.page.click('.controls__new', CLICK);
        await again.page.click('.setup__by-link-games summary', CLICK);
        await again.page.setInputFiles('.setup__import input[type=file]', file);
        await again.page.waitForSelector('[data-notice]', { timeout: 60_000 });
        assert.match(await again.page.textContent('[data-notice]'), /0 games by link imported/);
        assert.deepEqual(games(again.urls), ['game_bg.wasm', 'app_bg.wasm']);
      } finally {
        await again.browser.close();
      }
    } finally {
      await browser.close();
    }
  }
}
