// A 2-player Queendomino game at one screen, played to the end by dragging dominoes, knights
// and buildings; the final score sheet must agree with the command-line tool's replay.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withPage } from './browser.mjs';
import {
  SHOTS, cli, setUp, claimByClick, claimByDrag, legalPlacements, cell, landAt, turnTo, drag, toMove, isOver, shownTotals,
} from './play.mjs';

test('a 2-player Queendomino game with drag and drop for placing, taxing and building', { timeout: 300_000 }, async () => {
  await withPage(async ({ page, server, errors }) => {
    await page.goto(server.url);
    await page.waitForSelector('.setup__start');
    await page.selectOption('select[name=variant]', 'queendomino');
    await setUp(page, { seats: [{ kind: 'human' }, { kind: 'human' }], seed: 2027 });
    await page.waitForSelector('.builders');

    let taxes = 0;
    let builds = 0;
    let placements = 0;
    let claims = 0;
    while (!(await isOver(page))) {
      const player = await toMove(page);
      const claimable = page.locator('[data-claimable]');
      const hand = await page.$('[data-hand-domino]');
      if (hand) {
        const domino = (await hand.getAttribute('data-hand-domino'));
        const legal = await legalPlacements(page, player, `Q${domino}`, 7);
        if (legal.length === 0) {
          await page.click('.controls__discard');
        } else {
          const choice = legal[(placements * 3) % legal.length];
          await turnTo(page, choice.dir);
          await drag(page, page.locator('[data-hand-domino] [data-half="0"]'), cell(page, player, choice.first));
          await landAt(page, player, choice.first);
        }
        placements++;
        continue;
      }
      // After placing: tax by dragging a knight onto the new domino, with the coins shown first.
      const tax = await page.$('.estate__tax');
      if (tax) {
        const at = { row: Number(await tax.getAttribute('data-tax-row')), col: Number(await tax.getAttribute('data-tax-col')) };
        const coinsBefore = Number(await page.textContent(`[data-coins-player="${player}"]`));
        let preview = '';
        await drag(page, page.locator('[data-knight-hand]'), cell(page, player, at), async () => {
          preview = await page.getAttribute('[data-tax-preview]', 'data-tax-preview');
        });
        assert.match(preview, /^\+\d+ coins$/);
        const gained = Number(preview.slice(1).split(' ')[0]);
        await page.waitForFunction(
          ([p, c]) => Number(document.querySelector(`[data-coins-player="${p}"]`).textContent) === c,
          [player, coinsBefore + gained],
        );
        taxes++;
        continue;
      }
      // Build by dragging an affordable building onto a free town square.
      const town = page.locator(`.kingdom:not(.kingdom--compact) [data-player="${player}"][data-terrain="town"]:not([data-building])`);
      const building = page.locator('[data-buildable] ').first();
      if ((await page.$('[data-buildable]')) && (await town.count()) > 0) {
        const target = town.first();
        const spot = await building.getAttribute('data-building-spot');
        const [row, col] = [await target.getAttribute('data-row'), await target.getAttribute('data-col')];
        await drag(page, building, cell(page, player, { row, col }));
        await page.waitForFunction(
          ([p, r, c]) => document.querySelector(`[data-player="${p}"][data-row="${r}"][data-col="${c}"][data-building]`),
          [player, row, col],
        );
        assert.ok(spot !== null);
        builds++;
        continue;
      }
      if ((await claimable.count()) > 0) {
        // Drag the king onto most claims (the Queendomino domino of that number, not
        // Kingdomino's), click some.
        const slot = claimable.first();
        if (claims % 3 === 2) {
          await claimByClick(page, slot);
        } else {
          await claimByDrag(page, slot);
        }
        claims++;
        continue;
      }
      await page.click('.estate__end-turn');
      await page.waitForFunction((p) => document.querySelector('[data-over]') || document.querySelector('[data-to-move]')?.dataset.toMove !== String(p) || !document.querySelector('.estate__end-turn'), player);
    }
    assert.equal(placements, 48, 'two players lay 24 dominoes each');
    assert.ok(taxes > 5, `taxes: ${taxes}`);
    assert.ok(builds > 2, `buildings: ${builds}`);
    const record = await page.getAttribute('[data-record]', 'data-record');
    assert.match(record, /^QD2_2_/);
    assert.ok(claims >= 40, `claims: ${claims}`);
    // The order of actions held: no tax after a building or the Dragon in any turn.
    for (const turn of record.split('_')[4].split(/\.(?=k|e)/)) {
      const acts = turn.split('.');
      const firstLater = acts.findIndex((a) => /^[bd]/.test(a));
      if (firstLater >= 0) assert.ok(!acts.slice(firstLater).some((a) => a.startsWith('n')), turn);
    }
    const replay = cli('replay', record);
    assert.deepEqual(await shownTotals(page), replay.players.map((p) => p.total));
    await page.screenshot({ path: `${SHOTS}/queendomino-final.png`, fullPage: true });
    // The way on is on screen at the end on a desktop and on a phone: new game, the replay, the
    // link; the replay viewer opens from it.
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      for (const control of ['.controls__new', '.controls__replay', '.share__button']) {
        assert.ok(await page.isVisible(control), `${control} at ${width} px`);
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.click('.controls__replay');
    await page.waitForSelector('[data-replay-at]');
    assert.deepEqual(errors, []);
  });
});
