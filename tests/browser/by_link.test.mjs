// Friends playing by links: each in a browser of their own (separate storage), nothing shared
// but the links the test carries between them, every move made by dragging like a person. At
// the end the score sheet shows what `kingdomino replay` finds for the last link.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from './browser.mjs';
import { serve } from './server.mjs';
import {
  ROOT, SHOTS, CLICK, cli, openSetup, legalPlacements, turnTo, drag, cell, landAt, claimByDrag,
  shownTotals, isOver } from './play.mjs';

const BOARD = '.kingdom:not(.kingdom--compact) .kingdom__grid';

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
  await page.waitForSelector('[data-awaited]');
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

async function playByLinks(t, { name, variant, seats, giants = false, size = 5 }) {
  const errors = [];
  const server = await serve(`${ROOT}dist`);
  const people = seats.map((s, i) => [i, s]).filter(([, s]) => !s.computer).map(([i]) => i);
  const friends = new Map();
  try {
    for (const seat of people) friends.set(seat, await friend(errors));
    const inviter = friends.get(people[0]).page;
    let link = await invite(inviter, server.url, { variant, seats, giants });
    assert.equal((await awaited(inviter)).kind, 'join');
    // Each friend takes their seat and sends back what the page gives; the inviter opens each.
    for (const seat of people.slice(1)) {
      const { page } = friends.get(seat);
      await open(page, link);
      await page.click(`[data-take-seat="${seat}"]`, CLICK);
      const reply = await linkShown(page);
      await open(inviter, reply);
    }
    // The latest state is in one browser; the link goes to whomever the game waits for.
    let current = inviter;
    let hops = 0;
    for (;;) {
      const { kind, seats: waiting } = await awaited(current);
      if (kind === 'over') break;
      assert.notEqual(kind, 'join', `${name}: everyone joined`);
      const seat = waiting[0];
      const { page } = friends.get(seat);
      const fresh = page !== current;
      if (fresh) {
        await open(page, await linkShown(current));
        hops += 1;
      }
      // A reveal is made by the page on its own; a move by the person.
      const acts = (await page.$('.banner[data-step]')) !== null;
      assert.ok(fresh || acts, `${name}: seat ${seat}'s browser has something to do`);
      if (acts) await playTurn(page, seat, size);
      current = page;
      assert.ok(hops < 400, `${name}: the game ends`);
    }
    link = await linkShown(current);
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
    t.diagnostic(`${name}: ${hops} links after the joins, the last ${link.length} characters`);
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
