//! `kingdomino`: the rules engine on the command line. Every command prints one result on
//! stdout; bad input gives exit status 2 and one clear line on stderr; `--help` on any command
//! says what it takes. Long runs (`arena`, `bench`) show their progress on a terminal.

mod arena;
mod args;
mod board;
mod clock;
mod engine;
mod engine_seat;
mod games;
mod parallel_expert;
mod progress;
mod review;
mod what_if;

use std::io::Write;
use std::process::ExitCode;

use clap::Parser;

use args::{Cli, Command};

fn main() -> ExitCode {
    let mut words = Vec::new();
    for (i, word) in std::env::args_os().enumerate() {
        match word.into_string() {
            Ok(word) => words.push(word),
            Err(_) => {
                eprintln!("kingdomino: argument {i} is not valid UTF-8");
                return ExitCode::from(2);
            }
        }
    }
    let cli = match Cli::try_parse_from(&words) {
        Ok(cli) => cli,
        Err(e) if !e.use_stderr() => {
            // --help and --version: what was asked for, on stdout.
            return write_out(&e.render().to_string());
        }
        Err(e) => {
            eprintln!("kingdomino: {}", args::one_line(&e));
            return ExitCode::from(2);
        }
    };
    let result = match cli.command {
        Command::Engine(a) => return engine::run(&a),
        Command::Score(a) => board::score(&a),
        Command::Legal(a) => board::legal(&a),
        Command::Play(a) => games::play(&a),
        Command::Replay(a) => games::replay(&a),
        Command::Review(a) => review::review(&a),
        Command::Bench(a) => games::bench(&a),
        Command::Arena(a) => arena::arena(&a),
    };
    match result {
        Ok(text) => write_out(&format!("{}\n", text.trim_end_matches('\n'))),
        Err(message) => {
            eprintln!("kingdomino: {message}");
            ExitCode::from(2)
        }
    }
}

/// Writes the result. A reader that stopped reading (`| head`) is no error; a full disk is.
fn write_out(text: &str) -> ExitCode {
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("kingdomino: cannot write the output: {e}");
            ExitCode::from(1)
        }
    }
}
