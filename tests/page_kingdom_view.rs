//! What a kingdom board shows (`page::kingdom_view`), natively: the grid and the room, the
//! preview and its verdict, each square's marks, words and click, and the board's keys, read
//! from a store played to a position as a person would.

mod page_tab;

use kingdomino::i18n::Lang;
use kingdomino::page::kingdom_view::{
    built, key_msg, square_words, whole_frame, within_room, Click, KingdomView,
};
use kingdomino::page::store::Msg;
use kingdomino::rules::{Action, Cell, Kingdom, PlayerId, Pos};
use page_tab::*;

/// A game of two people at one screen, played until seat `me` must place (after `rounds`
/// placements of theirs).
fn placing(seed: u64, rounds: usize) -> (Tab, PlayerId) {
    let mut tab = Tab::new();
    start(&mut tab, &["human", "human"], seed);
    let mut placed = 0;
    loop {
        let table = tab.game().table();
        if let (Some(me), Some(_)) = (table.to_move(), table.domino_to_place()) {
            if placed == rounds {
                return (tab, me);
            }
            placed += 1;
        }
        let action = tab.legal()[0];
        tab.send(Msg::Play(action));
    }
}

/// A kingdom of five from the notation.
fn kingdom(text: &str) -> Kingdom {
    kingdomino::notation::parse_kingdom(text)
        .unwrap()
        .into_kingdom(5)
        .unwrap()
}

fn view(tab: &Tab, player: PlayerId) -> KingdomView<'_> {
    KingdomView::new(&tab.store, player, false).expect("a game")
}

/// A legal placement of the domino in hand, turned as the store holds it.
fn a_legal_first_square(tab: &mut Tab) -> Pos {
    let placement = tab
        .legal()
        .into_iter()
        .find_map(|a| match a {
            Action::Place(p) => Some(p),
            _ => None,
        })
        .expect("a placement");
    while tab.store.interaction.dir != placement.dir {
        tab.send(Msg::Rotate);
    }
    placement.first
}

#[test]
fn the_large_board_keeps_the_whole_grid_and_draws_the_room_around_what_is_built() {
    let (tab, me) = placing(3, 0);
    let view = view(&tab, me);
    let (rows, cols) = view.grid();
    assert_eq!(
        (rows.len(), cols.len()),
        (9, 9),
        "a 5x5 kingdom's whole reach"
    );
    assert_eq!((rows, cols), whole_frame(view.kingdom));
    // At the start, the castle and two squares around it.
    assert!(within_room(view.kingdom, Pos::new(2, -2)));
    assert!(!within_room(view.kingdom, Pos::new(3, 0)));
    let far = view.square(1, 1, Pos::new(-4, -4));
    assert!(far.marks.out_of_reach);
    assert!(!view.square(5, 5, Pos::CASTLE).marks.out_of_reach);
}

#[test]
fn the_room_grows_with_the_kingdom_within_its_size() {
    let kingdom = kingdom("FF.C");
    // Built two squares west: the room reaches two more west, and no further east than a
    // kingdom of five allows.
    assert!(within_room(&kingdom, Pos::new(0, -4)));
    assert!(within_room(&kingdom, Pos::new(0, 1)));
    assert!(
        !within_room(&kingdom, Pos::new(0, 2)),
        "beyond five columns"
    );
    // A small board centres a window of the kingdom's size on what is built.
    let (rows, cols) = built(&kingdom);
    assert_eq!((rows.len(), cols.len()), (5, 5));
    assert!(cols.contains(&-3) && cols.contains(&0));
}

#[test]
fn the_preview_gives_the_points_where_the_domino_fits_and_why_not_elsewhere() {
    let (mut tab, me) = placing(4, 0);
    let first = a_legal_first_square(&mut tab);
    tab.send(Msg::Target(Some(first)));
    let view = view(&tab, me);
    let verdict = view.verdict.clone().expect("a preview");
    let points = *verdict.result.as_ref().expect("legal");
    let (kind, text) = view.verdict_line();
    assert_eq!(kind, Some("ok"));
    assert!(text.contains(&format!("{points:+}")), "{text}");
    let square = view.square(1, 1, first);
    assert_eq!(square.preview.map(|(_, ok)| ok), Some(true));
    assert_eq!(square.preview_gain, Some(points));
    assert!(square.marks.cursor);
    assert_eq!(square.click, Click::Place);
    // Far from the castle: refused, with the reason in the page's words.
    tab.send(Msg::Target(Some(Pos::new(-4, -4))));
    let view = self::view(&tab, me);
    let (kind, text) = view.verdict_line();
    assert_eq!(kind, Some("bad"));
    assert!(!text.is_empty());
    assert_eq!(view.square(1, 1, Pos::new(-4, -4)).preview_gain, None);
}

#[test]
fn show_where_it_fits_marks_exactly_the_squares_of_legal_placements() {
    let (mut tab, me) = placing(5, 1);
    let mut expected: Vec<Pos> = tab
        .legal()
        .into_iter()
        .filter_map(|a| match a {
            Action::Place(p) => Some(p),
            _ => None,
        })
        .flat_map(|p| [Some(p.first), p.second()])
        .flatten()
        .collect();
    kingdomino::short_sort::sort_by_key(&mut expected, |p| (p.row, p.col));
    expected.dedup();
    let marked = |tab: &Tab| {
        let view = view(tab, me);
        let (rows, cols) = view.grid();
        let mut marked = Vec::new();
        for &r in &rows {
            for &c in &cols {
                if view.square(1, 1, Pos::new(r, c)).marks.fits {
                    marked.push(Pos::new(r, c));
                }
            }
        }
        marked
    };
    assert!(marked(&tab).is_empty(), "off until asked");
    tab.send(Msg::ToggleFits);
    assert_eq!(marked(&tab), expected);
}

#[test]
fn a_board_that_is_not_placing_offers_no_preview_and_no_click() {
    let (mut tab, me) = placing(6, 0);
    let other = PlayerId(1 - me.0);
    tab.send(Msg::Target(Some(Pos::new(0, 1))));
    let theirs = view(&tab, other);
    assert!(!theirs.placing_here && theirs.verdict.is_none());
    let square = theirs.square(1, 1, Pos::new(0, 1));
    assert_eq!((square.click, square.preview), (Click::Nothing, None));
    // A small board of the person's own never places either.
    let small = KingdomView::new(&tab.store, me, true).unwrap();
    assert!(!small.placing_here);
    assert!(!small.square(1, 1, Pos::new(-4, -4)).marks.out_of_reach);
}

#[test]
fn the_hint_is_drawn_where_the_expert_would_lay_it_under_the_persons_own_preview() {
    let (mut tab, me) = placing(7, 0);
    let Some(Action::Place(hint)) = tab
        .legal()
        .into_iter()
        .find(|a| matches!(a, Action::Place(_)))
    else {
        panic!("a placement");
    };
    tab.send(Msg::Hint);
    let id = tab.store.asked().expect("a hint asked");
    tab.send(Msg::Ai(kingdomino::page::store::AiEvent::Answer(
        kingdomino::worker_protocol::Response::Chosen {
            id,
            action: Action::Place(hint),
            stats: Vec::new(),
        },
    )));
    let view = view(&tab, me);
    let square = view.square(1, 1, hint.first);
    assert!(square.marks.hint);
    assert!(square.preview.is_some());
    // The person's own preview on the same square wins over the hint's.
    tab.send(Msg::Target(Some(hint.first)));
    let view = self::view(&tab, me);
    assert!(!view.square(1, 1, hint.first).marks.hint);
}

#[test]
fn the_domino_laid_last_settles_and_its_points_rise_from_the_persons_own() {
    let (mut tab, me) = placing(8, 0);
    let first = a_legal_first_square(&mut tab);
    tab.send(Msg::PlaceAt(first));
    let view = view(&tab, me);
    let square = view.square(1, 1, first);
    assert!(square.marks.laid);
    let gain = tab.store.log.moves.last().unwrap().gain;
    assert_eq!(square.risen, (gain != 0).then_some(gain));
    // Not on the other kingdom.
    let other = self::view(&tab, PlayerId(1 - me.0));
    assert!(!other.square(1, 1, first).marks.laid);
}

#[test]
fn what_an_opponent_laid_since_the_persons_last_move_is_outlined_with_its_points() {
    let mut tab = Tab::new();
    start(&mut tab, &["human", "greedy"], 9);
    // Until the computer has laid a domino since the person's last action.
    loop {
        let session = tab.store.session.as_ref().unwrap();
        let computer = PlayerId(1);
        let laid = session
            .game
            .played()
            .rev()
            .take_while(|(seat, _)| *seat == computer);
        if laid.into_iter().any(|(_, a)| matches!(a, Action::Place(_))) && session.human_to_move() {
            break;
        }
        if session.human_to_move() {
            let action = tab.legal()[0];
            tab.send(Msg::Play(action));
        } else {
            assert!(worker_answers(&mut tab));
        }
    }
    let (_, logged) = tab
        .store
        .log
        .moves
        .iter()
        .enumerate()
        .rev()
        .find(|(_, m)| m.seat == PlayerId(1) && matches!(m.action, Action::Place(_)))
        .unwrap();
    let Action::Place(p) = logged.action else {
        unreachable!()
    };
    let view = view(&tab, PlayerId(1));
    let first = view.square(1, 1, p.first);
    assert!(first.marks.their_last);
    assert_eq!(first.gain, Some(logged.gain));
    let second = view.square(1, 1, p.second().unwrap());
    assert!(second.marks.their_last && second.gain.is_none());
}

#[test]
fn the_boards_keys_move_the_cursor_place_and_leave() {
    let target = Some(Pos::new(0, 1));
    let up = key_msg("ArrowUp", None);
    assert!(matches!(up, Some(Msg::MoveTarget { rows: -1, cols: 0 })));
    let right = key_msg("ArrowRight", target);
    assert!(matches!(right, Some(Msg::MoveTarget { rows: 0, cols: 1 })));
    let enter = key_msg("Enter", target);
    assert!(matches!(enter, Some(Msg::PlaceAt(p)) if p == Pos::new(0, 1)));
    let space = key_msg(" ", None);
    assert!(matches!(space, Some(Msg::Target(Some(p))) if p == Pos::CASTLE));
    assert!(matches!(key_msg("Escape", target), Some(Msg::Target(None))));
    assert!(key_msg("a", target).is_none());
}

#[test]
fn a_click_sends_what_the_square_offers() {
    let pos = Pos::new(1, 2);
    assert!(matches!(Click::Place.msg(pos), Msg::Tap(p) if p == pos));
    assert!(matches!(Click::Nothing.msg(pos), Msg::Target(Some(p)) if p == pos));
    assert!(matches!(
        Click::Cover.msg(pos),
        Msg::Play(Action::Giants(_))
    ));
    assert!(matches!(
        Click::Build(2).msg(pos),
        Msg::Play(Action::Queendomino(_))
    ));
}

#[test]
fn a_screen_reader_hears_each_square_as_it_is() {
    let kingdom = kingdom("W2F.C");
    let lang = Lang::En;
    let w = lang.words();
    assert_eq!(
        square_words(lang, &kingdom, Pos::CASTLE, None, false, 0),
        w.castle
    );
    assert_eq!(
        square_words(lang, &kingdom, Pos::new(0, -1), None, false, 0),
        w.empty
    );
    let land = square_words(lang, &kingdom, Pos::new(0, -3), None, false, 0);
    assert!(land.contains(&lang.plural(w.crowns_label, 2)), "{land}");
    let covered = square_words(lang, &kingdom, Pos::new(0, -3), None, true, 1);
    assert!(
        covered.contains(w.knight_tower[0]) && covered.contains(&lang.plural(w.giants_here, 1))
    );
    assert!(matches!(kingdom.cell(Pos::new(0, -2)), Cell::Land(_)));
}

#[test]
fn a_drag_by_either_half_lays_the_first_half_where_it_belongs() {
    use kingdomino::page::interaction::first_half_at;
    use kingdomino::rules::Dir;
    let over = Pos::new(0, 2);
    assert_eq!(first_half_at(over, 0, Dir::East), Some(over));
    // Holding the second half, turned east: the first lies one square west of it.
    assert_eq!(first_half_at(over, 1, Dir::East), Some(Pos::new(0, 1)));
    assert_eq!(first_half_at(over, 1, Dir::South), Some(Pos::new(-1, 2)));
}

#[test]
fn one_person_always_sees_their_own_kingdom_large_and_the_others_small() {
    use kingdomino::page::boards_shown::BoardsShown;
    let mut tab = Tab::new();
    start(&mut tab, &["greedy", "human", "greedy"], 12);
    let session = tab.store.session.as_ref().unwrap();
    let boards = BoardsShown::of(session, None, false, false);
    assert_eq!(boards.large, PlayerId(1), "the person's, whoever moves");
    assert_eq!(boards.others, [PlayerId(0), PlayerId(2)]);
    // A kingdom picked to be seen goes large; the person's joins the small ones.
    let picked = session.table().kingdom_of(PlayerId(2));
    let boards = BoardsShown::of(session, Some(picked), false, false);
    assert_eq!((boards.large, boards.shown), (PlayerId(2), picked));
    assert_eq!(boards.others, [PlayerId(0), PlayerId(1)]);
    // At the end every kingdom is small.
    let boards = BoardsShown::of(session, None, true, false);
    assert_eq!(boards.others.len(), 3);
}

#[test]
fn at_a_hot_seat_the_player_to_move_sees_their_kingdom_large() {
    use kingdomino::page::boards_shown::BoardsShown;
    let (tab, me) = placing(13, 2);
    let session = tab.store.session.as_ref().unwrap();
    let boards = BoardsShown::of(session, None, false, false);
    assert_eq!(boards.large, me);
    assert_eq!(boards.others, [PlayerId(1 - me.0)]);
}
