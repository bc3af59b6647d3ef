//! The words a build that only watches leaves empty in the English it carries: the embedded
//! replays' (without the `play` feature, `page::session::PLAYS`). They are those of the
//! screens and panels a replay never shows: games by link, the review, the day's deal,
//! statistics, how to play, the rules, puzzles and the deck to practise, hints, the setup, a person's controls and the
//! end of a game played. What leaves the
//! replay for one of them opens the page, which carries every word; another language, fetched
//! when picked, comes whole.

use super::nameless::Blanks;

/// The fields a replay never shows: by their names' prefixes, a screen's or a panel's, and by
/// name the setup's, a person's controls', the end's and the share panel's.
pub const NOT_WATCHED: Blanks = Blanks {
    names: &[
        // The setup, the saved games and the record to open.
        "intro",
        "royal_wedding_choice",
        "players_with_giants",
        "teams_option",
        "better_in_teams",
        "seat_n",
        "played_by",
        "person",
        "computer",
        "computer_level",
        "team",
        "team_n",
        "variants",
        "quest",
        "seed_label",
        "seed_placeholder",
        "paces",
        "seed_invalid",
        "teams_invalid",
        "open_label",
        "open_placeholder",
        "more_setup",
        "look_at_it",
        "resume_it",
        "forget_it",
        "open_it",
        // A person's step controls, hand, knights and giants, and the controls under the board.
        "to_builders",
        "rotate",
        "rotate_title",
        "hide_fits",
        "place_here",
        "discard_nowhere",
        "thinking_button",
        "new_game",
        "hand_title",
        "king_title",
        "claim_help",
        "tax_button",
        "only_new_domino",
        "knight_title",
        "tax_help",
        "covers_this_crown",
        "only_on_crown",
        "giant_title",
        "study_toggle",
        "study_help",
        "study_weighing",
        // The end of a game played, the share panel, the rules panel, the board viewer.
        "rematch",
        "end_rank",
        "watch_replay",
        "wins_tie_break",
        "copy_link",
        "hide_link",
        "link_label",
        "record_label",
        "provisional_note",
        "kings_each",
        "board_too_big",
        "score_label",
        "largest_and_crowns",
        "fits_nowhere",
        "try_again",
        "grades",
        // Words for a person playing here: a touch screen's gestures, the way back to the lines,
        // the end's count and its winner spoken to.
        "touch_words",
        "to_lines",
        "skip_reveal",
        "you_win",
    ],
    prefixes: &[
        "by_link_",
        "your_game",
        "review_",
        "daily_",
        "stats_",
        "howto_",
        "rules_",
        "puzzle",
        "practice_",
        "deck_",
        "hint_",
        "step_",
        "opt_",
        "quests_",
        "lens_",
        "postcard_",
        "gallery_",
        "speed_",
        "saved_",
        "quick_start",
        "lesson_",
    ],
    // The review's button, which a replay shows (`ui/replay/review_in_page.rs`).
    except: &["review_title", "review_start"],
};

#[cfg(test)]
mod tests {
    use super::NOT_WATCHED;
    use crate::i18n::nameless::nameless_words;
    use crate::i18n::Words;

    const ENGLISH: &str = include_str!("../../web/words/en.txt");

    /// The source files of what an embedded replay draws (its screen, the board, the score
    /// sheet, the frame) and of the model it watches with: all of `ui/table` and `ui/board` but
    /// the parts a replay leaves to the page (`ScreenParts::REPLAY`) or never reaches (a
    /// person's hand).
    fn watched_sources() -> Vec<(String, String)> {
        let root = concat!(env!("CARGO_MANIFEST_DIR"), "/src/");
        let left_to_the_page = [
            // Names the parts below for the page, and none for a replay.
            "screen_parts.rs",
            "controls.rs",
            "end_panel.rs",
            "step_controls.rs",
            "hand.rs",
            "giant_hand.rs",
            "knight_guard.rs",
            "king_hand.rs",
            "thinking_bar.rs",
            "lens_view.rs",
            "practice_panel.rs",
        ];
        let mut paths = Vec::new();
        for dir in ["ui/table", "ui/board"] {
            for entry in std::fs::read_dir(format!("{root}{dir}")).unwrap() {
                let name = entry.unwrap().file_name().into_string().unwrap();
                if !left_to_the_page.contains(&name.as_str()) {
                    paths.push(format!("{dir}/{name}"));
                }
            }
        }
        for file in [
            "ui/roots/embed_replay.rs",
            "ui/frame/mod.rs",
            "ui/frame/page_bar.rs",
            "ui/frame/notice_bar.rs",
            "ui/panels/score_sheet.rs",
            "ui/panels/score_chart.rs",
            "ui/language.rs",
            "ui/replay/replay_bar.rs",
            "ui/replay/jump_bar.rs",
            "ui/replay/review_in_page.rs",
            "page/session.rs",
            "page/move_log.rs",
            "page/store/mod.rs",
            "page/store/replay.rs",
            "i18n/mod.rs",
            "i18n/names.rs",
            "i18n/refusals.rs",
        ] {
            paths.push(file.to_string());
        }
        paths
            .into_iter()
            .map(|p| {
                let text = std::fs::read_to_string(format!("{root}{p}")).unwrap();
                (p, text)
            })
            .collect()
    }

    /// Whether `text` reads the field `name` (`.name` not followed by more of a name).
    fn reads(text: &str, name: &str) -> bool {
        let field = format!(".{name}");
        text.match_indices(&field).any(|(at, _)| {
            let next = text[at + field.len()..].chars().next();
            !next.is_some_and(|c| c.is_alphanumeric() || c == '_')
        })
    }

    #[test]
    fn no_word_left_empty_is_read_by_what_a_replay_draws() {
        let sources = watched_sources();
        assert!(sources.len() > 30, "the sources were found");
        let blanked: Vec<&str> = Words::NAMES
            .iter()
            .copied()
            .filter(|name| NOT_WATCHED.covers(name))
            .collect();
        assert!(blanked.len() > 150, "{} fields left empty", blanked.len());
        for name in blanked {
            for (path, text) in &sources {
                assert!(
                    !reads(text, name),
                    "{path} reads `{name}`, which a replay leaves empty"
                );
            }
        }
        // The check sees a field read where it is.
        let (path, text) = &sources
            .iter()
            .find(|(p, _)| p.ends_with("review_in_page.rs"))
            .unwrap();
        assert!(reads(text, "review_start"), "{path}");
    }

    #[test]
    fn the_english_a_replay_carries_keeps_every_other_word() {
        let whole: &'static str = nameless_words!(ENGLISH);
        let watched: &'static str = nameless_words!(ENGLISH, NOT_WATCHED);
        assert!(
            watched.len() + 9000 < whole.len(),
            "{} of {} bytes",
            watched.len(),
            whole.len()
        );
        assert!(Words::read(watched).is_ok());
        let lines = whole.lines().zip(watched.lines());
        assert_eq!(whole.lines().count(), watched.lines().count());
        for ((line, kept), name) in lines.zip(Words::NAMES) {
            if NOT_WATCHED.covers(name) {
                let items = line.matches("\" | \"").count() + 1;
                let empty = vec!["\"\""; items].join(" | ");
                assert_eq!(kept, format!(": {empty}"), "{name}");
            } else {
                assert_eq!(kept, line, "{name}");
            }
        }
        assert!(!NOT_WATCHED.covers("review_start") && NOT_WATCHED.covers("review_stop"));
    }
}
