//! The full setup's form (`page::setup_form`), natively: what each edit leaves allowed, what it
//! starts, and the choices it offers, as a person filling it in meets them.

use kingdomino::i18n::Lang;
use kingdomino::page::setup_form::{pick_colour, player_choices, Form};
use kingdomino::page::store::Msg;
use kingdomino::rules::{GameSetup, QuestChoice, Variant};

/// The form after `edit`, as a control applies it.
fn edited(form: &Form, edit: impl FnOnce(&mut Form)) -> Form {
    let mut next = form.clone();
    let before = next.players;
    edit(&mut next);
    next.keep_allowed(before);
    next
}

#[test]
fn a_player_count_only_the_giants_allow_brings_them_in() {
    let form = Form::new(Lang::En);
    let five = edited(&form, |f| f.players = 5);
    assert!(
        five.options.age_of_giants,
        "five at Kingdomino is Age of Giants"
    );
    assert_eq!(five.players, 5);
    // Turning the giants off again leaves the largest count Kingdomino allows alone.
    let off = edited(&five, |f| f.options.age_of_giants = false);
    let counts = GameSetup::player_counts(Variant::Kingdomino, false);
    assert_eq!(off.players as u8, *counts.last().unwrap());
}

#[test]
fn a_game_without_giants_leaves_them_out() {
    let form = edited(&Form::new(Lang::En), |f| f.options.age_of_giants = true);
    assert!(form.options.age_of_giants);
    for variant in [Variant::Queendomino, Variant::RoyalWedding] {
        let other = edited(&form, |f| f.variant = variant);
        assert_eq!(
            other.options.age_of_giants,
            GameSetup::offers_giants(variant),
            "{variant:?}"
        );
        let counts = GameSetup::player_counts(variant, other.options.age_of_giants);
        assert!(counts.contains(&(other.players as u8)), "{variant:?}");
    }
}

#[test]
fn the_bonuses_give_way_to_giants_and_quests() {
    let bonuses = edited(&Form::new(Lang::En), |f| {
        f.options.harmony = true;
        f.options.middle_kingdom = true;
    });
    assert!(bonuses.options.harmony && bonuses.options.middle_kingdom);
    let quests = edited(&bonuses, |f| f.options.quests = QuestChoice::Drawn);
    assert!(!quests.options.harmony && !quests.options.middle_kingdom);
    let giants = edited(&bonuses, |f| f.options.age_of_giants = true);
    assert!(!giants.options.harmony && !giants.options.middle_kingdom);
}

#[test]
fn the_mighty_duel_and_teams_only_where_offered() {
    let duel = edited(&Form::new(Lang::En), |f| f.options.mighty_duel = true);
    assert_eq!(
        duel.options.mighty_duel,
        GameSetup::offers_mighty_duel(Variant::Kingdomino, false, 2)
    );
    let three = edited(&duel, |f| f.players = 3);
    assert!(!three.options.mighty_duel, "a duel is for two");
    let wedding = edited(&Form::new(Lang::En), |f| f.variant = Variant::RoyalWedding);
    let six = edited(&wedding, |f| {
        f.players = 6;
        f.teams = true;
    });
    let offered = GameSetup::offers_teams(Variant::RoyalWedding, false, 6);
    assert_eq!(six.teams, offered);
    assert_eq!(
        six.options.teams.is_some(),
        offered,
        "the options follow the box"
    );
    // Another count pairs the seats again.
    let eight = edited(&six, |f| f.players = 8);
    assert_eq!(eight.team_of, kingdomino::rules::Options::paired_teams(8));
}

#[test]
fn the_form_starts_its_table_with_the_seed_typed_or_drawn() {
    let w = Lang::En.words();
    let form = Form::new(Lang::En);
    let Ok(Msg::Start { setup, seats, pace }) = form.start(42, w) else {
        panic!("a table that plays");
    };
    assert_eq!((setup.seed, setup.players, pace), (42, 2, form.pace));
    // Empty names become "Player N".
    assert_eq!(seats[1].name, kingdomino::i18n::fill(w.player_n, &[&2]));
    // The computer a newcomer meets first is one they can beat.
    assert!(seats[1].kind == kingdomino::page::seats::SeatKind::Computer);
    assert_eq!(seats[1].level, kingdomino::ai::Level::Greedy);
    let typed = edited(&form, |f| f.seed = " 7 ".into());
    assert!(matches!(typed.start(42, w), Ok(Msg::Start { setup, .. }) if setup.seed == 7));
    let nonsense = edited(&form, |f| f.seed = "seven".into());
    assert!(matches!(nonsense.start(42, w), Err(why) if why == w.seed_invalid));
}

#[test]
fn teams_the_rules_refuse_say_so() {
    let w = Lang::En.words();
    let wedding = edited(&Form::new(Lang::En), |f| {
        f.variant = Variant::RoyalWedding;
        f.players = 6;
        f.teams = true;
    });
    assert!(wedding.teams, "the Royal Wedding for six offers teams");
    assert!(wedding.start(1, w).is_ok());
    // Everyone in one team: no table.
    let lopsided = edited(&wedding, |f| f.team_of = [0; 8]);
    assert!(matches!(lopsided.start(1, w), Err(why) if why == w.teams_invalid));
}

#[test]
fn two_seats_never_share_a_colour() {
    let mut seats = Form::new(Lang::En).seats;
    let (old, taken) = (seats[0].colour, seats[1].colour);
    pick_colour(&mut seats, 0, taken);
    assert_eq!((seats[0].colour, seats[1].colour), (taken, old));
    let mut colours: Vec<usize> = seats.iter().map(|s| s.colour).collect();
    kingdomino::short_sort::sort(&mut colours);
    colours.dedup();
    assert_eq!(colours.len(), seats.len());
}

#[test]
fn the_player_counts_offered_say_which_need_the_giants() {
    let choices = player_choices(Variant::Kingdomino);
    let plain = GameSetup::player_counts(Variant::Kingdomino, false);
    for (count, giants) in &choices {
        assert_eq!(*giants, !plain.contains(count), "{count}");
    }
    assert!(choices.contains(&(5, true)));
    assert!(
        choices.windows(2).all(|p| p[0].0 < p[1].0),
        "in order, each once"
    );
}
