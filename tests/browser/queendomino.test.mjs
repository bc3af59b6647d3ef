// A 2-player Queendomino game at one screen, played to the end by dragging dominoes, knights
// and buildings; the final score sheet must agree with the command-line tool's replay.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withPage } from './browser.mjs';
import { SHOTS, cli, setUp, isOver, shownTotals, queendominoStep, openSetup } from './play.mjs';

test('a 2-player Queendomino game with drag and drop for placing, taxing and building', { timeout: 300_000 }, async () => {
  await withPage(async ({ page, server, errors }) => {
    await page.goto(server.url);
    await openSetup(page);
    await page.selectOption('select[name=variant]', 'queendomino');
    await setUp(page, { seats: [{ kind: 'human' }, { kind: 'human' }], seed: 2027 });
    await page.waitForSelector('.builders');

    const tally = { placements: 0, taxes: 0, builds: 0, claims: 0 };
    while (!(await isOver(page))) {
      await queendominoStep(page, 7, tally);
    }
    const { placements, taxes, builds, claims } = tally;
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
    // The pieces on the boards: each knight drawn in its kingdom's colour (the castle's flag), and
    // each building's whole name inside its square, however long, at 1280 px and on a phone.
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      const pieces = await page.$$eval('.kingdom [role=gridcell]', (cells) => {
        const flag = (grid) => grid.querySelector('.castle path:last-child')?.getAttribute('fill');
        return cells.flatMap((cell) => {
          const box = cell.getBoundingClientRect();
          const knight = cell.querySelector('[data-knight] .piece--knight path');
          const lines = [...cell.querySelectorAll('.building__line text')].map((t) => t.getBoundingClientRect());
          return [
            ...(knight ? [{ kind: 'knight', fill: knight.getAttribute('fill'), castle: flag(cell.closest('.kingdom__grid')) }] : []),
            ...lines.map((r) => ({ kind: 'name', inside: r.width > 0 && r.left >= box.left - 0.5 && r.right <= box.right + 0.5 })),
          ];
        });
      });
      const knights = pieces.filter((p) => p.kind === 'knight');
      const names = pieces.filter((p) => p.kind === 'name');
      assert.ok(knights.length >= 2 && names.length >= 3, `pieces on the boards: ${JSON.stringify(pieces)}`);
      for (const k of knights) assert.equal(k.fill, k.castle, 'a knight wears its kingdom\'s colour');
      assert.ok(names.every((n) => n.inside), `every building's name inside its square at ${width} px`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
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
