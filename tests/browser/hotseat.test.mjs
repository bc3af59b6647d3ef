// Two people at one screen play a whole seeded game by dragging dominoes and claiming with clicks
// and king drags; the score sheet must agree with the command-line tool's replay of the record.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withPage } from './browser.mjs';
import {
  SHOTS, cli, setUp, legalPlacements, cell, landAt, handDir, turnTo, drag, toMove, isOver,
  shownTotals, tableSnapshot,
} from './play.mjs';

test('a 2-player hot-seat game played with drag and drop to the end', { timeout: 240_000 }, async () => {
  await withPage(async ({ page, server, errors }) => {
    await page.goto(server.url);
    await setUp(page, { seats: [{ kind: 'human' }, { kind: 'human' }], seed: 20261122 });
    await page.screenshot({ path: `${SHOTS}/hotseat-start.png` });

    let claims = 0;
    let placements = 0;
    let checkedRefusal = false;
    let checkedRotation = false;
    let sawPreview = false;
    while (!(await isOver(page))) {
      const player = await toMove(page);
      const claimable = page.locator('[data-claimable]');
      if ((await claimable.count()) > 0) {
        // Alternate: click a domino, or drag the king onto one.
        const target = claimable.nth(claims % (await claimable.count()));
        const number = await target.getAttribute('data-domino');
        if (claims % 2 === 0) await target.locator('button').click();
        else await drag(page, page.locator('[data-king-hand]'), target);
        await page.waitForFunction(
          (n) => !document.querySelector(`[data-domino="${n}"][data-claimable]`),
          number,
        );
        claims++;
        continue;
      }
      const domino = Number(await page.getAttribute('[data-hand-domino]', 'data-hand-domino'));
      const legal = await legalPlacements(page, player, domino);
      if (!checkedRotation) {
        // R, the button, the wheel and a right click each turn the domino a quarter.
        const order = ['e', 's', 'w', 'n'];
        const start = await handDir(page);
        const next = (d) => order[(order.indexOf(d) + 1) % 4];
        await page.keyboard.press('r');
        assert.equal(await handDir(page), next(start));
        await page.click('.controls__rotate');
        assert.equal(await handDir(page), next(next(start)));
        const hand = page.locator('[data-hand-domino]');
        await hand.hover();
        await page.mouse.wheel(0, 120);
        assert.equal(await handDir(page), next(next(next(start))));
        await hand.click({ button: 'right' });
        assert.equal(await handDir(page), start);
        checkedRotation = true;
      }
      if (!checkedRefusal) {
        // A drop where nothing connects is refused with the rules' reason and changes nothing.
        const before = await tableSnapshot(page);
        await turnTo(page, 'e');
        const far = cell(page, player, { row: -3, col: -3 });
        await drag(page, page.locator('[data-hand-domino] [data-half="0"]'), far, async () => {
          assert.match(await page.textContent('[data-verdict="bad"]'), /Cannot go here/);
        });
        const notice = await page.textContent('[data-notice="refused"]');
        assert.match(notice, /neither half touches the castle or a square of the same terrain/);
        assert.equal(await tableSnapshot(page), before);
        assert.equal(await toMove(page), player);
        checkedRefusal = true;
      }
      if (legal.length === 0) {
        await page.click('.controls__discard');
      } else {
        // Vary the choice so the game uses every direction.
        const choice = legal[(placements * 7) % legal.length];
        await turnTo(page, choice.dir);
        const target = cell(page, player, choice.first);
        await drag(page, page.locator('[data-hand-domino] [data-half="0"]'), target, async () => {
          if (await page.$('[data-verdict="ok"]')) sawPreview = true;
        });
        const terrain = await landAt(page, player, choice.first);
        assert.ok(terrain, `domino ${domino} landed at ${JSON.stringify(choice)}`);
      }
      placements++;
      if (placements === 6) await page.screenshot({ path: `${SHOTS}/hotseat-mid-game.png` });
    }
    assert.equal(placements, 24, 'two players lay 12 dominoes each');
    assert.ok(checkedRefusal && checkedRotation && sawPreview);

    const record = await page.getAttribute('[data-record]', 'data-record');
    const replay = cli('replay', record);
    assert.equal(replay.over, true);
    assert.deepEqual(await shownTotals(page), replay.players.map((p) => p.total));
    await page.screenshot({ path: `${SHOTS}/hotseat-score-sheet.png`, fullPage: true });
    assert.deepEqual(errors, []);
  });
});
