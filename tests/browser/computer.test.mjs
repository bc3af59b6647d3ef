// One person against three computer seats: a whole 4-player game, with a reload in the middle
// that resumes the saved game, and saves that cannot be read reported in one clear line.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withPage } from './browser.mjs';
import {
  SHOTS, cli, setUp, claimByClick, waitForSeat, legalPlacements, cell, landAt, turnTo, toMove, shownTotals, tableSnapshot, openSetup } from './play.mjs';

async function pile(page) {
  return page.getAttribute('[data-pile]', 'data-pile');
}

test('a 4-player game against the computer survives a reload', { timeout: 300_000 }, async () => {
  await withPage(async ({ page, server, errors }) => {
    await page.goto(server.url);
    const seats = [{ kind: 'human' }, { kind: 'computer' }, { kind: 'computer' }, { kind: 'computer' }];
    await setUp(page, { seats, seed: 4242 });

    let placements = 0;
    let reloaded = false;
    let undone = false;
    while (await waitForSeat(page, 0)) {
      assert.equal(await toMove(page), 0);
      const claimable = page.locator('[data-claimable]');
      if ((await claimable.count()) > 0) {
        await claimByClick(page, claimable.last());
        continue;
      }
      const domino = Number(await page.getAttribute('[data-hand-domino]', 'data-hand-domino'));
      const legal = await legalPlacements(page, 0, domino);
      const beforeMove = await tableSnapshot(page);
      if (legal.length === 0) {
        await page.click('.controls__discard');
      } else {
        const choice = legal[(placements * 5) % legal.length];
        await turnTo(page, choice.dir);
        if (placements % 2 === 0) {
          // Click the square, then click it again to place.
          await cell(page, 0, choice.first).click();
          await cell(page, 0, choice.first).click();
        } else {
          // Keyboard only: Enter puts the cursor on the castle, arrows move it, Enter places.
          await page.focus('.kingdom__grid[tabindex="0"]');
          await page.keyboard.press('Enter');
          const { row, col } = choice.first;
          for (let i = 0; i < Math.abs(row); i++) await page.keyboard.press(row < 0 ? 'ArrowUp' : 'ArrowDown');
          for (let i = 0; i < Math.abs(col); i++) await page.keyboard.press(col < 0 ? 'ArrowLeft' : 'ArrowRight');
          await page.keyboard.press('Enter');
        }
        assert.ok(await landAt(page, 0, choice.first), 'placed');
        if (placements === 2 && !undone) {
          // Undo takes the placement back: the same domino is in hand again, the board as before.
          await page.click('.controls__undo');
          await page.waitForSelector(`[data-hand-domino="${domino}"]`);
          assert.equal(await tableSnapshot(page), beforeMove);
          assert.equal(await toMove(page), 0);
          undone = true;
          continue;
        }
      }
      placements++;

      if (placements === 5 && !reloaded) {
        // Reload mid-game: the saved game is offered and resumes exactly where it was.
        await page.waitForFunction(() => document.querySelector('[data-to-move]')?.dataset.toMove !== undefined);
        const before = await tableSnapshot(page);
        const left = await pile(page);
        const mover = await toMove(page);
        await page.reload();
        await page.waitForSelector('.setup__resume');
        await page.click('.setup__resume-button');
        await page.waitForSelector('.banner');
        assert.equal(await tableSnapshot(page), before);
        assert.equal(await pile(page), left);
        assert.equal(await toMove(page), mover);
        reloaded = true;
      }
    }
    assert.ok(reloaded && undone);
    assert.equal(placements, 12, 'the person laid (or discarded) 12 dominoes');
    const record = await page.getAttribute('[data-record]', 'data-record');
    const replay = cli('replay', record);
    assert.deepEqual(await shownTotals(page), replay.players.map((p) => p.total));
    await page.screenshot({ path: `${SHOTS}/computer-final.png`, fullPage: true });

    // Saves that cannot be read: one clear line, the normal start screen, nothing lost.
    const broken = [
      ['{not json', /not valid JSON/],
      ['{"format":"kingdomino-save","version":0,"record":"KD1_4_-_1_","seats":[]}', /older version/],
      ['{"format":"kingdomino-save","version":1,"record":"KD1_4_-_1_k99","seats":[]}', /action 1/],
    ];
    for (const [text, why] of broken) {
      await page.evaluate((t) => localStorage.setItem('kingdomino.save', t), text);
      await page.reload();
      const notice = await page.waitForSelector('[data-notice="problem"]');
      const line = await notice.textContent();
      assert.match(line, /could not be read/);
      assert.match(line, why);
      assert.ok(await page.isVisible('.setup__quick'));
      assert.equal(await page.evaluate(() => localStorage.getItem('kingdomino.save.set-aside')), text);
      assert.equal(await page.evaluate(() => localStorage.getItem('kingdomino.save')), null);
    }
    await page.screenshot({ path: `${SHOTS}/corrupt-save.png` });
    assert.deepEqual(errors, []);
  });
});

test('one click on the start page starts a game against Greedy, a level a newcomer can beat', { timeout: 60_000 }, async () => {
  await withPage(async ({ page, server }) => {
    await page.goto(server.url);
    await page.click('.setup__quick');
    await page.waitForSelector('[data-to-move]');
    const names = await page.$$eval('.sheet__name', (els) => els.map((e) => e.textContent.trim()));
    assert.deepEqual(names.sort(), ['Greedy', 'You']);
    // The full setup is one step further, behind its summary.
    await page.click('.controls__new');
    assert.equal(await page.isVisible('.setup__start'), false);
    await page.click('.setup__more summary');
    await page.waitForSelector('.setup__start', { state: 'visible' });
  });
});
