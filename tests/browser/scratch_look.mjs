import { withPage } from './browser.mjs';
import { SHOTS } from './play.mjs';
await withPage(async ({ page, server }) => {
  for (const [w, h] of [[640, 760], [400, 700], [900, 500], [1200, 700]]) {
    await page.setViewportSize({ width: w, height: h });
    await page.goto(`${server.url}?embed#game=KD1_2_-_2026_&seats=human,expert`);
    await page.waitForSelector('.kingdom__grid');
    for (let i = 0; i < 60 && !(await page.$('.hand__domino')); i++) {
      const c = await page.$('[data-claimable] button');
      if (c) await c.click(); else await page.waitForTimeout(300);
    }
    console.log(w, h, await page.evaluate(() => {
      const r = (s) => { const e = document.querySelector(s); if (!e) return s + ' none'; const b = e.getBoundingClientRect(); return `${s} ${Math.round(b.left)},${Math.round(b.top)}-${Math.round(b.right)},${Math.round(b.bottom)}`; };
      return [document.documentElement.scrollWidth, r('.draft'), r('.kingdom:not(.kingdom--compact) .kingdom__grid'), r('.hand'), r('.controls')];
    }));
    await page.screenshot({ path: `${SHOTS}/scratch-embed-${w}x${h}.png` });
  }
});
