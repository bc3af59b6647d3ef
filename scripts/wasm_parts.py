#!/usr/bin/env python3
"""What a wasm binary of the page is made of: its code and data by crate, and ours by module.

Takes the binary Trunk built (`target/wasm32-unknown-unknown/web/app.wasm` after
`trunk build --release`), makes it again as Trunk does (wasm-bindgen, then `wasm-opt -Oz`) but
keeping function names (`-g`), and sums each function's body and each data segment by part:
the bytes are those of the binary the page loads, before gzip. (It reads the binary's sections
itself: `twiggy` 0.7 cannot read the bulk memory instructions Rust's wasm32 now emits.)

    python3 scripts/wasm_parts.py [path/to/app.wasm] [module depth] [-O4 for the worker]

An item whose name mentions one of our modules counts for that module (serde's code for our
types marked `(serde)`); any other counts for the crate its name starts with. A component's
body is inlined into yew's generic `CompStateInner<COMP>::view`, so it counts for `yew`.
"""
import collections
import re
import os
import subprocess
import sys
import tempfile

from wasm_binary import leb, read_name, sections, skip_import_desc

WASM = sys.argv[1] if len(sys.argv) > 1 else "target/wasm32-unknown-unknown/web/app.wasm"
DEPTH = int(sys.argv[2]) if len(sys.argv) > 2 else 2
LEVEL = sys.argv[3] if len(sys.argv) > 3 else "-Oz"

def as_loaded(wasm, out_dir):
    """The binary as Trunk makes it, with its function names kept."""
    name = os.path.splitext(os.path.basename(wasm))[0]
    subprocess.run(["wasm-bindgen", wasm, "--out-dir", out_dir, "--target", "web"], check=True)
    opt = os.path.join(out_dir, "opt.wasm")
    subprocess.run(["wasm-opt", LEVEL, "-g", os.path.join(out_dir, name + "_bg.wasm"),
                    "-o", opt], check=True)
    return opt

def skip_const_expr(data, at):
    while data[at] != 0x0B:  # `end`; the offsets Rust writes are single constants
        at += 1
    return at + 1

def imported_functions(body):
    count, at = leb(body, 0)
    functions = 0
    for _ in range(count):
        _, at = read_name(body, at)  # the module's
        _, at = read_name(body, at)  # the import's
        functions += body[at] == 0
        at = skip_import_desc(body, at + 1, body[at])
    return functions

def function_names(body):
    length, at = leb(body, 0)
    if body[at:at + length] != b"name":
        return {}
    at += length
    names = {}
    while at < len(body):
        kind = body[at]
        size, at = leb(body, at + 1)
        end = at + size
        if kind == 1:
            count, at = leb(body, at)
            for _ in range(count):
                index, at = leb(body, at)
                length, at = leb(body, at)
                names[index] = body[at:at + length].decode("utf-8", "replace")
                at += length
        at = end
    return names

def rows():
    """(name, bytes) of each function body and data segment of the binary as loaded."""
    with tempfile.TemporaryDirectory() as out_dir:
        with open(as_loaded(WASM, out_dir), "rb") as f:
            data = f.read()
    imports, bodies, segments, names = 0, [], [], {}
    for kind, body in sections(data):
        if kind == 2:
            imports = imported_functions(body)
        elif kind == 10:
            count, at = leb(body, 0)
            for _ in range(count):
                size, start = leb(body, at)
                bodies.append(start + size - at)
                at = start + size
        elif kind == 11:
            count, at = leb(body, 0)
            for _ in range(count):
                start = at
                flags, at = leb(body, at)
                if flags == 2:
                    _, at = leb(body, at)
                if flags != 1:
                    at = skip_const_expr(body, at)
                size, at = leb(body, at)
                at += size
                segments.append(at - start)
        elif kind == 0:
            names.update(function_names(body))
    for index, size in enumerate(bodies):
        yield names.get(imports + index, f"code[{index}]"), size
    for index, size in enumerate(segments):
        yield f"data[{index}]", size

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
    ("serialization: JSON and postcard (serde, serde_json, postcard, our types' impls)", ("(serde)", "serde_json", "postcard", "bincode", "serde_core", "ryu", "itoa")),
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
