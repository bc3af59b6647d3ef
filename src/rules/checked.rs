//! States that come from outside the program (the worker's requests) are checked before any
//! rule reads them: a state no game could reach is refused with the reason, never trusted into
//! a panic. The worker checks every view it reads with [`PlayerView::checked`].

use super::domino_set::DominoSet;
use super::kingdom::MAX_DOMINOES;
use super::registry;
use super::state_error::{check_domino, check_seat, ensure, StateError};
use super::{DominoId, FirstClaims, Kingdom, LineSlot, PlayerId, PlayerView, RuleSet, Step, Table};

impl Kingdom {
    /// The kingdom is what laying its dominoes in order makes: each legal, every derived plane
    /// as they leave it. Only crowns may differ from the printed ones (buildings add them,
    /// giants cover them), within 0 to 3 and as the crown planes say.
    pub(crate) fn check_state(&self, size: u8) -> Result<(), StateError> {
        ensure(self.size() == size, || {
            format!(
                "a {}x{} kingdom at a {size}x{size} table",
                self.size(),
                self.size()
            )
        })?;
        ensure((1..=7).contains(&size), || {
            format!("kingdoms of size {size}")
        })?;
        ensure(self.placed_len_raw() <= MAX_DOMINOES, || {
            format!("{} dominoes in one kingdom", self.placed_len_raw())
        })?;
        let mut rebuilt = Kingdom::new(size);
        for &(id, placement) in self.placed() {
            check_domino(id)?;
            rebuilt
                .place(id.domino(), placement)
                .map_err(|e| StateError(format!("domino {id} at {placement}: {e}")))?;
        }
        ensure(self.same_but_crowns(&rebuilt), || {
            "a kingdom whose squares are not the dominoes laid in it".to_string()
        })
    }
}

impl Table {
    /// Every index, id and count the rules read, against the table's own rule set.
    pub(crate) fn check_state(&self) -> Result<(), StateError> {
        let rules = self.checked_rules()?;
        ensure(self.kingdoms.len() == usize::from(rules.kingdoms), || {
            format!(
                "{} kingdoms for {} expected",
                self.kingdoms.len(),
                rules.kingdoms
            )
        })?;
        for kingdom in self.kingdoms.iter() {
            kingdom.check_state(rules.kingdom_size)?;
        }
        self.check_lines(&rules)?;
        self.check_piles(&rules)?;
        self.check_each_domino_once(&rules)?;
        self.check_kings(&rules)?;
        self.check_modules(&rules)?;
        self.check_crowns()?;
        // Whatever else holds, a game goes on only where someone can act.
        let mut legal = Vec::new();
        self.legal_actions(&mut legal);
        ensure(self.is_over() || !legal.is_empty(), || {
            format!(
                "a game not over where nobody can act (step {:?})",
                self.step
            )
        })
    }

    /// The table's rule set, which its setup makes (with the quests it drew).
    fn checked_rules(&self) -> Result<RuleSet, StateError> {
        let mut rules = self.setup.rules().map_err(|e| StateError(e.to_string()))?;
        // Drawn quests are drawn when the game starts, from the seed a view hides: any two
        // different quests could have been drawn, and no others.
        if self.setup.draws_quests() {
            let [a, b] = self.rules.bonuses.quests;
            ensure(a.is_some() && b.is_some() && a != b, || {
                "drawn quests that are not two different quests".to_string()
            })?;
            for quest in [a, b].into_iter().flatten() {
                ensure(quest.is_in_the_box(), || {
                    format!(
                        "a drawn quest, {}, that is not one of the box's seventeen",
                        quest.name()
                    )
                })?;
            }
            rules.bonuses.quests = self.rules.bonuses.quests;
        }
        ensure(rules == self.rules, || {
            "rules that are not its setup's".to_string()
        })?;
        Ok(rules)
    }

    /// The lines' dominoes and kings, and the order of the first claims.
    fn check_lines(&self, rules: &RuleSet) -> Result<(), StateError> {
        let check_line = |line: &[LineSlot]| -> Result<(), StateError> {
            ensure(line.len() <= usize::from(rules.line_len), || {
                format!("a line of {} dominoes", line.len())
            })?;
            for slot in line {
                check_domino(slot.domino)?;
                if let Some(king) = slot.king {
                    check_seat(king, rules)?;
                }
            }
            // A line is laid out in the order of its dominoes, which is the order of play.
            ensure(
                line.windows(2)
                    .all(|w| w[0].domino.line_rank() <= w[1].domino.line_rank()),
                || "a line not in the order of its dominoes".to_string(),
            )
        };
        check_line(&self.current)?;
        check_line(&self.next)?;
        ensure(
            self.pick_order.len() <= usize::from(rules.seats * rules.kings_per_seat),
            || format!("{} kings in the pick order", self.pick_order.len()),
        )?;
        for &seat in &self.pick_order {
            check_seat(seat, rules)?;
        }
        for &d in self.discarded.iter().chain(&self.set_aside) {
            check_domino(d)?;
        }
        Ok(())
    }

    /// The pile and the deals.
    fn check_piles(&self, rules: &RuleSet) -> Result<(), StateError> {
        // Lines are drawn whole: a pile that would leave a short line leaves kings without a
        // domino to claim.
        ensure(
            self.pile_len <= usize::from(rules.dominoes_per_deal)
                && (usize::from(rules.dominoes_per_deal) - self.pile_len)
                    .checked_rem(usize::from(rules.line_len))
                    == Some(0),
            || format!("a pile of {} dominoes", self.pile_len),
        )?;
        ensure(self.deal < rules.deals, || {
            format!("deal {} of {}", self.deal + 1, rules.deals)
        })?;
        ensure(
            self.finished_deals.len() <= usize::from(rules.deals),
            || format!("{} finished deals", self.finished_deals.len()),
        )?;
        for deal in &self.finished_deals {
            ensure(deal.len() == self.kingdoms.len(), || {
                "a finished deal without a score per kingdom".to_string()
            })?;
        }
        Ok(())
    }

    fn check_each_domino_once(&self, rules: &RuleSet) -> Result<(), StateError> {
        // Each domino in one place at most (a line keeps the dominoes it gave away, marked
        // taken; the set-aside ones are among the discarded).
        let placed: Vec<DominoId> = self
            .current
            .iter()
            .chain(&self.next)
            .filter(|s| !s.taken)
            .map(|s| s.domino)
            .chain(self.discarded.iter().copied())
            .chain(
                self.kingdoms
                    .iter()
                    .flat_map(|k| k.placed().iter().map(|(d, _)| *d)),
            )
            .collect();
        let mut seen = DominoSet::default();
        ensure(placed.iter().all(|&d| seen.insert(d)), || {
            "a domino in two places at once".to_string()
        })?;
        ensure(
            self.set_aside.iter().all(|d| self.discarded.contains(d)),
            || "a domino set aside but not discarded".to_string(),
        )?;
        ensure(
            placed
                .iter()
                .all(|d| rules.domino_boxes().any(|b| b == d.domino_box)),
            || "a domino from a box this game does not use".to_string(),
        )?;
        Ok(())
    }

    /// The kings on the lines, and the step they are at.
    fn check_kings(&self, rules: &RuleSet) -> Result<(), StateError> {
        // Kings: never more than a seat has, and room on the next line for every king still to
        // claim from the current one.
        let kings = self.current.iter().chain(&self.next).filter_map(|s| s.king);
        for seat in rules.seat_ids() {
            let count = kings.clone().filter(|&k| k == seat).count();
            ensure(count <= usize::from(rules.kings_per_seat), || {
                format!("seat {} with {count} kings", seat.0)
            })?;
        }
        if let Step::Place { slot } | Step::Claim { slot } = self.step {
            // No next line only in a deal's last round, when the pile is spent and nobody claims.
            ensure(
                !self.next.is_empty()
                    || (self.pile_len == 0 && matches!(self.step, Step::Place { .. })),
                || format!("no next line with {} dominoes in the pile", self.pile_len),
            )?;
            if !self.next.is_empty() {
                let to_claim = self
                    .current
                    .iter()
                    .skip(usize::from(slot))
                    .filter(|s| s.king.is_some())
                    .count();
                let free = self.next.iter().filter(|s| s.king.is_none()).count();
                ensure(free >= to_claim, || {
                    format!("{to_claim} kings to claim {free} free dominoes")
                })?;
            }
        }
        let slot_with_king = |slot: u8| {
            self.current
                .get(usize::from(slot))
                .is_some_and(|s| s.king.is_some())
        };
        // Kings move down the line in order: those before the one to move have placed, those
        // after it have not; the one to move has placed once it claims or finishes.
        if let Step::Place { slot } | Step::Claim { slot } | Step::Finish { slot } = self.step {
            let placed_already = !matches!(self.step, Step::Place { .. });
            for (i, s) in self.current.iter().enumerate() {
                let ok = match i.cmp(&usize::from(slot)) {
                    std::cmp::Ordering::Less => s.king.is_none() || s.taken,
                    std::cmp::Ordering::Equal => s.taken == placed_already,
                    std::cmp::Ordering::Greater => !s.taken,
                };
                ensure(ok, || {
                    format!("slot {i} of the line out of turn order for slot {slot} to move")
                })?;
            }
        }
        if let Step::Finish { .. } = self.step {
            // Only the last round of a deal waits for a king to finish its turn, and only in a
            // game whose turns go on after placing.
            ensure(self.next.is_empty() && self.pile_len == 0, || {
                "a turn finishing before the last round".to_string()
            })?;
            ensure(!self.modules.is_empty(), || {
                "a turn finishing in a game without actions after placing".to_string()
            })?;
        }
        if let Step::FirstClaims { next } = self.step {
            ensure(self.current.iter().all(|s| !s.taken), || {
                "a domino placed before the first claims".to_string()
            })?;
            self.check_first_claims(rules, usize::from(next))?;
        }
        match self.step {
            Step::FirstClaims { next } => {
                ensure(usize::from(next) < self.pick_order.len(), || {
                    format!(
                        "the {}th first claim of {}",
                        next + 1,
                        self.pick_order.len()
                    )
                })?;
            }
            Step::Place { slot } | Step::Claim { slot } | Step::Finish { slot } => {
                ensure(slot_with_king(slot), || {
                    format!("no king on slot {slot} to move")
                })?;
            }
            Step::Over => {}
        }
        Ok(())
    }

    fn check_modules(&self, rules: &RuleSet) -> Result<(), StateError> {
        // The modules its rules put in play, in order (a module in the making, plugged in by
        // `Game::with_modules`, may stand beside them).
        let known: Vec<_> = self
            .modules
            .kinds()
            .into_iter()
            .filter(|k| registry::is_named(k.name()))
            .collect();
        ensure(known == registry::in_play(rules), || {
            let names: Vec<&str> = known.iter().map(|k| k.name()).collect();
            format!("the game modules {names:?} where its rules play others")
        })?;
        for m in self.modules.iter() {
            m.check_state(rules, &self.kingdoms)?;
        }
        Ok(())
    }

    /// The first claims go in an order the rule set could draw (every king once; with one-two-one,
    /// the first seat claims first and last), and the kings on the line are those that claimed
    /// already: so the seat named next still has a king to place.
    fn check_first_claims(&self, rules: &RuleSet, next: usize) -> Result<(), StateError> {
        let order = &self.pick_order;
        let mut drawn = order.clone();
        crate::short_sort::sort(&mut drawn);
        let kings: Vec<PlayerId> = rules
            .seat_ids()
            .flat_map(|s| std::iter::repeat_n(s, usize::from(rules.kings_per_seat)))
            .collect();
        let one_two_one = rules.first_claims == FirstClaims::OneTwoOne;
        ensure(
            drawn == kings
                && (!one_two_one
                    || (order.first() == order.get(3) && order.get(1) == order.get(2))),
            || "a first claims order that is not every king once, as drawn".to_string(),
        )?;
        for seat in rules.seat_ids() {
            let on_line = self.current.iter().filter(|s| s.king == Some(seat)).count();
            let claimed = order.iter().take(next).filter(|&&s| s == seat).count();
            ensure(on_line == claimed, || {
                format!(
                    "seat {} with {on_line} kings on the line after {claimed} first claims",
                    seat.0
                )
            })?;
        }
        Ok(())
    }

    /// Every square's crowns are the printed ones as the modules change them: a building's
    /// added, one covered by each giant on it (a giant may cover a building's crown).
    fn check_crowns(&self) -> Result<(), StateError> {
        let mut changes = Vec::new();
        for (id, kingdom) in self.kingdoms.entries() {
            changes.clear();
            for m in self.modules.iter() {
                m.crown_changes(id, &mut changes);
            }
            let mut printed = Kingdom::new(kingdom.size());
            for &(domino, placement) in kingdom.placed() {
                printed.place_unchecked(domino.domino(), placement);
            }
            for &(p, _) in &changes {
                ensure(kingdom.square(p).is_some(), || {
                    format!("crowns changed off the land of kingdom {id} at {p}")
                })?;
            }
            for (p, square) in kingdom.squares() {
                let printed = printed.square(p).map_or(0, |s| i32::from(s.crowns));
                let changed: i32 = changes
                    .iter()
                    .filter(|(at, _)| *at == p)
                    .map(|&(_, c)| i32::from(c))
                    .sum();
                ensure(i32::from(square.crowns) == printed + changed, || {
                    format!(
                        "{} crowns on {p} of kingdom {id}, where {printed} printed and \
                         {changed:+} from buildings and giants make {}",
                        square.crowns,
                        printed + changed
                    )
                })?;
            }
        }
        Ok(())
    }
}

impl PlayerView {
    /// The view, if a game could have shown it: its table checks, its viewer sits at it, and
    /// the unseen dominoes can fill the pile.
    pub fn checked(self) -> Result<PlayerView, StateError> {
        self.check()?;
        Ok(self)
    }

    /// Whether a game could have shown the view (see [`PlayerView::checked`]).
    pub fn check(&self) -> Result<(), StateError> {
        self.table.check_state()?;
        if let Some(viewer) = self.viewer {
            check_seat(viewer, &self.table.rules)?;
        }
        for &d in &self.unseen {
            check_domino(d)?;
        }
        // What is unseen follows from the table: the dominoes of the boxes in play that it does
        // not show. Anything else (a box not in play, a domino twice or already on the table)
        // would leave an imagined pile short.
        let shown = PlayerView::new(self.viewer, self.table.clone());
        ensure(self.unseen == shown.unseen, || {
            "unseen dominoes that are not the ones the table has not shown".to_string()
        })?;
        ensure(self.unseen.len() >= self.table.pile_len, || {
            format!(
                "{} unseen dominoes for a pile of {}",
                self.unseen.len(),
                self.table.pile_len
            )
        })?;
        Ok(())
    }
}
