// What a first visit downloads: every file of the build (the service worker fetches them all),
// gzipped at level 9 as a static host would serve them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/** Every file under `dir`, as paths relative to it, sorted. */
function files(dir) {
  return readdirSync(dir).sort().flatMap((name) => {
    const path = `${dir}/${name}`;
    return statSync(path).isDirectory() ? files(path).map((f) => `${name}/${f}`) : [name];
  });
}

/** [{ name, raw, gzipped }] for each file of the build in `dist`. */
export function firstLoad(dist) {
  return files(dist).map((name) => {
    const raw = readFileSync(`${dist}/${name}`);
    return { name, raw: raw.length, gzipped: gzipSync(raw, { level: 9 }).length };
  });
}
