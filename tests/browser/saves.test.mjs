// Every game in progress keeps its own save: two tabs of the same browser never overwrite each
// other's game, and the start page lists both to resume.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withPage } from './browser.mjs';
import { SHOTS, setUp, playAsPerson, tableSnapshot, claimByClick, waitForSeat } from './play.mjs';

/** The record this tab saves its game under. */
const thisTabRecord = (page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem(`kingdomino.game.${sessionStorage.getItem('kingdomino.slot')}`)).record);

/** Waits until this tab saves its game under the record `record`. */
const savesAs = (page, record) =>
  page.waitForFunction(
    (r) => JSON.parse(localStorage.getItem(`kingdomino.game.${sessionStorage.getItem('kingdomino.slot')}`) ?? 'null')?.record === r,
    record,
    { timeout: 10_000 },
  );

const savedRecords = (page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('kingdomino.game.'))
      .map((k) => JSON.parse(localStorage.getItem(k)).record)
      .sort(),
  );

test('two tabs keep two games, and the start page lists both to resume', { timeout: 180_000 }, async () => {
  await withPage(async ({ page: a, browser, server, errors }) => {
    // Tab A: two people at one screen.
    await a.goto(server.url);
    await setUp(a, { seats: [{ kind: 'human' }, { kind: 'human' }], seed: 41 });
    await playAsPerson(a, null, 1);
    // Tab B: one click against the computer, then a claim.
    const b = await browser.newPage();
    await b.goto(server.url);
    await b.click('.setup__quick');
    await b.waitForSelector('[data-claimable]', { timeout: 60_000 });
    await claimByClick(b, b.locator('[data-claimable]').first());
    // Until the person is to act again (the computer has answered), then B is closed.
    await waitForSeat(b, 0, 60_000);
    const recordB = await thisTabRecord(b);
    await b.close();
    // Tab A moves again: B's game must still be there, beside A's.
    await playAsPerson(a, null, 1);
    const boardA = await tableSnapshot(a);
    const recordA = await thisTabRecord(a);
    const records = await savedRecords(a);
    assert.equal(records.length, 2, `two games saved: ${records}`);
    assert.ok(records.some((r) => r.startsWith('KD2_2_-_41_')), 'the hot-seat game');

    // A third tab lists both, the most recent first, and resumes each where it was.
    const c = await browser.newPage();
    await c.goto(server.url);
    await c.waitForSelector('.setup__saved');
    assert.equal(await c.locator('.setup__saved').count(), 2);
    await c.screenshot({ path: `${SHOTS}/saves-two-games.png` });
    await c.locator('.setup__saved').first().locator('.setup__resume-button').click();
    await c.waitForSelector('.banner');
    assert.equal(await tableSnapshot(c), boardA, 'the most recent game is tab A\'s');
    await savesAs(c, recordA);
    await c.goto('about:blank');
    await c.goto(server.url);
    await c.waitForSelector('.setup__saved');
    const slots = await c.locator('.setup__saved').count();
    assert.equal(slots, 2, 'resuming a game keeps the other listed');
    await c.locator('.setup__saved').nth(1).locator('.setup__resume-button').click();
    await c.waitForSelector('.banner');
    // Tab B's game, intact.
    await savesAs(c, recordB);
    assert.deepEqual(errors, []);
  });
});
