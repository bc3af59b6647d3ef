#!/usr/bin/env python3
"""Writes src/by_link/name_chars.rs: the code points a seat's name may not hold; and, by
scripts/name_fold.rs, src/by_link/name_fold.rs: each character's lower case, to compare names.

Those are Unicode's controls (Cc), format characters (Cf), line and paragraph separators (Zl,
Zp), surrogates (Cs), private use (Co) and unassigned code points (Cn), at the Unicode version
of Rust's standard library (`char::UNICODE_VERSION`), so that the test that compares the table
with the standard library's letters and digits holds. Needs the `unicodedata2` package of that
version (`pip install unicodedata2==17.0.1`); the table it writes is committed, and nothing
runs this script at build or test time.

The table is the ascending code points where a run of refused code points starts or ends,
each written as its distance from the one before in LEB128 (seven bits a byte, the high bit
set on every byte but a number's last).
"""
import subprocess
import tempfile
from pathlib import Path

import unicodedata2 as unicodedata

REFUSED = {"Cc", "Cf", "Zl", "Zp", "Cs", "Co", "Cn"}


def boundaries():
    out, inside = [], False
    for code in range(0x110000):
        refused = unicodedata.category(chr(code)) in REFUSED
        if refused != inside:
            out.append(code)
            inside = refused
    if inside:
        out.append(0x110000)
    return out


def leb128(n):
    out = []
    while True:
        byte = n & 0x7F
        n >>= 7
        if n:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return out


def main():
    bounds = boundaries()
    data, before = [], 0
    for b in bounds:
        data += leb128(b - before)
        before = b
    rows = [", ".join(f"0x{b:02x}" for b in data[i:i + 16]) for i in range(0, len(data), 16)]
    body = "\n".join(f"    {row}," for row in rows)
    text = f'''//! Which characters a seat's name may not hold: written by `scripts/name_chars.py` from
//! Unicode {unicodedata.unidata_version} (do not edit by hand). Controls, format characters
//! (among them every invisible one), line and paragraph separators, private use and unassigned
//! code points are refused, so that no name shows as another or carries what cannot be seen.

/// Where each run of refused code points starts and ends ({len(bounds)} code points, ascending),
/// each as its distance from the one before in LEB128.
static BOUNDARIES: [u8; {len(data)}] = [
{body}
];

/// Whether `c` is a control, format, separator (of lines or paragraphs), private-use or
/// unassigned code point: none may stand in a name.
pub fn is_refused_in_a_name(c: char) -> bool {{
    let code = u32::from(c);
    let mut boundary = 0u32;
    let mut refused = false;
    let mut delta = 0u32;
    let mut shift = 0;
    for &byte in &BOUNDARIES {{
        delta |= u32::from(byte & 0x7f) << shift;
        shift += 7;
        if byte & 0x80 != 0 {{
            continue;
        }}
        boundary += delta;
        if boundary > code {{
            return refused;
        }}
        refused = !refused;
        delta = 0;
        shift = 0;
    }}
    refused
}}

#[cfg(test)]
mod tests {{
    use super::*;

    #[test]
    fn the_table_refuses_what_the_standard_library_calls_hidden_and_keeps_its_letters() {{
        assert_eq!(
            char::UNICODE_VERSION,
            ({unicodedata.unidata_version.replace(".", ", ")}),
            "the table is of another Unicode version: run scripts/name_chars.py"
        );
        for c in (0..=u32::from(char::MAX)).filter_map(char::from_u32) {{
            if c.is_alphanumeric() || (c.is_ascii_graphic() || c == ' ') {{
                assert!(!is_refused_in_a_name(c), "{{:X}} is a letter, digit or sign", u32::from(c));
            }}
            if c.is_control() {{
                assert!(is_refused_in_a_name(c), "{{:X}} is a control", u32::from(c));
            }}
        }}
        // Format characters that show nothing, separators, private use, unassigned.
        for code in [
            0xad, 0x200b, 0x200d, 0x2028, 0x2029, 0x2066, 0xfeff, 0xfff9, 0xfffb, 0x1d173,
            0x1d17a, 0xe0001, 0xe000, 0xf8ff, 0xf0000, 0x10fffd, 0x378, 0x9ffff,
        ] {{
            let c = char::from_u32(code).unwrap();
            assert!(is_refused_in_a_name(c), "{{code:X}}");
        }}
    }}
}}
'''
    path = Path("src/by_link/name_chars.rs")
    path.write_text(text)
    subprocess.run(["rustfmt", "--edition", "2021", str(path)], check=True)
    with tempfile.TemporaryDirectory() as scratch:
        fold = Path(scratch) / "name_fold"
        subprocess.run(["rustc", "-O", "--edition", "2021", "scripts/name_fold.rs", "-o", str(fold)], check=True)
        path = Path("src/by_link/name_fold.rs")
        path.write_text(subprocess.run([str(fold)], check=True, capture_output=True, text=True).stdout)
        subprocess.run(["rustfmt", "--edition", "2021", str(path)], check=True)


if __name__ == "__main__":
    main()
