// The guided first game (issue "the stage"): offered on a first visit, played to the person's win
// as a newcomer plays it, by mouse at 1280x800 and by taps on a 390x844 phone. Each gesture is
// taught in a sentence the first time it is needed (claim, place, rotate, discard, the count at
// the end); the move to play glows and any other is refused; the board never moves; nothing is
// kept of it; declined or started, the offer does not come back, and "How to play" leads to it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withPage } from './browser.mjs';
import { SHOTS, drag, CLICK } from './play.mjs';

const LESSONS = {
  claim: /take the glowing domino: (click|tap) it, or drag your king onto it/,
  place: /lay the domino on the glowing squares: .*a half must touch your castle or the same land/,
  rotate: /turn the domino with Rotate ⟳ until each half matches its glowing square/,
  discard: /this domino fits nowhere in your kingdom: discard it, and it scores nothing/,
};
const SCORE = /Each territory scores its squares times its crowns/;

/** The large board's place in the document (scrolling apart): it must never move. */
const boardPlace = (page) => page.$eval('.kingdom:not(.kingdom--compact) .kingdom__grid, .kingdom:not(.kingdom--compact)', (b) => {
  const r = b.getBoundingClientRect();
  return { x: Math.round(r.x + scrollX), y: Math.round(r.y + scrollY), w: Math.round(r.width), h: Math.round(r.height) };
});

/** The two glowing squares of the person's board, the first half's first for the way the
 *  domino in hand is turned (its second half lies one step that way from its first). */
async function glowingSquares(page) {
  const dir = await page.getAttribute('[data-hand-domino] .domino', 'data-dir');
  const cells = await page.$$eval('.kingdom:not(.kingdom--compact) .kingdom__cell--hint[data-player="0"]', (els) =>
    els.map((e) => ({ row: Number(e.dataset.row), col: Number(e.dataset.col) })));
  assert.equal(cells.length, 2, 'two squares glow');
  const [dr, dc] = { n: [-1, 0], e: [0, 1], s: [1, 0], w: [0, -1] }[dir];
  const [a, b] = cells;
  return a.row + dr === b.row && a.col + dc === b.col ? [a, b] : [b, a];
}

const square = (page, { row, col }) =>
  page.locator(`.kingdom:not(.kingdom--compact) [data-player="0"][data-row="${row}"][data-col="${col}"]`);

/** Waits until the person has something to do, or the game is over; true while it is on. */
async function personsTurn(page) {
  await page.waitForFunction(() => document.querySelector('[data-over]') ||
    (document.querySelector('[data-to-move="0"]') &&
      (document.querySelector('.draft__slot--hint[data-claimable]') ||
        document.querySelector('[data-hand-domino]'))), null, { timeout: 60_000 });
  return !(await page.$('[data-over]'));
}

/** Plays the guided game to its end as a newcomer follows it: by the mouse (`touch` false: the
 *  first claim and the first placement dragged, the others clicked) or by taps. Gives the
 *  lessons the banner taught, in order, each once in a row. */
async function followTheGlow(page, touch) {
  const taught = [];
  const place = await boardPlace(page);
  const press = (locator) => (touch ? locator.tap() : locator.click(CLICK));
  let claims = 0;
  let placements = 0;
  while (await personsTurn(page)) {
    assert.deepEqual(await boardPlace(page), place, 'the board never moves');
    const words = await page.textContent('.banner__turn');
    const lesson = Object.keys(LESSONS).find((k) => LESSONS[k].test(words));
    if (lesson && taught.at(-1) !== lesson) taught.push(lesson);
    const moves = Number(await page.getAttribute('.banner', 'data-moves'));
    const glowing = page.locator('.draft__slot--hint');
    if (await glowing.count()) {
      if (claims === 0) {
        // A newcomer's first try: another domino. Refused in a sentence; nothing changes.
        await press(page.locator('[data-claimable]:not(.draft__slot--hint) button').first());
        await page.waitForSelector('[data-notice]');
        assert.match(await page.textContent('[data-notice]'), /In this first game, play the move that glows/);
        assert.equal(Number(await page.getAttribute('.banner', 'data-moves')), moves);
        if (!touch) await drag(page, page.locator('[data-king-hand]'), glowing);
      }
      if (touch || claims > 0) await press(glowing.locator('button'));
      claims++;
    } else if (await page.$('.controls__discard')) {
      assert.ok(await page.$('.controls__discard.controls--glow'), 'the discard glows');
      await press(page.locator('.controls__discard'));
    } else {
      // Turned as the lesson says, as long as it says so; then laid on the glow.
      for (let i = 0; i < 4 && (await page.$('.controls__rotate.controls--glow')); i++) {
        const before = await page.getAttribute('[data-hand-domino] .domino', 'data-dir');
        const said = await page.textContent('.banner__turn');
        assert.match(said, LESSONS.rotate);
        if (taught.at(-1) !== 'rotate') taught.push('rotate');
        await press(page.locator('.controls__rotate'));
        await page.waitForFunction((b) => document.querySelector('[data-hand-domino] .domino')?.dataset.dir !== b, before);
      }
      const [first, second] = await glowingSquares(page);
      if (!touch && placements === 0) {
        await drag(page, page.locator('[data-hand-domino] [data-half="0"]'), square(page, first));
      } else {
        // Either glowing square, tapped twice, lays it.
        const at = square(page, placements % 2 ? second : first);
        await press(at);
        await press(at);
      }
      placements++;
    }
    await page.waitForFunction((m) => Number(document.querySelector('.banner')?.dataset.moves) > m || document.querySelector('[data-over]'), moves)
      .catch(async (e) => {
        await page.screenshot({ path: `${SHOTS}/lesson-stuck.png` });
        throw new Error(`${e.message}: stuck after ${moves} moves (${await page.textContent('.banner')})`);
      });
  }
  return { taught, claims, placements };
}

for (const [size, viewport, touch] of [
  ['1280x800 by mouse', { width: 1280, height: 800 }, false],
  ['390x844 by taps', { width: 390, height: 844 }, true],
]) {
  test(`${size}: the guided first game, offered on a first visit, teaches each gesture once and the newcomer wins`, { timeout: 300_000 }, async () => {
    await withPage(async ({ page, server, errors }) => {
      await page.setViewportSize(viewport);
      await page.goto(server.url);
      const offer = page.locator('.lesson-offer');
      await offer.waitFor();
      assert.match(await offer.textContent(), /New to Kingdomino\?/);
      await (touch ? page.locator('.lesson-offer__play').tap() : page.click('.lesson-offer__play', CLICK));
      await page.waitForSelector('.draft__slot--hint');
      const { taught, claims, placements } = await followTheGlow(page, touch);
      // Each gesture in the order first needed; the turn again whenever the domino needs it.
      assert.deepEqual(taught.filter((l) => l !== 'rotate'), ['claim', 'place', 'discard']);
      assert.deepEqual([...new Set(taught)], ['claim', 'place', 'rotate', 'discard']);
      assert.equal(claims, 12, 'two kings a round, six rounds');
      assert.equal(placements, 11, 'twelve dominoes, one of them discarded');
      // The end: how the count goes, the count, and the newcomer named the winner.
      assert.match(await page.textContent('.end__lesson'), SCORE);
      assert.equal(await page.getAttribute('[data-winners]', 'data-winners'), '0');
      assert.equal(await page.textContent('.end__verdict'), 'You win!');
      await page.screenshot({ path: `${SHOTS}/lesson-won-${viewport.width}.png` });
      // Nothing of it kept: no save, no statistics; the offer is not made again.
      const kept = await page.evaluate(() => Object.keys(localStorage));
      assert.ok(!kept.some((k) => k.startsWith('kingdomino.game.') || k === 'kingdomino.statistics'), kept.join());
      await page.goto(`${server.url}?again`);
      await page.waitForSelector('.setup__quick');
      assert.equal(await page.$('.lesson-offer'), null);
      // "How to play" leads to it again.
      await page.click('.howto summary');
      await page.click('.howto__lesson a');
      await page.waitForSelector('.draft__slot--hint');
      assert.deepEqual(errors, []);
    }, { touch });
  });
}

test('declined, the offer is not made again; a returning player with a game finished never sees it', { timeout: 120_000 }, async () => {
  await withPage(async ({ page, server, errors }) => {
    await page.goto(server.url);
    await page.click('.lesson-offer__decline', CLICK);
    await page.waitForSelector('.lesson-offer', { state: 'detached' });
    await page.reload();
    await page.waitForSelector('.setup__quick');
    assert.equal(await page.$('.lesson-offer'), null);
    // A browser that has finished games (statistics kept) is no newcomer's.
    await page.evaluate(() => {
      localStorage.clear();
      localStorage.setItem('kingdomino.statistics', '{"version":1,"games":[]}');
    });
    await page.reload();
    await page.waitForSelector('.setup__quick');
    assert.equal(await page.$('.lesson-offer'), null);
    assert.deepEqual(errors, []);
  });
});

test('the offer and the first lesson speak German, French and Spanish, with touch words', { timeout: 120_000 }, async () => {
  await withPage(async ({ page, server, errors }) => {
    for (const [lang, claim, offer] of [
      ['de', /nimm das leuchtende Domino: tippe es an/, /Neu bei Kingdomino\?/],
      ['fr', /prenez le domino qui brille : touchez-le/, /Nouveau à Kingdomino/],
      ['es', /toma la ficha que brilla: tócala/, /¿Nuevo en Kingdomino\?/],
    ]) {
      await page.goto(`${server.url}?lang=${lang}`);
      await page.evaluate(() => localStorage.clear());
      await page.goto(`${server.url}?lang=${lang}&fresh`);
      assert.match(await page.locator('.lesson-offer').textContent(), offer);
      await page.goto(`${server.url}?lang=${lang}#learn`);
      await page.waitForSelector('.draft__slot--hint');
      assert.match(await page.textContent('.banner__turn'), claim);
    }
    assert.deepEqual(errors, []);
  }, { touch: true });
});
