// The table as a player meets it (issue "the stage"): moves that travel, words for the screen
// in hand, who won said to the person, and the mistakes a player met, each fixed: the Dragon's
// question beside its Burn, one tax button per outcome, no knight over a building's name, the
// language picker and the screen reader's last line in the language in use.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { withPage } from './browser.mjs';
import { CLI, SHOTS, setUp, playAsPerson, placeByClicks, toMove, legalPlacements, CLICK } from './play.mjs';

const SIZES = [
  ['1280x800', { width: 1280, height: 800 }, false],
  ['1366x768', { width: 1366, height: 768 }, false],
  ['390x844', { width: 390, height: 844 }, true],
];
const record = (...args) => execFileSync(CLI, ['play', ...args], { encoding: 'utf8' }).split('\n');
const opening = (text, n) => text.split('.').slice(0, n).join('.');

/** Watches the travel of the first domino an opponent lays (a Web Animation on a tile laid, not
 *  the squares' own settling): paused at its start, half-way and end, where it is drawn then. */
function watchTravel(page) {
  return page.evaluate(() => {
    window.travels = [];
    const centre = (r) => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 });
    const look = () => {
      for (const a of document.getAnimations()) {
        const tile = a.effect?.target;
        if (a instanceof CSSAnimation || !tile?.matches?.('.kingdom__cell--laid .tile') || a.seen) continue;
        a.seen = true;
        const duration = a.effect.getComputedTiming().duration;
        a.pause();
        const at = (t) => {
          a.currentTime = t;
          return centre(tile.getBoundingClientRect());
        };
        const [start, mid, end] = [at(0), at(duration / 2), at(duration - 0.01)];
        const lines = [...document.querySelectorAll('[data-line="current"] .draft__button')].map((b) => centre(b.getBoundingClientRect()));
        window.travels.push({ start, mid, end, duration, lines, kingdom: tile.closest('[data-kingdom]')?.dataset.kingdom });
        a.currentTime = duration / 2;
        a.play();
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

for (const [size, viewport, touch] of SIZES) {
  test(`${size}: a computer's domino travels from its line to its squares, in under 0.4 s; nothing travels with reduced motion`, { timeout: 180_000 }, async () => {
    await withPage(async ({ page, server, errors }) => {
      await page.setViewportSize(viewport);
      await page.goto(server.url);
      await setUp(page, { seats: [{ kind: 'human' }, { kind: 'computer' }], seed: 12, pace: 'normal' });
      await watchTravel(page);
      // (The person's placements and claims between: the computer moves after each claim.)
      await playAsPerson(page, 0, 3);
      await page.waitForFunction(() => window.travels.some((t) => t.kingdom === '1')).catch(async (e) => {
        throw new Error(`${e.message}: ${JSON.stringify(await page.evaluate(() => window.travels))}`);
      });
      const travel = (await page.evaluate(() => window.travels)).find((t) => t.kingdom === '1');
      const dist = (a, b) => Math.hypot(a.x - b.x, a.y - b.y);
      assert.ok(travel.duration < 400, `it lasts ${travel.duration} ms`);
      // From the domino on its line...
      assert.ok(travel.lines.some((l) => dist(l, travel.start) < 30), `starts on its line: ${JSON.stringify(travel)}`);
      // ...seen between there and its square half-way.
      const whole = dist(travel.start, travel.end);
      assert.ok(whole > 40, `it travels: ${whole} px`);
      assert.ok(dist(travel.mid, travel.start) > whole * 0.2 && dist(travel.mid, travel.end) > whole * 0.2, `mid-way: ${JSON.stringify(travel)}`);
      assert.ok(dist(travel.start, travel.mid) + dist(travel.mid, travel.end) < whole * 1.05, 'on the way, not elsewhere');

      // With reduced motion, nothing travels (the settling of the squares stops too).
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.evaluate(() => { window.travels = []; });
      const moves = Number(await page.getAttribute('.banner', 'data-moves'));
      await playAsPerson(page, 0, 2);
      // The computer's moves included.
      await page.waitForFunction((m) => Number(document.querySelector('.banner').dataset.moves) > m + 4, moves);
      await page.waitForTimeout(600);
      assert.deepEqual(await page.evaluate(() => window.travels), []);
      assert.deepEqual(await page.evaluate(() => document.getAnimations().filter((a) => !(a instanceof CSSAnimation)).length), 0);
      assert.deepEqual(errors, []);
    }, { touch });
  });
}

const QD = record('--players', '2', '--seed', '1', '--queendomino')[0].trim();

test('one tax button per outcome: both halves in one territory make one button', { timeout: 180_000 }, async () => {
  await withPage(async ({ page, server, errors }) => {
    let [merged, apart] = [0, 0];
    const actions = QD.split('.').length;
    for (let n = 8; n < actions && (merged === 0 || apart === 0); n++) {
      await page.goto('about:blank');
      await page.goto(`${server.url}#game=${opening(QD, n)}`);
      await page.waitForSelector('[data-to-move]');
      const buttons = await page.$$eval('.estate__tax', (els) => els.map((e) => e.textContent.trim()));
      if (buttons.length === 0) continue;
      assert.equal(new Set(buttons).size, buttons.length, `two buttons say the same: ${buttons}`);
      // The squares the buttons stand for: one per terrain of the domino just laid.
      const terrains = await page.$$eval('.estate__tax', (els) => els.map((e) => {
        const [r, c] = [e.dataset.taxRow, e.dataset.taxCol];
        return document.querySelector(`.kingdom:not(.kingdom--compact) [data-row="${r}"][data-col="${c}"]`).dataset.terrain;
      }));
      assert.equal(new Set(terrains).size, terrains.length);
      if (buttons.length === 1) merged += 1;
      else apart += 1;
    }
    assert.ok(merged > 0 && apart > 0, `both met: ${merged} with one button, ${apart} with two`);
    assert.deepEqual(errors, []);
  });
});

for (const [size, viewport, touch] of SIZES) {
  test(`${size}: the Dragon's question opens beside its Burn, in view`, { timeout: 120_000 }, async () => {
    await withPage(async ({ page, server, errors }) => {
      await page.setViewportSize(viewport);
      const actions = QD.split('.').length;
      let asked = false;
      for (let n = 8; n < actions && !asked; n++) {
        await page.goto('about:blank');
        await page.goto(`${server.url}#game=${opening(QD, n)}`);
        await page.waitForSelector('[data-to-move]');
        const burn = await page.$('.builders__burn');
        if (!burn) continue;
        // The Burn at the foot of the screen, where the question would open below it.
        await page.evaluate(() => {
          const b = document.querySelectorAll('.builders__burn');
          const last = b[b.length - 1];
          window.scrollBy(0, last.getBoundingClientRect().bottom - innerHeight + 4);
        });
        const spot = await page.$eval('.builders__burn >> nth=-1', (b) => b.closest('[data-spot]').dataset.spot).catch(() => null)
          ?? await page.evaluate(() => { const b = document.querySelectorAll('.builders__burn'); return b[b.length - 1].closest('[data-spot]').dataset.spot; });
        await page.locator(`[data-spot="${spot}"] .builders__burn`).click();
        await page.waitForSelector('.builders__confirm');
        assert.equal(await page.$eval('.builders__confirm', (c) => c.closest('[data-spot]')?.dataset.spot), spot, 'beside its Burn');
        const box = await page.$eval('.builders__confirm', (c) => { const r = c.getBoundingClientRect(); return { top: r.top, bottom: r.bottom }; });
        assert.ok(box.top >= 0 && box.bottom <= viewport.height + 1, `in view: ${JSON.stringify(box)} in ${viewport.height}`);
        await page.screenshot({ path: `${SHOTS}/dragon-question-${size}.png` });
        asked = true;
      }
      assert.ok(asked, 'a Burn was offered');
      assert.deepEqual(errors, []);
    }, { touch });
  });
}

test('no knight covers a building\'s name, on the final boards and the board in play', { timeout: 120_000 }, async () => {
  await withPage(async ({ page, server, errors }) => {
    for (const [size, viewport] of SIZES) {
      await page.setViewportSize(viewport);
      await page.goto('about:blank');
      await page.goto(`${server.url}#game=${QD}`);
      await page.waitForSelector('.sheet--final');
      const overlaps = await page.$$eval('[data-building]', (cells, size) => cells.flatMap((cell) => {
        const knight = cell.querySelector('[data-knight]');
        if (!knight) return [];
        const k = knight.getBoundingClientRect();
        return [...cell.querySelectorAll('.building__name, .building__line')].map((n) => n.getBoundingClientRect())
          .filter((n) => n.width > 0 && k.left < n.right - 0.5 && n.left < k.right - 0.5 && k.top < n.bottom - 0.5 && n.top < k.bottom - 0.5)
          .map((n) => `${size}: knight ${JSON.stringify(k)} over ${JSON.stringify(n)}`);
      }), size);
      const both = await page.$$eval('[data-building]', (cells) => cells.filter((c) => c.querySelector('[data-knight]')).length);
      assert.ok(both > 0, 'a knight stands on a building');
      assert.deepEqual(overlaps, []);
    }
    assert.deepEqual(errors, []);
  });
});

test('after a switch of language the picker shows the language in use and the live region speaks it', { timeout: 60_000 }, async () => {
  await withPage(async ({ page, server, errors }) => {
    await page.goto(`${server.url}?lang=fr`);
    await page.click('.setup__quick');
    await page.waitForSelector('[data-claimable]');
    await page.locator('[data-claimable] button').first().click();
    await page.waitForFunction(() => document.querySelector('[data-announce]').textContent.length > 0);
    const french = await page.textContent('[data-announce]');
    assert.match(french, /^Vous avez réservé le domino/);
    for (const [lang, said] of [['de', /^Du hast Domino \S+ genommen/], ['es', /^Has reservado la ficha/], ['en', /^You claimed domino/]]) {
      await page.selectOption('select[name=lang]', lang);
      await page.waitForFunction((l) => document.documentElement.lang === l, lang);
      assert.equal(await page.$eval('select[name=lang]', (s) => s.value), lang, 'the picker shows the language in use');
      assert.equal(await page.$eval('select[name=lang]', (s) => s.selectedOptions[0].lang), lang);
      assert.match(await page.textContent('[data-announce]'), said);
    }
    assert.deepEqual(errors, []);
  });
});

/** A finished 2-player game in which the first seat has the highest score, and one in which the
 *  second has. */
function finishedGames() {
  const found = {};
  for (let seed = 1; !(found.first && found.second); seed++) {
    const [text, json] = record('--players', '2', '--seed', String(seed));
    const totals = JSON.parse(json).players.map((p) => p.total);
    if (totals[0] > totals[1] && !found.first) found.first = text.trim();
    if (totals[1] > totals[0] && !found.second) found.second = text.trim();
  }
  return found;
}

const YOU = { en: 'You', de: 'Du', fr: 'Vous', es: 'Tú' };
const OPPONENT = { en: 'Greedy', de: 'Gierig', fr: 'Glouton', es: 'Codicioso' };
const YOU_WIN = { en: 'You win!', de: 'Du gewinnst!', fr: 'Vous gagnez !', es: '¡Ganas!' };
const THEY_WIN = { en: 'Greedy wins.', de: 'Gierig gewinnt.', fr: 'Glouton gagne.', es: 'Codicioso gana.' };

test('the end says who won to the person, in the second person of each language', { timeout: 120_000 }, async () => {
  const games = finishedGames();
  await withPage(async ({ page, server, errors }) => {
    for (const lang of ['en', 'de', 'fr', 'es']) {
      for (const [which, verdict] of [['first', YOU_WIN[lang]], ['second', THEY_WIN[lang]]]) {
        await page.goto('about:blank');
        await page.goto(`${server.url}?lang=${lang}`);
        // A finished game against the computer, as the quick game names the seats.
        await page.evaluate(([r, you, them]) => {
          localStorage.clear();
          localStorage.setItem('kingdomino.game.00000000000000aa', JSON.stringify({
            format: 'kingdomino-save', version: 1, record: r,
            seats: [{ name: you, colour: 0, kind: 'human' }, { name: them, colour: 1, kind: 'computer', level: 'greedy' }],
          }));
        }, [games[which], YOU[lang], OPPONENT[lang]]);
        await page.reload();
        await page.click('.setup__resume-button');
        await page.waitForSelector('.end__verdict');
        assert.equal((await page.textContent('.end__verdict')).trim(), verdict, `${lang}, ${which} seat won`);
        assert.match(await page.textContent('[data-announce]'), new RegExp(verdict.replace(/[!.?¡]/g, '\\$&') + '$'));
      }
    }
    assert.deepEqual(errors, []);
  });
});

test('a touch screen is told to tap, a mouse to click, in the banner of each language', { timeout: 120_000 }, async () => {
  const TAP = { en: /tap it/, de: /tippe es an/, fr: /touchez-le/, es: /tócala/ };
  const CLICK = { en: /click it/, de: /klicke es an/, fr: /cliquez dessus/, es: /haz clic/ };
  for (const touch of [true, false]) {
    await withPage(async ({ page, server, errors }) => {
      await page.setViewportSize(touch ? { width: 390, height: 844 } : { width: 1280, height: 800 });
      for (const lang of ['en', 'de', 'fr', 'es']) {
        await page.goto('about:blank');
        await page.goto(`${server.url}?lang=${lang}`);
        await page.click('.setup__quick');
        await page.waitForSelector('[data-claimable]');
        const banner = await page.textContent('.banner__turn');
        assert.match(banner, touch ? TAP[lang] : CLICK[lang]);
        assert.doesNotMatch(banner, touch ? CLICK[lang] : TAP[lang]);
      }
      assert.deepEqual(errors, []);
    }, { touch });
  }
});

const KD = record('--players', '2', '--seed', '6')[0].trim();

/** Where an element is drawn, and whether it is all in the window. */
const boxOf = (page, selector) => page.$eval(selector, (e) => {
  const r = e.getBoundingClientRect();
  return { x: r.x, y: r.y, width: r.width, height: r.height, inView: r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth };
});

for (const [size, viewport] of SIZES.filter(([, , touch]) => !touch)) {
  test(`${size}: at a game's start the kingdom's squares are 64 px or more, its whole room and the draft in view, under a banner of one row`, { timeout: 60_000 }, async () => {
    await withPage(async ({ page, server, errors }) => {
      await page.setViewportSize(viewport);
      for (const [step, ready] of [[2, '[data-claimable]'], [4, '[data-hand-domino]']]) {
        await page.goto('about:blank');
        await page.goto(`${server.url}#game=${opening(KD, step)}`);
        await page.waitForSelector(ready);
        const cell = await boxOf(page, '.kingdom:not(.kingdom--compact) .kingdom__cell');
        assert.ok(cell.width >= 64 && cell.height >= 64, `a square is ${cell.width} px`);
        const room = await boxOf(page, '.kingdom:not(.kingdom--compact) .kingdom__grid');
        assert.ok(room.inView, `the 9x9 room in view: ${JSON.stringify(room)}`);
        assert.ok((await boxOf(page, '.draft')).inView, 'the draft in view');
        const banner = await boxOf(page, '.banner');
        assert.ok(banner.height <= 90, `the banner is ${banner.height} px tall`);
      }
      await page.screenshot({ path: `${SHOTS}/stage-${size}.png` });
      // A claim with the page scrolled to its foot (the score sheet, the moves): the banner's
      // "Lines ↑", shown only then, brings the king to drag and the line back in one click.
      await page.goto('about:blank');
      await page.goto(`${server.url}#game=${opening(KD, 2)}`);
      await page.waitForSelector('[data-claimable]');
      assert.equal(await page.isVisible('.banner__to-lines'), false, 'at the top, nothing to bring back');
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForFunction(() => scrollY > 0);
      await page.waitForSelector('.banner__to-lines', { state: 'visible' });
      // Pressed where it is drawn (the banner stays at the top; nothing to scroll to it).
      const button = await page.locator('.banner__to-lines').boundingBox();
      await page.mouse.click(button.x + button.width / 2, button.y + button.height / 2, CLICK);
      for (const target of ['[data-king-hand]', '[data-claimable]']) {
        await page.waitForFunction((t) => {
          const r = document.querySelector(t).getBoundingClientRect();
          const banner = document.querySelector('.banner').getBoundingClientRect();
          return r.top >= banner.bottom && r.bottom <= innerHeight;
        }, target);
      }
      assert.deepEqual(errors, []);
    });
  });
}

test('390x844: a draft domino is 44 px tall or more, tap-tap leads the placing, and the banner brings the line back in one tap', { timeout: 60_000 }, async () => {
  await withPage(async ({ page, server, errors }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}#game=${opening(KD, 4)}`);
    await page.waitForSelector('[data-hand-domino]');
    const domino = await boxOf(page, '.draft__slot .domino');
    assert.ok(domino.height >= 44, `a draft domino is ${domino.height} px tall`);
    assert.match(await page.textContent('.banner__turn'), /place domino \S+: tap a square twice, or drag it/);
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390, 'nothing wider than the phone');
    // A claim, with the page scrolled to its foot: one tap on the banner brings the line.
    await page.goto('about:blank');
    await page.goto(`${server.url}#game=${opening(KD, 2)}`);
    await page.waitForSelector('[data-claimable]');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(() => document.querySelector('[data-claimable]').getBoundingClientRect().bottom < 0);
    await page.tap('.banner__to-lines');
    await page.waitForFunction(() => {
      const r = document.querySelector('[data-claimable]').getBoundingClientRect();
      return r.top >= 0 && r.bottom <= innerHeight;
    });
    await page.screenshot({ path: `${SHOTS}/stage-390x844.png` });
    assert.deepEqual(errors, []);
  }, { touch: true });
});

/** The last move of a game made in the page, by whoever is to move: the end as a player sees it. */
async function lastMove(page, server, { reduce = false } = {}) {
  if (reduce) await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('about:blank');
  await page.goto(`${server.url}#game=${opening(KD, KD.split('.').length - 1)}`);
  await page.waitForSelector('[data-hand-domino]');
  const player = await toMove(page);
  const domino = await page.getAttribute('[data-hand-domino]', 'data-hand-domino-id');
  if ((await legalPlacements(page, player, domino)).length === 0) await page.click('.controls__discard', CLICK);
  else await placeByClicks(page, player);
  await page.waitForSelector('.end__verdict');
  await page.waitForSelector('.count__territory');
}

/** Each animated part of the end, with its delay in ms ('none' when it does not move). */
const endParts = (page) => page.evaluate(() => {
  const timing = (e) => {
    const style = getComputedStyle(e);
    return { name: style.animationName, delay: parseFloat(style.animationDelay) * (style.animationDelay.endsWith('ms') ? 1 : 1000), opacity: style.opacity };
  };
  return {
    territories: [...document.querySelectorAll('.count__territory')].map((e) => ({ ...timing(e), squares: e.querySelector('.count__fill').getAttribute('d').split('z').length - 1 })),
    totals: [...document.querySelectorAll('.count__total')].map(timing),
    verdict: timing(document.querySelector('.end__verdict')),
    skip: !!document.querySelector('.end__skip') && getComputedStyle(document.querySelector('.end__skip')).display !== 'none',
  };
});

test('the end counts each kingdom territory by territory, outlined, names the winner last, and one tap skips it', { timeout: 120_000 }, async () => {
  await withPage(async ({ page, server, errors }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await lastMove(page, server);
    const counting = await endParts(page);
    assert.ok(counting.territories.length > 4 && counting.territories.every((s) => s.name === 'territory-counted'));
    // One outline and one total a territory, each outline holding its squares.
    assert.equal(counting.territories.length, counting.totals.length);
    assert.ok(counting.territories.every((t) => t.squares >= 1));
    const moments = [...new Set(counting.totals.map((t) => t.delay))].sort((a, b) => a - b);
    assert.ok(moments.length >= 3, `territories counted one after another: ${moments}`);
    // Each territory is outlined when its points appear.
    for (const m of moments) assert.ok(counting.territories.some((t) => t.delay === m));
    assert.equal(counting.verdict.name, 'verdict-arrives');
    assert.ok(counting.verdict.delay > moments[moments.length - 1], `the winner last: ${counting.verdict.delay} after ${moments}`);
    assert.ok(counting.skip, 'a way to skip');
    await page.screenshot({ path: `${SHOTS}/end-counting.png` });
    // One tap anywhere on the table: everything at once.
    await page.click('.game__layout');
    await page.waitForSelector('.game--revealed');
    const skipped = await endParts(page);
    assert.equal(skipped.verdict.name, 'none');
    assert.equal(skipped.verdict.opacity, '1');
    assert.ok(skipped.territories.every((s) => s.name === 'none') && skipped.totals.every((t) => t.opacity === '1'));
    assert.equal(skipped.skip, false);
    await page.screenshot({ path: `${SHOTS}/end-counted.png` });
    assert.deepEqual(errors, []);
  });
});

test('with reduced motion the end shows its counts and its winner at once', { timeout: 120_000 }, async () => {
  await withPage(async ({ page, server, errors }) => {
    await lastMove(page, server, { reduce: true });
    const still = await endParts(page);
    assert.ok(still.territories.length > 4 && still.territories.every((s) => s.name === 'none'));
    assert.equal(still.verdict.name, 'none');
    assert.equal(still.verdict.opacity, '1');
    assert.equal(still.skip, false);
    assert.deepEqual(errors, []);
  });
});

/** Watches the first Web Animation (not a CSS one) on an element matching `piece`: paused at its
 *  start, half-way and end, where it is drawn then. */
function watchPiece(page, piece) {
  return page.evaluate((piece) => {
    window.pieceTravels = [];
    const centre = (r) => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 });
    const look = () => {
      for (const a of document.getAnimations()) {
        const el = a.effect?.target;
        if (a instanceof CSSAnimation || !el?.matches?.(piece) || a.seen) continue;
        a.seen = true;
        const duration = a.effect.getComputedTiming().duration;
        a.pause();
        const at = (t) => {
          a.currentTime = t;
          return centre(el.getBoundingClientRect());
        };
        const [start, mid, end] = [at(0), at(duration / 2), at(duration - 0.01)];
        window.pieceTravels.push({ start, mid, end, duration });
        a.currentTime = duration / 2;
        a.play();
      }
      if (window.pieceTravels.length === 0) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, piece);
}

for (const [size, viewport, touch] of SIZES.filter(([s]) => s !== '1366x768')) {
  test(`${size}: a building, a knight and a giant travel to their squares from where they were, in under 0.4 s`, { timeout: 180_000 }, async () => {
    await withPage(async ({ page, server, errors }) => {
      await page.setViewportSize(viewport);
      for (const [what, args, token, piece, from] of [
        ['a knight', ['--players', '2', '--seed', '3', '--queendomino'], /^n/, '.kingdom__knight', () => '[data-knights-kingdom]'],
        ['a building', ['--players', '2', '--seed', '3', '--queendomino'], /^b/, '.kingdom__building', (t) => `.builders [data-spot="${t[1]}"]`],
        ['a giant', ['--players', '2', '--seed', '3', '--age-of-giants'], /^g/, '.kingdom__giant', () => '.giants__box'],
      ]) {
        const text = record(...args)[0].trim();
        const tokens = text.split('.').map((t, i) => (i === 0 ? t.split('_').pop() : t));
        const index = tokens.findIndex((t) => token.test(t));
        assert.ok(index > 0, `${what}: the record has one`);
        await page.goto('about:blank');
        await page.goto(`${server.url}#replay=${text}`);
        await page.waitForSelector('[data-replay-at]');
        await page.$eval('.replay__slider', (el, at) => {
          el.value = String(at);
          el.dispatchEvent(new Event('input', { bubbles: true }));
        }, index);
        await page.waitForSelector(`[data-replay-at="${index}"]`);
        // Where the piece comes from, before the move: its spot, its row of the estate, the box.
        const sources = await page.$$eval(from(tokens[index]), (els) => els.map((e) => {
          const r = e.getBoundingClientRect();
          return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
        }));
        assert.ok(sources.length > 0, `${what}: its source is drawn`);
        await watchPiece(page, piece);
        await page.click('.replay__forward', CLICK);
        await page.waitForFunction(() => window.pieceTravels.length > 0, null, { timeout: 10_000 })
          .catch((e) => { throw new Error(`${what}: nothing travelled (${e.message})`); });
        const [travel] = await page.evaluate(() => window.pieceTravels);
        const distance = (a, b) => Math.hypot(a.x - b.x, a.y - b.y);
        assert.ok(travel.duration < 400, `${what}: ${travel.duration} ms`);
        assert.ok(Math.min(...sources.map((s) => distance(s, travel.start))) < 8, `${what}: starts where it was: ${JSON.stringify({ travel, sources })}`);
        assert.ok(distance(travel.start, travel.end) > 20, `${what}: it travels`);
        const half = distance(travel.start, travel.mid) / distance(travel.start, travel.end);
        assert.ok(half > 0.2 && half < 0.95, `${what}: half-way between (${half.toFixed(2)})`);
      }
      assert.deepEqual(errors, []);
    }, { touch });
  });
}
