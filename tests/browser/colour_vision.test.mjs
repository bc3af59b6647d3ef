// Terrains and players stay apart without colour: a full Queendomino board and an 8-player
// table are photographed as they are, in greyscale, and with protanopia and deuteranopia
// simulated (the usual colour-matrix approximations), into target/screenshots/ for review. The
// patterns and the player marks carry the difference: each terrain has its own pattern, each
// player colour its own mark.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { withPage } from './browser.mjs';
import { CLI, SHOTS } from './play.mjs';

// Colour matrices (Machado et al. 2009, severity 1.0), as SVG feColorMatrix values.
const FILTERS = {
  greyscale: 'grayscale(1)',
  protanopia: '0.152286 1.052583 -0.204868 0 0 0.114503 0.786281 0.099216 0 0 -0.003882 -0.048116 1.051998 0 0 0 0 0 1 0',
  deuteranopia: '0.367322 0.860646 -0.227968 0 0 0.280085 0.672501 0.047413 0 0 -0.011820 0.042940 0.968881 0 0 0 0 0 1 0',
};

async function simulate(page, name) {
  await page.evaluate(([n, value]) => {
    document.getElementById('vision-filter')?.remove();
    if (n === 'greyscale') {
      document.documentElement.style.filter = value;
      return;
    }
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    svg.id = 'vision-filter';
    svg.setAttribute('width', '0');
    svg.setAttribute('height', '0');
    svg.innerHTML = `<filter id="vision"><feColorMatrix type="matrix" values="${value}"/></filter>`;
    document.body.appendChild(svg);
    document.documentElement.style.filter = 'url(#vision)';
  }, [name, FILTERS[name]]);
}

test('full boards photographed in greyscale and with simulated colour blindness', { timeout: 120_000 }, async () => {
  const qd = execFileSync(CLI, ['play', '--players', '2', '--seed', '8', '--queendomino'], { encoding: 'utf8' }).split('\n')[0];
  const rw = execFileSync(CLI, ['play', '--players', '8', '--seed', '8', '--royal-wedding'], { encoding: 'utf8' }).split('\n')[0];
  await withPage(async ({ page, server }) => {
    for (const [name, record] of [['queendomino', qd], ['eight-players', rw]]) {
      await page.goto('about:blank');
      await page.goto(`${server.url}#game=${record}`);
      await page.waitForSelector('.sheet--final');
      // Every terrain draws its own pattern: seven terrains, seven different backgrounds.
      const patterns = await page.$$eval('.kingdom .tile', (tiles) => {
        const by = {};
        for (const t of tiles) by[[...t.classList].find((c) => c.startsWith('tile--'))] = getComputedStyle(t).backgroundImage;
        return by;
      });
      assert.equal(new Set(Object.values(patterns)).size, Object.keys(patterns).length, JSON.stringify(patterns));
      for (const vision of ['normal', 'greyscale', 'protanopia', 'deuteranopia']) {
        if (vision !== 'normal') await simulate(page, vision);
        await page.screenshot({ path: `${SHOTS}/vision-${name}-${vision}.png`, fullPage: true });
      }
    }
    // Eight players, eight marks.
    const marks = await page.$$eval('.sheet [data-mark]', (els) => els.map((e) => e.dataset.mark));
    assert.equal(new Set(marks).size, 8);
  });
});
