//! Inputs from outside that no game could have written are refused with one sentence, and what
//! is accepted prints back as itself: the worker's requests (a view it would search), game
//! records, links and kingdom notation. Each case here was once accepted.

mod common;

use kingdomino::notation::{parse_kingdom, parse_link, GameRecord};
use kingdomino::rules::{Game, GameSetup, Options, PlayerView, Quest, QuestChoice, Rng};
use kingdomino::worker_protocol::{Incoming, Request};
use serde_json::{json, Value};

/// The view of the player to move after `record`, as JSON.
fn view_after(record: &str) -> Value {
    let game = record.parse::<GameRecord>().unwrap().replay().unwrap();
    serde_json::to_value(game.view(game.table().to_move())).unwrap()
}

/// The state of the game module `name` in a view's table.
fn module<'v>(view: &'v mut Value, name: &str) -> &'v mut Value {
    let modules = view["table"]["modules"]
        .as_array_mut()
        .expect("a list of modules");
    let pair = modules
        .iter_mut()
        .find(|pair| pair[0] == name)
        .unwrap_or_else(|| panic!("no {name} module"));
    &mut pair[1]
}

/// The view is accepted as it is, and refused once `edit` has changed it, saying `why`.
fn refused_after_edit(view: Value, edit: impl FnOnce(&mut Value), why: &str) {
    let read = |view: &Value| serde_json::from_value::<PlayerView>(view.clone()).unwrap();
    read(&view)
        .checked()
        .expect("the game's own view is accepted");
    let mut edited = view;
    edit(&mut edited);
    let error = read(&edited)
        .checked()
        .expect_err("an edited view is refused")
        .to_string();
    assert!(error.contains(why), "{error}");
    // The worker answers with the reason instead of searching.
    let request = json!({"Think": {"id": 7, "view": edited, "level": "expert",
        "budget": {"iterations": 20, "millis": null}, "seed": 1}});
    match Incoming::read(&common::sent(&request)).0 {
        Err((7, reason)) => assert!(reason.contains(why), "{reason}"),
        other => panic!("the worker took it: {other:?}"),
    }
}

#[test]
fn a_view_with_unseen_dominoes_of_a_box_not_in_play_is_refused() {
    let giant = json!({"domino_box": "Giants", "number": 1});
    refused_after_edit(
        view_after("RW2_3_-_1_kQ47.kQ41.kQ42"),
        |v| {
            v["unseen"][0] = giant.clone();
            v["unseen"][1] = giant.clone();
        },
        "unseen dominoes",
    );
}

#[test]
fn a_view_with_unseen_dominoes_twice_or_already_on_the_table_is_refused() {
    let view = view_after("KD2_4_-_1_k45.k28");
    refused_after_edit(
        view.clone(),
        |v| v["unseen"][1] = v["unseen"][0].clone(),
        "unseen dominoes",
    );
    refused_after_edit(
        view,
        |v| v["unseen"][0] = v["table"]["current"][0]["domino"].clone(),
        "unseen dominoes",
    );
}

#[test]
fn a_view_finishing_a_turn_before_the_last_round_is_refused() {
    refused_after_edit(
        view_after("QD2_2_-_1_kQ45.kQ28.kQ36.kQ20"),
        |v| v["table"]["step"] = json!({"Finish": {"slot": 3}}),
        "out of turn order",
    );
}

#[test]
fn a_view_with_impossible_coins_knights_or_towers_is_refused() {
    let view = view_after("QD2_2_-_1_kQ45.kQ28.kQ36.kQ20");
    let estate = |v: &mut Value, field: &str, n: u64| {
        module(v, "queendomino")["estates"][0][field] = json!(n);
    };
    refused_after_edit(view.clone(), |v| estate(v, "coins", 4294967295), "coins");
    refused_after_edit(
        view.clone(),
        |v| estate(v, "knights_in_hand", 255),
        "knights",
    );
    refused_after_edit(view, |v| estate(v, "towers", 255), "towers");
}

/// A game of Age of Giants played at random until a giant waits to arrive from the box.
fn giant_waiting() -> Game {
    for seed in 0..200 {
        let mut setup = GameSetup::kingdomino(2, seed);
        setup.options.age_of_giants = true;
        let mut game = Game::new(setup).unwrap();
        let mut rng = Rng::new(seed);
        let mut actions = Vec::new();
        while !game.table().is_over() {
            if game
                .table()
                .giants()
                .unwrap()
                .waiting()
                .is_some_and(|(_, from_box)| from_box)
            {
                let other = 1 - game.table().to_move().unwrap().0;
                let crowns_there = game.table().kingdoms().iter().nth(other.into()).unwrap();
                if crowns_there.squares().all(|(_, s)| s.crowns == 0) {
                    return game;
                }
            }
            game.table().legal_actions(&mut actions);
            game.play(actions[rng.below(actions.len())]).unwrap();
        }
    }
    panic!("no giant waited in 200 games");
}

#[test]
fn a_view_with_a_giant_from_an_empty_box_or_without_a_crown_to_cover_is_refused() {
    let game = giant_waiting();
    let view = serde_json::to_value(game.view(game.table().to_move())).unwrap();
    refused_after_edit(
        view.clone(),
        |v| module(v, "giants")["in_box"] = json!(0),
        "giants",
    );
    // The same giant waiting in the other kingdom, which has no crown.
    refused_after_edit(
        view,
        |v| {
            let waiting = &mut module(v, "giants")["waiting"]["turn"];
            let other = 1 - waiting["seat"].as_u64().unwrap();
            *waiting = json!({"seat": other, "kingdom": other});
        },
        "without a crown",
    );
}

#[test]
fn a_view_with_quests_its_setup_does_not_have_is_refused() {
    let quests = |v: &mut Value, a: Value, b: Value| {
        v["table"]["rules"]["bonuses"]["quests"] = json!([a, b]);
    };
    // Two drawn quests, the same twice.
    let mut setup = GameSetup::kingdomino(2, 3);
    setup.options.age_of_giants = true;
    let game = Game::new(setup).unwrap();
    let drawn = serde_json::to_value(game.view(None)).unwrap();
    refused_after_edit(
        drawn,
        |v| quests(v, json!("Harmony"), json!("Harmony")),
        "drawn quests",
    );
    // Quests in a game without them, and beside Harmony.
    let mut setup = GameSetup::kingdomino(2, 3);
    setup.options.harmony = true;
    let game = Game::new(setup).unwrap();
    let view = serde_json::to_value(game.view(None)).unwrap();
    refused_after_edit(
        view,
        |v| quests(v, json!("LostCorner"), json!("MiddleKingdom")),
        "rules that are not its setup's",
    );
    // Chosen quests replaced by others.
    let mut setup = GameSetup::kingdomino(2, 3);
    setup.options.quests = QuestChoice::Chosen([Quest::Harmony, Quest::LostCorner]);
    let game = Game::new(setup).unwrap();
    let view = serde_json::to_value(game.view(None)).unwrap();
    refused_after_edit(
        view,
        |v| quests(v, json!("LostCorner"), json!("LostCorner")),
        "rules that are not its setup's",
    );
}

#[test]
fn a_speed_test_without_end_is_refused() {
    for millis in [json!(1e300), json!(-1.0), json!(0.0), json!(60000.0)] {
        let request = json!({"Benchmark": {"id": 3, "millis": millis}});
        match Incoming::read(&common::sent(&request)).0 {
            Err((3, why)) => assert!(why.contains("speed test"), "{why}"),
            other => panic!("{millis}: accepted as {other:?}"),
        }
    }
    let request = json!({"Benchmark": {"id": 3, "millis": 2000.0}});
    assert!(matches!(
        Incoming::read(&common::sent(&request)).0,
        Ok(Request::Benchmark { id: 3, .. })
    ));
}

fn record_refused(text: &str, why: &str) {
    let error = text.parse::<GameRecord>().expect_err(text).to_string();
    assert!(error.contains(why), "{text}: {error}");
    assert!(!error.contains('\n'));
}

#[test]
fn records_have_one_spelling() {
    for (text, why) in [
        ("KD+2_2_-_1_", "must start with"),
        ("KD02_2_-_1_", "must start with"),
        ("KD2_+2_-_1_", "player count"),
        ("KD2_02_-_1_", "player count"),
        ("KD2_2_-_01_", "seed"),
        ("KD2_2_-_1_k045", "claims domino"),
        ("KD2_2_-_1_k45.k28.k36.k20.r-0c1s", "not an action"),
        ("KD2_2_-_1_k45.k28.k36.k20.r+1c1s", "not an action"),
        ("KD2_2_hh_1_", "given twice"),
        ("KD2_2_mh_1_", "one spelling"),
        ("KD2_2_gq0102q_1_", "given twice"),
        ("RW2_6_t11223344_1_", "8 seats for 6 players"),
        ("RW1_3_-_1_", "first edition"),
        ("KD1_5_g_1_", "first edition"),
        ("QD1_3_gq0117_1_", "first edition"),
        ("KD1_2_q_1_", "first edition"),
        ("RW2_4_g_1_", "without the giants"),
        ("KD2_2_-_1_zz", "g<row>c<col>, f<row>c<col>t<kingdom>"),
    ] {
        record_refused(text, why);
    }
    // Every record a game writes reads back as itself.
    for text in [
        "KD2_2_dhmy_42_k22.k17",
        "RW2_6_t112233q0517_1_",
        "KD2_5_gq_9_",
        "KD1_2_-_0_",
    ] {
        assert_eq!(text.parse::<GameRecord>().unwrap().to_string(), text);
    }
}

fn link_refused(text: &str, why: &str) {
    let error = parse_link(text).expect_err(text).to_string();
    assert!(error.contains(why), "{text}: {error}");
}

#[test]
fn links_refuse_what_they_cannot_show() {
    for (text, why) in [
        ("kingdom=M3C&quests=lost_corner,lost_corner", "must differ"),
        ("kingdom=M3C&quests=lost_corner", "two quests, not 1"),
        (
            "kingdom=M3C&quests=lost_corner,bleak_king,wizard",
            "two quests, not 3",
        ),
        (
            "kingdom=M3C&quests=lost_corner,bleak_king&bonus=h",
            "no bonus beside them",
        ),
        ("game=KD2_2_-_1_&seats=wizard,human", "seat \"wizard\""),
        ("kingdom=T[Ch]C&coins=07", "coins is a whole number"),
        ("puzzle=C&domino=07", "is not a domino"),
    ] {
        link_refused(text, why);
    }
    assert!(parse_link("game=KD2_2_-_1_&seats=human,expert").is_ok());
}

#[test]
fn kingdom_notation_puts_giants_on_crowns_only_and_six_at_most() {
    for text in ["WgC", "CWg", "CW1gg"] {
        let error = parse_kingdom(text).expect_err(text).to_string();
        assert!(
            error.contains("more giants (g) than the square has crowns"),
            "{error}"
        );
    }
    let seven = "M3gggM3gggM2gC";
    let error = parse_kingdom(seven).expect_err(seven).to_string();
    assert!(error.contains("7 giants (g); the box holds 6"), "{error}");
    assert!(parse_kingdom("M3gggM3gggC").is_ok());
}

/// The setups of the command line and the page are checked by the same rules.
#[test]
fn the_royal_wedding_is_played_without_giants() {
    let mut setup = GameSetup {
        variant: kingdomino::rules::Variant::RoyalWedding,
        ..GameSetup::queendomino(4, 1)
    };
    setup.options = Options {
        age_of_giants: true,
        ..Options::default()
    };
    let error = Game::new(setup).unwrap_err().to_string();
    assert!(error.contains("without the giants"), "{error}");
}

/// A giant may cover a building's crown (the Queen's Tower's), so the notation counts that
/// crown for the giants; a printed crown and a building's add up to 3 at most.
#[test]
fn kingdom_notation_counts_a_buildings_crown_for_giants_and_holds_crowns_to_three() {
    use kingdomino::notation::write_kingdom_with;
    // A kingdom a Queendomino game with Age of Giants drew: a giant on the Queen's Tower.
    let drawn = ".WGM/WWCFF/L.GTg[Qt]F/L1gT[Fi]G+T[Ba]W/LT[Fo]T[Sm]F1g";
    let parsed = parse_kingdom(drawn).expect(drawn);
    assert_eq!(parsed.giants.len(), 3);
    let kingdom = parsed.clone().into_kingdom(5).unwrap();
    let tower = parsed.buildings[0].0;
    assert_eq!(
        kingdom.square(tower).unwrap().crowns,
        0,
        "the giant covers it"
    );
    let estate = parsed.estate(0);
    assert_eq!(
        write_kingdom_with(&kingdom, Some(&estate), &parsed.giants),
        drawn
    );
    for (text, why) in [
        (
            "CT3[Qt]",
            "4 crowns (a building's counted); a square has at most 3",
        ),
        ("CTgg[Qt]", "more giants (g) than the square has crowns"),
        ("CTg[Ch]", "more giants (g) than the square has crowns"),
        ("CT[Qt]g", "unexpected 'g'"),
    ] {
        let error = parse_kingdom(text).expect_err(text).to_string();
        assert!(error.contains(why), "{text}: {error}");
    }
    // What is accepted prints back as itself.
    for text in ["CT2[Qt]", "CTg[Qt]", "CT1g[Qt]+"] {
        let parsed = parse_kingdom(text).expect(text);
        let kingdom = parsed.clone().into_kingdom(5).unwrap();
        let written = write_kingdom_with(&kingdom, Some(&parsed.estate(0)), &parsed.giants);
        assert_eq!(written, text);
    }
}

/// The view of a Queendomino game for four as its first claims begin.
fn first_claims_view() -> Value {
    let view = view_after("QD2_4_-_5_");
    assert_eq!(view["table"]["step"], json!({"FirstClaims": {"next": 0}}));
    view
}

#[test]
fn a_view_whose_first_claims_leave_a_seat_without_a_king_to_place_is_refused() {
    // Every domino of the line claimed before anyone has: nobody can act.
    refused_after_edit(
        view_after("KD2_4_-_5_"),
        |v| {
            let seats = v["table"]["pick_order"].clone();
            for (slot, seat) in v["table"]["current"]
                .as_array_mut()
                .unwrap()
                .iter_mut()
                .zip(seats.as_array().unwrap())
            {
                slot["king"] = seat.clone();
            }
        },
        "kings on the line after 0 first claims",
    );
    let view = first_claims_view();
    // Two kingdoms swapped and a king put on the line: accepted once, and the Expert's
    // playouts then found no domino left for the last first claim (an index out of bounds).
    refused_after_edit(
        view.clone(),
        |v| {
            v["table"]["kingdoms"].as_array_mut().unwrap().swap(0, 1);
            v["table"]["current"][1]["king"] = v["table"]["pick_order"][1].clone();
        },
        "kings on the line after 0 first claims",
    );
    // An order of first claims that names a seat twice and another never.
    refused_after_edit(
        view,
        |v| v["table"]["pick_order"][0] = v["table"]["pick_order"][1].clone(),
        "a first claims order that is not every king once",
    );
}

#[test]
fn a_view_with_a_line_out_of_the_order_of_its_dominoes_is_refused() {
    refused_after_edit(
        view_after("QD2_3_-_5_"),
        |v| v["table"]["current"].as_array_mut().unwrap().swap(0, 3),
        "a line not in the order of its dominoes",
    );
}

#[test]
fn a_quest_no_box_has_is_refused() {
    let mut setup = GameSetup::kingdomino(3, 4);
    setup.options.age_of_giants = true;
    let view = serde_json::to_value(Game::new(setup).unwrap().view(None)).unwrap();
    refused_after_edit(
        view,
        |v| v["table"]["rules"]["bonuses"]["quests"][0] = json!({"FourCorners": "Town"}),
        "a drawn quest, The Four Corners (town), that is not one of the box's seventeen",
    );
    let mut chosen = GameSetup::kingdomino(3, 4);
    chosen.options.quests = QuestChoice::Chosen([
        Quest::FourCorners(kingdomino::rules::Terrain::Town),
        Quest::Harmony,
    ]);
    let error = Game::new(chosen).unwrap_err().to_string();
    assert!(
        error.contains("the quest The Four Corners (town) is not one of the box's seventeen"),
        "{error}"
    );
}

/// A search that would run for hours is refused: an iteration budget without a time limit
/// beyond the most the worker runs, or a time limit beyond a minute. The page's own budgets are
/// taken.
#[test]
fn a_search_without_end_is_refused() {
    let view = view_after("KD2_3_-_1_");
    let think = |budget: Value| {
        let request = json!({"Think": {"id": 4, "view": view.clone(), "level": "expert",
            "budget": budget, "seed": 1}});
        Incoming::read(&common::sent(&request)).0
    };
    for (budget, why) in [
        (
            json!({"iterations": 4_000_000_000u32, "millis": null}),
            "an iteration budget of 4000000000 without a time limit",
        ),
        (
            json!({"iterations": 100_001, "millis": null}),
            "at most 100000",
        ),
        (
            json!({"iterations": 600, "millis": 1e9}),
            "a time budget of 1000000000 ms (from above 0 to 60000 ms)",
        ),
        (json!({"iterations": 600, "millis": -1.0}), "a time budget"),
    ] {
        match think(budget.clone()) {
            Err((4, reason)) => assert!(reason.contains(why), "{budget}: {reason}"),
            other => panic!("{budget}: accepted as {other:?}"),
        }
    }
    for budget in [
        json!({"iterations": 600, "millis": null}),
        json!({"iterations": 2_000_000, "millis": 1500.0}),
        json!({"iterations": 4_294_967_295u32, "millis": 800.0}),
    ] {
        assert!(
            matches!(think(budget.clone()), Ok(Request::Think { id: 4, .. })),
            "{budget}"
        );
    }
}
