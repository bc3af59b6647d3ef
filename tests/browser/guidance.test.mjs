// The table guides the person at every step: the banner names the step the rules wait for (read
// by the page from the legal actions: the giant after a domino, Queendomino's tax before the
// claim) and everything that step needs is on the first screen, without scrolling, at 1280x800,
// 1366x768 and on a 390x844 phone, on a touch screen. Each game of the family is played by a
// person against computers to the end, every step of the person's turns checked at every size
// (bounding boxes, not pictures), and the end's result and ways on too. Nothing moves the board
// while a person plays: at every size, at every step, after the first tap on a square and after a
// refused placement's notice, the grid and the castle keep their place and size, to the pixel,
// from the first move to the last; the banner never outgrows its slot. Placements are made in
// turns at each size: two clicks on a desktop; on a phone two taps, or a finger dragging the
// domino in hand onto the square (touch events, as a finger moves).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withPage } from './browser.mjs';
import { SHOTS, CLICK, openSetup, setUp, claimByClick, legalPlacements, cell, landAt, turnTo, isOver } from './play.mjs';

const VIEWPORTS = [
  [1280, 800],
  [1366, 768],
  [390, 844],
];
const BOARD = '.kingdom:not(.kingdom--compact) .kingdom__grid';

/** What must be in view at a step: the banner's controls and what the step acts on. */
function needed(step, { tax, build, dragon, endTurn }, width) {
  // On a phone the builders board is one tap away, below the kingdom.
  const phone = width < 980;
  switch (step) {
    case 'choose-first':
    case 'claim':
      return ['[data-claimable]'];
    case 'place':
      return ['[data-hand-domino]', '.controls__rotate', BOARD];
    case 'discard':
      return ['.controls__discard'];
    case 'giant':
      return ['[data-giant-hand]', BOARD];
    case 'footsteps':
      return ['.giants__send', endTurn ? '.estate__end-turn' : '[data-claimable]'];
    case 'queendomino':
      return [
        ...(tax ? ['[data-knight-hand]', '.estate__tax', BOARD] : []),
        ...(build && !phone ? ['[data-buildable]'] : []),
        ...(dragon && !phone ? ['.builders__burn'] : []),
        ...((build || dragon) && phone ? ['.banner__to-builders'] : []),
        endTurn ? '.estate__end-turn' : '[data-claimable]',
      ];
    case 'end-turn':
      return ['.estate__end-turn'];
    default:
      throw new Error(`unknown step ${step}`);
  }
}

/** The selectors among `selectors` whose first element is not wholly on the first screen
 *  (the page scrolled to its top), or hidden under the banner that stays at the top. */
async function outOfView(page, selectors) {
  await page.evaluate(() => window.scrollTo(0, 0));
  return page.evaluate((list) => {
    const banner = document.querySelector('.banner').getBoundingClientRect();
    return list.filter((s) => {
      const el = document.querySelector(s);
      if (!el) return true;
      const r = el.getBoundingClientRect();
      const top = el.closest('.banner') ? 0 : banner.bottom - 1;
      return !(r.width > 0 && r.left >= -1 && r.right <= innerWidth + 1 && r.top >= top && r.bottom <= innerHeight + 1);
    });
  }, selectors);
}

/** Where the large board's grid and its castle are on the page (scrolled to its top). */
async function boardAt(page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  return page.$eval(BOARD, (grid) => {
    const g = grid.getBoundingClientRect();
    const c = grid.querySelector('.kingdom__cell--castle').getBoundingClientRect();
    return [g.x, g.y, g.width, g.height, c.x, c.y, c.width].map(Math.round).join(',');
  });
}

/** The banner's height beyond its slot's, in pixels (0 when it fits). */
async function bannerOverflow(page) {
  return page.evaluate(() => {
    const slot = document.querySelector('.banner-slot').getBoundingClientRect();
    const banner = document.querySelector('.banner').getBoundingClientRect();
    return Math.max(0, Math.round(banner.height - slot.height));
  });
}

/** An empty square of the large board where the domino in hand, as turned, cannot go. */
async function refusedSquare(page, player, legal, dir) {
  const firsts = new Set(legal.filter((p) => p.dir === dir).map((p) => `${p.first.row},${p.first.col}`));
  const squares = await page.$$eval(`${BOARD} [data-row][data-col]:not([data-terrain]):not(.kingdom__cell--castle)`, (els) =>
    els.map((e) => ({ row: Number(e.dataset.row), col: Number(e.dataset.col) })),
  );
  return squares.find((q) => !firsts.has(`${q.row},${q.col}`));
}

/** Drags the domino in hand with a finger (touch events, in small steps) until its first half
 *  is over the square `first`, and lifts it. */
async function fingerDrag(page, player, first) {
  const half = page.locator('[data-hand-domino] [data-half="0"]');
  const a = await half.boundingBox();
  const b = await cell(page, player, first).boundingBox();
  const cdp = await page.context().newCDPSession(page);
  const touch = (type, x, y) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  const [x0, y0] = [a.x + a.width / 2, a.y + a.height / 2];
  const [x1, y1] = [b.x + b.width / 2, b.y + b.height / 2];
  await touch('touchStart', x0, y0);
  for (let i = 1; i <= 12; i++) await touch('touchMove', x0 + ((x1 - x0) * i) / 12, y0 + ((y1 - y0) * i) / 12);
  await touch('touchEnd');
  await cdp.detach();
}

/** On a phone: every part of the table is one tap away (the row under the kingdom brings each
 *  into view), and a small-squared kingdom zooms with two fingers. */
async function phoneReach(page, name) {
  const problems = [];
  for (const button of await page.$$('.jump__to')) {
    const target = await button.getAttribute('data-jump');
    await button.click();
    const shown = await page.$eval(target, (el) => {
      const r = el.getBoundingClientRect();
      return r.top < innerHeight && r.bottom > 0;
    });
    if (!shown) problems.push(`${name}: the jump to ${target} does not show it`);
  }
  const { cell, touch } = await page.$eval(BOARD, (grid) => ({
    cell: grid.querySelector('.kingdom__cell').getBoundingClientRect().width,
    touch: getComputedStyle(grid).touchAction,
  }));
  if (cell < 36 && !touch.includes('pinch-zoom')) problems.push(`${name}: ${cell} px squares that cannot be zoomed`);
  return problems;
}

/** Plays the person's seat 0 by clicks to the end of the game, checking each kind of step at
 *  every viewport the first time it comes; returns the steps seen. */
async function playAndCheck(page, name, size) {
  const seen = new Set();
  const problems = [];
  let taxedThisTurn = false;
  let placements = 0;
  let phonePlacements = 0;
  let refused = false;
  // The board's place at each width, from the first step on.
  const places = new Map();
  const still = async (width, when) => {
    const now = await boardAt(page);
    if (!places.has(width)) places.set(width, now);
    if (now !== places.get(width)) problems.push(`${name} at ${width} px, ${when}: the board moved from ${places.get(width)} to ${now}`);
  };
  for (;;) {
    await page.waitForFunction(
      () => document.querySelector('[data-over]') || document.querySelector('.banner[data-step]'),
      null,
      { timeout: 120_000 },
    );
    if (await isOver(page)) break;
    const step = await page.getAttribute('.banner', 'data-step');
    const before = await page.getAttribute('.banner', 'data-moves');
    const has = async (s) => (await page.$(s)) !== null;
    const state = {
      tax: await has('.estate__tax'),
      build: await has('[data-buildable]'),
      dragon: await has('.builders__burn'),
      endTurn: await has('.estate__end-turn'),
    };
    const key = `${step}${state.tax ? '+tax' : ''}${state.build ? '+build' : ''}`;
    // Every step of the person's turns, at every size; a picture of each kind of step.
    const first = !seen.has(key);
    seen.add(key);
    for (const [width, height] of VIEWPORTS) {
      await page.setViewportSize({ width, height });
      const missing = await outOfView(page, needed(step, state, width));
      if (missing.length > 0) problems.push(`${name} ${key} at ${width}x${height}: ${missing.join(', ')} not in view`);
      await still(width, `at ${key}`);
      const over = await bannerOverflow(page);
      if (over > 0) problems.push(`${name} ${key} at ${width}x${height}: the banner outgrows its slot by ${over} px`);
      if (first) {
        await page.screenshot({ path: `${SHOTS}/guidance-${name}-${key}-${width}.png` });
        if (width < 980 && step === 'place') problems.push(...(await phoneReach(page, name)));
      }
    }
    // Placements in turns at each size: two taps on a phone, two clicks on a desktop.
    const [width, height] = step === 'place' ? VIEWPORTS[placements++ % VIEWPORTS.length] : VIEWPORTS[0];
    await page.setViewportSize({ width, height });
    const press = (locator) => (width < 980 ? locator.tap() : locator.click(CLICK));
    const player = 0;
    if (step === 'choose-first' || step === 'claim') {
      taxedThisTurn = false;
      await claimByClick(page, page.locator('[data-claimable]').first());
    } else if (step === 'place') {
      const domino = await page.getAttribute('[data-hand-domino]', 'data-hand-domino-id');
      const legal = await legalPlacements(page, player, domino, size);
      const choice = legal[0];
      await turnTo(page, choice.dir);
      const wrong = refused ? null : await refusedSquare(page, player, legal, choice.dir);
      if (wrong) {
        // Once a game: a refused placement says why over the foot of the screen, and moves nothing.
        refused = true;
        await press(cell(page, player, wrong));
        await press(cell(page, player, wrong));
        await page.waitForSelector('[data-notice]');
        await still(width, 'after a refused placement');
      }
      if (width < 980 && phonePlacements++ % 2 === 1) {
        await fingerDrag(page, player, choice.first);
      } else {
        await press(cell(page, player, choice.first));
        await still(width, 'after the first tap on a square');
        await press(cell(page, player, choice.first));
      }
      await landAt(page, player, choice.first).catch(async (e) => {
        await page.screenshot({ path: `${SHOTS}/guidance-${name}-failed.png` });
        throw e;
      });
    } else if (step === 'discard') {
      await page.click('.controls__discard', CLICK);
    } else if (step === 'giant') {
      await page.locator(`${BOARD} [data-giant-target]`).first().click(CLICK);
    } else if (state.tax && !taxedThisTurn) {
      taxedThisTurn = true;
      await page.locator('.estate__tax').first().click(CLICK);
    } else if (await has('[data-claimable]')) {
      taxedThisTurn = false;
      await claimByClick(page, page.locator('[data-claimable]').first());
    } else {
      taxedThisTurn = false;
      await page.click('.estate__end-turn', CLICK);
    }
    // The page acts on the click: wait until the move is made.
    await page.waitForFunction(
      (before) => document.querySelector('.banner').dataset.moves !== before,
      before,
      { timeout: 30_000 },
    );
  }
  return { seen, problems };
}

const GAMES = [
  { name: 'kingdomino-2', players: 2, size: 5, expect: ['choose-first', 'place', 'claim'] },
  { name: 'kingdomino-4', players: 4, size: 5, expect: ['choose-first', 'place', 'claim'] },
  { name: 'mighty-duel', duel: true, players: 2, size: 7, expect: ['choose-first', 'place', 'claim'] },
  { name: 'queendomino-4', variant: 'queendomino', players: 4, size: 5, expect: ['choose-first', 'place', 'queendomino+tax', 'queendomino+build'] },
  { name: 'giants-5', giants: true, players: 5, size: 5, expect: ['choose-first', 'place', 'claim', 'giant'] },
  { name: 'royal-wedding-8-teams', variant: 'royal-wedding', players: 8, teams: true, size: 7, expect: ['choose-first', 'place', 'queendomino+tax'] },
];

for (const game of GAMES) {
  test(`${game.name}: the banner names each step, and its controls are in view on every screen`, { timeout: 600_000 }, async () => {
    await withPage(async ({ page, server, errors }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(server.url);
      await openSetup(page);
      if (game.variant) await page.selectOption('select[name=variant]', game.variant);
      if (game.giants) await page.check('input[name=age-of-giants]');
      await page.selectOption('select[name=players]', String(game.players));
      if (game.duel) await page.check('input[name=mighty-duel]');
      if (game.teams) await page.check('input[name=teams]');
      const seats = [{ kind: 'human' }];
      for (let i = 1; i < game.players; i++) {
        seats.push({ kind: 'computer', level: 'greedy' });
        await page.selectOption(`select[name=seat-${i}-kind]`, 'computer');
        await page.selectOption(`select[name=seat-${i}-level]`, 'greedy');
      }
      await setUp(page, { seats, seed: 31 });
      const { seen, problems } = await playAndCheck(page, game.name, game.size);
      // The end: who won and the ways on, at the top of the screen, at every size.
      for (const [width, height] of VIEWPORTS) {
        await page.setViewportSize({ width, height });
        const missing = await outOfView(page, ['[data-winners]', '.end__rematch', '.controls__replay', '.share__button', '.controls__new']);
        if (missing.length > 0) problems.push(`${game.name} end at ${width}x${height}: ${missing.join(', ')} not in view`);
        await page.screenshot({ path: `${SHOTS}/guidance-${game.name}-end-${width}.png` });
      }
      assert.deepEqual(problems, []);
      for (const step of game.expect) {
        assert.ok([...seen].some((s) => s === step || s.startsWith(`${step}+`)), `${game.name}: step ${step} never came (${[...seen]})`);
      }
      assert.deepEqual(errors, []);
    }, { touch: true });
  });
}
