// Screen readers and automated checks: axe-core finds no serious or critical problem on any
// screen; a kingdom is a grid of labelled squares; the draft line names its dominoes; every move,
// the computer's included, is announced in a polite live region, and so is the end of the game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { withPage } from './browser.mjs';
import { axeProblems } from './axe.mjs';
import { CLI, SHOTS, setUp, playAsPerson } from './play.mjs';

function recordOf(...args) {
  return execFileSync(CLI, ['play', ...args], { encoding: 'utf8' }).split('\n')[0].trim();
}

const KD = recordOf('--players', '2', '--seed', '6');
const QD = recordOf('--players', '2', '--seed', '6', '--queendomino');
const opening = (record, n) => record.split('.').slice(0, n).join('.');

const SCREENS = [
  ['setup', '', '.setup__quick'],
  ['kingdomino in progress', `#game=${opening(KD, 4)}`, '[data-hand-domino]'],
  ['queendomino in progress', `#game=${opening(QD, 9)}`, '.builders'],
  ['score sheet', `#game=${KD}`, '.sheet--final .chart'],
  ['replay viewer', `#replay=${QD}`, '[data-replay-at]'],
  ['board viewer', '#kingdom=WW1FL/SCM2G/TTL&v=2', '[data-board-total]'],
  ['puzzle', '#puzzle=WW1FL/SCM2G&domino=12', '.puzzle__question'],
  ['invitation to a game by link', '#play=KD2_3_-_5_&v=1&seats=@Ann.@Bob.expert&keys=?.?.-', '.by-link__seat'],
  ['the deal of the day', '#daily=2026-11-25', '.banner'],
  // Screens reached by a click: the review done, Study's values on the board.
  ['the Expert\'s review', `#replay=${KD}`, '[data-review-complete]', '.review__start'],
  ['Study', `#game=${opening(KD, 4)}`, '[data-study]', '.study__switch'],
  ['a puzzle of a position, answered', `#puzzle=${opening(KD, 2)}`, '.practice__verdict', '[data-claimable] button'],
];

test('axe-core finds no serious or critical problem on any screen, in each of the four languages', { timeout: 600_000 }, async () => {
  await withPage(async ({ page, server }) => {
    const problems = [];
    for (const lang of ['en', 'fr', 'es', 'de'])
    for (const [screen, fragment, ready, click] of SCREENS) {
      const name = `${lang} ${screen}`;
      // Each screen as a first visit sees it (a review kept from the language before shows at
      // once, with no button to start it).
      await page.goto(server.url);
      await page.evaluate(() => localStorage.clear());
      await page.goto('about:blank');
      await page.goto(`${server.url}?lang=${lang}${fragment}`);
      if (click) await page.click(click);
      await page.waitForSelector(ready, { state: 'attached', timeout: 60_000 });
      // Folded sections too ("How to play", the statistics, the rules, the full setup).
      await page.$$eval('details', (all) => all.forEach((d) => { d.open = true; }));
      for (const p of await axeProblems(page)) problems.push(`${name}: ${p}`);
    }
    assert.deepEqual(problems, []);
  });
});

const LISTEN = `
  window.__said = [];
  new MutationObserver(() => {
    const text = document.querySelector('[data-announce]')?.textContent;
    if (text && window.__said[window.__said.length - 1] !== text) window.__said.push(text);
  }).observe(document, { subtree: true, childList: true, characterData: true });
`;

test('squares, dominoes and moves are spoken', { timeout: 180_000 }, async () => {
  await withPage(async ({ page, server }) => {
    await page.addInitScript(LISTEN);
    await page.goto(server.url);
    await setUp(page, { seats: [{ kind: 'human' }, { kind: 'computer' }], seed: 12, pace: 'fast' });
    // The kingdom is a grid of rows of labelled squares; the castle says so.
    const grid = page.locator('.kingdom:not(.kingdom--compact) [role=grid]');
    assert.match(await grid.getAttribute('aria-label'), /^Kingdom of Player \d$/);
    assert.ok((await grid.locator('[role=row]').count()) >= 5);
    const castle = grid.locator('.kingdom__cell--castle');
    assert.match(await castle.getAttribute('aria-label'), /^Row \d+, column \d+: castle$/);
    // The draft line names each domino's halves.
    const slot = page.locator('[data-line="current"] .draft__button').first();
    assert.match(await slot.getAttribute('aria-label'), /^Domino \d+: \w+ and \w+, (no crown|\d crowns?)/);
    // Every move is announced, the computer's too, placements with their points; then the end.
    await playAsPerson(page, 0);
    const said = await page.evaluate(() => window.__said);
    assert.ok(said.some((t) => /^Player 2 claimed domino \d+: \w+ and \w+, (no crown|\d crowns?)\.$/.test(t)), said.join('\n'));
    assert.ok(said.some((t) => /^Player 1 placed domino \d+: \w+ and \w+, (no crown|\d crowns?), [+-]\d+ points?\./.test(t)), said.join('\n'));
    assert.ok(said.some((t) => /^Player 2 placed domino/.test(t)));
    assert.match(said[said.length - 1], /The game is over\. .* wins\.|Shared victory/);
    // A square with land names its terrain and crowns.
    const land = page.locator('.kingdom [role=gridcell][data-terrain]').first();
    assert.match(await land.getAttribute('aria-label'), /^Row \d+, column \d+: \w+, (no crown|\d crowns?)/);
  });
});

/** Whether the page scrolls sideways, and which visible elements stick out of the viewport. */
async function overflow(page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out = [...document.querySelectorAll('button, select, input, a, h1, h2, h3, p, .kingdom__grid, .sheet__table, .chart')]
      .filter((e) => e.offsetParent !== null && !e.closest('.sr-only'))
      .filter((e) => { const r = e.getBoundingClientRect(); return r.width > 0 && (r.left < -1 || r.right > width + 1); })
      .map((e) => e.className || e.tagName);
    return { scrolls: document.documentElement.scrollWidth > width + 1, out: out.slice(0, 5) };
  });
}

test('the page works at 200% zoom: nothing scrolls sideways, everything is reachable', { timeout: 300_000 }, async () => {
  await withPage(async ({ page, server }) => {
    // A 1280x800 window at 200% gives the page 640x400 CSS pixels.
    await page.setViewportSize({ width: 640, height: 400 });
    const problems = [];
    for (const [name, fragment, ready, click] of SCREENS) {
      await page.goto('about:blank');
      await page.goto(`${server.url}${fragment}`);
      if (click) await page.click(click);
      await page.waitForSelector(ready, { state: 'attached', timeout: 60_000 });
      await page.$$eval('details', (all) => all.forEach((d) => { d.open = true; }));
      const { scrolls, out } = await overflow(page);
      if (scrolls || out.length) problems.push(`${name}: ${scrolls ? 'scrolls sideways; ' : ''}${out.join(', ')}`);
      await page.screenshot({ path: `${SHOTS}/zoom-200-${name.replace(/ /g, '-')}.png`, fullPage: true });
    }
    assert.deepEqual(problems, []);
    // And a game is played there, to its end, by clicks.
    await page.goto(server.url);
    await setUp(page, { seats: [{ kind: 'human' }, { kind: 'computer' }], seed: 44, pace: 'fast' });
    assert.equal(await playAsPerson(page, 0), 12);
    await page.waitForSelector('.sheet--final');
    assert.equal((await overflow(page)).scrolls, false);
  });
});
