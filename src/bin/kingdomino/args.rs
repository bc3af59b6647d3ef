//! A small command-line parser: positional words, `--flag` switches and `--name value` options.

use std::collections::BTreeMap;
use std::ops::RangeInclusive;

use kingdomino::notation::{clipped, excerpt};

pub struct Args {
    pub positional: Vec<String>,
    switches: Vec<String>,
    values: BTreeMap<String, String>,
}

impl Args {
    /// Splits `words`; `valued` names the options that take a value.
    pub fn parse(words: &[String], valued: &[&str], switches: &[&str]) -> Result<Args, String> {
        let mut args = Args {
            positional: Vec::new(),
            switches: Vec::new(),
            values: BTreeMap::new(),
        };
        let mut words = words.iter();
        while let Some(word) = words.next() {
            match word.strip_prefix("--") {
                Some(name) if valued.contains(&name) => {
                    let value = words
                        .next()
                        .ok_or_else(|| format!("--{name} needs a value"))?;
                    args.values.insert(name.to_string(), value.clone());
                }
                Some(name) if switches.contains(&name) => args.switches.push(name.to_string()),
                Some(name) => return Err(format!("unknown option --{}", clipped(name))),
                None => args.positional.push(word.clone()),
            }
        }
        Ok(args)
    }

    pub fn switch(&self, name: &str) -> bool {
        self.switches.iter().any(|s| s == name)
    }

    /// The value of `--name` read as a number, or `default` when absent.
    pub fn number<T: std::str::FromStr>(&self, name: &str, default: T) -> Result<T, String> {
        match self.values.get(name) {
            None => Ok(default),
            Some(v) => v
                .parse()
                .map_err(|_| format!("--{name} takes a number, not {}", excerpt(v))),
        }
    }

    /// The value of `--name` as a whole number within `range`, or `default` when absent.
    pub fn count<T>(&self, name: &str, default: T, range: RangeInclusive<T>) -> Result<T, String>
    where
        T: std::str::FromStr + PartialOrd + std::fmt::Display,
    {
        let out_of_range = || {
            format!(
                "--{name} takes a whole number from {} to {}",
                range.start(),
                range.end()
            )
        };
        match self.values.get(name) {
            None => Ok(default),
            Some(v) => match v.parse::<T>() {
                Ok(n) if range.contains(&n) => Ok(n),
                // A number too large for the type is out of range too, not "not a number".
                _ if !v.is_empty() && v.bytes().all(|b| b.is_ascii_digit() || b == b'-') => {
                    Err(out_of_range())
                }
                Ok(_) => Err(out_of_range()),
                Err(_) => Err(format!("--{name} takes a number, not {}", excerpt(v))),
            },
        }
    }

    /// The value of `--name` as a finite number of seconds within `range`.
    pub fn seconds(
        &self,
        name: &str,
        default: f64,
        range: RangeInclusive<f64>,
    ) -> Result<f64, String> {
        let seconds = self.number(name, default)?;
        if seconds.is_finite() && range.contains(&seconds) {
            Ok(seconds)
        } else {
            Err(format!(
                "--{name} takes seconds from {} to {}",
                range.start(),
                range.end()
            ))
        }
    }

    pub fn value(&self, name: &str) -> Option<&str> {
        self.values.get(name).map(String::as_str)
    }

    pub fn has(&self, name: &str) -> bool {
        self.values.contains_key(name)
    }

    /// Exactly `n` positional words, or a message naming what is expected.
    pub fn expect_positional(&self, n: usize, usage: &str) -> Result<&[String], String> {
        if self.positional.len() == n {
            Ok(&self.positional)
        } else {
            Err(format!("usage: {usage}"))
        }
    }
}
