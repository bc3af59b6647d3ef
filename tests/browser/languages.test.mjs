// Every screen speaks the reader's language: each screen is opened in English, French, Spanish and
// German (`?lang=`), every visible text, name, title and placeholder is collected, and no other
// language's screen may show a text its English version shows, except names that are the same in
// both languages. The browser's language picks the default and the picker's choice is kept; a
// switch mid-game renames everything at once, the names the page gave the seats too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { withPage } from './browser.mjs';
import { CLI, SHOTS, setUp, openSetup, watchRequests, controlledByServiceWorker } from './play.mjs';

/** Texts that are the same word in English and the other language. */
const SAME = {
  fr: ['Kingdomino', 'Queendomino', 'Points', 'Scores', 'Statue', 'Mine', 'Orange', 'Triangle', 'Expert', 'normal', 'Dragon'],
  es: ['Kingdomino', 'Queendomino', 'normal'],
  de: ['Kingdomino', 'Queendomino', 'Age of Giants', 'Name', 'Computer', 'Team', 'Details', 'Statue', 'Orange', 'Dragon'],
};
/** People's names, as a game by link names its seats. */
for (const names of Object.values(SAME)) names.push('Ann', 'Bob');
/** Texts of a shape that reads the same: French also says "Domino 12" and "5 points". */
const SAME_SHAPE = { fr: [/^Domino \S+$/, /^\d+ points?$/], es: [], de: [/^Domino \S+$/, /^Team \d+$/] };
/** The picker names each language in itself, on every screen. */
const LANGUAGE_NAMES = ['English', 'Français', 'Español', 'Deutsch'];
const OTHERS = ['fr', 'es', 'de'];

function recordOf(...args) {
  return execFileSync(CLI, ['play', ...args], { encoding: 'utf8' }).split('\n')[0].trim();
}

/** Every text the reader sees or hears on the page. */
async function texts(page) {
  return page.evaluate(() => {
    const out = new Set();
    const skip = (el) => el.closest('code, .notice__detail, script, style, [data-record], select[name=lang]');
    const keep = (t) => t && /\p{L}{2,}/u.test(t) && out.add(t.trim());
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      if (!skip(node.parentElement)) keep(node.textContent.trim());
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
      if (skip(el)) continue;
      for (const name of ['aria-label', 'title', 'placeholder']) keep(el.getAttribute(name));
    }
    return [...out];
  });
}

const RECORD_KD = recordOf('--players', '2', '--seed', '4');
const RECORD_QD = recordOf('--players', '2', '--seed', '4', '--queendomino');
const RECORD_AOG = recordOf('--players', '3', '--seed', '4', '--age-of-giants');
const RECORD_RW = recordOf('--players', '6', '--seed', '4', '--royal-wedding', '--teams');
/** The record cut after its first `n` actions. */
const opening = (record, n) => record.split('.').slice(0, n).join('.');

/** An invitation to a game by link nobody has joined: Ann, Bob and the Expert. */
const INVITATION = 'play=KD2_3_-_5_&v=1&seats=@Ann.@Bob.expert&keys=?.?.-';

/** Screens: a name and how to reach it from a page opened at `?lang=<code>`. */
const SCREENS = [
  ['setup', '', async (page) => {
    // With statistics to show (a table, its headings and the opponents' names).
    await page.evaluate(() => localStorage.setItem('kingdomino.statistics', JSON.stringify({
      format: 'kingdomino-statistics', version: 1, counted: [],
      rows: [{ game: 'Kingdomino', against: 'hard', played: 2, won: 1, best: 40 },
        { game: 'RoyalWedding', against: null, played: 1, won: 0, best: 30 }] })));
    await page.reload();
    await page.waitForSelector('.stats__table', { state: 'attached' });
    await openSetup(page);
    await page.selectOption('select[name=variant]', 'royal-wedding');
    await page.selectOption('select[name=players]', '8');
    await page.check('input[name=teams]');
    await page.selectOption('select[name=seat-1-kind]', 'computer');
    await page.selectOption('select[name=quests]', 'chosen');
  }],
  ['kingdomino game', '', async (page) => {
    await setUp(page, { seats: [{ kind: 'human' }, { kind: 'human' }], seed: 5 });
    await page.locator('[data-claimable] button').first().click();
    await page.click('.rules summary');
  }],
  ['placing a domino', `#game=${opening(RECORD_KD, 4)}`, async (page) => {
    await page.focus('.kingdom__grid[tabindex="0"]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-verdict]');
    await page.click('.controls__fits');
  }],
  ['royal wedding in teams', `#game=${opening(RECORD_RW, 12)}`, async (page) => {
    await page.waitForSelector('.tabs');
  }],
  ['queendomino game', `#game=${opening(RECORD_QD, 9)}`, async (page) => {
    await page.waitForSelector('.builders');
    await page.click('.rules summary');
  }],
  ['age of giants, finished', `#game=${RECORD_AOG}`, async (page) => {
    await page.waitForSelector('.sheet--final');
  }],
  ['kingdomino score sheet', `#game=${RECORD_KD}`, async (page) => {
    await page.waitForSelector('.sheet--final');
    await page.click('.share__button');
  }],
  ['replay viewer', `#replay=${RECORD_QD}`, async (page) => {
    await page.waitForSelector('[data-replay-at]');
    await page.click('.replay__back');
  }],
  ['board viewer', '#kingdom=WW1FL/SCM2G/TTL&v=2&bonus=hm', async (page) => {
    await page.waitForSelector('[data-board-total]');
  }],
  ['puzzle', '#puzzle=WW1FL/SCM2G&domino=12', async (page) => {
    await page.waitForSelector('.puzzle__question');
  }],
  ['invitation to a game by link', `#${INVITATION}`, async (page) => {
    await page.waitForSelector('.by-link__seat');
  }],
  ['game by link, seat taken', `#${INVITATION}`, async (page) => {
    // (The seat taken in the language before is kept: this browser starts afresh.)
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.click('[data-take-seat="1"]');
    await page.waitForSelector('[data-by-link]');
  }],
  ['bad link', '#game=KD2_4_-_1_k99', async (page) => {
    await page.waitForSelector('[data-notice="problem"]');
  }],
];

test('every screen speaks French, Spanish and German, with nothing left in English', { timeout: 300_000 }, async () => {
  await withPage(async ({ page, server, errors }) => {
    const untranslated = [];
    for (const [name, fragment, reach] of SCREENS) {
      const seen = {};
      for (const lang of ['en', ...OTHERS]) {
        await page.goto('about:blank');
        await page.goto(`${server.url}?lang=${lang}${fragment}`);
        await page.evaluate(() => localStorage.clear());
        await reach(page);
        assert.equal(await page.getAttribute('html', 'lang'), lang, `${name}: the page says its language`);
        seen[lang] = await texts(page);
        if (name === 'kingdomino game' || name === 'setup') {
          await page.screenshot({ path: `${SHOTS}/language-${lang}-${name.replace(/ /g, '-')}.png`, fullPage: true });
        }
      }
      const english = new Set(seen.en);
      for (const lang of OTHERS) {
        for (const text of seen[lang]) {
          const same = SAME[lang].includes(text) || SAME_SHAPE[lang].some((r) => r.test(text));
          if (english.has(text) && !same && !LANGUAGE_NAMES.includes(text)) {
            untranslated.push(`${lang} ${name}: ${JSON.stringify(text)}`);
          }
        }
      }
    }
    assert.deepEqual(untranslated, []);
    assert.deepEqual(errors, []);
  });
});

test('the browser\'s language is the default, and the picker\'s choice is kept', { timeout: 60_000 }, async () => {
  await withPage(async ({ page, server }) => {
    await page.goto(server.url);
    await openSetup(page);
    // Headless Chromium prefers English here; pick Spanish and come back.
    assert.equal(await page.getAttribute('html', 'lang'), 'en');
    await page.selectOption('select[name=lang]', 'es');
    await page.waitForFunction(() => document.querySelector('.setup__start').textContent === 'Empezar la partida');
    await page.reload();
    await openSetup(page);
    assert.equal(await page.textContent('.setup__start'), 'Empezar la partida');
    // A link's ?lang= wins over the choice kept, without replacing it.
    await page.goto(`${server.url}?lang=fr`);
    await openSetup(page);
    assert.equal(await page.textContent('.setup__start'), 'Commencer la partie');
    await page.goto(server.url);
    await openSetup(page);
    assert.equal(await page.textContent('.setup__start'), 'Empezar la partida');
  });
});

test('a switch of language mid-game renames everything at once, the seats the page named too', { timeout: 60_000 }, async () => {
  await withPage(async ({ page, server, errors }) => {
    await page.goto(`${server.url}?lang=fr`);
    await page.click('.setup__quick');
    await page.waitForSelector('[data-to-move]');
    const names = async () => (await page.$$eval('.sheet__name', (els) => els.map((e) => e.textContent.trim()))).sort();
    assert.deepEqual(await names(), ['Glouton', 'Vous']);
    await page.selectOption('select[name=lang]', 'de');
    await page.waitForFunction(() => document.documentElement.lang === 'de');
    assert.deepEqual(await names(), ['Du', 'Gierig']);
    assert.doesNotMatch(await page.textContent('.banner'), /Vous|Glouton/);
    await page.selectOption('select[name=lang]', 'en');
    assert.deepEqual(await names(), ['Greedy', 'You']);
    assert.deepEqual(errors, []);
  });
});

test('a language\'s words come when it is read: English fetches none, another once, and words that cannot come are refused with why', { timeout: 60_000 }, async () => {
  await withPage(async ({ page, browser, server, errors }) => {
    const urls = watchRequests(page);
    const fetched = () => urls.filter((u) => u.includes('/words/')).map((u) => u.split('/words/')[1]);
    const speaks = (lang) => page.waitForFunction((l) => document.documentElement.lang === l, lang);
    await page.goto(server.url);
    await openSetup(page);
    // Once the service worker controls the page (a first visit fetches again through it what
    // it fetched before, for offline play: counted here, that would be a second fetch).
    await controlledByServiceWorker(page);
    assert.deepEqual(fetched(), [], 'English is built in');
    for (const lang of ['fr', 'en', 'fr']) {
      await page.selectOption('select[name=lang]', lang);
      await speaks(lang);
    }
    assert.deepEqual(fetched(), ['fr.txt'], 'French fetched once a visit');
    // A host that lost the file, or offline before any visit in that language: the page stays
    // in French, the picker too, and says why.
    await browser.route('**/words/de.txt', (route) => route.fulfill({ status: 404, body: '' }));
    await page.selectOption('select[name=lang]', 'de');
    const notice = await page.waitForSelector('[data-notice="problem"]');
    assert.match(await notice.textContent(), /Cette langue n’a pas pu être chargée.*words\/de\.txt: HTTP 404/s);
    assert.equal(await page.inputValue('select[name=lang]'), 'fr');
    assert.equal(await page.textContent('.setup__start'), 'Commencer la partie');
    // A file of another version, or edited: refused at its first wrong line, never read shifted.
    await browser.route('**/words/es.txt', (route) => route.fulfill({ status: 200, body: 'and: "y"\nor: "o"\n' }));
    await page.selectOption('select[name=lang]', 'es');
    await page.waitForFunction(() => document.querySelectorAll('[data-notice="problem"]').length === 2);
    const second = await page.$$eval('[data-notice="problem"]', (els) => els[1].textContent);
    assert.match(second, /words\/es\.txt, line 3: /);
    // No network at all: the browser's reason.
    await browser.unroute('**/words/de.txt');
    await browser.route('**/words/de.txt', (route) => route.abort('internetdisconnected'));
    await page.selectOption('select[name=lang]', 'de');
    await page.waitForFunction(() => document.querySelectorAll('[data-notice="problem"]').length === 3);
    const third = await page.$$eval('[data-notice="problem"]', (els) => els[2].textContent);
    assert.match(third, /words\/de\.txt: Failed to fetch/);
    assert.equal(await page.inputValue('select[name=lang]'), 'fr');
    assert.equal(await page.textContent('.setup__start'), 'Commencer la partie');
    // Asked for by the address and unavailable: the page starts in English and says so.
    await page.goto(`${server.url}?lang=de`);
    await openSetup(page);
    assert.equal(await page.getAttribute('html', 'lang'), 'en');
    assert.match(await page.textContent('[data-notice="problem"]'), /This language could not be loaded/);
    assert.deepEqual(errors, []);
  });
});
