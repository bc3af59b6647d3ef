// Chooses the build an address needs and starts it (scripts/post_build.py fills in the names
// and puts this script in index.html, where the CSP allows it by its hash). An embedded kingdom
// or puzzle is drawn by the embeds' own, lighter build, an embedded replay by the replays' (one
// with its review asked for, `&review`, by the page, which holds the review); a
// first visit to the start screen by the start screen's own (nothing keeps the game offline
// yet, no link is opened, and the tab can carry what leaves the start screen:
// src/ui/roots/start_app.rs); every other address by the page. The same tests in Rust are `is_board_link` and
// `is_replay_link` in src/notation/link.rs.
const named = (text, key) => text.split('&').some((pair) => pair.split('=')[0] === key);
const query = location.search.slice(1);
const link = location.hash.slice(1);
const board = (named(link, 'kingdom') || named(link, 'puzzle'))
  && !['game', 'replay', 'play'].some((key) => named(link, key));
const replay = named(link, 'replay') && !['game', 'play', 'review'].some((key) => named(link, key));
const embedded = named(query, 'embed');
const firstVisit = () => {
  if (embedded || link !== '' || navigator.serviceWorker?.controller) return false;
  // The key is src/ui/storage/mod.rs's HAND_OFF.
  const key = 'kingdomino.hand-off';
  try {
    // Set, the start screen has handed a choice over.
    if (sessionStorage.getItem(key) !== null) return false;
    // The tab must be able to keep what the start screen hands over (a private window may not).
    sessionStorage.setItem(key, '');
    sessionStorage.removeItem(key);
    return true;
  } catch {
    return false;
  }
};
const [js, wasm] = embedded && board ? ['./__EMBED_JS__', './__EMBED_WASM__']
  : embedded && replay ? ['./__REPLAY_JS__', './__REPLAY_WASM__']
    : firstVisit() ? ['./__START_JS__', './__START_WASM__']
      : ['./__APP_JS__', './__APP_WASM__'];
const bytes = fetch(wasm);
const { default: init } = await import(js);
await init({ module_or_path: bytes });
