// `./scripts/serve` for development: the page loads with a clean console under its own
// Content-Security-Policy, Trunk's live reload connects, and the published dist/ never carries
// the reload script.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { launch } from './browser.mjs';
import { ROOT, openSetup } from './play.mjs';

const PORT = 8097;
const URL_ = `http://127.0.0.1:${PORT}/`;

async function waitForServer(child, timeoutMs) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`scripts/serve exited with ${child.exitCode}`);
    try {
      const res = await fetch(URL_);
      if (res.ok && (await res.text()).includes('Content-Security-Policy')) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('scripts/serve did not answer in time');
}

test('scripts/serve gives a clean console and a working live reload', { timeout: 600_000 }, async () => {
  const child = spawn(`${ROOT}scripts/serve`, [], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT) },
    stdio: 'ignore',
    detached: true,
  });
  let browser;
  try {
    await waitForServer(child, 540_000);
    browser = await launch();
    const page = browser.pages()[0] ?? (await browser.newPage());
    const problems = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    const sockets = [];
    page.on('websocket', (ws) => sockets.push(ws.url()));
    await page.goto(URL_);
    await openSetup(page);
    await page.waitForFunction(() => true);
    await new Promise((r) => setTimeout(r, 1500));
    assert.ok(
      sockets.some((u) => u.endsWith('/.well-known/trunk/ws')),
      `live reload connects: ${JSON.stringify(sockets)}`,
    );
    assert.deepEqual(problems, []);
  } finally {
    if (browser) await browser.close();
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  // What scripts/test builds for publishing holds no live-reload script.
  const published = readFileSync(`${ROOT}dist/index.html`, 'utf8');
  assert.ok(!published.includes('.well-known/trunk/ws'), 'dist/ carries no reload script');
});
