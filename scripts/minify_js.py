"""Minifies the scripts a build writes (wasm-bindgen's glue, the service worker, the loader).

wasm-bindgen writes its glue for people to read: long names, indentation, comments. esbuild
(from npm, pinned in package.json) rewrites it without them and with short local names, which
gzip cannot do for it: about a third of each script's gzipped size. It renames no top-level
name of a classic script (the workers' `wasm_bindgen`) and keeps every export of a module.
The build stops, saying why, if esbuild is missing or refuses a script: a script is never
written half-done.
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


def minified(source):
    """`source`, a script's text, minified; its non-ASCII characters kept as they are."""
    done = subprocess.run(
        [esbuild(), "--minify", "--charset=utf8", "--log-level=warning"],
        input=source.encode("utf-8"),
        capture_output=True,
        check=False,
    )
    if done.returncode != 0:
        raise SystemExit("esbuild refused a script:\n" + done.stderr.decode("utf-8", "replace"))
    return done.stdout.decode("utf-8")


def minify(path):
    """Minifies the script at `path` in place."""
    with open(path, encoding="utf-8") as f:
        source = f.read()
    with open(path, "w", encoding="utf-8") as f:
        f.write(minified(source))
