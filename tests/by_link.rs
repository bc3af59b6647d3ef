//! Games by link, played by simulated browsers that share nothing but the links: whole games
//! of each game of the family, tampered links refused, and a deal no single player can foresee.

use kingdomino::ai::Level;
use kingdomino::by_link::{Awaited, GameByLink, Refusal, Seat, Secret, Value};
use kingdomino::notation::GameRecord;
use kingdomino::rules::{Action, GameSetup, Options, PlayerId, Rng, Variant};

/// One person's browser: their secret and the latest game it knows.
struct Browser {
    seat: usize,
    secret: Secret,
    known: Option<GameByLink>,
}

fn read(text: &str) -> GameByLink {
    GameByLink::parse_link(text).unwrap()
}

fn secret_of(seat: usize, salt: u8) -> Secret {
    let mut bytes = [salt; 16];
    bytes[0] = seat as u8;
    Secret(Value(bytes))
}

impl Browser {
    /// Opens `link`: checks it against what it knew, adds its own part, plays its turn (the
    /// moves chosen by `rng`) and the computers', and gives the next link.
    fn open(&mut self, link: &str, rng: &mut Rng) -> Result<String, Refusal> {
        let incoming = read(link);
        let mut game = match &self.known {
            Some(known) => known.merge(&incoming)?,
            None => incoming,
        };
        // The computer moves are searched again once, at the game's end (`ended`), as a page
        // searches only those it had not seen.
        game.check_moves()?;
        if matches!(&game.seats[self.seat], Seat::Person { key: None, .. }) {
            game.join(self.seat, &self.secret);
        }
        let mut position = game.bring_up_to_date(self.seat, &self.secret)?;
        let mut actions = Vec::new();
        loop {
            match game.awaited(&position) {
                Awaited::Move(seat) if seat == self.seat => {
                    let table = position.game.as_ref().unwrap().table();
                    table.legal_actions(&mut actions);
                    let action = actions[rng.below(actions.len())];
                    position = game.play_as(self.seat, action, &self.secret)?;
                }
                Awaited::Move(seat) if matches!(game.seats[seat], Seat::Computer(_)) => {
                    game.play_computer(&position).expect("a computer move");
                    position = game.bring_up_to_date(self.seat, &self.secret)?;
                }
                _ => break,
            }
        }
        self.known = Some(game.clone());
        Ok(format!("#{game}"))
    }
}

/// The invitation: the inviter's setup and seats, nobody joined yet.
fn invitation(setup: GameSetup, seats: Vec<Seat>) -> String {
    let game = GameByLink {
        record: GameRecord {
            setup,
            actions: Vec::new(),
        },
        seats,
    };
    format!("#{game}")
}

fn person(name: &str) -> Seat {
    Seat::Person {
        name: name.to_string(),
        key: None,
    }
}

/// Plays a whole game by links: each link goes to whoever the game waits for, and every link
/// made is checked as it is sent (see `no_choice_is_made_holding_its_next_draw`). Returns the
/// final link and every link sent.
fn play_by_links(setup: GameSetup, seats: Vec<Seat>, salt: u8) -> (String, Vec<String>) {
    let mut browsers: Vec<Option<Browser>> = seats
        .iter()
        .enumerate()
        .map(|(seat, s)| {
            matches!(s, Seat::Person { .. }).then(|| Browser {
                seat,
                secret: secret_of(seat, salt),
                known: None,
            })
        })
        .collect();
    let mut rng = Rng::new(u64::from(salt));
    let mut link = invitation(setup, seats);
    let mut sent = vec![link.clone()];
    for _ in 0..2000 {
        let game = read(&link);
        let position = game.check_moves().expect("every link sent checks");
        let next = match game.awaited(&position) {
            Awaited::Join(seats) | Awaited::Reveal(seats) => seats[0],
            Awaited::Move(seat) => seat,
            Awaited::Over => return (link, sent),
        };
        let browser = browsers[next]
            .as_mut()
            .expect("a computer's move is played before");
        link = browser.open(&link, &mut rng).expect("an honest link opens");
        sent.push(link.clone());
    }
    panic!("the game did not end");
}

/// Whether the game of `link` is over, every move checked (computer moves searched again).
fn ended(link: &str) -> bool {
    let position = read(link).replay(0).expect("the last link checks");
    position.game.is_some_and(|g| g.table().is_over())
}

fn kingdomino(players: u8, number: u64) -> GameSetup {
    GameSetup::kingdomino(players, number)
}

#[test]
fn a_three_player_game_by_links_plays_to_the_end() {
    let seats = vec![person("Ann"), person("Bob"), person("Cé cile")];
    let (last, sent) = play_by_links(kingdomino(3, 77), seats, 1);
    assert!(ended(&last));
    // Each round takes about one link per turn: count them.
    assert!(sent.len() < 60, "{} links", sent.len());
}

#[test]
fn queendomino_and_age_of_giants_with_a_computer_seat_play_to_the_end() {
    let qd = GameSetup::queendomino(2, 5);
    let (last, _) = play_by_links(qd, vec![person("Ann"), person("Bob")], 2);
    assert!(ended(&last));

    let giants = kingdomino(4, 9).with_options(Options {
        age_of_giants: true,
        ..Options::default()
    });
    let seats = vec![
        person("Ann"),
        Seat::Computer(Level::Greedy),
        person("Bob"),
        person("Cy"),
    ];
    let (last, _) = play_by_links(giants, seats, 3);
    assert!(ended(&last));
}

#[test]
fn the_royal_wedding_for_eight_plays_by_links() {
    let setup = GameSetup {
        variant: Variant::RoyalWedding,
        ..GameSetup::queendomino(8, 4)
    };
    let seats = (0..8).map(|i| person(&format!("P{i}"))).collect();
    let (last, _) = play_by_links(setup, seats, 4);
    assert!(ended(&last));
    println!("8-seat Royal Wedding, last link: {} characters", last.len());
}

/// The longest link of a whole 4-player Kingdomino game, and of an 8-seat Royal Wedding.
#[test]
fn links_fit() {
    let seats = vec![
        person("Annabelle"),
        person("Bartholomew"),
        person("Cy"),
        person("Dominique"),
    ];
    let (_, sent) = play_by_links(kingdomino(4, 12), seats, 5);
    let longest = sent.iter().map(String::len).max().unwrap();
    println!("4-player Kingdomino: longest link fragment {longest} characters");
    assert!(longest + "https://example.org/kingdomino/".len() <= 2000);
}

/// The draws each person has revealed in any of `links`.
fn revealed_in(links: &[String], persons: usize) -> Vec<usize> {
    let mut revealed = vec![0; persons];
    for link in links {
        for (seat, _, key) in read(link).persons() {
            revealed[seat] = revealed[seat].max(key.map_or(0, |k| k.draws_revealed()));
        }
    }
    revealed
}

/// The real danger, in every game sent by `play_by_links`: at every choice a person makes (a
/// claim, a placement, a giant placed out of turn, a building, anything), what their browser can
/// hold (every link sent before, their own secret and, in a team, their partner's) must leave a
/// value of the next draw unknown. Returns how many choices were checked.
fn no_choice_holds_its_next_draw(sent: &[String]) -> usize {
    let last = read(sent.last().unwrap());
    let end = last.check_moves().unwrap().game.unwrap();
    let draws = end.draws_made().unwrap();
    let rules = end.table().rules();
    let persons: Vec<usize> = last.persons().map(|(i, _, _)| i).collect();
    // Where each move was first sent, and the draw it comes before.
    let mut game = end.at_start();
    let mut checked = 0;
    let mut sent_before = 0;
    for (index, &action) in last.record.actions.iter().enumerate() {
        while read(&sent[sent_before]).record.actions.len() <= index {
            sent_before += 1;
        }
        let actor = game.table().to_move().unwrap();
        let k = game.draws_made().unwrap() + 1;
        game.play(action).unwrap();
        if k > draws || matches!(last.seats[usize::from(actor.0)], Seat::Computer(_)) {
            continue;
        }
        let party = rules.kingdom_of(actor);
        let revealed = revealed_in(&sent[..sent_before], last.seats.len());
        let unknown: Vec<usize> = persons
            .iter()
            .copied()
            .filter(|&p| revealed[p] < k && rules.kingdom_of(PlayerId(p as u8)) != party)
            .collect();
        assert!(
            !unknown.is_empty(),
            "move {} (seat {}) chosen holding draw {k}: {}",
            index + 1,
            actor.0,
            sent[sent_before - 1]
        );
        checked += 1;
    }
    checked
}

/// In every game of the family, with and without computer seats of each level, in teams and in
/// two-player games: nobody makes a choice holding the draw it comes before.
#[test]
fn no_choice_is_made_holding_its_next_draw() {
    let persons = |n: usize| (0..n).map(|i| person(&format!("P{i}"))).collect::<Vec<_>>();
    let with = |mut seats: Vec<Seat>, at: usize, level| {
        seats[at] = Seat::Computer(level);
        seats
    };
    let giants = |players, number| {
        kingdomino(players, number).with_options(Options {
            age_of_giants: true,
            ..Options::default()
        })
    };
    let queendomino_giants = |players, number| {
        GameSetup::queendomino(players, number).with_options(Options {
            age_of_giants: true,
            ..Options::default()
        })
    };
    let wedding = |players, number, teams: bool| GameSetup {
        variant: Variant::RoyalWedding,
        options: Options {
            teams: teams.then(|| Options::paired_teams(players)),
            ..Options::default()
        },
        ..GameSetup::queendomino(players, number)
    };
    let games = [
        (kingdomino(2, 3), persons(2)),
        (kingdomino(3, 4), persons(3)),
        (kingdomino(4, 5), with(persons(4), 2, Level::Random)),
        (GameSetup::queendomino(2, 6), persons(2)),
        (
            GameSetup::queendomino(3, 6),
            with(persons(3), 0, Level::Greedy),
        ),
        (giants(2, 7), persons(2)),
        (giants(3, 7), with(persons(3), 1, Level::Expert)),
        (giants(3, 8), with(persons(3), 2, Level::Hard)),
        (giants(4, 9), with(persons(4), 1, Level::Random)),
        (giants(4, 10), with(persons(4), 3, Level::Greedy)),
        (giants(5, 11), persons(5)),
        (
            queendomino_giants(3, 12),
            with(persons(3), 1, Level::Greedy),
        ),
        (wedding(3, 13, false), with(persons(3), 2, Level::Greedy)),
        (wedding(6, 14, true), persons(6)),
        (wedding(8, 15, true), with(persons(8), 5, Level::Random)),
    ];
    for (i, (setup, seats)) in games.into_iter().enumerate() {
        for salt in [20, 40] {
            let (last, sent) = play_by_links(setup, seats.clone(), salt + i as u8);
            assert!(ended(&last));
            let checked = no_choice_holds_its_next_draw(&sent);
            assert!(checked > 10, "{setup:?}: {checked} choices");
        }
    }
}

/// A game by link stopped at a given link, to tamper with.
fn some_game_midway() -> (Vec<String>, GameByLink) {
    let seats = vec![person("Ann"), person("Bob"), person("Cy")];
    let (_, sent) = play_by_links(kingdomino(3, 21), seats, 10);
    let midway = read(&sent[sent.len() / 2]);
    (sent, midway)
}

#[test]
fn a_rewritten_past_move_is_refused_against_what_was_known() {
    let (sent, known) = some_game_midway();
    let later = read(&sent[sent.len() / 2 + 3]);
    let mut rewritten = later.clone();
    // Another legal first claim: the same domino claimed by someone else is refused by the
    // rules; swapping two claims of the first line keeps it legal.
    rewritten.record.actions.swap(0, 1);
    assert!(matches!(
        known.merge(&rewritten),
        Err(Refusal::RewritesHistory { index: 1 })
    ));
    // What was known is kept as it was.
    assert_eq!(
        known.merge(&later).unwrap().record.actions,
        later.record.actions
    );
}

#[test]
fn a_forged_reveal_is_refused() {
    let (_, mut game) = some_game_midway();
    let Seat::Person { key: Some(key), .. } = &mut game.seats[1] else {
        unreachable!()
    };
    let (k, _) = key.draws.unwrap();
    key.draws = Some((k + 1, Value([9; 16])));
    let text = format!("#{game}");
    let err = GameByLink::parse_link(&text).unwrap_err().to_string();
    assert!(err.contains("does not match its commitment"), "{err}");
}

#[test]
fn a_move_out_of_turn_is_refused() {
    let (_, game) = some_game_midway();
    let position = game.replay(0).unwrap();
    let Awaited::Move(mover) = game.awaited(&position) else {
        panic!("someone is to move")
    };
    // Someone else appends the mover's move, without the mover's secret.
    let mut forged = game.clone();
    let mut actions = Vec::new();
    position
        .game
        .as_ref()
        .unwrap()
        .table()
        .legal_actions(&mut actions);
    forged.record.actions.push(actions[0]);
    let err = forged.replay(0).unwrap_err();
    assert!(
        matches!(err, Refusal::OutOfTurn { seat, .. } if seat == mover),
        "{err}"
    );
    // And with a wrong proof.
    let Seat::Person { key: Some(key), .. } = &mut forged.seats[mover] else {
        unreachable!()
    };
    key.turns = Some(Value([1; 16]));
    assert!(forged.replay(0).is_err());
}

#[test]
fn a_link_of_another_game_is_refused() {
    let (sent, known) = some_game_midway();
    let other = {
        let seats = vec![person("Ann"), person("Bob"), person("Cy")];
        let (_, sent) = play_by_links(kingdomino(3, 22), seats, 11);
        read(&sent[sent.len() / 2])
    };
    assert_eq!(known.merge(&other).unwrap_err(), Refusal::OtherGame);
    // Its keys under this game's number: the keys are not the ones that joined.
    let mut spliced = other.clone();
    spliced.record.setup = known.record.setup;
    spliced
        .record
        .actions
        .truncate(known.record.actions.len().min(spliced.record.actions.len()));
    assert!(known.merge(&spliced).is_err());
    let _ = sent;
}

/// What one player holds before a line is out (their secret, every link) does not fix it: the
/// line changes when any other player's secret does.
#[test]
fn a_line_depends_on_every_other_players_secret() {
    let setup = kingdomino(3, 30);
    let line_for = |secrets: [Secret; 3]| {
        let mut game = GameByLink {
            record: GameRecord {
                setup,
                actions: Vec::new(),
            },
            seats: vec![person("A"), person("B"), person("C")],
        };
        for (seat, s) in secrets.iter().enumerate() {
            game.join(seat, s);
        }
        for (seat, s) in secrets.iter().enumerate() {
            game.bring_up_to_date(seat, s).unwrap();
        }
        let position = game.replay(0).unwrap();
        let line: Vec<_> = position
            .game
            .unwrap()
            .table()
            .current_line()
            .iter()
            .map(|s| s.domino)
            .collect();
        line
    };
    let base = [secret_of(0, 1), secret_of(1, 1), secret_of(2, 1)];
    let line = line_for(base);
    for other in 1..3 {
        for salt in 2..6 {
            let mut changed = base;
            changed[other] = secret_of(other, salt);
            assert_ne!(line_for(changed), line, "seat {other}, salt {salt}");
        }
    }
}

#[test]
fn links_print_back_as_themselves_and_refuse_other_spellings() {
    let (sent, _) = some_game_midway();
    for link in sent.iter().step_by(5) {
        assert_eq!(format!("#{}", read(link)), *link);
    }
    let link = &sent[4];
    for (from, to) in [
        ("&v=1", "&v=2"),
        ("&v=1", ""),
        ("@Ann", "@A%6En"),
        ("@Ann", "@"),
    ] {
        let bad = link.replacen(from, to, 1);
        assert!(GameByLink::parse_link(&bad).is_err(), "{bad}");
    }
    let _: Action = Action::Discard;
}

/// A computer seat's move that its search does not find is refused, and the searches a page
/// runs in its worker to check a link are the ones that find every computer move played.
#[test]
fn a_computer_move_its_search_does_not_find_is_refused() {
    let seats = vec![person("Ann"), Seat::Computer(Level::Greedy), person("Bob")];
    let (last, _) = play_by_links(kingdomino(3, 50), seats, 13);
    let game = read(&last);
    let checks = game.computer_checks(0);
    assert!(!checks.is_empty());
    for check in &checks {
        let mut search =
            check
                .level
                .search(check.view.clone(), check.seed, &mut Default::default());
        let found = kingdomino::ai::think(
            &mut *search,
            kingdomino::ai::Budget::iterations(kingdomino::by_link::COMPUTER_ITERATIONS),
            &kingdomino::ai::NoClock,
        );
        assert_eq!(found, check.played, "move {}", check.index + 1);
    }
    // A link that ends with the first computer move, that move replaced by another legal one.
    let first = checks[0].index;
    let (_, sent) = play_by_links(
        kingdomino(3, 50),
        vec![person("Ann"), Seat::Computer(Level::Greedy), person("Bob")],
        13,
    );
    let mut forged = sent
        .iter()
        .map(|l| read(l))
        .find(|g| g.record.actions.len() == first + 1)
        .expect("a link ends with the first computer move");
    forged.record.actions.pop();
    let position = forged.check_moves().unwrap();
    let mut legal = Vec::new();
    position.game.unwrap().table().legal_actions(&mut legal);
    let other = legal
        .into_iter()
        .find(|a| Some(*a) != checks[0].played)
        .unwrap();
    forged.add_computer_move(other);
    assert!(forged.check_moves().is_ok(), "the rules allow it");
    assert!(matches!(
        forged.replay(0),
        Err(Refusal::NotTheComputersMove { index, .. }) if index == first + 1
    ));
}

/// `replay=` and `game=` links are not games by link; `play=` is, at the start of a fragment or
/// after `&` or `#`.
#[test]
fn only_a_play_parameter_names_a_game_by_link() {
    use kingdomino::by_link::is_game_by_link;
    assert!(is_game_by_link("play=KD2_2_-_1_&v=1"));
    assert!(is_game_by_link("#play=KD2_2_-_1_"));
    assert!(is_game_by_link("https://example.org/k/#play=KD2_2_-_1_"));
    assert!(!is_game_by_link("#replay=KD2_2_-_1_"));
    assert!(!is_game_by_link("https://example.org/#replay=KD2_2_-_1_"));
    assert!(!is_game_by_link("#game=KD2_2_-_1_&seats=human,expert"));
}
