//! Words for the hands a person plays with: on a touch screen no sentence tells them to click
//! (or to press Enter); with a mouse the sentences are the pointer's, each with the same blanks.

use kingdomino::i18n::{fill, Lang};

#[test]
fn a_touch_screen_is_told_to_tap_and_a_mouse_to_click() {
    for lang in Lang::ALL {
        let w = lang.words();
        let (finger, mouse) = (w.gestures(true), w.gestures(false));
        let pairs = [
            (finger.step_choose_first, mouse.step_choose_first),
            (finger.step_claim, mouse.step_claim),
            (finger.step_place, mouse.step_place),
            (finger.step_giant, mouse.step_giant),
            (finger.claim_help, mouse.claim_help),
            (finger.fits_here, mouse.fits_here),
            (finger.click_town, mouse.click_town),
            (finger.giant_help, mouse.giant_help),
            (finger.puzzle_help, mouse.puzzle_help),
        ];
        for (touch, pointer) in pairs {
            let said = fill(touch, &[&"12"]).to_lowercase();
            for click in ["click", "klick", "clic", "enter", "entrée", "intro"] {
                assert!(!said.contains(click), "{lang:?}: {touch}");
            }
            assert_ne!(touch, pointer);
            // The same blank, filled the same way.
            assert_eq!(touch.contains("{0}"), pointer.contains("{0}"), "{touch}");
        }
        assert_eq!(mouse.step_place, w.step_place);
        assert_eq!(mouse.fits_here, w.fits_here);
    }
}
