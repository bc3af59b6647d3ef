//! A small command-line parser: positional words, `--flag` switches and `--name value` options.

use std::collections::BTreeMap;

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
                Some(name) => return Err(format!("unknown option --{name}")),
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
                .map_err(|_| format!("--{name} takes a number, not {v:?}")),
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
