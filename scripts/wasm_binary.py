"""Reading a WebAssembly binary's parts: LEB128 numbers, names, limits and sections, as the
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


def sections(data):
    """(id, body) of each section, in order."""
    at = 8
    while at < len(data):
        size, body = leb(data, at + 1)
        yield data[at], data[body:body + size]
        at = body + size
