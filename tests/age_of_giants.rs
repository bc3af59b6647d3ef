//! Age of Giants: its dominoes and lines, giants and footsteps, the seventeen quests, and whole
//! seeded games with both boxes.

mod common;

use common::kingdom;
use kingdomino::ai::RandomPlayer;
use kingdomino::notation::{parse_kingdom, write_kingdom_with};
use kingdomino::rules::module::ModuleSet;
use kingdomino::rules::{
    Action, ActionError, Bonuses, DominoBox, DominoId, Edition, Game, GameSetup, GiantsAction,
    GiantsError, KingdomId, Options, PlayerId, Pos, Quest, QuestChoice, ScorePart, Step, Terrain,
};

fn giants_setup(players: u8, seed: u64, queendomino: bool) -> GameSetup {
    let setup = if queendomino {
        GameSetup::queendomino(players, seed)
    } else {
        GameSetup::kingdomino(players, seed)
    };
    setup.with_options(Options {
        age_of_giants: true,
        ..Options::default()
    })
}

fn quest_points(text: &str, quest: Quest) -> u32 {
    let k = kingdom(text, 5);
    let bonuses = Bonuses {
        quests: [Some(quest), None],
        ..Bonuses::default()
    };
    let points = k.score(bonuses).part(ScorePart::Quest(quest));
    assert_eq!(points, quest.points(&k, Edition::Second), "{text}");
    assert_eq!(k.points(bonuses), k.score(bonuses).total);
    points
}

#[test]
fn the_box_holds_lettered_and_footstep_dominoes_that_line_up_first_and_last() {
    let dominoes = DominoBox::Giants.dominoes();
    assert_eq!(dominoes.len(), 12);
    let names: Vec<String> = dominoes.iter().map(|d| d.id.to_string()).collect();
    assert_eq!(
        names,
        ["A", "B", "C", "D", "E", "F", "49", "50", "51", "52", "53", "54"]
    );
    for d in dominoes {
        assert_eq!(DominoId::parse(&d.id.to_string()), Some(d.id));
        let crowns: u8 = d.halves.iter().map(|h| h.crowns).sum();
        assert_eq!(crowns, if d.id.brings_a_giant() { 0 } else { 3 });
        assert_eq!(d.id.has_footsteps(), !d.id.brings_a_giant());
    }
    let line = |names: &[&str]| {
        let mut ids: Vec<DominoId> = names.iter().map(|n| DominoId::parse(n).unwrap()).collect();
        kingdomino::short_sort::sort_by_key(&mut ids, |d| d.line_rank());
        ids.iter().map(|d| d.to_string()).collect::<Vec<_>>()
    };
    assert_eq!(
        line(&["12", "C", "49", "A", "3"]),
        ["A", "C", "3", "12", "49"]
    );
}

/// After revealing, before any claim: 2 or 4 players set the middle domino aside, 3 players
/// the second and the fourth, 5 players none; the claimed lines hold one domino per king.
#[test]
fn lines_of_five_lose_their_discards_before_anyone_claims() {
    for (players, discarded) in [(2u8, 1usize), (3, 2), (4, 1), (5, 0)] {
        for seed in 0..30 {
            let game = Game::new(giants_setup(players, seed, seed % 2 == 0)).unwrap();
            let t = game.table();
            let kings = usize::from(t.rules().kings());
            assert_eq!(t.current_line().len(), kings, "{players} players");
            assert_eq!(t.discarded().len(), discarded);
            let mut whole: Vec<DominoId> = t.current_line().iter().map(|s| s.domino).collect();
            whole.extend(t.discarded());
            kingdomino::short_sort::sort_by_key(&mut whole, |d| d.line_rank());
            let expected_gone: Vec<DominoId> = match players {
                2 | 4 => vec![whole[2]],
                3 => vec![whole[1], whole[3]],
                _ => vec![],
            };
            assert_eq!(t.discarded(), &expected_gone[..], "seed {seed}");
            let ranks: Vec<i16> = t
                .current_line()
                .iter()
                .map(|s| s.domino.line_rank())
                .collect();
            assert!(
                ranks.windows(2).all(|w| w[0] < w[1]),
                "sorted, letters first"
            );
        }
    }
}

#[test]
fn every_player_count_fills_its_kingdoms() {
    for (players, size, per_kingdom, dealt) in [
        (2u8, 5u8, 12usize, 30usize),
        (3, 5, 12, 60),
        (4, 5, 12, 60),
        (5, 5, 12, 60),
    ] {
        let rules = giants_setup(players, 1, false).rules().unwrap();
        assert_eq!(rules.kingdom_size, size);
        assert_eq!(usize::from(rules.dominoes_per_deal), dealt);
        assert_eq!(
            usize::from(rules.rounds() * rules.kings_per_seat),
            per_kingdom
        );
    }
    let duel = giants_setup(2, 1, false).with_options(Options {
        age_of_giants: true,
        mighty_duel: true,
        ..Options::default()
    });
    let rules = duel.rules().unwrap();
    assert_eq!((rules.kingdom_size, rules.dominoes_per_deal), (7, 60));
    let queen = giants_setup(2, 1, true).rules().unwrap();
    assert_eq!((queen.kingdom_size, queen.dominoes_per_deal), (7, 60));
    assert!(giants_setup(6, 1, false).rules().is_err());
    assert!(
        GameSetup::kingdomino(5, 1).rules().is_err(),
        "five players need the giants"
    );
}

#[test]
fn quests_local_business_and_four_corners() {
    let around = "WWW/WCW/WWL";
    assert_eq!(
        quest_points(around, Quest::LocalBusiness(Terrain::Wheat)),
        35
    );
    assert_eq!(quest_points(around, Quest::LocalBusiness(Terrain::Lake)), 5);
    assert_eq!(quest_points(around, Quest::LocalBusiness(Terrain::Mine)), 0);
    let corners = "WFFFL/FFFFF/FFCFF/FFFFF/WFFFM";
    assert_eq!(
        quest_points(corners, Quest::FourCorners(Terrain::Wheat)),
        10
    );
    assert_eq!(quest_points(corners, Quest::FourCorners(Terrain::Mine)), 5);
    assert_eq!(quest_points(corners, Quest::FourCorners(Terrain::Swamp)), 0);
}

#[test]
fn quests_harmony_middle_kingdom_and_lost_corner() {
    let full = "WWWWW/WWWWW/WWCWW/WWWWW/WWWWW";
    assert_eq!(quest_points(full, Quest::Harmony), 5);
    assert_eq!(
        quest_points("WWWWW/WWWWW/WWCWW/WWWWW/WWWW.", Quest::Harmony),
        0
    );
    assert_eq!(
        quest_points("WWWWW/WWWWW/WWCWW/WWWWW", Quest::MiddleKingdom),
        10
    );
    assert_eq!(
        quest_points("WWWWW/WWWWW/WCWWW/WWWWW", Quest::MiddleKingdom),
        0
    );
    assert_eq!(
        quest_points("CWWWW/WWWWW/WWWWW/WWWWW/WWWWW", Quest::LostCorner),
        20
    );
    assert_eq!(
        quest_points("WWWWW/WWWWW/WWWWW/WWWWW/WWWWC", Quest::LostCorner),
        20
    );
    assert_eq!(quest_points(full, Quest::LostCorner), 0);
}

#[test]
fn quest_la_folie_des_grandeurs_counts_alignments_of_crowned_squares() {
    let folie = |text| quest_points(text, Quest::FolieDesGrandeurs) / 10;
    assert_eq!(folie("W1F1L1/..C"), 1, "three across, terrains mixed");
    assert_eq!(folie("W1F1L1G1/..C"), 1, "four in a row is one");
    assert_eq!(folie("W1F1L1G1S1/..C"), 2, "five share the middle square");
    assert_eq!(folie("W1../.F1./..L1/..C"), 1, "a diagonal");
    assert_eq!(folie("W1F1./..C"), 0);
    assert_eq!(folie("W1F1W/..C"), 0);
    // A covered crown: the square counts while one of its crowns is uncovered.
    assert_eq!(folie("W1F2gL1/..C"), 1);
    assert_eq!(folie("W1F1gL1/..C"), 0);
}

#[test]
fn quest_bleak_king_counts_big_crownless_territories_and_covered_crowns() {
    let bleak = |text| quest_points(text, Quest::BleakKing) / 10;
    assert_eq!(bleak("WWWWW/..C"), 1);
    assert_eq!(bleak("WWWWW/WWWWW/..C"), 1, "ten squares score once");
    assert_eq!(bleak("WWWW/..C"), 0, "four squares are not enough");
    assert_eq!(bleak("WWWW1W/..C"), 0, "a crown spoils it");
    assert_eq!(bleak("WWWW1gW/..C"), 1, "a covered crown is no crown");
    assert_eq!(bleak("SSSSS/..C"), 0, "swamps do not count");
    assert_eq!(bleak("WWWWW/..C/LLLLL"), 2);
}

#[test]
fn the_notation_marks_giants_and_gives_the_same_kingdom_back() {
    let parsed = parse_kingdom("M3gG2ggC").unwrap();
    assert_eq!(parsed.giants.len(), 3);
    let k = parsed.clone().into_kingdom(5).unwrap();
    assert_eq!(k.square(Pos::new(0, -2)).unwrap().crowns, 2);
    assert_eq!(k.square(Pos::new(0, -1)).unwrap().crowns, 0);
    assert_eq!(write_kingdom_with(&k, None, &parsed.giants), "M3gG2ggC");
    assert!(parse_kingdom("M1ggC")
        .unwrap_err()
        .to_string()
        .contains("more giants"));
}

/// The first seat on the line with a giant to act on, found by playing seeded games.
fn find(players: u8, mut stop: impl FnMut(&Game) -> bool) -> Option<Game> {
    for seed in 0..400 {
        let mut game = Game::new(giants_setup(players, seed, false)).unwrap();
        let mut player = RandomPlayer::new(seed);
        while let Some(action) = player.choose(game.table()) {
            game.play(action).unwrap();
            if stop(&game) {
                return Some(game);
            }
        }
    }
    None
}

#[test]
fn an_arriving_giant_must_cover_a_crown_first() {
    let game = find(4, |g| {
        g.table()
            .giants()
            .unwrap()
            .waiting()
            .is_some_and(|(_, b)| b)
    })
    .unwrap();
    let t = game.table();
    let me = t.to_move().unwrap();
    let mine = t.kingdom_of(me);
    // Nothing else is open: not a claim, not the end of the turn.
    let mut legal = Vec::new();
    t.legal_actions(&mut legal);
    assert!(legal
        .iter()
        .all(|a| matches!(a, Action::Giants(GiantsAction::Cover(_)))));
    assert!(!legal.is_empty());
    let claim = t
        .next_line()
        .iter()
        .find(|s| s.king.is_none())
        .map(|s| Action::Claim(s.domino));
    if let Some(claim) = claim {
        assert_eq!(
            t.check(claim),
            Err(ActionError::Giants(GiantsError::GiantFirst))
        );
    }
    // Covering takes a crown off the square, and the score with it.
    let Action::Giants(GiantsAction::Cover(at)) = legal[0] else {
        unreachable!()
    };
    let before = t.kingdom(mine).square(at).unwrap().crowns;
    let points = t.kingdom(mine).points(t.rules().bonuses);
    let mut after = game.clone();
    after.play(legal[0]).unwrap();
    let t2 = after.table();
    assert_eq!(t2.kingdom(mine).square(at).unwrap().crowns, before - 1);
    assert!(t2.kingdom(mine).points(t2.rules().bonuses) <= points);
    assert_eq!(t2.giants().unwrap().on(mine), &[at]);
    assert_eq!(t2.giants().unwrap().in_box(), 5);
    // A square without a crown is refused.
    let bare = t
        .kingdom(mine)
        .squares()
        .find(|(_, s)| s.crowns == 0)
        .map(|(p, _)| p);
    if let Some(bare) = bare {
        let mut again = game.clone();
        assert_eq!(
            again.play(Action::Giants(GiantsAction::Cover(bare))),
            Err(ActionError::Giants(GiantsError::NoFreeCrown { at: bare }))
        );
        assert_eq!(again, game);
    }
}

#[test]
fn footsteps_send_a_giant_to_an_opponent_who_chooses_the_crown() {
    let game = find(3, |g| {
        let t = g.table();
        let mut legal = Vec::new();
        t.legal_actions(&mut legal);
        legal
            .iter()
            .any(|a| matches!(a, Action::Giants(GiantsAction::Send { .. })))
    })
    .unwrap();
    let t = game.table();
    let sender = t.to_move().unwrap();
    let mine = t.kingdom_of(sender);
    let mut legal = Vec::new();
    t.legal_actions(&mut legal);
    let send = *legal
        .iter()
        .find(|a| matches!(a, Action::Giants(GiantsAction::Send { .. })))
        .unwrap();
    let Action::Giants(GiantsAction::Send { from, to }) = send else {
        unreachable!()
    };
    assert_ne!(to, mine);
    let crowns_before = t.kingdom(mine).square(from).unwrap().crowns;
    let mut game = game.clone();
    game.play(send).unwrap();
    let t = game.table();
    // The giant left: the crown scores again; the opponent must place it, out of turn.
    assert_eq!(
        t.kingdom(mine).square(from).unwrap().crowns,
        crowns_before + 1
    );
    assert_eq!(t.giants().unwrap().waiting(), Some((to, false)));
    let receiver = t.to_move().unwrap();
    assert_eq!(t.kingdom_of(receiver), to);
    assert_ne!(receiver, sender);
    t.legal_actions(&mut legal);
    let Action::Giants(GiantsAction::Cover(at)) = legal[0] else {
        panic!("{legal:?}")
    };
    game.play_as(receiver, legal[0]).unwrap();
    let t = game.table();
    assert!(t.giants().unwrap().on(to).contains(&at));
    // Back to the sender, who finishes the turn; the box gave no giant.
    assert_eq!(t.to_move(), Some(sender));
    let total: usize = (0..3)
        .map(|k| t.giants().unwrap().on(KingdomId(k)).len())
        .sum();
    assert_eq!(total + usize::from(t.giants().unwrap().in_box()), 6);
}

#[test]
fn footsteps_without_a_giant_do_nothing() {
    let mut seen = 0;
    for seed in 0..200 {
        let mut game = Game::new(giants_setup(4, seed, false)).unwrap();
        let mut player = RandomPlayer::new(seed);
        while let Some(action) = player.choose(game.table()) {
            let placing = game.table().domino_to_place();
            let me = game.table().to_move().unwrap();
            let mine = game.table().kingdom_of(me);
            let had_giants = !game.table().giants().unwrap().on(mine).is_empty();
            game.play(action).unwrap();
            if matches!(action, Action::Place(_))
                && placing.is_some_and(|d| d.has_footsteps())
                && !had_giants
            {
                assert!(!game.table().giants().unwrap().footsteps_open());
                seen += 1;
            }
        }
    }
    assert!(seen > 20, "{seen}");
}

/// The quests are an option without the giants too: two drawn, lines of four.
#[test]
fn the_quests_option_alone_keeps_lines_of_four() {
    // The quests option alone, without the giants.
    let setup = GameSetup::kingdomino(3, 4).with_options(Options {
        quests: QuestChoice::Drawn,
        ..Options::default()
    });
    let rules = setup.rules().unwrap();
    assert!(!rules.plays(ModuleSet::GIANTS) && rules.bonuses.quests.iter().all(Option::is_some));
    assert_eq!(rules.line_len, 4);
    let _ = (PlayerId(0), Step::Over);
}
