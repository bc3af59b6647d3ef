// What a visit downloads, gzipped at level 9 as a static host would serve it. A first visit's
// first load is what the start screen needs (its own build, with the HTML, script and style
// sheet: the 'start' part and the page's files but its build); a link's first load, the game's
// lighter build without games by link ('game'); a game by link's, and every visit's once the
// service worker keeps the game, the page's ('app'). The computer players' worker is fetched when a
// game first asks a computer to move, the sealer's worker when a passphrase is given, the
// keepsakes' build when a person asks for a postcard, and the service worker fetches the page's
// build, both workers, the keepsakes' build (and the blog example) in the background for
// offline play.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/** Every file under `dir`, as paths relative to it, sorted. */
function files(dir) {
  return readdirSync(dir).sort().flatMap((name) => {
    const path = `${dir}/${name}`;
    return statSync(path).isDirectory() ? files(path).map((f) => `${name}/${f}`) : [name];
  });
}

/** Which part of a visit a file of the build belongs to: 'page', 'start' (the start screen's
 * own build, which a first visit loads instead of the page's), 'game' (the game without games
 * by link, which a first load of any other link loads instead of the page's), 'app' (the
 * page's build), 'worker', 'sealer' (the
 * sealer's worker, fetched when a passphrase is given), 'embed' (the embeds' build, which an
 * embedded kingdom or puzzle loads instead of the page's, and the page never), 'replay' (the
 * embedded replays' build, likewise), 'embed_sheet' (the embeds' own style sheet, which every
 * embed loads and the page never), 'keepsake' (the keepsakes' build and the postcard's
 * script that imports it, fetched when a person asks for a postcard), 'words' (a
 * language's words, fetched when it is picked; English is built in) or 'example'. */
function partOf(name) {
  if (/^worker(_bg)?\.(js|wasm)$/.test(name)) return 'worker';
  if (/^embed-[0-9a-f]+(_bg)?\.(js|wasm)$/.test(name)) return 'embed';
  if (/^embed-[0-9a-f]+\.css$/.test(name)) return 'embed_sheet';
  if (/^embed_replay-[0-9a-f]+(_bg)?\.(js|wasm)$/.test(name)) return 'replay';
  if (/^start-[0-9a-f]+(_bg)?\.(js|wasm)$/.test(name)) return 'start';
  if (/^app-[0-9a-f]+(_bg)?\.(js|wasm)$/.test(name)) return 'app';
  if (/^game-[0-9a-f]+(_bg)?\.(js|wasm)$/.test(name)) return 'game';
  if (/^sealer(_bg|_loader)?\.(js|wasm)$/.test(name)) return 'sealer';
  if (/^(keepsake-[0-9a-f]+(_bg)?\.(js|wasm)|postcard-[0-9a-f]+\.js)$/.test(name)) return 'keepsake';
  if (name.startsWith('examples/')) return 'example';
  if (name.startsWith('words/')) return 'words';
  return 'page';
}

/** [{ name, part, raw, gzipped }] for each file of the build in `dist`. */
export function firstLoad(dist) {
  return files(dist).map((name) => {
    const raw = readFileSync(`${dist}/${name}`);
    return { name, part: partOf(name), raw: raw.length, gzipped: gzipSync(raw, { level: 9 }).length };
  });
}

/** The parts a load fetches: a first visit's start screen; a link's first load (the game
 * without games by link); the page's whole build (a game by link, or any visit once the
 * service worker keeps the game, and what it keeps offline). */
export const FIRST_VISIT = ['page', 'start'];
export const PAGE = ['page', 'game'];
export const KEPT_PAGE = ['page', 'app'];

/** Gzipped KiB of the files in `parts`. */
export function kib(files, parts) {
  return files.filter((f) => parts.includes(f.part)).reduce((sum, f) => sum + f.gzipped, 0) / 1024;
}
