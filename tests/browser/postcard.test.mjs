// A kingdom's postcard, as a person makes one at the end of a game: the button at the end, the
// picture shown, its PNG saved and decoded (twice the drawing's size, the kingdom's colours in
// it, not blank) and its SVG saved (the title, the score, each territory outlined), on a
// desktop's screen and a phone's. What writes it is fetched when the person asks, never before.
// The game's kingdom is then in the gallery on the start page, and still after a reload.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { withPage } from './browser.mjs';
import { SHOTS, CLICK, setUp, playAsPerson, shownTotals } from './play.mjs';

/** The PNG's width and height, from its header. */
function pngSize(bytes) {
  assert.equal(bytes.subarray(1, 4).toString(), 'PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

/** Each picture `selector` finds, decoded in the page: its size, how many colours a sample
 *  holds, its description and its width on the screen. (The page's policy lets it fetch
 *  nothing but its own files: the pictures shown are read.) */
function decoded(page, selector) {
  return page.evaluate(async (selector) => Promise.all([...document.querySelectorAll(selector)].map(async (img) => {
    const bitmap = await createImageBitmap(img);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    const colours = new Set();
    for (let i = 0; i < data.length; i += 4 * 97) colours.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
    return { width: bitmap.width, height: bitmap.height, colours: colours.size, alt: img.alt, shownWidth: img.getBoundingClientRect().width };
  })), selector);
}

/** The gallery's pictures once opened, decoded. */
async function galleryShown(page) {
  await page.locator('.gallery summary').click(CLICK);
  await page.waitForFunction(() => {
    const shown = [...document.querySelectorAll('.gallery__picture')];
    return shown.length > 0 && shown.every((img) => img.complete && img.naturalWidth > 0);
  });
  return decoded(page, '.gallery__picture');
}

for (const [width, height, touch] of [[1280, 800, false], [1366, 768, false], [390, 844, true]]) {
  test(`a postcard of the kingdom at the end of a game, and the gallery listing it, at ${width}x${height}`, { timeout: 300_000 }, async () => {
    await withPage(async ({ page, server, errors }) => {
      await page.setViewportSize({ width, height });
      const keepsakes = [];
      page.on('request', (r) => {
        if (/\/(keepsake-[0-9a-f]+(_bg)?\.(js|wasm)|postcard-[0-9a-f]+\.js)$/.test(new URL(r.url()).pathname)) keepsakes.push(r.url());
      });
      await page.goto(server.url);
      await setUp(page, { seats: [{ kind: 'human' }, { kind: 'computer', level: 'greedy' }], seed: 41 });
      await playAsPerson(page, 0);
      await page.waitForSelector('[data-over]');
      const [mine] = await shownTotals(page);
      const make = page.locator('.postcard__make');
      await make.scrollIntoViewIfNeeded();
      assert.deepEqual(keepsakes, [], 'nothing of the postcard fetched before it is asked for');
      await make.click(CLICK);
      await page.waitForSelector('[data-png]');
      await page.locator('.postcard__picture').scrollIntoViewIfNeeded();
      await page.waitForFunction(() => document.querySelector('.postcard__picture').naturalWidth > 0);
      await page.screenshot({ path: `${SHOTS}/postcard-${width}.png` });
      assert.equal(keepsakes.filter((u) => /keepsake/.test(u)).length, 2, 'the keepsakes\' script and wasm, once asked');
      // The picture shown, decoded in the page: its size and how many colours it holds.
      const [seen] = await decoded(page, '.postcard__picture');
      assert.ok(seen.width >= 1152 && seen.height > seen.width, `a PNG of ${seen.width}x${seen.height}`);
      assert.ok(seen.colours > 50, `${seen.colours} colours: not blank`);
      // Saved as files: the PNG (when the browser has no share sheet for it) and the SVG.
      const [png] = await Promise.all([page.waitForEvent('download'), page.click('.postcard__png', CLICK)]);
      assert.equal(png.suggestedFilename(), 'kingdom.png');
      const bytes = readFileSync(await png.path());
      assert.deepEqual(pngSize(bytes), [seen.width, seen.height]);
      const [svg] = await Promise.all([page.waitForEvent('download'), page.click('.postcard__svg', CLICK)]);
      const text = readFileSync(await svg.path(), 'utf8');
      assert.match(text, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      assert.match(text, /The kingdom of Player 1/);
      assert.match(text, new RegExp(`>${mine} points<`));
      assert.match(text, /<path d="M[\d ML]+" fill="none" stroke="#2b2620" stroke-width="6"/);
      // The terrains are the page's own drawings, nested.
      assert.ok((text.match(/<svg x=/g) ?? []).length > 10, 'the squares drawn');
      // The gallery on the start page: this game's kingdom, drawn when opened.
      await page.click('.controls__new', CLICK);
      await page.waitForSelector('.setup__quick');
      assert.equal((await page.textContent('.gallery summary')).trim(), 'Your kingdoms (1)');
      for (const when of ['after the game', 'after a reload']) {
        const [picture] = await galleryShown(page);
        assert.equal(picture.alt, 'The kingdom of Player 1', when);
        assert.ok(picture.height > picture.width && picture.colours > 50, `${when}: ${JSON.stringify(picture)}`);
        assert.ok(picture.shownWidth > 100 && picture.shownWidth < width / 2, `${when}: a small picture`);
        if (when === 'after the game') {
          await page.locator('.gallery').scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${SHOTS}/gallery-${width}.png` });
          await page.reload();
          await page.waitForSelector('.gallery summary');
        }
      }
      assert.deepEqual(errors, []);
    }, { touch });
  });
}
