//! Root parallelism for the Expert: several searches of one decision, each imagining its own
//! orders of the unseen dominoes (its own seed), merged by adding up each root action's visits.
//! Natively the searches run on threads (`kingdomino arena --search-threads N`).

use crate::rules::Action;

/// The action most visited over all the searches' root statistics (action, visits, mean
/// reward, as `ExpertSearch::root_stats` gives them); ties go to the higher mean reward.
pub fn merged_choice(searches: &[Vec<(Action, u32, f64)>]) -> Option<Action> {
    // Per action: visits, and the sum of rewards.
    let mut total: Vec<(Action, u32, f64)> = Vec::new();
    for stats in searches {
        for &(action, visits, mean) in stats {
            let reward = mean * f64::from(visits);
            match total.iter_mut().find(|t| t.0 == action) {
                Some(t) => {
                    t.1 += visits;
                    t.2 += reward;
                }
                None => total.push((action, visits, reward)),
            }
        }
    }
    let mean = |t: &(Action, u32, f64)| t.2 / f64::from(t.1.max(1));
    total
        .iter()
        .max_by(|x, y| x.1.cmp(&y.1).then(mean(x).total_cmp(&mean(y))))
        .map(|t| t.0)
}

#[cfg(test)]
mod tests {
    use super::merged_choice;
    use crate::rules::{Action, DominoId};

    fn claim(n: u8) -> Action {
        Action::Claim(DominoId::kingdomino(n).unwrap())
    }

    #[test]
    fn visits_add_up_across_searches() {
        // Each search alone prefers another domino; together 12 has the most visits.
        let a = vec![(claim(5), 60, 0.5), (claim(12), 40, 0.6)];
        let b = vec![(claim(30), 55, 0.4), (claim(12), 45, 0.6)];
        assert_eq!(merged_choice(std::slice::from_ref(&a)), Some(claim(5)));
        assert_eq!(merged_choice(&[a, b]), Some(claim(12)));
        assert_eq!(merged_choice(&[]), None);
    }

    #[test]
    fn equal_visits_go_to_the_better_mean() {
        let a = vec![(claim(5), 50, 0.3), (claim(12), 50, 0.7)];
        assert_eq!(merged_choice(&[a]), Some(claim(12)));
    }
}
