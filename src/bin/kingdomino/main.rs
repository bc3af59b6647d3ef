//! `kingdomino`: the rules engine on the command line. Every command prints one result on
//! stdout; bad input gives a non-zero exit status and one clear line on stderr.

mod arena;
mod args;
mod board;
mod clock;
mod games;
mod parallel_expert;

use std::process::ExitCode;

const HELP: &str = "usage: kingdomino COMMAND ...
  score [--harmony] [--middle-kingdom] [--quests ID,ID] [--size 5|7] [--queendomino [--coins N] [--queen]] KINGDOM
                                                                score a kingdom (JSON)
  legal KINGDOM DOMINO [--size 5|7]                             every legal placement (JSON)
  play --players N [--seed S] GAME                              a random game: record, then scores
  replay RECORD                                                 check a game record, print scores (JSON)
  bench [--players N] [--seconds S] GAME                        random games per second
  arena --players expert,greedy[,..] --games N [--seed S] [--budget 300|1s] [--threads T]
        [--search-threads N] GAME                             bots against each other, paired deals
                                                                (--threads: games at once; --search-threads:
                                                                threads each Expert searches a move on)
GAME (optional; Kingdomino by default):
  [--queendomino | --royal-wedding [--teams]] [--age-of-giants] [--quests drawn|ID,ID]
  [--mighty-duel] [--harmony] [--middle-kingdom] [--dynasty]";

fn main() -> ExitCode {
    let words: Vec<String> = match std::env::args_os()
        .skip(1)
        .enumerate()
        .map(|(i, word)| {
            word.into_string()
                .map_err(|_| format!("argument {} is not valid UTF-8", i + 1))
        })
        .collect()
    {
        Ok(words) => words,
        Err(message) => {
            eprintln!("kingdomino: {message}");
            return ExitCode::from(2);
        }
    };
    let (command, rest) = match words.split_first() {
        Some((c, rest)) => (c.as_str(), rest),
        None => ("", &[][..]),
    };
    let result = match command {
        "score" => board::score(rest),
        "legal" => board::legal(rest),
        "play" => games::play(rest),
        "replay" => games::replay(rest),
        "bench" => games::bench(rest),
        "arena" => arena::arena(rest),
        "help" | "--help" | "-h" => Ok(HELP.to_string()),
        "" => Err("no command given; try `kingdomino help`".to_string()),
        other => Err(format!(
            "unknown command {}; try `kingdomino help`",
            kingdomino::notation::excerpt(other)
        )),
    };
    match result {
        Ok(text) => {
            println!("{text}");
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("kingdomino: {message}");
            ExitCode::from(2)
        }
    }
}
