#!/usr/bin/env python3
"""What a wasm binary of the page is made of: its code and data by crate, and ours by module.

Takes the binary Trunk built (`target/wasm32-unknown-unknown/web/app.wasm` after
`trunk build --release`), makes it again as Trunk does (wasm-bindgen, then `wasm-opt -Oz`) but
keeping function names (`-g`), and sums `twiggy top` by part: the bytes are those of the
binary the page loads, before gzip.

    cargo install twiggy --version 0.7.0   # once
    python3 scripts/wasm_parts.py [path/to/app.wasm] [module depth] [-O4 for the worker]

An item whose name mentions one of our modules counts for that module (serde's code for our
types marked `(serde)`); any other counts for the crate its name starts with. A component's
body is inlined into yew's generic `CompStateInner<COMP>::view`, so it counts for `yew`.
"""
import collections
import csv
import io
import re
import os
import subprocess
import sys
import tempfile

WASM = sys.argv[1] if len(sys.argv) > 1 else "target/wasm32-unknown-unknown/web/app.wasm"
DEPTH = int(sys.argv[2]) if len(sys.argv) > 2 else 2
LEVEL = sys.argv[3] if len(sys.argv) > 3 else "-Oz"
SKIPPED = ('"function names" subsection', "custom section")

def as_loaded(wasm, out_dir):
    """The binary as Trunk makes it, with its function names kept."""
    name = os.path.splitext(os.path.basename(wasm))[0]
    subprocess.run(["wasm-bindgen", wasm, "--out-dir", out_dir, "--target", "web"], check=True)
    opt = os.path.join(out_dir, "opt.wasm")
    subprocess.run(["wasm-opt", LEVEL, "-g", os.path.join(out_dir, name + "_bg.wasm"),
                    "-o", opt], check=True)
    return opt

def rows():
    with tempfile.TemporaryDirectory() as out_dir:
        out = subprocess.run(["twiggy", "top", "-n", "1000000", "--format", "csv",
                              as_loaded(WASM, out_dir)],
                             check=True, capture_output=True, text=True).stdout
    for row in csv.DictReader(io.StringIO(out)):
        yield row["Name"], int(row["ShallowSize"])

def part(name):
    if name.startswith("data segment") or name.startswith("data["):
        return "data (strings, tables)"
    ours = re.search(r"kingdomino::((?:\w+::){0,%d}\w+)" % (DEPTH - 1), name)
    if ours:
        path = ours.group(1).split("::")
        # A type's name is not a module: stop at the first capitalised segment.
        modules = [p for p in path[:DEPTH] if not p[:1].isupper() and p != "_"]
        label = "kingdomino::" + "::".join(modules[:DEPTH] or ["(root)"])
        return label + (" (serde)" if "serde" in name else "")
    if "serde" in name and not re.match(r"<?(&mut )?serde_json", name):
        # Generic serde code instantiated for some type (`PhantomData<T> as DeserializeSeed`).
        return "serde_core"
    crate = re.search(r"([a-z_][a-z0-9_]*)(?:\[[0-9a-f]+\])?::", name)
    return crate.group(1) if crate else "other (glue, imports, tables)"

LAYERS = [
    ("serialization: JSON and bincode (serde, serde_json, bincode, our types' impls)", ("(serde)", "serde_json", "bincode", "serde_core", "ryu", "itoa")),
    ("games by link and their cryptography", ("kingdomino::by_link", "curve25519", "ed25519", "sha2",
                                              "base64", "digest", "block_buffer", "subtle")),
    ("the page's model", ("kingdomino::page",)),
    ("the page's components, their shell and storage", ("kingdomino::ui", "yew", "gloo", "implicit_clone")),
    ("the rules", ("kingdomino::rules",)),
    ("notation", ("kingdomino::notation", "kingdomino::excerpt")),
    ("the computer players, the review and the worker's loop",
     ("kingdomino::ai", "kingdomino::review", "kingdomino::worker", "gloo_worker")),
    ("the deal of the day, statistics, languages",
     ("kingdomino::daily", "kingdomino::statistics", "kingdomino::i18n")),
    ("data (strings, tables)", ("data",)),
    ("browser bindings", ("web_sys", "js_sys", "wasm_bindgen", "js", "__wbindgen")),
    ("Rust's standard library", ("core", "alloc", "std", "dlmalloc", "hashbrown", "compiler_builtins")),
]

def layer(label):
    for name, starts in LAYERS:
        if any(label.startswith(s) or label.endswith(s) for s in starts):
            return name
    return "other"

def main():
    sizes = collections.Counter()
    total = 0
    for name, size in rows():
        if name.startswith(SKIPPED) or name.startswith('"'):
            continue
        sizes[part(name)] += size
        total += size
    print(f"{'part':58} {'KiB':>8} {'share':>6}")
    for label, size in sizes.most_common():
        if size * 1000 < total * 3:
            continue
        print(f"{label:58} {size / 1024:8.1f} {100 * size / total:5.1f}%")
    print(f"{'all code and data':58} {total / 1024:8.1f}")
    layers = collections.Counter()
    for label, size in sizes.items():
        layers[layer(label)] += size
    print(f"\n{'layer':58} {'KiB':>8} {'share':>6}")
    for label, size in layers.most_common():
        print(f"{label:58} {size / 1024:8.1f} {100 * size / total:5.1f}%")

main()
