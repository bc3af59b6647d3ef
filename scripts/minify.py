"""Minifies what a build writes: its scripts (wasm-bindgen's glue, the service worker, the
loader) and its style sheet.

wasm-bindgen writes its glue for people to read: long names, indentation, comments. esbuild
(from npm, pinned in package.json) rewrites it without them and with short local names, which
gzip cannot do for it: about a third of each script's gzipped size. It renames no top-level
name of a classic script (the workers' `wasm_bindgen`) and keeps every export of a module. The
style sheets keep their comments in style/ for the people who read them; the page's one sheet
is written without them, with shorter colours and numbers. The build stops, saying why, if
esbuild is missing or refuses a file: nothing is written half-done.
"""
import os
import shutil
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))


def esbuild():
    """The esbuild that `npm ci` installed (scripts/tools.sh), or the one on PATH."""
    local = os.path.join(HERE, "..", "node_modules", ".bin", "esbuild")
    found = local if os.access(local, os.X_OK) else shutil.which("esbuild")
    if found is None:
        raise SystemExit("esbuild is missing: run `npm ci` (scripts/serve and scripts/test do)")
    return found


def minified(source, loader="js"):
    """`source`, a script's text (or a style sheet's, `loader="css"`), minified; its non-ASCII
    characters kept as they are."""
    done = subprocess.run(
        [esbuild(), "--minify", f"--loader={loader}", "--charset=utf8", "--log-level=warning"],
        input=source.encode("utf-8"),
        capture_output=True,
        check=False,
    )
    if done.returncode != 0:
        raise SystemExit(f"esbuild refused a {loader} file:\n" + done.stderr.decode("utf-8", "replace"))
    return done.stdout.decode("utf-8")


def minify(path):
    """Minifies the script at `path` in place."""
    with open(path, encoding="utf-8") as f:
        source = f.read()
    with open(path, "w", encoding="utf-8") as f:
        f.write(minified(source))
