//! "The rules of this game" in the reader's words (`i18n::rules_words`), natively: a sentence
//! for each rule in play and none for a rule that is not, in every language.

use kingdomino::i18n::rules_words::{game_name, rule_lines};
use kingdomino::i18n::Lang;
use kingdomino::rules::{Game, GameSetup, Options, RuleSet};

fn rules(setup: GameSetup) -> RuleSet {
    *Game::new(setup).unwrap().table().rules()
}

#[test]
fn each_rule_in_play_has_its_sentence_and_no_other() {
    let w = Lang::En.words();
    let plain = rule_lines(&rules(GameSetup::kingdomino(2, 1)), Lang::En);
    let harmony = GameSetup {
        options: Options {
            harmony: true,
            ..Options::default()
        },
        ..GameSetup::kingdomino(2, 1)
    };
    let with_harmony = rule_lines(&rules(harmony), Lang::En);
    assert!(!plain.iter().any(|l| l == w.rules_harmony));
    assert!(with_harmony.iter().any(|l| l == w.rules_harmony));
    assert_eq!(with_harmony.len(), plain.len() + 1);
    let queendomino = rule_lines(&rules(GameSetup::queendomino(2, 1)), Lang::En);
    assert!(queendomino.iter().any(|l| l == w.rules_queendomino));
    assert!(!plain.iter().any(|l| l == w.rules_queendomino));
    // The first line names the game; the last says how it is won.
    assert!(plain[0].contains(&game_name(&rules(GameSetup::kingdomino(2, 1)), Lang::En)));
    assert!(plain.last().unwrap().starts_with(&w.rules_winner[..4]));
}

#[test]
fn every_language_says_as_many_rules() {
    let table = rules(GameSetup::queendomino(3, 2));
    let english = rule_lines(&table, Lang::En);
    for lang in Lang::ALL {
        let lines = rule_lines(&table, lang);
        assert_eq!(lines.len(), english.len(), "{lang:?}");
        assert!(lines.iter().all(|l| !l.trim().is_empty()), "{lang:?}");
    }
}
