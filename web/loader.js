// Chooses the build an address needs and starts it (scripts/post_build.py fills in the names
// and puts this script in index.html, where the CSP allows it by its hash). An embedded kingdom
// or puzzle is drawn by the embeds' own, lighter build, an embedded replay by the replays' (one
// with its review asked for, `&review`, by the page, which holds the review); a
// first visit to the start screen by the start screen's own (nothing keeps the game offline
// yet, no game by link is kept, no link is opened, and the tab can carry what leaves the start screen:
// src/ui/roots/start_app.rs); a first load of any other link that is not a game by link by the
// game without games by link (src/bin/game.rs); every other address by the page. The same tests in Rust are `is_board_link` and
// `is_replay_link` in src/notation/link.rs.
//
// A classic script at the top of the head: it runs as soon as it is read, so the build's files
// are asked for at once, beside the style sheet, not after it (a module script would wait for
// the sheet: one more round trip on a slow link). The build starts once the body is read.
(() => {
  const named = (text, key) => text.split('&').some((pair) => pair.split('=')[0] === key);
  const query = location.search.slice(1);
  const link = location.hash.slice(1);
  const board = (named(link, 'kingdom') || (named(link, 'puzzle') && named(link, 'domino')))
    && !['game', 'replay', 'play'].some((key) => named(link, key));
  const replay = named(link, 'replay') && !['game', 'play', 'review'].some((key) => named(link, key));
  // A puzzle of a game's position (a record, no domino: `is_position_puzzle` in
  // src/notation/link.rs) opens in the page's build, which holds the deck's screens.
  const position = named(link, 'puzzle') && !named(link, 'domino');
  const embedded = named(query, 'embed');
  // The key is src/ui/storage/mod.rs's HAND_OFF.
  const handOff = 'kingdomino.hand-off';
  /** Whether nothing here needs games by link, nor what the page's build holds: no service
   * worker keeps that build (which then costs nothing to load), no game by link is kept (the
   * start page lists them: BY_LINK_PREFIX in src/ui/storage/mod.rs), and nothing was handed
   * over in this tab (a start screen's choice, or an invitation, a game by link or a file of
   * them handed to the page's build: it reads the hand-off). */
  const nothingByLink = () => {
    if (embedded || navigator.serviceWorker?.controller) return false;
    try {
      for (let i = 0; i < localStorage.length; i += 1) {
        if (localStorage.key(i)?.startsWith('kingdomino.bylink.')) return false;
      }
      return sessionStorage.getItem(handOff) === null;
    } catch {
      return false;
    }
  };
  const firstVisit = () => {
    if (link !== '' || !nothingByLink()) return false;
    try {
      // A browser that keeps a gallery of kingdoms finished a game here: the page's build
      // shows it (GALLERY in src/ui/storage/mod.rs).
      if (localStorage.getItem('kingdomino.gallery') !== null) return false;
      // Nor is one that keeps puzzles to practise (DECK in src/ui/storage/mod.rs).
      if (localStorage.getItem('kingdomino.practice') !== null) return false;
      // The tab must be able to keep what the start screen hands over (a private window may not).
      sessionStorage.setItem(handOff, '');
      sessionStorage.removeItem(handOff);
      return true;
    } catch {
      return false;
    }
  };
  const parsed = document.readyState === 'loading'
    ? new Promise((done) => document.addEventListener('DOMContentLoaded', done, { once: true }))
    : Promise.resolve();
  // The rules only some builds need, in sheets of their own (scripts/post_build.py): the page's
  // screens (the start page, the end, games by link, the deal of the day, sharing) for the
  // page's builds, the embeds' inside someone else's page. Each added once the head is read,
  // after the sheet every build loads, so that they win as they did when all were one; a build
  // starts once its sheets have arrived.
  const sheet = (href, integrity) => parsed.then(() => new Promise((done) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.integrity = integrity;
    link.onload = link.onerror = done;
    document.head.append(link);
  }));
  const embedBuild = embedded && (board || replay);
  const sheets = Promise.all([
    embedBuild ? null : sheet('./__PAGE_CSS__', '__PAGE_CSS_INTEGRITY__'),
    embedded ? sheet('./__EMBED_CSS__', '__EMBED_CSS_INTEGRITY__') : null,
  ]);
  /** Starts a build: its script (the module imported) and its wasm (a response, or compiled). */
  const run = (script, wasm) => Promise.all([script, wasm, parsed, sheets])
    .then(([{ default: init }, module]) => init({ module_or_path: module }));
  /** A build's wasm, compiled as it arrives (or once arrived, where the host names it wrongly). */
  const compiled = (url) => WebAssembly.compileStreaming(fetch(url))
    .catch(() => fetch(url).then((r) => r.arrayBuffer()).then((b) => WebAssembly.compile(b)));

  // What a person makes to keep (a kingdom's postcard, the gallery): web/postcard.js, imported
  // the first time a build asks (src/ui/keepsakes.rs), which imports the keepsakes' build.
  globalThis.kingdominoKeepsakes = (name, ...args) => import('./__POSTCARD_JS__').then((m) => m[name](...args));

  const starting = firstVisit();
  if (starting) {
    // The game's build, fetched and compiled while the start screen is read, and started in
    // this page when the start screen hands over to it (src/ui/game_build.rs): no reload.
    let game = null;
    const fetched = () => {
      game ??= Promise.all([import('./__APP_JS__'), compiled('./__APP_WASM__')])
        .catch((error) => { game = null; throw error; });
      return game;
    };
    // Then the computer players' worker's files, for the browser's cache: the first game's
    // computer starts from them (the host confirming them unchanged) rather than from the line.
    // Not once the game is open: its worker is fetching them itself.
    let opened = false;
    const warmed = () => fetched()
      .then(() => (opened ? [] : Promise.all(['./worker.js', './worker_bg.wasm'].map((url) => fetch(url).then((r) => r.arrayBuffer())))))
      .then(() => {}, () => {});
    globalThis.kingdominoGame = {
      prefetch: warmed,
      // Where the game's files cannot be fetched, the page reloads into the game's build, the
      // hand-off kept in the tab (as every start screen did before it could open the game).
      open: () => {
        opened = true;
        return fetched().then(([script, module]) => run(script, module)).catch(() => location.reload());
      },
    };
  }
  // A first load of a link that is not a game by link nor a puzzle of a position: the game
  // without games by link (src/bin/game.rs), which hands them over to the page's build if the
  // person asks for one.
  const light = !embedBuild && !starting && link !== '' && !named(link, 'play') && !position && nothingByLink();
  const [js, wasm] = embedBuild && board ? ['./__EMBED_JS__', './__EMBED_WASM__']
    : embedBuild ? ['./__REPLAY_JS__', './__REPLAY_WASM__']
      : starting ? ['./__START_JS__', './__START_WASM__']
        : light ? ['./__GAME_JS__', './__GAME_WASM__']
          : ['./__APP_JS__', './__APP_WASM__'];
  run(import(js), fetch(wasm));
})();
