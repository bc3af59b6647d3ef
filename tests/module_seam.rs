//! The seam for game modules, proved from outside the crate: a toy module defined here (state,
//! a hidden pile, two actions, a score part) plugs into the core with `Game::with_modules`, and
//! every hook is called in a game played to its end, without editing the core.
//!
//! The toy, Tolls: after placing, a king may raise a toll on a square of the domino just laid;
//! the next kingdom must then pay it (out of turn, before anything else). Each toll raised
//! scores 2 points; a toll token is drawn from a hidden pile at every round.

use std::collections::BTreeSet;
use std::sync::Mutex;

use serde::{Deserialize, Serialize};

use kingdomino::ai::{Budget, Level, NoClock};
use kingdomino::notation::GameRecord;
use kingdomino::rules::module::{first_when_only_own, GameModule, ModuleKind, Turn};
use kingdomino::rules::{
    Action, ActionError, ByKingdom, DominoId, ExtraAction, Game, GameSetup, Kingdom, KingdomId,
    PlayerId, Pos, Rng, RuleSet, Score, ScorePart, StateError, Table,
};

/// The hooks called, by name.
static CALLED: Mutex<BTreeSet<&'static str>> = Mutex::new(BTreeSet::new());

fn called(hook: &'static str) {
    CALLED.lock().unwrap().insert(hook);
}

/// The toy's number among the modules in play (it is the only one).
const TOLLS: u8 = 0;
const RAISE: u8 = 1;
const PAY: u8 = 2;

/// `JUDGED`: whether the toy brings its own judgement to the computer players (raise every
/// toll it can, pay what it owes), or leaves them the default (its actions taken only when
/// nothing else is open).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Tolls<const JUDGED: bool = true> {
    /// Tolls raised, per kingdom.
    raised: Vec<u32>,
    /// Tokens drawn from the hidden pile so far.
    drawn: u32,
    /// The squares of the domino just laid by the king to move.
    just_placed: Option<[Pos; 2]>,
    /// This turn's toll is raised.
    raised_this_turn: bool,
    /// The kingdom that must pay a toll first, and who pays.
    owed: Option<Turn>,
    kingdoms: u8,
}

fn action(kind: u8, at: Pos) -> Action {
    Action::Extra(ExtraAction {
        module: TOLLS,
        kind,
        at,
    })
}

impl<const JUDGED: bool> GameModule for Tolls<JUDGED> {
    const NAME: &'static str = "tolls";
    const ACTS_OUT_OF_TURN: bool = true;
    type Action = ExtraAction;
    /// Toll tokens, drawn from the end.
    type Hidden = Vec<u8>;

    fn own(action: Action) -> Option<ExtraAction> {
        match action {
            Action::Extra(e) if e.module == TOLLS => Some(e),
            _ => None,
        }
    }

    fn deal(rules: &RuleSet, hidden: &mut Vec<u8>, rng: &mut Rng) -> Tolls<JUDGED> {
        called("deal");
        *hidden = (0..40).collect();
        rng.shuffle(hidden);
        Tolls {
            raised: vec![0; usize::from(rules.kingdoms)],
            drawn: 0,
            just_placed: None,
            raised_this_turn: false,
            owed: None,
            kingdoms: rules.kingdoms,
        }
    }

    fn new_round(&mut self, hidden: &mut Vec<u8>) {
        called("new_round");
        if hidden.pop().is_some() {
            self.drawn += 1;
        }
    }

    fn new_turn(&mut self, _: Turn) {
        called("new_turn");
        self.raised_this_turn = false;
        self.just_placed = None;
    }

    fn placed(&mut self, _: Turn, _: &ByKingdom<Kingdom>, _: DominoId, squares: Option<[Pos; 2]>) {
        called("placed");
        self.just_placed = squares;
    }

    fn acts_after_placing(&self) -> bool {
        called("acts_after_placing");
        true
    }

    fn required(&self) -> Option<Turn> {
        called("required");
        self.owed
    }

    fn required_first(&self) -> ActionError {
        called("required_first");
        ActionError::Extra("the toll must be paid first")
    }

    fn legal_actions(&self, turn: Turn, _: &ByKingdom<Kingdom>, out: &mut Vec<Action>) {
        called("legal_actions");
        if let Some(owed) = self.owed {
            if owed == turn {
                out.push(action(PAY, Pos::CASTLE));
            }
            return;
        }
        if let (Some(squares), false) = (self.just_placed, self.raised_this_turn) {
            out.extend(squares.iter().map(|&at| action(RAISE, at)));
        }
    }

    fn check(&self, turn: Turn, _: &ByKingdom<Kingdom>, a: ExtraAction) -> Result<(), ActionError> {
        called("check");
        let open = match a.kind {
            PAY => self.owed == Some(turn) && a.at == Pos::CASTLE,
            RAISE => {
                self.owed.is_none()
                    && !self.raised_this_turn
                    && self.just_placed.is_some_and(|s| s.contains(&a.at))
            }
            _ => false,
        };
        if open {
            Ok(())
        } else {
            Err(ActionError::Extra("no such toll now"))
        }
    }

    fn apply(&mut self, turn: Turn, _: &mut ByKingdom<Kingdom>, a: ExtraAction) {
        called("apply");
        if a.kind == RAISE {
            self.raised[turn.kingdom.index()] += 1;
            self.raised_this_turn = true;
            let next = KingdomId((turn.kingdom.0 + 1) % self.kingdoms);
            self.owed = Some(Turn {
                seat: PlayerId(next.0),
                kingdom: next,
            });
        } else {
            self.owed = None;
        }
    }

    fn acted(&mut self, _: Action) {
        called("acted");
    }

    fn end_turn(&mut self, _: Turn) {
        called("end_turn");
    }

    fn score(&self, id: KingdomId, _: &Kingdom, score: &mut Score) {
        called("score");
        score.add(ScorePart::Extra(TOLLS), 2 * self.raised[id.index()]);
    }

    fn check_state(&self, rules: &RuleSet, _: &ByKingdom<Kingdom>) -> Result<(), StateError> {
        called("check_state");
        if self.raised.len() == usize::from(rules.kingdoms) {
            Ok(())
        } else {
            Err(StateError("tolls not one per kingdom".into()))
        }
    }

    fn imagined_hidden(&self, rng: &mut Rng) -> Vec<u8> {
        called("imagined_hidden");
        let mut tokens: Vec<u8> = (0..40 - self.drawn as u8).collect();
        rng.shuffle(&mut tokens);
        tokens
    }

    fn reshuffle(hidden: &mut Vec<u8>, rng: &mut Rng) {
        called("reshuffle");
        rng.shuffle(hidden);
    }

    fn worth_taking(&self, _: &Table, legal: &[Action]) -> Option<Action> {
        called("worth_taking");
        if !JUDGED {
            return first_when_only_own::<Self>(legal);
        }
        let own = |kind| {
            legal
                .iter()
                .copied()
                .find(|a| matches!(a, Action::Extra(e) if e.kind == kind))
        };
        own(PAY).or_else(|| own(RAISE))
    }
}

#[test]
fn a_module_defined_outside_the_core_plugs_in_and_every_hook_is_called() {
    let setup = GameSetup::kingdomino(3, 11);
    let mut game = Game::with_modules(setup, &[ModuleKind::of::<Tolls>()]).unwrap();
    let mut rng = Rng::new(5);
    let mut actions = Vec::new();
    let (mut raised, mut refused_while_owed) = (0, false);
    while !game.table().is_over() {
        game.table().legal_actions(&mut actions);
        // Legal actions are exactly what the core's check accepts.
        for &a in &actions {
            assert_eq!(game.table().check(a), Ok(()), "{a:?}");
        }
        if game.table().module::<Tolls>().unwrap().owed.is_some() && !refused_while_owed {
            let before = game.clone();
            let error = game.play(Action::Discard).unwrap_err();
            assert_eq!(error, ActionError::Extra("the toll must be paid first"));
            assert_eq!(game, before, "a refused action changes nothing");
            refused_while_owed = true;
        }
        // Raise a toll whenever one can be raised, else any legal action.
        let choice = actions
            .iter()
            .copied()
            .find(|a| matches!(a, Action::Extra(e) if e.kind == RAISE))
            .unwrap_or_else(|| actions[rng.below(actions.len())]);
        if matches!(choice, Action::Extra(e) if e.kind == RAISE) {
            raised += 1;
        }
        game.play(choice).unwrap();
        if game.history().len() == 20 {
            // A player's view of a game with the toy passes the checks, and a computer player's
            // imagined game deals the toy's hidden pile its own way.
            let view = game.view(game.table().to_move());
            let view = view.checked().expect("the view checks");
            let imagined = Game::from_view(&view, pile_for(&view), 3);
            assert!(
                imagined.table() == &view.table,
                "the imagined game starts from the view"
            );
            game.clone().reshuffle_pile(9);
        }
    }
    assert!(raised > 0 && refused_while_owed);
    // The toy's score part counts in every kingdom's score and in the totals.
    let scores = game.table().scores();
    let tolls: u32 = scores.iter().map(|s| s.part(ScorePart::Extra(TOLLS))).sum();
    assert_eq!(tolls, 2 * raised);
    // Its actions are written in records and read back.
    let record = GameRecord::of(&game).to_string();
    assert!(record.contains(".u0x1r"), "{record}");
    assert_eq!(record.parse::<GameRecord>().unwrap().to_string(), record);

    let called = CALLED.lock().unwrap().clone();
    for hook in [
        "deal",
        "new_round",
        "new_turn",
        "placed",
        "acts_after_placing",
        "required",
        "required_first",
        "legal_actions",
        "check",
        "apply",
        "acted",
        "end_turn",
        "score",
        "check_state",
        "imagined_hidden",
        "reshuffle",
    ] {
        assert!(called.contains(hook), "{hook} was never called: {called:?}");
    }
}

/// A pile for an imagined game: the view's unseen dominoes, as many as the pile holds.
fn pile_for(view: &kingdomino::rules::PlayerView) -> Vec<DominoId> {
    view.unseen
        .iter()
        .copied()
        .take(view.table.pile_len())
        .collect()
}

/// The core's turn loop, table, views, actions and dominoes name no game: the modules in play
/// are reached through one list, which `rules/registry/` alone fills (with the family's action
/// variants and boxes). Games by link, whose reveal rule asks the modules whom they may call
/// out of turn, name none either.
#[test]
fn the_core_names_no_game() {
    let src = concat!(env!("CARGO_MANIFEST_DIR"), "/src/");
    let mut files: Vec<String> = ["game", "table", "view", "action", "domino"]
        .iter()
        .map(|name| format!("rules/{name}.rs"))
        .collect();
    // A game by link's rules (the deal, the reveals, the signatures) ask the modules, by hook.
    for entry in std::fs::read_dir(format!("{src}by_link")).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        files.push(format!("by_link/{name}"));
    }
    assert!(files.len() > 12, "{files:?}");
    for file in files {
        let text = std::fs::read_to_string(format!("{src}{file}")).unwrap();
        for name in [
            "Queendomino",
            "queendomino",
            "Giants",
            "giants",
            "Variant::",
            "RoyalWedding",
        ] {
            assert!(!text.contains(name), "{file} names {name}");
        }
    }
}

/// Tolls raised and paid by seat 1, played by `level`, in a two-player game with the toy where
/// seat 0 raises every toll it can (so that seat 1 often owes one).
fn tolls_of_a_computer_player<const JUDGED: bool>(level: Level) -> (usize, usize) {
    let setup = GameSetup::kingdomino(2, 13);
    let mut game = Game::with_modules(setup, &[ModuleKind::of::<Tolls<JUDGED>>()]).unwrap();
    let mut bot = level.bot(1);
    let mut rng = Rng::new(3);
    let mut actions = Vec::new();
    let (mut raised, mut paid) = (0, 0);
    while let Some(p) = game.table().to_move() {
        let action = if p == PlayerId(0) {
            game.table().legal_actions(&mut actions);
            let raise = actions
                .iter()
                .copied()
                .find(|a| matches!(a, Action::Extra(e) if e.kind == RAISE));
            raise.unwrap_or_else(|| actions[rng.below(actions.len())])
        } else {
            let view = game.view(Some(p));
            let chosen = bot.choose(&view, Budget::iterations(40), &NoClock);
            let action = chosen
                .unwrap_or_else(|| panic!("{level:?} has no move at {}", game.history().len()));
            raised += usize::from(matches!(action, Action::Extra(e) if e.kind == RAISE));
            paid += usize::from(matches!(action, Action::Extra(e) if e.kind == PAY));
            action
        };
        game.play(action)
            .unwrap_or_else(|e| panic!("{level:?} played {action:?}: {e:?}"));
    }
    (raised, paid)
}

/// A module brings its judgement to the computer players through `worth_taking`: Greedy, Hard
/// and the Expert (whose playouts ask it at every turn) raise the toy's tolls and pay them, to
/// the end of a game.
#[test]
fn greedy_hard_and_the_expert_take_a_modules_actions_by_its_judgement() {
    for level in [Level::Greedy, Level::Hard, Level::Expert] {
        let (raised, paid) = tolls_of_a_computer_player::<true>(level);
        assert!(
            raised > 0 && paid > 0,
            "{level:?}: raised {raised}, paid {paid}"
        );
    }
}

/// A module without a judgement of its own still never leaves a computer player without a move:
/// what it requires (a toll owed) is paid; its optional actions are left alone by the players
/// that judge one step ahead.
#[test]
fn a_module_without_judgement_gets_what_it_requires_and_nothing_more() {
    for level in [Level::Greedy, Level::Hard, Level::Expert] {
        let (raised, paid) = tolls_of_a_computer_player::<false>(level);
        assert!(paid > 0, "{level:?} never owed a toll");
        if level != Level::Expert {
            assert_eq!(raised, 0, "{level:?} raised a toll it has no judgement for");
        }
    }
}

/// The page says a module's refusal in the reader's language, never in the module's English.
#[test]
fn a_modules_refusal_is_said_in_every_language_of_the_page() {
    struct Seats;
    impl kingdomino::i18n::refusals::Names for Seats {
        fn player(&self, seat: PlayerId) -> String {
            seat.to_string()
        }
        fn kingdom(&self, kingdom: KingdomId) -> String {
            kingdom.to_string()
        }
    }
    let error = ActionError::Extra("the toll must be paid first");
    for lang in kingdomino::i18n::Lang::ALL {
        let said = lang.refusal(&error, &Seats);
        assert!(
            !said.is_empty() && !said.contains("toll"),
            "{lang:?}: {said}"
        );
    }
}
