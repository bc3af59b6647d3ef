//! Prints src/by_link/name_fold.rs: each character's lower case, as the standard library gives
//! it (`char::to_lowercase`, its first character), in runs, so that the page carries a few
//! hundred runs rather than the standard library's whole table of case conversions. Built and
//! run by scripts/name_chars.py; nothing runs it at build or test time.

fn main() {
    let mut runs: Vec<(u32, u32, u32, i64)> = Vec::new();
    for c in (0..=u32::from(char::MAX)).filter_map(char::from_u32) {
        let lower = c.to_lowercase().next().unwrap_or(c);
        if lower == c {
            continue;
        }
        let (code, delta) = (u32::from(c), i64::from(u32::from(lower)) - i64::from(u32::from(c)));
        if let Some(run) = runs.last_mut() {
            let (start, count, stride, d) = *run;
            let next = start + count * stride;
            if d == delta && count == 1 && code - start <= 2 {
                *run = (start, 2, code - start, d);
                continue;
            }
            if d == delta && count > 1 && code == next {
                run.1 += 1;
                continue;
            }
        }
        runs.push((code, 1, 1, delta));
    }
    let (major, minor, patch) = char::UNICODE_VERSION;
    println!("//! Each character's lower case, to compare names case-folded: written by");
    println!("//! `scripts/name_chars.py` from the standard library's Unicode {major}.{minor}.{patch} (do not edit by");
    println!("//! hand). A few hundred runs rather than the standard library's table of case conversions,");
    println!("//! which the page's builds would otherwise carry whole.");
    println!();
    println!("/// Runs of characters whose lower case is the character moved by `delta`: `count` of them,");
    println!("/// from `start`, `stride` apart.");
    println!("static RUNS: [(u32, u16, u8, i32); {}] = [", runs.len());
    for (start, count, stride, delta) in &runs {
        println!("    (0x{start:x}, {count}, {stride}, {delta}),");
    }
    println!("];");
    println!();
    println!("/// `c` in lower case (its first character where the lower case has two).");
    println!("pub fn lower(c: char) -> char {{");
    println!("    let code = u32::from(c);");
    println!("    for &(start, count, stride, delta) in &RUNS {{");
    println!("        let step = u32::from(stride);");
    println!("        if code >= start && (code - start) % step == 0 && (code - start) / step < u32::from(count) {{");
    println!("            return char::from_u32(code.wrapping_add_signed(delta)).unwrap_or(c);");
    println!("        }}");
    println!("    }}");
    println!("    c");
    println!("}}");
    println!();
    println!("#[cfg(test)]");
    println!("mod tests {{");
    println!("    use super::*;");
    println!();
    println!("    #[test]");
    println!("    fn every_character_lowers_as_the_standard_library_lowers_it() {{");
    println!("        assert_eq!(char::UNICODE_VERSION, ({major}, {minor}, {patch}), \"run scripts/name_chars.py\");");
    println!("        for c in (0..=u32::from(char::MAX)).filter_map(char::from_u32) {{");
    println!("            assert_eq!(lower(c), c.to_lowercase().next().unwrap(), \"{{:X}}\", u32::from(c));");
    println!("        }}");
    println!("    }}");
    println!("}}");
}
