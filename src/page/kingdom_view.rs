//! What a kingdom board shows, decided here for `ui/board/kingdom_board.rs` to draw: the rows
//! and columns of its grid and the room the kingdom can still grow into, the domino in hand
//! previewed at the cursor with its verdict, and for each square what it holds, how it is
//! marked (the cursor, where the domino fits, the Expert's hint and the move played in a
//! review, the domino laid last, what an opponent laid since the person's last action, a
//! giant's or a building's target, Study's value), what a screen reader says of it and what a
//! click or a key there does.

use super::session::Session;
use super::store::{Msg, Store};
use super::study::Studied;
use crate::i18n::{fill, Lang};
use crate::review::Grade;
use crate::rules::{
    Action, BuildingId, Cell, Dir, Domino, Kingdom, Placement, PlayerId, Pos, Square, Table,
    Terrain,
};

/// What the preview says about placing the domino in hand at the target: its two squares, and
/// the points it would bring or why the rules refuse it.
#[derive(Clone, Debug, PartialEq)]
pub struct Verdict {
    pub squares: [(Pos, Square); 2],
    pub result: Result<i64, String>,
}

/// The verdict for the domino in hand at `target` turned to `dir`, when `player` is placing.
pub fn verdict(
    session: &Session,
    player: PlayerId,
    target: Option<Pos>,
    dir: Dir,
    lang: Lang,
) -> Option<Verdict> {
    let table = session.table();
    let domino = table.domino_to_place()?;
    if table.to_move() != Some(player) {
        return None;
    }
    let placement = Placement::new(target?, dir);
    let squares = placement.cells(domino.domino())?;
    let result = table
        .placement_gain(placement)
        .map_err(|e| lang.refusal(&e, session));
    Some(Verdict { squares, result })
}

/// What a screen reader says of a square: the castle, empty, or its terrain and crowns with the
/// building, knight and giants on it.
pub fn square_words(
    lang: Lang,
    kingdom: &Kingdom,
    pos: Pos,
    building: Option<BuildingId>,
    knight: bool,
    giants: u8,
) -> String {
    let w = lang.words();
    let mut what = match kingdom.cell(pos) {
        Cell::Castle => w.castle.to_string(),
        Cell::Empty => w.empty.to_string(),
        Cell::Land(s) => {
            let crowns = if s.crowns == 0 {
                w.no_crown.to_string()
            } else {
                lang.plural(w.crowns_label, s.crowns.into())
            };
            format!("{}, {crowns}", lang.terrain(s.terrain))
        }
    };
    if let Some(b) = building {
        what += &format!(", {}", lang.building(b.kind()));
    }
    if knight {
        what += &format!(", {}", w.knight_tower[0]);
    }
    if giants > 0 {
        what += &format!(", {}", lang.plural(w.giants_here, giants.into()));
    }
    what
}

/// The rows and columns drawn: every square the kingdom could still grow into.
pub fn frame(kingdom: &Kingdom) -> (Vec<i8>, Vec<i8>) {
    let size = kingdom.size() as i8;
    let (min, max) = kingdom.bounds();
    (
        (max.row - size + 1..=min.row + size - 1).collect(),
        (max.col - size + 1..=min.col + size - 1).collect(),
    )
}

/// The whole grid the rules allow around the castle, whatever is built: drawn from the first move
/// to the last, so that the board keeps its size and the castle its place on screen.
pub fn whole_frame(kingdom: &Kingdom) -> (Vec<i8>, Vec<i8>) {
    let reach = kingdom.size() as i8 - 1;
    ((-reach..=reach).collect(), (-reach..=reach).collect())
}

/// Whether `pos` is in the kingdom's room: what is built and two squares around it (as far as a
/// domino laid now can reach), within the kingdom's size. The large board draws only these
/// squares, on a grid of fixed squares around the castle: the room grows as the kingdom does and
/// nothing laid moves.
pub fn within_room(kingdom: &Kingdom, pos: Pos) -> bool {
    let size = kingdom.size() as i8;
    let (min, max) = kingdom.bounds();
    let near = |at: i8, low: i8, high: i8| at >= low - 2 && at <= high + 2;
    let reach = |at: i8, low: i8, high: i8| at > high - size && at < low + size;
    near(pos.row, min.row, max.row)
        && near(pos.col, min.col, max.col)
        && reach(pos.row, min.row, max.row)
        && reach(pos.col, min.col, max.col)
}

/// A window of the kingdom's own size around what is built so far, centred on it.
pub fn built(kingdom: &Kingdom) -> (Vec<i8>, Vec<i8>) {
    let size = kingdom.size() as i8;
    let (min, max) = kingdom.bounds();
    let window = |low: i8, high: i8| {
        let start = low - (size - (high - low + 1)).max(0) / 2;
        (start..start + size.max(high - low + 1)).collect()
    };
    (window(min.row, max.row), window(min.col, max.col))
}

/// How a square is marked on the board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Marks {
    /// A square of the domino an opponent laid since the person's last action.
    pub their_last: bool,
    /// Outside the grid the kingdom can still grow into (drawn greyed).
    pub out_of_reach: bool,
    /// A square of the domino laid last in this kingdom (it settles in).
    pub laid: bool,
    /// "Show where it fits" is on and the domino in hand can use it.
    pub fits: bool,
    /// The keyboard's cursor.
    pub cursor: bool,
    /// A square of the hinted placement (its half of the domino drawn there as a ghost).
    pub hint: bool,
    /// In the review, a square of the move played where the Expert's best differs.
    pub played: bool,
    /// A free town square where the building picked can go.
    pub build_target: bool,
    /// A crown an arriving giant may cover.
    pub giant_target: bool,
}

/// What a click on the square does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Click {
    Nothing,
    /// Build the building of this spot of the builders board here.
    Build(u8),
    /// Put the arriving giant on this crown.
    Cover,
    /// Move the cursor here; on the cursor, lay the domino in hand.
    Place,
}

impl Click {
    /// The message a click on the square at `pos` sends.
    pub fn msg(self, pos: Pos) -> Msg {
        match self {
            Click::Build(spot) => Msg::Play(super::choices::act::build(spot, pos)),
            Click::Cover => Msg::Play(super::choices::act::cover(pos)),
            Click::Place => Msg::Tap(pos),
            Click::Nothing => Msg::Target(Some(pos)),
        }
    }
}

/// Study's mark on a square: the placement whose first half lies here, as the domino in hand is
/// turned, and the points it gives up (tenths, so that the property compares exactly).
#[derive(Clone, Debug, PartialEq)]
pub struct StudyMark {
    pub token: String,
    pub tenths: i64,
    pub grade: &'static str,
    pub label: String,
}

/// One square as the board draws it.
#[derive(Clone, Debug, PartialEq)]
pub struct SquareView {
    pub pos: Pos,
    pub cell: Cell,
    /// Giants covering its crowns.
    pub giants: u8,
    pub building: Option<BuildingId>,
    pub knight: bool,
    /// The half of a domino previewed here (the person's, the hint's or the move played's), and
    /// whether it may go there.
    pub preview: Option<(Square, bool)>,
    pub marks: Marks,
    pub click: Click,
    /// What a screen reader says of it.
    pub label: String,
    /// The points the domino an opponent laid here brought, on its first square.
    pub gain: Option<i64>,
    /// The points the domino in hand would bring laid as previewed, on its first square.
    pub preview_gain: Option<i64>,
    /// The points the person's domino just laid here brought, rising from it once.
    pub risen: Option<i64>,
    pub study: Option<StudyMark>,
}

/// What a kingdom board knows when it draws its squares, worked out once a drawing.
pub struct KingdomView<'a> {
    store: &'a Store,
    session: &'a Session,
    pub kingdom: &'a Kingdom,
    pub player: PlayerId,
    pub compact: bool,
    /// The person places the domino in hand on this board now.
    pub placing_here: bool,
    pub verdict: Option<Verdict>,
    /// A few dozen squares at most, each once: a list to look in (a hash set's code weighed
    /// more than the looking).
    fits: Vec<Pos>,
    giant_targets: Vec<Pos>,
    laid_last: Vec<Pos>,
    risen: Option<(Pos, i64)>,
    hint_squares: Vec<(Pos, Square)>,
    played_squares: Vec<(Pos, Square)>,
    since_me: Option<(Placement, i64)>,
    studied: Option<(&'a Studied, &'static Domino)>,
}

impl<'a> KingdomView<'a> {
    /// `player`'s kingdom in the game shown (`None` without one); `compact` for a small board.
    pub fn new(store: &'a Store, player: PlayerId, compact: bool) -> Option<KingdomView<'a>> {
        let session = store.session.as_ref()?;
        let table = session.table();
        let kingdom = table.seat_kingdom(player);
        let here = table.to_move() == Some(player);
        let placing_here =
            table.domino_to_place().is_some() && here && session.human_to_move() && !compact;
        let interaction = &store.interaction;
        let verdict = placing_here
            .then(|| {
                verdict(
                    session,
                    player,
                    interaction.target,
                    interaction.dir,
                    store.lang,
                )
            })
            .flatten();
        let fits = match placing_here && interaction.show_fits {
            true => fitting_squares(table, kingdom),
            false => Vec::new(),
        };
        // The crowns a giant waiting for this player's kingdom may cover.
        let giant_targets = match session.human_to_move() && here {
            true => store.choices.covers.clone(),
            false => Vec::new(),
        };
        // The replay shows the review's best placement on the board of the player to move.
        let reviewing_here = !session.played_here() && table.domino_to_place().is_some() && here;
        let hint = interaction.hint.filter(|_| placing_here || reviewing_here);
        // Beside the best, in the review: the move played, drawn apart (outlined, not glowing).
        let played = interaction.played.filter(|_| reviewing_here);
        // Study's values for the domino in hand, once weighed for this position.
        let studied = store
            .studied
            .as_ref()
            .filter(|s| placing_here && store.study && s.at == session.game.history().len())
            .zip(table.domino_to_place().map(|d| d.domino()));
        Some(KingdomView {
            store,
            session,
            kingdom,
            player,
            compact,
            placing_here,
            verdict,
            fits,
            giant_targets,
            laid_last: laid_last(session, player),
            risen: risen(store, player),
            hint_squares: squares_of(table, hint),
            played_squares: squares_of(table, played),
            since_me: since_me(store, player),
            studied,
        })
    }

    /// The rows and columns drawn: a small board shows a kingdom's worth of squares around
    /// what is built; the large one the whole grid the rules allow, drawing only the room.
    pub fn grid(&self) -> (Vec<i8>, Vec<i8>) {
        match self.compact {
            true => built(self.kingdom),
            false => whole_frame(self.kingdom),
        }
    }

    /// The sentence under the board: its kind (`ok`, `bad`) and its words; empty with no
    /// preview (the line stays, so that the grid keeps its place when a verdict appears).
    pub fn verdict_line(&self) -> (Option<&'static str>, String) {
        let w = self.store.lang.words();
        match self.verdict.as_ref().map(|v| &v.result) {
            Some(Ok(points)) => (
                Some("ok"),
                fill(
                    w.gestures(self.store.touch).fits_here,
                    &[&format!("{points:+}")],
                ),
            ),
            Some(Err(why)) => (Some("bad"), fill(w.cannot_go, &[why])),
            None => (None, String::new()),
        }
    }

    /// The square at `pos` (row `row_no`, column `col_no` as a screen reader counts them).
    pub fn square(&self, row_no: usize, col_no: usize, pos: Pos) -> SquareView {
        let (table, kingdom, lang) = (self.session.table(), self.kingdom, self.store.lang);
        let mine = table.kingdom_of(self.player);
        let estate = table.queendomino().map(|q| q.estate(mine));
        let giants = table.giants().map_or(0, |g| g.count_at(mine, pos));
        let building = estate.and_then(|e| e.building_at(pos));
        let knight = estate.is_some_and(|e| e.knights.contains(&pos));
        let (preview, hinted, played) = self.previews(pos);
        let build_here = self.build_target(pos, building);
        let giant_target = !self.compact && self.giant_targets.contains(&pos);
        let their_last = self
            .since_me
            .filter(|(p, _)| p.first == pos || p.second() == Some(pos));
        let marks = Marks {
            their_last: their_last.is_some(),
            out_of_reach: !self.compact && !within_room(kingdom, pos),
            laid: self.laid_last.contains(&pos),
            fits: self.fits.contains(&pos),
            cursor: self.placing_here && self.store.interaction.target == Some(pos),
            hint: hinted,
            played,
            build_target: build_here.is_some(),
            giant_target,
        };
        let click = match (giant_target, build_here) {
            (true, _) => Click::Cover,
            (false, Some(spot)) => Click::Build(spot),
            _ if self.placing_here => Click::Place,
            _ => Click::Nothing,
        };
        let study = self.study_mark(pos);
        let what = square_words(lang, kingdom, pos, building, knight, giants);
        let mut label = fill(lang.words().cell, &[&row_no, &col_no, &what]);
        // Study's value is said with the square, as it shows on it.
        if let Some(study) = &study {
            label = format!("{label}; {}", study.label);
        }
        SquareView {
            pos,
            cell: kingdom.cell(pos),
            giants,
            building,
            knight,
            preview,
            marks,
            click,
            label,
            gain: their_last
                .filter(|(p, _)| p.first == pos)
                .map(|(_, gain)| gain),
            preview_gain: self.preview_gain(pos),
            risen: self
                .risen
                .filter(|&(at, _)| at == pos)
                .map(|(_, gain)| gain),
            study,
        }
    }

    /// The half of a domino previewed at `pos`: the person's own first, then the Expert's hint
    /// (the domino itself where it would lay it), then the move played; and whether the square
    /// shows the hint, the move played.
    fn previews(&self, pos: Pos) -> (Option<(Square, bool)>, bool, bool) {
        let at = |squares: &[(Pos, Square)]| squares.iter().find(|(p, _)| *p == pos).map(|s| s.1);
        let own = self.verdict.as_ref().and_then(|v| {
            let square = at(&v.squares)?;
            Some((square, v.result.is_ok()))
        });
        let hinted = at(&self.hint_squares).filter(|_| own.is_none());
        let played = at(&self.played_squares).filter(|_| own.is_none() && hinted.is_none());
        let preview = own.or(hinted.or(played).map(|square| (square, true)));
        (preview, hinted.is_some(), played.is_some())
    }

    /// The spot of the building picked, when `pos` is a free town square it can go on now.
    fn build_target(&self, pos: Pos, building: Option<BuildingId>) -> Option<u8> {
        let free_town = self
            .kingdom
            .square(pos)
            .is_some_and(|s| s.terrain == Terrain::Town)
            && building.is_none();
        let my_turn =
            self.session.human_to_move() && self.session.table().to_move() == Some(self.player);
        self.store
            .interaction
            .selected_spot
            .filter(|_| free_town && my_turn)
    }

    /// What the domino in hand would bring, at the domino itself (the sentence under the board
    /// can be off screen on a phone).
    fn preview_gain(&self, pos: Pos) -> Option<i64> {
        let verdict = self.verdict.as_ref().filter(|v| v.squares[0].0 == pos)?;
        verdict.result.as_ref().ok().copied()
    }

    /// Study's value of the placement whose first half lies at `pos`, the domino turned as it is.
    fn study_mark(&self, pos: Pos) -> Option<StudyMark> {
        let (studied, domino) = self.studied?;
        let dir = self.store.interaction.dir;
        let (placement, lost, grade) = studied.placement_at(domino, pos, dir)?;
        let w = self.store.lang.words();
        Some(StudyMark {
            token: crate::notation::action_token(Action::Place(placement)),
            tenths: (lost * 10.0).round() as i64,
            grade: Grade::key(grade),
            label: fill(w.study_badge, &[&crate::review::fixed(lost, 1)]),
        })
    }
}

/// What a key does on the board while placing: arrows move the cursor, Enter or Space places
/// there (or starts at the castle), Escape leaves it; any other key, nothing.
pub fn key_msg(key: &str, target: Option<Pos>) -> Option<Msg> {
    Some(match key {
        "ArrowUp" => Msg::MoveTarget { rows: -1, cols: 0 },
        "ArrowDown" => Msg::MoveTarget { rows: 1, cols: 0 },
        "ArrowLeft" => Msg::MoveTarget { rows: 0, cols: -1 },
        "ArrowRight" => Msg::MoveTarget { rows: 0, cols: 1 },
        "Enter" | " " => match target {
            Some(pos) => Msg::PlaceAt(pos),
            None => Msg::Target(Some(Pos::CASTLE)),
        },
        "Escape" => Msg::Target(None),
        _ => return None,
    })
}

/// Every square the domino in hand can use in `kingdom` ("Show where it fits"), each once.
pub fn fitting_squares(table: &Table, kingdom: &Kingdom) -> Vec<Pos> {
    let Some(domino) = table.domino_to_place() else {
        return Vec::new();
    };
    let mut placements = Vec::new();
    kingdom.legal_placements(domino.domino(), &mut placements);
    let mut squares = Vec::new();
    for pos in placements
        .iter()
        .flat_map(|p| [Some(p.first), p.second()])
        .flatten()
    {
        if !squares.contains(&pos) {
            squares.push(pos);
        }
    }
    squares
}

/// The squares of the domino laid last, if in `player`'s kingdom: they settle in (a gentle
/// motion that shows what changed, the computer's moves included; none with reduced motion).
fn laid_last(session: &Session, player: PlayerId) -> Vec<Pos> {
    let table = session.table();
    session
        .game
        .played()
        .rev()
        .find_map(|(seat, action)| match action {
            Action::Place(p) => Some((seat, p)),
            _ => None,
        })
        .filter(|&(seat, _)| table.kingdom_of(seat) == table.kingdom_of(player))
        .map(|(_, p)| [Some(p.first), p.second()].into_iter().flatten().collect())
        .unwrap_or_default()
}

/// A person's own placement in `player`'s kingdom, just made: its first square and the points it
/// brought, which rise from it once (the others' stay as a badge).
fn risen(store: &Store, player: PlayerId) -> Option<(Pos, i64)> {
    let session = store.session.as_ref()?;
    let table = session.table();
    let last = store.log.moves.last()?;
    let here = table.kingdom_of(last.seat) == table.kingdom_of(player);
    let by_a_person = session.played_here() && session.seats[last.seat.index()].is_human();
    match last.action {
        Action::Place(p) if here && by_a_person && last.gain != 0 => Some((p.first, last.gain)),
        _ => None,
    }
}

/// What an opponent (or a computer team-mate) laid in `player`'s kingdom since the person's last
/// action: the domino, outlined, with the points it brought, until the person acts again.
fn since_me(store: &Store, player: PlayerId) -> Option<(Placement, i64)> {
    let session = store.session.as_ref()?;
    let table = session.table();
    if !session.played_here() || table.is_over() {
        return None;
    }
    let kingdom = table.kingdom_of(player);
    let since = session.last_human_action();
    let (_, logged) = store.log.last_placement_since(since, kingdom, table)?;
    match logged.action {
        Action::Place(p) => Some((p, logged.gain)),
        _ => None,
    }
}

/// The squares, with their halves, of a placement of the domino in hand (a hint, the move
/// played); none for any other action.
fn squares_of(table: &Table, action: Option<Action>) -> Vec<(Pos, Square)> {
    match action {
        Some(Action::Place(h)) => table
            .domino_to_place()
            .and_then(|d| h.cells(d.domino()))
            .map(Vec::from)
            .unwrap_or_default(),
        _ => Vec::new(),
    }
}
