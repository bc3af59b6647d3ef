//! A set of a grid's squares drawn as one shape, in SVG path data: its squares filled and its
//! border traced. The end's count outlines each territory with it, one drawing a territory (a
//! box per square made the page's count several times dearer to start).

/// Path data, in the grid's own units (a square is 1 by 1; column then row, from 0).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outline {
    /// Every square, as a closed box.
    pub fill: String,
    /// Every side of a square that no other square of the set shares: the border, holes too.
    pub edge: String,
}

/// The outline of `squares`, given as (column, row); a square given twice counts once.
pub fn outline(squares: &[(usize, usize)]) -> Outline {
    let mut unique: Vec<(usize, usize)> = Vec::with_capacity(squares.len());
    for &s in squares {
        if !unique.contains(&s) {
            unique.push(s);
        }
    }
    let has = |c: Option<usize>, r: Option<usize>| match (c, r) {
        (Some(c), Some(r)) => unique.contains(&(c, r)),
        _ => false,
    };
    let (mut fill, mut edge) = (String::new(), String::new());
    for &(c, r) in &unique {
        fill += &format!("M{c} {r}h1v1h-1z");
        if !has(Some(c), r.checked_sub(1)) {
            edge += &format!("M{c} {r}h1");
        }
        if !has(Some(c), Some(r + 1)) {
            edge += &format!("M{c} {}h1", r + 1);
        }
        if !has(c.checked_sub(1), Some(r)) {
            edge += &format!("M{c} {r}v1");
        }
        if !has(Some(c + 1), Some(r)) {
            edge += &format!("M{} {r}v1", c + 1);
        }
    }
    Outline { fill, edge }
}
