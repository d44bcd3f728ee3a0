/** Headless games of computers, for `conquest simulate`.

simulation_game/3,4 plays one whole game between computer levels with
messages off, checking the rulebook's state_error/2 after every move, and
leaves its end as the running game.
*/
:- module(simulation, [simulation_game/3,
                       simulation_game/4]).

:- use_module(library(lists)).
:- use_module(library(between)).
:- use_module(library(iso_ext)).
:- use_module('../host/util').
:- use_module('../host/text').
:- use_module('../host/dice', [rng_state/2, set_rng_state/2]).
:- use_module(current_game).
:- use_module(history).
:- use_module(play).

%% simulation_game(+Levels, +MaxRounds, -Result) is det.
%
%  Plays one game between computers at Levels (p1 the first), a draw after
%  MaxRounds rounds (state_round/2, else moves per player). Result is
%  result(Winner, Rounds, Moves) with Winner a player or draw, Moves the
%  moves the players chose (not the forced ones). After every move the
%  state is checked with state_error/2: a broken invariant throws
%  error(invariant(Error, Move), simulation_game/3).
simulation_game(Levels, MaxRounds, Result) :-
    simulation_game(Levels, MaxRounds, [], Result).

%% simulation_game(+Levels, +MaxRounds, +Options, -Result) is det.
%
%  As simulation_game/3 with the rulebook's startGame/2 Options (simulate
%  --option); options it refuses throw error(bad_options(Error), _).
simulation_game(Levels, MaxRounds, Options, result(Winner, Rounds, Moves)) :-
    (   \+ is_list(Options)
    ->  throw(error(bad_options(options_not_list(Options)), simulation_game/4))
    ;   optional_hook(option_error(Options, Error))
    ->  throw(error(bad_options(Error), simulation_game/4))
    ;   true
    ),
    length(Levels, Count),
    numlist(1, Count, Ns),
    maplist(player_id, Ns, Ids),
    findall(P-cpu(L), ( nth1(I, Levels, L), nth1(I, Ids, P) ), Seats),
    setup_call_cleanup(set_quiet(true),
                       ( user:new_state(Ids, Options, State0),
                         simulate(State0, Seats, Count, MaxRounds, 0, State, Moves) ),
                       set_quiet(false)),
    bb_put('game:game', game(Seats, State, Moves)),
    history_restart(Seats, State),
    (   user:game_over(State, winner(W))
    ->  Winner = W
    ;   Winner = draw
    ),
    state_rounds(State, Count, Moves, Rounds).

simulate(State0, Seats, Count, MaxRounds, Moves0, State, Moves) :-
    (   user:game_over(State0, _)
    ->  State = State0,
        Moves = Moves0
    ;   state_rounds(State0, Count, Moves0, Rounds),
        Rounds > MaxRounds
    ->  State = State0,
        Moves = Moves0
    ;   optional_hook(forced_move(State0, Move))
    ->  budgeted(simulation:simulate_move(State0, Move, State1)),
        simulate(State1, Seats, Count, MaxRounds, Moves0, State, Moves)
    ;   player_to_move(State0, Player),
        memberchk(Player-cpu(Level), Seats),
        computer_turn(Level, Player, State0, Moves0, State1, Moves1)
    ->  simulate(State1, Seats, Count, MaxRounds, Moves1, State, Moves)
    ;   throw(error(no_computer_move(State0), simulation_game/3))
    ).

%  A computer's turn, chosen and played inside findall/3, which keeps only
%  the state after it: Scryer 0.10 has no garbage collector, and the heap
%  of a whole game (each turn's search) made the longest game so far the
%  process's size. The turn runs under the command budget, as at the
%  toplevel: an error or a runaway rule in it is thrown as
%  error(rule_error(Text), simulation_game/3), Text naming the rule.
computer_turn(Level, Player, State0, Moves0, State, Moves) :-
    Turn = findall(State1-Moves1,
                   ( turn_moves(Level, State0, Moves2),
                     !,
                     simulate_turn(Moves2, Player, State0, Moves0, State1, Moves1),
                     ! ),
                   Found),
    budgeted(simulation:Turn),
    Found = [State-Moves].

%  Goal under the command budget (rule_errors:budgeted_goal/3, called by
%  module name: under SWI-Prolog, tools/swi/, the library runs without the
%  host's replay, and Goal runs as it is). The generator is noted first,
%  so that a replay draws what the turn drew.
budgeted(Goal) :-
    (   catch(current_predicate(rule_errors:budgeted_goal/3), _, fail)
    ->  rng_state(Seed, Position),
        Budgeted = rule_errors:budgeted_goal(Goal, set_rng_state(Seed, Position),
                                             simulation_game/3),
        call(Budgeted)
    ;   call(Goal)
    ).

%  The moves of one computer turn, each completed and applied, while the
%  player is to move and the game goes on; forced moves in between.
simulate_turn([], _, State, Moves, State, Moves).
simulate_turn([Move|Ms], Player, State0, Moves0, State, Moves) :-
    (   user:game_over(State0, _)
    ->  State = State0,
        Moves = Moves0
    ;   optional_hook(forced_move(State0, Forced))
    ->  simulate_move(State0, Forced, State1),
        simulate_turn([Move|Ms], Player, State1, Moves0, State, Moves)
    ;   \+ player_to_move(State0, Player)
    ->  State = State0,
        Moves = Moves0
    ;   simulate_move(State0, Move, State1),
        Moves1 is Moves0 + 1,
        simulate_turn(Ms, Player, State1, Moves1, State, Moves)
    ).

simulate_move(State0, Move0, State) :-
    (   optional_hook(complete_move(State0, Move0, Move1))
    ->  Move = Move1
    ;   Move = Move0
    ),
    (   user:apply_move(State0, Move, State1)
    ->  true
    ;   throw(error(move_not_applied(Move), simulation_game/3))
    ),
    !,
    (   user:state_error(State1, Error)
    ->  throw(error(invariant(Error, Move), simulation_game/3))
    ;   State = State1
    ).

state_rounds(State, Count, Moves, Rounds) :-
    (   optional_hook(state_round(State, R))
    ->  Rounds = R
    ;   Rounds is Moves // Count + 1
    ).
