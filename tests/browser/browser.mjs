// Debian's Chromium, driven by playwright-core, headless and kept off the network.
import { chromium } from 'playwright-core';
import { serve } from './server.mjs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A fresh headless Chromium whose profile directory is removed when it closes (each run
 *  would otherwise leave a few megabytes in the temporary directory). */
export async function launch({ touch = false } = {}) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'kingdomino-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    viewport: { width: 1280, height: 900 },
    // A touch screen, as a phone's (taps, no hover).
    hasTouch: touch,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const close = context.close.bind(context);
  context.close = async (...args) => {
    try {
      await close(...args);
    } finally {
      rmSync(userDataDir, { recursive: true, force: true });
    }
  };
  return context;
}

/** Serves the build (at `base`), opens a page, runs `fn({ page, browser, server, errors })` and
 *  closes everything; `errors` collects the page's uncaught exceptions. */
export async function withPage(fn, { base = '/', touch = false } = {}) {
  const root = new URL('../../dist', import.meta.url).pathname;
  const server = await serve(root, base);
  const browser = await launch({ touch });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await fn({ page, browser, server, errors });
  } finally {
    await browser.close();
    server.close();
  }
}
