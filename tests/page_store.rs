//! The page's store, natively: scripted sequences of what a person does (a first game, undo,
//! saves, the computer's answers and its failures, a game by link played between two browsers,
//! the deal of the day, a language switch), and random sequences of messages that must never
//! panic nor break the store's invariants. The browser's clock, keys, secrets and storage are
//! fakes here (`page_tab/`), each under the test's control.

mod page_tab;

use kingdomino::ai::Level;
use kingdomino::by_link::{Secret, Value};
use kingdomino::i18n::Lang;
use kingdomino::notation::GameRecord;
use kingdomino::page::hand_off::HandOff;
use kingdomino::page::kept_by_link::Kept;
use kingdomino::page::pace::Pace;
use kingdomino::page::seats::{Seat, SeatKind};
use kingdomino::page::store::{AiEvent, Ask, Leaving, Msg, Next, Notice, NoticeKind, Store};
use kingdomino::rules::{Action, Game, GameSetup, Pos, Variant};
use kingdomino::statistics::Finished;
use kingdomino::worker_protocol::Response;
use page_tab::*;

#[test]
fn a_first_game_against_the_computer_is_played_to_the_end() {
    let mut tab = Tab::new();
    start(&mut tab, &["human", "greedy"], 4);
    assert_eq!(tab.store.slot.as_deref(), Some("slot-1"));
    let mut saves = vec![tab.store.to_save()];
    while !tab.game().table().is_over() {
        let session = tab.store.session.as_ref().unwrap();
        if session.human_to_move() {
            let action = tab.legal()[0];
            tab.send(Msg::Play(action));
            assert_eq!(tab.game().history().last(), Some(&action));
        } else {
            assert!(
                worker_answers(&mut tab),
                "a computer's turn asks the worker"
            );
        }
        let over = tab.game().table().is_over();
        assert_eq!(tab.store.to_count().is_some(), over, "counted at the end");
        saves.push(tab.store.to_save());
    }
    assert_eq!(tab.store.log.moves.len(), tab.game().history().len());
    assert!(tab.store.notices.is_empty());
    // Saved after every action, under the game's own slot.
    let actions = tab.game().history().len();
    saves.dedup();
    assert_eq!(saves.len(), actions + 1);
    assert!(saves.iter().flatten().all(|s| s.slot == "slot-1"));
    // Counted once finished, against Greedy; not a deal of the day.
    let results = tab.store.results().unwrap();
    let seats = [None, Some(Level::Greedy)];
    assert_eq!(results.finished, Finished::of(tab.game(), &seats));
    assert!(results.finished.is_some());
    assert_eq!(results.day, None);
    assert_eq!(tab.store.ask(), None);
}

#[test]
fn a_refused_move_says_why_and_changes_nothing() {
    let mut tab = Tab::new();
    start(&mut tab, &["human", "human"], 6);
    let before = tab.store.clone();
    // Placing before anyone claimed: the rules refuse it.
    tab.send(Msg::PlaceAt(Pos::new(0, 1)));
    let after = &tab.store;
    assert_eq!(after.session, before.session);
    assert_eq!(after.notices.len(), 1);
    assert_eq!(after.notices[0].kind, NoticeKind::Refused);
    // The next good move clears the refusal.
    let claim = tab.legal()[0];
    tab.send(Msg::Play(claim));
    assert!(tab.store.notices.is_empty());
}

#[test]
fn a_tap_picks_a_square_and_a_second_tap_there_places() {
    let mut tab = Tab::new();
    start(&mut tab, &["human", "human"], 6);
    while tab.game().table().domino_to_place().is_none() {
        let claim = tab.legal()[0];
        tab.send(Msg::Play(claim));
    }
    let Action::Place(p) = tab.legal()[0] else {
        panic!("a placement is legal");
    };
    while tab.store.interaction.dir != p.dir {
        tab.send(Msg::Rotate);
    }
    let moves = tab.game().history().len();
    tab.send(Msg::Tap(p.first));
    assert_eq!(tab.store.interaction.target, Some(p.first));
    assert_eq!(tab.game().history().len(), moves, "one tap only picks");
    tab.send(Msg::Tap(p.first));
    assert_eq!(tab.game().history().len(), moves + 1, "the second places");
}

#[test]
fn undo_takes_back_the_persons_move_and_the_computers_after_it() {
    let mut tab = Tab::new();
    start(&mut tab, &["human", "greedy"], 9);
    // Until the person has moved and the computer answered.
    play_until(&mut tab, 6);
    let last_human = tab
        .store
        .session
        .as_ref()
        .unwrap()
        .last_human_action()
        .unwrap();
    tab.send(Msg::Undo);
    assert_eq!(tab.game().history().len(), last_human);
    assert!(tab.store.session.as_ref().unwrap().human_to_move());
}

#[test]
fn the_workers_late_or_failed_answers_are_handled() {
    let mut tab = Tab::new();
    start(&mut tab, &["greedy", "human"], 12);
    while tab.store.session.as_ref().unwrap().human_to_move() {
        assert!(
            !tab.store.awaits_computer(),
            "the person's turn: no worker wanted yet"
        );
        let action = tab.legal()[0];
        tab.send(Msg::Play(action));
    }
    // The store asks the computer seat's move after a pause, during which its worker starts
    // (and the offline copy waits for its answer).
    let (id, _) = tab.store.pause().expect("a computer's turn pauses first");
    assert!(
        tab.store.awaits_computer(),
        "the worker wanted during the pause"
    );
    assert_eq!(tab.store.ask(), None, "nothing asked during the pause");
    tab.send(Msg::PauseOver(id));
    assert!(tab.store.awaits_computer(), "and while it thinks");
    assert!(matches!(tab.store.ask(), Some(Ask::Move { id: asked, .. }) if asked == id));
    // An answer to a question withdrawn (another id) changes nothing.
    let action = tab.legal()[0];
    let before = tab.game().history().len();
    tab.send(Msg::Ai(AiEvent::Answer(Response::Chosen {
        id: id - 1,
        action,
        stats: Vec::new(),
    })));
    assert_eq!(tab.game().history().len(), before);
    // The worker fails: the computer seat plays Greedy's move here, and the page says so.
    tab.send(Msg::Ai(AiEvent::Failed { id }));
    assert_eq!(tab.game().history().len(), before + 1);
    assert_eq!(tab.store.notices.len(), 1);
    assert!(
        tab.store.thinking.is_none_or(|t| t.id != id),
        "a new question, if any"
    );
    // An edited answer (a move the rules refuse) is not played: Greedy's is.
    while tab.store.session.as_ref().unwrap().human_to_move() {
        let action = tab.legal()[0];
        tab.send(Msg::Play(action));
    }
    let refused = Action::Place(kingdomino::rules::Placement::new(
        Pos::new(4, 4),
        kingdomino::rules::Dir::East,
    ));
    let before = tab.game().history().len();
    let (id, _) = tab.store.pause().unwrap();
    tab.send(Msg::PauseOver(id));
    tab.send(Msg::Ai(AiEvent::Answer(Response::Chosen {
        id,
        action: refused,
        stats: Vec::new(),
    })));
    assert_eq!(tab.game().history().len(), before + 1);
    assert_ne!(tab.game().history().last(), Some(&refused));
}

#[test]
fn a_new_game_keeps_the_one_left_and_saves_resume_and_forget() {
    let mut tab = Tab::new();
    start(&mut tab, &["human", "human"], 1);
    let claim = tab.legal()[0];
    tab.send(Msg::Play(claim));
    tab.outside.now = 2_000.0;
    tab.send(Msg::Quit);
    start(&mut tab, &["human", "human", "human"], 2);
    tab.outside.now = 3_000.0;
    tab.send(Msg::Quit);
    let saved: Vec<(&str, f64)> = tab
        .store
        .saved
        .iter()
        .map(|s| (s.slot.as_str(), s.updated))
        .collect();
    assert_eq!(saved, [("slot-2", 3_000.0), ("slot-1", 2_000.0)]);
    // Resuming the first brings it back where it stood, and out of the list.
    tab.send(Msg::Resume("slot-1".into()));
    assert_eq!(tab.store.slot.as_deref(), Some("slot-1"));
    assert_eq!(tab.game().history(), &[claim]);
    assert_eq!(tab.store.saved.len(), 1);
    tab.send(Msg::Forget("slot-2".into()));
    assert!(tab.store.saved.is_empty());
    // A message that changes no saved game shares them, copying none.
    tab.send(Msg::Quit);
    let shared = tab.store.saved.clone();
    tab.send(Msg::Target(Some(Pos::new(0, 1))));
    assert!(std::rc::Rc::ptr_eq(&shared, &tab.store.saved));
}

#[test]
fn the_deal_of_the_day_opens_once_and_tomorrow_not_yet() {
    let mut tab = Tab::new();
    let today = tab.outside.today;
    tab.send(Msg::Open(format!("daily={}", today.next())));
    assert!(tab.store.session.is_none());
    assert_eq!(tab.store.notices.len(), 1);
    tab.send(Msg::Dismiss(0));
    tab.send(Msg::Open(format!("daily={today}")));
    let session = tab.store.session.as_ref().expect("today's deal");
    let w = Lang::En.words();
    assert_eq!(session.seats[0].name, w.you);
    assert_eq!(session.seats[1].name, w.expert_name);
    assert_eq!(session.seats[1].kind, SeatKind::Computer);
    let slot = tab.store.slot.clone();
    // Left and opened again: the same game, not a new deal.
    tab.send(Msg::Quit);
    tab.send(Msg::Open(format!("daily={today}")));
    assert_eq!(tab.store.slot, slot);
    assert_eq!(tab.store.saved.len(), 0);
}

#[test]
fn a_language_switch_renames_the_seats_the_page_named() {
    let mut tab = Tab::new();
    start(&mut tab, &["human", "greedy"], 3);
    tab.send(Msg::SetLang(Lang::De));
    let names: Vec<String> = tab
        .store
        .session
        .as_ref()
        .unwrap()
        .seats
        .iter()
        .map(|s| s.name.clone())
        .collect();
    let fresh: Vec<String> = Seat::defaults(2, Lang::De)
        .into_iter()
        .map(|s| s.name)
        .collect();
    assert_eq!(names, fresh);
}

#[test]
fn a_replay_of_the_last_round_goes_back_to_the_game_as_it_was() {
    let mut tab = Tab::new();
    start(&mut tab, &["human", "greedy"], 5);
    play_until(&mut tab, 9);
    let live = tab.store.session.clone();
    tab.send(Msg::ReplayLastRound);
    assert!(tab.store.session.as_ref().unwrap().replay.is_some());
    tab.send(Msg::SeekReplay(usize::MAX));
    tab.send(Msg::BackToGame);
    assert_eq!(tab.store.session, live);
}

/// A whole random game's record, of Kingdomino (2 players), Queendomino (3) or the Royal
/// Wedding (5 players).
fn random_record(setup: GameSetup, seed: u64) -> GameRecord {
    let mut game = Game::new(setup).unwrap();
    let mut chooser = kingdomino::ai::RandomPlayer::new(seed);
    while let Some(action) = chooser.choose(game.table()) {
        game.play(action).unwrap();
    }
    GameRecord::of(&game)
}

/// An embedded replay's store (`Store::watching`, the embeds' build) steps through a game as
/// the page's replay viewer does, and what leaves the replay opens in the page, by a link, as
/// the page's own message makes it.
#[test]
fn an_embedded_replay_steps_as_the_pages_and_hands_off_what_leaves_it() {
    for (setup, seed) in [
        (GameSetup::kingdomino(2, 4), 4),
        (GameSetup::queendomino(3, 5), 5),
        (
            GameSetup {
                variant: Variant::RoyalWedding,
                ..GameSetup::kingdomino(5, 6)
            },
            6,
        ),
    ] {
        let record = random_record(setup, seed);
        let fragment = format!("#replay={record}");
        let mut page = Tab::new();
        page.send(Msg::Open(fragment.clone()));
        let mut embed = Store::watching(&fragment, Lang::En);
        assert!(embed.session == page.store.session, "{record}");
        let at = record.actions.len() / 2;
        for msg in [|at| Msg::SeekReplay(at), |_| Msg::SetLang(Lang::Fr)] {
            page.send(msg(at));
            embed = stays(embed.update_watching(msg(at)));
            check_invariants(&embed);
            assert!(embed.session == page.store.session, "{record} at {at}");
            assert!(embed.log.moves == page.store.log.moves && embed.choices == page.store.choices);
        }
        assert!(
            embed.update_watching(Msg::Undo).is_none(),
            "not the replay's"
        );
        // Playing on from here, everyone a person: the same game, seats and turn, opened in
        // the page by the link the replay's reducer leaves for.
        let link = embed
            .hand_off(&Msg::PlayFromHere)
            .expect("a link to play on");
        let left = embed.update_watching(Msg::PlayFromHere);
        assert_eq!(left, Some(Next::Leave(Leaving::OpenInPage(link.clone()))));
        let mut opened = Tab::new();
        opened.send(Msg::SetLang(Lang::Fr));
        opened.send(Msg::Open(format!("#{link}")));
        page.send(Msg::PlayFromHere);
        let (played_on, by_link) = (page.store.session.unwrap(), opened.store.session.unwrap());
        assert_eq!(by_link.game.table(), played_on.game.table());
        assert_eq!(by_link.game.history().len(), at);
        assert_eq!(by_link.seats, played_on.seats);
        assert!(by_link.replay.is_none() && by_link.seats.iter().all(|s| s.is_human()));
        // The Expert's review: the whole replay in the page, its review asked for (the page
        // itself ignores the message: it reviews in place).
        let link = embed
            .hand_off(&Msg::ReviewInPage)
            .expect("a link to review");
        assert_eq!(link, format!("replay={record}&review"));
        let mut reviewing = Tab::new();
        reviewing.send(Msg::Open(format!("#{link}")));
        let watched = reviewing.store.session.as_ref().expect("a replay");
        assert_eq!(watched.replay.as_ref(), Some(&record));
        assert_eq!(watched.game.history().len(), record.actions.len());
        assert_eq!(reviewing.store.review_asked, Some(record.to_string()));
        let before = reviewing.store.clone();
        reviewing.send(Msg::ReviewInPage);
        assert!(reviewing.store == before, "the page reviews in place");
        reviewing.send(Msg::Open(fragment.clone()));
        assert_eq!(reviewing.store.review_asked, None, "a replay without it");
        // A game not finished offers no review to hand off (the page reviews finished ones).
        let unfinished = GameRecord {
            actions: record.actions[..at].to_vec(),
            ..record.clone()
        };
        let embed_unfinished = Store::watching(&format!("#replay={unfinished}"), Lang::En);
        assert_eq!(embed_unfinished.hand_off(&Msg::ReviewInPage), None);
        assert_eq!(
            embed.hand_off(&Msg::Quit),
            Some(String::new()),
            "the start screen"
        );
        assert_eq!(embed.hand_off(&Msg::SeekReplay(0)), None);
    }
    // A link the page cannot open says here what the page says.
    for bad in ["#replay=KD1_4_-_1_r0c0e", "#replay=nonsense", "#kingdom=C"] {
        let mut page = Tab::new();
        page.send(Msg::Open(bad.to_string()));
        let embed = Store::watching(bad, Lang::En);
        assert!(embed.session.is_none(), "{bad}");
        let texts = |s: &Store| s.notices.iter().map(|n| n.text.clone()).collect::<Vec<_>>();
        if bad != "#kingdom=C" {
            assert_eq!(texts(&embed), texts(&page.store), "{bad}");
        } else {
            assert_eq!(texts(&embed), [Lang::En.words().link_broken], "{bad}");
        }
    }
}

/// The link a tab's game by link gives, as an address.
fn link_of(tab: &Tab) -> String {
    format!(
        "https://example.org/#{}",
        tab.store.by_link.as_ref().unwrap().game
    )
}

/// Ann (this browser) and Bob at a table by link.
fn ann_and_bob() -> Vec<Seat> {
    vec![
        Seat {
            name: "Ann".into(),
            ..Seat::defaults(2, Lang::En)[0].clone()
        },
        Seat {
            name: "Bob".into(),
            kind: SeatKind::Human,
            ..Seat::defaults(2, Lang::En)[1].clone()
        },
    ]
}

/// Two browsers play a game by link: every move goes out as a link and comes back in one.
#[test]
fn a_game_by_link_is_played_between_two_browsers_to_the_end() {
    let (mut ann, mut bob) = (Tab::in_browser(1), Tab::in_browser(2));
    let seats = ann_and_bob();
    ann.send(Msg::InviteByLink {
        setup: GameSetup::kingdomino(2, 77),
        seats,
    });
    assert_eq!(ann.store.by_link.as_ref().unwrap().me, Some(0));
    assert_eq!(
        ann.outside.kept.len(),
        1,
        "the invitation is kept with Ann's secret"
    );
    let link = link_of;
    bob.send(Msg::Open(link(&ann)));
    bob.send(Msg::TakeSeat(1));
    assert_eq!(bob.store.by_link.as_ref().unwrap().me, Some(1));
    let mut sends = 0;
    let mut turn = (&mut bob, &mut ann);
    while !turn
        .0
        .store
        .session
        .as_ref()
        .is_some_and(|s| s.table().is_over())
    {
        let (mover, other) = (&mut *turn.0, &mut *turn.1);
        if mover
            .store
            .session
            .as_ref()
            .is_some_and(|s| s.human_to_move())
        {
            let action = mover.legal()[0];
            mover.send(Msg::Play(action));
        }
        other.send(Msg::Open(link(mover)));
        assert!(other.store.notices.is_empty(), "{:?}", other.store.notices);
        turn = (turn.1, turn.0);
        sends += 1;
        assert!(sends < 400, "the game goes on");
    }
    let (a, b) = (&ann.store.by_link, &bob.store.by_link);
    assert_eq!(
        a.as_ref().unwrap().game.record.actions.len(),
        b.as_ref().unwrap().game.record.actions.len()
    );
    assert!(ann.game().table().is_over() && bob.game().table().is_over());
    assert_eq!(ann.game().table().scores(), bob.game().table().scores());
    // A link changed on the way is refused with a sentence, and Bob's game stays as it was.
    let before = bob.store.by_link.clone();
    for tampered in [cut_short(&link(&ann)), first_claims_swapped(&link(&ann))] {
        bob.send(Msg::Open(tampered));
        assert_eq!(bob.store.notices.len(), 1);
        let (now, was) = (
            bob.store.by_link.as_ref().unwrap(),
            before.as_ref().unwrap(),
        );
        assert_eq!(
            (&now.game, now.me, &now.secret),
            (&was.game, was.me, &was.secret)
        );
        bob.send(Msg::Dismiss(0));
    }
    // What Bob's browser keeps still holds his seat and secret.
    let kept: Vec<&Kept> = bob.outside.kept.values().collect();
    assert_eq!(kept.len(), 1);
    assert_eq!(kept[0].seat, Some(1));
    assert_eq!(kept[0].secret(), before.as_ref().unwrap().secret);
}

/// Embedded in someone else's page, a game by link reads nothing this browser keeps and keeps
/// nothing, a link this browser knows included (and a refused link as well); the full page
/// reads and keeps it.
#[test]
fn an_embedded_game_by_link_reads_and_keeps_nothing() {
    let mut ann = Tab::in_browser(1);
    let seats = ann_and_bob();
    ann.send(Msg::InviteByLink {
        setup: GameSetup::kingdomino(2, 78),
        seats,
    });
    let link = format!(
        "https://example.org/#{}",
        ann.store.by_link.as_ref().unwrap().game
    );
    let mut embed = Tab::in_browser(1);
    embed.outside.kept = ann.outside.kept.clone();
    embed.store.embed = true;
    for text in [link.clone(), cut_short(&link)] {
        embed.send(Msg::Open(text));
    }
    assert_eq!(embed.outside.kept_reads.get(), 0, "nothing kept is read");
    assert_eq!(embed.outside.kept, ann.outside.kept, "nothing is kept");
    assert_eq!(embed.store.by_link.as_ref().unwrap().me, None);
    let mut page = Tab::in_browser(1);
    page.outside.kept = ann.outside.kept.clone();
    page.send(Msg::Open(link));
    assert!(page.outside.kept_reads.get() > 0);
    assert_eq!(page.store.by_link.as_ref().unwrap().me, Some(0));
}

/// Mallory saw one link of Ann and Bob's game and plays a game of her own under fresh keys,
/// with the same number, setup and names. Bob's browser, which knows the real game, opens it as
/// another game, kept apart, accusing nobody; a fresh browser that opened the forgery first
/// opens the real game all the same.
#[test]
fn a_game_under_other_keys_is_another_game_in_every_browser() {
    let (mut ann, mut bob) = (Tab::in_browser(1), Tab::in_browser(2));
    let seats = ann_and_bob();
    ann.send(Msg::InviteByLink {
        setup: GameSetup::kingdomino(2, 79),
        seats,
    });
    let link = link_of;
    bob.send(Msg::Open(link(&ann)));
    bob.send(Msg::TakeSeat(1));
    ann.send(Msg::Open(link(&bob)));
    bob.send(Msg::Open(link(&ann)));
    let real = bob.store.by_link.as_ref().unwrap().game.clone();
    // Mallory's game: the same table, her two keys.
    let mut forged = real.clone();
    forged.record.actions.clear();
    for seat in &mut forged.seats {
        if let kingdomino::by_link::Seat::Person { key, .. } = seat {
            *key = None;
        }
    }
    let mallory = [Secret(Value([0x66; 16])), Secret(Value([0x67; 16]))];
    for (seat, secret) in mallory.iter().enumerate() {
        forged.join(seat, secret);
    }
    for (seat, secret) in mallory.iter().enumerate() {
        forged.bring_up_to_date(seat, secret).unwrap();
    }
    assert_ne!(forged.identity(), real.identity());
    let forged_link = format!("https://example.org/#{forged}");
    bob.send(Msg::Open(forged_link.clone()));
    assert!(bob.store.notices.is_empty(), "{:?}", bob.store.notices);
    assert_eq!(
        bob.store.by_link.as_ref().unwrap().me,
        None,
        "Bob watches it"
    );
    assert_eq!(bob.outside.kept.len(), 2, "kept apart");
    let mine = bob.outside.kept.get(&real.identity()).unwrap();
    assert_eq!(
        (mine.seat, mine.secret()),
        (Some(1), bob.outside_secret(&real))
    );
    let mut fresh = Tab::in_browser(3);
    fresh.send(Msg::Open(forged_link));
    fresh.send(Msg::Open(format!("https://example.org/#{real}")));
    assert!(fresh.store.notices.is_empty(), "{:?}", fresh.store.notices);
    assert_eq!(
        fresh.store.by_link.as_ref().unwrap().game.identity(),
        real.identity()
    );
}

/// The full setup refuses a table by link whose names read alike or hide a character, in one
/// sentence, and invites nobody.
#[test]
fn an_invitation_with_names_alike_or_hidden_is_refused() {
    for (a, b) in [
        ("Ann", "ANN"),
        ("Ann", "Bo\u{FFFB}b"),
        ("Ann", "Bob\u{2028}Winner"),
    ] {
        let mut tab = Tab::in_browser(1);
        let mut seats = ann_and_bob();
        seats[0].name = a.into();
        seats[1].name = b.into();
        tab.send(Msg::InviteByLink {
            setup: GameSetup::kingdomino(2, 81),
            seats,
        });
        assert!(tab.store.by_link.is_none(), "{a} and {b}");
        assert_eq!(tab.store.notices.len(), 1);
        assert_eq!(tab.store.notices[0].text, Lang::En.words().by_link_bad_name);
        assert!(tab.outside.kept.is_empty());
    }
}

/// A link whose last characters were changed: not a link that reads.
fn cut_short(link: &str) -> String {
    let mut tampered = link.to_string();
    let cut = tampered.len() - 3;
    tampered.replace_range(cut.., "xyz");
    tampered
}

/// A link that reads, whose history was rewritten: its first two claims swapped.
fn first_claims_swapped(link: &str) -> String {
    let start = link.find("play=").unwrap();
    let end = start + link[start..].find('&').unwrap();
    let record = &link[start..end];
    let (head, actions) = record.rsplit_once('_').unwrap();
    let mut actions: Vec<&str> = actions.split('.').collect();
    actions.swap(0, 1);
    format!(
        "{}{head}_{}{}",
        &link[..start],
        actions.join("."),
        &link[end..]
    )
}

#[test]
fn without_a_secure_source_no_seat_is_taken() {
    let mut tab = Tab::new();
    tab.outside.no_secrets = true;
    tab.send(Msg::InviteByLink {
        setup: GameSetup::kingdomino(2, 5),
        seats: Seat::people(2, Lang::En),
    });
    assert!(tab.store.by_link.is_none());
    assert_eq!(tab.store.notices.len(), 1);
    assert!(tab.outside.kept.is_empty());
}

/// A small seeded generator, so that a failing sequence replays.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n.max(1) as u64) as usize
    }
}

/// One message a person, the worker or a link could send now, legal or not.
fn random_msg(tab: &Tab, rng: &mut Rng, records: &[String]) -> Msg {
    let pos = |rng: &mut Rng| Pos::new(rng.below(9) as i8 - 4, rng.below(9) as i8 - 4);
    let legal = tab
        .store
        .session
        .as_ref()
        .map(|_| tab.legal())
        .unwrap_or_default();
    match rng.below(22) {
        0..=5 if !legal.is_empty() => Msg::Play(legal[rng.below(legal.len())]),
        0 | 1 => start_msg(rng),
        2 => Msg::PlaceAt(pos(rng)),
        3 => Msg::Tap(pos(rng)),
        4 => Msg::Rotate,
        5 => Msg::Target(Some(pos(rng))),
        6 => Msg::Undo,
        7 => Msg::Quit,
        8 => match tab.store.saved.first() {
            Some(s) => Msg::Resume(s.slot.clone()),
            None => Msg::Forget("nothing".into()),
        },
        9 => Msg::Open(records[rng.below(records.len())].clone()),
        10 => Msg::Open(
            [
                "game=KD2_1_x",
                "daily=1999-01-01",
                "#play=zz",
                "",
                "kingdom=~~",
            ][rng.below(5)]
            .into(),
        ),
        11 => Msg::StartReplay,
        12 => Msg::ReplayLastRound,
        13 => Msg::BackToGame,
        14 => Msg::SeekReplay(rng.below(200)),
        15 => Msg::PlayFromHere,
        16 => Msg::Dismiss(rng.below(3)),
        17 => Msg::SetLang(Lang::ALL[rng.below(Lang::ALL.len())]),
        18 => match rng.below(2) {
            0 => Msg::Hint,
            _ => Msg::PauseOver(rng.below(4) as u32),
        },
        19 => {
            let id = rng.below(4) as u32;
            match legal.first() {
                Some(&action) if rng.below(2) == 0 => Msg::Ai(AiEvent::Answer(Response::Chosen {
                    id,
                    action,
                    stats: Vec::new(),
                })),
                _ => Msg::Ai(AiEvent::Failed { id }),
            }
        }
        20 => Msg::MoveTarget {
            rows: rng.below(3) as i8 - 1,
            cols: rng.below(3) as i8 - 1,
        },
        _ => Msg::ToggleFits,
    }
}

fn start_msg(rng: &mut Rng) -> Msg {
    let players = 2 + rng.below(3) as u8;
    let specs: Vec<String> = (0..players)
        .map(|i| if i == 0 { "human" } else { "greedy" }.to_string())
        .collect();
    Msg::Start {
        setup: GameSetup::kingdomino(players, rng.below(1000) as u64),
        seats: Seat::from_specs(&specs, Lang::En),
        pace: Pace::Fast,
    }
}

#[test]
fn random_messages_never_panic_and_keep_the_invariants() {
    let records: Vec<String> = (0..3)
        .map(|seed| {
            let mut game = Game::new(GameSetup::kingdomino(3, seed)).unwrap();
            let mut chooser = kingdomino::ai::RandomPlayer::new(seed);
            for _ in 0..(seed as usize * 20) {
                let Some(action) = chooser.choose(game.table()) else {
                    break;
                };
                game.play(action).unwrap();
            }
            format!("game={}", GameRecord::of(&game))
        })
        .collect();
    for seed in 1..=40 {
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15 ^ seed);
        let mut tab = Tab::new();
        for _ in 0..120 {
            let msg = random_msg(&tab, &mut rng, &records);
            tab.send(msg);
        }
    }
}

/// A tab with a game left on the start screen (saved, to resume or forget) and a notice shown.
fn start_screen_with_a_saved_game() -> Tab {
    let mut tab = Tab::new();
    start(&mut tab, &["human", "greedy"], 7);
    play_until(&mut tab, 3);
    tab.send(Msg::Quit);
    tab.send(Msg::Notice(Notice::problem("a notice")));
    assert!(tab.store.session.is_none() && tab.store.saved.len() == 1);
    tab
}

#[test]
fn the_start_screens_own_build_does_what_the_page_does_and_hands_off_what_leaves_it() {
    // What the start screen handles itself changes its store as it changes the page's.
    type Make = fn() -> Msg;
    let own: [Make; 7] = [
        // A table the rules refuse: a record cannot carry it, and the start screen says so.
        || Msg::Start {
            setup: GameSetup::kingdomino(9, 11),
            seats: Seat::from_specs(&["human".into(), "expert".into()], Lang::En),
            pace: Pace::Fast,
        },
        || Msg::Forget("slot-1".into()),
        || Msg::Notice(Notice::problem("another")),
        || Msg::Dismiss(0),
        || Msg::SetLang(Lang::De),
        || Msg::UpdateReady,
        || {
            Msg::Ai(AiEvent::Answer(Response::Benchmark {
                id: 1,
                games: 30,
                millis: 1500.0,
            }))
        },
    ];
    let mut page = start_screen_with_a_saved_game();
    let mut alone = page.store.clone();
    for msg in own {
        assert!(HandOff::of(&msg()).is_none(), "its own");
        page.send(msg());
        alone = stays(alone.update_starting(msg()));
        // The move log compares by identity; with no game it is empty in both.
        assert!(alone.log.moves.is_empty() && page.store.log.moves.is_empty());
        alone.log = page.store.log.clone();
        assert_eq!(alone, page.store);
    }
    assert_eq!(alone.speed, Some(20.0));
    // What leaves it goes to the game's build as text in the tab, and does there what it does
    // in the page: the same store, the same slot, the same game.
    let record = random_record(GameSetup::kingdomino(2, 3), 3);
    let seats = || Seat::from_specs(&["human".into(), "expert".into()], Lang::En);
    let leaving: [Box<dyn Fn() -> Msg>; 6] = [
        Box::new(move || Msg::Start {
            setup: GameSetup::queendomino(2, 11),
            seats: seats(),
            pace: Pace::Relaxed,
        }),
        Box::new(|| Msg::Resume("slot-1".into())),
        Box::new(move || Msg::Open(format!("#replay={record}"))),
        Box::new(|| Msg::Open("not a record".into())),
        // A file of games by link, read by the start screen: the page imports it.
        Box::new(|| Msg::ImportByLink("{\"format\":\"kingdomino-by-link-sealed\"}\n".into())),
        Box::new(move || Msg::InviteByLink {
            setup: GameSetup::kingdomino(2, 12),
            seats: seats(),
        }),
    ];
    for msg in leaving {
        let mut page = start_screen_with_a_saved_game();
        let mut game_build = start_screen_with_a_saved_game();
        let hand_off = HandOff::of(&msg()).expect("handed off");
        let left = game_build.store.update_starting(msg());
        assert_eq!(left, Some(Next::Leave(Leaving::HandOff(hand_off.clone()))));
        let text = hand_off.to_text();
        let read = HandOff::read(&text).expect("reads back");
        assert_eq!(read.to_text(), text, "prints back as itself");
        page.send(msg());
        game_build.send(read.into_msg());
        assert!(game_build.store.log.moves == page.store.log.moves, "{text}");
        game_build.store.log = page.store.log.clone();
        assert_eq!(game_build.store, page.store, "{text}");
    }
    // The page's own messages are neither (the start screen never sends them).
    let start = start_screen_with_a_saved_game().store;
    for msg in [Msg::Undo, Msg::Rotate, Msg::Quit, Msg::StartReplay] {
        assert!(HandOff::of(&msg).is_none() && start.update_starting(msg).is_none());
    }
}

#[test]
fn a_hand_off_another_version_or_anything_else_wrote_is_refused() {
    let good = HandOff::Resume("s".into()).to_text();
    assert_eq!(good, "kingdomino-hand-off 1\nresume\nnormal\n[]\ns");
    let invite = HandOff::Invite {
        setup: GameSetup::kingdomino(2, 1),
        seats: Vec::new(),
    }
    .to_text();
    assert!(HandOff::read(&invite).is_ok(), "{invite}");
    let opened = HandOff::Open("pasted\nover lines".into()).to_text();
    assert_eq!(
        HandOff::read(&opened),
        Ok(HandOff::Open("pasted\nover lines".into()))
    );
    for bad in [
        "",
        "resume",
        "kingdomino-hand-off 1",
        &good.replace("off 1", "off 2"),
        &good.replace("kingdomino-hand-off", "kingdomino-save"),
        &good.replace("resume", "play"),
        &good.replace("normal", "slow"),
        &good.replace("normal", "fast"),
        &good.replace("[]", "[{}]"),
        &good.replace("[]", " []"),
        &invite.replace("KD", "XX"),
        &invite.replace("_1_", "_01_"),
        &invite.replace("_1_", "_1_k25"),
        &good[..good.len() - 3],
    ] {
        assert!(HandOff::read(bad).is_err(), "{bad}");
    }
}

/// A file of games by link picked on the first visit's start screen goes to the page's build,
/// which imports it from its start page and then holds it no more; one larger than any import
/// takes is refused on the start screen, in one notice.
#[test]
fn a_file_of_games_by_link_is_handed_to_the_page_which_takes_it_once() {
    let start = start_screen_with_a_saved_game().store;
    let text = "[]".to_string();
    assert_eq!(
        start.update_starting(Msg::ImportByLink(text.clone())),
        Some(Next::Leave(Leaving::HandOff(HandOff::Import(text.clone()))))
    );
    let kept = HandOff::Import("a\nfile over lines".into()).to_text();
    assert_eq!(
        HandOff::read(&kept),
        Ok(HandOff::Import("a\nfile over lines".into()))
    );
    let huge = "x".repeat(kingdomino::page::kept_by_link::MAX_EXPORT_BYTES + 1);
    let refused = stays(start.update_starting(Msg::ImportByLink(huge)));
    assert_eq!(refused.notices.len(), start.notices.len() + 1);
    assert_eq!(refused.import_handed, None);

    let mut page = start_screen_with_a_saved_game();
    page.send(Msg::ImportByLink(text.clone()));
    assert_eq!(page.store.import_handed, Some(text));
    assert!(
        page.store.session.is_none(),
        "the start page, which imports it"
    );
    page.send(Msg::ImportTaken);
    assert_eq!(page.store.import_handed, None);
}

/// The next state of a build of its own, which stays (a way out would be a failure here).
fn stays(next: Option<Next>) -> Store {
    match next {
        Some(Next::Stay(store)) => store,
        other => panic!("the build's own message, not {other:?}"),
    }
}
