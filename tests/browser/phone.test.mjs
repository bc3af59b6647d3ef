// The layout fits a 360x640 phone held upright, with touch: setup, a Kingdomino game, a
// Queendomino game and a Royal Wedding never scroll sideways, and a domino can be claimed with a tap.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import { serve } from './server.mjs';
import { ROOT, SHOTS, setUp, openSetup } from './play.mjs';

async function width(page) {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

test('every screen fits a 360x640 phone', { timeout: 120_000 }, async () => {
  const server = await serve(`${ROOT}dist`);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(server.url);
    await openSetup(page);
    assert.ok((await width(page)) <= 360, `setup is ${await width(page)} px wide`);
    for (const [variant, players] of [['kingdomino', 2], ['queendomino', 2], ['royal-wedding', 3]]) {
      await page.goto(server.url);
      await openSetup(page);
      await page.selectOption('select[name=variant]', variant);
      await setUp(page, { seats: Array.from({ length: players }, () => ({ kind: 'human' })), seed: 9 });
      await page.waitForSelector('[data-claimable]');
      assert.ok((await width(page)) <= 360, `${variant} is ${await width(page)} px wide`);
      const first = page.locator('[data-claimable]').first();
      const number = await first.getAttribute('data-domino');
      await first.locator('button').tap();
      await page.waitForFunction((n) => !document.querySelector(`[data-domino="${n}"][data-claimable]`), number);
      await page.screenshot({ path: `${SHOTS}/phone-${variant}.png`, fullPage: true });
      await page.evaluate(() => localStorage.clear());
    }
  } finally {
    await browser.close();
    server.close();
  }
});
