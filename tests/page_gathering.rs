//! A move several workers search together (`page::gathering`), natively: the page waits for
//! every worker, then plays the action their root visits agree on; an answer to another
//! question passes as it came.

use kingdomino::page::gathering::{Gathered, Gathering};
use kingdomino::rules::{Action, DominoId};

fn claim(number: u8) -> Action {
    Action::Claim(DominoId::kingdomino(number).unwrap())
}

#[test]
fn the_move_is_the_one_most_visited_across_every_worker() {
    let mut gathering = Gathering::new(7, 3);
    // Each worker alone would pick another; together, 5 claims the most visits.
    let answers = [
        (claim(5), vec![(claim(5), 40, 0.1), (claim(9), 50, 0.2)]),
        (claim(9), vec![(claim(5), 45, 0.1), (claim(9), 10, 0.3)]),
        (claim(12), vec![(claim(5), 20, 0.1), (claim(12), 30, 0.4)]),
    ];
    let mut gathered = Vec::new();
    for (action, stats) in answers {
        gathered.push(gathering.answered(7, action, stats));
    }
    assert_eq!(
        gathered,
        [
            Gathered::Waiting,
            Gathered::Waiting,
            Gathered::Done(claim(5))
        ]
    );
}

#[test]
fn with_nothing_to_merge_the_first_answer_stands() {
    // A single legal action: the searches report no statistics.
    let mut gathering = Gathering::new(2, 2);
    assert_eq!(
        gathering.answered(2, claim(3), Vec::new()),
        Gathered::Waiting
    );
    assert_eq!(
        gathering.answered(2, claim(3), Vec::new()),
        Gathered::Done(claim(3))
    );
}

#[test]
fn an_answer_to_another_question_passes_as_it_came() {
    let mut gathering = Gathering::new(4, 2);
    let stats = vec![(claim(8), 3, 0.5)];
    assert_eq!(
        gathering.answered(3, claim(8), stats.clone()),
        Gathered::Other(stats.clone())
    );
    // Once every worker answered, a late one is another's too.
    gathering.answered(4, claim(1), Vec::new());
    assert!(matches!(
        gathering.answered(4, claim(1), Vec::new()),
        Gathered::Done(_)
    ));
    assert_eq!(
        gathering.answered(4, claim(8), stats.clone()),
        Gathered::Other(stats)
    );
}
