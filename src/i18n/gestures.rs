//! The words for the hands a person plays with: "tap" on a touch screen, "click" (and Enter)
//! with a mouse. Which screen it is is read once at the page's edge (`Store::touch`).

use super::words::Words;

/// The sentences that name a gesture, for one kind of screen.
pub struct Gestures {
    pub step_choose_first: &'static str,
    pub step_claim: &'static str,
    /// {0}: the domino.
    pub step_place: &'static str,
    pub step_giant: &'static str,
    pub claim_help: &'static str,
    /// {0}: the points.
    pub fits_here: &'static str,
    pub click_town: &'static str,
    pub giant_help: &'static str,
    pub puzzle_help: &'static str,
}

impl Words {
    /// The gestures' sentences for a touch screen (`touch`) or a pointer.
    pub fn gestures(&self, touch: bool) -> Gestures {
        let pointer = [
            self.step_choose_first,
            self.step_claim,
            self.step_place,
            self.step_giant,
            self.claim_help,
            self.fits_here,
            self.click_town,
            self.giant_help,
            self.puzzle_help,
        ];
        let [step_choose_first, step_claim, step_place, step_giant, claim_help, fits_here, click_town, giant_help, puzzle_help] =
            if touch { self.touch_words } else { pointer };
        Gestures {
            step_choose_first,
            step_claim,
            step_place,
            step_giant,
            claim_help,
            fits_here,
            click_town,
            giant_help,
            puzzle_help,
        }
    }
}
