//! The bonus rules of Global Conquest through the real binary in batch mode:
//! reinforcement territories, world leaders (Napoleon, Genghis Khan, Kanye
//! West), cheats, the round limit and their Indonesian messages. Chance is
//! forced with the host's `script_dice/1` and `script_randoms/1`; every test
//! checks the state through the query interface and the key messages.

use crate::common::script::Script;

/// Claims alternate so that Alice gets North America, Europe and South
/// America and Bob gets Asia, Africa and Australia.
const TWO_CLAIMS: &str =
    "na1,a1,na2,a2,na3,a3,na4,a4,na5,a5,e1,a6,e2,a7,e3,af1,e4,af2,e5,af3,sa1,au1,sa2,au2";

/// Map order: with three players Ann, Ben and Cid claim in turn, so Ann (p1)
/// holds na1 na4 e2 e5 a3 a6 sa2 af3, Ben (p2) na2 na5 e3 a1 a4 a7 af1 au1
/// and Cid (p3) na3 e1 e4 a2 a5 sa1 af2 au2.
const MAP_ORDER: &str =
    "na1,na2,na3,na4,na5,e1,e2,e3,e4,e5,a1,a2,a3,a4,a5,a6,a7,sa1,sa2,af1,af2,af3,au1,au2";

/// No reinforcement territory is ever drawn (and no random number is used).
const NEVER: &str = "[reinforcement_probability(0.0)]";

impl Script {
    /// Fixture "two" started with `options`: Alice (p1) holds NA, EU and SA
    /// with 5 more troops on NA1 (6) and 7 on E5 (8), Bob (p2) holds AS, AF
    /// and AU with 6 more on A1 and A2 (7 each), every other territory 1.
    /// `before_play` is put in front of the last placement, which starts
    /// round 1 with Alice's turn (14 reinforcements; Bob's turn gives 14);
    /// returns that query's index.
    fn two_with(&mut self, options: &str, before_play: &str) -> usize {
        self.q(&format!(
            "script_dice([6,6, 1,2]), startGame(['Alice', 'Bob'], {options})."
        ));
        self.q(&format!(
            "forall(member(T, [{TWO_CLAIMS}]), takeLocation(T))."
        ));
        self.q("placeTroops(na1, 5), placeTroops(e5, 7).");
        self.q(&format!(
            "{before_play} placeTroops(a1, 6), placeTroops(a2, 6)."
        ))
    }

    /// Fixture "three" started with `options`: Ann, Ben and Cid roll 12, 3
    /// and 4 (turn order p1, p2, p3), claim in map order (see MAP_ORDER) and
    /// put their 8 other troops on NA1, NA2 and NA3 (9 each). `before_play`
    /// is put in front of the last placement, which starts round 1; returns
    /// that query's index.
    fn three_with(&mut self, options: &str, before_play: &str) -> usize {
        self.q(&format!(
            "script_dice([6,6, 1,2, 1,3]), startGame(['Ann', 'Ben', 'Cid'], {options})."
        ));
        self.q(&format!(
            "forall(member(T, [{MAP_ORDER}]), takeLocation(T))."
        ));
        self.q("placeTroops(na1, 8).");
        self.q("placeTroops(na2, 8).");
        self.q(&format!("{before_play} placeTroops(na3, 8)."))
    }
}

const NO_GAME: &str = "No game is running. Start one with startGame.";

// ---------------------------------------------------------------- reinforcement territories

#[test]
fn with_probability_one_two_players_receive_a_territory_in_rounds_one_and_two_and_no_third() {
    let mut s = Script::new();
    // Round 1: the draw (1 <= 1000000) and the pick among p1, p2, p3 (2nd).
    let start1 = s.three_with(
        "[reinforcement_probability(1.0)]",
        "script_randoms([1, 2]),",
    );
    let round1 = s.q("round(R), findall(P-N, bonus_territory(P, N), L).");
    s.q("endTurn, endTurn.");
    // Round 2: the draw and the pick among p1, p3 (2nd).
    let start2 = s.q("script_randoms([1, 2]), endTurn.");
    let round2 = s.q("round(R), findall(P-N, bonus_territory(P, N), L).");
    // Rounds 3 and 4: two are given, so nobody receives one any more.
    let later = s.q("endTurn, endTurn, endTurn, endTurn, endTurn, endTurn.");
    let round4 = s.q("round(R), findall(P-N, bonus_territory(P, N), L).");
    let r = s.run();
    r.says(
        start1,
        &[
            "=== Round 1 ===",
            "Ben receives a reinforcement territory, off the map",
        ],
    );
    r.says_times(start1, "receives a reinforcement territory", 1);
    r.binds(round1, &["R = 1", "L = [p2-0]"]);
    r.says(
        start2,
        &["=== Round 2 ===", "Cid receives a reinforcement territory"],
    );
    r.says_times(start2, "receives a reinforcement territory", 1);
    r.binds(round2, &["R = 2", "L = [p2-0,p3-0]"]);
    r.says(later, &["=== Round 3 ===", "=== Round 4 ==="]);
    r.never_says(later, "reinforcement territory");
    r.binds(round4, &["R = 4", "L = [p2-0,p3-0]"]);
}

#[test]
fn start_game_options_are_checked_and_probability_zero_gives_no_territory() {
    let mut s = Script::new();
    let high = s.q("startGame(['Alice', 'Bob'], [reinforcement_probability(1.5)]).");
    let negative = s.q("startGame(['Alice', 'Bob'], [reinforcement_probability(-0.1)]).");
    let word = s.q("startGame(['Alice', 'Bob'], [reinforcement_probability(abc)]).");
    let rounds = s.q("startGame(['Alice', 'Bob'], [max_rounds(0)]).");
    let unknown = s.q("startGame(['Alice', 'Bob'], [colour(red)]).");
    let not_list = s.q("startGame(['Alice', 'Bob'], reinforcement_probability(0.5)).");
    let nothing = s.q("phase(P) ; player(Id, Name) ; game_option(O, V).");
    let start = s.two_with(NEVER, "");
    let option = s.q("game_option(reinforcement_probability, P).");
    let rounds_played =
        s.q("endTurn, endTurn, endTurn, endTurn, endTurn, endTurn, endTurn, endTurn.");
    let none = s.q("round(R), findall(P-N, bonus_territory(P, N), L).");
    let r = s.run();
    r.says(
        high,
        &["reinforcement_probability needs a number from 0.0 to 1.0 (the chance of a reinforcement territory each round), not 1.5."],
    );
    r.says(
        negative,
        &["reinforcement_probability needs a number from 0.0 to 1.0"],
    );
    r.says(
        word,
        &["reinforcement_probability needs a number from 0.0 to 1.0"],
    );
    r.says(
        rounds,
        &["max_rounds needs a positive whole number, not 0."],
    );
    r.says(
        unknown,
        &["Unknown option colour(red): the options are reinforcement_probability(P) and max_rounds(N)."],
    );
    r.says(
        not_list,
        &["Please give the options as a list, for example [reinforcement_probability(0.2)]."],
    );
    for i in [high, negative, word, rounds, unknown, not_list] {
        r.never_says(i, "Turn order");
    }
    r.fails(nothing);
    r.binds(option, &["P = 0.0"]);
    r.says(rounds_played, &["=== Round 5 ==="]);
    r.never_says(rounds_played, "reinforcement territory");
    r.never_says(start, "reinforcement territory");
    r.binds(none, &["R = 5", "L = []"]);
}

#[test]
fn interactive_start_game_asks_who_plays_and_the_probability_again_until_valid() {
    let mut s = Script::new();
    let start = s.q("startGame.");
    s.answers(&[
        "2", "Alice", "Bob", "robot", "", "Hard", "1.5", "abc", "0.3",
    ]);
    let chosen =
        s.q("game_option(reinforcement_probability, P), player_kind(p1, K1), player_kind(p2, K2).");
    // A game runs: startGame. asks before abandoning it.
    let defaults = s.q("startGame.");
    s.answers(&["yes", "2", "Ann", "Ben", "", "", ""]);
    let default =
        s.q("game_option(reinforcement_probability, P), player_kind(p1, K1), player_kind(p2, K2).");
    let r = s.run();
    r.says_times(
        start,
        "Who plays Alice? human, easy, normal or hard (Enter: human; or cancel): ",
        2,
    );
    r.says_times(start, "Please answer human, easy, normal or hard.", 1);
    r.says_times(start, "Who plays Bob?", 1);
    r.says_times(
        start,
        "Chance of a reinforcement territory each round, 0.0 to 1.0 (Enter: 0.1; or cancel): ",
        3,
    );
    r.says(
        start,
        &[
            "1.5 is not a probability",
            "abc is not a probability",
            "Turn order",
        ],
    );
    r.binds(chosen, &["P = 0.3", "K1 = human", "K2 = cpu(hard)"]);
    r.says(
        defaults,
        &[
            "A game is running: abandon it for a new one? (yes/no) ",
            "Turn order",
        ],
    );
    r.never_says(defaults, "not a probability");
    r.binds(default, &["P = 0.1", "K1 = human", "K2 = human"]);
}

#[test]
fn draft_reinforcement_refuses_bad_drafts_and_fills_the_territory_from_the_reserve() {
    let mut s = Script::new();
    let before = s.q("draftReinforcement(1).");
    s.two_with(NEVER, "");
    s.q("endTurn.");
    let without = s.q("draftReinforcement(3).");
    let gained = s.q("cheatReinforcementTerritory(p2).");
    let zero = s.q("draftReinforcement(0).");
    let negative = s.q("draftReinforcement(-2).");
    let word = s.q("draftReinforcement(x).");
    let unbound = s.q("draftReinforcement(_).");
    let too_many = s.q("draftReinforcement(15).");
    let unchanged = s.q("bonus_territory(p2, N), reserve(p2, R).");
    let drafted = s.q("draftReinforcement(4).");
    let after = s.q("bonus_territory(p2, N), reserve(p2, R).");
    let again = s.q("draftReinforcement(10).");
    let full = s.q("bonus_territory(p2, N), reserve(p2, R).");
    let r = s.run();
    r.says(before, &[NO_GAME]);
    r.says(without, &["Bob has no reinforcement territory."]);
    r.says(
        gained,
        &["Bob receives a reinforcement territory, off the map"],
    );
    r.says(zero, &["The number of troops must be at least 1, not 0."]);
    r.says(
        negative,
        &["The number of troops must be at least 1, not -2."],
    );
    r.says(word, &["x is not a whole number of troops."]);
    r.says(unbound, &["Please give a number of troops, for example 3."]);
    r.says(
        too_many,
        &["Bob cannot draft 15 troops: only 14 reinforcements are left."],
    );
    r.binds(unchanged, &["N = 0", "R = 14"]);
    r.says(
        drafted,
        &[
            "Bob puts 4 troops into the reinforcement territory, which now holds 4.",
            "Reinforcements left for Bob: 10",
        ],
    );
    r.binds(after, &["N = 4", "R = 10"]);
    r.says(
        again,
        &["Bob puts 10 troops into the reinforcement territory, which now holds 14."],
    );
    r.binds(full, &["N = 14", "R = 0"]);
}

#[test]
fn reinforcement_troops_join_an_attack_and_move_in_first_the_rest_going_home() {
    let mut s = Script::new();
    s.two_with(NEVER, "");
    s.q("endTurn.");
    s.q("cheatReinforcementTerritory(p2), draftReinforcement(4).");
    // Bob sends 3 of A1's 7 and 2 of the 4 stored; five sixes against NA5's 1.
    let attack = s.q("script_dice([6,6,6,6,6, 1]), attack.");
    s.answers(&["a1", "3", "5", "-1", "x", "2", "1", "4"]);
    let state = s.q(
        "troops(a1, A1), troops(na5, NA5), owner(na5, O), bonus_territory(p2, B), \
         reserve(p2, R), action_used(attack).",
    );
    let r = s.run();
    r.says(
        attack,
        &[
            "Troops from your reinforcement territory to join (0-4, or cancel): ",
            "Bob sends 5 troops into battle.",
            "1. NA5 (Alice, 1 troop)",
            "Bob's reinforcement territory holds 2 troops.",
        ],
    );
    r.says_times(attack, "Invalid number: enter a number from 0 to 4.", 3);
    // Move-in 4: the 2 stored troops first, then 2 of A1's; the third sent
    // troop goes back to A1.
    r.binds(state, &["A1 = 5", "NA5 = 4", "O = p2", "B = 2", "R = 10"]);
}

#[test]
fn a_lost_attack_loses_the_sent_and_the_reinforcement_troops() {
    let mut s = Script::new();
    s.two_with(NEVER, "");
    s.q("endTurn.");
    s.q("cheatReinforcementTerritory(p2), draftReinforcement(6).");
    // 4 from A2 and 3 stored: seven ones against E5's eight sixes.
    let attack = s.q("script_dice([1,1,1,1,1,1,1, 6,6,6,6,6,6,6,6]), attack.");
    s.answers(&["a2", "4", "3", "2"]);
    let state = s.q(
        "troops(a2, A2), troops(e5, E5), owner(e5, O), bonus_territory(p2, B), \
         action_used(attack).",
    );
    let r = s.run();
    r.says(
        attack,
        &[
            "Bob sends 7 troops into battle.",
            "2. E5 (Alice, 8 troops)",
            "Bob's reinforcement territory holds 3 troops.",
        ],
    );
    r.binds(state, &["A2 = 3", "E5 = 8", "O = p1", "B = 3"]);
}

// ---------------------------------------------------------------- world leaders

#[test]
fn napoleon_comes_with_europe_and_a_reinforcement_territory_and_may_win_without_dice() {
    let mut s = Script::new();
    s.two_with(NEVER, "");
    let none = s.q("leader(p1, L).");
    let gained = s.q("cheatReinforcementTerritory(p1).");
    let leader = s.q("leader(p1, L).");
    // The Napoleon draw 1 (of 1..4): won outright, no die rolled.
    let strike = s.q("script_randoms([1]), attack.");
    s.answers(&["e5", "7", "1", "5"]);
    let taken = s.q("owner(a2, O), troops(a2, A2), troops(e5, E5).");
    s.q("endTurn, endTurn.");
    // The draw 2: the dice decide, here against Alice.
    let dice = s.q("script_randoms([2]), script_dice([1,1, 6]), attack.");
    s.answers(&["e5", "2", "1"]);
    let lost = s.q("owner(af2, O), troops(af2, AF2), troops(e5, E5).");
    let r = s.run();
    r.fails(none);
    r.says(
        gained,
        &[
            "Alice receives a reinforcement territory",
            "*** Alice completed a secret mission and gains the world leader Napoleon Bonaparte! ***",
        ],
    );
    r.binds(leader, &["L = napoleon"]);
    r.says(
        strike,
        &["Napoleon leads Alice's troops: A2 falls without a single die rolled!"],
    );
    r.never_says(strike, "Dice of");
    r.binds(taken, &["O = p1", "A2 = 5", "E5 = 3"]);
    r.never_says(dice, "without a single die");
    r.says(dice, &["1. AF2 (Bob, 1 troop)"]);
    r.binds(lost, &["O = p2", "AF2 = 1", "E5 = 1"]);
}

#[test]
fn genghis_khan_comes_with_asia_and_an_elimination_and_attacks_anywhere() {
    let mut s = Script::new();
    s.three_with(NEVER, "");
    let asia = s.q("forall(member(T, [a1,a2,a4,a5,a7]), cheatTake(T)), leader(p1, L).");
    let out = s.q("forall(member(T, [na2,na5,e3,af1,au1]), cheatTake(T)).");
    let state = s.q("eliminated(p2), eliminated_by(p2, By), leader(p1, L).");
    let targets = s.q("target_candidates(p1, na1, Ts).");
    // NA1 (9) against AU2 (1, Cid's), far away: eight sixes against a one.
    let attack = s.q("script_dice([6,6,6,6,6,6,6,6, 1]), attack.");
    s.answers(&["na1", "8", "6", "3"]);
    let taken = s.q("owner(au2, O), troops(au2, AU2), troops(na1, NA1).");
    let r = s.run();
    r.fails(asia);
    r.says(
        out,
        &["*** Ann completed a secret mission and gains the world leader Genghis Khan! ***"],
    );
    r.binds(state, &["By = p1", "L = genghis_khan"]);
    r.binds(targets, &["Ts = [na3,e1,e4,sa1,af2,au2]"]);
    r.says(attack, &["6. AU2 (Cid, 1 troop)"]);
    r.binds(taken, &["O = p1", "AU2 = 3", "NA1 = 6"]);
}

#[test]
fn a_player_keeps_the_first_leader_when_a_second_mission_is_completed() {
    let mut s = Script::new();
    s.three_with(NEVER, "");
    s.q("forall(member(T, [e1,e3,e4, a1,a2,a4,a5,a7, na2,na5,af1,au1]), cheatTake(T)).");
    let first = s.q("findall(L, leader(p1, L), Ls).");
    let second = s.q("cheatReinforcementTerritory(p1).");
    let both = s.q("mission_complete(p1, napoleon), mission_complete(p1, genghis_khan).");
    let kept = s.q("findall(L, leader(p1, L), Ls).");
    let r = s.run();
    r.binds(first, &["Ls = [genghis_khan]"]);
    r.says(second, &["Ann receives a reinforcement territory"]);
    r.never_says(second, "secret mission");
    r.binds(both, &[]);
    r.binds(kept, &["Ls = [genghis_khan]"]);
}

#[test]
fn kanye_west_comes_after_five_rounds_of_conquest_and_raids_at_round_start() {
    let mut s = Script::new();
    s.two_with(NEVER, "");
    for t in ["a1", "a2", "a3"] {
        s.q(&format!("cheatTake({t}), endTurn, endTurn."));
    }
    let four = s.q("cheatTake(a4), findall(R, conquest_round(p1, R), Rs).");
    let not_yet = s.q("leader(p1, L).");
    let round5 = s.q("endTurn, endTurn.");
    let fifth = s.q("cheatTake(a5).");
    let leader = s.q("leader(p1, L).");
    s.q("cheatTroops(af1, 4).");
    let targets =
        s.q("findall(T, (owner(T, O), O \\== p1), Ts), reserve(p1, R), reinforcements(p1, N).");
    s.q("endTurn.");
    // Round 6: the Kanye draw 1 (of 1..10), then the 3rd of Bob's
    // territories, AF1 with 5 troops.
    let raid = s.q("script_randoms([1, 3]), endTurn.");
    let raided = s.q("owner(af1, O), troops(af1, AF1), reserve(p1, R).");
    s.q("endTurn.");
    // Round 7: the 7th of Bob's territories, AU2, holds one troop.
    let take = s.q("script_randoms([1, 7]), endTurn.");
    let taken = s.q("owner(au2, O), troops(au2, AU2), conquest_round(p1, 7).");
    s.q("endTurn.");
    // Round 8: the draw 2 - no raid.
    let calm = s.q("script_randoms([2]), endTurn.");
    let kept = s.q("findall(T, (owner(T, O), O \\== p1), Ts).");
    let r = s.run();
    r.binds(four, &["Rs = [1,2,3,4]"]);
    r.fails(not_yet);
    r.never_says(round5, "secret mission");
    r.says(
        fifth,
        &["*** Alice completed a secret mission and gains the world leader Kanye West! ***"],
    );
    r.binds(leader, &["L = kanye_west"]);
    r.binds(
        targets,
        &["Ts = [a6,a7,af1,af2,af3,au1,au2]", "R = 74", "N = 16"],
    );
    r.says(
        raid,
        &["Kanye West strikes for Alice: 4 troops of AF1 (Bob) join the reserve."],
    );
    // The reserve grows by the 4 raided troops before Alice's 16.
    r.binds(raided, &["O = p2", "AF1 = 1", "R = 94"]);
    r.says(
        take,
        &["Kanye West strikes for Alice: AU2 (Bob) changes sides."],
    );
    r.binds(taken, &["O = p1", "AU2 = 1"]);
    r.never_says(calm, "Kanye West strikes");
    r.binds(kept, &["Ts = [a6,a7,af1,af2,af3,au1]"]);
}

#[test]
fn a_raid_that_knocks_out_the_player_whose_turn_starts_passes_the_turn_in_the_same_round() {
    let mut s = Script::new();
    s.three_with(NEVER, "");
    s.q("endTurn.");
    // Ben leaves Ann only AF3 (one troop) and gets Kanye West.
    s.q("forall(member(T, [na1,na4,e2,e5,a3,a6,sa2]), cheatTake(T)), cheatLeader(p2, kanye_west).");
    let targets = s.q("findall(T, (owner(T, O), O \\== p2), Ts).");
    s.q("endTurn.");
    // Round 2 starts at Ann's turn: Ben's raid takes the 8th, AF3.
    let raid = s.q("script_randoms([1, 8]), endTurn.");
    let state =
        s.q("current_player(P), eliminated(p1), eliminated_by(p1, By), round(R), owner(af3, O).");
    let cid = s.q("endTurn, current_player(P), round(R).");
    let next_round = s.q("endTurn, current_player(P), round(R).");
    let r = s.run();
    r.binds(targets, &["Ts = [na3,e1,e4,a2,a5,sa1,af2,af3,au2]"]);
    r.says(
        raid,
        &[
            "=== Round 2 ===",
            "Kanye West strikes for Ben: AF3 (Ann) changes sides.",
            "Ann is out of the game!",
            "Now it is Ben's turn!",
        ],
    );
    r.never_says(raid, "Now it is Ann's turn!");
    r.binds(state, &["P = p2", "By = p2", "R = 2", "O = p2"]);
    // Ben and Cid still play round 2; round 3 starts with Ben.
    r.binds(cid, &["P = p3", "R = 2"]);
    r.says(next_round, &["=== Round 3 ===", "Now it is Ben's turn!"]);
    r.binds(next_round, &["P = p2", "R = 3"]);
}

// ---------------------------------------------------------------- cheats

#[test]
fn cheats_say_no_game_before_start_and_refuse_bad_arguments() {
    let mut s = Script::new();
    let before = s.q(
        "\\+ cheatTroops(na1, 1), \\+ cheatReserve(p1, 1), \\+ cheatTake(na1), \\+ cheatCard(rebellion), \
         \\+ cheatLeader(p1, napoleon), \\+ cheatReinforcementTerritory(p1), \\+ cheatWin(p1).",
    );
    s.two_with(NEVER, "");
    let troops = s.q("cheatTroops(na1, 3).");
    let bad_troops = s.q(
        "\\+ cheatTroops(xx, 3), \\+ cheatTroops('NA1', 0), \\+ cheatTroops(na1, -1), \\+ cheatTroops(na1, x), \
         \\+ cheatTroops(na1, 2.5), \\+ cheatTroops(na1, _), \\+ cheatTroops(_, 2).",
    );
    let na1 = s.q("troops(na1, N).");
    let reserve = s.q("cheatReserve(p2, 5).");
    let bad_reserve = s.q(
        "\\+ cheatReserve(p9, 1), \\+ cheatReserve(_, 1), \\+ cheatReserve(7, 1), \\+ cheatReserve(p2, 0), \
         \\+ cheatReserve(p2, y), \\+ cheatReserve(p2, _).",
    );
    let reserves = s.q("reserve(p1, R1), reserve(p2, R2).");
    let take = s.q("cheatTake('A1').");
    let bad_take =
        s.q("\\+ cheatTake(na1), \\+ cheatTake(zz), \\+ cheatTake(_), \\+ cheatTake(3).");
    let owners = s.q(
        "owner(a1, O), troops(a1, N), findall(T, owner(T, p1), Ts), length(Ts, K), \
         conquest_round(p1, R).",
    );
    let r = s.run();
    r.says_times(before, NO_GAME, 7);
    r.says(troops, &["CHEAT: NA1 gets 3 troops (9 now)."]);
    r.says(
        bad_troops,
        &[
            "XX is not a territory.",
            "The number of troops must be at least 1, not 0.",
            "The number of troops must be at least 1, not -1.",
            "x is not a whole number of troops.",
            "2.5 is not a whole number of troops.",
            "Please give a number of troops, for example 3.",
            "Please give a territory code, for example na1.",
        ],
    );
    r.never_says(bad_troops, "CHEAT:");
    r.binds(na1, &["N = 9"]);
    r.says(reserve, &["CHEAT: Bob gets 5 troops in reserve (5 now)."]);
    r.says(
        bad_reserve,
        &[
            "There is no player P9 in this game; the players are p1 (Alice), p2 (Bob).",
            "Please give a player: an id (p1, p2, ...) or a name",
            "There is no player 7 in this game; the players are p1 (Alice), p2 (Bob).",
            "The number of troops must be at least 1, not 0.",
            "y is not a whole number of troops.",
            "Please give a number of troops, for example 3.",
        ],
    );
    r.never_says(bad_reserve, "CHEAT:");
    r.binds(reserves, &["R1 = 14", "R2 = 5"]);
    r.says(take, &["CHEAT: Alice takes A1."]);
    r.says(
        bad_take,
        &[
            "CHEAT: NA1 is already yours.",
            "ZZ is not a territory.",
            "Please give a territory code, for example na1.",
            "3 is not a territory.",
        ],
    );
    r.never_says(bad_take, "takes");
    r.binds(owners, &["O = p1", "N = 7", "K = 13", "R = 1"]);
}

#[test]
fn cheats_give_cards_leaders_territories_and_the_win() {
    let mut s = Script::new();
    s.two_with(NEVER, "");
    let cards = s.q(
        "cheatCard(ceasefire_order), cheatCard(super_soldier_serum), \
         cheatCard(disease_outbreak), cheatCard(auxiliary_troops), \
         cheatCard(supply_chain_issue).",
    );
    let effects = s.q("findall(C-E, effect(p1, C, E), L).");
    // Rebellion: the 1st of Alice's territories goes to Bob.
    let rebellion = s.q("script_randoms([1]), cheatCard(rebellion).");
    let rebelled = s.q("findall(T, owner(T, p2), Ts), length(Ts, K).");
    let bad_card = s.q("\\+ cheatCard(joker), \\+ cheatCard(_), \\+ cheatCard(3).");
    let leader = s.q("cheatLeader(p2, genghis_khan).");
    let bad_leader = s.q(
        "\\+ cheatLeader(p2, genghis_khan), \\+ cheatLeader(p2, caesar), \\+ cheatLeader(p9, napoleon), \
         \\+ cheatLeader(_, napoleon).",
    );
    let leaders = s.q("findall(P-L, leader(P, L), Ls).");
    let territory = s.q("cheatReinforcementTerritory('P2').");
    let bad_territory = s.q(
        "\\+ cheatReinforcementTerritory(p2), \\+ cheatReinforcementTerritory(p9), \
         \\+ cheatReinforcementTerritory(_).",
    );
    let territories = s.q("findall(P-N, bonus_territory(P, N), L).");
    let bad_win = s.q("\\+ cheatWin(p9), \\+ cheatWin(_), phase(P).");
    let win = s.q("cheatWin(p2).");
    let over = s.q("phase(P), winner(W).");
    let refused = s.q(
        "\\+ draft(na2, 1), \\+ endTurn, \\+ attack, \\+ cheatTroops(na2, 1), \\+ cheatTake(a2), \
         \\+ draftReinforcement(1), \\+ cheatWin(p1).",
    );
    let unchanged = s.q("troops(na2, N), owner(a2, O), winner(W).");
    let r = s.run();
    for name in [
        "CEASEFIRE ORDER",
        "SUPER SOLDIER SERUM",
        "DISEASE OUTBREAK",
        "AUXILIARY TROOPS",
        "SUPPLY CHAIN ISSUE",
    ] {
        r.says(cards, &[&format!("Alice draws the risk card {name}.")]);
    }
    r.binds(
        effects,
        &[
            "L = [ceasefire_order-until_next_turn,super_soldier_serum-until_next_turn,\
disease_outbreak-until_next_turn,auxiliary_troops-next_reinforcements,\
supply_chain_issue-next_reinforcements]",
        ],
    );
    r.says(rebellion, &["Alice draws the risk card REBELLION."]);
    r.binds(rebelled, &["K = 13"]);
    r.says_times(
        bad_card,
        "; choose one of: ceasefire_order, super_soldier_serum, auxiliary_troops, rebellion, \
         disease_outbreak, supply_chain_issue.",
        3,
    );
    r.says(bad_card, &["CHEAT: unknown joker;"]);
    r.never_says(bad_card, "draws");
    r.says(
        leader,
        &["*** Bob completed a secret mission and gains the world leader Genghis Khan! ***"],
    );
    r.says(
        bad_leader,
        &[
            "CHEAT: Bob already has Genghis Khan.",
            "CHEAT: unknown caesar; choose one of: napoleon, genghis_khan, kanye_west.",
            "There is no player P9 in this game; the players are p1 (Alice), p2 (Bob).",
            "Please give a player: an id (p1, p2, ...) or a name",
        ],
    );
    r.never_says(bad_leader, "gains");
    r.binds(leaders, &["Ls = [p2-genghis_khan]"]);
    r.says(territory, &["Bob receives a reinforcement territory"]);
    r.says(
        bad_territory,
        &[
            "CHEAT: Bob already has a reinforcement territory.",
            "There is no player P9 in this game; the players are p1 (Alice), p2 (Bob).",
            "Please give a player: an id (p1, p2, ...) or a name",
        ],
    );
    r.never_says(bad_territory, "receives");
    r.binds(territories, &["L = [p2-0]"]);
    r.binds(bad_win, &["P = playing"]);
    r.says(win, &["Bob"]);
    r.binds(over, &["P = over", "W = p2"]);
    r.says_times(
        refused,
        "The game is over: Bob rules the world. Start a new one with startGame.",
        7,
    );
    r.binds(unchanged, &["N = 1", "O = p2", "W = p2"]);
}

// ---------------------------------------------------------------- round limit

/// Issue 15: cheatReinforcementTerritory/1 ignored the limit of two
/// reinforcement territories a game; it keeps it, as the round draws do.
#[test]
fn the_reinforcement_territory_cheat_keeps_the_limit_of_two_a_game() {
    let mut s = Script::new();
    s.three_with(NEVER, "");
    let two = s.q("cheatReinforcementTerritory(p1), cheatReinforcementTerritory(p2).");
    let third = s.q("cheatReinforcementTerritory(p3).");
    let given = s.q("findall(P-N, bonus_territory(P, N), L).");
    let r = s.run();
    r.says_times(two, "receives a reinforcement territory", 2);
    r.says(
        third,
        &["CHEAT: every reinforcement territory of the game has been given (2 at most)."],
    );
    r.never_says(third, "receives a reinforcement territory");
    r.binds(given, &["L = [p1-0,p2-0]"]);
}

/// Issue 15: 200 000 troops attacking raised host_error(too_many_dice)
/// uncaught. A territory, a reserve and a reinforcement territory hold at
/// most 50 000 troops (cheats and saves are refused past it), and a battle
/// of the most troops there can be is one roll of the host's on each side.
#[test]
fn troops_stay_within_the_bound_and_the_biggest_battle_is_fought() {
    let mut s = Script::new();
    s.two_with(NEVER, "");
    let huge = s.q("cheatTroops(e5, 200000).");
    let reserve = s.q("cheatReserve(p1, 200000).");
    let unchanged = s.q("troops(e5, N), reserve(p1, R).");
    let full = s.q("troops(e5, N), K is 50000 - N, cheatTroops(e5, K), troops(e5, M).");
    let more = s.q("\\+ cheatTroops(e5, 1), \\+ draft(e5, 1).");
    let attack = s.q("attack.");
    s.answers(&["e5", "49999", "2", "1"]);
    let after = s.q("owner(af2, O), troops(af2, A), troops(e5, E).");
    let r = s.run();
    r.says(huge, &["E5 cannot hold more than 50000 troops."]);
    r.says(
        reserve,
        &["Alice cannot keep more than 50000 troops in reserve."],
    );
    r.binds(unchanged, &["N = 8", "R = 14"]);
    r.binds(full, &["M = 50000"]);
    r.says_times(more, "E5 cannot hold more than 50000 troops.", 2);
    r.says(
        attack,
        &["49999 dice: ", "Alice wins! Territory AF2 is conquered."],
    );
    r.never_says(attack, "uncaught");
    r.binds(after, &["O = p1", "A = 1", "E = 49999"]);
}

#[test]
fn the_round_limit_ends_the_game_in_a_draw() {
    let mut s = Script::new();
    s.two_with("[max_rounds(2)]", "");
    let option = s.q("game_option(max_rounds, M).");
    let round2 = s.q("endTurn, endTurn, round(R).");
    let last = s.q("endTurn, phase(P).");
    let draw = s.q("endTurn.");
    let state = s.q("phase(P), round(R), \\+ winner(_).");
    let refused = s.q(
        "\\+ draft(na1, 1), \\+ endTurn, \\+ attack, \\+ move(na1, na2, 1), \\+ risk, \\+ draftReinforcement(1), \
         \\+ cheatTroops(na1, 1).",
    );
    let troops = s.q("troops(na1, N), phase(P).");
    let r = s.run();
    r.binds(option, &["M = 2"]);
    r.binds(round2, &["R = 2"]);
    r.binds(last, &["P = playing"]);
    r.says(
        draw,
        &["The round limit of 2 rounds is reached: the game ends in a draw."],
    );
    r.never_says(draw, "=== Round 3 ===");
    r.never_says(draw, "Now it is");
    r.binds(state, &["P = over", "R = 2"]);
    r.says_times(
        refused,
        "The game is over: it ended in a draw. Start a new one with startGame.",
        7,
    );
    r.binds(troops, &["N = 6", "P = over"]);
}

// ---------------------------------------------------------------- Indonesian

#[test]
fn leader_and_reinforcement_territory_messages_in_indonesian() {
    let mut s = Script::new();
    s.two_with(NEVER, "");
    let without = s.q("draftReinforcement(2).");
    let gained = s.q("cheatReinforcementTerritory(p1).");
    let drafted = s.q("draftReinforcement(3).");
    // No Napoleon strike (4 of 1..4); three sixes against AF2's one.
    let attack = s.q("script_randoms([4]), script_dice([6,6,6, 1]), attack.");
    s.answers(&["e5", "2", "9", "1", "2", "2"]);
    let state = s.q("troops(e5, E5), troops(af2, AF2), owner(af2, O), bonus_territory(p1, B).");
    let r = s.run_with(&["--lang", "id"]);
    r.says(without, &["Alice tidak memiliki wilayah reinforcement."]);
    r.says(
        gained,
        &[
            "Alice menerima wilayah reinforcement di luar peta",
            "*** Alice menyelesaikan secret mission dan mendapatkan world leader Napoleon Bonaparte! ***",
        ],
    );
    r.says(
        drafted,
        &["Alice menempatkan 3 tentara di wilayah reinforcement, yang kini berisi 3."],
    );
    r.says(
        attack,
        &[
            "Tentara dari wilayah reinforcement yang ikut menyerang (0-3, atau batal): ",
            "Jumlah tidak valid: masukkan angka 0 sampai 3.",
            "Wilayah reinforcement Alice berisi 2 tentara.",
        ],
    );
    // Move-in 2 of the 3 fighters: the stored one first, then one of E5's.
    r.binds(state, &["E5 = 7", "AF2 = 2", "O = p1", "B = 2"]);
}
