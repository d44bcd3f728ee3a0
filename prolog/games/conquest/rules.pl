/** The rules of Global Conquest on the common game library.

A game is one state term (state.pl); every command is a move:

    roll_for_order(Luck)      the rules' first move: everybody rolls for the turn order
    take(Territory)           claim an empty territory (takeLocation)
    claim_automatic           completed into take(Territory), a free one at random (claimAutomatic)
    place(Placements)         place Territory-Troops pairs, in order (placeTroops)
    place_automatic           completed into place(Placements) at random (placeAutomatic)
    draft(Territory, Troops)  reserve troops onto an own territory
    draft_reinforcement(Troops)   reserve troops into the reinforcement territory
    move(From, To, Troops)    between two own territories, three times a turn
    attack(From, To, Sent, Extra) completed into attack(From, To, Sent, Extra, Luck)
    move_in(Troops)           after a won battle: how many fighters move in
    risk                      completed into risk(Luck): a risk card
    end_turn                  the next living player's turn starts
    begin_round(Luck)         the rules' move at a round's start: its draws

Chance is data: a move that involves it carries Luck, the numbers drawn
(luck.pl), so apply_move/3 is a relation and a computer weighs
outcomes without the generator; complete_move/3 draws a move's luck
through the host, from the same rules, so --seed replays a game. The
rules' own moves (forced_move/2) are the roll for the turn order and the
draws of a round's start: the library plays them as soon as they are due.

What a move does is told as events, message keys in the order things
happen (move_events/4), which the view prints; the rules never print.

The rulebook hooks about the state, state_player/2 and state_players/2,
are the accessors of state.pl, exported again here with the other hooks.
*/
:- module(conquest_rules, [new_state/3,
                           option_error/2,
                           option_values/3,
                           legal_move/2,
                           move_error/3,
                           apply_move/3,
                           move_events/4,
                           complete_move/3,
                           forced_move/2,
                           game_over/2,
                           state_round/2,
                           state_error/2,
                           save_error/2, missing_territories/2,
                           state_player/2,
                           state_players/2,
                           max_round_number/1,
                           move_command/2]).

:- use_module(library(lists)).
:- use_module(library(iso_ext)).
:- use_module(library(between)).
:- use_module(library(dcgs)).
:- use_module('../../host/util').
:- use_module('../../host/text').
:- use_module(map).
:- use_module(luck).
:- use_module(state).
:- use_module(holdings).
:- use_module(cards).
:- use_module(leaders).
:- use_module(setup).
:- use_module(turn).
:- use_module(attack).
:- use_module(reinforcement_territory).
:- use_module(validate).

%% new_state(+Players, +Options, -State) is det.
%
%  State is a new game of Players (2 to 4 ids, p1 first) with Options
%  (checked by option_error/2), before the roll for the turn order.
%
%  ?- new_state([p1, p2], [max_rounds(30)], _S), state_phase(_S, Ph),
%     option_max_rounds(_S, M), option_probability(_S, P).
%     Ph = start, M = 30, P = 0.1.
new_state(Players, Options, State) :-
    option_values(Options, Probability, MaxRounds),
    initial_state(Players, options(Probability, MaxRounds), State).

%% option_values(+Options, -Probability, -MaxRounds) is det.
%
%  The reinforcement-territory Probability (a float) and the round limit
%  (none without one) that Options give.
option_values(Options, Probability, MaxRounds) :-
    (   memberchk(reinforcement_probability(P0), Options)
    ->  Probability is float(P0)
    ;   default_reinforcement_probability(Probability)
    ),
    (   memberchk(max_rounds(M), Options)
    ->  MaxRounds = M
    ;   MaxRounds = none
    ).

%% option_error(+Options, -Error) is semidet.
%
%  One of Options is no option of startGame/2, for the reason Error:
%  reinforcement_probability(P) takes a number from 0 to 1, max_rounds(N)
%  a whole number from 1 to max_round_number/1, each given once.
%
%  ?- option_error([reinforcement_probability(1.5)], E).
%     E = option_probability_invalid(1.5).
%  ?- option_error([max_rounds(5), max_rounds(6)], E).
%     E = duplicate_option(max_rounds).
option_error(Options, Error) :-
    (   member(Option, Options),
        option_error_(Option, Error0)
    ->  Error = Error0
    ;   append(_, [Option|Rest], Options),
        functor(Option, Name, 1),
        member(Other, Rest),
        functor(Other, Name, 1)
    ->  Error = duplicate_option(Name)
    ).

option_error_(Option, Error) :-
    (   var(Option)
    ->  Error = option_unknown(Option)
    ;   Option = reinforcement_probability(P)
    ->  \+ ( number(P), P >= 0, P =< 1 ),
        Error = option_probability_invalid(P)
    ;   Option = max_rounds(N)
    ->  max_round_number(Max),
        \+ ( integer(N), N >= 1, N =< Max ),
        Error = max_rounds_invalid(N)
    ;   Error = option_unknown(Option)
    ).

%% max_round_number(?N).
%
%  No game lasts more than N rounds (a bound far above any game, for
%  max_rounds(N) and saved games).
max_round_number(1000000).

%% game_over(+State, -Outcome) is semidet.
%
%  The game is over: Outcome is winner(Player) or draw (the round limit).
game_over(State, Outcome) :-
    state_phase(State, over(Winner)),
    (   Winner == draw
    ->  Outcome = draw
    ;   Outcome = winner(Winner)
    ).

%% state_round(+State, -Round) is det.
%
%  The round play is in; a round whose draws are due already counts (so a
%  simulation stops before drawing for a round past its limit).
state_round(State, Round) :-
    round_number(State, Round0),
    (   pending(State, begin_round)
    ->  Round is Round0 + 1
    ;   Round = Round0
    ).

%% forced_move(+State, -Move) is semidet.
%
%  The rules move by themselves in State: the roll for the turn order at
%  the start, the draws of a round's start.
forced_move(State, Move) :-
    (   state_phase(State, start)
    ->  Move = roll_for_order
    ;   pending(State, begin_round)
    ->  Move = begin_round
    ).

%% complete_move(+State, +Move0, -Move) is det.
%
%  Move is Move0 with the luck it needs drawn from the host (by the rules
%  of the move themselves); a move without chance, or one already
%  completed, is itself.
complete_move(State, Move0, Move) :-
    (   luck_move(Move0, Move)
    ->  move_events(State, Move, _, _)
    ;   Move0 == place_automatic
    ->  state_player(State, Player),
        random_placements(State, Player, Placements, _-[]),
        Move = place(Placements)
    ;   Move0 == claim_automatic
    ->  free_territories(State, Free),
        luck_member(T, Free, _, []),
        Move = take(T)
    ;   Move = Move0
    ).

free_territories(State, Free) :-
    findall(T, ( territory(T, _, _), \+ territory_owner(State, T, _) ), Free).

luck_move(roll_for_order, roll_for_order(_)).
luck_move(begin_round, begin_round(_)).
luck_move(risk, risk(_)).
luck_move(attack(From, To, Sent, Extra), attack(From, To, Sent, Extra, _)).

%% legal_move(+State, +Move) is semidet.
%
%  The player to move may play Move (complete or not) in State.
legal_move(State, Move) :-
    \+ move_error(State, Move, _).

%% move_error(+State, +Move, -Error) is semidet.
%
%  The player to move may not play Move in State, for the reason Error (a
%  message key): the first rule it breaks.
%
%  ?- new_state([p1, p2], [], _S), move_error(_S, take(na1), E).
%     E = rules_to_move.       % the rules roll for the turn order first
move_error(State, Move, Error) :-
    state_player(State, Player),
    (   \+ callable(Move)
    ->  Error = not_a_move(Move)
    ;   \+ move_command(Move, _)
    ->  Error = not_a_move(Move)
    ;   state_phase(State, over(_))
    ->  command_error(State, endTurn, Error)
    ;   forced(Move)
    ->  (   forced_move(State, Forced),
            functor(Forced, Name, _),
            functor(Move, Name, _)
        ->  fail
        ;   Error = not_a_move(Move)
        )
    ;   forced_move(State, _)
    ->  Error = rules_to_move
    ;   pending(State, move_in(_, To, _, _)),
        \+ Move = move_in(_)
    ->  Error = move_in_first(To)
    ;   move_command(Move, Command),
        command_error(State, Command, Error0)
    ->  Error = Error0
    ;   rule_error(Move, State, Player, Error)
    ).

forced(roll_for_order).
forced(roll_for_order(_)).
forced(begin_round).
forced(begin_round(_)).

%% move_command(?Move, ?Command).
%
%  Move is what the seed's Command plays.
move_command(take(_), takeLocation).
move_command(claim_automatic, claimAutomatic).
move_command(place(_), placeTroops).
move_command(place_automatic, placeAutomatic).
move_command(draft(_, _), draft).
move_command(draft_reinforcement(_), draftReinforcement).
move_command(move(_, _, _), move).
move_command(attack(_, _, _, _), attack).
move_command(attack(_, _, _, _, _), attack).
move_command(move_in(_), attack).
move_command(risk, risk).
move_command(risk(_), risk).
move_command(end_turn, endTurn).
move_command(roll_for_order, startGame).
move_command(roll_for_order(_), startGame).
move_command(begin_round, endTurn).
move_command(begin_round(_), endTurn).

rule_error(take(T), State, Player, Error) :-
    take_error(State, Player, T, Error).
rule_error(place(Placements), State, Player, Error) :-
    place_error(State, Player, Placements, Error).
rule_error(draft(T, N), State, Player, Error) :-
    draft_error(State, Player, T, N, Error).
rule_error(draft_reinforcement(N), State, Player, Error) :-
    draft_reinforcement_error(State, Player, N, Error).
rule_error(move(From, To, N), State, Player, Error) :-
    move_error(State, Player, From, To, N, Error).
rule_error(attack(From, To, Sent, Extra), State, Player, Error) :-
    attack_error(State, Player, attack(From, To, Sent, Extra), Error).
rule_error(attack(From, To, Sent, Extra, Luck), State, Player, Error) :-
    (   attack_error(State, Player, attack(From, To, Sent, Extra), Error0)
    ->  Error = Error0
    ;   \+ is_list(Luck)
    ->  Error = not_a_move(attack(From, To, Sent, Extra, Luck))
    ).
rule_error(move_in(N), State, Player, Error) :-
    move_in_error(State, Player, N, Error).
rule_error(risk, State, Player, Error) :-
    risk_error(State, Player, Error).
rule_error(risk(Luck), State, Player, Error) :-
    (   risk_error(State, Player, Error0)
    ->  Error = Error0
    ;   \+ is_list(Luck)
    ->  Error = not_a_move(risk(Luck))
    ).

%% apply_move(+State0, +Move, -State) is semidet.
%
%  State is State0 after the complete Move of the player to move (no
%  checks: legal_move/2 checks). Fails when the luck of Move does not fit
%  its rules.
apply_move(State0, Move, State) :-
    move_events(State0, Move, State, _).

%% move_events(+State0, +Move, -State, -Events) is semidet.
%
%  Move takes State0 to State; Events are the message keys of what
%  happened, in order (`map` where the map is to be drawn).
move_events(State0, Move, State, Events) :-
    state_player(State0, Player),
    phrase(move_rule(Move, Player, State0, State), Events),
    !.

move_rule(roll_for_order(Luck), _, State0, State) -->
    roll_for_order(Luck, State0, State).
move_rule(begin_round(Luck), _, State0, State) -->
    begin_round(Luck, State0, State).
move_rule(take(T), Player, State0, State) -->
    take(Player, T, State0, State).
move_rule(place(Placements), Player, State0, State) -->
    place(Player, Placements, State0, State).
move_rule(draft(T, N), Player, State0, State) -->
    draft(Player, T, N, State0, State).
move_rule(draft_reinforcement(N), Player, State0, State) -->
    draft_reinforcement(Player, N, State0, State).
move_rule(move(From, To, N), Player, State0, State) -->
    move(Player, From, To, N, State0, State).
move_rule(attack(From, To, Sent, Extra, Luck), Player, State0, State) -->
    attack(Player, attack(From, To, Sent, Extra), Luck, State0, State).
move_rule(move_in(N), Player, State0, State) -->
    move_in(Player, N, State0, State).
move_rule(risk(Luck), Player, State0, State) -->
    risk(Player, Luck, State0, State).
move_rule(end_turn, Player, State0, State) -->
    end_turn(Player, State0, State).

/* Checking a state: saved games, and every position of a simulated game. */

%% state_error(+State, -Error) is semidet.
%
%  State is no position of Global Conquest, for the reason Error (a
%  message key): a part of the wrong shape or out of its range (each value
%  gets the check of the command that sets it), or parts that contradict
%  each other: every state the rules make passes (every position of a
%  simulated game is checked), and in every state that passes, unless
%  the game is over, the player to move (or the rules) has a move that
%  goes on without breaking one of these checks: a save that loads is a
%  game that can be played.
%
%  ?- new_state([p1, p2], [], _S), state_error(_S, E).
%     false.
%  ?- new_state([p1, p2], [], _S0), set_phase(_S0, claiming, _S),
%     state_error(_S, E).
%     E = state_no_troops_to_claim(p1).
state_error(State, Error) :-
    (   \+ ( compound(State), State = conquest(_, _, _, _, _, _, _, _, _) )
    ->  Error = state_not_a_game
    ;   part_error(State, Error0)
    ->  Error = Error0
    ;   consistency_error(State, Error0)
    ->  Error = Error0
    ).

part_error(conquest(Phase, Player, Order, Turn, Round, Map, Records, Effects, Options), Error) :-
    (   \+ ( is_list(Records),
             length(Records, N),
             integer_in(2, 4, N),
             records_in_seat_order(Records, 1) )
    ->  Error = state_bad(players, Records)
    ;   findall(P, member(player(P, _, _, _, _, _), Records), Ids),
        parts_error(Ids, Phase, Player, Order, Turn, Round, Map, Records, Effects, Options, Error)
    ).

parts_error(Ids, Phase, Player, Order, Turn, Round, Map, Records, Effects, Options, Error) :-
    (   member(Record, Records),
        record_error(Record, Ids, Round, Error0)
    ->  Error = Error0
    ;   \+ phase_ok(Phase, Ids)
    ->  Error = state_bad(phase, Phase)
    ;   \+ memberchk(Player, Ids)
    ->  Error = state_bad(player, Player)
    ;   \+ ( is_list(Order),
             msort_(Order, Sorted),
             msort_(Ids, Sorted),
             sort(Order, Sorted) )
    ->  Error = state_bad(order, Order)
    ;   \+ turn_ok(Turn)
    ->  Error = state_bad(turn, Turn)
    ;   max_round_number(MaxRound),
        \+ integer_in(0, MaxRound, Round)
    ->  Error = state_bad(round, Round)
    ;   \+ is_list(Map)
    ->  Error = state_bad(map, Map)
    ;   max_troops(Max),
        bad_map_entry(Map, Ids, Max, Entry)
    ->  Error = state_bad(map_entry, Entry)
    ;   \+ is_list(Effects)
    ->  Error = state_bad(effects, Effects)
    ;   member(Effect, Effects),
        \+ effect_ok(Effect, Ids)
    ->  Error = state_bad(effect, Effect)
    ;   \+ options_ok(Options)
    ->  Error = state_bad(options, Options)
    ).

%  The Nth record is player pN's (there are at most four: checked before).
records_in_seat_order([], _).
records_in_seat_order([player(P, _, _, _, _, _)|Records], N) :-
    seat_player(N, P),
    N1 is N + 1,
    records_in_seat_order(Records, N1).

seat_player(1, p1).
seat_player(2, p2).
seat_player(3, p3).
seat_player(4, p4).

record_error(player(P, Reserve, Bonus, Leader, Status, Rounds), Ids, Round, Error) :-
    max_troops(Max),
    (   \+ integer_in(0, Max, Reserve)
    ->  Error = state_bad_reserve(P, Reserve, Max)
    ;   \+ ( Bonus == none ; integer_in(0, Max, Bonus) )
    ->  Error = state_bad_reinforcement_territory(P, Bonus, Max)
    ;   \+ ( Leader == none ; atom(Leader), world_leader(Leader) )
    ->  Error = state_bad_leader(P, Leader)
    ;   \+ ( Status == alive ; Status = out(By), atom(By), memberchk(By, Ids) )
    ->  Error = state_bad_status(P, Status)
    ;   \+ ( is_list(Rounds),
             maplist(round_in(Round), Rounds),
             sort(Rounds, Rounds) )
    ->  Error = state_bad_conquest_rounds(P, Rounds)
    ).

round_in(Round, R) :-
    integer(Round),
    integer_in(1, Round, R).

phase_ok(Phase, Ids) :-
    (   memberchk(Phase, [start, claiming, placing, playing])
    ->  true
    ;   compound(Phase),
        Phase = over(W),
        (   W == draw
        ->  true
        ;   atom(W),
            memberchk(W, Ids)
        )
    ).

turn_ok(Turn) :-
    compound(Turn),
    Turn = turn(Used, Moves, Pending),
    is_list(Used),
    forall(member(A, Used), ( atom(A), memberchk(A, [attack, risk]) )),
    sort(Used, Sorted),
    length(Used, N),
    length(Sorted, N),
    max_moves(MaxMoves),
    integer_in(0, MaxMoves, Moves),
    pending_ok(Pending).

pending_ok(Pending) :-
    (   Pending == none
    ->  true
    ;   Pending == begin_round
    ->  true
    ;   compound(Pending),
        Pending = move_in(From, To, Sent, Extra),
        atom(From),
        territory(From, _, _),
        atom(To),
        territory(To, _, _),
        max_troops(Max),
        integer_in(1, Max, Sent),
        integer_in(0, Max, Extra)
    ).

%  Entry is the first of the map that is no Territory-Owner-Troops.
bad_map_entry([Entry0|Entries], Ids, Max, Entry) :-
    (   map_entry_ok(Entry0, Ids, Max)
    ->  bad_map_entry(Entries, Ids, Max, Entry)
    ;   Entry = Entry0
    ).

map_entry_ok(Entry, Ids, Max) :-
    compound(Entry),
    Entry = T-O-N,
    atom(T),
    territory(T, _, _),
    atom(O),
    memberchk(O, Ids),
    integer_in(1, Max, N).

effect_ok(Effect, Ids) :-
    compound(Effect),
    Effect = effect(P, Card, Expiry),
    atom(P),
    memberchk(P, Ids),
    atom(Card),
    atom(Expiry),
    risk_card(Card, Expiry),
    Expiry \== immediate.

options_ok(Options) :-
    compound(Options),
    Options = options(P, Max),
    \+ option_error([reinforcement_probability(P)], _),
    float(P),
    (   Max == none
    ->  true
    ;   \+ option_error([max_rounds(Max)], _)
    ).

%  The parts together: one owner per territory, the phase matches the
%  map (nothing claimed before the roll for the turn order, something left
%  to claim while claiming), nobody out holds
%  land, the player to move is in the game and has a command that goes on
%  (troops to claim or place with, the move-in of a battle the rules could
%  have won: phase_turn_error/3), and no game that is won goes on.
consistency_error(State, Error) :-
    state_map(State, Map),
    state_phase(State, Phase),
    state_player(State, Player),
    state_players(State, Ids),
    map_territories(Map, Ts),
    sort(Ts, Claimed),
    findall(P, player_out(State, P), Out),
    % Each search below runs only when its count says it will find
    % something: a search through the map for every territory took most of
    % a simulated move's time.
    (   \+ same_length(Ts, Claimed),
        append(_, [T-_-_|Rest], Map),
        memberchk(T-_-_, Rest)
    ->  Error = state_two_owners(T)
    ;   Phase == start,
        Map = [T-_-_|_]
    ->  Error = state_claimed_before_roll(T)
    ;   Phase == claiming,
        all_claimed(Claimed)
    ->  Error = state_nothing_to_claim
    ;   Out \== [],
        member(T-O-_, Map),
        memberchk(O, Out)
    ->  Error = state_out_but_holds(O, T)
    ;   memberchk(Phase, [placing, playing]),
        member(P, Ids),
        \+ player_out(State, P),
        \+ memberchk(_-P-_, Map)
    ->  Error = state_alive_without_land(P)
    ;   \+ Phase = over(_),
        player_out(State, Player)
    ->  Error = state_to_move_is_out(Player)
    ;   phase_turn_error(Phase, State, Error0)
    ->  Error = Error0
    ;   player_effect(State, P, _, _),
        player_out(State, P)
    ->  Error = state_out_with_effects(P)
    ).
%  After the claiming a territory of map.pl may have no owner: it was added
%  to the map after the game began (make. in a running game, or a save
%  loaded after map.pl grew: missing_territories/2). The game goes on
%  around it until cheatTake/1 gives it to somebody, and such a game is
%  saved, resumed and loaded like any other.

%  What the rules wait for in Phase, and who is to move, fit the rest of
%  the state: before play the state is one the setup makes (a start that
%  is a new game's, no turn of play begun, troops left to claim or place
%  with, since a claim or a placement takes them from the reserve); in play
%  the game is not won yet and a round's start or a move-in is one the
%  rules themselves wait for. A game that is over waits for nothing.
phase_turn_error(start, State, Error) :-
    state_players(State, Ids),
    state_options(State, Options),
    initial_state(Ids, Options, New),
    State \== New,
    Error = state_start_not_new.
phase_turn_error(Phase, State, Error) :-
    no_troops_error(Phase, Player, NoTroops),
    (   setup_turn_error(State, Phase, Error0)
    ->  Error = Error0
    ;   state_player(State, Player),
        player_reserve(State, Player, 0)
    ->  Error = NoTroops
    ).
phase_turn_error(playing, State, Error) :-
    arg(4, State, Turn),
    Turn = turn(_, _, Pending),
    (   state_player(State, Winner),
        state_players(State, Ids),
        \+ ( member(P, Ids),
             P \== Winner,
             \+ player_out(State, P) )
    ->  Error = state_won_but_playing(Winner)
    ;   Pending == begin_round,
        Turn \== turn([], 0, begin_round)
    ->  Error = state_bad(turn, Turn)
    ;   Pending = move_in(From, To, Sent, Extra)
    ->  move_in_state_error(State, From, To, Sent, Extra, Error)
    ).

%  A claim or a placement takes a troop from the reserve of Player.
no_troops_error(claiming, Player, state_no_troops_to_claim(Player)).
no_troops_error(placing, Player, state_no_troops_to_place(Player)).

%  Before play the turn is turn([], 0, none): no action used, no move
%  made, nothing waited for.
setup_turn_error(State, Phase, state_turn_before_play(Phase, Turn)) :-
    arg(4, State, Turn),
    Turn \== turn([], 0, none).

%  The pending move-in, move_in(From, To, Sent, Extra), is one a won
%  battle of the player to move leaves (conquest_attack:attack//5): its
%  attack is used, it attacked from its own From, which still holds the
%  Sent fighters and at least one more, an enemy To it can reach
%  (conquest_leaders:reach/4: a neighbour, any territory with Genghis
%  Khan) and that no Ceasefire Order protects, with at most the troops of
%  its reinforcement territory as Extra. So any answer from 1 to
%  Sent + Extra leaves troops on From and takes To.
move_in_state_error(State, From, To, Sent, Extra, Error) :-
    state_player(State, Player),
    (   \+ territory_owner(State, From, Player)
    ->  Error = state_move_in_from(From, Player)
    ;   \+ ( territory_owner(State, To, Defender),
             Defender \== Player )
    ->  Error = state_move_in_to(To, Player)
    ;   \+ reach(State, Player, From, To)
    ->  Error = state_move_in_reach(From, To)
    ;   \+ action_used(State, attack)
    ->  Error = state_move_in_no_attack(Player)
    ;   territory_troops(State, From, N),
        Sent >= N
    ->  Error = state_move_in_sent(Sent, From, N)
    ;   (   player_bonus(State, Player, Stored0)
        ->  Stored = Stored0
        ;   Stored = 0
        ),
        Extra > Stored
    ->  Error = state_move_in_extra(Player, Extra, Stored)
    ;   protected_territory(State, To)
    ->  Error = state_move_in_protected(To)
    ).

/* Checking a save: what the library's check of a save leaves to the game. */

%% missing_territories(+State, -Missing) is semidet.
%
%  State is past the claiming, yet Missing, the territories of map.pl it
%  has no owner for, is not empty: State was made before they were added
%  to the map (a save, or the running game before make.). Every territory
%  State holds is one of the map's.
missing_territories(State, Missing) :-
    state_phase(State, Phase),
    memberchk(Phase, [placing, playing]),
    state_map(State, Map),
    \+ ( member(T-_-_, Map), \+ territory(T, _, _) ),
    findall(T, ( territory(T, _, _), \+ memberchk(T-_-_, Map) ), Missing),
    Missing \== [].

%% save_error(+Facts, -Error) is semidet.
%
%  Facts, those of a save between its rng/2 and its end marker, are no
%  saved game of Global Conquest, for the reason Error (a message key):
%  two players of one name, or a history that is not this game's (a move
%  that is no move of Global Conquest at all, a history from startGame
%  that does not begin at that call's new game or does not hold moves(N)
%  moves), looked at once the state is a position of its players. The
%  library asks this before its own checks (save_file:load_facts/4), so it
%  fails on anything it does not look at, whatever its shape: the
%  library's check and state_error/2 follow.
%
%  The history is checked move by move, not replayed. A move is checked
%  against the rules that hold whatever the position (its territories
%  exist, its counts are counts, its chance was drawn, it is marked forced
%  if and only if the rules make it): a save whose history holds take(zz)
%  is refused, naming the move. Whether each move was legal in its
%  position would take replaying the game at every loadGame: cheap enough
%  (move_error/3 and apply_move/3 for the 370 moves of a whole game of
%  hard against normal: 62 ms; these checks 4 ms), but it would refuse a
%  game played faithfully under rules edited while it ran (make. after an
%  edit of map.pl is part of playing: a draft of the reinforcements of a
%  richer Asia is illegal under the shipped rules), and such a game would
%  be lost rather than loaded. A user who loads a save expects the game
%  saved; whether its history still plays under today's rules is what
%  replay/0 answers, move by move.
%
%  ?- save_error([players([p1-human(a), p2-human(a)]), moves(0)], E).
%     E = save_names_repeat(a).
%  ?- save_error([players([p1-human('Budi'), p2-human(budi)]), moves(0)], E).
%     E = save_names_repeat('Budi').
save_error(Facts, Error) :-
    (   Facts = [players(Seats)|_],
        seat_names(Seats, Names),
        append(_, [Name|Names1], Names),
        member(Other, Names1),
        same_name(Name, Other)
    ->  Error = save_names_repeat(Name)
    ;   Facts = [players(Seats), moves(Moves), state(State), history_start(Start)|Entries],
        integer(Moves),
        seat_ids(Seats, Ids),
        % A bad state, or one of other players, is told first, as the
        % library's check tells it.
        \+ state_error(State, _),
        state_players(State, Ids)
    ->  history_save_error(Ids, Moves, Start, Entries, Error)
    ).

%  The names of a players/1 fact's seats (as the library compares them).
seat_names(Seats, Names) :-
    is_list(Seats),
    findall(Name,
            ( member(Seat, Seats),
              nonvar(Seat),
              Seat = _-Kind,
              nonvar(Kind),
              ( Kind = human(Name) ; Kind = cpu(_, Name) ) ),
            Names).

seat_ids(Seats, Ids) :-
    is_list(Seats),
    findall(P, ( member(Seat, Seats), nonvar(Seat), Seat = P-_ ), Ids).

history_save_error(Ids, Moves, Start, Entries, Error) :-
    (   Start = start(_, Options, State0, _, _),
        is_list(Options),
        \+ (   \+ option_error(Options, _),
               new_state(Ids, Options, New),
               New == State0 )
    ->  Error = save_history_start
    ;   nth1(N, Entries, history_move(move(_, Source, Typed, Move))),
        history_move_error(Source, Typed, Move, Reason)
    ->  % The library says reason(Reason) as the player reads reasons (a
        % territory code in capitals), inside this message.
        % an automatic claim or placement is named by what it drew
        (   memberchk(Typed, [claim_automatic, place_automatic]),
            Reason \= not_a_move(Typed)
        ->  Shown = Move
        ;   Shown = Typed
        ),
        Error = save_history_move(N, Shown, reason(Reason))
    ;   findall(x, member(history_move(move(_, _, _, _)), Entries), Played),
        length(Played, Count),
        Start = start(_, Options, _, _, _),
        (   Options == none
        ->  Count > Moves,
            Error = save_history_too_long(Moves, Count)
        ;   Count =\= Moves,
            Error = save_history_count(Moves, Count)
        )
    ).

%  The history move Move, played as Typed and marked Source, is no move of
%  Global Conquest in any position, for the reason Error: the rules' own
%  moves are marked forced and only they, Typed is Move before its chance
%  was drawn (or Move itself), and Move is complete and names territories
%  and counts of troops.
history_move_error(Source, Typed, Move, Error) :-
    (   \+ callable(Move)
    ->  Error = not_a_move(Move)
    ;   \+ move_command(Move, _)
    ->  Error = not_a_move(Move)
    ;   \+ move_source(Source, Move)
    ->  Error = history_move_forced(Source)
    ;   \+ typed_as(Typed, Move)
    ->  Error = not_a_move(Typed)
    ;   incomplete_move(Move)
    ->  Error = history_move_incomplete
    ;   move_shape_error(Move, Error0)
    ->  Error = Error0
    ).

move_source(forced, Move) :-
    forced(Move).
move_source(chosen, Move) :-
    \+ forced(Move).

%  Typed completes to Move (complete_move/3).
typed_as(Typed, Move) :-
    (   Typed == Move
    ->  true
    ;   Typed == place_automatic
    ->  Move = place(_)
    ;   Typed == claim_automatic
    ->  Move = take(_)
    ;   callable(Typed),
        luck_move(Typed, Move0),
        subsumes_term(Move0, Move)
    ).

incomplete_move(Move) :-
    (   Move == place_automatic
    ;   Move == claim_automatic
    ;   luck_move(Move, _)
    ),
    !.

%  The arguments of the complete Move are out of every rule's range.
move_shape_error(take(T), Error) :-
    territory_error(T, Error).
move_shape_error(place(Placements), Error) :-
    (   \+ ( is_list(Placements), Placements = [_|_] )
    ->  Error = no_placements(Placements)
    ;   member(Placement, Placements),
        placement_shape_error(Placement, Error0)
    ->  Error = Error0
    ).
move_shape_error(draft(T, N), Error) :-
    ( territory_error(T, Error) ; troops_error(N, Error) ),
    !.
move_shape_error(draft_reinforcement(N), Error) :-
    troops_error(N, Error).
move_shape_error(move(From, To, N), Error) :-
    ( territory_error(From, Error) ; territory_error(To, Error) ; troops_error(N, Error) ),
    !.
move_shape_error(attack(From, To, Sent, Extra, Luck), Error) :-
    (   territory_error(From, Error)
    ;   territory_error(To, Error)
    ;   troops_error(Sent, Error)
    ;   \+ ( integer(Extra), Extra >= 0 ),
        Error = history_move_extra(Extra)
    ;   luck_error(Luck, Error)
    ),
    !.
move_shape_error(move_in(N), Error) :-
    troops_error(N, Error).
move_shape_error(risk(Luck), Error) :-
    luck_error(Luck, Error).
move_shape_error(roll_for_order(Luck), Error) :-
    luck_error(Luck, Error).
move_shape_error(begin_round(Luck), Error) :-
    luck_error(Luck, Error).

placement_shape_error(Placement, Error) :-
    (   Placement = T-N
    ->  ( territory_error(T, Error) ; troops_error(N, Error) ),
        !
    ;   Error = no_placements([Placement])
    ).

%  Luck is no list of draws: numbers, and dice as lists of numbers.
luck_error(Luck, history_move_luck(Luck)) :-
    \+ (   is_list(Luck),
           maplist(luck_draw, Luck) ).

luck_draw(X) :-
    (   integer(X)
    ->  true
    ;   is_list(X),
        maplist(integer, X)
    ).

map_territories([], []).
map_territories([T-_-_|Entries], [T|Ts]) :-
    map_territories(Entries, Ts).

%  Claimed (distinct territories of the map) is every territory.
all_claimed(Claimed) :-
    territory_count(N),
    length(Claimed, N).

% Sorting that keeps duplicates (Scryer 0.10 has neither msort/2 nor sort/4).
msort_(List, Sorted) :-
    maplist(pair_with_nothing, List, Pairs),
    keysort(Pairs, SortedPairs),
    maplist(pair_with_nothing, Sorted, SortedPairs).

pair_with_nothing(X, X-[]).
