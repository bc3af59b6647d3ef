// A tiny static server for the built game (dist/), optionally under a sub-path, on loopback only.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** A slow link every response shares, the service worker's too (a browser's own throttling
 *  slows the page's requests but not its service worker's): each response starts `latency` ms
 *  after its request, then its bytes take turns, a few KB at a time, at `rate` bytes a second
 *  in all. */
function link({ latency, rate }) {
  const CHUNK = 4096;
  let free = 0;
  return async (res, body) => {
    await sleep(latency);
    // A closed connection (its browser gone) stops taking turns.
    for (let at = 0; at < body.length && !res.destroyed; at += CHUNK) {
      const chunk = body.subarray(at, at + CHUNK);
      const now = performance.now();
      free = Math.max(free, now) + (chunk.length / rate) * 1000;
      await sleep(free - now);
      res.write(chunk);
    }
    res.end();
  };
}

/** Serves `root` at `base` (for example '/' or '/games/kingdomino/'); resolves to { url, close }.
 *  With `gzip`, a response is compressed for a browser that accepts it, as static hosts do
 *  (gzip at zlib's default level, the level servers compress on the fly with); with `slow`
 *  (`{ latency, rate }`), every response goes through one slow link (`link`); with `hold`, a
 *  request's answer waits for the promise `hold(path)` returns (none: at once); with `revalidate`,
 *  each answer carries its content's tag and must be checked again before reuse (`no-cache`), as
 *  most static hosts answer, and a request with that tag gets a bodiless 304. */
export function serve(root, base = '/', { gzip = false, slow = null, hold = () => null, revalidate = false } = {}) {
  const send = slow ? link(slow) : async (res, body) => res.end(body);
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    await hold(path);
    if (!path.startsWith(base)) {
      res.writeHead(404).end('not found');
      return;
    }
    let file = normalize(join(root, path.slice(base.length)));
    if (!file.startsWith(normalize(root))) {
      res.writeHead(403).end();
      return;
    }
    try {
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      const headers = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' };
      if (revalidate) {
        const tag = `"${createHash('sha1').update(body).digest('hex')}"`;
        Object.assign(headers, { etag: tag, 'cache-control': 'no-cache' });
        if (req.headers['if-none-match'] === tag) {
          res.writeHead(304, headers);
          await send(res, Buffer.alloc(0));
          return;
        }
      }
      const zipped = gzip && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      if (zipped) Object.assign(headers, { 'content-encoding': 'gzip', vary: 'accept-encoding' });
      const sent = zipped ? gzipSync(body) : body;
      headers['content-length'] = sent.length;
      res.writeHead(200, headers);
      await send(res, sent);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ url: `http://127.0.0.1:${port}${base}`, close: () => server.close() });
    });
  });
}
