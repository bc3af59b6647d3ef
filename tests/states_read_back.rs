//! Every state a game of the family reaches reads back (the other half, that nothing else does,
//! is `refused_inputs.rs` and `fuzz.rs`). Whole seeded games of every setup of the table of rule
//! sets, with options, quests, teams and both editions: every view a game shows is accepted by
//! the worker's reader and searched by every level without panic; every kingdom it draws, written
//! in the notation, opens as a `#kingdom=` link to the same text and the same score; every record
//! replays to the same state.

use std::panic::{catch_unwind, AssertUnwindSafe};

use kingdomino::ai::{think, Budget, Level, NoClock, ReusableTrees};
use kingdomino::notation::{parse_link, write_kingdom_with, GameRecord, Link};
use kingdomino::rules::{
    Action, BuildingKind, Edition, Game, GameSetup, GiantsAction, KingdomId, Options,
    QueendominoAction, Quest, QuestChoice, Rng, Score, Table, Variant,
};
use kingdomino::worker_protocol::{Incoming, Request};

/// Every row of the table of rule sets (each game, player count, Age of Giants, Mighty Duel and
/// teams it offers), each under the options that row takes, on `seeds` seeds each.
fn family(seeds: u64) -> Vec<GameSetup> {
    let mut setups = Vec::new();
    let games = [
        Variant::Kingdomino,
        Variant::Queendomino,
        Variant::RoyalWedding,
    ];
    for (g, game) in games.into_iter().enumerate() {
        for giants in [false, true] {
            if giants && !GameSetup::offers_giants(game) {
                continue;
            }
            for players in GameSetup::player_counts(game, giants) {
                for seed in 0..seeds {
                    let seed = seed * 100 + u64::from(players) * 10 + g as u64;
                    let mut setup = GameSetup {
                        variant: game,
                        ..GameSetup::kingdomino(players, seed)
                    };
                    setup.options.age_of_giants = giants;
                    setups.extend(with_options(setup));
                }
            }
        }
    }
    setups
}

/// The setup as it is, and with the options its game and player count offer.
fn with_options(setup: GameSetup) -> Vec<GameSetup> {
    let (game, giants, players) = (setup.variant, setup.options.age_of_giants, setup.players);
    let option = |change: &dyn Fn(&mut Options)| {
        let mut s = setup;
        change(&mut s.options);
        s
    };
    let mut out = vec![setup];
    if GameSetup::offers_mighty_duel(game, giants, players) {
        out.push(option(&|o| {
            o.mighty_duel = true;
            o.dynasty = !o.age_of_giants;
        }));
    }
    if GameSetup::offers_teams(game, giants, players) {
        out.push(option(&|o| o.teams = Some(Options::paired_teams(players))));
    }
    if !giants {
        out.push(option(&|o| {
            o.harmony = true;
            o.middle_kingdom = true;
        }));
        out.push(option(&|o| o.quests = QuestChoice::Drawn));
        out.push(option(&|o| {
            o.quests = QuestChoice::Chosen([Quest::FolieDesGrandeurs, Quest::BleakKing])
        }));
    } else {
        out.push(option(&|o| {
            o.quests = QuestChoice::Chosen([Quest::LostCorner, Quest::FolieDesGrandeurs])
        }));
    }
    if game != Variant::RoyalWedding && !giants {
        out.push(setup.with_edition(Edition::First));
    }
    out
}

/// A legal action, at random, except that a Queen's Tower is always built where it can be and
/// an arriving giant goes onto a building's crown where it can: so that games reach giants on
/// buildings, which random play finds in few views.
fn choose(table: &Table, legal: &[Action], rng: &mut Rng) -> Action {
    let queen_tower = |spot: u8| {
        let board = table.queendomino().map(|q| q.builders_board());
        board
            .and_then(|b| b.spots.get(usize::from(spot)).copied().flatten())
            .is_some_and(|b| b.kind() == BuildingKind::QueensTower)
    };
    let on_building = |at| {
        table.queendomino().is_some_and(|q| {
            q.estates()
                .iter()
                .any(|e| e.buildings.iter().any(|&(p, _)| p == at))
        })
    };
    let preferred = legal.iter().find(|a| match a {
        Action::Queendomino(QueendominoAction::Build { spot, .. }) => queen_tower(*spot),
        Action::Giants(GiantsAction::Cover(at)) => on_building(*at),
        _ => false,
    });
    preferred
        .copied()
        .unwrap_or_else(|| legal[rng.below(legal.len())])
}

/// The view of the player to move, as the page sends it to the worker, is read by the worker's
/// own reader and searched by every level.
fn searched_by_every_level(game: &Game, seed: u64, kept: &mut ReusableTrees, what: &str) {
    let view = game.view(game.table().to_move());
    for level in Level::ALL {
        let budget = Budget::iterations(if level == Level::Expert { 3 } else { 1 });
        let request = Request::Think {
            id: 1,
            view: Box::new(view.clone()),
            level,
            budget,
            seed,
            fresh: false,
        };
        let Incoming(read) = Incoming::read(&Incoming::bytes_of(&request));
        let Ok(Request::Think { view: read, .. }) = read else {
            panic!("the worker refused {what}: {read:?}");
        };
        assert_eq!(*read, view, "{what}");
        let searched = catch_unwind(AssertUnwindSafe(|| {
            let mut search = level.search(*read, seed, kept);
            let _ = think(search.as_mut(), budget, &NoClock);
            if let Some(tree) = search.into_tree() {
                kept.keep(tree);
            }
        }));
        assert!(searched.is_ok(), "{level:?} panicked on {what}");
    }
}

/// Every viewer's view (each seat's and a spectator's) comes back from JSON equal.
fn every_view_reads_back(game: &Game, what: &str) {
    for viewer in game.table().players().map(Some).chain([None]) {
        let view = game.view(viewer);
        let text = serde_json::to_string(&view).unwrap();
        let back = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{what}: {e}"));
        assert_eq!(view, back, "{what}");
    }
}

/// The `#kingdom=` link that shows kingdom `id` of `table` with its score.
fn board_link(table: &Table, id: KingdomId) -> String {
    let kingdom = &table.kingdoms()[id];
    let queendomino = table.queendomino();
    let estate = queendomino.map(|q| q.estate(id));
    let giants = table.giants().map_or(&[][..], |g| g.on(id));
    let bonuses = table.rules().bonuses;
    let mut link = format!(
        "kingdom={}&size={}&v={}",
        write_kingdom_with(kingdom, estate, giants),
        kingdom.size(),
        bonuses.edition.number()
    );
    let bonus: String = [(bonuses.harmony, 'h'), (bonuses.middle_kingdom, 'm')]
        .iter()
        .filter(|(on, _)| *on)
        .map(|(_, c)| c)
        .collect();
    if !bonus.is_empty() {
        link += &format!("&bonus={bonus}");
    }
    if let [Some(a), Some(b)] = bonuses.quests {
        link += &format!("&quests={},{}", a.id(), b.id());
    }
    if let Some(q) = queendomino {
        link += &format!("&coins={}", q.estate(id).coins);
        if q.queen() == Some(id) {
            link += "&queen";
        }
    }
    link
}

/// What a score says, its parts at 0 left out (a board scored as Kingdomino lists no
/// Queendomino part; a game does, at 0, before anything is built).
fn said(score: &Score) -> (u32, u32, u32, Vec<String>) {
    let parts = score
        .parts
        .iter()
        .filter(|(_, points)| *points > 0)
        .map(|(part, points)| format!("{part:?} {points}"))
        .collect();
    (score.total, score.largest_territory, score.crowns, parts)
}

/// Every kingdom of the table opens as a link to the same text and the same score.
fn every_kingdom_reads_back(table: &Table, what: &str) {
    for (id, kingdom) in table.kingdoms().entries() {
        let link = board_link(table, id);
        let Ok(Some(Link::Kingdom { board })) = parse_link(&link) else {
            panic!(
                "{what}: kingdom {id} does not open: {link}: {:?}",
                parse_link(&link)
            );
        };
        let read = board.kingdom.clone().into_kingdom(board.size).unwrap();
        let text = link["kingdom=".len()..].split('&').next().unwrap();
        let again = write_kingdom_with(&read, board.estate().as_ref(), &board.kingdom.giants);
        assert_eq!(again, text, "{what}: kingdom {id} prints back otherwise");
        assert_eq!(
            read.squares().collect::<Vec<_>>(),
            kingdom.squares().collect::<Vec<_>>()
        );
        assert_eq!(
            said(&board.score(&read)),
            said(&table.score(id)),
            "{what}: kingdom {id} scores otherwise: {link}"
        );
    }
}

/// The game's record prints back as itself and replays to the same state.
fn record_replays(game: &Game, what: &str) {
    let text = GameRecord::of(game).to_string();
    let record: GameRecord = text.parse().unwrap_or_else(|e| panic!("{what}: {e}"));
    assert_eq!(record.to_string(), text, "{what}");
    let replayed = record.replay().unwrap_or_else(|e| panic!("{what}: {e}"));
    assert_eq!(replayed.table(), game.table(), "{what}: {text}");
    assert_eq!(replayed.history(), game.history(), "{what}");
}

/// Plays `setup` to its end, checking every state on the way; returns how many views had a giant
/// on a building's crown.
fn play_and_read_back(setup: GameSetup) -> usize {
    let mut game = Game::new(setup).unwrap_or_else(|e| panic!("{setup:?}: {e}"));
    let mut rng = Rng::new(setup.seed);
    let mut kept = ReusableTrees::default();
    let mut legal = Vec::new();
    let mut giants_on_buildings = 0;
    while !game.table().is_over() {
        let what = format!("{setup:?} after {} actions", game.history().len());
        searched_by_every_level(&game, setup.seed, &mut kept, &what);
        every_view_reads_back(&game, &what);
        every_kingdom_reads_back(game.table(), &what);
        record_replays(&game, &what);
        giants_on_buildings += usize::from(giant_on_a_building(game.table()));
        game.table().legal_actions(&mut legal);
        game.play(choose(game.table(), &legal, &mut rng)).unwrap();
    }
    let what = format!("{setup:?} at its end");
    every_view_reads_back(&game, &what);
    every_kingdom_reads_back(game.table(), &what);
    record_replays(&game, &what);
    giants_on_buildings
}

fn giant_on_a_building(table: &Table) -> bool {
    let (Some(q), Some(g)) = (table.queendomino(), table.giants()) else {
        return false;
    };
    table.kingdoms().entries().any(|(id, _)| {
        g.on(id)
            .iter()
            .any(|p| q.estate(id).buildings.iter().any(|(b, _)| b == p))
    })
}

#[test]
fn every_state_of_kingdomino_reads_back() {
    for setup in family(2)
        .into_iter()
        .filter(|s| s.variant == Variant::Kingdomino)
    {
        play_and_read_back(setup);
    }
}

#[test]
fn every_state_of_queendomino_reads_back() {
    for setup in family(2)
        .into_iter()
        .filter(|s| s.variant == Variant::Queendomino && !s.options.age_of_giants)
    {
        play_and_read_back(setup);
    }
}

/// The combination of two boxes where a giant may stand on a building's crown (the Queen's
/// Tower's): the rules allow it, so the views, the notation and the scores must too.
#[test]
fn every_state_of_queendomino_with_age_of_giants_reads_back() {
    let mut giants_on_buildings = 0;
    for setup in family(3)
        .into_iter()
        .filter(|s| s.variant == Variant::Queendomino && s.options.age_of_giants)
    {
        giants_on_buildings += play_and_read_back(setup);
    }
    assert!(
        giants_on_buildings > 0,
        "no game put a giant on a building's crown"
    );
}

#[test]
fn every_state_of_the_royal_wedding_reads_back() {
    for setup in family(1)
        .into_iter()
        .filter(|s| s.variant == Variant::RoyalWedding)
    {
        play_and_read_back(setup);
    }
}

/// Every setup above is one the rules accept, and the family has every row of the table.
#[test]
fn the_family_is_every_setup() {
    let setups = family(1);
    for setup in &setups {
        setup
            .validate()
            .unwrap_or_else(|e| panic!("{setup:?}: {e}"));
    }
    let rows: std::collections::BTreeSet<_> = setups
        .iter()
        .map(|s| {
            let r = s.rules().unwrap();
            (
                format!("{:?}", s.variant),
                s.options.age_of_giants,
                r.seats,
                r.kingdoms,
                r.kingdom_size,
            )
        })
        .collect();
    assert_eq!(rows.len(), 24, "{rows:?}");
}
