//! A game played by links: its setup, who sits where, each person's published heads and what
//! they have revealed, and every move. Everything a link carries, and everything a browser
//! checks before it keeps it.

use std::fmt;

use sha2::{Digest, Sha256};

use super::chain::{verifies, Lengths, Purpose, Secret, Value};
use super::identity::{KeyFault, PublicKey, Signature};
use crate::ai::{think, Level, NoClock, ReusableTrees};
use crate::notation::{action_token, GameRecord};
use crate::rules::{
    Action, ActionError, Game, KingdomId, PlayerId, PlayerView, RevealedDraws, Step,
};

/// The Expert's iterations for a computer seat in a game by link: every browser searches the
/// same number of iterations from the same seed, so every browser finds the same move.
pub const COMPUTER_ITERATIONS: u32 = 600;

/// A seat at a game by link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Seat {
    /// A person, with what they have published (nothing until they join).
    Person {
        name: String,
        key: Option<Published>,
    },
    /// A computer player, played by whichever browser gets there first.
    Computer(Level),
}

/// What a person has published: the head of their chain for draws, the latest value of it they
/// revealed (a value gives every earlier one), and what proves their moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Published {
    pub draws_head: Value,
    /// The latest draw revealed (from 1) and its value.
    pub draws: Option<(usize, Value)>,
    pub proof: Proof,
}

/// What proves a person's moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Proof {
    /// Version 1: the head of a second chain, for turns, and the value of the person's latest
    /// turn (its number is the count of their turns). It shows who played, not what.
    Turns { head: Value, latest: Option<Value> },
    /// Version 2: the person's public key, and their signature of the game's history with the
    /// first `moves` moves (see `signed.rs`).
    Signed {
        public: PublicKey,
        moves: usize,
        signature: Signature,
    },
}

impl Published {
    pub fn draws_revealed(&self) -> usize {
        self.draws.map_or(0, |(k, _)| k)
    }

    /// The person's public key (version 2).
    pub fn public(&self) -> Option<PublicKey> {
        match self.proof {
            Proof::Signed { public, .. } => Some(public),
            Proof::Turns { .. } => None,
        }
    }
}

/// The versions of the link's format: each is read for ever (published links must open).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Version {
    /// Chains for draws and for turns: a turn's proof shows who played, not what.
    One,
    /// Chains for draws, and every person's signature of the history: the link proves itself,
    /// signed by the keys it carries. Its invitation's hash binds no key, so that a game played
    /// under other keys with the same number and names shares its identity.
    Two,
    /// As version 2, the invitation's hash binding the inviter's key as well: a game under
    /// other keys is another game, kept apart.
    Three,
}

/// The whole game as the links carry it. The record's seed is the game's number: it names the
/// game and deals nothing (the players' chains deal).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameByLink {
    pub version: Version,
    pub record: GameRecord,
    pub seats: Vec<Seat>,
}

/// Why a link is refused: one sentence for the reader. Nothing kept changes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The text is not a game by link.
    Malformed(String),
    /// Another game than the one this browser knows by this number.
    OtherGame,
    /// A move this browser knew was replaced (`index` from 1).
    RewritesHistory { index: usize },
    /// A person's published key differs from the one this browser knows.
    OtherKey { seat: usize },
    /// A revealed value does not lead to its head: forged.
    ForgedReveal { seat: usize },
    /// Moves of a person come without that person's proof of the turn.
    OutOfTurn { seat: usize, index: usize },
    /// A move the rules refuse.
    IllegalMove {
        index: usize,
        token: String,
        error: ActionError,
    },
    /// Moves after a draw that nobody can make yet.
    AheadOfTheDeal { index: usize },
    /// A computer seat's move is not the one its search finds.
    NotTheComputersMove { index: usize, token: String },
    /// A reveal or a move before every person joined.
    BeforeEveryoneJoined,
    /// Version 2: a person's signature does not sign this history (rewritten, cut, spliced,
    /// renamed, or never played).
    Unsigned { seat: usize },
    /// Version 2: the person signed two histories that part at move `index`: proof of cheating.
    SignedTwice { name: String, index: usize },
    /// Version 2: two seats joined with one key.
    SameKey { seats: (usize, usize) },
    /// Version 2: the inviter (the first person's seat) has not signed the invitation.
    Uninvited,
    /// Version 2 on: a person's published key is no key at all, or one that proves nothing.
    BadKey { seat: usize, fault: KeyFault },
    /// This browser gives no cryptographic source of random numbers: no seat's secret can be
    /// drawn here (a weaker source is never used instead).
    NoSecretSource,
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::Malformed(why) => write!(f, "this is not a game by link: {why}"),
            Refusal::OtherGame => write!(
                f,
                "this link is of another game than the one kept under its number"
            ),
            Refusal::RewritesHistory { index } => {
                write!(
                    f,
                    "this link rewrites move {index}, which was already played otherwise"
                )
            }
            Refusal::OtherKey { seat } => {
                write!(
                    f,
                    "this link gives seat {} another key than the one it joined with",
                    seat + 1
                )
            }
            Refusal::ForgedReveal { seat } => {
                write!(
                    f,
                    "seat {}'s revealed value does not match its commitment",
                    seat + 1
                )
            }
            Refusal::OutOfTurn { seat, index } => write!(
                f,
                "move {index} is seat {}'s, but comes without that player's proof of the turn",
                seat + 1
            ),
            Refusal::IllegalMove {
                index,
                token,
                error,
            } => {
                write!(f, "move {index} ({token}) is refused: {error}")
            }
            Refusal::AheadOfTheDeal { index } => {
                write!(
                    f,
                    "move {index} comes after a draw that nobody has revealed yet"
                )
            }
            Refusal::NotTheComputersMove { index, token } => {
                write!(
                    f,
                    "move {index} ({token}) is not the computer player's move"
                )
            }
            Refusal::BeforeEveryoneJoined => {
                write!(f, "it reveals or moves before every player has joined")
            }
            Refusal::Unsigned { seat } => write!(
                f,
                "seat {}'s signature is not of this game's history: it was changed",
                seat + 1
            ),
            Refusal::SignedTwice { name, index } => {
                write!(f, "{name} signed two different moves {index}")
            }
            Refusal::SameKey { seats: (a, b) } => {
                write!(f, "seats {} and {} joined with the same key", a + 1, b + 1)
            }
            Refusal::Uninvited => write!(f, "nobody signed its invitation"),
            Refusal::BadKey { seat, fault } => {
                let why = match fault {
                    KeyFault::NoPoint => "is no key at all",
                    KeyFault::NonCanonical => "is a key written otherwise than its one spelling",
                    KeyFault::Weak => "is a weak key, which would accept signatures nobody made",
                };
                write!(f, "seat {}'s published key {why}", seat + 1)
            }
            Refusal::NoSecretSource => {
                write!(
                    f,
                    "this browser gives no secure random numbers to draw a secret from"
                )
            }
        }
    }
}

impl std::error::Error for Refusal {}

/// Who the game waits for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Awaited {
    /// These person seats have not joined.
    Join(Vec<usize>),
    /// The next draw needs these persons' reveals (the move before it waits with it).
    Reveal(Vec<usize>),
    /// This seat moves (a person, or a computer that any browser plays).
    Move(usize),
    Over,
}

/// A game by link replayed and checked: the real game so far, and the move that waits for a
/// draw, if any.
#[derive(Clone, Debug, PartialEq)]
pub struct Position {
    /// The game up to the last move that could be played (the deal's start, once everyone has
    /// revealed its draw; `None` before).
    pub game: Option<Game>,
    /// The last move, checked, which waits for the draw it leads to.
    pub pending: Option<Action>,
    /// Who made each move (the pending one included).
    pub actors: Vec<PlayerId>,
    /// The draw the game waits for (from 1), when it waits for one.
    pub waiting_draw: Option<usize>,
    /// Each seat's count of turns: a turn is a run of one seat's moves with no draw between.
    pub turns: Vec<usize>,
    /// The order in which the parties (kingdoms) may reveal the next draw before the game waits
    /// for it, fixed when the draw before it was made (see `GameByLink::draw_to_reveal`).
    pub reveal_order: Vec<KingdomId>,
}

impl GameByLink {
    /// The chains' lengths: a value per possible draw and per possible turn of the game.
    pub fn lengths(&self) -> Lengths {
        let rules = self
            .record
            .setup
            .rules()
            .expect("a game by link's setup is valid");
        let per_deal = usize::from(rules.dominoes_per_deal);
        let lines = per_deal.div_ceil(usize::from(rules.line_len));
        let deals = usize::from(rules.deals);
        Lengths {
            draws: deals * (lines + 2),
            turns: deals * per_deal * 4 + 16,
        }
    }

    /// Whether a link that checks proves itself to anyone: version 2's signed history. A
    /// version-1 link opens to the same position and totals, unproved.
    pub fn is_proved(&self) -> bool {
        self.version >= Version::Two
    }

    pub fn persons(&self) -> impl Iterator<Item = (usize, &String, Option<&Published>)> {
        self.seats.iter().enumerate().filter_map(|(i, s)| match s {
            Seat::Person { name, key } => Some((i, name, key.as_ref())),
            Seat::Computer(_) => None,
        })
    }

    fn key(&self, seat: usize) -> Option<&Published> {
        match &self.seats[seat] {
            Seat::Person { key, .. } => key.as_ref(),
            Seat::Computer(_) => None,
        }
    }

    fn key_mut(&mut self, seat: usize) -> Option<&mut Published> {
        match &mut self.seats[seat] {
            Seat::Person { key, .. } => key.as_mut(),
            Seat::Computer(_) => None,
        }
    }

    /// The setup part of the record (`KD2_3_-_<number>`): what the deal's seeds are bound to.
    pub(super) fn setup_text(&self) -> String {
        let empty = GameRecord {
            setup: self.record.setup,
            actions: Vec::new(),
        };
        let text = empty.to_string();
        text.trim_end_matches('_').to_string()
    }

    /// The seed of draw `k` (from 1): every person's draw value `k`, hashed with the game's
    /// setup (version 2: its invitation) and every person's published key. Unknown until the
    /// last of them is revealed.
    fn draw_seed(&self, k: usize, values: &[(&Published, Value)]) -> u64 {
        let mut hash = match self.version {
            Version::One => Sha256::new()
                .chain_update(b"kingdomino/by-link/v1/deal")
                .chain_update(self.setup_text().as_bytes()),
            Version::Two | Version::Three => Sha256::new()
                .chain_update(b"kingdomino/by-link/v2/deal")
                .chain_update(self.invitation_hash()),
        };
        hash.update((k as u32).to_le_bytes());
        for (key, value) in values {
            match key.proof {
                Proof::Turns { head, .. } => {
                    hash.update(key.draws_head.0);
                    hash.update(head.0);
                }
                Proof::Signed { public, .. } => {
                    hash.update(public.0);
                    hash.update(key.draws_head.0);
                }
            }
            hash.update(value.0);
        }
        let digest = hash.finalize();
        u64::from_le_bytes(digest[..8].try_into().expect("8 bytes"))
    }

    /// The seeds of every draw all persons have revealed.
    fn known_seeds(&self) -> Vec<u64> {
        let keys: Vec<&Published> = self.persons().filter_map(|(_, _, k)| k).collect();
        if keys.len() != self.persons().count() {
            return Vec::new();
        }
        let known = keys.iter().map(|k| k.draws_revealed()).min().unwrap_or(0);
        (1..=known)
            .map(|k| {
                let values: Vec<(&Published, Value)> = keys
                    .iter()
                    .map(|&key| {
                        let (at, value) = key.draws.expect("revealed");
                        (key, super::chain::steps(Purpose::Draws, value, at - k))
                    })
                    .collect();
                self.draw_seed(k, &values)
            })
            .collect()
    }

    /// Replays and checks everything: every reveal against its head, every move against the
    /// rules and its person's proof of the turn, every computer move against its search (when
    /// `check_computers`; a browser that has checked a prefix skips it with `checked_moves`).
    pub fn replay(&self, checked_moves: usize) -> Result<Position, Refusal> {
        let mut search = |game: &Game, level: Level, index: usize| {
            computer_move(game, level, self.record.setup.seed, index)
        };
        let check = Computers {
            from: checked_moves,
            search: &mut search,
        };
        self.check_signed(None)?;
        let position = self.replay_unproven(Some(check))?;
        self.check_proofs(&position, None)?;
        Ok(position)
    }

    /// Everything [`GameByLink::replay`] checks but the computer seats' moves: what the page
    /// checks at once (it has the computer moves searched again in its worker, see
    /// [`GameByLink::computer_checks`]).
    pub fn check_moves(&self) -> Result<Position, Refusal> {
        self.check_signed(None)?;
        let position = self.replay_unproven(None)?;
        self.check_proofs(&position, None)?;
        Ok(position)
    }

    /// Every revealed value leads to its head, and none comes before everyone joined.
    pub(super) fn check_reveals(&self) -> Result<(), Refusal> {
        let lengths = self.lengths();
        let joined = self.persons().all(|(_, _, k)| k.is_some());
        for (seat, _, key) in self.persons() {
            let Some(key) = key else { continue };
            let Some((k, value)) = key.draws else {
                continue;
            };
            if !joined {
                return Err(Refusal::BeforeEveryoneJoined);
            }
            if k == 0 || k > lengths.draws || !verifies(Purpose::Draws, key.draws_head, k, value) {
                return Err(Refusal::ForgedReveal { seat });
            }
        }
        Ok(())
    }

    /// Everything `replay` checks but the persons' proofs of their turns.
    fn replay_unproven(&self, mut computers: Option<Computers>) -> Result<Position, Refusal> {
        self.check_reveals()?;
        let joined = self.persons().all(|(_, _, k)| k.is_some());
        let seeds = self.known_seeds();
        let mut position = Position {
            game: None,
            pending: None,
            actors: Vec::new(),
            waiting_draw: None,
            turns: vec![0; self.seats.len()],
            reveal_order: Vec::new(),
        };
        let mut game = Game::dealt_by(self.record.setup, RevealedDraws::new(seeds))
            .map_err(|e| Refusal::Malformed(e.to_string()))?;
        if game.is_starved() {
            if !self.record.actions.is_empty() {
                return Err(if joined {
                    Refusal::AheadOfTheDeal { index: 1 }
                } else {
                    Refusal::BeforeEveryoneJoined
                });
            }
            position.waiting_draw = Some(1);
            return Ok(position);
        }
        position.reveal_order = reveal_order(&game);
        let mut last: Option<(PlayerId, usize)> = None;
        for (i, &action) in self.record.actions.iter().enumerate() {
            let index = i + 1;
            let token = action_token(action);
            let actor = game.table().to_move().ok_or(Refusal::IllegalMove {
                index,
                token: token.clone(),
                error: ActionError::GameOver,
            })?;
            let draws = game.draws_made();
            if last != Some((actor, draws.unwrap_or(0))) {
                position.turns[usize::from(actor.0)] += 1;
            }
            last = Some((actor, draws.unwrap_or(0)));
            if let (&Seat::Computer(level), Some(check)) =
                (&self.seats[usize::from(actor.0)], computers.as_mut())
            {
                if i >= check.from && (check.search)(&game, level, i) != Some(action) {
                    return Err(Refusal::NotTheComputersMove { index, token });
                }
            }
            let before = game.clone();
            game.play(action).map_err(|error| Refusal::IllegalMove {
                index,
                token,
                error,
            })?;
            position.actors.push(actor);
            if game.is_starved() {
                if index != self.record.actions.len() {
                    return Err(Refusal::AheadOfTheDeal { index: index + 1 });
                }
                position.waiting_draw = before.draws_made().map(|d| d + 1);
                position.pending = Some(action);
                game = before;
            } else if game.draws_made() != draws {
                position.reveal_order = reveal_order(&game);
            }
        }
        position.game = Some(game);
        Ok(position)
    }

    /// Each person's proof (but `except`'s) of their moves: version 1's value of their latest
    /// turn, version 2's signature of the history.
    fn check_proofs(&self, position: &Position, except: Option<usize>) -> Result<(), Refusal> {
        match self.version {
            Version::One => self.check_turns(position, except),
            Version::Two | Version::Three => self.check_covered(position, except),
        }
    }

    /// Version 1: each person's value of their latest turn, at the count of their turns.
    fn check_turns(&self, position: &Position, except: Option<usize>) -> Result<(), Refusal> {
        let lengths = self.lengths();
        for (seat, _, key) in self.persons() {
            if Some(seat) == except {
                continue;
            }
            let count = position.turns[seat];
            let proof = key.and_then(|k| match k.proof {
                Proof::Turns { head, latest } => latest.map(|v| (head, v)),
                Proof::Signed { .. } => None,
            });
            let proved = match proof {
                Some((head, value)) => {
                    count > 0
                        && count <= lengths.turns
                        && verifies(Purpose::Turns, head, count, value)
                }
                None => count == 0,
            };
            if !proved {
                // A proof of an earlier turn: the later moves are someone else's doing.
                let earlier = match proof {
                    Some((head, value)) => (1..count.min(lengths.turns + 1))
                        .any(|j| verifies(Purpose::Turns, head, j, value)),
                    None => true,
                };
                return Err(if earlier {
                    Refusal::OutOfTurn {
                        seat,
                        index: last_turn_of(&position.actors, seat).unwrap_or(0),
                    }
                } else {
                    Refusal::ForgedReveal { seat }
                });
            }
        }
        Ok(())
    }

    /// Who the game waits for.
    pub fn awaited(&self, position: &Position) -> Awaited {
        let missing: Vec<usize> = self
            .persons()
            .filter(|(_, _, k)| k.is_none())
            .map(|(i, _, _)| i)
            .collect();
        if !missing.is_empty() {
            return Awaited::Join(missing);
        }
        if let Some(k) = position.waiting_draw {
            return Awaited::Reveal(self.unrevealed(k));
        }
        let game = position.game.as_ref().expect("dealt");
        match game.table().to_move() {
            Some(seat) => Awaited::Move(usize::from(seat.0)),
            None => Awaited::Over,
        }
    }

    /// The persons who have not revealed draw `k` yet.
    fn unrevealed(&self, k: usize) -> Vec<usize> {
        self.persons()
            .filter(|(_, _, key)| key.is_none_or(|key| key.draws_revealed() < k))
            .map(|(i, _, _)| i)
            .collect()
    }

    /// Person `seat` joins with `secret` (version 2: signs the invitation with its join).
    pub fn join(&mut self, seat: usize, secret: &Secret) {
        let heads = secret.heads(self.lengths());
        let proof = match self.version {
            Version::One => Proof::Turns {
                head: heads.turns,
                latest: None,
            },
            Version::Two | Version::Three => Proof::Signed {
                public: secret.public_key(),
                moves: 0,
                signature: Signature([0; 64]),
            },
        };
        if let Seat::Person { key, .. } = &mut self.seats[seat] {
            *key = Some(Published {
                draws_head: heads.draws,
                draws: None,
                proof,
            });
        }
        if self.version != Version::One {
            self.sign_as(seat, secret);
        }
    }

    /// What person `seat`'s browser adds on its own after any change: the proof of its turns,
    /// and its value of the next draw when revealing it lets no one see a line before making
    /// every choice that comes before it (see `docs/play-by-link.md`).
    pub fn bring_up_to_date(&mut self, seat: usize, secret: &Secret) -> Result<Position, Refusal> {
        let lengths = self.lengths();
        self.check_signed(Some(seat))?;
        let position = self.replay_unproven(None)?;
        self.check_proofs(&position, Some(seat))?;
        let count = position.turns[seat];
        if let Some(Published {
            proof: Proof::Turns { latest, .. },
            ..
        }) = self.key_mut(seat)
        {
            *latest = (count > 0).then(|| secret.value(Purpose::Turns, lengths.turns, count));
        }
        if let Some(k) = self.draw_to_reveal(&position, seat) {
            if let Some(key) = self.key_mut(seat) {
                key.draws = Some((k, secret.value(Purpose::Draws, lengths.draws, k)));
            }
        }
        if self.version != Version::One {
            self.sign_as(seat, secret);
        }
        self.check_moves()
    }

    /// The draw `seat` may reveal now, if any.
    fn draw_to_reveal(&self, position: &Position, seat: usize) -> Option<usize> {
        if !self.persons().all(|(_, _, k)| k.is_some()) || self.key(seat).is_none() {
            return None;
        }
        if let Some(k) = position.waiting_draw {
            // Every choice before the draw is made: anyone may complete it.
            return (self.key(seat)?.draws_revealed() < k).then_some(k);
        }
        let game = position.game.as_ref()?;
        let k = game.draws_made()? + 1;
        if game.table().is_over() || self.key(seat)?.draws_revealed() >= k {
            return None;
        }
        // Partners of a team reveal as one party: one holds what the other holds.
        let rules = game.table().rules();
        let party = |s: usize| rules.kingdom_of(PlayerId(s as u8));
        let mut choosing: Vec<KingdomId> = may_choose_before_draw(game)
            .into_iter()
            .filter(|s| matches!(self.seats[usize::from(s.0)], Seat::Person { .. }))
            .map(|s| rules.kingdom_of(s))
            .collect();
        crate::short_sort::sort(&mut choosing);
        choosing.dedup();
        let mine = party(seat);
        let first = first_of_next_round(game).map(|s| rules.kingdom_of(s));
        if choosing.contains(&mine) || first == Some(mine) {
            // A party that still chooses (or that plays first once the line is out, and so
            // sends the next link anyway) keeps its values back.
            return None;
        }
        // Early reveals come one party at a time, in an order fixed when the draw before was
        // made: a party reveals only once every party before it has, in this very link (the
        // first to play once the line is out never reveals early, and is passed over once
        // known). However a group chat passes links around, opened at once or in any order,
        // the values revealed early are then those of the order's first parties, and whoever
        // revealed last saw every one of them before revealing (docs/play-by-link.md).
        let revealed = |kingdom: KingdomId| {
            self.persons()
                .filter(|&(s, _, _)| party(s) == kingdom)
                .all(|(_, _, key)| key.is_some_and(|key| key.draws_revealed() >= k))
        };
        let before = position.reveal_order.iter().take_while(|&&p| p != mine);
        if before.filter(|&&p| Some(p) != first).any(|&p| !revealed(p)) {
            return None;
        }
        // The parties that would still hold back a value of the draw once this seat reveals:
        // its partner counts as revealing too, since it may, on a link of its own.
        let mut holding: Vec<KingdomId> = self
            .unrevealed(k)
            .into_iter()
            .map(party)
            .filter(|&p| p != mine)
            .collect();
        crate::short_sort::sort(&mut holding);
        holding.dedup();
        match holding[..] {
            // The last value is only given once no person chooses any more (a computer's
            // move comes from its view whoever plays it).
            [] => choosing.is_empty().then_some(k),
            // The party left would then hold every value: only if it chooses nothing more.
            [last] => (!choosing.contains(&last)).then_some(k),
            _ => Some(k),
        }
    }

    /// Person `seat` makes `action`: checked, added, and the link brought up to date.
    pub fn play_as(
        &mut self,
        seat: usize,
        action: Action,
        secret: &Secret,
    ) -> Result<Position, Refusal> {
        let position = self.replay_unproven(None)?;
        let index = self.record.actions.len() + 1;
        let token = action_token(action);
        if position.pending.is_some() {
            return Err(Refusal::AheadOfTheDeal { index });
        }
        let game = position
            .game
            .as_ref()
            .ok_or(Refusal::AheadOfTheDeal { index })?;
        game.table()
            .check_as(PlayerId(seat as u8), action)
            .map_err(|error| Refusal::IllegalMove {
                index,
                token,
                error,
            })?;
        self.record.actions.push(action);
        self.bring_up_to_date(seat, secret)
    }

    /// A computer seat's move, added by any browser (`None` when no computer is to move).
    pub fn play_computer(&mut self, position: &Position) -> Option<Action> {
        let action = self.computer_turn(position)?.run()?;
        self.record.actions.push(action);
        Some(action)
    }

    /// The search a computer seat to move must make, if one is to move: its view, level and
    /// seed (the page runs it in its worker; [`COMPUTER_ITERATIONS`] iterations, no kept tree).
    pub fn computer_turn(&self, position: &Position) -> Option<ComputerSearch> {
        let game = position.game.as_ref()?;
        if position.pending.is_some() {
            return None;
        }
        let seat = game.table().to_move()?;
        match self.seats[usize::from(seat.0)] {
            Seat::Computer(level) => Some(ComputerSearch {
                index: self.record.actions.len(),
                view: game.view(Some(seat)),
                level,
                seed: computer_seed(self.record.setup.seed, self.record.actions.len()),
                played: None,
            }),
            Seat::Person { .. } => None,
        }
    }

    /// The computer seats' moves from move `from` on (from 0), each with the search that must
    /// find it: what a browser checks of a link it did not know.
    pub fn computer_checks(&self, from: usize) -> Vec<ComputerSearch> {
        let mut found = Vec::new();
        let mut record = |game: &Game, level: Level, index: usize| {
            if index >= from {
                let seat = game.table().to_move().expect("a move");
                found.push(ComputerSearch {
                    index,
                    view: game.view(Some(seat)),
                    level,
                    seed: computer_seed(self.record.setup.seed, index),
                    played: Some(self.record.actions[index]),
                });
            }
            // What the link says: the rules check it next.
            Some(self.record.actions[index])
        };
        let check = Computers {
            from,
            search: &mut record,
        };
        let _ = self.replay_unproven(Some(check));
        found
    }

    /// Adds a computer seat's move found by a search (the rules check it when it is replayed).
    pub fn add_computer_move(&mut self, action: Action) {
        self.record.actions.push(action);
    }

    /// Merges what `other` (a link of the same game) knows into this: the longer history when
    /// one extends the other, every key, and each person's latest reveal and proof. Both must
    /// check. Two proved histories that part ways were both signed by the person whose move
    /// parts them: that person is named.
    pub fn merge(&self, other: &GameByLink) -> Result<GameByLink, Refusal> {
        if self.version != other.version
            || self.record.setup != other.record.setup
            || self.seats.len() != other.seats.len()
            || (self.version != Version::One && self.invitation_hash() != other.invitation_hash())
        {
            return Err(Refusal::OtherGame);
        }
        let (short, long) = if self.record.actions.len() <= other.record.actions.len() {
            (&self.record.actions, &other.record.actions)
        } else {
            (&other.record.actions, &self.record.actions)
        };
        if let Some(i) = short.iter().zip(long).position(|(a, b)| a != b) {
            return Err(self.parting(other, i));
        }
        let mut merged = self.clone();
        merged.record.actions = long.clone();
        let longer = other.record.actions.len() > self.record.actions.len();
        for (seat, (mine, theirs)) in merged.seats.iter_mut().zip(&other.seats).enumerate() {
            match (mine, theirs) {
                (Seat::Computer(a), Seat::Computer(b)) if a == b => {}
                (
                    Seat::Person { name: a, key: mine },
                    Seat::Person {
                        name: b,
                        key: theirs,
                    },
                ) if a == b => match (mine.as_mut(), theirs) {
                    (_, None) => {}
                    (None, Some(k)) => *mine = Some(*k),
                    (Some(m), Some(t)) => *m = merged_key(m, t, longer, seat)?,
                },
                _ => return Err(Refusal::OtherGame),
            }
        }
        Ok(merged)
    }

    /// Whether some person's published key differs between the two (both joined).
    fn keys_differ(&self, other: &GameByLink) -> bool {
        (0..self.seats.len().min(other.seats.len())).any(|seat| {
            let (a, b) = (self.key(seat), other.key(seat));
            a.zip(b).is_some_and(|(a, b)| a.public() != b.public())
        })
    }

    /// Why two histories of this game that differ at move `index` (from 0) are refused.
    fn parting(&self, other: &GameByLink, index: usize) -> Refusal {
        let rewritten = Refusal::RewritesHistory { index: index + 1 };
        if self.version == Version::One {
            return rewritten;
        }
        // Both checked already: the move that parts them is signed by its seat's key in each.
        // Only the same key signing both accuses its person; under two keys, the link is of
        // another game (someone played a game of their own under this one's number and names).
        let actor = self
            .check_moves()
            .ok()
            .and_then(|p| p.actors.get(index).copied())
            .map(|a| usize::from(a.0));
        let Some(seat) = actor else {
            return rewritten;
        };
        let signer = |game: &GameByLink| game.key(seat).and_then(Published::public);
        match &self.seats[seat] {
            Seat::Person { name, .. } if other.check_moves().is_ok() => {
                if signer(self).is_some() && signer(self) == signer(other) {
                    Refusal::SignedTwice {
                        name: name.clone(),
                        index: index + 1,
                    }
                } else {
                    Refusal::OtherGame
                }
            }
            // A computer's move: whoever signed the history after it answers for it, and
            // every browser searches it again; two keys for one seat are two games.
            Seat::Computer(_) if self.keys_differ(other) => Refusal::OtherGame,
            _ => rewritten,
        }
    }
}

/// One person's key as two links give it: the same published key, with the later reveal and
/// proof (version 1: the proof of the longer history; version 2: the signature that covers
/// more, which signs the later reveal too).
fn merged_key(
    mine: &Published,
    theirs: &Published,
    theirs_longer: bool,
    seat: usize,
) -> Result<Published, Refusal> {
    let published = |k: &Published| {
        let turns = match k.proof {
            Proof::Turns { head, .. } => Some(head),
            Proof::Signed { .. } => None,
        };
        (k.draws_head, turns, k.public())
    };
    if published(mine) != published(theirs) {
        return Err(Refusal::OtherKey { seat });
    }
    let mut merged = *mine;
    match (mine.proof, theirs.proof) {
        (Proof::Signed { moves: a, .. }, Proof::Signed { moves: b, .. }) => {
            if (theirs.draws_revealed(), b) > (mine.draws_revealed(), a) {
                merged = *theirs;
            }
        }
        _ => {
            if theirs.draws_revealed() > mine.draws_revealed() {
                merged.draws = theirs.draws;
            }
            // The longer proof of turns is the one of the longer history.
            if let (Proof::Turns { latest, .. }, Proof::Turns { latest: t, .. }) =
                (&mut merged.proof, theirs.proof)
            {
                if theirs_longer {
                    *latest = t.or(*latest);
                }
            }
        }
    }
    Ok(merged)
}

/// The number (from 1) of the last move of `seat`.
fn last_turn_of(actors: &[PlayerId], seat: usize) -> Option<usize> {
    actors
        .iter()
        .rposition(|a| usize::from(a.0) == seat)
        .map(|i| i + 1)
}

/// The seats that may still have a choice to make before the next draw: the kings still to
/// move this round (the one moving included), a seat that must act out of turn, every seat a
/// module may call out of turn before the draw (`Table::may_call_before_draw`: the module
/// answers for its own rules), and once the deal's last line is out, every seat.
fn may_choose_before_draw(game: &Game) -> Vec<PlayerId> {
    let table = game.table();
    let mut seats: Vec<PlayerId> = table.to_move().into_iter().collect();
    match table.step() {
        Step::FirstClaims { next } => seats.extend(&table.pick_order()[usize::from(next)..]),
        Step::Place { slot } | Step::Claim { slot } | Step::Finish { slot } => {
            let to_move = table.current_line()[usize::from(slot)..]
                .iter()
                .filter(|s| !s.taken);
            seats.extend(to_move.filter_map(|s| s.king));
        }
        Step::Over => {}
    }
    // A module that lets a seat act out of turn names whom it may call.
    seats.extend(table.may_call_before_draw());
    if table.pile_len() == 0 {
        // The deal's last line is out: the next draw (a Dynasty's next deal) comes only after
        // the last round, where every king chooses again.
        seats.extend(table.players());
    }
    crate::short_sort::sort(&mut seats);
    seats.dedup();
    seats
}

/// The parties (kingdoms) in the order they may reveal the next draw early: those with no king
/// left to move in the round first, then each at its last king still to move, so that those
/// who finish choosing first come first. Taken when a draw has just been made, from the game
/// every link of the same history holds alike then.
fn reveal_order(game: &Game) -> Vec<KingdomId> {
    let table = game.table();
    let kings: Vec<PlayerId> = match table.step() {
        Step::FirstClaims { next } => table.pick_order()[usize::from(next)..].to_vec(),
        Step::Place { slot } | Step::Claim { slot } | Step::Finish { slot } => table
            .current_line()
            .iter()
            .skip(usize::from(slot))
            .filter_map(|s| s.king)
            .collect(),
        Step::Over => Vec::new(),
    };
    let last_move = |kingdom: KingdomId| {
        kings
            .iter()
            .rposition(|&s| table.kingdom_of(s) == kingdom)
            .map_or(0, |i| i + 1)
    };
    let mut order: Vec<KingdomId> = table.rules().kingdom_ids().collect();
    crate::short_sort::sort_by_key(&mut order, |&k| last_move(k));
    order
}

/// Who plays first once the next line is out, when the claims already say.
fn first_of_next_round(game: &Game) -> Option<PlayerId> {
    let table = game.table();
    let line = match table.step() {
        Step::FirstClaims { .. } => table.current_line(),
        _ => table.next_line(),
    };
    line.first().and_then(|s| s.king)
}

/// How a replay checks computer moves: from which move on, and by what search.
struct Computers<'a> {
    from: usize,
    search: &'a mut dyn FnMut(&Game, Level, usize) -> Option<Action>,
}

/// A computer seat's search: the move's place (from 0), what the seat sees, its level and seed;
/// with the move a link played, when it is one to check.
#[derive(Clone, Debug, PartialEq)]
pub struct ComputerSearch {
    pub index: usize,
    pub view: PlayerView,
    pub level: Level,
    pub seed: u64,
    pub played: Option<Action>,
}

/// The seed of the computer seat's search at move `index` of game `number`.
pub fn computer_seed(number: u64, index: usize) -> u64 {
    number ^ (index as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// A computer seat's move: the level's search from a seed drawn from the game's number and
/// the move's place, a fixed number of iterations, no tree kept from before.
pub fn computer_move(game: &Game, level: Level, number: u64, index: usize) -> Option<Action> {
    let seat = game.table().to_move()?;
    ComputerSearch {
        index,
        view: game.view(Some(seat)),
        level,
        seed: computer_seed(number, index),
        played: None,
    }
    .run()
}

impl ComputerSearch {
    /// The search itself, here (the page runs the same in its worker).
    pub fn run(&self) -> Option<Action> {
        let mut search =
            self.level
                .search(self.view.clone(), self.seed, &mut ReusableTrees::default());
        think(
            &mut *search,
            crate::ai::Budget::iterations(COMPUTER_ITERATIONS),
            &NoClock,
        )
    }
}
