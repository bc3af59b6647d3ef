// Friends playing by links: each in a browser of their own (separate storage), nothing shared
// but the links the test carries between them, every move made by dragging like a person. At
// the end the score sheet shows what `kingdomino replay` finds for the last link.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { launch } from './browser.mjs';
import { serve } from './server.mjs';
import {
  ROOT, SHOTS, CLICK, cli, openSetup, legalPlacements, turnTo, drag, cell, landAt, claimByDrag,
  shownTotals, isOver } from './play.mjs';

const BOARD = '.kingdom:not(.kingdom--compact) .kingdom__grid';

const VIEWPORTS = [[1280, 800], [1366, 768], [390, 844]];
const shot = new Set();

/** Pictures of the page at every size, once per `label`; the panel's link and buttons (or the
 *  seats to take) must be in view at the top. */
async function looks(page, label, selector = '.by-link') {
  if (shot.has(label)) return;
  shot.add(label);
  for (const [width, height] of VIEWPORTS) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/by-link-${label}-${width}.png` });
    const box = await page.locator(selector).first().boundingBox();
    assert.ok(box && box.y + Math.min(box.height, 200) <= height, `${label} at ${width}: the panel is in view`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** One friend: a browser of their own, and its page. */
async function friend(errors) {
  const browser = await launch();
  const page = browser.pages()[0] ?? (await browser.newPage());
  page.on('pageerror', (e) => errors.push(e.message));
  return { browser, page };
}

/** Opens `link` as a person does, in a fresh load of the page; returns what it waits for. */
async function open(page, link) {
  await page.goto('about:blank');
  await page.goto(link);
  // The computer moves it brings are searched again before anything else.
  await page.waitForSelector('[data-awaited]:not([data-checking])', { timeout: 60_000 });
}

async function awaited(page) {
  const el = await page.$('[data-awaited]');
  const seats = (await el.getAttribute('data-awaited-seats')) || '';
  return { kind: await el.getAttribute('data-awaited'), seats: seats ? seats.split(',').map(Number) : [] };
}

async function linkShown(page) {
  await page.waitForSelector('[data-by-link]', { timeout: 60_000 });
  return page.getAttribute('[data-by-link]', 'data-by-link');
}

/** Plays this page's person's turn to its end, dragging pieces and kings; `size` the kingdom's. */
async function playTurn(page, seat, size) {
  let taxed = false;
  for (;;) {
    await page.waitForFunction(
      () => document.querySelector('[data-over]') || document.querySelector('.banner[data-step]') ||
        document.querySelector('[data-by-link]'),
      null, { timeout: 60_000 });
    if (await isOver(page) || !(await page.$('.banner[data-step]'))) return;
    const step = await page.getAttribute('.banner', 'data-step');
    const before = await page.getAttribute('.banner', 'data-moves');
    if (step === 'place') {
      const domino = await page.getAttribute('[data-hand-domino]', 'data-hand-domino-id');
      const [choice] = await legalPlacements(page, seat, domino, size);
      if (!choice) {
        await page.screenshot({ path: `${SHOTS}/by-link-no-placement.png` });
        throw new Error(`seat ${seat}: no placement listed for ${domino}`);
      }
      await turnTo(page, choice.dir);
      await drag(page, page.locator('[data-hand-domino] [data-half="0"]'), cell(page, seat, choice.first));
      await landAt(page, seat, choice.first);
    } else if (step === 'discard') {
      await page.click('.controls__discard', CLICK);
    } else if (step === 'giant') {
      await page.locator(`${BOARD} [data-giant-target]`).first().click(CLICK);
    } else if ((await page.$('.estate__tax')) && !taxed) {
      taxed = true;
      await page.locator('.estate__tax').first().click(CLICK);
    } else if (await page.$('[data-claimable]')) {
      taxed = false;
      await claimByDrag(page, page.locator('[data-claimable]').first());
    } else {
      taxed = false;
      await page.click('.estate__end-turn', CLICK);
    }
    await page.waitForFunction(
      (b) => !document.querySelector('.banner') || document.querySelector('.banner').dataset.moves !== b ||
        document.querySelector('[data-by-link]'),
      before, { timeout: 30_000 });
  }
}

/** The inviter sets the table up in the full setup form and asks for the invitation. */
async function invite(page, url, { variant, seats, giants }) {
  await page.goto(url);
  await openSetup(page);
  await page.selectOption('select[name=variant]', variant);
  await page.selectOption('select[name=players]', String(seats.length));
  if (giants) await page.check('input[name=age-of-giants]');
  for (const [i, seat] of seats.entries()) {
    await page.selectOption(`select[name=seat-${i}-kind]`, seat.computer ? 'computer' : 'human');
    if (seat.computer) await page.selectOption(`select[name=seat-${i}-level]`, seat.computer);
    else await page.fill(`input[name=seat-${i}-name]`, seat.name);
  }
  await page.click('.setup__by-link', CLICK);
  return linkShown(page);
}

/** Carries the latest link to whomever the game waits for and plays their turns, from the
 *  browser `current` holds the latest state, until the game ends or after `hops` links;
 *  returns the browser that holds the latest state. */
async function playOn(friends, current, name, size, hops = Infinity) {
  let sent = 0;
  for (;;) {
    const { kind, seats: waiting } = await awaited(current);
    if (kind === 'over' || sent >= hops) return current;
    assert.notEqual(kind, 'join', `${name}: everyone joined`);
    const seat = waiting[0];
    if (!friends.has(seat)) {
      // A computer seat: the browser holding the game searches its move in its worker.
      await current.waitForFunction((s) => {
        const el = document.querySelector('[data-awaited]');
        return el.dataset.awaited !== 'move' || el.dataset.awaitedSeats !== String(s);
      }, seat, { timeout: 60_000 });
      continue;
    }
    const { page } = friends.get(seat);
    const fresh = page !== current;
    if (fresh) {
      await open(page, await linkShown(current));
      sent += 1;
    }
    // A reveal is made by the page on its own; a move by the person.
    const acts = (await page.$('.banner[data-step]')) !== null;
    assert.ok(fresh || acts, `${name}: seat ${seat}'s browser has something to do`);
    if (acts) await looks(page, `${name}-turn`);
    if (acts) await playTurn(page, seat, size);
    await looks(page, `${name}-send`);
    current = page;
    assert.ok(sent < 400, `${name}: the game ends`);
  }
}

/** The inviter sets the table; each friend takes their seat from the invitation and sends back
 *  what their page gives, which the inviter opens. */
async function seatEveryone(friends, people, inviter, url, table) {
  const invitation = await invite(inviter, url, table);
  assert.equal((await awaited(inviter)).kind, 'join');
  await looks(inviter, 'invitation');
  for (const seat of people.slice(1)) {
    const { page } = friends.get(seat);
    await open(page, invitation);
    // The invitation says who invites, to which game, who sits where and how it goes.
    const invited = await page.textContent('[data-invitation]');
    assert.match(invited, /invites you to a game of (Kingdomino|Queendomino)/, invited);
    assert.match(invited, /At the table: /, invited);
    // The inviter's key as people read it aloud: the one the inviter's page shows for them.
    const print = await page.textContent('[data-inviter-key]');
    assert.match(print, /^\d{3}(-\d{3}){4}$/, print);
    const own = await inviter.textContent(`[data-seat-key="${people[0]}"] code`);
    assert.equal(print, own, 'the invitation shows the key the inviter sees');
    await looks(page, 'take-seat');
    await page.click(`[data-take-seat="${seat}"]`, CLICK);
    const reply = await linkShown(page);
    await open(inviter, reply);
  }
}

/** A fourth, fresh browser (no storage: it never saw the game) refuses the last link with the
 *  first two claims swapped and a seat renamed, each in one sentence; embedded, shows the honest
 *  one read-only and keeps nothing; opens it to the command line's totals. */
async function spectatorChecks(link, expected, errors) {
  const { browser, page } = await friend(errors);
  try {
    const record = link.match(/play=([^&]*)/)[1];
    const cut = record.lastIndexOf('_') + 1;
    const actions = record.slice(cut).split('.');
    [actions[0], actions[1]] = [actions[1], actions[0]];
    const rewritten = link.replace(record, record.slice(0, cut) + actions.join('.'));
    const renamed = link.replace('@Bob', '@Rob');
    for (const bad of [rewritten, renamed]) {
      assert.notEqual(bad, link);
      await page.goto('about:blank');
      await page.goto(bad);
      await page.waitForSelector('[data-notice]');
      assert.match(await page.textContent('[data-notice]'), /This link is refused/);
      assert.equal(await page.locator('[data-notice]').count(), 1, 'one sentence');
      assert.equal(await page.$('[data-over]'), null, 'no game shown');
    }
    // Embedded in someone else's page: shown read-only, nothing kept, the full page to play.
    const kept = () => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('kingdomino.bylink.')).length);
    // Every call to the browser's storage counted, from the embed's first script on.
    await page.addInitScript(() => {
      window.storageCalls = [];
      for (const name of ['getItem', 'setItem', 'removeItem', 'key', 'clear']) {
        const original = Storage.prototype[name];
        Storage.prototype[name] = function (...args) {
          window.storageCalls.push(`${name}(${args[0] ?? ''})`);
          return original.apply(this, args);
        };
      }
    });
    await page.goto('about:blank');
    await page.goto(link.replace('#play=', '?embed#play='));
    await page.waitForSelector('[data-play-here]');
    await page.waitForSelector('[data-over]');
    assert.deepEqual(await page.evaluate(() => window.storageCalls), [], 'an embed reads and writes no storage');
    assert.equal(await page.getAttribute('[data-play-here]', 'href'), link);
    assert.equal(await page.$('[data-take-seat]'), null, 'no seat to take in an embed');
    assert.equal(await kept(), 0, 'an embed keeps nothing');
    await open(page, link);
    await page.waitForSelector('[data-over]');
    await page.waitForSelector('[data-score-player]');
    assert.deepEqual(await shownTotals(page), expected, 'the spectator sees the totals');
    assert.equal(await kept(), 1, 'the full page keeps it');
  } finally {
    await browser.close();
  }
}

async function playByLinks(t, { name, variant, seats, giants = false, size = 5, spectator = false }) {
  const errors = [];
  const server = await serve(`${ROOT}dist`);
  const people = seats.map((s, i) => [i, s]).filter(([, s]) => !s.computer).map(([i]) => i);
  const friends = new Map();
  try {
    for (const seat of people) friends.set(seat, await friend(errors));
    const inviter = friends.get(people[0]).page;
    await seatEveryone(friends, people, inviter, server.url, { variant, seats, giants });
    const current = await playOn(friends, inviter, name, size);
    const link = await linkShown(current);
    // Everyone sees the end from the last link, with the totals the command line finds.
    const { players } = cli('replay', link);
    const expected = players.map((p) => p.total);
    for (const seat of people) {
      const { page } = friends.get(seat);
      await open(page, link);
      await page.waitForSelector('[data-over]');
      await page.waitForSelector('[data-score-player]');
      assert.deepEqual(await shownTotals(page), expected, `${name}: seat ${seat}'s score sheet`);
    }
    await current.screenshot({ path: `${SHOTS}/by-link-${name}-end.png` });
    if (spectator) await spectatorChecks(link, expected, errors);
    t.diagnostic(`${name}: the last link ${link.length} characters`);
    assert.deepEqual(errors, []);
  } finally {
    for (const { browser } of friends.values()) await browser.close();
    server.close();
  }
}

test('three friends play Kingdomino by links alone', { timeout: 900_000 }, async (t) => {
  await playByLinks(t, {
    name: 'kingdomino-3',
    variant: 'kingdomino',
    seats: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cé' }],
    spectator: true,
  });
});

test('two friends play Queendomino by links alone', { timeout: 900_000 }, async (t) => {
  await playByLinks(t, {
    name: 'queendomino-2',
    variant: 'queendomino',
    size: 7,
    seats: [{ name: 'Ann' }, { name: 'Bob' }],
  });
});

test('three friends and the Expert play Age of Giants by links alone', { timeout: 1_200_000 }, async (t) => {
  await playByLinks(t, {
    name: 'giants-4',
    variant: 'kingdomino',
    giants: true,
    seats: [{ name: 'Ann' }, { computer: 'expert' }, { name: 'Bob' }, { name: 'Cy' }],
  });
});

test('a tampered link is refused in one sentence and changes nothing kept; an older one opens the latest; secrets move by file', { timeout: 600_000 }, async () => {
  const errors = [];
  const server = await serve(`${ROOT}dist`);
  const friends = new Map([[0, await friend(errors)], [1, await friend(errors)]]);
  const stranger = await friend(errors);
  try {
    const ann = friends.get(0).page;
    await seatEveryone(friends, [0, 1], ann, server.url, {
      variant: 'kingdomino', seats: [{ name: 'Ann' }, { name: 'Bob' }] });
    const early = await linkShown(await playOn(friends, ann, 'early', 5, 1));
    const holder = await playOn(friends, ann, 'tamper', 5, 6);
    const latest = await linkShown(holder);
    const page = holder === ann ? friends.get(1).page : ann;
    await open(page, latest);
    const moves = await page.getAttribute('.banner', 'data-moves');
    const notice = async () => page.textContent('[data-notice]');

    // A link older than what this browser knows opens the latest, and says so.
    await open(page, early);
    assert.match(await notice(), /older than the latest/);
    assert.equal(await page.getAttribute('.banner', 'data-moves'), moves);

    // A past move rewritten (the first two claims swapped), a forged reveal: refused.
    const record = latest.match(/play=([^&]*)/)[1];
    const [head, actions] = [record.slice(0, record.lastIndexOf('_') + 1), record.slice(record.lastIndexOf('_') + 1).split('.')];
    [actions[0], actions[1]] = [actions[1], actions[0]];
    const rewritten = latest.replace(record, head + actions.join('.'));
    const keys = latest.match(/keys=([^&]*)/)[1];
    const forgedKeys = keys.replace(/:(\d+):([A-Za-z0-9_-]{22})/, (_, k) => `:${k}:AAAAAAAAAAAAAAAAAAAAAA`);
    const forged = latest.replace(keys, forgedKeys);
    for (const bad of [rewritten, forged]) {
      await open(page, bad);
      const text = await notice();
      assert.match(text, /This link is refused, and nothing kept was changed/);
      assert.equal(await page.locator('[data-notice]').count(), 1, 'one sentence');
      await open(page, latest);
      assert.equal(await page.getAttribute('.banner', 'data-moves'), moves, 'nothing kept changed');
    }

    // Your games lists it; Bob's games and secret move to another browser by file.
    const bob = friends.get(1).page;
    await bob.goto(server.url);
    await bob.waitForSelector('[data-by-link-game]');
    const row = await bob.textContent('[data-by-link-game]');
    assert.match(row, /Kingdomino with Ann and Bob: .* \(\d+ moves\)/, row);
    assert.match(row, /(claimed|placed|discarded) domino/, `the last move: ${row}`);
    assert.equal(await bob.textContent('[data-by-link-game] bdi'), 'Ann and Bob', 'names isolated');
    await looks(bob, 'your-games', '[data-by-link-game]');
    // The export is sealed by a passphrase, in the sealer's worker, fetched only then.
    const fetched = [];
    bob.on('request', (r) => fetched.push(r.url()));
    await bob.fill('.setup__seal input[name=passphrase]', 'short');
    await bob.click('.setup__seal button', CLICK);
    await bob.waitForSelector('[data-notice]');
    assert.match(await bob.textContent('[data-notice]'), /8 characters or more: nothing was exported/);
    assert.ok(!fetched.some((u) => u.includes('sealer')), 'no sealer for a refused passphrase');
    const download = bob.waitForEvent('download');
    await bob.fill('.setup__seal input[name=passphrase]', 'a long river crossing');
    await bob.click('.setup__seal button', CLICK);
    const file = await (await download).path();
    assert.ok(fetched.some((u) => u.endsWith('sealer_bg.wasm')), 'the sealer was fetched to seal');
    const sealed = readFileSync(file, 'utf8');
    assert.equal(JSON.parse(sealed).format, 'kingdomino-by-link-sealed');
    assert.ok(!sealed.includes('play=') && !sealed.includes('secret'), 'nothing readable in the file');
    const other = stranger.page;
    await other.goto(server.url);
    await other.click('.setup__by-link-games summary', CLICK);
    await other.setInputFiles('.setup__import input[type=file]', file);
    await other.fill('.setup__unseal input[name=unseal]', 'a long river crossinG');
    await other.click('.setup__unseal button', CLICK);
    await other.waitForSelector('[data-notice]');
    assert.match(await other.textContent('[data-notice]'), /does not open this file.*nothing was imported/);
    assert.equal(await other.locator('[data-by-link-game]').count(), 0, 'nothing imported');
    await other.fill('.setup__unseal input[name=unseal]', 'a long river crossing');
    await other.click('.setup__unseal button', CLICK);
    await other.waitForSelector('[data-by-link-game]');
    assert.equal(await other.locator('.setup__unseal').count(), 0, 'the passphrase is asked no more');
    await other.click('[data-by-link-game] button', CLICK);
    await other.waitForSelector('[data-awaited]');
    assert.equal(await other.getAttribute('[data-awaited]', 'data-my-seat'), '1', "Bob's seat, with its secret");
    assert.deepEqual(errors, []);
  } finally {
    for (const { browser } of friends.values()) await browser.close();
    await stranger.browser.close();
    server.close();
  }
});

// A key with a character of two bytes where its two heads meet once panicked the reader, and the
// page with it. Pasted in the Open box, in the address, or imported as a file (as it is, and in
// an export), it leaves the page alive with one notice.
test('a link with a multi-byte character in a key leaves the page alive with one notice', { timeout: 120_000 }, async () => {
  const errors = [];
  const server = await serve(`${ROOT}dist`);
  const { browser, page } = await friend(errors);
  try {
    const key = `${'A'.repeat(21)}é${'A'.repeat(21)}`;
    const bad = `play=KD2_2_-_1_&v=1&seats=@A.@B&keys=${key}.?`;
    await page.goto(server.url);
    await page.fill('.setup__open input[name=open]', bad);
    await page.click('.setup__open-button', CLICK);
    await page.waitForSelector('[data-notice]');
    assert.match(await page.textContent('[data-notice]'), /This link is refused/);
    assert.equal(await page.locator('[data-notice]').count(), 1, 'one sentence');
    assert.ok(await page.$('.setup__open'), 'the start page is still there');
    await page.goto('about:blank');
    await page.goto(`${server.url}#${bad}`);
    await page.waitForSelector('[data-notice]');
    assert.equal(await page.locator('[data-notice]').count(), 1, 'one sentence');
    const dir = mkdtempSync(`${tmpdir()}/kingdomino-`);
    const export_ = JSON.stringify([{ format: 'kingdomino-by-link', version: 1, link: bad, seat: 0,
      secret: 'A'.repeat(22), updated: 0 }]);
    for (const [name, text, said] of [['link.txt', bad, /cannot be imported/], ['export.json', export_, /0 games by link imported/]]) {
      writeFileSync(`${dir}/${name}`, text);
      await page.goto('about:blank');
      await page.goto(server.url);
      await page.setInputFiles('.setup__import input[type=file]', `${dir}/${name}`);
      await page.waitForSelector('[data-notice]');
      assert.match(await page.textContent('[data-notice]'), said);
      assert.equal(await page.locator('[data-notice]').count(), 1, 'one sentence');
    }
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
});
