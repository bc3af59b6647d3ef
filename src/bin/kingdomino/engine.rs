//! `engine`: a computer player speaking the engine protocol on its standard input and output
//! (`kingdomino::engine_protocol`, docs/engine-protocol.md). A line it cannot read or follow is
//! answered `error <why>`, and the engine exits with status 2; the end of its input, or `quit`,
//! ends it with status 0.

use std::io::{BufRead, Read, Write};
use std::process::ExitCode;

use kingdomino::ai::{Bot, Level};
use kingdomino::engine_protocol::{FromEngine, Session, Step, MAX_LINE, VERSION};

use crate::args::EngineArgs;
use crate::clock::WallClock;
use crate::parallel_expert::ParallelExpert;

/// The next line of `input` without its line end; `None` at the end of the input.
fn next_line(input: &mut impl BufRead) -> Result<Option<String>, String> {
    let mut bytes = Vec::new();
    Read::take(&mut *input, MAX_LINE as u64 + 2)
        .read_until(b'\n', &mut bytes)
        .map_err(|e| format!("cannot read the input: {e}"))?;
    if bytes.is_empty() {
        return Ok(None);
    }
    if bytes.last() == Some(&b'\n') {
        bytes.pop();
    } else if bytes.len() > MAX_LINE {
        return Err(format!("a line is at most {MAX_LINE} bytes"));
    }
    String::from_utf8(bytes)
        .map(Some)
        .map_err(|_| "a line is not valid UTF-8".into())
}

fn bot_of(args: &EngineArgs, seed: u64) -> Box<dyn Bot> {
    match args.level {
        Level::Expert if args.search_threads > 1 => {
            Box::new(ParallelExpert::new(seed, args.search_threads))
        }
        level => level.bot(seed),
    }
}

/// The answer to one line, if it asks for one.
fn answer(
    args: &EngineArgs,
    session: &mut Session,
    bot: &mut Option<Box<dyn Bot>>,
    line: &str,
) -> Result<Option<FromEngine>, String> {
    Ok(match session.read(line)? {
        Step::Greet => Some(FromEngine::Hello {
            version: VERSION,
            name: format!(
                "kingdomino {} {}",
                env!("CARGO_PKG_VERSION"),
                args.level.name()
            ),
        }),
        Step::NewGame { seed } => {
            *bot = Some(bot_of(args, seed));
            Some(FromEngine::Ready)
        }
        Step::Think { view, budget } => {
            let clock = WallClock::start();
            let player = bot.as_mut().ok_or("no game yet")?;
            let action = player
                .choose(&view, budget, &clock)
                .ok_or("the seat has no move to choose")?;
            Some(FromEngine::Move(action))
        }
        Step::Nothing => None,
        Step::Quit => return Err(String::new()),
    })
}

pub fn run(args: &EngineArgs) -> ExitCode {
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let mut out = std::io::stdout().lock();
    let mut session = Session::default();
    let mut bot = None;
    loop {
        let reply = next_line(&mut input).and_then(|line| match line {
            Some(line) => answer(args, &mut session, &mut bot, &line),
            None => Err(String::new()),
        });
        let (message, code) = match reply {
            Ok(None) => continue,
            Ok(Some(message)) => (message, None),
            // `quit` or the end of the input.
            Err(why) if why.is_empty() => return ExitCode::SUCCESS,
            Err(why) => (FromEngine::Error(why), Some(ExitCode::from(2))),
        };
        if writeln!(out, "{message}")
            .and_then(|()| out.flush())
            .is_err()
        {
            // The referee has gone: nobody is left to answer.
            return ExitCode::from(1);
        }
        if let Some(code) = code {
            return code;
        }
    }
}
