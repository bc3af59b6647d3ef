// A whole 2-player game played with the keyboard alone: Tab to a domino and Enter to claim it;
// Tab to the kingdom, Enter for the cursor, the arrows to move it, R to turn the domino and Enter
// to place; Tab to Discard when nothing fits. The focus is always visible. The final scores
// equal the command-line tool's replay of the record.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withPage } from './browser.mjs';
import {
  cli, setUp, isOver, shownTotals, legalPlacements, landAt, handDir, toMove,
} from './play.mjs';

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

test('a whole 2-player game with the keyboard alone', { timeout: 300_000 }, async () => {
  await withPage(async ({ page, server, errors }) => {
    await page.goto(server.url);
    await setUp(page, { seats: [{ kind: 'human' }, { kind: 'human' }], seed: 21 });
    let placements = 0;
    while (!(await isOver(page))) {
      const player = await toMove(page);
      if (await page.$('[data-claimable]')) {
        const before = await page.$$eval('[data-claimable]', (els) => els.length);
        await tabTo(page, '[data-claimable] button');
        await page.keyboard.press('Enter');
        await page.waitForFunction((n) => document.querySelectorAll('[data-claimable]').length !== n || document.querySelector('[data-hand-domino]'), before);
        continue;
      }
      if (await page.$('.controls__discard')) {
        await tabTo(page, '.controls__discard');
        await page.keyboard.press('Enter');
        placements++;
        await page.waitForFunction(() => !document.querySelector('.controls__discard'));
        continue;
      }
      const domino = await page.getAttribute('[data-hand-domino]', 'data-hand-domino-id');
      const legal = await legalPlacements(page, player, domino);
      const choice = legal[placements % legal.length];
      await tabTo(page, '.kingdom__grid[tabindex="0"]');
      await page.keyboard.press('Enter'); // the cursor starts on the castle
      for (let r = 0; r < Math.abs(choice.first.row); r++) await page.keyboard.press(choice.first.row < 0 ? 'ArrowUp' : 'ArrowDown');
      for (let c = 0; c < Math.abs(choice.first.col); c++) await page.keyboard.press(choice.first.col < 0 ? 'ArrowLeft' : 'ArrowRight');
      for (let i = 0; i < 4 && (await handDir(page)) !== choice.dir; i++) await page.keyboard.press('r');
      assert.equal(await handDir(page), choice.dir);
      await page.keyboard.press('Enter');
      assert.ok(await landAt(page, player, choice.first));
      placements++;
    }
    assert.equal(placements, 24, 'two players lay 12 dominoes each');
    const record = await page.getAttribute('[data-record]', 'data-record');
    assert.deepEqual(await shownTotals(page), cli('replay', record).players.map((p) => p.total));
    assert.deepEqual(errors, []);
  });
});
