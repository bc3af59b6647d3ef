//! The `kingdomino` command-line tool: outputs and refusals.

use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kingdomino"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn ok(args: &[&str]) -> String {
    let out = run(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .unwrap()
        .trim_end()
        .to_string()
}

/// A refusal: non-zero status, exactly one line on stderr, nothing on stdout, no panic.
fn refused(args: &[&str]) -> String {
    let out = run(args);
    assert!(!out.status.success(), "{args:?} should fail");
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    assert!(!err.contains("panicked"), "{err}");
    assert!(out.stdout.is_empty());
    err
}

#[test]
fn score_prints_the_breakdown() {
    assert_eq!(
        ok(&["score", "F1FFLL/F1FFLL/F1C.LL/.LLL"]),
        r#"{"total":21,"territories":[{"terrain":"forest","squares":7,"crowns":3,"points":21},{"terrain":"lake","squares":9,"crowns":0,"points":0}],"bonuses":{"harmony":0,"middle_kingdom":0},"largest_territory":9,"crowns":3,"parts":[{"name":"territories","points":21}]}"#
    );
    let full = "WWWWW/WWWWW/WWCWW/WWWWW/WWWW1W";
    let both = ok(&["score", "--harmony", "--middle-kingdom", full]);
    assert!(both.starts_with(r#"{"total":39,"#), "{both}");
    assert!(both.contains(r#""bonuses":{"harmony":5,"middle_kingdom":10}"#));
    let seven = ok(&["score", "--size", "7", "--harmony", full]);
    assert!(seven.contains(r#""harmony":0"#));
}

#[test]
fn score_counts_queendomino_buildings_coins_and_the_queen() {
    // The rulebook's example, buildings written on their town squares: 71.
    let example = "W1WWF1F/T[Sm]G1G1T[Ch]M2/F1G1CL2M1/T[Tv]GT[Su]LM1/T[Bt]FT[Gt]LS1";
    let out = ok(&[
        "score",
        "--queendomino",
        "--coins",
        "11",
        "--queen",
        example,
    ]);
    assert!(out.starts_with(r#"{"total":71,"#), "{out}");
    assert!(
        out.ends_with(r#""queendomino":{"coins":3,"buildings":27,"queen":4}}"#),
        "{out}"
    );
    assert!(refused(&["score", example]).contains("--queendomino"));
    assert!(refused(&["score", "--queendomino", "W[Ch]C"]).contains("only on town squares"));
}

#[test]
fn score_reads_a_giant_on_the_queens_tower_as_a_game_draws_it() {
    // Drawn from a game of Queendomino with Age of Giants: the giant covers the tower's crown.
    let drawn = ".WGM/WWCFF/L.GTg[Qt]F/L1gT[Fi]G+T[Ba]W/LT[Fo]T[Sm]F1g";
    let out = ok(&["score", "--queendomino", drawn]);
    assert!(out.starts_with(r#"{"total":10,"#), "{out}");
    assert!(out.contains(r#""crowns":0,"parts""#), "{out}");
    assert!(refused(&["score", "--queendomino", "CT3[Qt]"]).contains("4 crowns"));
}

#[test]
fn legal_lists_every_distinct_placement_in_text_coordinates() {
    // Domino 1 is wheat/wheat: 12 ways round a lone castle, each listed once.
    let out = ok(&["legal", "C", "1"]);
    assert_eq!(out.matches("]],[[").count() + 1, 12, "{out}");
    assert!(out.contains(r#"[[0,1,"W0"],[0,2,"W0"]]"#));
    assert!(out.contains(r#"[[-2,0,"W0"],[-1,0,"W0"]]"#));
    // Coordinates count from the first cell of the text, not from the castle.
    let out = ok(&["legal", "WWWWC", "13", "--size", "5"]);
    assert!(out.contains(r#"[[1,0,"W0"],[2,0,"F0"]]"#), "{out}");
    assert!(
        !out.contains(",5,"),
        "nothing right of the castle fits: {out}"
    );
    assert_eq!(ok(&["legal", "LLL/LCL/LLL", "1"]), r#"{"placements":[]}"#);
    let crowned = ok(&["legal", "C", "48"]);
    assert!(crowned.contains(r#""M3"]"#));
    assert_eq!(crowned.matches("]],[[").count() + 1, 24);
}

#[test]
fn play_prints_a_record_that_replays_to_the_same_scores() {
    let out = ok(&["play", "--players", "4", "--seed", "5", "--harmony"]);
    let (record, scores) = out.split_once('\n').unwrap();
    assert!(record.starts_with("KD2_4_h_5_"));
    assert!(
        scores.starts_with(r#"{"over":true,"players":[{"player":1,"#),
        "{scores}"
    );
    assert_eq!(ok(&["replay", record]), scores);
    // Same seed, same game.
    assert_eq!(
        ok(&["play", "--players", "4", "--seed", "5", "--harmony"]),
        out
    );
    let dynasty = ok(&[
        "play",
        "--players",
        "2",
        "--seed",
        "8",
        "--dynasty",
        "--mighty-duel",
    ]);
    let (record, scores) = dynasty.split_once('\n').unwrap();
    assert!(record.starts_with("KD2_2_dy_8_"));
    assert_eq!(ok(&["replay", record]), scores);
    assert_eq!(scores.matches(r#""deals":["#).count(), 2);
}

#[test]
fn queendomino_games_play_and_replay() {
    let out = ok(&["play", "--players", "3", "--seed", "4", "--queendomino"]);
    let (record, scores) = out.split_once('\n').unwrap();
    assert!(record.starts_with("QD2_3_-_4_kQ"), "{record}");
    assert_eq!(ok(&["replay", record]), scores);
    assert!(
        refused(&["play", "--players", "2", "--queendomino", "--mighty-duel"])
            .contains("7x7 already")
    );
}

#[test]
fn replay_of_a_game_in_progress_says_so() {
    let out = ok(&["replay", "KD1_3_-_1_"]);
    assert!(out.starts_with(r#"{"over":false,"#), "{out}");
}

#[test]
fn bench_reports_games_per_second() {
    let out = ok(&["bench", "--seconds", "0.2", "--players", "2"]);
    assert!(
        out.contains("games:") && out.contains("per second"),
        "{out}"
    );
    assert!(out.contains("ns per call"), "{out}");
}

#[test]
fn bad_input_gets_one_clear_line() {
    assert!(refused(&[]).contains("no command"));
    assert!(refused(&["fly"]).contains("unrecognized subcommand"));
    assert!(refused(&["score"]).contains("usage"));
    assert!(refused(&["score", "WCx"]).contains("row 1, cell 3"));
    assert!(refused(&["score", "C.....W"]).contains("more than 5x5"));
    assert!(refused(&["score", "--size", "6", "C"]).contains("--size"));
    assert!(refused(&["score", "--size"]).contains("a value is required"));
    assert!(refused(&["score", "--bogus", "C"]).contains("unexpected argument '--bogus'"));
    assert!(refused(&["legal", "C", "55"]).contains("is not a Kingdomino domino"));
    assert!(refused(&["legal", "C"]).contains("usage"));
    assert!(refused(&["play"]).contains("--players"));
    assert!(refused(&["play", "--players", "5"]).contains("2 to 4"));
    assert!(refused(&["play", "--players", "3", "--mighty-duel"]).contains("2 players"));
    assert!(refused(&["play", "--players", "x"]).contains("number"));
    assert!(refused(&["replay", "nonsense"]).contains("not a game record"));
    assert!(refused(&["replay", "KD1_4_-_1_k99"]).contains("action 1"));
    assert!(refused(&["replay", "KD1_4_-_1_r0c1e"]).contains("refused"));
}

/// The rulebook's Middle Kingdom: the castle centred in the kingdom's grid, gaps allowed.
#[test]
fn score_gives_the_middle_kingdom_to_a_kingdom_inside_the_centred_grid() {
    let middle = |kingdom: &str| {
        let out = ok(&["score", "--middle-kingdom", kingdom]);
        let json: serde_json::Value = serde_json::from_str(&out).unwrap();
        json["bonuses"]["middle_kingdom"].as_u64().unwrap()
    };
    assert_eq!(middle("WWWWW/WWWWW/WWCWW/WWWWW"), 10);
    assert_eq!(middle("WCW"), 10);
    assert_eq!(middle("WWWWW/WWWWW/WCWWW/WWWWW"), 0);
}

/// Every command-line example in the README and the notation docs runs as printed (those with
/// `[options]` placeholders are run without them), and every record named in them replays.
#[test]
fn documented_examples_work() {
    let docs = [
        include_str!("../README.md"),
        include_str!("../docs/notation.md"),
    ];
    let mut ran = 0;
    for doc in docs {
        for line in doc.lines() {
            let Some(rest) = line.trim().strip_prefix("cargo run --release -- ") else {
                continue;
            };
            let command = rest.split_whitespace().next().unwrap_or("");
            if !matches!(command, "score" | "legal" | "replay" | "play" | "review") {
                continue;
            }
            let words = shell_words(rest);
            let words: Vec<&str> = words
                .iter()
                .map(String::as_str)
                .filter(|w| !w.starts_with('['))
                .collect();
            ok(&words);
            ran += 1;
        }
        for token in doc.split(['`', ' ', '\'', '"']) {
            let record = token
                .trim_start_matches("#game=")
                .trim_start_matches("#replay=");
            let is_record = ["KD1_", "KD2_", "QD1_", "QD2_"]
                .iter()
                .any(|t| record.starts_with(t))
                && record.matches('_').count() >= 4
                && !record.contains("...")
                && !record.contains('…')
                && !record.contains('<');
            if is_record {
                let record = record.split('&').next().unwrap();
                ok(&["replay", record]);
                ran += 1;
            }
        }
    }
    assert!(ran >= 6, "{ran} examples");
}

/// Splits a documented command line into words, honouring single quotes; drops the bracketed
/// placeholders' inner words too (`[--size 5|7]`).
fn shell_words(line: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let (mut quoted, mut depth) = (false, 0);
    for c in line.chars() {
        match c {
            '\'' => quoted = !quoted,
            '[' if !quoted => depth += 1,
            ']' if !quoted => depth -= 1,
            ' ' if !quoted => {
                if !word.is_empty() && depth == 0 {
                    words.push(std::mem::take(&mut word));
                }
                word.clear();
            }
            _ if depth == 0 => word.push(c),
            _ => {}
        }
    }
    if !word.is_empty() && depth == 0 {
        words.push(word);
    }
    words
}

/// The Royal Wedding on the command line: records replay, and the arena keeps team-mates
/// together, counting each team once.
#[test]
fn royal_wedding_games_play_replay_and_fight_in_teams() {
    let out = ok(&[
        "play",
        "--players",
        "6",
        "--seed",
        "3",
        "--royal-wedding",
        "--teams",
    ]);
    let (record, scores) = out.split_once('\n').unwrap();
    assert!(record.starts_with("RW2_6_t112233_3_kQ"), "{record}");
    assert_eq!(ok(&["replay", record]), scores);
    assert_eq!(
        scores.matches(r#""team":"#).count(),
        3,
        "three team kingdoms"
    );
    let arena = ok(&[
        "arena",
        "--players",
        "greedy,greedy,random,random,random,random",
        "--games",
        "1",
        "--royal-wedding",
        "--teams",
    ]);
    assert!(arena.contains("1 deals x 3 seat rotations"), "{arena}");
    assert!(
        arena
            .lines()
            .any(|l| l.starts_with("greedy") && l.contains(" 1 ")),
        "{arena}"
    );
    assert!(refused(&["play", "--players", "5", "--royal-wedding", "--teams"]).contains("teams"));
}

/// Each input that used to panic, hang or print a megabyte: one clear line and exit status 2.
#[test]
fn hostile_arguments_get_one_line_and_status_2() {
    let many = vec!["random"; 258].join(",");
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (
            vec!["arena", "--players", &many, "--games", "1"],
            "at most 8",
        ),
        (
            vec![
                "arena",
                "--players",
                "random,random",
                "--games",
                "18446744073709551615",
            ],
            "--games takes a whole number from 1 to 100000",
        ),
        (
            vec!["arena", "--players", "random,random", "--games", "0"],
            "--games takes a whole number from 1",
        ),
        (
            vec!["arena", "--players", "random,random", "--threads", "100000"],
            "--threads takes a whole number from 1 to 256",
        ),
        (
            vec!["arena", "--players", "random,random", "--budget", "NaNms"],
            "--budget",
        ),
        (
            vec!["arena", "--players", "random,random", "--budget", "1e300s"],
            "up to an hour",
        ),
        (
            vec!["arena", "--players", "random,random", "--budget", "-5ms"],
            "--budget",
        ),
        (
            vec!["arena", "--players", "random,random", "--budget", "0"],
            "--budget",
        ),
        (
            vec!["bench", "--seconds", "inf"],
            "--seconds takes seconds from 0.01 to 3600",
        ),
        (vec!["bench", "--seconds", "-1"], "--seconds takes seconds"),
        (vec!["bench", "--seconds", "NaN"], "--seconds takes seconds"),
        (
            vec!["play", "--players", "300"],
            "--players takes a whole number from 1 to 8",
        ),
        (vec!["legal", "C", "Q5"], "is not a Kingdomino domino"),
        (
            vec!["legal", "C", "7", "--queendomino"],
            "is not a Queendomino domino",
        ),
    ];
    for (args, expected) in cases {
        let out = run(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = refused(&args);
        assert!(err.contains(expected), "{args:?}: {err}");
    }
    // A Queendomino domino is listed when asked for.
    assert!(ok(&["legal", "C", "Q5", "--queendomino"]).starts_with(r#"{"placements":[["#));
}

#[test]
fn a_long_token_is_cut_in_the_message() {
    // (A single argument is limited to 128 KiB on Linux.)
    let token = "z".repeat(100_000);
    let record = format!("KD2_4_-_1_{token}");
    let quests = format!("bleak_king,{token}");
    for args in [
        vec!["replay", record.as_str()],
        vec![
            "arena",
            "--players",
            "random,random",
            "--budget",
            token.as_str(),
        ],
        vec!["legal", "C", token.as_str()],
        vec!["score", "--quests", quests.as_str(), "C"],
        vec![token.as_str()],
    ] {
        let err = refused(&args);
        assert!(
            err.len() < 600,
            "{} bytes: {}",
            err.len(),
            &err[..200.min(err.len())]
        );
        assert!(err.contains("characters)"), "{err}");
    }
}

#[cfg(unix)]
#[test]
fn an_argument_that_is_not_utf8_is_refused() {
    use std::os::unix::ffi::OsStrExt;
    let out = Command::new(env!("CARGO_BIN_EXE_kingdomino"))
        .args(["legal", "C"])
        .arg(std::ffi::OsStr::from_bytes(b"\xff7"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "kingdomino: argument 3 is not valid UTF-8\n"
    );
}

#[test]
fn the_arena_lets_the_expert_search_on_several_threads() {
    let out = ok(&[
        "arena",
        "--players",
        "expert,random",
        "--games",
        "1",
        "--budget",
        "50",
        "--threads",
        "1",
        "--search-threads",
        "2",
    ]);
    assert!(out.contains("expert"), "{out}");
    assert!(refused(&[
        "arena",
        "--players",
        "expert,random",
        "--search-threads",
        "0"
    ])
    .contains("--search-threads takes a whole number from 1 to 64"));
}

/// The arguments' own rules: conflicting games, a repeated option, per-command help.
#[test]
fn conflicts_repeats_and_help_are_the_parsers() {
    for (args, expected) in [
        (
            vec!["play", "--players", "4", "--queendomino", "--royal-wedding"],
            "'--queendomino' cannot be used with '--royal-wedding'",
        ),
        (
            vec!["play", "--players", "4", "--seed", "1", "--seed", "2"],
            "'--seed <SEED>' cannot be used multiple times",
        ),
        (
            vec!["play", "--players", "4", "--harmony", "--harmony"],
            "cannot be used multiple times",
        ),
        (
            vec![
                "play",
                "--players",
                "4",
                "--royal-wedding",
                "--age-of-giants",
            ],
            "the Royal Wedding is played without the giants",
        ),
        (vec!["play", "--players", "4", "--teams"], "--royal-wedding"),
        (
            vec!["score", "--harmony", "--quests", "harmony,lost_corner", "C"],
            "cannot be used with",
        ),
        (
            vec!["score", "--quests", "harmony,harmony", "C"],
            "the two quests must differ",
        ),
    ] {
        let err = refused(&args);
        assert!(err.contains(expected), "{args:?}: {err}");
    }
    let help = ok(&["arena", "--help"]);
    assert!(help.contains("--search-threads"), "{help}");
    assert!(ok(&["--help"]).contains("replay"));
}

/// A reader that stops reading is no crash; a full disk is one line and a failure.
#[cfg(unix)]
#[test]
fn a_closed_or_full_output_is_no_panic() {
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_kingdomino"))
        .args(["play", "--players", "4", "--seed", "1"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    assert!(!String::from_utf8_lossy(&out.stderr).contains("panicked"));
    assert_ne!(out.status.code(), Some(101));
    if let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") {
        let out = Command::new(env!("CARGO_BIN_EXE_kingdomino"))
            .args(["replay", "KD2_4_-_1_"])
            .stdout(full)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1));
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(
            err.starts_with("kingdomino: cannot write the output"),
            "{err}"
        );
    }
}

/// An unfinished game ranks by its points so far and names no winner; a team game lists
/// teams with their players.
#[test]
fn replays_rank_what_is_played_and_name_teams() {
    let played = ok(&["play", "--players", "2", "--seed", "5"]);
    let record = played.lines().next().unwrap();
    let (head, actions) = record.rsplit_once('_').unwrap();
    let first: Vec<&str> = actions.split('.').take(12).collect();
    let out = ok(&["replay", &format!("{head}_{}", first.join("."))]);
    assert!(out.contains(r#""winners":[]"#), "{out}");
    assert!(
        out.contains(r#""rank":2"#) && out.contains(r#""rank":1"#),
        "{out}"
    );
    let played = ok(&[
        "play",
        "--players",
        "6",
        "--royal-wedding",
        "--teams",
        "--seed",
        "3",
    ]);
    let scores = played.lines().nth(1).unwrap();
    assert!(
        scores.contains(r#""teams":[{"team":1,"players":[1,2],"#),
        "{scores}"
    );
    assert!(!scores.contains(r#""player":"#), "{scores}");
}

/// Refusals name what records write: spots from 0, every action letter, "1 coin".
#[test]
fn refusals_speak_as_records_write() {
    let err = refused(&["replay", "KD2_2_-_1_x7"]);
    assert!(
        err.contains("g<row>c<col>, f<row>c<col>t<kingdom> or e"),
        "{err}"
    );
    use kingdomino::rules::QueendominoError;
    let empty = QueendominoError::EmptySpot { spot: 4 }.to_string();
    assert!(empty.starts_with("spot 4 of the builders board"), "{empty}");
    let poor = QueendominoError::CannotAfford { cost: 1, coins: 1 }.to_string();
    assert_eq!(poor, "it costs 1 coin and only 1 is left");
}

/// Games by link published with each version of their format keep opening to the same scores,
/// every computer move searched again, said to be proved (version 2) or not (version 1); a
/// tampered one is refused in one line.
#[test]
fn replay_checks_games_by_link_as_published() {
    for (table, version) in [
        (include_str!("data/links_by_link_v1.tsv"), "&v=1"),
        (include_str!("data/links_by_link_v2.tsv"), "&v=2"),
        (include_str!("data/links_by_link_v3.tsv"), "&v=3"),
    ] {
        for line in table.lines().filter(|l| !l.starts_with('#')) {
            let (link, totals) = line.split_once('\t').unwrap();
            let out = ok(&["replay", link]);
            let json: serde_json::Value = serde_json::from_str(&out).unwrap();
            let got: Vec<String> = json["players"]
                .as_array()
                .unwrap()
                .iter()
                .map(|p| p["total"].to_string())
                .collect();
            assert_eq!(got.join(","), totals, "{link}");
            assert_eq!(json["proved"], version != "&v=1", "{link}");
            // The game's identity, and each seat's key as people read it aloud.
            let number = link.split("_-_").nth(1).unwrap().split('_').next().unwrap();
            let identity = json["identity"].as_str().unwrap();
            assert!(identity.starts_with(number), "{identity}");
            for key in json["keys"].as_array().unwrap() {
                let print = key["fingerprint"].as_str();
                assert_eq!(
                    print.is_some(),
                    version != "&v=1" && key["name"].is_string()
                );
                assert!(print.is_none_or(|p| p.len() == 19), "{key}");
            }
            // The last move rewritten into another: refused (by the rules, a proof, a
            // signature or the search).
            let (record, rest) = link.split_once(version).unwrap();
            let (head, _) = record.rsplit_once('.').unwrap();
            let tampered = format!("{head}.r9c9e{version}{rest}");
            let err = refused(&["replay", &tampered]);
            let why = if version != "&v=1" {
                "signature is not of this game's history"
            } else {
                "(r9c9e) is refused"
            };
            assert!(err.contains(why), "{err}");
        }
    }
}

/// Version 2: with the published keys, another history (two first claims swapped), the game
/// under another number, or a seat renamed, is refused in one line.
#[test]
fn replay_refuses_what_nobody_signed() {
    let table = include_str!("data/links_by_link_v2.tsv");
    let line = table.lines().find(|l| !l.starts_with('#')).unwrap();
    let (link, _) = line.split_once('\t').unwrap();
    let (head, rest) = link.split_once("&v=2").unwrap();
    let (setup, actions) = head.rsplit_once('_').unwrap();
    let mut actions: Vec<&str> = actions.split('.').collect();
    actions.swap(0, 1);
    let rewritten = format!("{setup}_{}&v=2{rest}", actions.join("."));
    for tampered in [
        rewritten,
        link.replacen("KD2_3_-_4242_", "KD2_3_-_4243_", 1),
        link.replacen("@Bob", "@Rob", 1),
    ] {
        assert_ne!(tampered, link);
        let err = refused(&["replay", &tampered]);
        assert!(err.contains("This link is refused"), "{err}");
    }
}

/// Version 2 at the command line: one key at two seats, and a friend's reveal carried onto a
/// history they did not sign, are refused in one line.
#[test]
fn replay_refuses_a_key_at_two_seats_and_a_carried_reveal() {
    use kingdomino::by_link::{GameByLink, Seat, Secret, Value, VERSION};
    use kingdomino::notation::GameRecord;
    use kingdomino::rules::GameSetup;
    let person = |name: &str| Seat::Person {
        name: name.into(),
        key: None,
    };
    let mut game = GameByLink {
        version: VERSION,
        record: GameRecord {
            setup: GameSetup::kingdomino(2, 90),
            actions: Vec::new(),
        },
        seats: vec![person("Ann"), person("Bob")],
    };
    let (ann, bob) = (Secret(Value([1; 16])), Secret(Value([2; 16])));
    let mut twice = game.clone();
    twice.join(0, &ann);
    twice.join(1, &ann);
    let err = refused(&["replay", &twice.to_string()]);
    assert!(
        err.contains("seats 1 and 2 joined with the same key"),
        "{err}"
    );
    // Both join and reveal the first draw; the first to claim claims, and the other's page
    // signs that claim. The first then puts another claim in its place, and sends it on with
    // the other's signature: refused (it is a signature of the first claim).
    game.join(0, &ann);
    game.join(1, &bob);
    game.bring_up_to_date(0, &ann).unwrap();
    let position = game.bring_up_to_date(1, &bob).unwrap();
    let table = position.game.expect("dealt");
    let first = usize::from(table.table().to_move().unwrap().0);
    let (mover, other) = if first == 0 {
        (&ann, &bob)
    } else {
        (&bob, &ann)
    };
    let line: Vec<_> = table
        .table()
        .current_line()
        .iter()
        .map(|s| s.domino)
        .collect();
    game.play_as(first, kingdomino::rules::Action::Claim(line[0]), mover)
        .unwrap();
    game.bring_up_to_date(1 - first, other).unwrap();
    let signed_by_other = game.clone();
    game.record.actions[0] = kingdomino::rules::Action::Claim(line[1]);
    let mut carried = game.clone();
    carried.seats[1 - first] = signed_by_other.seats[1 - first].clone();
    let err = refused(&["replay", &carried.to_string()]);
    assert!(
        err.contains("signature is not of this game's history"),
        "{err}"
    );
}

/// A key with a character of several bytes where its two heads meet was once sliced there, and
/// the command line exited with a panic: now one line and status 2, at every byte position.
#[test]
fn a_game_by_link_with_a_multibyte_key_is_refused_in_one_line() {
    let key = format!("{}é{}", "A".repeat(21), "A".repeat(21));
    let link = format!("play=KD2_2_-_1_&v=1&seats=@A.@B&keys={key}.?");
    let err = refused(&["replay", &link]);
    assert!(
        err.contains("seat 1's key is not written as a key"),
        "{err}"
    );
    assert_eq!(run(&["replay", &link]).status.code(), Some(2));
}

/// `review` judges every decision of a record, a link or a game by link, the same for the same
/// budget and seed; its refusals are one line.
#[test]
fn review_prints_every_decision_deterministically() {
    let played = ok(&["play", "--players", "2", "--seed", "5"]);
    let record = played.lines().next().unwrap();
    let review = ok(&["review", record, "--budget", "32", "--seed", "3"]);
    assert_eq!(
        review,
        ok(&["review", record, "--budget", "32", "--seed", "3"])
    );
    let json: serde_json::Value = serde_json::from_str(&review).unwrap();
    assert_eq!(json["budget"], 32);
    let decisions = json["decisions"].as_array().unwrap();
    assert!(decisions.len() > 30, "{} decisions", decisions.len());
    for d in decisions {
        let (value, best, lost) = (
            d["value"].as_f64().unwrap(),
            d["best_value"].as_f64().unwrap(),
            d["given_up"].as_f64().unwrap(),
        );
        assert!((best - value - lost).abs() < 0.011, "{d}");
        assert!(["best", "good", "inaccuracy", "mistake", "blunder"]
            .contains(&d["grade"].as_str().unwrap()));
        assert_eq!(d["expected"].as_array().unwrap().len(), 2);
    }
    let players = json["players"].as_array().unwrap();
    let counted: u64 = players
        .iter()
        .map(|p| p["decisions"].as_u64().unwrap())
        .sum();
    assert_eq!(counted as usize, decisions.len());
    // A link to the replay reviews the same game.
    let link = format!("https://example.org/kd/#replay={record}");
    assert_eq!(
        ok(&["review", &link, "--budget", "32", "--seed", "3"]),
        review
    );
    // Another seed weighs other imagined orders.
    assert_ne!(
        ok(&["review", record, "--budget", "32", "--seed", "4"]),
        review
    );
    assert!(refused(&["review", "KD2_2_-_5_k99"]).contains("action 1"));
    assert!(refused(&["review", record, "--budget", "2"]).contains("--budget"));
    assert!(refused(&["review", "https://example.org/#kingdom=C"]).contains("no game"));
}

/// A spectator who saw the published game plays a game of their own under fresh keys, with
/// the same number, setup and names: the command line proves it, as signed by other keys,
/// under another identity. A link that seats a weak key is refused in one line.
#[test]
fn replay_tells_a_game_under_other_keys_by_its_identity_and_refuses_a_weak_key() {
    use kingdomino::by_link::{Awaited, GameByLink, Secret, Value};
    let table = include_str!("data/links_by_link_v3.tsv");
    let line = table.lines().find(|l| !l.starts_with('#')).unwrap();
    let (link, _) = line.split_once('\t').unwrap();
    let real: serde_json::Value = serde_json::from_str(&ok(&["replay", link])).unwrap();
    let mut forged = GameByLink::parse_link(link).unwrap();
    forged.record.actions.clear();
    let mallory = [Secret(Value([7; 16])), Secret(Value([8; 16]))];
    let persons: Vec<usize> = forged.persons().map(|(seat, _, _)| seat).collect();
    for seat in &persons {
        if let kingdomino::by_link::Seat::Person { key, .. } = &mut forged.seats[*seat] {
            *key = None;
        }
    }
    for (seat, secret) in persons.iter().zip(&mallory) {
        forged.join(*seat, secret);
    }
    let mut legal = Vec::new();
    loop {
        let mut position = None;
        for (seat, secret) in persons.iter().zip(&mallory) {
            position = Some(forged.bring_up_to_date(*seat, secret).unwrap());
        }
        let position = position.unwrap();
        match forged.awaited(&position) {
            Awaited::Move(seat) => match persons.iter().position(|&s| s == seat) {
                Some(i) => {
                    let table = position.game.as_ref().unwrap().table();
                    table.legal_actions(&mut legal);
                    forged.play_as(seat, legal[0], &mallory[i]).unwrap();
                }
                None => {
                    forged.play_computer(&position).unwrap();
                }
            },
            Awaited::Over => break,
            _ => {}
        }
    }
    let out = ok(&["replay", &forged.to_string()]);
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["proved"], true);
    assert_ne!(json["identity"], real["identity"]);
    for (a, b) in json["keys"]
        .as_array()
        .unwrap()
        .iter()
        .zip(real["keys"].as_array().unwrap())
    {
        assert_eq!(a["name"], b["name"]);
        assert!(a["fingerprint"].is_null() || a["fingerprint"] != b["fingerprint"]);
    }
    // The first person's key replaced by the identity point, a key of small order.
    let published = real["keys"][0]["fingerprint"].as_str().unwrap();
    let game = GameByLink::parse_link(link).unwrap();
    let key = game.persons().next().unwrap().2.unwrap().public().unwrap();
    assert_eq!(key.fingerprint(), published);
    let mut weak = [0u8; 32];
    weak[0] = 1;
    let weak = link.replacen(
        &key.to_text(),
        &kingdomino::by_link::PublicKey(weak).to_text(),
        1,
    );
    let err = refused(&["replay", &weak]);
    assert!(
        err.contains("seat 1's published key is a weak key"),
        "{err}"
    );
}

/// `review --what-if N` plays the page's "What if?" of decision N: the move played and the
/// review's best each to the end, the same for the same record, budget and seed; a move that
/// is no decision, or was already the best, is refused in one line.
#[test]
fn review_what_if_plays_both_lines_of_a_decision() {
    let played = ok(&["play", "--players", "2", "--seed", "11"]);
    let record = played.lines().next().unwrap();
    let review: serde_json::Value =
        serde_json::from_str(&ok(&["review", record, "--budget", "32"])).unwrap();
    let decisions = review["decisions"].as_array().unwrap();
    let costly = decisions.iter().find(|d| d["grade"] != "best").unwrap();
    let best = decisions
        .iter()
        .find(|d| d["grade"] == "best" && d["played"] == d["best"]);
    let number = costly["move"].to_string();
    let args = ["review", record, "--budget", "32", "--what-if", &number];
    let text = ok(&args);
    assert_eq!(text, ok(&args));
    let json: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(json["move"], costly["move"]);
    assert_eq!(json["played"]["first"], costly["played"]);
    assert_eq!(json["best"]["first"], costly["best"]);
    for line in ["played", "best"] {
        let end = &json[line];
        let seat = json["player"].as_u64().unwrap() as usize - 1;
        assert_eq!(end["totals"][seat], end["points"], "{line}: {end}");
        // What the page outlines scores, and is part of the end's points.
        let patches = end["patches"].as_array().unwrap();
        let outlined: u64 = patches.iter().map(|p| p["points"].as_u64().unwrap()).sum();
        assert!(
            patches.iter().all(|p| p["points"].as_u64().unwrap() > 0),
            "{end}"
        );
        assert!(outlined <= end["points"].as_u64().unwrap(), "{end}");
    }
    if let Some(best) = best {
        let n = best["move"].to_string();
        let why = refused(&["review", record, "--budget", "32", "--what-if", &n]);
        assert!(why.contains("the Expert's best"), "{why}");
    }
    assert!(refused(&["review", record, "--what-if", "9999"]).contains("no decision"));
    assert!(refused(&["review", record, "--what-if", "0"]).contains("--what-if"));
}
