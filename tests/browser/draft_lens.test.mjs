// The drafting lens, as a person uses it: turned on beside Study, each domino of the lines shows
// what its best placement would add to each kingdom (the command line's scores of every legal
// placement agree), the unseen dominoes are tallied (the box less what the table shows), the
// kingdom does not move while the person plays with it on (a phone's screen too), and it is off
// in the deal of the day even when this browser keeps it on.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withPage } from './browser.mjs';
import {
  SHOTS, CLICK, cli, setUp, boardCells, playAsPerson, waitForSeat, claimByClick,
} from './play.mjs';

const LETTER = { wheat: 'W', forest: 'F', lake: 'L', grassland: 'G', swamp: 'S', mine: 'M', town: 'T' };
const BOARD = '.kingdom:not(.kingdom--compact) .kingdom__grid';

/** A kingdom's cells in the notation: one letter and crowns a square, rows joined by "/". */
function written(cells) {
  const rows = cells.map((c) => c.row);
  const cols = cells.map((c) => c.col);
  const lines = [];
  for (let r = Math.min(...rows); r <= Math.max(...rows); r++) {
    let line = '';
    for (let c = Math.min(...cols); c <= Math.max(...cols); c++) {
      const cell = cells.find((x) => x.row === r && x.col === c);
      line += cell ? cell.text : '.';
    }
    lines.push(line);
  }
  return lines.join('/');
}

/** The squares `player` has built (the castle "C"), each once, from whichever board shows them. */
async function built(page, player) {
  const cells = await boardCells(page, player, `[data-player="${player}"]`);
  const seen = new Map();
  for (const c of cells) {
    if (!c.terrain && !c.castle) continue;
    const text = c.castle ? 'C' : LETTER[c.terrain] + (c.crowns > 0 ? c.crowns : '');
    seen.set(`${c.row},${c.col}`, { row: c.row, col: c.col, text });
  }
  return [...seen.values()];
}

/** The most a placement of `domino` adds to `player`'s kingdom: each legal placement laid on a
 *  copy of the board and scored by the command line; "×" when none is legal. */
async function bestGain(page, player, domino) {
  const cells = await built(page, player);
  const before = cli('score', written(cells)).total;
  const halves = cli('legal', written(cells), String(domino)).placements;
  if (halves.length === 0) return '×';
  const top = Math.min(...cells.map((c) => c.row));
  const left = Math.min(...cells.map((c) => c.col));
  let best = -Infinity;
  for (const [[r1, c1, t1], [r2, c2, t2]] of halves) {
    const squares = [[r1, c1, t1], [r2, c2, t2]].map(([r, c, t]) => ({
      row: r + top, col: c + left, text: t[0] + (t.slice(1) === '0' ? '' : t.slice(1)),
    }));
    best = Math.max(best, cli('score', written([...cells, ...squares])).total - before);
  }
  return best > 0 ? `+${best}` : String(best);
}

test('the drafting lens gives each domino\'s worth to each kingdom and tallies the unseen', { timeout: 300_000 }, async () => {
  await withPage(async ({ page, server, errors }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(server.url);
    await setUp(page, { seats: [{ kind: 'human' }, { kind: 'computer', level: 'greedy' }], seed: 33 });
    await page.check('.lens__switch', CLICK);
    await page.waitForSelector('.lens__tally');
    // Two placements of the person's, then a claim: kingdoms with something to score.
    await playAsPerson(page, 0, 2);
    assert.ok(await waitForSeat(page, 0));
    await page.waitForSelector('[data-claimable] .lens__worth');
    const free = await page.$$eval('[data-claimable]', (els) => els.map((e) => e.dataset.domino));
    assert.ok(free.length > 0);
    for (const domino of free) {
      const shown = await page.$$eval(`[data-lens-domino="${domino}"] [data-kingdom]`, (els) =>
        els.map((e) => [e.dataset.kingdom, e.dataset.worth]));
      assert.equal(shown.length, 2, `domino ${domino}: a worth for each kingdom`);
      for (const [kingdom, worth] of shown) {
        assert.equal(worth, await bestGain(page, Number(kingdom), domino), `domino ${domino} to kingdom ${kingdom}`);
      }
    }
    // The unseen: the 48 of the box less the lines' and the kingdoms' dominoes.
    const lines = await page.locator('.draft__slot:not(.draft__slot--taken)').count();
    const placed = ((await built(page, 0)).length - 1 + (await built(page, 1)).length - 1) / 2;
    const unseen = Number(await page.getAttribute('.lens__tally', 'data-unseen'));
    assert.equal(unseen, 48 - lines - placed);
    const squares = await page.$$eval('[data-squares]', (els) => els.reduce((n, e) => n + Number(e.dataset.squares), 0));
    assert.equal(squares, 2 * unseen);
    assert.equal(await page.getAttribute('.lens__tally', 'data-to-come'), await page.getAttribute('.draft__pile', 'data-pile'));
    await page.screenshot({ path: `${SHOTS}/lens-1280.png` });
    // Turned off, it is gone, and stays off in this browser.
    await page.uncheck('.lens__switch', CLICK);
    await page.waitForFunction(() => !document.querySelector('.lens__worth, .lens__tally'));
    assert.equal(await page.evaluate(() => localStorage.getItem('kingdomino.lens')), 'off');
    await page.reload();
    await page.waitForSelector('.banner, .setup__more');
    assert.equal(await page.locator('.lens__worth, .lens__tally').count(), 0);
    assert.deepEqual(errors, []);
  });
});

test('on a phone, the lens keeps the kingdom still and the claim in view', { timeout: 300_000 }, async () => {
  await withPage(async ({ page, server, errors }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(server.url);
    await page.evaluate(() => localStorage.setItem('kingdomino.lens', 'on'));
    await page.goto(server.url);
    await setUp(page, { seats: [{ kind: 'human' }, { kind: 'computer', level: 'greedy' }], seed: 34 });
    await page.waitForSelector('.lens__tally');
    const boardAt = () => page.$eval(BOARD, (g) => {
      window.scrollTo(0, 0);
      const r = g.getBoundingClientRect();
      return [r.x, r.y, r.width, r.height].map(Math.round).join(',');
    });
    const first = await boardAt();
    for (let turn = 0; turn < 4; turn++) {
      assert.ok(await waitForSeat(page, 0));
      assert.equal(await boardAt(), first, `turn ${turn}: the kingdom stays where it was`);
      const claimable = page.locator('[data-claimable]');
      if ((await claimable.count()) > 0) {
        // The claim and its worth are on the first screen.
        const box = await claimable.first().boundingBox();
        assert.ok(box.y + box.height <= 844, `turn ${turn}: the claim is in view`);
        await page.screenshot({ path: `${SHOTS}/lens-390-${turn}.png` });
        await claimByClick(page, claimable.first());
      } else {
        await playAsPerson(page, 0, 1);
      }
    }
    const across = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(across <= 390, `nothing scrolls sideways (${across} px)`);
    assert.deepEqual(errors, []);
  });
});

test('the lens is off in the deal of the day, even when this browser keeps it on', { timeout: 120_000 }, async () => {
  await withPage(async ({ page, server, errors }) => {
    await page.clock.setFixedTime(new Date('2026-11-25T10:00:00Z'));
    await page.goto(server.url);
    await page.evaluate(() => localStorage.setItem('kingdomino.lens', 'on'));
    await page.goto(`${server.url}#daily=2026-11-25`);
    await page.waitForSelector('.banner');
    await page.waitForSelector('.draft__slot');
    assert.equal(await page.locator('.lens__switch').count(), 0);
    assert.equal(await page.locator('.lens__worth, .lens__tally').count(), 0);
    assert.deepEqual(errors, []);
  });
});
