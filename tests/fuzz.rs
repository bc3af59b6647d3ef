//! A fuzz harness on stable Rust: seeded mutations of valid inputs (kingdom notation, game
//! records, links, the worker's requests with whole game states, and conversations of the
//! engine protocol) must be refused with an error or handled, never panic. That every state a game reaches is accepted is
//! `states_read_back.rs`. The test command runs a short pass; a long one:
//!
//! ```sh
//! FUZZ_CASES=200000 cargo test --release --test fuzz -- --nocapture
//! ```
//!
//! `FUZZ_SEED=N` draws other mutations than the test command's (which are always the same).
//!
//! A failure prints the input that panicked, so that it can become a test of its own.

use std::panic::{catch_unwind, AssertUnwindSafe};

use kingdomino::ai::{think, Budget, Clock, Level, ReusableTrees};
use kingdomino::by_link::GameByLink;
use kingdomino::engine_protocol::{with_quests_written, Session, Step, ToEngine};
use kingdomino::notation::{parse_kingdom, parse_link, GameRecord};
use kingdomino::review::Weighing;
use kingdomino::rules::{
    Game, GameSetup, Options, PlayerId, PlayerView, RevealedDraws, Rng, Variant,
};
use kingdomino::worker_protocol::{Incoming, Request};
use serde_json::Value;

/// Cases per target: `FUZZ_CASES`, or a short pass for the test command.
fn cases() -> u64 {
    std::env::var("FUZZ_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(5000)
}

/// The generator of one target: the same each run, unless `FUZZ_SEED` asks for other cases.
fn generator(target: u64) -> Rng {
    let run: u64 = std::env::var("FUZZ_SEED")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(0);
    Rng::new(target ^ run.wrapping_mul(0x9E37_79B9_7F4A_7C15))
}

/// Characters the text formats are made of, and a few they are not.
const ALPHABET: &[u8] = b"WFLGSMTC.0123456789/[]+gkrcnesw_-xbdqQABCDEFKDQD&=#?%~ \xc3\xa9";

/// One random edit of `text`: a character replaced, inserted, deleted or doubled, a slice
/// repeated or cut, digits made huge.
fn mutate_text(text: &str, rng: &mut Rng) -> String {
    let mut bytes = text.as_bytes().to_vec();
    let edits = 1 + rng.below(3);
    for _ in 0..edits {
        let at = if bytes.is_empty() {
            0
        } else {
            rng.below(bytes.len())
        };
        let byte = ALPHABET[rng.below(ALPHABET.len())];
        match rng.below(7) {
            0 if !bytes.is_empty() => bytes[at] = byte,
            1 => bytes.insert(at, byte),
            2 if !bytes.is_empty() => {
                bytes.remove(at);
            }
            3 => {
                let end = (at + 1 + rng.below(12)).min(bytes.len());
                let slice = bytes[at..end].to_vec();
                bytes.splice(at..at, slice).for_each(drop);
            }
            4 => bytes.truncate(at),
            5 => bytes
                .splice(at..at, b"99999999999999999999".iter().copied())
                .for_each(drop),
            _ => bytes.splice(at..at, b"255".iter().copied()).for_each(drop),
        };
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

/// Every leaf of a JSON value, as a path of keys and indexes.
fn leaves(value: &Value, path: &mut Vec<Value>, out: &mut Vec<Vec<Value>>) {
    match value {
        Value::Object(map) => {
            for (k, v) in map {
                path.push(Value::String(k.clone()));
                leaves(v, path, out);
                path.pop();
            }
        }
        Value::Array(items) => {
            out.push(path.clone());
            for (i, v) in items.iter().enumerate() {
                path.push(Value::from(i));
                leaves(v, path, out);
                path.pop();
            }
        }
        _ => out.push(path.clone()),
    }
}

fn at_path<'a>(value: &'a mut Value, path: &[Value]) -> &'a mut Value {
    path.iter().fold(value, |v, key| match key {
        Value::String(k) => &mut v[k.as_str()],
        Value::Number(i) => &mut v[i.as_u64().unwrap() as usize],
        _ => unreachable!(),
    })
}

/// One edit of one field: a number pushed to an edge, a flag flipped, an array shortened,
/// grown or reordered, a string changed. Returns what was changed, for the failure message.
fn mutate_json(value: &mut Value, rng: &mut Rng) -> String {
    let mut paths = Vec::new();
    leaves(value, &mut Vec::new(), &mut paths);
    let path = &paths[rng.below(paths.len())];
    let field = at_path(value, path);
    const EDGES: [i64; 10] = [0, 1, -1, 2, 5, 7, 8, 63, 255, 65_536];
    *field = match field {
        Value::Number(n) => match rng.below(4) {
            0 => Value::from(EDGES[rng.below(EDGES.len())]),
            1 => Value::from(u64::MAX),
            2 => Value::from(rng.below(100) as i64),
            // A near miss: one more or one less.
            _ => Value::from(n.as_i64().unwrap_or(0) + if rng.below(2) == 0 { 1 } else { -1 }),
        },
        Value::Bool(b) => Value::Bool(!*b),
        Value::String(s) => Value::String(mutate_text(s, rng)),
        Value::Array(items) => {
            let mut items = items.clone();
            match rng.below(4) {
                0 => {
                    items.pop();
                }
                1 if !items.is_empty() => items.push(items[rng.below(items.len())].clone()),
                // Two items trade places: kingdoms, line slots, seats of an order.
                2 if items.len() > 1 => {
                    let (a, b) = (rng.below(items.len()), rng.below(items.len()));
                    items.swap(a, b);
                }
                _ => items.clear(),
            }
            Value::Array(items)
        }
        Value::Null => Value::from(3),
        Value::Object(_) => Value::Null,
    };
    format!(
        "{path:?} = {}",
        field.to_string().chars().take(200).collect::<String>()
    )
}

/// Runs `f`; a panic fails the test with the input that caused it.
fn no_panic(what: &str, input: &str, f: impl FnOnce()) {
    if catch_unwind(AssertUnwindSafe(f)).is_err() {
        let shown: String = input.chars().take(2000).collect();
        panic!("{what} panicked on: {shown}");
    }
}

/// Valid records of every game of the family, whole and cut short.
fn records() -> Vec<String> {
    let setups = [
        GameSetup::kingdomino(2, 1),
        GameSetup::kingdomino(4, 2),
        GameSetup::queendomino(2, 3),
        GameSetup::queendomino(4, 4),
        {
            let mut s = GameSetup::kingdomino(5, 5);
            s.options.age_of_giants = true;
            s
        },
        GameSetup {
            variant: Variant::RoyalWedding,
            ..GameSetup::queendomino(6, 6)
        },
        {
            let mut s = GameSetup {
                variant: Variant::RoyalWedding,
                ..GameSetup::queendomino(8, 7)
            };
            s.options.teams = Some(Options::paired_teams(8));
            s
        },
        {
            let mut s = GameSetup::kingdomino(2, 8);
            s.options.dynasty = true;
            s.options.mighty_duel = true;
            s.options.harmony = true;
            s
        },
        {
            let mut s = GameSetup::queendomino(3, 9);
            s.options.age_of_giants = true;
            s
        },
        {
            let mut s = GameSetup::kingdomino(2, 10);
            s.options.age_of_giants = true;
            s
        },
    ];
    let mut out = Vec::new();
    for setup in setups {
        let mut game = Game::new(setup).unwrap_or_else(|e| panic!("{setup:?}: {e}"));
        let mut rng = Rng::new(setup.seed);
        let mut actions = Vec::new();
        let mut views = 0;
        while !game.table().is_over() {
            game.table().legal_actions(&mut actions);
            game.play(actions[rng.below(actions.len())]).unwrap();
            views += 1;
            if views % 17 == 0 {
                out.push(GameRecord::of(&game).to_string());
            }
        }
        out.push(GameRecord::of(&game).to_string());
    }
    out
}

#[test]
fn kingdom_notation_never_panics() {
    let seeds = [
        "W1WF1../LCF../L2",
        "T[Ch]W1+C/M3gF",
        "FFLL/F1C.LL/.LLL/SSS2M",
        "C",
    ];
    let mut rng = generator(11);
    for _ in 0..cases() {
        let text = mutate_text(seeds[rng.below(seeds.len())], &mut rng);
        no_panic("parse_kingdom", &text, || {
            if let Ok(parsed) = parse_kingdom(&text) {
                let _ = parsed.clone().into_kingdom(5);
                if let Ok(k) = parsed.into_kingdom(7) {
                    let _ = k.score(Default::default());
                }
            }
        });
    }
}

#[test]
fn records_and_links_never_panic() {
    let records = records();
    let mut rng = generator(12);
    for _ in 0..cases() {
        let record = mutate_text(&records[rng.below(records.len())], &mut rng);
        no_panic("a record", &record, || {
            if let Ok(r) = record.parse::<GameRecord>() {
                let _ = r.replay();
            }
        });
        let link = match rng.below(4) {
            0 => format!("#game={record}&seats=human,expert"),
            1 => format!("#replay={record}"),
            2 => mutate_text(
                "#kingdom=W1WF1../LCF../L2&size=5&bonus=hm&v=2&coins=3&queen",
                &mut rng,
            ),
            _ => mutate_text("#puzzle=W1WWM2/FFC../.LL&domino=45&quests=0517", &mut rng),
        };
        no_panic("a link", &link, || {
            let _ = parse_link(&link);
        });
    }
}

/// A clock that never moves: searches stop on their iteration budget.
struct Still;

impl Clock for Still {
    fn now_ms(&self) -> f64 {
        0.0
    }
}

/// The worker's reading of a request, as the page would send it after `change`: the JSON
/// edit carried into the request's bytes (an edit of a type the bytes cannot carry is one
/// nobody can send, and is skipped).
fn read_edited(value: Value) -> Option<Incoming> {
    let request = serde_json::from_value::<Request>(value).ok()?;
    Some(Incoming::read(&Incoming::bytes_of(&request)))
}

/// A request's bytes edited at random, as a person editing the worker's messages would: a
/// byte changed, bytes cut off, dropped, repeated or inserted.
fn mutate_bytes(bytes: &mut Vec<u8>, rng: &mut Rng) -> String {
    let at = rng.below(bytes.len().max(1)).min(bytes.len());
    const EDGES: [u8; 8] = [0, 1, 2, 7, 8, 63, 128, 255];
    match rng.below(5) {
        0 => {
            let byte = EDGES[rng.below(EDGES.len())];
            if let Some(b) = bytes.get_mut(at) {
                *b = byte;
            }
            format!("byte {at} = {byte}")
        }
        1 => {
            bytes.truncate(at);
            format!("cut at {at}")
        }
        2 => {
            let end = (at + 1 + rng.below(8)).min(bytes.len());
            bytes.drain(at..end);
            format!("bytes {at}..{end} dropped")
        }
        3 => {
            let end = (at + 1 + rng.below(8)).min(bytes.len());
            let copy = bytes[at..end].to_vec();
            bytes.splice(at..at, copy);
            format!("bytes {at}..{end} repeated")
        }
        _ => {
            let byte = rng.below(256) as u8;
            bytes.insert(at, byte);
            format!("{byte} inserted at {at}")
        }
    }
}

/// A request the worker accepted, searched or weighed as the worker would (cut short).
fn act_on(request: Request, case: u64, kept: &mut ReusableTrees) {
    match request {
        Request::Think { view, seed, .. } => {
            let level = Level::ALL[(case % 4) as usize];
            let mut search = level.search(*view, seed, kept);
            let _ = think(search.as_mut(), Budget::iterations(20), &Still);
            if let Some(tree) = search.into_tree() {
                kept.keep(tree);
            }
        }
        Request::Weigh {
            view,
            played,
            budget,
            seed,
            ..
        } => {
            let mut weighing = Weighing::new(*view, played, budget, seed);
            weighing.run(200);
            let _ = weighing.weighed();
        }
        Request::Cancel { .. } | Request::Benchmark { .. } => {}
    }
}

#[test]
fn worker_requests_never_panic() {
    let mut requests = Vec::new();
    for record in records() {
        let game = record.parse::<GameRecord>().unwrap().replay().unwrap();
        let view = game.view(game.table().to_move());
        requests.push(serde_json::to_value(think_request(view)).unwrap());
    }
    let mut rng = generator(13);
    let mut accepted = 0;
    // As in the worker, each search continues the tree kept from the one before when it can.
    let mut kept = ReusableTrees::default();
    // Searching is slower than parsing: a fifth of the cases.
    for case in 0..cases() / 5 + 1 {
        let mut value = requests[rng.below(requests.len())].clone();
        let change = mutate_json(&mut value, &mut rng);
        no_panic("a worker request", &change, || {
            if let Some(Incoming(Ok(request))) = read_edited(value) {
                accepted += 1;
                act_on(request, case, &mut kept);
            }
        });
    }
    eprintln!("worker requests: {accepted} of the mutated ones were accepted and searched");
}

/// The worker's messages as bytes, edited at random: refused with a reason (never a panic), or
/// searched and weighed when the edit still makes a request a game could send.
#[test]
fn worker_bytes_never_panic() {
    let mut requests = Vec::new();
    for record in records() {
        let full = record.parse::<GameRecord>().unwrap();
        let game = full.replay().unwrap();
        let view = game.view(game.table().to_move());
        requests.push(Incoming::bytes_of(&think_request(view.clone())));
        let mut legal = Vec::new();
        game.table().legal_actions(&mut legal);
        requests.push(Incoming::bytes_of(&Request::Weigh {
            id: 2,
            view: Box::new(view),
            played: legal.first().copied(),
            budget: 8,
            seed: 3,
        }));
    }
    let mut rng = generator(19);
    let (mut accepted, mut refused) = (0, 0);
    let mut kept = ReusableTrees::default();
    for case in 0..cases() / 5 + 1 {
        let mut bytes = requests[rng.below(requests.len())].clone();
        let change = mutate_bytes(&mut bytes, &mut rng);
        no_panic(
            "a worker request's bytes",
            &change,
            || match Incoming::read(&bytes) {
                Incoming(Ok(request)) => {
                    accepted += 1;
                    act_on(request, case, &mut kept);
                }
                Incoming(Err((_, why))) => {
                    refused += 1;
                    assert!(!why.is_empty());
                }
            },
        );
    }
    eprintln!("worker bytes: {accepted} edits accepted and acted on, {refused} refused");
    assert!(refused > 0, "no edit was refused");
}

/// The review's requests, edited at random, as the worker reads them: refused with a reason or
/// weighed, never a panic (the weighing is cut short: a budget may have been edited upwards).
#[test]
fn weigh_requests_never_panic() {
    let mut requests = Vec::new();
    for record in records() {
        let full = record.parse::<GameRecord>().unwrap();
        let mut game = Game::new(full.setup).unwrap();
        // A position part-way through, with the move played there.
        for &action in full.actions.iter().take(full.actions.len() / 2) {
            game.play(action).unwrap();
        }
        let played = full.actions.get(full.actions.len() / 2).copied();
        let request = Request::Weigh {
            id: 1,
            view: Box::new(game.view(game.table().to_move())),
            played,
            budget: 8,
            seed: 2,
        };
        requests.push(serde_json::to_value(request).unwrap());
    }
    let mut rng = generator(17);
    let mut accepted = 0;
    for _ in 0..cases() / 5 + 1 {
        let mut value = requests[rng.below(requests.len())].clone();
        let change = mutate_json(&mut value, &mut rng);
        no_panic("a weigh request", &change, || {
            if let Some(Incoming(Ok(request @ Request::Weigh { .. }))) = read_edited(value) {
                accepted += 1;
                act_on(request, 0, &mut ReusableTrees::default());
            }
        });
    }
    eprintln!("weigh requests: {accepted} of the mutated ones were accepted and weighed");
}

fn think_request(view: PlayerView) -> Request {
    Request::Think {
        id: 1,
        view: Box::new(view),
        level: Level::Expert,
        budget: Budget::iterations(20),
        seed: 9,
        fresh: false,
    }
}

/// Games by link as published, of every version.
fn links_by_link() -> Vec<String> {
    [
        include_str!("data/links_by_link_v1.tsv"),
        include_str!("data/links_by_link_v2.tsv"),
        include_str!("data/links_by_link_v3.tsv"),
    ]
    .concat()
    .lines()
    .filter(|l| !l.starts_with('#'))
    .filter_map(|l| l.split_once('\t').map(|(link, _)| link.to_string()))
    .collect()
}

/// A game by link read as the page's Open box, Import and `kingdomino replay` read it: every
/// check but the computer moves' searches, which only run on a link that passes the rest.
fn read_game_by_link(text: &str) {
    if let Ok(game) = GameByLink::parse_unchecked(text) {
        let _ = game.check_moves();
        let _ = game.to_string();
    }
    let _ = GameByLink::parse_link(text);
}

/// Characters of one to four bytes at every position of real links, every truncation, and the
/// harness's random edits: refused or read, never a panic.
#[test]
fn links_by_link_never_panic() {
    let links = links_by_link();
    for link in &links {
        let at: Vec<usize> = link.char_indices().map(|(i, _)| i).collect();
        for (n, &i) in at.iter().enumerate() {
            let inserted = format!("{}{}{}", &link[..i], ["é", "€", "😀"][n % 3], &link[i..]);
            no_panic("a game by link", &inserted, || read_game_by_link(&inserted));
            no_panic("a game by link", &link[..i], || {
                read_game_by_link(&link[..i])
            });
            // Two characters replaced by one of two bytes: every length stays as it was.
            if link.get(i..i + 2).is_some_and(|two| two.is_ascii()) {
                let swapped = format!("{}é{}", &link[..i], &link[i + 2..]);
                no_panic("a game by link", &swapped, || read_game_by_link(&swapped));
            }
        }
    }
    let mut rng = generator(19);
    for _ in 0..cases() {
        let text = mutate_text(&links[rng.below(links.len())], &mut rng);
        no_panic("a game by link", &text, || read_game_by_link(&text));
    }
}

/// A referee's conversation with seat `seat` over a whole random game: the greeting, the new
/// game, every draw and move, and `go` whenever the seat is to move.
fn conversation(setup: GameSetup, seat: u8) -> Vec<String> {
    let setup = with_quests_written(setup);
    let mut seeds = Rng::new(setup.seed);
    let seeds: Vec<u64> = (0..512).map(|_| seeds.next_u64()).collect();
    let mut game = Game::dealt_by(setup, RevealedDraws::new(seeds.clone())).unwrap();
    let mut lines = vec![
        ToEngine::Hello { version: 1 }.to_string(),
        ToEngine::New {
            setup,
            seat: PlayerId(seat),
            seed: 3,
        }
        .to_string(),
    ];
    let mut told = 0;
    let mut random = kingdomino::ai::RandomPlayer::new(setup.seed);
    loop {
        while told < game.draws_made().unwrap() {
            lines.push(ToEngine::Draw(seeds[told]).to_string());
            told += 1;
        }
        let Some(p) = game.table().to_move() else {
            break;
        };
        if p.0 == seat {
            lines.push(ToEngine::Go(Budget::iterations(10)).to_string());
        }
        let action = random.choose(game.table()).unwrap();
        game.play(action).unwrap();
        lines.push(ToEngine::Moves(vec![action]).to_string());
    }
    lines
}

#[test]
fn engine_conversations_never_panic() {
    let conversations = [
        conversation(GameSetup::kingdomino(2, 1), 0),
        conversation(GameSetup::queendomino(3, 2), 1),
        conversation(
            GameSetup::kingdomino(3, 3).with_options(Options {
                age_of_giants: true,
                ..Options::default()
            }),
            2,
        ),
    ];
    let mut rng = generator(21);
    let mut greedy = Level::Greedy.bot(0);
    for _ in 0..cases() {
        let mut lines = conversations[rng.below(conversations.len())].clone();
        for _ in 0..1 + rng.below(2) {
            let at = rng.below(lines.len());
            match rng.below(4) {
                0 => lines[at] = mutate_text(&lines[at], &mut rng),
                1 => lines.insert(at, lines[at].clone()),
                2 => {
                    lines.remove(at);
                }
                _ => {
                    let other = rng.below(lines.len());
                    lines.swap(at, other);
                }
            }
        }
        let shown = lines.join("\n");
        no_panic("an engine's conversation", &shown, || {
            let mut session = Session::default();
            for line in &lines {
                match session.read(line) {
                    Ok(Step::Think { view, budget }) => {
                        assert!(greedy.choose(&view, budget, &Still).is_some());
                    }
                    Ok(_) => {}
                    Err(why) => {
                        assert!(!why.is_empty() && !why.contains('\n'), "{why}");
                        return;
                    }
                }
            }
        });
    }
}
