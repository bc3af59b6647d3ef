//! The page's words in English, French, Spanish and German: one [`Words`] table a language, read
//! from `web/words/<code>.txt` (checked complete by the tests: a missing sentence fails them),
//! and the helpers that fill sentences, join lists and write numbers the way each language does.
//!
//! Pure Rust: the rules keep their typed errors, and [`refusals`] turns them into sentences here;
//! `names.rs` names terrains, buildings, quests and score parts.

pub mod gestures;
mod nameless;
mod names;
pub mod refusals;
pub mod rules_words;
mod watching;
mod words;

pub use words::{Words, WordsError};

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

/// How a language writes: its code, its name in itself, how it groups digits, whether it counts
/// zero as one ("0 couronne"). Its words are in its file.
struct Speech {
    code: &'static str,
    native_name: &'static str,
    /// The digit groups' separator ("1,234", "1 234", "1.234")...
    separator: &'static str,
    /// ...from how many digits on (Spanish leaves four digits ungrouped).
    group_from: usize,
    zero_is_one: bool,
}

/// The page's languages: adding one is its file in `web/words/` and a line in the call below.
/// The first is the default.
macro_rules! languages {
    ($($variant:ident => $code:literal, $name:literal, $separator:literal, $group_from:literal, $zero_is_one:literal;)+) => {
        /// A language of the page.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
        pub enum Lang {
            $($variant),+
        }

        impl Lang {
            const COUNT: usize = [$(stringify!($variant)),+].len();
            pub const ALL: [Lang; Lang::COUNT] = [$(Lang::$variant),+];

            fn speech(self) -> &'static Speech {
                match self {
                    $(Lang::$variant => &Speech {
                        code: $code,
                        native_name: $name,
                        separator: $separator,
                        group_from: $group_from,
                        zero_is_one: $zero_is_one,
                    }),+
                }
            }

            /// The language's file as written, with its fields' names: natively every one
            /// (the page's binaries fetch all but English's).
            #[cfg(not(target_arch = "wasm32"))]
            fn file(self) -> Option<&'static str> {
                match self {
                    $(Lang::$variant => Some(include_str!(concat!("../../web/words/", $code, ".txt"))),)+
                }
            }

            #[cfg(target_arch = "wasm32")]
            fn file(self) -> Option<&'static str> {
                None
            }
        }
    };
}

languages! {
    En => "en", "English", ",", 4, false;
    Fr => "fr", "Français", "\u{202f}", 4, true;
    Es => "es", "Español", ".", 5, false;
    De => "de", "Deutsch", ".", 5, false;
}

/// English, the default, as every binary carries it: without its fields' names (`nameless.rs`);
/// a build that only watches leaves empty the words a replay never shows (`watching.rs`).
const ENGLISH: &str = nameless::nameless_words!(
    include_str!("../../web/words/en.txt"),
    if cfg!(feature = "play") {
        nameless::Blanks::NONE
    } else {
        watching::NOT_WATCHED
    }
);

/// Each language's words, once read.
static WORDS: [OnceLock<Words>; Lang::COUNT] = [const { OnceLock::new() }; Lang::COUNT];

impl Default for Lang {
    fn default() -> Lang {
        Lang::ALL[0]
    }
}

impl Lang {
    /// The language's words as the binary carries them: English always (the default: the page
    /// never waits for it), natively every language.
    fn built_in(self) -> Option<&'static str> {
        match self {
            Lang::En => Some(ENGLISH),
            _ => self.file(),
        }
    }

    /// The language's code, as in `?lang=fr` and the page's `lang` attribute.
    pub fn code(self) -> &'static str {
        self.speech().code
    }

    /// Whether the language says "0 crown", as one.
    pub fn zero_is_one(self) -> bool {
        self.speech().zero_is_one
    }

    /// The language for a code such as `fr`, `fr-CA` or `ES`; `None` for the others.
    pub fn from_code(code: &str) -> Option<Lang> {
        let primary = code.split(['-', '_']).next()?.to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The first of the browser's preferred languages that the page speaks.
    pub fn preferred<'a>(codes: impl IntoIterator<Item = &'a str>) -> Option<Lang> {
        codes.into_iter().find_map(Lang::from_code)
    }

    /// The language's name in itself, for the picker.
    pub fn native_name(self) -> &'static str {
        self.speech().native_name
    }

    /// The language's words; the default language's until the page has loaded them.
    pub fn words(self) -> &'static Words {
        self.loaded()
            .or_else(|| Lang::default().loaded())
            .expect("the default language's words are built in and read (see the tests)")
    }

    /// The language's words, if the binary carries them or the page has loaded them.
    pub fn loaded(self) -> Option<&'static Words> {
        let cell = &WORDS[self as usize];
        if let Some(words) = cell.get() {
            return Some(words);
        }
        let words = Words::read(self.built_in()?).ok()?;
        Some(cell.get_or_init(|| words))
    }

    /// Whether the language's words were loaded from a file the page fetched.
    pub fn fetched(self) -> bool {
        self.built_in().is_none() && WORDS[self as usize].get().is_some()
    }

    /// Keeps the language's words from its file, fetched by the page: the text is kept for the
    /// rest of the visit, as the built-in ones are (a file refused too: a person picks a
    /// language a few times a visit, and its words must outlive every screen that shows them).
    pub fn load(self, text: String) -> Result<&'static Words, WordsError> {
        if let Some(words) = self.loaded() {
            return Ok(words);
        }
        let words = Words::read(Box::leak(text.into_boxed_str()))?;
        Ok(WORDS[self as usize].get_or_init(|| words))
    }

    /// `a`, `a and b`, `a, b and c`, with the language's "and".
    pub fn list<S: AsRef<str>>(self, items: &[S]) -> String {
        self.joined(items, self.words().and)
    }

    /// `a`, `a or b`, `a, b or c`, with the language's "or".
    pub fn alternatives<S: AsRef<str>>(self, items: &[S]) -> String {
        self.joined(items, self.words().or)
    }

    fn joined<S: AsRef<str>>(self, items: &[S], and: &str) -> String {
        match items {
            [] => String::new(),
            [one] => one.as_ref().to_string(),
            [init @ .., last] => {
                let head: Vec<&str> = init.iter().map(AsRef::as_ref).collect();
                format!("{} {and} {}", head.join(", "), last.as_ref())
            }
        }
    }

    /// A whole number with the language's digit grouping: 12,345 / 12 345 / 12.345 (Spanish
    /// leaves four digits ungrouped).
    pub fn number(self, n: u64) -> String {
        let digits = n.to_string();
        let Speech {
            separator,
            group_from: from,
            ..
        } = self.speech();
        if digits.len() < *from {
            return digits;
        }
        let mut out = String::new();
        for (i, c) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i) % 3 == 0 {
                out.push_str(separator);
            }
            out.push(c);
        }
        out
    }
}

impl Lang {
    /// `forms[0]` for one, else `forms[1]` with the count (French counts 0 as singular too).
    pub fn plural(self, forms: [&str; 2], n: u64) -> String {
        let one = n == 1 || (self.zero_is_one() && n == 0);
        if one {
            fill(forms[0], &[&n])
        } else {
            fill(forms[1], &[&self.number(n)])
        }
    }

    /// A square named the way the board shows it: by steps from the castle, as the board has no
    /// coordinates ("2 up and 1 left of the castle").
    pub fn square(self, row: i8, col: i8) -> String {
        let w = self.words();
        let steps = |n: i8, forms: [&str; 2]| {
            (n != 0).then(|| self.plural(forms, u64::from(n.unsigned_abs())))
        };
        let parts: Vec<String> = [
            steps(row.min(0), w.steps_up),
            steps(row.max(0), w.steps_down),
            steps(col.min(0), w.steps_left),
            steps(col.max(0), w.steps_right),
        ]
        .into_iter()
        .flatten()
        .collect();
        if parts.is_empty() {
            w.the_castle.to_string()
        } else {
            fill(w.square_at, &[&self.list(&parts)])
        }
    }
}

/// Fills a sentence's `{0}`, `{1}`, ... with `args` (a language may put them in any order).
pub fn fill(template: &str, args: &[&dyn std::fmt::Display]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        match after.find('}').and_then(|close| {
            let index: usize = after[..close].parse().ok()?;
            Some((close, args.get(index)?))
        }) {
            Some((close, arg)) => {
                out.push_str(&arg.to_string());
                rest = &after[close + 1..];
            }
            None => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_and_preferences() {
        assert_eq!(Lang::from_code("fr-CA"), Some(Lang::Fr));
        assert_eq!(Lang::from_code("ES"), Some(Lang::Es));
        assert_eq!(Lang::from_code("de-AT"), Some(Lang::De));
        assert_eq!(Lang::from_code("it"), None);
        assert_eq!(Lang::preferred(["it-IT", "es-MX", "en"]), Some(Lang::Es));
        assert_eq!(Lang::preferred(["it"]), None);
    }

    #[test]
    fn lists_and_numbers_follow_the_language() {
        assert_eq!(Lang::En.list(&["Ann", "Ben", "Cy"]), "Ann, Ben and Cy");
        assert_eq!(Lang::Fr.list(&["Ann", "Ben"]), "Ann et Ben");
        assert_eq!(Lang::Es.list(&["Ann", "Ben", "Cy"]), "Ann, Ben y Cy");
        assert_eq!(Lang::En.number(1234567), "1,234,567");
        assert_eq!(Lang::Fr.number(12345), "12\u{202f}345");
        assert_eq!(Lang::Es.number(1234), "1234");
        assert_eq!(Lang::Es.number(12345), "12.345");
        assert_eq!(Lang::De.list(&["Ann", "Ben", "Cy"]), "Ann, Ben und Cy");
        assert_eq!(Lang::De.number(12345), "12.345");
    }

    #[test]
    fn squares_are_named_from_the_castle() {
        assert_eq!(Lang::En.square(0, 0), "the castle");
        assert_eq!(Lang::En.square(-2, -1), "2 up and 1 left of the castle");
        assert_eq!(Lang::Fr.square(1, 0), "1 en bas du château");
        assert_eq!(Lang::Es.square(0, 3), "3 a la derecha del castillo");
        assert_eq!(Lang::En.plural(Lang::En.words().crowns, 0), "0 crowns");
        assert_eq!(Lang::Fr.plural(Lang::Fr.words().crowns, 0), "0 couronne");
    }

    /// Each language's file names every field of `Words`, in order, once; the page reads the
    /// same files (English built in, the others fetched).
    #[test]
    fn every_language_file_has_every_field_in_order() {
        for lang in Lang::ALL {
            let text = lang.file().unwrap();
            let names: Vec<&str> = text.lines().map(|l| l.split(':').next().unwrap()).collect();
            assert_eq!(names, Words::NAMES, "{}", lang.code());
            assert!(Words::read(text).is_ok(), "{}", lang.code());
            assert!(std::ptr::eq(lang.words(), lang.loaded().unwrap()));
        }
        assert_eq!(Lang::Fr.words().dismiss, "Fermer");
        assert_eq!(Lang::De.words().colours[1], "Rot");
    }

    /// A damaged or other version's file is refused with its line, never read shifted.
    #[test]
    fn a_damaged_words_file_is_refused_with_its_line() {
        let en = Lang::En.file().unwrap();
        let refused = |text: String| Words::read(Box::leak(text.into_boxed_str())).unwrap_err();
        let lines: Vec<&str> = en.lines().collect();
        let without_last = lines[..lines.len() - 1].join("\n");
        assert_eq!(
            refused(without_last),
            WordsError {
                line: lines.len(),
                why: "the file ends before its last field"
            }
        );
        assert_eq!(refused(format!("{en}extra: \"x\"\n")).line, lines.len() + 1);
        let at = |i: usize, line: &str| {
            let mut edited = lines.clone();
            edited[i] = line;
            refused(edited.join("\n"))
        };
        let terrains = Words::NAMES.iter().position(|n| *n == "terrains").unwrap();
        assert_eq!(
            at(terrains, "terrains: \"a\" | \"b\""),
            WordsError {
                line: terrains + 1,
                why: "too few items"
            }
        );
        assert_eq!(at(0, "and: \"and\" | \"or\"").why, "too many items");
        assert_eq!(at(1, "or: unquoted").line, 2);
    }

    #[test]
    fn sentences_are_filled_in_any_order() {
        assert_eq!(fill("{1} before {0}", &[&"a", &2]), "2 before a");
        assert_eq!(fill("{x} {5}", &[&1]), "{x} {5}");
    }
}
