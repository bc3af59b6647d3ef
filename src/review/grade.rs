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

/// `x` written with `decimals` digits after the point, by whole numbers: the page shows values
/// so without the float formatting machinery, which would cost it size.
pub fn fixed(x: f64, decimals: u32) -> String {
    let scale = 10i64.pow(decimals);
    let n = (x * scale as f64).round() as i64;
    let sign = if n < 0 { "-" } else { "" };
    let (whole, part) = (n.abs() / scale, n.abs() % scale);
    if decimals == 0 {
        format!("{sign}{whole}")
    } else {
        format!("{sign}{whole}.{part:0width$}", width = decimals as usize)
    }
}

#[cfg(test)]
mod fixed_tests {
    use super::fixed;

    #[test]
    fn fixed_writes_as_format_does() {
        for x in [0.0, 0.04, 0.05, 1.25, -2.349, 12.0, 99.96, -0.04, 123.456] {
            for d in 0..3 {
                let expected = format!("{x:.*}", d as usize);
                // Halves may round either way in the last digit; the others agree.
                let ours = fixed(x, d);
                let close =
                    (ours.parse::<f64>().unwrap() - x).abs() <= 0.5 / 10f64.powi(d as i32) + 1e-9;
                assert!(close, "{x} {d}: {ours} against {expected}");
            }
        }
        assert_eq!(fixed(1.5, 1), "1.5");
        assert_eq!(fixed(-0.04, 1), "0.0");
        assert_eq!(fixed(2.0, 2), "2.00");
    }
}
