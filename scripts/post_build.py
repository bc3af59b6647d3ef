#!/usr/bin/env python3
"""Trunk post-build hook, run in the staging folder before it becomes dist/:

- joins the style sheets into one file, in their order, minified (scripts/minify.py): one
  request instead of one a sheet, and gzip finds what they share (23.4 KB gzip as 38 files,
  13.5 KB as one, 9.4 KB without the comments, which stay in style/ for the people who read
  them, 9.0 KB minified); the rules of the screens only the page's builds draw apart, and the
  embeds' own (style/embed.css), each in a sheet web/loader.js adds where it is needed;
- starts the page's build, the game's lighter one (a first load of a link that is not a game by
  link), the start screen's (a first visit) or one of the embeds' (boards, replays) from
  web/loader.js, which chooses the one an address needs (Trunk injects no script:
  `inject_scripts = false`), and names those builds by their content as Trunk names the page's;
- adds a strict Content-Security-Policy to index.html, allowing Trunk's inline scripts by their
  hashes, WebAssembly, and the computer players' worker;
- under `trunk serve` (scripts/serve), fills in the address of Trunk's live-reload script itself,
  so that the script the browser runs is the one hashed here, and lets it open its WebSocket;
- shortens the names by which each build's wasm imports its script's functions
  (scripts/short_imports.py), and minifies every script it writes (scripts/minify.py);
- leaves out English's words (web/words/en.txt), which the page's builds carry;
- writes service-worker.js from web/service-worker.js with this build's version and file list.
"""
import base64
import hashlib
import json
import os
import re
import sys

from minify import minify, minified
from short_imports import shorten

staging = os.environ.get("TRUNK_STAGING_DIR") or sys.argv[1]
index_path = os.path.join(staging, "index.html")
with open(index_path, encoding="utf-8") as f:
    html = f.read()

# Trunk's live-reload script (serve only) names its address through placeholders that the
# server fills in; filling them in here keeps the hash true.
serve_address = os.environ.get("KINGDOMINO_SERVE_ADDRESS", "127.0.0.1:8080")
reloading = "{{__TRUNK_ADDRESS__}}" in html
if reloading:
    html = html.replace("{{__TRUNK_ADDRESS__}}", serve_address)
    html = html.replace("{{__TRUNK_WS_BASE__}}", "/")

# The style sheets, one file a concept in style/, travel as three, each joined in the order the
# page lists them, so the cascade is the same: the rules every build needs, in the sheet the HTML
# links; those of the screens only the page's builds draw (the start page, the end, games by
# link, the deal of the day, sharing, the deck to practise, the review's "What if?"), in a sheet web/loader.js adds after it for those builds;
# the embeds' own (style/embed.css, copied apart), in one it adds inside someone else's page.
PAGE_ONLY = ("setup_screen", "lesson_offer", "statistics_panel", "end_panel", "by_link_panel",
             "daily", "share_panel", "practice", "what_if")
sheet_link = re.compile(r'<link rel="stylesheet" href="\./([^"]+\.css)"[^>]*/?>\s*')


def written_sheet(stem, texts):
    """`texts` joined and minified as `<stem>-<hash>.css`: its name and integrity."""
    css = minified("".join(texts), loader="css").encode("utf-8")
    name = "%s-%s.css" % (stem, hashlib.sha256(css).hexdigest()[:16])
    with open(os.path.join(staging, name), "wb") as f:
        f.write(css)
    return name, "sha384-" + base64.b64encode(hashlib.sha384(css).digest()).decode()


def read_and_remove(name):
    """The text of the staged file `name`, which is then removed."""
    path = os.path.join(staging, name)
    with open(path, encoding="utf-8") as f:
        text = f.read()
    os.remove(path)
    return text


def sheet_stem(name):
    return re.sub(r"-[0-9a-f]+\.css$", "", name)


sheets = sheet_link.findall(html)
page_only = [n for n in sheets if sheet_stem(n) in PAGE_ONLY]
assert len(page_only) == len(PAGE_ONLY), "every page-only sheet is listed in index.html"
style_name, style_integrity = written_sheet(
    "style", [read_and_remove(n) for n in sheets if n not in page_only])
page_css_name, page_css_integrity = written_sheet("page", [read_and_remove(n) for n in page_only])
embed_css_name, embed_css_integrity = written_sheet("embed", [read_and_remove("embed.css")])
first = sheet_link.search(html).start()
html = sheet_link.sub("", html)
html = (html[:first] + f'<link rel="stylesheet" href="./{style_name}" integrity="{style_integrity}"/>\n'
        + html[first:])


def hashed(stem):
    """`<stem>.js` and `<stem>_bg.wasm`, built as Trunk builds a worker (named without a hash),
    renamed by their content as Trunk names the page's, so that a browser never runs a new
    script with an old wasm: their new names."""
    with open(os.path.join(staging, stem + "_bg.wasm"), "rb") as f:
        tag = hashlib.sha256(f.read()).hexdigest()[:16]
    names = (f"{stem}-{tag}.js", f"{stem}-{tag}_bg.wasm")
    os.replace(os.path.join(staging, stem + ".js"), os.path.join(staging, names[0]))
    os.replace(os.path.join(staging, stem + "_bg.wasm"), os.path.join(staging, names[1]))
    return names


# The languages' words, fetched when picked: English is built into both builds.
os.remove(os.path.join(staging, "words", "en.txt"))

# The page's build (Trunk's main, its script not injected), the game's lighter one, the embedded
# boards', the embedded replays' and a first visit's start screen's: the loader chooses.
(app_js,) = [n for n in os.listdir(staging) if re.fullmatch(r"app-[0-9a-f]+\.js", n)]
app_wasm = app_js[:-3] + "_bg.wasm"
# Every build's imports from its script by short names, before the builds are named by content.
for stem in (app_js[:-3], "game", "embed", "embed_replay", "start", "worker", "sealer", "keepsake"):
    shorten(os.path.join(staging, stem + ".js"), os.path.join(staging, stem + "_bg.wasm"))
    minify(os.path.join(staging, stem + ".js"))
minify(os.path.join(staging, "sealer_loader.js"))
embed_js, embed_wasm = hashed("embed")
replay_js, replay_wasm = hashed("embed_replay")
start_js, start_wasm = hashed("start")
# The game without games by link, for a first load of any other link.
game_js, game_wasm = hashed("game")
# The keepsakes' build, which web/postcard.js imports when a person asks for a postcard; the
# script named by its content too, as the loader imports it: a host's cache never pairs an old
# script with a keepsakes' build this version no longer has.
keepsake_js, keepsake_wasm = hashed("keepsake")
postcard = read_and_remove("postcard.js")
postcard = minified(postcard.replace("__KEEPSAKE_JS__", keepsake_js)
                    .replace("__KEEPSAKE_WASM__", keepsake_wasm)).encode("utf-8")
postcard_js = "postcard-%s.js" % hashlib.sha256(postcard).hexdigest()[:16]
with open(os.path.join(staging, postcard_js), "wb") as f:
    f.write(postcard)
html = re.sub(r'\s*<link data-trunk rel="rust"[^>]*>', "", html)
here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "..", "web", "loader.js"), encoding="utf-8") as f:
    # Minified below: its comments are for the people who read web/loader.js.
    loader = f.read()
for key, name in [("APP_JS", app_js), ("APP_WASM", app_wasm), ("EMBED_JS", embed_js),
                  ("EMBED_WASM", embed_wasm), ("REPLAY_JS", replay_js), ("REPLAY_WASM", replay_wasm),
                  ("START_JS", start_js), ("START_WASM", start_wasm),
                  ("GAME_JS", game_js), ("GAME_WASM", game_wasm),
                  ("EMBED_CSS", embed_css_name), ("EMBED_CSS_INTEGRITY", embed_css_integrity),
                  ("PAGE_CSS", page_css_name), ("PAGE_CSS_INTEGRITY", page_css_integrity),
                  ("POSTCARD_JS", postcard_js)]:
    loader = loader.replace(f"__{key}__", name)
loader = minified(loader)
# First in the head, before the style sheet: a classic script runs as soon as it is read, and
# asks for the build's files beside the sheet rather than after it.
html = html.replace("</title>", f"</title>\n  <script>\n{loader}</script>", 1)

scripts = re.findall(r"<script(?: type=\"module\")?>(.*?)</script>", html, re.S)
hashes = " ".join(
    "'sha256-%s'" % base64.b64encode(hashlib.sha256(s.encode("utf-8")).digest()).decode()
    for s in scripts
)
policy = "; ".join(
    [
        "default-src 'self'",
        f"script-src 'self' 'wasm-unsafe-eval' {hashes}".strip(),
        "worker-src 'self' blob:",
        "style-src 'self' 'unsafe-inline'",
        # (A kingdom's postcard is drawn from an object URL of its own.)
        "img-src 'self' data: blob:",
        "connect-src 'self'" + (f" ws://{serve_address}" if reloading else ""),
        "manifest-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'none'",
    ]
)
meta = f'<meta http-equiv="Content-Security-Policy" content="{policy}">'
if "Content-Security-Policy" not in html:
    html = html.replace('<meta charset="utf-8">', '<meta charset="utf-8">\n  ' + meta, 1)
with open(index_path, "w", encoding="utf-8") as f:
    f.write(html)

# The version covers every file (a language's words too); the list, what a new version fetches
# when it installs.
built = []
for root, _, names in os.walk(staging):
    for name in names:
        rel = os.path.relpath(os.path.join(root, name), staging).replace(os.sep, "/")
        if rel != "service-worker.js":
            built.append(rel)
digest = hashlib.sha256()
for rel in sorted(built):
    digest.update(rel.encode())
    with open(os.path.join(staging, rel), "rb") as f:
        digest.update(f.read())
# An embed registers no service worker, and the page never runs the embeds' builds; the start
# screen's build and the game's lighter one run only while no service worker controls the page
# (then the page's build, kept, is free), and never offline; the service worker keeps a
# language's words once the page fetches them.
not_kept = (embed_js, embed_wasm, replay_js, replay_wasm, start_js, start_wasm, game_js, game_wasm,
            embed_css_name)
files = [rel for rel in built if rel not in not_kept and not rel.startswith("words/")]

with open(os.path.join(here, "..", "web", "service-worker.js"), encoding="utf-8") as f:
    worker = f.read()
worker = worker.replace("__VERSION__", digest.hexdigest()[:16]).replace("__FILES__", json.dumps(sorted(files)))
with open(os.path.join(staging, "service-worker.js"), "w", encoding="utf-8") as f:
    f.write(minified(worker))
