//! A person's mistakes as puzzles, natively: the positions a review's Mistakes and Blunders
//! make, their links (`#puzzle=<record>`, old puzzle links still read), and a puzzle in the
//! page's store: the answer checked by the rules, weighed as the review weighs a move, judged,
//! never played.

mod page_tab;

use kingdomino::ai::{GreedyPlayer, RandomPlayer};
use kingdomino::i18n::Lang;
use kingdomino::notation::{parse_link, GameRecord, Link};
use kingdomino::page::practice::{persons, puzzles_of, Practice};
use kingdomino::page::seats::Seat;
use kingdomino::page::store::{AiEvent, Msg};
use kingdomino::review::{decisions, weigh, GameReview, Grade, MoveReview, Weighing, DEFAULT_SEED};
use kingdomino::rules::{Action, Game, GameSetup, PlayerId};
use kingdomino::worker_protocol::Response;
use page_tab::Tab;

/// A whole game of `setup`: seat 1 random (a person's slips), the others Greedy.
fn game(setup: GameSetup) -> Game {
    let mut game = Game::new(setup).expect("a setup the page offers");
    let mut random = RandomPlayer::new(setup.seed ^ 0x5eed);
    let mut greedy = GreedyPlayer::new();
    while let Some(seat) = game.table().to_move() {
        let action = match seat {
            PlayerId(0) => random.choose(game.table()),
            _ => greedy.choose(&game.view(Some(seat)).table),
        };
        game.play(action.expect("a move while one is due"))
            .expect("the players choose legal moves");
    }
    game
}

/// A review by hand: every decision graded as `grade` says, from the values it makes.
fn review(game: &Game, grade: impl Fn(usize, PlayerId) -> f64) -> GameReview {
    let moves = decisions(game)
        .into_iter()
        .map(|d| {
            let seat = d.view.viewer.expect("a player's view");
            MoveReview {
                index: d.index,
                seat,
                played: d.played,
                best: d.played,
                value: -grade(d.index, seat),
                best_value: 0.0,
                expected: Vec::new(),
            }
        })
        .collect();
    GameReview {
        budget: 4,
        seed: 1,
        moves,
    }
}

#[test]
fn each_mistake_and_blunder_of_a_person_becomes_the_position_before_it() {
    for setup in [
        GameSetup::kingdomino(2, 5),
        GameSetup::queendomino(3, 6),
        GameSetup::kingdomino(4, 7),
    ] {
        let game = game(setup);
        // Every third decision a blunder, every fifth a mistake, the rest fine.
        let lost = |i: usize, _| match i {
            i if i % 3 == 0 => 9.0,
            i if i % 5 == 0 => 5.0,
            i if i % 2 == 0 => 3.0,
            _ => 0.0,
        };
        let review = review(&game, lost);
        let puzzles = puzzles_of(&game, &review, &[PlayerId(0)]);
        let costly: Vec<&MoveReview> = review
            .moves
            .iter()
            .filter(|m| m.seat == PlayerId(0) && m.grade() >= Grade::Mistake)
            .collect();
        assert!(!costly.is_empty(), "{setup:?}");
        assert_eq!(puzzles.len(), costly.len());
        for (puzzle, m) in puzzles.iter().zip(costly) {
            // Its link opens the position before the move: the person to move, the move
            // played among the choices, the game as it stood.
            let link = parse_link(&format!("puzzle={puzzle}")).expect("it opens");
            let Some(Link::Position { record }) = link else {
                panic!("{puzzle}: not a position");
            };
            assert_eq!(format!("puzzle={record}"), format!("puzzle={puzzle}"));
            let at = record.replay().expect("it replays");
            assert_eq!(at.history().len(), m.index);
            assert_eq!(at.table().to_move(), Some(PlayerId(0)));
            assert!(at.table().check_as(PlayerId(0), m.played).is_ok());
            assert_eq!(at.history(), &game.history()[..m.index]);
        }
        // The computers' slips are nobody's to practise.
        assert_eq!(
            puzzles_of(&game, &review, &[]),
            Vec::<String>::new(),
            "{setup:?}"
        );
    }
}

#[test]
fn the_person_is_whoever_plays_against_a_computer() {
    let specs = |s: &[&str]| {
        Seat::from_specs(
            &s.iter().map(|x| x.to_string()).collect::<Vec<_>>(),
            Lang::En,
        )
    };
    assert_eq!(persons(&specs(&["human", "expert"])), vec![PlayerId(0)]);
    assert_eq!(
        persons(&specs(&["greedy", "human", "human", "hard"])),
        vec![PlayerId(1), PlayerId(2)]
    );
    // People alone at one screen: whose browser it is is not known.
    assert_eq!(persons(&specs(&["human", "human"])), Vec::<PlayerId>::new());
    assert_eq!(
        persons(&specs(&["expert", "greedy"])),
        Vec::<PlayerId>::new()
    );
}

#[test]
fn a_position_puzzle_link_has_one_spelling_and_old_puzzle_links_still_open() {
    let game = game(GameSetup::kingdomino(2, 11));
    let mut cut = GameRecord::of(&game);
    cut.actions.truncate(9);
    let text = format!("puzzle={cut}");
    let link = parse_link(&text).unwrap().unwrap();
    assert_eq!(link.to_string(), text);
    for (bad, why) in [
        (format!("{text}&size=7"), "takes nothing beside it"),
        (format!("{text}&seat=2"), "takes nothing beside it"),
        (format!("puzzle={}", GameRecord::of(&game)), "game is over"),
        ("puzzle=KD2_2_-_11_k99".to_string(), "not valid"),
        ("puzzle=KD2_2_-_11_r0c0e".to_string(), "does not replay"),
    ] {
        let e = parse_link(&bad).unwrap_err().to_string();
        assert!(e.contains(why), "{bad}: {e}");
    }
    // A puzzle of a kingdom and a domino, as written before positions.
    let old = "puzzle=W1C&domino=19&bonus=h";
    assert!(matches!(parse_link(old), Ok(Some(Link::Puzzle { .. }))));
}

#[test]
fn the_move_played_given_again_gets_the_reviews_very_values() {
    let game = game(GameSetup::kingdomino(2, 3));
    let decision = decisions(&game).into_iter().nth(6).expect("a decision");
    let review = weigh(&decision, Practice::BUDGET, DEFAULT_SEED);
    let mut cut = GameRecord::of(&game);
    cut.actions.truncate(decision.index);
    let at = cut.replay().unwrap();
    let mut practice = Practice::of(&cut, &at).expect("a seat to move");
    practice.answer = Some(decision.played);
    let view = at.view(Some(practice.seat));
    let mut weighing = Weighing::new(view, practice.answer, Practice::BUDGET, practice.seed());
    weighing.run(u32::MAX);
    let weighed = weighing.weighed();
    assert_eq!(weighed, review);
    practice.judge(weighed);
    let verdict = practice.verdict.expect("judged");
    let m = MoveReview::of(decision.index, &review);
    assert_eq!(verdict.grade, m.grade());
    assert_eq!(verdict.given_up, m.given_up());
    assert_eq!(verdict.best, m.best);
}

/// The tab with the puzzle of `game` before action `at` open.
fn puzzle_tab(game: &Game, at: usize) -> Tab {
    let mut cut = GameRecord::of(game);
    cut.actions.truncate(at);
    let mut tab = Tab::new();
    tab.send(Msg::Open(format!("#puzzle={cut}")));
    tab
}

#[test]
fn an_answer_is_checked_weighed_and_judged_never_played() {
    let game = game(GameSetup::kingdomino(2, 8));
    let decision = decisions(&game).into_iter().nth(5).expect("a decision");
    let mut tab = puzzle_tab(&game, decision.index);
    let practice = tab.store.practice().expect("a puzzle in play").clone();
    let seat = practice.seat;
    assert_eq!(tab.game().history().len(), decision.index);
    // Nothing is saved, no help is offered, nothing is weighed before the answer.
    assert_eq!(tab.store.to_save(), None);
    assert_eq!(tab.store.weigh(), None);
    tab.send(Msg::SetStudy(true));
    assert_eq!(tab.store.weigh(), None);
    tab.send(Msg::Hint);
    assert_eq!(tab.store.ask(), None);
    tab.send(Msg::Undo);
    assert_eq!(tab.game().history().len(), decision.index);

    // An answer the rules refuse is said, and nothing is asked.
    let legal = tab.legal();
    let illegal = [
        Action::Discard,
        Action::Claim(kingdomino::rules::DominoId::parse("48").unwrap()),
    ]
    .into_iter()
    .find(|a| !legal.contains(a))
    .expect("an illegal move");
    tab.send(Msg::Play(illegal));
    assert!(!tab.store.notices.is_empty());
    assert_eq!(tab.store.weigh(), None);

    // A legal one is weighed as the review weighs a move, and the game stays where it was.
    let answer = *legal
        .iter()
        .find(|&&a| a != decision.played)
        .unwrap_or(&legal[0]);
    tab.send(Msg::Play(answer));
    assert!(tab.store.notices.is_empty(), "the refusal is cleared");
    assert_eq!(tab.game().history().len(), decision.index);
    let asked = tab.store.weigh().expect("the answer is weighed");
    assert_eq!(asked.played, Some(answer));
    assert_eq!(asked.budget, Practice::BUDGET);
    assert_eq!(asked.seed, practice.seed());
    assert_eq!(asked.view, tab.game().view(Some(seat)));
    // A second answer is not taken.
    tab.send(Msg::Play(decision.played));
    assert_eq!(tab.store.practice().unwrap().answer, Some(answer));

    // A worker that fails gives the answer back, with a word.
    tab.send(Msg::Ai(AiEvent::Failed { id: asked.id }));
    assert_eq!(tab.store.practice().unwrap().answer, None);
    assert_eq!(tab.store.weigh(), None);
    assert_eq!(tab.store.notices.len(), 1);

    tab.send(Msg::Play(answer));
    let asked = tab.store.weigh().expect("weighed again");
    let mut weighing = Weighing::new(asked.view.clone(), asked.played, 16, asked.seed);
    weighing.run(u32::MAX);
    let weighed = weighing.weighed();
    // An answer to another question changes nothing.
    let other = Response::Weighed {
        id: asked.id + 100,
        weighed: Box::new(weighed.clone()),
    };
    tab.send(Msg::Ai(AiEvent::Answer(other)));
    assert_eq!(tab.store.practice().unwrap().verdict, None);
    assert_eq!(
        tab.store.practised(),
        None,
        "no card moves before a verdict"
    );
    let answered = Response::Weighed {
        id: asked.id,
        weighed: Box::new(weighed.clone()),
    };
    tab.send(Msg::Ai(AiEvent::Answer(answered)));
    let verdict = tab
        .store
        .practice()
        .unwrap()
        .verdict
        .clone()
        .expect("judged");
    let lost = (weighed.best_value() - weighed.value_of(answer).unwrap()).max(0.0);
    assert_eq!(verdict.given_up, lost);
    assert_eq!(verdict.is_right(), lost < kingdomino::review::NOISE);
    assert_eq!(verdict.best, weighed.best);
    // The card moves by the verdict; the Expert's best is drawn beside the answer.
    assert_eq!(
        tab.store.practised(),
        Some((practice.puzzle.clone(), verdict.is_right()))
    );
    assert_eq!(tab.store.weigh(), None, "nothing more to weigh");
    assert_eq!(tab.game().history().len(), decision.index);
}
