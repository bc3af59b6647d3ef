//! The rule sets the suite plays: every setup the start page can make.

use kingdomino::rules::{GameSetup, Options, Variant};

/// Every setup the start page can make, without the scoring options (each set once).
pub fn every_rule_set(seed: u64) -> Vec<GameSetup> {
    let mut setups = Vec::new();
    for variant in [
        Variant::Kingdomino,
        Variant::Queendomino,
        Variant::RoyalWedding,
    ] {
        let giants_choices = if GameSetup::offers_giants(variant) {
            vec![false, true]
        } else {
            vec![false]
        };
        for giants in giants_choices {
            for players in GameSetup::player_counts(variant, giants) {
                let base = Options {
                    age_of_giants: giants,
                    ..Options::default()
                };
                let mut options = vec![base];
                if GameSetup::offers_mighty_duel(variant, giants, players) {
                    options.push(Options {
                        mighty_duel: true,
                        ..base
                    });
                }
                if GameSetup::offers_teams(variant, giants, players) {
                    options.push(Options {
                        teams: Some(Options::paired_teams(players)),
                        ..base
                    });
                }
                for o in options {
                    let setup = GameSetup {
                        variant,
                        players,
                        options: o,
                        seed,
                        ..GameSetup::kingdomino(players, seed)
                    };
                    if setup.rules().is_ok() {
                        setups.push(setup);
                    }
                }
            }
        }
    }
    setups
}
