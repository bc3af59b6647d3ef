//! Published things last: records made by earlier versions of the program, replayed by them
//! then, must replay to the same scores now. Each line of a data file is a record and the
//! `kingdomino replay` output that version printed for it: the first edition's (`KD1_`, `QD1_`),
//! and the second's as first published (`KD2_`, `QD2_`, `RW2_`, with Age of Giants, quests and
//! teams), written by the build of commit 959cf32.

use std::process::Command;

const RECORDS: &str = include_str!("data/first_edition_records.tsv");
const SECOND_EDITION: &str = include_str!("data/second_edition_records.tsv");

fn replay(record: &str) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_kingdomino"))
        .args(["replay", record])
        .output()
        .expect("the command-line tool runs");
    assert!(
        out.status.success(),
        "{record}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap().trim().to_string()
}

/// Today's output in the shape it had then: team games listed their team kingdoms under
/// "players" with a "player" number; they are "teams" now, each with its "team" number and its
/// players. Every score, rank and winner must be the same.
fn as_printed_then(now: &str) -> serde_json::Value {
    let mut value: serde_json::Value = serde_json::from_str(now).expect("replay prints JSON");
    let object = value.as_object_mut().expect("an object");
    if let Some(mut teams) = object.remove("teams") {
        for team in teams.as_array_mut().expect("a list") {
            let team = team.as_object_mut().expect("an object");
            let number = team.remove("team").expect("a team number");
            team.remove("players");
            team.insert("player".into(), number);
        }
        object.insert("players".into(), teams);
    }
    value
}

/// Replays every record of a data file against the output it had; returns how many.
fn replay_all(records: &str) -> usize {
    let mut games = 0;
    for line in records.lines().filter(|l| !l.trim().is_empty()) {
        let (record, then) = line.split_once('\t').expect("record TAB scores");
        let then: serde_json::Value = serde_json::from_str(then).expect("scores as JSON");
        assert_eq!(as_printed_then(&replay(record)), then, "{record}");
        games += 1;
    }
    games
}

#[test]
fn first_edition_records_replay_to_the_scores_they_had() {
    let games = replay_all(RECORDS);
    assert!(games >= 20, "{games} records");
    // Every kind of first-edition record is there: both games, all player counts, the options.
    for needle in [
        "KD1_2_-", "KD1_3_-", "KD1_4_-", "KD1_2_d", "KD1_2_hm", "KD1_4_m", "y_", "QD1_2", "QD1_3",
        "QD1_4",
    ] {
        assert!(RECORDS.contains(needle), "no {needle} record");
    }
}

#[test]
fn second_edition_records_replay_to_the_scores_they_had() {
    let games = replay_all(SECOND_EDITION);
    assert!(games >= 17, "{games} records");
    for needle in [
        "KD2_2_-",
        "KD2_3_-",
        "KD2_4_hm",
        "KD2_2_d_",
        "KD2_2_y",
        "QD2_2",
        "QD2_4",
        "KD2_5_g",
        "KD2_2_dg",
        "QD2_4_g",
        "KD2_3_q_",
        "KD2_4_q0117",
        "RW2_3_-",
        "RW2_5_-",
        "RW2_8_-",
        "RW2_6_t112233",
        "RW2_8_t11223344",
    ] {
        assert!(SECOND_EDITION.contains(needle), "no {needle} record");
    }
}

/// The first edition's two-player Kingdomino drew one king and went one-two-one; its records
/// keep that order, and the same deal as a second-edition record may claim in another.
#[test]
fn a_first_edition_two_player_record_keeps_its_claim_order() {
    use kingdomino::notation::GameRecord;
    for line in RECORDS.lines().filter(|l| l.starts_with("KD1_2_")) {
        let record: GameRecord = line.split('\t').next().unwrap().parse().unwrap();
        let game = record.replay().unwrap();
        let o = game.table().pick_order().to_vec();
        if record.setup.options.dynasty {
            continue; // later deals draw again
        }
        assert_eq!((o[0], o[1]), (o[3], o[2]), "{o:?}");
        assert_ne!(o[0], o[1]);
    }
}
