// The deck "To practise", as a person uses it: a finished game against the Expert reviewed, its
// Mistakes and Blunders become puzzles of their positions in the deck; the start page offers
// them; one missed and one solved; back after a simulated day, solved again; back three days
// later, missed and started over. Every verdict is the Expert's value of the answer: the move
// the person played in the game, given again, costs what the command line's review says.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withPage } from './browser.mjs';
import { CLI, SHOTS, CLICK, cli, turnTo, cell, watchRequests } from './play.mjs';
import { execFileSync } from 'node:child_process';

const DAY = 24 * 60 * 60 * 1000;
const DECK = 'kingdomino.practice';

/** The deck as kept: its cards, each `{ due, step, first, puzzle }`. */
async function deck(page) {
  const text = await page.evaluate((key) => localStorage.getItem(key), DECK);
  assert.ok(text, 'a deck is kept');
  const [header, ...lines] = text.split('\n').filter((l) => l !== '');
  assert.equal(header, 'deck 1');
  return lines.map((l) => {
    const [due, step, first, puzzle] = l.split(' ');
    return { due, step: Number(step), first, puzzle };
  });
}

/** Gives `token` (a record's action) as the answer, as a person plays it. */
async function answer(page, token) {
  if (token.startsWith('k')) {
    await page.locator(`[data-domino="${token.slice(1)}"][data-claimable] button`).click(CLICK);
  } else if (token === 'x') {
    await page.click('.controls__discard', CLICK);
  } else {
    const [, row, col, dir] = token.match(/^r(-?\d+)c(-?\d+)([nesw])$/);
    const seat = Number(await page.getAttribute('[data-to-move]', 'data-to-move'));
    const at = { row: Number(row), col: Number(col) };
    await turnTo(page, dir);
    await cell(page, seat, at).click(CLICK);
    await cell(page, seat, at).click(CLICK);
  }
  await page.waitForSelector('.practice__verdict', { timeout: 120_000 });
  return page.$eval('.practice__verdict', (v) => ({
    right: v.dataset.right === 'true',
    grade: v.dataset.grade,
    givenUp: Number(v.dataset.givenUp),
  }));
}

/** The start page on `now`, its deck's due count. */
async function startPage(page, url, now) {
  await page.clock.setFixedTime(now);
  await page.goto(url);
  await page.reload();
  await page.waitForSelector('.deck');
  return Number(await page.getAttribute('.deck', 'data-due'));
}

/** Opens the first puzzle due from the start page; its decision. */
async function practiseFirst(page, decisions) {
  await page.click('.deck__start', CLICK);
  await page.waitForSelector('.practice');
  const puzzle = await page.getAttribute('.practice', 'data-practice');
  return byPuzzle(decisions, puzzle);
}

function byPuzzle(decisions, puzzle) {
  const found = decisions.find((d) => d.puzzle === puzzle);
  assert.ok(found, `the puzzle ${puzzle} is a costly decision of the person`);
  return found;
}

/** Pictures at each size; what `selector` names is in view, as it is to a person. */
async function looks(page, label, selector) {
  for (const [width, height] of [[1280, 800], [1366, 768], [390, 844]]) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/practice-${label}-${width}.png` });
    const box = await page.locator(selector).first().boundingBox();
    assert.ok(box && box.y >= 0 && box.y + box.height <= height, `${label} at ${width}: ${selector} in view`);
    const across = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(across <= width, `${label} at ${width}: nothing scrolls sideways (${across} px)`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a reviewed game\'s mistakes come back as puzzles: missed, solved, back after 1 and 3 days, missed and reset', async () => {
  const record = execFileSync(CLI, ['play', '--players', '2', '--seed', '11'], { encoding: 'utf8' }).split('\n')[0].trim();
  const actions = record.split('_')[4].split('.');
  const head = record.split('_').slice(0, 4).join('_');
  const review = cli('review', record);
  // The person sat first; the Expert's slips are not theirs.
  const decisions = review.decisions
    .filter((d) => d.player === 1 && ['mistake', 'blunder'].includes(d.grade))
    .map((d) => ({ ...d, puzzle: `${head}_${actions.slice(0, d.move - 1).join('.')}` }));
  assert.ok(decisions.length >= 3, 'the game has mistakes to practise');

  await withPage(async ({ page, server, errors }) => {
    const today = Date.now();
    await page.clock.setFixedTime(today);
    // The game, finished at this table against the Expert, and reviewed.
    await page.goto(`${server.url}#game=${record}&seats=human,expert`);
    await page.click('.end__review', CLICK);
    await page.waitForSelector('[data-review-complete]', { timeout: 240_000 });
    await page.waitForFunction((key) => localStorage.getItem(key) !== null, DECK);
    const cards = await deck(page);
    assert.deepEqual(cards.map((c) => c.puzzle), decisions.map((d) => d.puzzle));
    assert.ok(cards.every((c) => c.step === 0 && c.first === '-'));

    // The start page offers them all today.
    assert.equal(await startPage(page, server.url, today), decisions.length);
    await looks(page, 'deck', '.deck__start');

    // The first: the move played in the game, given again, is judged as the review judged it.
    let d = await practiseFirst(page, decisions);
    assert.equal(d.move, decisions[0].move, 'the oldest comes first');
    await looks(page, 'asked', '[data-claimable]');
    let verdict = await answer(page, d.played);
    assert.equal(verdict.right, false);
    assert.equal(verdict.grade, d.grade);
    assert.ok(Math.abs(verdict.givenUp - d.given_up) < 0.006, `${verdict.givenUp} against the review's ${d.given_up}`);
    assert.ok(await page.isVisible('.review__best'), 'the Expert\'s best is named');
    await looks(page, 'missed', '.practice__next');

    // The next: the Expert's best is right.
    await page.click('.practice__next', CLICK);
    await page.waitForFunction((p) => document.querySelector('.practice')?.dataset.practice !== p, d.puzzle);
    d = byPuzzle(decisions, await page.getAttribute('.practice', 'data-practice'));
    verdict = await answer(page, d.best);
    assert.equal(verdict.right, true, `${d.best} at move ${d.move}`);
    await looks(page, 'solved', '.practice__verdict');
    let kept = await deck(page);
    assert.deepEqual(kept.slice(0, 2).map((c) => [c.step, c.first]), [[0, 'n'], [1, 'y']]);

    // A day later both come back (with the two not answered yet); both solved now.
    const due = await startPage(page, server.url, today + DAY);
    assert.equal(due, decisions.length);
    for (const move of [decisions[0].move, decisions[1].move]) {
      if (move !== decisions[0].move) {
        await page.click('.practice__next', CLICK);
        await page.waitForFunction(() => !document.querySelector('.practice__verdict'));
      } else {
        await page.click('.deck__start', CLICK);
      }
      await page.waitForSelector('.practice');
      d = byPuzzle(decisions, await page.getAttribute('.practice', 'data-practice'));
      assert.equal(d.move, move);
      verdict = await answer(page, d.best);
      assert.equal(verdict.right, true, `${d.best} at move ${d.move}`);
    }
    kept = await deck(page);
    assert.deepEqual(kept.slice(0, 2).map((c) => [c.step, c.first]), [[1, 'n'], [2, 'y']]);

    // Three days after that the second is back: missed, it starts over, due the next day.
    const later = today + 4 * DAY;
    assert.ok((await startPage(page, server.url, later)) >= 1);
    await looks(page, 'later', '.deck');
    const second = decisions[1];
    await page.goto(`${server.url}#puzzle=${second.puzzle}`);
    await page.reload();
    await page.waitForSelector('.practice');
    verdict = await answer(page, second.played);
    assert.equal(verdict.right, false);
    kept = await deck(page);
    const card = kept.find((c) => c.puzzle === second.puzzle);
    assert.equal(card.step, 0, 'missed, it starts over');
    assert.equal(card.first, 'y', 'its first answer stays');
    const tomorrow = new Date(later + DAY).toISOString().slice(0, 10);
    assert.equal(card.due, tomorrow);

    // The start page counts the puzzles solved first time.
    await startPage(page, server.url, later);
    assert.equal(await page.getAttribute('.deck__tally', 'data-first-time'), '1');
    assert.deepEqual(errors, []);
  });
});

test('a puzzle\'s link, sent to a fresh browser, opens in the page\'s build and judges an answer, keeping no deck', async () => {
  const record = execFileSync(CLI, ['play', '--players', '2', '--seed', '11'], { encoding: 'utf8' }).split('\n')[0].trim();
  const head = record.split('_').slice(0, 4).join('_');
  const actions = record.split('_')[4].split('.');
  const d = cli('review', record).decisions.find((x) => x.played.startsWith('k') && x.grade !== 'best');
  const puzzle = `${head}_${actions.slice(0, d.move - 1).join('.')}`;
  await withPage(async ({ page, server, errors }) => {
    const urls = watchRequests(page);
    await page.goto(`${server.url}#puzzle=${puzzle}`);
    await page.waitForSelector(`.practice[data-practice="${puzzle}"]`);
    // The page's build (the lighter one a friend's link loads holds no puzzle's screens).
    assert.ok(urls.some((u) => /\/app-[0-9a-f]+_bg\.wasm$/.test(u)), 'the page\'s build');
    assert.ok(!urls.some((u) => /\/game-[0-9a-f]+_bg\.wasm$/.test(u)), 'not the lighter one');
    const verdict = await answer(page, d.played);
    assert.equal(verdict.grade, d.grade);
    assert.ok(Math.abs(verdict.givenUp - d.given_up) < 0.006);
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), DECK), null, 'no deck made of a link');
    assert.deepEqual(errors, []);
  });
});
