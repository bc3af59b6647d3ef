//! `score` and `legal`: questions about one kingdom written in the notation.

use std::collections::BTreeMap;

use serde::Serialize;

use kingdomino::notation::{excerpt, parse_kingdom};
use kingdomino::rules::{
    queendomino, Bonuses, DominoBox, DominoId, Edition, Kingdom, Score, ScorePart,
};

use crate::args::{LegalArgs, ScoreArgs};

#[derive(Serialize)]
struct TerritoryJson {
    terrain: &'static str,
    squares: u32,
    crowns: u32,
    points: u32,
}

#[derive(Serialize)]
struct BonusesJson {
    harmony: u32,
    middle_kingdom: u32,
}

#[derive(Serialize)]
struct QueendominoJson {
    coins: u32,
    buildings: u32,
    queen: u32,
}

#[derive(Serialize)]
struct PartJson {
    name: &'static str,
    points: u32,
}

#[derive(Serialize)]
struct ScoreJson {
    total: u32,
    territories: Vec<TerritoryJson>,
    bonuses: BonusesJson,
    largest_territory: u32,
    crowns: u32,
    /// Every part of the score in play, in order: what any rule set adds.
    parts: Vec<PartJson>,
    /// Each quest's points, by id, when quests are scored.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    quests: BTreeMap<&'static str, u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    queendomino: Option<QueendominoJson>,
}

impl From<&Score> for ScoreJson {
    fn from(s: &Score) -> Self {
        ScoreJson {
            total: s.total,
            territories: s
                .territories
                .iter()
                .map(|t| TerritoryJson {
                    terrain: t.terrain.name(),
                    squares: t.squares,
                    crowns: t.crowns,
                    points: t.points(),
                })
                .collect(),
            bonuses: BonusesJson {
                harmony: s.part(ScorePart::Harmony),
                middle_kingdom: s.part(ScorePart::MiddleKingdom),
            },
            parts: s
                .parts
                .iter()
                .map(|(part, points)| PartJson {
                    name: part.key(),
                    points: *points,
                })
                .collect(),
            quests: s
                .parts
                .iter()
                .filter_map(|(part, points)| match part {
                    ScorePart::Quest(q) => Some((q.id(), *points)),
                    _ => None,
                })
                .collect(),
            largest_territory: s.largest_territory,
            crowns: s.crowns,
            queendomino: None,
        }
    }
}

fn read_kingdom(text: &str, size: u8) -> Result<(Kingdom, (usize, usize)), String> {
    let parsed = parse_kingdom(text).map_err(|e| format!("bad kingdom: {e}"))?;
    let castle_at = parsed.castle_at;
    let kingdom = parsed
        .into_kingdom(size)
        .map_err(|e| format!("bad kingdom: {e}"))?;
    Ok((kingdom, castle_at))
}

pub fn score(args: &ScoreArgs) -> Result<String, String> {
    let text = &args.kingdom;
    let bonuses = Bonuses {
        harmony: args.harmony,
        middle_kingdom: args.middle_kingdom,
        edition: Edition::default(),
        quests: args.quests.map_or([None, None], |q| q.map(Some)),
    };
    let parsed = parse_kingdom(text).map_err(|e| format!("bad kingdom: {e}"))?;
    let estate = parsed.estate(args.coins.unwrap_or(0));
    let (kingdom, _) = read_kingdom(text, args.size)?;
    if !args.queendomino {
        if !parsed.buildings.is_empty() || !parsed.knights.is_empty() {
            return Err("buildings and knights belong to Queendomino: add --queendomino".into());
        }
        let score = kingdom.score(bonuses);
        return Ok(serde_json::to_string(&ScoreJson::from(&score)).expect("plain data serialises"));
    }
    let score = queendomino::score_kingdom(&kingdom, &estate, args.queen, bonuses);
    let mut json = ScoreJson::from(&score);
    json.queendomino = Some(QueendominoJson {
        coins: score.part(ScorePart::Coins),
        buildings: score.part(ScorePart::Buildings),
        queen: score.part(ScorePart::Queen),
    });
    Ok(serde_json::to_string(&json).expect("plain data serialises"))
}

#[derive(Serialize)]
struct LegalJson {
    placements: Vec<[(i32, i32, String); 2]>,
}

pub fn legal(args: &LegalArgs) -> Result<String, String> {
    let (text, number) = (&args.kingdom, &args.domino);
    let queendomino = args.queendomino;
    let domino = DominoId::parse(number)
        .filter(|d| (d.domino_box == DominoBox::Queendomino) == queendomino)
        .ok_or_else(|| {
            if queendomino {
                format!("{} is not a Queendomino domino: Q1 to Q48", excerpt(number))
            } else {
                format!(
                    "{} is not a Kingdomino domino: 1 to 48, A to F or 49 to 54 (Q1 to Q48 with --queendomino)",
                    excerpt(number)
                )
            }
        })?
        .domino();
    let (kingdom, (castle_row, castle_col)) = read_kingdom(text, args.size)?;
    let mut placements = Vec::new();
    kingdom.legal_placements(domino, &mut placements);
    let placements = placements
        .iter()
        .map(|p| {
            p.cells(domino)
                .expect("legal placements stay in reach")
                .map(|(pos, square)| {
                    (
                        i32::from(pos.row) + castle_row as i32,
                        i32::from(pos.col) + castle_col as i32,
                        square.token(),
                    )
                })
        })
        .collect();
    Ok(serde_json::to_string(&LegalJson { placements }).expect("plain data serialises"))
}
