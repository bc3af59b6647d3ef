//! A puzzle from a link (`page::puzzle`), natively: the reader's placement judged against the
//! best the rules find, a refused one said in words, and what the board draws of each answer.

use kingdomino::i18n::Lang;
use kingdomino::page::puzzle::{answer_at, drawn, Answer};
use kingdomino::rules::{Bonuses, Dir, DominoId, Kingdom, Placement, Pos};

fn kingdom(text: &str) -> Kingdom {
    kingdomino::notation::parse_kingdom(text)
        .unwrap()
        .into_kingdom(5)
        .unwrap()
}

/// Every legal placement of `number`'s domino in `kingdom`, with what each is worth.
fn answers(kingdom: &Kingdom, number: u8) -> Vec<Answer> {
    let domino = DominoId::kingdomino(number).unwrap().domino();
    let mut placements = Vec::new();
    kingdom.legal_placements(domino, &mut placements);
    placements
        .into_iter()
        .map(|p| answer_at(kingdom, domino, p, Bonuses::default(), Lang::En).unwrap())
        .collect()
}

#[test]
fn the_best_placement_is_recognised_and_a_worse_one_shows_the_best() {
    let k = kingdom("W1WWM2/FFC../.LL");
    let domino = DominoId::kingdomino(45).unwrap().domino();
    let all = answers(&k, 45);
    let best = all
        .iter()
        .find(|a| matches!(a, Answer::Placed(_, r) if r.is_best()))
        .expect("a best placement");
    let worse = all
        .iter()
        .find(|a| matches!(a, Answer::Placed(_, r) if !r.is_best()))
        .expect("a worse one");
    let Answer::Placed(_, rating) = worse else {
        unreachable!()
    };
    assert!(rating.best_gain > rating.gain);
    let shown = drawn(Some(best), None, &k, domino);
    assert!(
        shown.marks.is_empty() && shown.best.is_empty(),
        "nothing more to show"
    );
    let shown = drawn(Some(worse), None, &k, domino);
    assert!(!shown.marks.is_empty(), "the best marked");
    assert_eq!(shown.best.len(), 2, "and drawn, both halves");
}

#[test]
fn a_placement_the_rules_refuse_is_said_in_words() {
    let k = kingdom("W1WWM2/FFC../.LL");
    let domino = DominoId::kingdomino(45).unwrap().domino();
    let far = Placement::new(Pos::new(4, 4), Dir::East);
    let why = answer_at(&k, domino, far, Bonuses::default(), Lang::En).unwrap_err();
    assert!(why.starts_with(&Lang::En.words().not_allowed[..5]), "{why}");
    // Aimed there before answering: drawn as a preview that does not fit.
    let shown = drawn(None, Some(far), &k, domino);
    assert!(!shown.ghost_ok);
}

#[test]
fn a_discard_is_right_exactly_when_nothing_fits() {
    let k = kingdom("W1WWM2/FFC../.LL");
    let domino = DominoId::kingdomino(45).unwrap().domino();
    let right = Answer::Discarded {
        right: !k.can_place(domino),
    };
    assert_eq!(right, Answer::Discarded { right: false }, "45 fits here");
    let shown = drawn(Some(&right), None, &k, domino);
    assert!(shown.ghost.is_empty() && shown.best.is_empty());
}
