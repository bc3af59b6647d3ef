// Whole 2-player games played with the keyboard alone, Kingdomino and Queendomino: Tab to a
// domino and Enter to claim it; Tab to the kingdom, Enter for the cursor, the arrows to move it, R
// to turn the domino and Enter to place; Tab to Discard when nothing fits; in Queendomino Tab to
// a tax button, to a building (Enter picks it) and to a town to build on, and to End the turn.
// The focus is always visible. The final scores equal the command-line tool's replay.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withPage } from './browser.mjs';
import {
  cli, setUp, isOver, shownTotals, legalPlacements, landAt, handDir, toMove, openSetup } from './play.mjs';

/** Presses Tab until the focus is on an element matching `selector`; checks it shows. */
async function tabTo(page, selector) {
  for (let i = 0; i < 300; i++) {
    const on = await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);
    if (on) {
      const outline = await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle);
      assert.notEqual(outline, 'none', `the focus on ${selector} is visible`);
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** Plays the person to move's next step with keys only; returns what it did. */
async function keyboardStep(page, size, placements) {
  const player = await toMove(page);
  if (await page.$('[data-hand-domino]')) {
    if (await page.$('.controls__discard')) {
      await tabTo(page, '.controls__discard');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => !document.querySelector('.controls__discard'));
      return 'place';
    }
    const domino = await page.getAttribute('[data-hand-domino]', 'data-hand-domino-id');
    const legal = await legalPlacements(page, player, domino, size);
    const choice = legal[placements % legal.length];
    await tabTo(page, '.kingdom__grid[tabindex="0"]');
    await page.keyboard.press('Enter'); // the cursor starts on the castle
    for (let r = 0; r < Math.abs(choice.first.row); r++) await page.keyboard.press(choice.first.row < 0 ? 'ArrowUp' : 'ArrowDown');
    for (let c = 0; c < Math.abs(choice.first.col); c++) await page.keyboard.press(choice.first.col < 0 ? 'ArrowLeft' : 'ArrowRight');
    // As a person does: see the domino turn before pressing again (a press read before the
    // last was drawn would turn it past the way wanted).
    for (let i = 0; i < 4 && (await handDir(page)) !== choice.dir; i++) {
      const before = await handDir(page);
      await page.keyboard.press('r');
      await page.waitForFunction((b) => document.querySelector('[data-hand-domino] .domino')?.dataset.dir !== b, before);
    }
    assert.equal(await handDir(page), choice.dir);
    await page.keyboard.press('Enter');
    assert.ok(await landAt(page, player, choice.first));
    return 'place';
  }
  if (await page.$('.estate__tax')) {
    const n = await page.$$eval('.estate__tax', (els) => els.length);
    await tabTo(page, '.estate__tax');
    await page.keyboard.press('Enter');
    await page.waitForFunction((k) => document.querySelectorAll('.estate__tax').length !== k, n);
    return 'tax';
  }
  if (await page.$('[data-buildable]')) {
    await tabTo(page, '[data-buildable]');
    await page.keyboard.press('Enter');
    const target = await page.waitForSelector('.builders__build-here', { timeout: 2_000 }).catch(() => null);
    if (target) {
      await tabTo(page, '.builders__build-here');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => !document.querySelector('.builders__build-here'));
      return 'build';
    }
    await page.keyboard.press('Enter'); // no free town: put the building back
  }
  if (await page.$('[data-claimable]')) {
    const before = await page.$$eval('[data-claimable]', (els) => els.length);
    await tabTo(page, '[data-claimable] button');
    await page.keyboard.press('Enter');
    await page.waitForFunction((n) => document.querySelectorAll('[data-claimable]').length !== n || document.querySelector('[data-hand-domino]'), before);
    return 'claim';
  }
  await tabTo(page, '.estate__end-turn');
  await page.keyboard.press('Enter');
  await page.waitForFunction((p) => document.querySelector('[data-over]') || document.querySelector('[data-to-move]')?.dataset.toMove !== String(p) || !document.querySelector('.estate__end-turn'), player);
  return 'end';
}

for (const [game, size, dominoes] of [['kingdomino', 5, 24], ['queendomino', 7, 48]]) {
  test(`a whole 2-player ${game} game with the keyboard alone`, { timeout: 300_000 }, async () => {
    await withPage(async ({ page, server, errors }) => {
      await page.goto(server.url);
      await openSetup(page);
      await page.selectOption('select[name=variant]', game);
      await setUp(page, { seats: [{ kind: 'human' }, { kind: 'human' }], seed: 21 });
      const done = { place: 0, tax: 0, build: 0, claim: 0, end: 0 };
      while (!(await isOver(page))) {
        done[await keyboardStep(page, size, done.place)]++;
      }
      assert.equal(done.place, dominoes, JSON.stringify(done));
      if (game === 'queendomino') assert.ok(done.tax > 0 && done.build > 0, JSON.stringify(done));
      const record = await page.getAttribute('[data-record]', 'data-record');
      assert.deepEqual(await shownTotals(page), cli('replay', record).players.map((p) => p.total));
      assert.deepEqual(errors, []);
    });
  });
}
