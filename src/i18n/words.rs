//! Every sentence and word the page shows, one field each; `web/words/<code>.txt` fill it, one
//! line a field in this order (`name: "text"`, a list's items `"a" | "b"`), read by
//! [`Words::read`]. English is built in; natively every language is, and the page fetches the
//! others when they are picked (`ui::language`). `{0}`, `{1}`, ... are filled by
//! [`super::fill`]; a `[one, many]` pair picks by count.

use std::fmt;

/// A field's text in a file: one line's text, or a list's items, in order.
trait Text: Sized {
    /// Empty text, where the file's is written.
    const EMPTY: Self;
    fn take(items: &mut dyn Iterator<Item = &'static str>) -> Option<Self>;
}

impl Text for &'static str {
    const EMPTY: Self = "";
    fn take(items: &mut dyn Iterator<Item = &'static str>) -> Option<Self> {
        items.next()
    }
}

impl<T: Text + Copy, const N: usize> Text for [T; N] {
    const EMPTY: Self = [T::EMPTY; N];
    fn take(items: &mut dyn Iterator<Item = &'static str>) -> Option<Self> {
        let mut all = Self::EMPTY;
        for one in &mut all {
            *one = T::take(items)?;
        }
        Some(all)
    }
}

/// Why a language's file cannot be read: its line (from 1) and what is wrong there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WordsError {
    pub line: usize,
    pub why: &'static str,
}

impl fmt::Display for WordsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.why)
    }
}

/// A file read line by line, each line a field.
struct Reader {
    lines: std::str::Lines<'static>,
    /// The line last read, from 1.
    at: usize,
    /// The first line that could not be read, and why.
    error: Option<WordsError>,
}

impl Reader {
    /// The next line's field: its text after `: ` (the field's name before it, which English
    /// as the binaries carry it leaves out: `nameless.rs`), between quotes, its items split at
    /// `" | "`, written into its place. A line that cannot be read is kept as the file's error
    /// (one for the whole file rather than a return path a field: the reader stays small).
    #[inline(never)]
    fn field<T: Text>(&mut self, into: &mut T) {
        self.at += 1;
        match self.read_line() {
            Ok(value) => *into = value,
            Err(why) => {
                self.error.get_or_insert(WordsError { line: self.at, why });
            }
        }
    }

    fn read_line<T: Text>(&mut self) -> Result<T, &'static str> {
        let text = self
            .lines
            .next()
            .ok_or("the file ends before its last field")?
            .split_once(": ")
            .and_then(|(_, text)| text.strip_prefix('"')?.strip_suffix('"'))
            .ok_or("not `name: \"text\"`")?;
        let mut items = text.split("\" | \"");
        let value = T::take(&mut items).ok_or("too few items")?;
        match items.next() {
            Some(_) => Err("too many items"),
            None => Ok(value),
        }
    }
}

/// Declares `Words` and its reader from one list of fields, so that the two keep one order.
macro_rules! words {
    ($($(#[$doc:meta])* pub $field:ident: $ty:ty,)+) => {
        #[derive(Debug)]
        pub struct Words {
            $($(#[$doc])* pub $field: $ty,)+
        }

        impl Words {
            const EMPTY: Words = Words { $($field: <$ty as Text>::EMPTY,)+ };

            /// The fields' names in their order: each file's keys, which the tests check.
            #[cfg(test)]
            pub const NAMES: &[&str] = &[$(stringify!($field)),+];

            /// Reads a language's file: every field, in order, and nothing after.
            pub fn read(text: &'static str) -> Result<Words, WordsError> {
                let mut file = Reader { lines: text.lines(), at: 0, error: None };
                // A copy of one constant rather than code a field: the reader stays small.
                let mut words = Words::EMPTY;
                $(file.field(&mut words.$field);)+
                if let Some(error) = file.error {
                    return Err(error);
                }
                match file.lines.next() {
                    Some(_) => Err(WordsError { line: file.at + 1, why: "a line after the last field" }),
                    None => Ok(words),
                }
            }
        }
    };
}

words! {
    /// Joins the last two items of a list.
    pub and: &'static str,
    /// Joins the last two of a list of choices.
    pub or: &'static str,
    /// The language picker.
    pub language: &'static str,
    /// Closes a notice.
    pub dismiss: &'static str,
    /// A language picked whose words could not be fetched (offline before the first visit).
    pub language_unavailable: &'static str,
    /// The seven terrains, as a square is named: [wheat, forest, lake, grassland, swamp, mine, town].
    pub terrains: [&'static str; 7],
    /// The seven terrains as a heading.
    pub terrain_titles: [&'static str; 7],
    /// The eight king colours, in the order of `ui::seats::COLOURS`.
    pub colours: [&'static str; 8],
    /// The marks drawn with the colours, in the same order.
    pub marks: [&'static str; 8],
    /// A colour and its mark: {0} colour, {1} mark.
    pub colour_with_mark: &'static str,
    /// A seat's default name: {0} its number.
    pub player_n: &'static str,
    /// A computer seat named in the banner: {0} its name.
    pub computer_name: &'static str,
    /// The line under the title.
    pub intro: &'static str,
    /// The resume dialog's name.
    pub saved_game: &'static str,
    /// {0}: the game (Queendomino, Kingdomino with Age of Giants...); {1}: the players.
    pub saved_in_progress: &'static str,
    /// {0}: the game; {1}: the players.
    pub saved_finished: &'static str,
    pub look_at_it: &'static str,
    pub resume_it: &'static str,
    pub forget_it: &'static str,
    /// The game picker.
    pub game: &'static str,
    /// The Royal Wedding in the game picker.
    pub royal_wedding_choice: &'static str,
    /// The player count picker.
    pub players: &'static str,
    /// {0}: a player count only Age of Giants allows.
    pub players_with_giants: &'static str,
    pub teams_option: &'static str,
    pub better_in_teams: &'static str,
    /// {0}: the seat's number.
    pub seat_n: &'static str,
    pub name: &'static str,
    pub colour: &'static str,
    pub played_by: &'static str,
    pub person: &'static str,
    pub computer: &'static str,
    pub computer_level: &'static str,
    pub team: &'static str,
    /// {0}: the team's number.
    pub team_n: &'static str,
    /// The computer levels: Random, Greedy, Hard, Expert.
    pub levels: [&'static str; 4],
    /// The options' heading.
    pub variants: &'static str,
    pub opt_giants: &'static str,
    pub opt_mighty_duel: &'static str,
    pub opt_harmony: &'static str,
    pub opt_middle_kingdom: &'static str,
    pub opt_dynasty: &'static str,
    /// The quest picker and heading.
    pub quests: &'static str,
    pub quests_none: &'static str,
    pub quests_drawn: &'static str,
    pub quests_chosen: &'static str,
    /// One quest picker.
    pub quest: &'static str,
    pub seed_label: &'static str,
    pub seed_placeholder: &'static str,
    pub pace: &'static str,
    /// Relaxed, normal, fast.
    pub paces: [&'static str; 3],
    pub start: &'static str,
    pub open_label: &'static str,
    pub open: &'static str,
    pub speed_test: &'static str,
    /// {0}: games a second.
    pub speed_result: &'static str,
    pub seed_invalid: &'static str,
    pub teams_invalid: &'static str,
    /// {0}: the domino.
    pub place_domino: &'static str,
    pub choose_first: &'static str,
    pub claim_next: &'static str,
    pub finish_turn: &'static str,
    /// The person's next step, named in the banner with how to do it.
    pub step_choose_first: &'static str,
    pub step_claim: &'static str,
    /// {0}: the domino.
    pub step_place: &'static str,
    /// {0}: the domino.
    pub step_discard: &'static str,
    pub step_giant: &'static str,
    /// On a touch screen, the sentences that say "click" with a mouse (`i18n::gestures`):
    /// [step_choose_first, step_claim, step_place, step_giant, claim_help, fits_here, click_town,
    /// giant_help, puzzle_help], with the same {0}.
    pub touch_words: [&'static str; 9],
    /// What a turn may still do before going on: [send a giant, tax, build, the Dragon].
    pub step_options: [&'static str; 4],
    /// {0}: the choices; then the claim.
    pub step_may_then_claim: &'static str,
    /// {0}: the choices; then the end of the turn.
    pub step_may_then_end: &'static str,
    pub step_end_turn: &'static str,
    /// On a phone: brings the builders board into view.
    pub to_builders: &'static str,
    /// On a phone, the banner's way back up to the lines when the step is a claim.
    pub to_lines: &'static str,
    /// What bribing the Dragon ends, when it ends something: [taxes and building, taxes,
    /// building].
    pub dragon_ends: [&'static str; 3],
    /// {0}: who; {1}: what they must do.
    pub to_do: &'static str,
    /// {0}: the team's kingdom.
    pub building_kingdom: &'static str,
    /// A computer seat thinking.
    pub thinking: &'static str,
    pub game_over: &'static str,
    /// The folded list of every move.
    pub log_label: &'static str,
    /// On a phone: the row of buttons that bring each part of the table into view.
    pub jump_label: &'static str,
    /// {0}: how many moves.
    pub log_title: &'static str,
    /// Watch the moves since the person's last action.
    pub replay_round: &'static str,
    /// Leave that replay for the game in play.
    pub back_to_game: &'static str,
    /// Same seats, a new deal.
    pub rematch: &'static str,
    /// {0}: the rank; {1}: of how many; {2}: the points; {3}: the margin, signed.
    pub end_rank: &'static str,
    pub points_n: [&'static str; 2],
    /// {0}: the seed.
    pub seed_n: &'static str,
    /// {0} of {1}
    pub deal_of: &'static str,
    pub the_castle: &'static str,
    /// {0}: a list of steps from the castle.
    pub square_at: &'static str,
    pub steps_up: [&'static str; 2],
    pub steps_down: [&'static str; 2],
    pub steps_left: [&'static str; 2],
    pub steps_right: [&'static str; 2],
    /// The controls' name.
    pub controls: &'static str,
    pub rotate: &'static str,
    pub rotate_title: &'static str,
    pub show_fits: &'static str,
    pub hide_fits: &'static str,
    pub place_here: &'static str,
    pub discard_nowhere: &'static str,
    pub sound: &'static str,
    pub hint: &'static str,
    pub thinking_button: &'static str,
    pub undo: &'static str,
    pub watch_replay: &'static str,
    pub new_game: &'static str,
    pub hint_place: &'static str,
    /// {0}: the domino.
    pub hint_claim: &'static str,
    pub hint_discard: &'static str,
    /// {0}: the square.
    pub hint_tax: &'static str,
    /// {0}: the building; {1}: its price; {2}: the square.
    pub hint_build: &'static str,
    /// {0}: the building.
    pub hint_dragon: &'static str,
    pub hint_end_turn: &'static str,
    /// {0}: the square.
    pub hint_cover: &'static str,
    /// {0}: the square; {1}: the kingdom.
    pub hint_send: &'static str,
    pub hand_title: &'static str,
    /// The draft's name.
    pub others_last: &'static str,
    pub draft_lines: &'static str,
    pub king_title: &'static str,
    pub claim_help: &'static str,
    pub first_line: &'static str,
    pub this_round: &'static str,
    pub next_round: &'static str,
    pub drawn_later: &'static str,
    pub last_round: &'static str,
    pub set_aside: &'static str,
    pub pile_left: [&'static str; 2],
    /// A domino of the line already laid.
    pub placed: &'static str,
    /// The sheet's name.
    pub score_sheet: &'static str,
    pub scores: &'static str,
    pub final_scores: &'static str,
    /// {0}: the winners.
    pub shared_victory: &'static str,
    /// {0}: the winner.
    pub wins_tie_break: &'static str,
    /// {0}: the winner.
    pub wins: &'static str,
    /// Skips the end's count to who won.
    pub skip_reveal: &'static str,
    /// The winner is the person the page calls "you" (`you`): the two sentences above, spoken
    /// to them.
    pub you_win: [&'static str; 2],
    pub col_kingdom: &'static str,
    pub col_player: &'static str,
    pub col_deals: &'static str,
    pub col_points: &'static str,
    pub col_largest: &'static str,
    /// During a game: what the quests and bonuses would give, apart from the points earned.
    pub col_if_ended: &'static str,
    pub if_ended_title: &'static str,
    pub largest_title: &'static str,
    /// {0}: the deal; {1}: its points.
    pub deal_score: &'static str,
    pub game_record: &'static str,
    pub squares: [&'static str; 2],
    pub crowns: [&'static str; 2],
    /// {0}: terrain; {1}: squares; {2}: crowns; {3}: points.
    pub territory_points: &'static str,
    /// {0}: the squares.
    pub crownless: &'static str,
    /// {0}: the part; {1}: its points.
    pub part_points: &'static str,
    /// Harmony, Middle Kingdom, Buildings, Coins, the Queen.
    pub parts: [&'static str; 5],
    /// {0}: the quest.
    pub quest_part: &'static str,
    /// {0}: the terrain.
    pub quest_local_business: &'static str,
    /// {0}: the terrain.
    pub quest_four_corners: &'static str,
    /// Harmony, Middle Kingdom, Lost Corner, Folie des Grandeurs, Bleak King.
    pub quest_names: [&'static str; 5],
    /// {0}: the terrain.
    pub quest_local_business_rule: &'static str,
    /// {0}: the terrain.
    pub quest_four_corners_rule: &'static str,
    /// How the other five quests score, in the same order.
    pub quest_rules: [&'static str; 5],
    /// {0}: the reason.
    pub not_allowed: &'static str,
    pub hint_failed: &'static str,
    /// {0}: the computer seat.
    pub worker_restarted: &'static str,
    pub r_game_over: &'static str,
    /// {0}: who is to move.
    pub r_not_your_turn: &'static str,
    pub r_claim_now: &'static str,
    pub r_place_first: &'static str,
    pub r_finish_now: &'static str,
    /// {0}: the domino.
    pub r_not_on_line: &'static str,
    /// {0}: the domino.
    pub r_already_claimed: &'static str,
    /// {0}: the domino.
    pub r_discard_refused: &'static str,
    pub r_other_game: &'static str,
    /// A game module's own refusal (its detail is the module's, in no language of the page).
    pub r_module_refuses: &'static str,
    /// {0}: the kingdom's size.
    pub r_too_large: &'static str,
    /// {0}: the square.
    pub r_overlap: &'static str,
    pub r_not_connected: &'static str,
    /// {0}: the square.
    pub r_tax_not_new: &'static str,
    pub r_no_knight: &'static str,
    pub r_knights_not_ready: &'static str,
    /// {0}: the square.
    pub r_knight_there: &'static str,
    /// {0}: the step tried; {1}: the step already taken.
    pub r_out_of_order: &'static str,
    /// The steps of a Queendomino turn: placing, taxes, building, the Dragon.
    pub stages: [&'static str; 4],
    /// {0}: the spot's number.
    pub r_empty_spot: &'static str,
    /// {0}: the square.
    pub r_not_free_town: &'static str,
    /// {0}: the cost; {1}: the coins left.
    /// By the coins left: one, many; `{0}` is the cost with its unit (`coins_amount`).
    pub r_cannot_afford: [&'static str; 2],
    /// An amount of coins: one, many.
    pub coins_amount: [&'static str; 2],
    /// A score part of a game module without names of its own: its number.
    pub extra_part: &'static str,
    pub r_dragon_used: &'static str,
    pub r_queen_host: &'static str,
    pub r_giant_first: &'static str,
    pub r_no_giant_waiting: &'static str,
    /// {0}: the square.
    pub r_no_free_crown: &'static str,
    pub r_no_footsteps: &'static str,
    /// {0}: the square.
    pub r_no_giant_there: &'static str,
    /// {0}: the kingdom.
    pub r_not_opponent: &'static str,
    /// {0}: the builders.
    pub kingdom_of: &'static str,
    pub grid_help: &'static str,
    /// {0}: the points it adds, signed.
    pub fits_here: &'static str,
    /// {0}: the reason.
    pub cannot_go: &'static str,
    /// The seventeen buildings, in the order of `BuildingKind::ALL`.
    pub buildings: [&'static str; 17],
    /// The estate table's name.
    pub estate: &'static str,
    pub col_coins: &'static str,
    pub col_knights: &'static str,
    pub knights_title: &'static str,
    pub col_towers: &'static str,
    pub hosts_queen: &'static str,
    pub coins_gain: [&'static str; 2],
    /// {0}: the square; {1}: the coins it brings.
    pub tax_button: &'static str,
    pub only_new_domino: &'static str,
    pub knight_title: &'static str,
    pub tax_help: &'static str,
    pub end_turn: &'static str,
    /// The kingdom buttons' name.
    pub show_kingdom: &'static str,
    pub board_too_big: &'static str,
    pub kingdom_and_score: &'static str,
    pub score_label: &'static str,
    /// {0}: squares of the largest territory; {1}: crowns.
    pub largest_and_crowns: &'static str,
    pub a_knight: &'static str,
    pub giants_covering: [&'static str; 2],
    pub castle: &'static str,
    pub crowns_label: [&'static str; 2],
    /// {0}: the terrain; {1}: the crowns.
    pub square_title: &'static str,
    /// The replay bar's name.
    pub replay: &'static str,
    pub first_move: &'static str,
    pub back_one: &'static str,
    pub forward_one: &'static str,
    pub last_move: &'static str,
    /// {0}: the action shown; {1}: the last.
    pub action_of: &'static str,
    pub position_in_game: &'static str,
    pub pause: &'static str,
    pub play: &'static str,
    pub play_on: &'static str,
    pub leave: &'static str,
    pub copied: &'static str,
    pub copy_link: &'static str,
    pub hide_link: &'static str,
    pub link_label: &'static str,
    pub record_label: &'static str,
    pub builders_board: &'static str,
    pub builders: &'static str,
    /// {0}: buildings left.
    pub in_the_pile: &'static str,
    pub dragon_flown: &'static str,
    pub dragon_waits: &'static str,
    pub click_town: &'static str,
    pub provisional_note: &'static str,
    /// {0}: the price; {1}: the printed price.
    pub costs: &'static str,
    pub burn: &'static str,
    pub burn_title: &'static str,
    pub bribe_dragon: &'static str,
    /// {0}: the building.
    pub burn_confirm: &'static str,
    pub burn_it: &'static str,
    pub keep_it: &'static str,
    /// A building's end-of-game points in words. {0}: points; {1}: the terrain.
    pub per_area: [&'static str; 2],
    /// {0}: points.
    pub per_tower: [&'static str; 2],
    /// {0}: points.
    pub per_knight: [&'static str; 2],
    /// A kingdom's knights. {0}: on the board; {1}: ready in the guard.
    pub knights_cell: &'static str,
    /// {0}: coins; {1}: knight or tower.
    pub coin_per: &'static str,
    /// Knight, tower.
    pub knight_tower: [&'static str; 2],
    /// What a building gives when built: knights, towers, crowns.
    pub gift_words: [[&'static str; 2]; 3],
    /// {0}: name; {1}: knights; {2}: towers; {3}: crowns; {4}: points.
    pub building_title: &'static str,
    pub provisional: &'static str,
    pub giants_and_quests: &'static str,
    /// {0}: the kingdom.
    pub giant_arrives: &'static str,
    /// {0}: the kingdom.
    pub giant_sent: &'static str,
    pub covers_this_crown: &'static str,
    pub only_on_crown: &'static str,
    pub giant_title: &'static str,
    pub giant_help: &'static str,
    /// {0}: the square's terrain and crowns; {1}: where it is.
    pub cover_square: &'static str,
    /// {0}: the square; {1}: the kingdom.
    pub send_giant: &'static str,
    /// {0}: how many.
    pub giants_in_box: &'static str,
    pub rules_title: &'static str,
    /// Kingdomino, Queendomino, the Royal Wedding.
    pub rules_games: [&'static str; 3],
    pub rules_with_giants: &'static str,
    pub kings_each: [&'static str; 2],
    /// {0}: the game; {1}: players; {2}: kings each; {3}: kingdom size.
    pub rules_table: &'static str,
    /// {0}: dominoes; {1}: rounds; {2}: line length.
    pub rules_dealt: &'static str,
    /// {0}: positions in the line.
    pub rules_set_aside: &'static str,
    pub rules_leftovers: [&'static str; 2],
    pub rules_two_giants: &'static str,
    /// {0}: kingdoms.
    pub rules_teams: &'static str,
    /// {0}: the last round.
    pub rules_boxes: &'static str,
    pub rules_first_drawn: &'static str,
    pub rules_first_one_two_one: &'static str,
    pub rules_placing: &'static str,
    pub rules_harmony: &'static str,
    pub rules_middle: &'static str,
    /// {0}: the quest; {1}: how it scores.
    pub rules_quest: &'static str,
    pub rules_giants: &'static str,
    pub rules_footsteps: &'static str,
    pub rules_queendomino: &'static str,
    /// {0}: over the three deals, or nothing.
    pub rules_winner: &'static str,
    pub rules_three_deals: &'static str,
    pub puzzle: &'static str,
    /// {0}: the domino.
    pub puzzle_question: &'static str,
    /// {0}: the points.
    pub puzzle_best: &'static str,
    /// {0}: points; {1}: the best; {2}: the difference.
    pub puzzle_worse: &'static str,
    pub puzzle_discard_right: &'static str,
    pub puzzle_discard_wrong: &'static str,
    pub fits_nowhere: &'static str,
    pub try_again: &'static str,
    pub puzzle_help: &'static str,
    /// The Expert could not weigh the answer.
    pub puzzle_not_weighed: &'static str,
    /// A puzzle of the deck "To practise": its heading.
    pub practice_title: &'static str,
    /// {0}: the action's number in its game.
    pub practice_ask: &'static str,
    /// While the answer is weighed.
    pub practice_weighing: &'static str,
    /// {0}: the review's noise, in points.
    pub practice_right: &'static str,
    /// {0}: the points the answer gives up.
    pub practice_wrong: &'static str,
    /// Opens the next puzzle due today; {0}: how many are due.
    pub practice_next: &'static str,
    /// No puzzle is due any more today.
    pub practice_done: &'static str,
    /// The start page's deck of puzzles from the person's mistakes.
    pub deck_title: &'static str,
    /// {0}: puzzles due today.
    pub deck_due: &'static str,
    /// {0}: the date the next puzzle is due.
    pub deck_later: &'static str,
    /// Opens the first puzzle due.
    pub deck_start: &'static str,
    /// {0}: solved first time; {1}: answered; {2}: learned.
    pub deck_tally: &'static str,
    /// How the deck works.
    pub deck_about: &'static str,
    pub link_broken: &'static str,
    /// {0}: the move's number; {1}: why the rules refuse it.
    pub record_refused: &'static str,
    pub save_broken: &'static str,
    pub table_cannot_play: &'static str,
    /// The start screen's choice could not be carried into the game's build.
    pub start_lost: &'static str,
    /// Opens the technical detail of a problem.
    pub details: &'static str,
    /// {0}: the move's number; {1}: the domino.
    pub record_no_domino: &'static str,
    pub open_placeholder: &'static str,
    /// {0}: who; {1}: the domino; {2}: its halves.
    pub a_claimed: &'static str,
    /// {0}: who; {1}: the domino; {2}: its halves; {3}: the points it added.
    pub a_placed: &'static str,
    /// Points added.
    pub a_points: [&'static str; 2],
    /// {0}: who; {1}: the domino.
    pub a_discarded: &'static str,
    /// {0}: who; {1}: the coins.
    pub a_taxed: &'static str,
    /// {0}: who; {1}: the building.
    pub a_built: &'static str,
    /// {0}: who; {1}: the building.
    pub a_dragon: &'static str,
    /// {0}: who.
    pub a_end_turn: &'static str,
    /// {0}: the kingdom; {1}: the square.
    pub a_giant: &'static str,
    /// {0}: who; {1}: the kingdom.
    pub a_sent: &'static str,
    /// The moves above when their player is the person the page calls "you" (`you`), spoken to
    /// them: claimed, placed, discarded, taxed, built, the Dragon, ended the turn, sent a giant
    /// (the same {1}, {2}, {3}).
    pub you_did: [&'static str; 8],
    /// {0}, {1}: the terrains.
    pub halves: &'static str,
    pub no_crown: &'static str,
    /// {0}: row; {1}: column; {2}: what is there.
    pub cell: &'static str,
    pub empty: &'static str,
    pub giants_here: [&'static str; 2],
    /// {0}: the domino; {1}: its halves.
    pub slot_label: &'static str,
    /// {0}: who.
    pub claimed_by: &'static str,
    /// {0}: the building; {1}: the square.
    pub build_on: &'static str,
    pub quick_start: &'static str,
    pub quick_start_what: &'static str,
    /// The person's seat in a quick game.
    pub you: &'static str,
    pub more_setup: &'static str,
    /// The computer seat's name in a quick game.
    pub expert_name: &'static str,
    pub chart_title: &'static str,
    /// The chart's horizontal axis.
    pub chart_round: &'static str,
    /// {0}: each kingdom's final points, as a list.
    pub chart_summary: &'static str,
    /// {0}: the kingdom; {1}: its points.
    pub chart_entry: &'static str,
    pub stats_title: &'static str,
    pub stats_private: &'static str,
    pub stats_none: &'static str,
    /// Game, opponents, played, won, best score.
    pub stats_cols: [&'static str; 5],
    /// Opponents: only people (hot seat).
    pub stats_people: &'static str,
    pub stats_export: &'static str,
    pub stats_reset: &'static str,
    pub stats_confirm: &'static str,
    pub howto_title: &'static str,
    /// Kingdomino, Queendomino, Age of Giants, the Royal Wedding.
    pub howto_parts: [&'static str; 4],
    /// Kingdomino in four paragraphs.
    pub howto_kd: [&'static str; 4],
    pub howto_legal: &'static str,
    pub howto_illegal: &'static str,
    pub howto_scored: &'static str,
    /// Queendomino in three paragraphs.
    pub howto_qd: [&'static str; 3],
    pub howto_knight: &'static str,
    /// Age of Giants in two paragraphs.
    pub howto_giants: [&'static str; 2],
    pub howto_giant: &'static str,
    /// The Royal Wedding in one paragraph.
    pub howto_rw: [&'static str; 1],
    /// The in-game summary's title.
    pub howto_in_game: &'static str,
    pub stats_broken: &'static str,
    pub update_ready: &'static str,
    /// The button: the game in progress is kept.
    pub update_reload: &'static str,
    /// Opens a game to play with friends, each from their own browser, by sending links.
    pub by_link_start: &'static str,
    pub by_link_what: &'static str,
    /// {0}: the names of those who have not joined.
    pub by_link_join: &'static str,
    pub by_link_take_seat: &'static str,
    /// {0}: the inviter.
    pub by_link_joined: &'static str,
    /// {0}: the names of those whose link reveals the next draw.
    pub by_link_reveal: &'static str,
    pub by_link_your_turn: &'static str,
    /// {0}: the player to move.
    pub by_link_send: &'static str,
    pub by_link_over: &'static str,
    pub by_link_watching: &'static str,
    pub by_link_lost: &'static str,
    pub by_link_share: &'static str,
    pub by_link_older: &'static str,
    pub by_link_refused: &'static str,
    pub your_games: &'static str,
    /// {0}: the game; {1}: the players; {2}: whose turn; {3}: the moves so far.
    pub your_game_row: &'static str,
    /// {0}: the player to move.
    pub your_game_turn: &'static str,
    pub your_game_waits: &'static str,
    pub your_game_over: &'static str,
    pub open_it: &'static str,
    pub by_link_export: &'static str,
    pub by_link_passphrase: &'static str,
    pub by_link_sealed_file: &'static str,
    pub by_link_unseal: &'static str,
    pub by_link_short_passphrase: &'static str,
    pub by_link_wrong_passphrase: &'static str,
    pub by_link_newer_file: &'static str,
    pub by_link_sealer_failed: &'static str,
    pub by_link_import: &'static str,
    /// {0}: how many games.
    pub by_link_imported: &'static str,
    pub by_link_import_failed: &'static str,
    pub by_link_file_too_large: &'static str,
    pub by_link_no_person: &'static str,
    pub by_link_bad_name: &'static str,
    pub by_link_keys: &'static str,
    pub by_link_not_joined: &'static str,
    pub by_link_unproved: &'static str,
    pub by_link_embedded: &'static str,
    pub by_link_play_here: &'static str,
    pub by_link_revealed: &'static str,
    pub by_link_invited: &'static str,
    pub by_link_at_table: &'static str,
    /// {0}: the inviter's name; {1}: their key's fingerprint, read aloud to compare.
    pub by_link_inviter_key: &'static str,
    pub by_link_how: &'static str,
    pub by_link_checking: &'static str,
    /// The review's grades, best first: Best, Good, Inaccuracy, Mistake, Blunder.
    pub grades: [&'static str; 5],
    /// The review's heading.
    pub review_title: &'static str,
    pub review_start: &'static str,
    /// Go on with a review stopped part-way.
    pub review_go_on: &'static str,
    pub review_stop: &'static str,
    /// {0} decisions reviewed, {1} in all.
    pub review_progress: &'static str,
    pub review_failed: &'static str,
    /// The summary table's caption.
    pub review_summary: &'static str,
    pub review_player: &'static str,
    pub review_decisions: &'static str,
    pub review_per_decision: &'static str,
    pub review_grades: &'static str,
    pub review_key_moments: &'static str,
    pub review_no_key_moments: &'static str,
    /// {0} the move's number, {1} who, {2} the grade, {3} the points given up.
    pub review_moment: &'static str,
    pub review_every: &'static str,
    /// {0} imagined orders, {1} the review's noise in points.
    pub review_about: &'static str,
    /// {0} the move's number, {1} the move in a sentence.
    pub review_next_move: &'static str,
    /// {0} the move's value, {1} the best's, {2} the points given up.
    pub review_values: &'static str,
    /// {0} the best move in a sentence, drawn on the board or the line.
    pub review_best: &'static str,
    /// {0} the best move in a sentence, one the board cannot draw (a building, a tax, the end).
    pub review_best_said: &'static str,
    pub review_why_now: &'static str,
    pub review_why_same: &'static str,
    pub review_why_room: &'static str,
    /// A placement's half: {0} its terrain, {1} its square relative to the castle.
    pub review_half_at: &'static str,
    /// {0}, {1}: the two halves, where they go.
    pub review_halves_at: &'static str,
    /// The territory the Expert's best grows: {0} terrain, {1} squares, {2} crowns.
    pub review_grows: &'static str,
    /// {0}: how many dominoes its player has not seen carry {1}, the terrain.
    pub review_feeds: [&'static str; 2],
    pub review_chart_title: &'static str,
    pub review_chart_axis: &'static str,
    /// {0} each kingdom and its expected points.
    pub review_chart_summary: &'static str,
    pub review_what_if: &'static str,
    pub review_what_if_about: &'static str,
    /// {0} the move played's line's final points.
    pub review_what_if_played: &'static str,
    /// {0} the Expert's best's line's final points.
    pub review_what_if_best: &'static str,
    /// {0} the points the Expert's best's line ends ahead by.
    pub review_what_if_gain: [&'static str; 2],
    /// {0} the review's imagined orders.
    pub review_what_if_no_gain: &'static str,
    pub review_what_if_made: &'static str,
    pub review_what_if_failed: &'static str,
    pub review_what_if_close: &'static str,
    pub study_toggle: &'static str,
    pub study_help: &'static str,
    pub study_weighing: &'static str,
    /// {0} the points a placement or domino gives up: how Study names it.
    pub study_badge: &'static str,
    pub lens_toggle: &'static str,
    pub lens_help: &'static str,
    /// {0} each kingdom's name and what the domino would add to it, joined.
    pub lens_worth: &'static str,
    pub lens_nowhere: &'static str,
    pub lens_tally: &'static str,
    pub lens_unseen: [&'static str; 2],
    pub lens_squares: [&'static str; 2],
    /// {0} the kingdom's builders.
    pub postcard_title: &'static str,
    /// {0} the day's date.
    pub postcard_day: &'static str,
    pub postcard_make: &'static str,
    pub postcard_png: &'static str,
    pub postcard_svg: &'static str,
    /// {0} the kingdom's builders: what a screen reader says of the picture.
    pub postcard_alt: &'static str,
    pub postcard_failed: &'static str,
    /// {0} how many kingdoms the gallery holds.
    pub gallery_title: &'static str,
    pub gallery_about: &'static str,
    pub daily_title: &'static str,
    /// {0} the date, {1} the game.
    pub daily_what: &'static str,
    pub daily_kingdomino: &'static str,
    pub daily_queendomino: &'static str,
    pub daily_play: &'static str,
    pub daily_yesterday: &'static str,
    /// {0} the person's points, {1} the Expert's, {2} the margin.
    pub daily_done: &'static str,
    /// {0} days in a row.
    pub daily_streak: &'static str,
    /// {0} the best days with their margins.
    pub daily_best: &'static str,
    /// {0} the date.
    pub daily_of: &'static str,
    pub daily_reviewing: &'static str,
    pub daily_share_title: &'static str,
    /// {0} the date, {1} the game, {2} the person's points, {3} the Expert's, {4} the margin.
    pub daily_share: &'static str,
    /// {0} the count of each grade.
    pub daily_share_grades: &'static str,
    pub daily_copy: &'static str,
    /// A daily deal's link for a date still to come: {0} the date.
    pub daily_not_yet: &'static str,
    /// The guided first game's offer on a first visit: its title, what it is, its button and
    /// the way to decline it.
    pub lesson_offer: [&'static str; 4],
    /// The banner's lessons, each following the person's name ("You: ..."): the first claim and
    /// the first placement, with a pointer and on a touch screen; the domino to turn, to
    /// discard; the count at the end (a sentence of its own).
    pub lesson_claim: [&'static str; 2],
    pub lesson_place: [&'static str; 2],
    pub lesson_rotate: &'static str,
    pub lesson_discard: &'static str,
    pub lesson_score: &'static str,
    /// A move other than the one that glows.
    pub lesson_follow: &'static str,
    /// How to play's way back to the guided game.
    pub lesson_again: &'static str,
}
