//! The end of a game drawn a step a frame (`page::end_drawn`): the layout, the kingdoms grown,
//! the sheet's settling, then the count a kingdom at a time; a replay settles at once and
//! counts nothing.

use kingdomino::page::end_drawn::EndDrawn;

#[test]
fn a_game_made_here_ends_in_steps_a_kingdom_counted_a_frame() {
    let kingdoms = 4;
    let frames = EndDrawn::frames(true, kingdoms);
    let steps: Vec<EndDrawn> = (0..=frames).map(|f| EndDrawn::after(f, true)).collect();
    // The last move draws alone.
    assert_eq!(steps[0], EndDrawn::default());
    // Then the layout; the kingdoms grown; the chart and the record; then one more kingdom
    // counting a frame.
    assert!(steps[1].laid_out && !steps[1].grown && !steps[1].settled && steps[1].counted == 0);
    assert!(steps[2].laid_out && steps[2].grown && !steps[2].settled && steps[2].counted == 0);
    assert!(steps[3].grown && steps[3].settled && steps[3].counted == 0);
    for (i, step) in steps.iter().enumerate().skip(4) {
        assert_eq!(step.counted, i as u32 - 3);
    }
    assert_eq!(
        steps[frames as usize].counted, kingdoms,
        "every kingdom counts"
    );
    // Each frame draws something new: none is wasted.
    for pair in steps.windows(2) {
        assert_ne!(pair[0], pair[1]);
    }
}

#[test]
fn a_replay_settles_a_frame_after_its_last_move_and_counts_nothing() {
    assert_eq!(EndDrawn::frames(false, 4), 1);
    assert_eq!(EndDrawn::after(0, false), EndDrawn::default());
    let settled = EndDrawn::after(1, false);
    assert!(settled.settled && !settled.laid_out && !settled.grown && settled.counted == 0);
}

#[test]
fn the_focus_leaves_the_large_board_just_before_the_layout_takes_it_away() {
    let leaves: Vec<u32> = (1..=6)
        .filter(|&next| EndDrawn::leaves_board_before(next, true))
        .collect();
    assert_eq!(leaves, [1]);
    assert!(EndDrawn::after(1, true).laid_out, "frame 1 is the layout");
    assert!(!(1..=6).any(|next| EndDrawn::leaves_board_before(next, false)));
}
