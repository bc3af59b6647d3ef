//! `kingdomino engine` and the arena's `engine:<command>` seats, as separate processes: whole
//! games played through the protocol, the same moves as the same player in the referee's own
//! process, and every bad line refused with one line and status 2.

use std::io::Write;
use std::process::{Command, Output, Stdio};

use kingdomino::rules::Rng;

const BIN: &str = env!("CARGO_BIN_EXE_kingdomino");

fn arena(args: &[&str]) -> String {
    let out = Command::new(BIN).arg("arena").args(args).output().unwrap();
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// The arena's rows without their names, and its first line without the time taken.
fn figures(table: &str) -> Vec<String> {
    table
        .lines()
        .map(|line| match line.rsplit_once(", ") {
            Some((head, time)) if time.ends_with(" s") => head.to_string(),
            _ => {
                let words: Vec<&str> = line.split_whitespace().collect();
                words[words.len().saturating_sub(7)..].join(" ")
            }
        })
        .collect()
}

fn engine(level: &str) -> String {
    format!("engine:'{BIN}' engine --level {level}")
}

#[test]
fn whole_games_through_the_protocol_are_the_games_played_in_process() {
    let games: [&[&str]; 3] = [
        &["--players"],
        &["--queendomino", "--players"],
        &["--age-of-giants", "--players"],
    ];
    for (i, game) in games.iter().enumerate() {
        let lineup = if i == 2 { ",greedy" } else { "" };
        let run = |first: &str, second: &str| {
            let players = format!("{first},{second}{lineup}");
            let mut args: Vec<&str> = game.to_vec();
            args.extend([players.as_str(), "--games", "2", "--budget", "40"]);
            arena(&args)
        };
        // Ours in this process against an engine, then both through the protocol.
        let mixed = run("expert", &engine("greedy"));
        let engines = run(&engine("expert"), &engine("greedy"));
        assert_eq!(figures(&mixed), figures(&engines), "{mixed}\n{engines}");
        assert!(engines.contains("engine:"), "{engines}");
        assert!(mixed.lines().count() >= 3, "{mixed}");
    }
}

/// Runs `kingdomino engine` on `input`.
fn engine_on(input: &[u8]) -> Output {
    let mut child = Command::new(BIN)
        .arg("engine")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    // The engine may stop reading at the first bad line.
    let _ = stdin.write_all(input);
    drop(stdin);
    child.wait_with_output().unwrap()
}

/// Refused: status 2, the answers before it, and then exactly one `error` line; no panic.
fn assert_refused(input: &[u8]) {
    let out = engine_on(input);
    let shown = String::from_utf8_lossy(input);
    assert_eq!(out.status.code(), Some(2), "{shown:?}");
    let stdout = String::from_utf8(out.stdout).unwrap();
    let errors: Vec<&str> = stdout.lines().filter(|l| l.starts_with("error ")).collect();
    assert_eq!(errors.len(), 1, "{shown:?}: {stdout}");
    assert!(stdout.ends_with('\n') && stdout.lines().last() == Some(errors[0]));
    assert!(out.stderr.is_empty(), "{shown:?}");
}

/// A game where seat 2 is to move first, domino 5 on the line.
const GREETED: &str = "kingdomino-engine 1\nnew KD2_2_- seat 2 seed 7\ndraw 5\n";

#[test]
fn the_engine_answers_and_refuses_bad_lines_with_one_line_and_status_2() {
    let out = engine_on(format!("{GREETED}go 20\nquit\n").as_bytes());
    assert_eq!(out.status.code(), Some(0));
    let stdout = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = stdout.lines().collect();
    assert!(
        lines[0].starts_with("kingdomino-engine 1 kingdomino "),
        "{stdout}"
    );
    assert_eq!(lines[1], "ready");
    assert!(lines[2].starts_with("move k"), "{stdout}");
    assert_eq!(lines.len(), 3);
    // The end of the input ends it as quietly as `quit`.
    assert_eq!(engine_on(GREETED.as_bytes()).status.code(), Some(0));

    let bad: [&[u8]; 12] = [
        b"hello\n",
        b"new KD2_2_- seat 1 seed 7\n",
        b"kingdomino-engine 2\n",
        b"kingdomino-engine 1\ngo 100\n",
        b"kingdomino-engine 1\r\n",
        b"kingdomino-engine 1\nnew KD2_2_- seat 1 seed 7\nmoves k3\n",
        b"kingdomino-engine 1\nnew KD2_2_- seat 1 seed 7\ndraw 5\ngo 20\n",
        b"kingdomino-engine 1\nnew KD2_2_- seat 1 seed 7\ndraw 5\nmoves k99\n",
        b"kingdomino-engine 1\nnew KD2_2_- seat 1 seed 7\ndraw 5\ndraw 6\n",
        b"kingdomino-engine 1\n\xff\xfe\n",
        b"kingdomino-engine 1\nnew KD2_2_- seat 1 seed 7\ndraw 5\nmoves k3.k3\n",
        b"\n",
    ];
    for input in bad {
        assert_refused(input);
    }
    let mut long = b"kingdomino-engine 1\nmoves ".to_vec();
    long.extend(std::iter::repeat_n(b'k', 70_000));
    assert_refused(&long);
}

/// Lines of a real conversation, mutated: a byte changed, added, removed or a line doubled.
/// Whatever the engine makes of them, it never panics, and a refusal is one line and status 2.
#[test]
fn mutated_conversations_never_panic_the_engine() {
    let good = format!("{GREETED}go 10\nmoves k5\n");
    let mut rng = Rng::new(71);
    let alphabet = b"kingdomino-engine 0123456789_.KDQRW-seatdrawmovesgoquit\n\r\t ";
    for _ in 0..40 {
        let mut bytes = good.as_bytes().to_vec();
        for _ in 0..1 + rng.below(3) {
            let at = rng.below(bytes.len());
            let byte = alphabet[rng.below(alphabet.len())];
            match rng.below(3) {
                0 => bytes[at] = byte,
                1 => bytes.insert(at, byte),
                _ => {
                    bytes.remove(at);
                }
            }
        }
        let out = engine_on(&bytes);
        let shown = String::from_utf8_lossy(&bytes);
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(out.stderr.is_empty(), "{shown:?}");
        match out.status.code() {
            Some(0) => assert!(!stdout.contains("error "), "{shown:?}"),
            Some(2) => assert_eq!(
                stdout.lines().filter(|l| l.starts_with("error ")).count(),
                1,
                "{shown:?}"
            ),
            other => panic!("{shown:?}: status {other:?}"),
        }
    }
}

#[test]
fn an_engine_that_breaks_the_protocol_stops_the_arena_with_one_line() {
    let cases = [
        ("engine:echo hi", "broke the protocol"),
        ("engine:true", "without answering|stopped reading"),
        ("engine:", "names the command"),
    ];
    for (player, expected) in cases {
        let players = format!("expert,{player}");
        let out = Command::new(BIN)
            .args([
                "arena",
                "--players",
                &players,
                "--games",
                "1",
                "--budget",
                "5",
            ])
            .args(["--threads", "1"])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{player}");
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert_eq!(stderr.lines().count(), 1, "{player}: {stderr}");
        assert!(
            expected.split('|').any(|e| stderr.contains(e)),
            "{player}: {stderr}"
        );
    }
}

/// `--budgets` gives each player its own budget, through the protocol too, and names each row
/// by its player and budget.
#[test]
fn each_player_may_think_within_its_own_budget() {
    let run = |players: &str| {
        arena(&[
            "--players",
            players,
            "--budgets",
            "60,5",
            "--games",
            "2",
            "--threads",
            "1",
        ])
    };
    let ours = run("expert,expert");
    assert!(
        ours.contains("expert @60") && ours.contains("expert @5"),
        "{ours}"
    );
    assert!(
        ours.lines().next().unwrap().contains("budget 60,5"),
        "{ours}"
    );
    // Ours at 60 against the engine at 5, then both through the protocol: the same games.
    let mixed = run(&format!("expert,{}", engine("expert")));
    let through = run(&format!("{},{}", engine("expert"), engine("expert")));
    let sorted = |table: &str| {
        let mut rows = figures(table);
        kingdomino::short_sort::sort(&mut rows);
        rows
    };
    assert_eq!(sorted(&mixed), sorted(&through), "{mixed}\n{through}");
    let out = Command::new(BIN)
        .args(["arena", "--players", "expert,greedy", "--budgets", "60"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("one budget a player"), "{stderr}");
}
