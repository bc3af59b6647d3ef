"""Shortens the names by which a wasm-bindgen build imports its glue's functions.

wasm-bindgen names each function the wasm imports from its script after the Rust item and a
hash (`__wbg_setattribute_bb74001155cb8ca8`), and writes each name twice: in the wasm's import
section and as a key of the script's import object. Gzip cannot shorten the hashes, so the page
paid about 6 KiB for its 186 names. `shorten(js_path, wasm_path)` renames them `a`, `b`, ...
`Z`, `aa`, ... in both files, in the order the wasm imports them, so the same build always
comes out the same. It refuses (raises) anything it does not recognise rather than write a
pair that would not load: a name that is not exactly one key of the script's import object,
or a second import object.
"""
import re

from wasm_binary import leb, read_name, sections, skip_import_desc, uleb

LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"


def short_name(index):
    """`a`..`Z`, then `aa`, `ab`, ...: the index-th name in that order."""
    name = ""
    while True:
        name = LETTERS[index % len(LETTERS)] + name
        index //= len(LETTERS)
        if index == 0:
            return name
        index -= 1


def write_name(name):
    raw = name.encode("utf-8")
    return uleb(len(raw)) + raw


def renamed_imports(wasm, module):
    """The wasm with the imports from `module` renamed, and {old name: new name}."""
    out = bytearray(wasm[:8])
    names = {}
    for kind, body in sections(wasm):
        if kind == 2:
            count, at = leb(body, 0)
            renamed = bytearray(uleb(count))
            for _ in range(count):
                from_module, at = read_name(body, at)
                field, at = read_name(body, at)
                desc = skip_import_desc(body, at + 1, body[at])
                if from_module == module:
                    field = names.setdefault(field, short_name(len(names)))
                renamed += write_name(from_module) + write_name(field) + body[at:desc]
                at = desc
            body = bytes(renamed)
        out += bytes([kind]) + uleb(len(body)) + body
    return bytes(out), names


def renamed_keys(js, names):
    """The script with each key of its import object renamed; each old name must be one key."""
    for old, new in names.items():
        if len(re.findall(r"\b%s\b" % re.escape(old), js)) != 1:
            raise ValueError(f"{old} is not exactly once in the script")
        js, found = re.subn(r"(?m)^(\s*)%s(?=: function\()" % re.escape(old), r"\g<1>" + new, js)
        if found != 1:
            raise ValueError(f"{old} is not a key of the script's import object")
    return js


def shorten(js_path, wasm_path):
    """Renames the glue's imports in the build `js_path` and `wasm_path`, in place."""
    with open(js_path, encoding="utf-8") as f:
        js = f.read()
    modules = re.findall(r'"(\./[\w.-]+_bg\.js)": import0,', js)
    if len(modules) != 1 or "import1" in js:
        raise ValueError(f"{js_path}: not one import object of wasm-bindgen's glue")
    with open(wasm_path, "rb") as f:
        wasm = f.read()
    wasm, names = renamed_imports(wasm, modules[0])
    js = renamed_keys(js, names)
    with open(wasm_path, "wb") as f:
        f.write(wasm)
    with open(js_path, "w", encoding="utf-8") as f:
        f.write(js)
