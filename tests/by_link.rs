//! Games by link, played by simulated browsers that share nothing but the links: whole games
//! of each game of the family, tampered links refused, and a deal no single player can foresee.

use kingdomino::ai::Level;
use kingdomino::by_link::{Awaited, GameByLink, Proof, Refusal, Seat, Secret, Value, Version};
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
        self.open_all(&[link], rng)
    }

    /// Opens `links` one after the other (merging each into what it knew), then acts once.
    fn open_all(&mut self, links: &[&str], rng: &mut Rng) -> Result<String, Refusal> {
        let mut known = self.known.clone();
        for link in links {
            let incoming = read(link);
            known = Some(match &known {
                Some(known) => known.merge(&incoming)?,
                None => incoming,
            });
        }
        let mut game = known.expect("a link");
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

/// The invitation: the inviter's setup and seats, nobody joined yet (the inviter's browser
/// joins first, as the page's does when it invites).
fn invitation(setup: GameSetup, seats: Vec<Seat>) -> String {
    invitation_of(kingdomino::by_link::VERSION, setup, seats)
}

fn invitation_of(version: Version, setup: GameSetup, seats: Vec<Seat>) -> String {
    let game = GameByLink {
        version,
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
    play_by_links_in(kingdomino::by_link::VERSION, setup, seats, salt)
}

fn play_by_links_in(
    version: Version,
    setup: GameSetup,
    seats: Vec<Seat>,
    salt: u8,
) -> (String, Vec<String>) {
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
    let mut link = invitation_of(version, setup, seats);
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

fn giants(players: u8, number: u64) -> GameSetup {
    kingdomino(players, number).with_options(Options {
        age_of_giants: true,
        ..Options::default()
    })
}

/// The Royal Wedding for `players`, in teams of two if `teams`.
fn wedding(players: u8, number: u64, teams: bool) -> GameSetup {
    GameSetup {
        variant: Variant::RoyalWedding,
        options: Options {
            teams: teams.then(|| Options::paired_teams(players)),
            ..Options::default()
        },
        ..GameSetup::queendomino(players, number)
    }
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

/// The links a whole game takes, every person a person: how many before the first move (the
/// invitation, the joins, the first reveals), how many carry moves, how many only a reveal, and
/// the longest (after `#`), with names of 2 to 11 letters.
fn links_of(setup: GameSetup, salt: u8) -> (usize, usize, usize, usize) {
    let names = [
        "Annabelle",
        "Bartholomew",
        "Cy",
        "Dominique",
        "Ed",
        "Florentine",
        "Gus",
        "Hal",
    ];
    let seats = (0..usize::from(setup.players))
        .map(|i| person(names[i]))
        .collect();
    let (last, sent) = play_by_links(setup, seats, salt);
    assert!(ended(&last));
    let moves: Vec<usize> = sent.iter().map(|l| read(l).record.actions.len()).collect();
    let first_move = moves.iter().position(|&m| m > 0).unwrap();
    let with_moves = moves.windows(2).filter(|w| w[1] > w[0]).count();
    let longest = sent.iter().map(|l| l.len() - 1).max().unwrap();
    (
        first_move,
        with_moves,
        sent.len() - first_move - with_moves,
        longest,
    )
}

/// Every game of the family by links: the table of `docs/play-by-link.md`. A whole 4-player
/// Kingdomino game stays under 2,000 characters after `#`.
#[test]
fn links_fit() {
    let giants = |players| {
        kingdomino(players, 70).with_options(Options {
            age_of_giants: true,
            ..Options::default()
        })
    };
    let wedding = |players, teams: bool| GameSetup {
        variant: Variant::RoyalWedding,
        options: Options {
            teams: teams.then(|| Options::paired_teams(players)),
            ..Options::default()
        },
        ..GameSetup::queendomino(players, 71)
    };
    let duel = kingdomino(2, 72).with_options(Options {
        mighty_duel: true,
        ..Options::default()
    });
    let games = [
        ("Kingdomino, 2", kingdomino(2, 73)),
        ("Kingdomino, 3", kingdomino(3, 73)),
        ("Kingdomino, 4", kingdomino(4, 73)),
        ("Kingdomino, Mighty Duel", duel),
        ("Queendomino, 2", GameSetup::queendomino(2, 74)),
        ("Queendomino, 4", GameSetup::queendomino(4, 74)),
        ("Age of Giants, 2", giants(2)),
        ("Age of Giants, 5", giants(5)),
        ("Royal Wedding, 4", wedding(4, false)),
        ("Royal Wedding, 8", wedding(8, false)),
        ("Royal Wedding, teams of 8", wedding(8, true)),
    ];
    println!("| game | links before the first move | with moves | reveal only | longest |");
    for (name, setup) in games {
        let (before, with_moves, reveals, longest) = links_of(setup, 5);
        println!("| {name} | {before} | {with_moves} | {reveals} | {longest} |");
        if name == "Kingdomino, 4" {
            assert!(longest < 2000, "{longest} characters");
        }
    }
}

/// For each link sent, the draws each seat has revealed in it or any link before it, and how
/// many moves it has.
fn revealed_so_far(sent: &[String], seats: usize) -> Vec<(Vec<usize>, usize)> {
    let mut revealed = vec![0; seats];
    sent.iter()
        .map(|link| {
            let game = GameByLink::parse_unchecked(link).unwrap();
            for (seat, _, key) in game.persons() {
                revealed[seat] = revealed[seat].max(key.map_or(0, |k| k.draws_revealed()));
            }
            (revealed.clone(), game.record.actions.len())
        })
        .collect()
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
    let so_far = revealed_so_far(sent, last.seats.len());
    for (index, &action) in last.record.actions.iter().enumerate() {
        while so_far[sent_before].1 <= index {
            sent_before += 1;
        }
        let actor = game.table().to_move().unwrap();
        let k = game.draws_made().unwrap() + 1;
        game.play(action).unwrap();
        if k > draws || matches!(last.seats[usize::from(actor.0)], Seat::Computer(_)) {
            continue;
        }
        let party = rules.kingdom_of(actor);
        let revealed = &so_far[sent_before - 1].0;
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
    let queendomino_giants = |players, number| {
        GameSetup::queendomino(players, number).with_options(Options {
            age_of_giants: true,
            ..Options::default()
        })
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
    // And with a signature of the mover's from another history.
    let Seat::Person { key: Some(key), .. } = &mut forged.seats[mover] else {
        unreachable!()
    };
    let Proof::Signed { moves, .. } = &mut key.proof else {
        panic!("version 2 signs")
    };
    *moves += 1;
    assert!(matches!(
        forged.replay(0),
        Err(Refusal::Unsigned { seat }) if seat == mover
    ));
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
            version: Version::Two,
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
        ("&v=3", "&v=4"),
        ("&v=3", "&v=2"),
        ("&v=3", "&v=1"),
        ("&v=3", ""),
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
    // Whoever played it signed it: the one who forges signs the other move instead.
    let forger = (0..3)
        .find(|&seat| match &forged.seats[seat] {
            Seat::Person { key: Some(key), .. } => {
                matches!(key.proof, Proof::Signed { moves, .. } if moves > first)
            }
            _ => false,
        })
        .expect("the computer move is signed");
    forged.record.actions.pop();
    let secret = secret_of(forger, 13);
    let position = forged.bring_up_to_date(forger, &secret).unwrap();
    let mut legal = Vec::new();
    position.game.unwrap().table().legal_actions(&mut legal);
    let other = legal
        .into_iter()
        .find(|a| Some(*a) != checks[0].played)
        .unwrap();
    forged.add_computer_move(other);
    forged.bring_up_to_date(forger, &secret).unwrap();
    assert!(
        forged.check_moves().is_ok(),
        "the rules and the signatures allow it"
    );
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

/// A finished 3-player game of version 2, every link sent, and its players' salt.
fn signed_game() -> (Vec<String>, GameByLink, u8) {
    let seats = vec![person("Ann"), person("Bob"), person("Hal")];
    let (last, sent) = play_by_links(kingdomino(3, 61), seats, 14);
    (sent, read(&last), 14)
}

fn refused_as(game: &GameByLink) -> Refusal {
    let text = format!("#{game}");
    // The reader checks it whole; so does a fresh replay of what it read.
    let refusal = GameByLink::parse_link(&text).expect_err("refused");
    assert_eq!(game.replay(0).unwrap_err(), refusal);
    refusal
}

/// With the keys published in a finished game's link, nobody can write another history: not a
/// different game on the same deal from move 1, nor the same game cut short, nor one under
/// another number, nor with a seat renamed or two names swapped.
#[test]
fn a_history_nobody_signed_is_refused_for_everyone() {
    let (_, last, _) = signed_game();
    assert!(last.is_proved());
    last.replay(0).expect("the honest link checks");
    let mut rewritten = last.clone();
    rewritten.record.actions.swap(0, 1);
    assert!(matches!(refused_as(&rewritten), Refusal::Unsigned { .. }));
    let mut cut = last.clone();
    cut.record.actions.truncate(cut.record.actions.len() - 3);
    assert!(matches!(refused_as(&cut), Refusal::Unsigned { .. }));
    let mut renumbered = last.clone();
    renumbered.record.setup.seed += 1;
    assert!(matches!(refused_as(&renumbered), Refusal::Unsigned { .. }));
    let mut renamed = last.clone();
    if let Seat::Person { name, .. } = &mut renamed.seats[2] {
        *name = "Hal9000".into();
    }
    assert!(matches!(refused_as(&renamed), Refusal::Unsigned { .. }));
    let mut swapped = last.clone();
    let names: Vec<String> = swapped.persons().map(|(_, n, _)| n.clone()).collect();
    for (seat, name) in swapped
        .seats
        .iter_mut()
        .zip([&names[1], &names[0], &names[2]])
    {
        if let Seat::Person { name: n, .. } = seat {
            *n = name.clone();
        }
    }
    assert!(matches!(refused_as(&swapped), Refusal::Unsigned { .. }));
}

/// Hal sends his choice without his value; Bob's honest page reveals on it. Hal computes the
/// line, replaces his choice and sends it on with Bob's value: refused everywhere (Bob signed
/// the other choice). Without Bob's value, Bob's browser, which holds Hal's first signature,
/// names him.
#[test]
fn a_move_replaced_after_its_reveal_was_taken_is_refused_and_its_signer_named() {
    let (sent, _, salt) = signed_game();
    let links: Vec<GameByLink> = sent.iter().map(|l| read(l)).collect();
    let found = links.windows(2).find_map(|pair| {
        let (before, after) = (&pair[0], &pair[1]);
        let position = before.check_moves().ok()?;
        let n = before.record.actions.len();
        let hal = usize::from(position.actors.last()?.0);
        // The next link adds a reveal by someone else, and no move.
        let revealer = (0..3).find(|&s| {
            s != hal && after.record.actions.len() == n && draws_of(after, s) > draws_of(before, s)
        })?;
        Some((before.clone(), after.clone(), hal, revealer))
    });
    let (hal_sent, bob_revealed, hal, bob) = found.expect("a reveal on someone's last move");
    let n = hal_sent.record.actions.len();
    // Another legal choice in place of Hal's last move.
    let mut other = hal_sent.clone();
    other.record.actions.pop();
    let hal_secret = secret_of(hal, salt);
    let position = other.bring_up_to_date(hal, &hal_secret).unwrap();
    let mut legal = Vec::new();
    position.game.unwrap().table().legal_actions(&mut legal);
    let replaced = *legal
        .iter()
        .find(|&&a| a != hal_sent.record.actions[n - 1])
        .expect("another choice");
    other.play_as(hal, replaced, &hal_secret).unwrap();
    // With Bob's value: Bob's signature is of the other choice.
    let mut carried = other.clone();
    let Seat::Person { key: bob_key, .. } = &bob_revealed.seats[bob] else {
        unreachable!()
    };
    if let Seat::Person { key, .. } = &mut carried.seats[bob] {
        *key = *bob_key;
    }
    assert_eq!(refused_as(&carried), Refusal::Unsigned { seat: bob });
    // Without it: it checks alone, but Bob's browser holds Hal's first signature.
    other.check_moves().expect("Hal's own history checks");
    let refusal = bob_revealed.merge(&other).unwrap_err();
    let Seat::Person { name, .. } = &other.seats[hal] else {
        unreachable!()
    };
    assert_eq!(
        refusal.to_string(),
        format!("{name} signed two different moves {n}")
    );
}

fn draws_of(game: &GameByLink, seat: usize) -> usize {
    match &game.seats[seat] {
        Seat::Person { key: Some(key), .. } => key.draws_revealed(),
        _ => 0,
    }
}

/// A seat taken twice (two people answer the invitation for the same seat) is refused when the
/// second join meets the first; one key at two seats is refused in any link.
#[test]
fn a_seat_taken_twice_is_refused() {
    let invitation = read(&invitation(
        kingdomino(3, 62),
        vec![person("Ann"), person("Bob"), person("Cy")],
    ));
    let mut ann = invitation.clone();
    ann.join(0, &secret_of(0, 1));
    let mut bob = ann.clone();
    bob.join(1, &secret_of(1, 1));
    let mut impostor = ann.clone();
    impostor.join(1, &secret_of(9, 1));
    bob.check_moves().unwrap();
    impostor.check_moves().unwrap();
    assert_eq!(
        bob.merge(&impostor).unwrap_err(),
        Refusal::OtherKey { seat: 1 }
    );
    let mut twice = ann.clone();
    twice.join(2, &secret_of(0, 1));
    assert_eq!(refused_as(&twice), Refusal::SameKey { seats: (0, 2) });
    // Nobody joins before the inviter has signed the invitation.
    let mut early = invitation.clone();
    early.join(1, &secret_of(1, 1));
    assert_eq!(refused_as(&early), Refusal::Uninvited);
}

/// A game begun with version 1 plays on in version 1 (its keys are version 1's), and every
/// version-1 link reads as it did, unproved.
#[test]
fn a_version_one_game_plays_on_unproved() {
    let seats = vec![person("Ann"), Seat::Computer(Level::Greedy), person("Bob")];
    let mut browsers = [
        Browser {
            seat: 0,
            secret: secret_of(0, 15),
            known: None,
        },
        Browser {
            seat: 2,
            secret: secret_of(2, 15),
            known: None,
        },
    ];
    let mut rng = Rng::new(15);
    let mut link = invitation_of(Version::One, kingdomino(3, 63), seats);
    for _ in 0..2000 {
        let game = read(&link);
        assert_eq!(game.version, Version::One);
        assert!(!game.is_proved());
        let position = game.check_moves().unwrap();
        let next = match game.awaited(&position) {
            Awaited::Join(s) | Awaited::Reveal(s) => s[0],
            Awaited::Move(s) => s,
            Awaited::Over => break,
        };
        let browser = browsers.iter_mut().find(|b| b.seat == next).unwrap();
        link = browser.open(&link, &mut rng).unwrap();
        assert!(link.contains("&v=1&"), "{link}");
    }
    assert!(ended(&link));
}

/// Two games under one number (another table, or the same table invited twice) are two games:
/// their identities differ, and neither merges into the other.
#[test]
fn two_games_with_one_number_are_told_apart() {
    let seats = || vec![person("Ann"), person("Bob")];
    let one = read(&invitation(kingdomino(2, 80), seats()));
    let other = read(&invitation(
        kingdomino(2, 80),
        vec![person("Ann"), person("Cy")],
    ));
    assert_ne!(one.identity(), other.identity());
    let mut ann = one.clone();
    ann.join(0, &secret_of(0, 2));
    let mut cy = other.clone();
    cy.join(0, &secret_of(0, 3));
    assert_eq!(ann.merge(&cy).unwrap_err(), Refusal::OtherGame);
    // Version 1 knew a game by its number alone.
    let old = read(&invitation_of(Version::One, kingdomino(2, 80), seats()));
    assert_eq!(old.identity(), "80");
    assert!(one.identity().starts_with("80."));
}

/// A spectator who saw one link of a game plays a whole new game under fresh keys, with the
/// same number, setup and names. From version 3 it is another game (another identity: a
/// browser keeps it apart); in any version, a browser that knows the real game refuses it as
/// another game and accuses nobody.
#[test]
fn a_game_nobody_played_under_the_published_number_and_names_is_another_game() {
    let seats = || vec![person("Ann"), person("Bob"), person("Hal")];
    for version in [Version::Two, kingdomino::by_link::VERSION] {
        let (real, _) = play_by_links_in(version, kingdomino(3, 61), seats(), 14);
        let (forged, _) = play_by_links_in(version, kingdomino(3, 61), seats(), 99);
        let (real, forged) = (read(&real), read(&forged));
        forged
            .replay(0)
            .expect("the forgery proves itself, under its own keys");
        let prints = |g: &GameByLink| -> Vec<String> {
            g.persons()
                .map(|(_, _, k)| k.unwrap().public().unwrap().fingerprint())
                .collect()
        };
        assert!(prints(&real)
            .iter()
            .zip(prints(&forged))
            .all(|(a, b)| *a != b));
        if version == Version::Two {
            assert_eq!(real.identity(), forged.identity(), "version 2 binds no key");
        } else {
            assert_ne!(real.identity(), forged.identity());
        }
        // Either way round, at any point of either game: another game, nobody accused.
        for (known, incoming) in [(&real, &forged), (&forged, &real)] {
            let refusal = known.merge(incoming).unwrap_err();
            assert_eq!(refusal, Refusal::OtherGame, "{version:?}: {refusal}");
        }
    }
}

/// The identity point as a key: under the lax check, one "signature" made with no secret
/// verifies every message. A link that seats such a key is refused when it is read, and so is
/// a spectator's move signed under it.
#[test]
fn a_weak_key_is_refused_and_so_is_a_move_made_under_it() {
    let (_, game) = some_game_midway();
    let text = format!("#{game}");
    let Seat::Person { key: Some(key), .. } = &game.seats[1] else {
        unreachable!()
    };
    let public = key.public().unwrap().to_text();
    let mut weak = [0u8; 32];
    weak[0] = 1;
    let weak = kingdomino::by_link::PublicKey(weak).to_text();
    let mut forged_signature = [0u8; 64];
    forged_signature[0] = 1;
    let forged_signature = kingdomino::by_link::Signature(forged_signature).to_text();
    // The seat's key replaced by the weak one, its signature by the one that "verifies" all.
    let Proof::Signed { signature, .. } = key.proof else {
        panic!("signed")
    };
    let with_weak =
        text.replacen(&public, &weak, 1)
            .replacen(&signature.to_text(), &forged_signature, 1);
    let refusal = GameByLink::parse_link(&with_weak).unwrap_err();
    assert_eq!(
        refusal.to_string(),
        "seat 2's published key is a weak key, which would accept signatures nobody made"
    );
    // A spectator appends a move for that seat, "signed" the same way: refused just as well.
    let position = game.check_moves().unwrap();
    let mut legal = Vec::new();
    position.game.unwrap().table().legal_actions(&mut legal);
    let mut moved = game.clone();
    moved.record.actions.push(legal[0]);
    let moved = format!("#{moved}").replacen(&public, &weak, 1).replacen(
        &signature.to_text(),
        &forged_signature,
        1,
    );
    assert!(matches!(
        GameByLink::parse_link(&moved),
        Err(Refusal::BadKey { seat: 1, .. })
    ));
}

/// Names that show as other names, or show nothing, are refused wherever a link is read, and so
/// are two seats whose names read alike; names of every script, with signs and emoji, sit.
#[test]
fn invisible_and_look_alike_names_are_refused() {
    let with_names = |names: &[&str]| {
        invitation(
            kingdomino(names.len() as u8, 64),
            names.iter().map(|n| person(n)).collect(),
        )
    };
    for names in [
        &["Bob", "Bo\u{FFFB}b"][..],
        &["Ann\u{2028}Winner", "Bob"],
        &["Ann", "Bo\u{1D173}b"],
        &["Ann", "B\u{E000}b"],
        &["Ann", "B\u{0378}b"],
        &["Ann", "Bo\u{2029}"],
        &["Bob", "BOB"],
        &["Zoë", "ZOË"],
        &["Ann", "Bob", "bob"],
    ] {
        let link = with_names(names);
        let refusal = GameByLink::parse_link(&link).expect_err(&link).to_string();
        assert!(
            refusal.contains("is not a name") || refusal.contains("read alike"),
            "{names:?}: {refusal}"
        );
    }
    for names in [
        &["Zoë", "李雷"][..],
        &["Ann-Marie O'Brien", "🐢 Tom"],
        &["Мария", "محمد", "लक्ष्मी"],
    ] {
        let link = with_names(names);
        GameByLink::parse_link(&link).expect(&link);
    }
}

/// A group chat, as the README recommends: every link is posted to everyone, and every page
/// opens what it has been sent when it likes: the latest link, or one that newer links have
/// since followed (two pages that open the same link at once), several at a time, the same one
/// twice. Pages act on what they opened (join, reveal, play their turn, play a computer's); a
/// link that adds anything is posted. Checked at every person's choice, as it is posted: the
/// values of the next draw in every link posted before it, with the chooser's own and their
/// partner's, leave one unknown. Returns how many choices were checked.
fn chat_game(setup: GameSetup, seats: Vec<Seat>, salt: u8) -> usize {
    let mut browsers: Vec<Browser> = seats
        .iter()
        .enumerate()
        .filter(|(_, s)| matches!(s, Seat::Person { .. }))
        .map(|(seat, _)| Browser {
            seat,
            secret: secret_of(seat, salt),
            known: None,
        })
        .collect();
    let mut read_up_to = vec![0usize; browsers.len()];
    let mut rng = Rng::new(u64::from(salt) * 7919 + 1);
    // The inviter's page joins as it invites: the chat starts with the signed invitation.
    let mut chat = vec![browsers[0]
        .open(&invitation(setup, seats), &mut rng)
        .unwrap()];
    read_up_to[0] = 1;
    for _ in 0..20_000 {
        let page = rng.below(browsers.len());
        // What this page opens now: from what it read last, up to a link of the chat that may
        // be older than the latest (the page opened it as others did, at once).
        let from = read_up_to[page];
        let up_to = if rng.below(3) == 0 {
            chat.len()
        } else {
            from + 1 + rng.below(chat.len() - from.min(chat.len() - 1))
        }
        .clamp(from.max(1), chat.len());
        let opened: Vec<&str> = chat[from.min(up_to - 1)..up_to]
            .iter()
            .map(String::as_str)
            .collect();
        read_up_to[page] = up_to;
        let link = browsers[page]
            .open_all(&opened, &mut rng)
            .expect("an honest page opens what the chat gives it");
        if chat.contains(&link) {
            continue;
        }
        chat.push(link);
        let latest = browsers
            .iter()
            .filter_map(|b| b.known.as_ref())
            .max_by_key(|g| g.record.actions.len())
            .unwrap();
        if matches!(latest.check_moves().unwrap().game, Some(g) if g.table().is_over()) {
            return no_peek_in(&chat, &format!("#{latest}"));
        }
    }
    panic!("the game did not end");
}

/// Every person's choice of the finished game `last`, each checked against the chat as it was
/// when the choice was first posted: the values of the draw it comes before (a draw the game
/// makes) in the links posted before leave one party unknown. Returns how many were checked.
fn no_peek_in(chat: &[String], last: &str) -> usize {
    let last = read(last);
    let end = last.check_moves().unwrap().game.unwrap();
    let draws = end.draws_made().unwrap();
    let rules = *end.table().rules();
    let persons: Vec<usize> = last.persons().map(|(i, _, _)| i).collect();
    let posted: Vec<GameByLink> = chat
        .iter()
        .map(|l| GameByLink::parse_unchecked(l).unwrap())
        .collect();
    let mut game = end.at_start();
    let mut checked = 0;
    for (index, &action) in last.record.actions.iter().enumerate() {
        let actor = game.table().to_move().unwrap();
        let k = game.draws_made().unwrap() + 1;
        game.play(action).unwrap();
        if k > draws || matches!(last.seats[usize::from(actor.0)], Seat::Computer(_)) {
            continue;
        }
        // The first link that carries the choice, and every link posted before it.
        let first = posted
            .iter()
            .position(|g| g.record.actions.len() > index)
            .unwrap();
        let mut revealed = vec![0usize; last.seats.len()];
        for earlier in &posted[..first] {
            for (seat, _, key) in earlier.persons() {
                revealed[seat] = revealed[seat].max(key.map_or(0, |k| k.draws_revealed()));
            }
        }
        let party = rules.kingdom_of(actor);
        let unknown = persons
            .iter()
            .any(|&p| revealed[p] < k && rules.kingdom_of(PlayerId(p as u8)) != party);
        assert!(
            unknown,
            "move {} (seat {}) chosen holding draw {k}: {}",
            index + 1,
            actor.0,
            chat[first]
        );
        checked += 1;
    }
    checked
}

/// However a group chat passes the links around (opened at once, late, twice, several at a
/// time), nobody makes a choice holding the draw it comes before: every game of the family,
/// Age of Giants for 4 and 5 and the Royal Wedding's teams of 6 and 8 among them, many orders
/// each.
#[test]
fn a_group_chat_lets_nobody_peek() {
    let persons = |n: usize| (0..n).map(|i| person(&format!("P{i}"))).collect::<Vec<_>>();
    let mut with_giant = persons(4);
    with_giant[2] = Seat::Computer(Level::Greedy);
    let games = [
        (kingdomino(2, 3), persons(2), 6),
        (kingdomino(3, 4), persons(3), 6),
        (kingdomino(4, 5), persons(4), 6),
        (GameSetup::queendomino(3, 6), persons(3), 4),
        (giants(3, 7), persons(3), 6),
        (giants(4, 9), persons(4), 8),
        (giants(4, 10), with_giant, 6),
        (giants(5, 11), persons(5), 8),
        (wedding(6, 14, true), persons(6), 3),
        (wedding(8, 15, true), persons(8), 2),
    ];
    for (i, (setup, seats, orders)) in games.into_iter().enumerate() {
        for order in 0..orders {
            let checked = chat_game(setup, seats.clone(), 100 + (i * 10 + order) as u8);
            assert!(checked > 10, "{setup:?}: {checked} choices");
        }
    }
}

/// What a group chat can do with one link: every page opens it at once, each adding what it
/// adds alone, and every other page opens each of those answers at once too. Enumerated at every
/// link of whole games (every link, every page, every pair): whoever still has a choice to make
/// before the next draw finds, in every link posted so far and every such answer, a value of
/// another party still unknown.
#[test]
fn every_page_opening_each_link_at_once_lets_nobody_peek() {
    let persons = |n: usize| (0..n).map(|i| person(&format!("P{i}"))).collect::<Vec<_>>();
    let mut games = vec![
        (kingdomino(3, 31), persons(3)),
        (kingdomino(4, 32), persons(4)),
        (wedding(6, 35, true), persons(6)),
    ];
    for number in 0..8 {
        games.push((giants(4, 40 + number), persons(4)));
        games.push((giants(5, 50 + number), persons(5)));
    }
    for (i, (setup, seats)) in games.into_iter().enumerate() {
        let salt = 60 + i as u8;
        let (last, sent) = play_by_links(setup, seats, salt);
        let last = read(&last);
        let end = last.check_moves().unwrap().game.unwrap();
        let rules = *end.table().rules();
        let party = |seat: usize| rules.kingdom_of(PlayerId(seat as u8));
        // Each move's draw (the one it comes before) and its person's party.
        let mut game = end.at_start();
        let mut choices = Vec::new();
        for &action in &last.record.actions {
            let actor = usize::from(game.table().to_move().unwrap().0);
            choices.push((game.draws_made().unwrap() + 1, party(actor)));
            game.play(action).unwrap();
        }
        let mut revealed = vec![0usize; last.seats.len()];
        let mut checked = 0;
        for link in &sent {
            let at_once = read(link);
            for (seat, _, key) in at_once.persons() {
                revealed[seat] = revealed[seat].max(key.map_or(0, |k| k.draws_revealed()));
            }
            // Every page answers this link alone, and every other page answers that answer
            // alone (a page that opened the older link, another the newer, at once).
            let joined: Vec<usize> = at_once
                .persons()
                .filter(|(_, _, key)| key.is_some())
                .map(|(seat, _, _)| seat)
                .collect();
            let answer = |game: &GameByLink, seat: usize| {
                let mut answer = game.clone();
                answer
                    .bring_up_to_date(seat, &secret_of(seat, salt))
                    .ok()
                    .map(|_| answer)
            };
            for &first in &joined {
                let Some(one) = answer(&at_once, first) else {
                    continue;
                };
                revealed[first] = revealed[first].max(draws_of(&one, first));
                for &second in joined.iter().filter(|&&s| s != first) {
                    if let Some(two) = answer(&one, second) {
                        revealed[second] = revealed[second].max(draws_of(&two, second));
                    }
                }
            }
            // The choices still to come after this link, each before its draw.
            let moves = at_once.record.actions.len();
            for &(k, chooser) in choices.iter().skip(moves) {
                if k > end.draws_made().unwrap() {
                    continue;
                }
                let unknown = at_once
                    .persons()
                    .any(|(p, _, _)| party(p) != chooser && revealed[p] < k);
                assert!(
                    unknown,
                    "{setup:?}: a choice before draw {k} held it: {link}"
                );
                checked += 1;
            }
        }
        assert!(checked > 100, "{setup:?}: {checked} checks");
    }
}
