// Helpers that play the game the way a person does: read the board, drag, click, press keys.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';

export const ROOT = new URL('../../', import.meta.url).pathname;
export const CLI = process.env.KINGDOMINO_CLI ?? `${ROOT}target/debug/kingdomino`;
export const SHOTS = `${ROOT}target/screenshots`;
mkdirSync(SHOTS, { recursive: true });

/** A person's click: the button stays down for a moment, so the page sees the press and the
 *  release as two events apart (as from a real mouse), not both in one task. */
export const CLICK = { delay: 60 };

const LETTER = { wheat: 'W', forest: 'F', lake: 'L', grassland: 'G', swamp: 'S', mine: 'M', town: 'T' };

/** Runs the command-line tool and parses its JSON answer. */
export function cli(...args) {
  return JSON.parse(execFileSync(CLI, args, { encoding: 'utf8' }).trim().split('\n').pop());
}

/** Opens the full setup (one step past the quick-start button) and waits for it. */
export async function openSetup(page) {
  await page.waitForSelector('.setup__more');
  await page.$eval('.setup__more', (d) => { d.open = true; });
  await page.waitForSelector('.setup__start');
}

/** Starts a game from the setup screen. seats: [{ kind: 'human' | 'computer', level }]; a
 *  computer plays as the Expert unless its level is given (the form's own default is Greedy). */
export async function setUp(page, { seats, seed, pace = 'fast' }) {
  await openSetup(page);
  await page.selectOption('select[name=players]', String(seats.length));
  for (const [i, seat] of seats.entries()) {
    await page.selectOption(`select[name=seat-${i}-kind]`, seat.kind);
    if (seat.kind === 'computer') await page.selectOption(`select[name=seat-${i}-level]`, seat.level ?? 'expert');
  }
  await page.fill('input[name=seed]', String(seed));
  await page.selectOption('select[name=pace]', pace);
  await page.click('.setup__start');
  await page.waitForSelector('.banner');
}

/** The large board's squares: [{ row, col, terrain, crowns, castle, last }] (`last`: a square
 *  of an opponent's domino laid since the person's last action). `board` picks another board. */
export async function boardCells(page, player, board = `.kingdom:not(.kingdom--compact) [data-player="${player}"]`) {
  return page.$$eval(`${board}[data-row]`, (els) =>
    els.map((e) => ({
      row: Number(e.dataset.row),
      col: Number(e.dataset.col),
      terrain: e.dataset.terrain ?? null,
      crowns: Number(e.dataset.crowns ?? 0),
      castle: e.classList.contains('kingdom__cell--castle'),
      last: e.classList.contains('kingdom__cell--their-last'),
    })),
  );
}

/** Lays the domino in hand of `player` at its first legal placement with clicks (turn, then a
 *  square clicked twice), and waits until it shows. */
export async function placeByClicks(page, player, size = 5) {
  const domino = await page.getAttribute('[data-hand-domino]', 'data-hand-domino-id');
  const [choice] = await legalPlacements(page, player, domino, size);
  await turnTo(page, choice.dir);
  await cell(page, player, choice.first).click(CLICK);
  await cell(page, player, choice.first).click(CLICK);
  return landAt(page, player, choice.first);
}

/** Every placed square of every kingdom on the page, as text, to compare states. */
export async function tableSnapshot(page) {
  return page.$$eval('[data-player][data-row]', (els) =>
    els
      .filter((e) => e.dataset.terrain)
      .map((e) => `${e.dataset.player}:${e.dataset.row},${e.dataset.col}=${e.dataset.terrain}${e.dataset.crowns}`)
      .sort()
      .join(' '),
  );
}

/** The kingdom in the project's notation, and where its first cell sits in castle coordinates. */
export function notation(cells) {
  const used = cells.filter((c) => c.terrain || c.castle);
  const rows = used.map((c) => c.row);
  const cols = used.map((c) => c.col);
  const top = Math.min(...rows);
  const left = Math.min(...cols);
  const lines = [];
  for (let r = top; r <= Math.max(...rows); r++) {
    let line = '';
    for (let c = left; c <= Math.max(...cols); c++) {
      const cell = used.find((x) => x.row === r && x.col === c);
      if (!cell) line += '.';
      else if (cell.castle) line += 'C';
      else line += LETTER[cell.terrain] + (cell.crowns > 0 ? cell.crowns : '');
    }
    lines.push(line);
  }
  return { text: lines.join('/'), top, left };
}

/** Legal placements of `domino` for `player`, from the command-line tool, in castle coordinates. */
export async function legalPlacements(page, player, domino, size = 5) {
  const { text, top, left } = notation(await boardCells(page, player));
  const queendomino = String(domino).startsWith('Q') ? ['--queendomino'] : [];
  const { placements } = cli('legal', text, String(domino), '--size', String(size), ...queendomino);
  return placements.map(([[r1, c1], [r2, c2]]) => ({
    first: { row: r1 + top, col: c1 + left },
    dir: { '-1,0': 'n', '0,1': 'e', '1,0': 's', '0,-1': 'w' }[`${r2 - r1},${c2 - c1}`],
  }));
}

/** Waits until the square shows land on whichever board shows `player`; returns its terrain. */
export async function landAt(page, player, { row, col }) {
  const land = page.locator(`[data-player="${player}"][data-row="${row}"][data-col="${col}"][data-terrain]`).first();
  await land.waitFor({ timeout: 5_000 });
  return land.getAttribute('data-terrain');
}

export function cell(page, player, { row, col }) {
  return page.locator(`.kingdom:not(.kingdom--compact) [data-player="${player}"][data-row="${row}"][data-col="${col}"]`);
}

export async function handDir(page) {
  return page.getAttribute('[data-hand-domino] .domino', 'data-dir');
}

/** Turns the domino in hand with the R key, a quarter turn at a time, until its second half
 *  points `dir`. */
export async function turnTo(page, dir) {
  for (let i = 0; i < 4 && (await handDir(page)) !== dir; i++) {
    const before = await handDir(page);
    await page.keyboard.press('r');
    // As a person does: see the domino turn before pressing again.
    await page.waitForFunction(
      (b) => document.querySelector('[data-hand-domino] .domino')?.dataset.dir !== b,
      before,
      { timeout: 5_000 },
    );
  }
  if ((await handDir(page)) !== dir) throw new Error(`could not turn the domino to ${dir}`);
}

/** Presses the pointer on `from`, moves in steps like a hand would, and lets go over `to`.
 *  `beforeDrop` runs while the domino hovers over the target. */
export async function drag(page, from, to, beforeDrop) {
  // A person scrolls what they grab into view first (the page does not scroll mid-drag), no
  // further than needed.
  await from.evaluate((el) => el.scrollIntoView({ block: 'nearest' }));
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 15, a.y + a.height / 2 - 10, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  if (beforeDrop) await beforeDrop();
  await page.mouse.up();
}

export async function toMove(page) {
  const el = await page.$('[data-to-move]');
  return el ? Number(await el.getAttribute('data-to-move')) : null;
}

export async function isOver(page) {
  return (await page.$('[data-over]')) !== null;
}

/** The totals on the score sheet, by player. */
export async function shownTotals(page) {
  return page.$$eval('[data-score-player]', (els) =>
    els
      .map((e) => [Number(e.dataset.scorePlayer), Number(e.textContent)])
      .sort((x, y) => x[0] - y[0])
      .map(([, total]) => total),
  );
}

/** Claims the domino in a draft slot with a click and waits until the claim shows. */
export async function claimByClick(page, slot) {
  const number = await slot.getAttribute('data-domino');
  await slot.locator('button').click(CLICK);
  await page.waitForFunction((n) => !document.querySelector(`[data-domino="${n}"][data-claimable]`), number);
}

/** Claims the domino in a draft slot by dragging the king from the hand onto it, and waits
 *  until the claim shows. */
export async function claimByDrag(page, slot) {
  const id = await slot.getAttribute('data-domino-id');
  await drag(page, page.locator('[data-king-hand]'), slot);
  await page.waitForFunction((d) => !document.querySelector(`[data-domino-id="${d}"][data-claimable]`), id);
}

/** Waits until the person in `seat` (any seat for null) must act, or the game is over; true
 *  while the game is on. */
export async function waitForSeat(page, seat = 0, timeout = 120_000) {
  await page.waitForFunction(
    (s) =>
      document.querySelector('[data-over]') ||
      (document.querySelector(s === null ? '[data-to-move]' : `[data-to-move="${s}"]`) &&
        (document.querySelector('[data-claimable]') || document.querySelector('[data-hand-domino]'))),
    seat,
    { timeout },
  );
  return !(await page.$('[data-over]'));
}

/** Waits until a person has something to do (place, claim, or end a Queendomino turn), or the
 *  game is over; true while it is on. */
export async function waitForPeople(page, timeout = 120_000) {
  await page.waitForFunction(
    () =>
      document.querySelector('[data-over]') ||
      document.querySelector('[data-claimable]') ||
      document.querySelector('[data-hand-domino]') ||
      document.querySelector('.estate__end-turn'),
    null,
    { timeout },
  );
  return !(await isOver(page));
}

/** Plays `seat` (every person's seat for null) to the end of the game with clicks only:
 *  claims, then a square clicked twice. Stops after `limit` placements; returns how many. */
export async function playAsPerson(page, only = 0, limit = Infinity) {
  let placements = 0;
  while (placements < limit && (await waitForSeat(page, only))) {
    const seat = only ?? (await toMove(page));
    const claimable = page.locator('[data-claimable]');
    if ((await claimable.count()) > 0) {
      await claimByClick(page, claimable.first());
      continue;
    }
    const domino = Number(await page.getAttribute('[data-hand-domino]', 'data-hand-domino'));
    const legal = await legalPlacements(page, seat, domino);
    // (Kingdomino only: Queendomino's turns have more steps; see queendomino.test.mjs.)
    if (legal.length === 0) {
      await page.click('.controls__discard', CLICK);
    } else {
      const choice = legal[placements % legal.length];
      await turnTo(page, choice.dir);
      await cell(page, seat, choice.first).click(CLICK);
      await cell(page, seat, choice.first).click(CLICK);
      await landAt(page, seat, choice.first).catch(async (e) => {
        // What the page showed, for whoever reads the failure.
        await page.screenshot({ path: `${SHOTS}/play-as-person-failed.png` });
        const state = await page.evaluate(() => ({
          step: document.querySelector('.banner')?.dataset.step,
          moves: document.querySelector('.banner')?.dataset.moves,
          cursor: [...document.querySelectorAll('.kingdom__cell--cursor')].map((c) => `${c.dataset.row},${c.dataset.col}`),
          notices: [...document.querySelectorAll('[data-notice]')].map((n) => n.textContent),
          dir: document.querySelector('[data-hand-domino] .domino')?.dataset.dir,
        }));
        throw new Error(`${e.message}; placing ${JSON.stringify(choice)}; the page: ${JSON.stringify(state)}`);
      });
    }
    placements++;
  }
  return placements;
}

/** The kingdom shown on the large board (team-mates share one). */
export async function largeKingdom(page) {
  return Number(await page.getAttribute('.kingdom:not(.kingdom--compact)', 'data-kingdom'));
}

/** One step of a Queendomino turn (the Royal Wedding's too) for the person to move, the way a
 *  person does it: place the domino in hand by dragging it (discard when it fits nowhere), tax by
 *  dragging a knight onto it (checking the coins shown during the drag arrive), build by dragging
 *  a building onto a free town square, claim by dragging the king (every third claim by a
 *  click), or end the turn. `tally` counts placements, taxes, builds and claims. */
export async function queendominoStep(page, size, tally) {
  const player = await toMove(page);
  const hand = await page.$('[data-hand-domino]');
  if (hand) {
    const domino = await hand.getAttribute('data-hand-domino-id');
    const legal = await legalPlacements(page, player, domino, size);
    if (legal.length === 0) {
      await page.click('.controls__discard', CLICK);
    } else {
      const choice = legal[(tally.placements * 3) % legal.length];
      await turnTo(page, choice.dir);
      await drag(page, page.locator('[data-hand-domino] [data-half="0"]'), cell(page, player, choice.first));
      await landAt(page, player, choice.first);
    }
    tally.placements++;
    return;
  }
  const kingdom = await largeKingdom(page);
  const tax = await page.$('.estate__tax');
  if (tax) {
    const at = { row: Number(await tax.getAttribute('data-tax-row')), col: Number(await tax.getAttribute('data-tax-col')) };
    const coinsBefore = Number(await page.textContent(`[data-coins-kingdom="${kingdom}"]`));
    let preview = '';
    await drag(page, page.locator('[data-knight-hand]'), cell(page, player, at), async () => {
      preview = await page.getAttribute('[data-tax-preview]', 'data-tax-preview');
    });
    if (!/^\+\d+ coins?$/.test(preview)) throw new Error(`tax preview: ${preview}`);
    const gained = Number(preview.slice(1).split(' ')[0]);
    await page.waitForFunction(
      ([k, c]) => Number(document.querySelector(`[data-coins-kingdom="${k}"]`).textContent) === c,
      [kingdom, coinsBefore + gained],
    );
    tally.taxes++;
    return;
  }
  const town = page.locator(`.kingdom:not(.kingdom--compact) [data-player="${player}"][data-terrain="town"]:not([data-building])`);
  if ((await page.$('[data-buildable]')) && (await town.count()) > 0) {
    const target = town.first();
    const [row, col] = [await target.getAttribute('data-row'), await target.getAttribute('data-col')];
    // In turns: the building dragged onto the square, or clicked and then the square clicked.
    if (tally.builds % 2 === 0) {
      await drag(page, page.locator('[data-buildable]').first(), cell(page, player, { row, col }));
    } else {
      await page.locator('[data-buildable]').first().click(CLICK);
      await page.waitForSelector('.builders__spot--selected');
      await cell(page, player, { row, col }).click(CLICK);
    }
    await page.waitForFunction(
      ([p, r, c]) => document.querySelector(`[data-player="${p}"][data-row="${r}"][data-col="${c}"][data-building]`),
      [player, row, col],
    );
    tally.builds++;
    return;
  }
  const claimable = page.locator('[data-claimable]');
  if ((await claimable.count()) > 0) {
    if (tally.claims % 3 === 2) {
      await claimByClick(page, claimable.first());
    } else {
      await claimByDrag(page, claimable.first());
    }
    tally.claims++;
    return;
  }
  await page.click('.estate__end-turn');
  await page.waitForFunction(
    (p) =>
      document.querySelector('[data-over]') ||
      document.querySelector('[data-to-move]')?.dataset.toMove !== String(p) ||
      !document.querySelector('.estate__end-turn'),
    player,
  );
}

/** Records every request the page makes, to check none leaves the game's own host. */
export function watchRequests(page) {
  const urls = [];
  page.on('request', (r) => urls.push(r.url()));
  return urls;
}

/** Waits until the service worker controls the page (on a first visit, once it has taken over). */
export async function controlledByServiceWorker(page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
    }
  });
}
