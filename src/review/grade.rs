//! A move's grade, from the points it gave up against the best move the review found.
//!
//! The thresholds come from measured distributions (docs/review.md): "Best" reaches up to the
//! review's own noise at its default budget, so that a move graded worse than Best lost more
//! than two reviews with different seeds disagree by; the others split what the Greedy and
//! Random players give up.

use serde::{Deserialize, Serialize};

/// From best to worst.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Grade {
    Best,
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
}

/// The points given up below which a move is the best: the review's noise.
pub const NOISE: f64 = 1.0;

impl Grade {
    pub const ALL: [Grade; 5] = [
        Grade::Best,
        Grade::Good,
        Grade::Inaccuracy,
        Grade::Mistake,
        Grade::Blunder,
    ];

    /// The grade of a move that gave up `points` (expected final points) against the best.
    pub fn of(points: f64) -> Grade {
        match points {
            p if p < NOISE => Grade::Best,
            p if p < 2.0 => Grade::Good,
            p if p < 4.0 => Grade::Inaccuracy,
            p if p < 8.0 => Grade::Mistake,
            _ => Grade::Blunder,
        }
    }

    /// Its one spelling in text (the command line's JSON, the page's attributes).
    pub fn key(self) -> &'static str {
        match self {
            Grade::Best => "best",
            Grade::Good => "good",
            Grade::Inaccuracy => "inaccuracy",
            Grade::Mistake => "mistake",
            Grade::Blunder => "blunder",
        }
    }

    /// A mistake or worse: what key moments are made of.
    pub fn is_costly(self) -> bool {
        self >= Grade::Mistake
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grades_rise_with_the_points_given_up() {
        let grades: Vec<Grade> = [0.0, 0.99, 1.0, 1.99, 2.0, 3.99, 4.0, 7.99, 8.0, 30.0]
            .into_iter()
            .map(Grade::of)
            .collect();
        assert!(grades.windows(2).all(|w| w[0] <= w[1]));
        assert_eq!(grades[0], Grade::Best);
        assert_eq!(grades[2], Grade::Good);
        assert_eq!(grades[9], Grade::Blunder);
    }
}
