"""Reading a WebAssembly binary's parts: LEB128 numbers, names, imports and sections, as the
build's scripts need them (`short_imports.py`, `wasm_parts.py`)."""


def leb(data, at):
    """An unsigned LEB128 number at `at`, and where it ends."""
    value = shift = 0
    while True:
        byte = data[at]
        at += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, at


def uleb(value):
    """`value` as an unsigned LEB128 number."""
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value == 0:
            out.append(byte)
            return bytes(out)
        out.append(byte | 0x80)


def skip_limits(data, at):
    """Where a table's or memory's limits at `at` end."""
    flags, at = leb(data, at)
    _, at = leb(data, at)
    return leb(data, at)[1] if flags & 1 else at


def read_name(data, at):
    """A name (its length, then UTF-8) at `at`, and where it ends."""
    length, at = leb(data, at)
    return data[at:at + length].decode("utf-8"), at + length


def skip_import_desc(data, at, kind):
    """Where an import's description of kind `kind` (function, table, memory, global, tag)
    ends."""
    if kind == 0:
        return leb(data, at)[1]
    if kind == 1:
        return skip_limits(data, at + 1)
    if kind == 2:
        return skip_limits(data, at)
    if kind == 3:
        return at + 2
    if kind == 4:
        return leb(data, leb(data, at)[1])[1]
    raise ValueError(f"an import of unknown kind {kind}")


def sections(data):
    """(id, body) of each section, in order."""
    at = 8
    while at < len(data):
        size, body = leb(data, at + 1)
        yield data[at], data[body:body + size]
        at = body + size
