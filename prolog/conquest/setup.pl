/** Setting up a game: players, turn order, claiming and placing troops.

startGame asks for 2 to 4 players and their names (startGame/1 takes the
names as a list). Each player rolls two dice; the highest total goes first
and play continues in name-entry order from there (a tie for the highest
total makes everyone roll again). Each player gets 24, 16 or 12 troops for
2, 3 or 4 players.

Claiming phase: in turn order each player takes one empty territory with
takeLocation/1 until all 24 are taken; each taken territory gets one troop
out of the player's initial troops.

Placing phase: in turn order each player places the rest of its troops on
its own territories with placeTroops/2 or placeAutomatic/0, and keeps the
turn until all are placed. When everybody has placed, play begins with the
first player's turn (turn:begin_turn/1).
*/
:- module(setup, [startGame/0,
                  startGame/1,
                  startGame/2,
                  cpu_level/1,
                  takeLocation/1,
                  placeTroops/2,
                  placeAutomatic/0,
                  initial_troops/2,
                  options_error/2,
                  names_error/2,
                  name_error/3,
                  order_from_totals/3,
                  take_error/3,
                  apply_take/2,
                  place_error/4,
                  apply_place/3,
                  after_take/1,
                  after_place/1]).

:- use_module(library(lists)).
:- use_module(library(between)).
:- use_module('../host').
:- use_module(map).
:- use_module(state).
:- use_module(holdings).
:- use_module(battle).
:- use_module(validate).
:- use_module(report).
:- use_module(turn).
:- use_module(reinforcement_territory).

%% initial_troops(?Players, ?Troops).
%
%  With Players players, each starts with Troops troops.
initial_troops(2, 24).
initial_troops(3, 16).
initial_troops(4, 12).

%% startGame is det.
%
%  Asks for the number of players and their names, then starts a new game
%  (replacing any running one). At the end of input nothing changes.
startGame :-
    catch(ask_setup(Setup),
          error(host_error(end_of_input), _),
          Setup = cancelled),
    (   Setup == cancelled
    ->  report(start_cancelled)
    ;   Setup = setup(Names, Kinds, Options),
        start_game(Names, Kinds, Options)
    ).

ask_setup(setup(Names, Kinds, [reinforcement_probability(P)])) :-
    ask_names(Names),
    maplist(ask_kind, Names, Kinds),
    ask_probability(P).

ask_kind(Name, Kind) :-
    report_ask(ask_player_kind(name(Name)), Answer),
    (   kind_answer(Answer, Kind0)
    ->  Kind = Kind0
    ;   report(kind_invalid),
        ask_kind(Name, Kind)
    ).

kind_answer('', human).
kind_answer(Answer, Kind) :-
    typed_code(Answer, Typed),
    (   Typed == human
    ->  Kind = human
    ;   cpu_level(Typed)
    ->  Kind = cpu(Typed)
    ;   Typed == cpu
    ->  Kind = cpu(normal)
    ).

ask_probability(P) :-
    default_reinforcement_probability(Default),
    report_ask(ask_reinforcement_probability(Default), Answer),
    (   Answer == ''
    ->  P = Default
    ;   atom_chars(Answer, Chars),
        catch(number_chars(P0, Chars), _, fail),
        \+ probability_error(P0, _)
    ->  P is float(P0)
    ;   report(probability_invalid(name(Answer))),
        ask_probability(P)
    ).

%% cpu_level(?Level).
%
%  Computer players play at these levels.
cpu_level(easy).
cpu_level(normal).
cpu_level(hard).

%% startGame(+Players) is det.
%
%  As startGame(Players, []).
%
%  ?- startGame(['Alice', 'Bob']).
startGame(Players) :-
    startGame(Players, []).

%% startGame(+Players, +Options) is det.
%
%  Starts a new game without asking. Players is a list of 2 to 4 entries,
%  each a name (a human player: distinct, non-empty atoms) or cpu(Level), a
%  computer player (Level easy, normal or hard) named after its place.
%  Options: reinforcement_probability(P) (0.0 to 1.0, default 0.1),
%  max_rounds(N) (the game is a draw after N rounds; no limit by default).
%
%  ?- startGame(['Alice', cpu(hard)], [reinforcement_probability(0.2)]).
startGame(Players, Options) :-
    (   players_error(Players, Error)
    ->  report(Error)
    ;   options_error(Options, Error)
    ->  report(Error)
    ;   players_names_kinds(Players, Names, Kinds),
        start_game(Names, Kinds, Options)
    ).

players_error(Players, Error) :-
    (   \+ is_list(Players)
    ->  Error = names_not_list
    ;   member(cpu(Level), Players),
        \+ ( atom(Level), cpu_level(Level) )
    ->  findall(L, cpu_level(L), Levels),
        Error = cpu_level_invalid(name(Level), list(Levels))
    ;   findall(Name, ( member(Name, Players), Name \= cpu(_) ), Names),
        names_error_(Players, Names, Error)
    ).

names_error_(Players, Names, Error) :-
    (   length(Players, N),
        \+ initial_troops(N, _)
    ->  Error = player_count_invalid
    ;   append(Before, [Name|_], Names),
        name_error(Name, Before, Error)
    ->  true
    ).

players_names_kinds(Players, Names, Kinds) :-
    length(Players, N),
    numlist(1, N, Is),
    maplist(player_name_kind, Is, Players, Names, Kinds).

% A computer player is named after its place: 'CPU 2'.
player_name_kind(I, Player, Name, Kind) :-
    (   Player = cpu(Level)
    ->  number_chars(I, Digits),
        atom_chars(Name, ['C', 'P', 'U', ' '|Digits]),
        Kind = cpu(Level)
    ;   Name = Player,
        Kind = human
    ).

%% options_error(+Options, -Error) is semidet.
options_error(Options, Error) :-
    (   \+ is_list(Options)
    ->  Error = options_not_list
    ;   member(Option, Options),
        option_error(Option, Error)
    ->  true
    ).

option_error(Option, Error) :-
    (   var(Option)
    ->  Error = option_unknown(name(Option))
    ;   Option = reinforcement_probability(P)
    ->  probability_error(P, Error)
    ;   Option = max_rounds(N)
    ->  (   integer(N), N >= 1
        ->  fail
        ;   Error = max_rounds_invalid(name(N))
        )
    ;   Error = option_unknown(name(Option))
    ).

probability_error(P, probability_invalid(name(P))) :-
    \+ ( number(P), P >= 0, P =< 1 ).

%% names_error(+Names, -Error) is semidet.
%
%  Names is not a valid list of player names, for the reason Error.
%
%  ?- names_error([alice], E).
%     E = player_count_invalid.
names_error(Names, Error) :-
    (   \+ is_list(Names)
    ->  Error = names_not_list
    ;   names_error_(Names, Names, Error)
    ).

%% name_error(+Name, +Taken, -Error) is semidet.
%
%  Name cannot be a player's name when the names Taken are already in use.
name_error(Name, Taken, Error) :-
    (   \+ atom(Name)
    ->  Error = name_invalid
    ;   Name == ''
    ->  Error = name_empty
    ;   memberchk(Name, Taken)
    ->  Error = name_taken(name(Name))
    ).

ask_names(Names) :-
    ask_player_count(N),
    ask_player_names(1, N, [], Names).

ask_player_count(N) :-
    report_ask(ask_player_count, Answer),
    (   answer_integer(Answer, N0),
        initial_troops(N0, _)
    ->  N = N0
    ;   report(player_count_invalid),
        ask_player_count(N)
    ).

ask_player_names(I, N, Taken, Names) :-
    (   I > N
    ->  reverse(Taken, Names)
    ;   report_ask(ask_player_name(I), Name),
        (   name_error(Name, Taken, Error)
        ->  report(Error),
            ask_player_names(I, N, Taken, Names)
        ;   I1 is I + 1,
            ask_player_names(I1, N, [Name|Taken], Names)
        )
    ).

start_game(Names, Kinds, Options) :-
    (   phase(_)
    ->  report(game_replaced)
    ;   true
    ),
    length(Names, N),
    numlist(1, N, Is),
    maplist(player_id, Is, Ids),
    roll_for_order(Ids, Names, Order),
    initial_troops(N, Troops),
    new_game(Names, Order, Troops),
    maplist(set_kind, Ids, Kinds),
    default_reinforcement_probability(P0),
    option_value(reinforcement_probability, Options, P0, P),
    set_game_option(reinforcement_probability, P),
    (   memberchk(max_rounds(MaxRounds), Options)
    ->  set_game_option(max_rounds, MaxRounds)
    ;   true
    ),
    Order = [First|_],
    report(turn_order(sequence(Order))),
    report(goes_first(First)),
    report(initial_troops(Troops)),
    report(claim_turn(First)),
    computer:reset_computer_actions,
    computer:play_computers.

set_kind(Id, Kind) :-
    (   Kind == human
    ->  true
    ;   set_player_kind(Id, Kind)
    ).

option_value(Name, Options, Default, Value) :-
    Option =.. [Name, Value0],
    (   memberchk(Option, Options)
    ->  Value is float(Value0)
    ;   Value = Default
    ).

player_id(I, Id) :-
    number_codes(I, Codes),
    atom_codes(Id, [0'p|Codes]).

% Everybody rolls two dice until one total is the highest.
roll_for_order(Ids, Names, Order) :-
    maplist(roll_two, Names, Totals),
    (   order_from_totals(Ids, Totals, Order0)
    ->  Order = Order0
    ;   report(roll_tie),
        roll_for_order(Ids, Names, Order)
    ).

roll_two(Name, Total) :-
    roll_dice(2, Dice),
    dice_total(Dice, Total),
    report(rolled(name(Name), Total)).

%% order_from_totals(+Players, +Totals, -Order) is semidet.
%
%  The player with the single highest total goes first, the others follow
%  in the order of Players, going round. Fails on a tie for the highest.
%
%  ?- order_from_totals([p1,p2,p3,p4], [7,5,11,9], O).
%     O = [p3,p4,p1,p2].
%  ?- order_from_totals([p1,p2,p3], [9,4,9], O).
%     false.
order_from_totals(Players, Totals, Order) :-
    list_max(Totals, Max),
    findall(P, ( nth1(I, Totals, Max), nth1(I, Players, P) ), [First]),
    once(append(Before, [First|After], Players)),
    append([First|After], Before, Order).

%% takeLocation(+Territory) is det.
%
%  The current player claims the empty Territory.
takeLocation(Territory0) :-
    typed_code(Territory0, Territory),
    (   command_error(takeLocation, Error)
    ->  report(Error)
    ;   current_player(Player),
        take_error(Player, Territory, Error)
    ->  report(Error),
        report(claim_turn(Player))
    ;   current_player(Player),
        apply_take(Player, Territory),
        report(took(Player, Territory)),
        after_take(Player),
        computer:play_computers
    ).

%% take_error(+Player, +Territory, -Error) is semidet.
%
%  Player may not claim Territory, for the reason Error.
take_error(Player, Territory, Error) :-
    (   territory_error(Territory, Error)
    ->  true
    ;   owner(Territory, Player)
    ->  Error = already_yours(Territory)
    ;   owner(Territory, _)
    ->  Error = already_taken(Territory)
    ).

%% apply_take(+Player, +Territory) is det.
%
%  Player holds Territory with one troop taken from its reserve (no checks).
apply_take(Player, Territory) :-
    set_owner(Territory, Player),
    set_troops(Territory, 1),
    reserve(Player, R0),
    R is R0 - 1,
    set_reserve(Player, R).

%% after_take(+Player) is det.
%
%  Player has claimed a territory: the next player claims, or placing begins.
after_take(Player) :-
    (   territory(T, _, _),
        \+ owner(T, _)
    ->  next_living_player(Player, Next),
        set_current_player(Next),
        report(claim_turn(Next))
    ;   report(all_claimed),
        report(placing_begins),
        set_phase(placing),
        turn_order(Order),
        next_placer(Order, Placer),
        set_current_player(Placer),
        report(place_turn(Placer))
    ).

% The first of Players who still has troops to place.
next_placer(Players, Placer) :-
    member(Placer, Players),
    reserve(Placer, R),
    R > 0,
    !.

%% placeTroops(+Territory, +Troops) is det.
%
%  The current player places Troops of its remaining troops on its own
%  Territory.
placeTroops(Territory0, Troops) :-
    typed_code(Territory0, Territory),
    (   command_error(placeTroops, Error)
    ->  report(Error)
    ;   current_player(Player),
        place_error(Player, Territory, Troops, Error)
    ->  report(Error),
        report(place_turn(Player))
    ;   current_player(Player),
        apply_place(Player, Territory, Troops),
        report(placed(Player, Troops, Territory)),
        after_place(Player),
        computer:play_computers
    ).

%% place_error(+Player, +Territory, +Troops, -Error) is semidet.
%
%  Player may not place Troops on Territory, for the reason Error.
place_error(Player, Territory, Troops, Error) :-
    (   territory_error(Territory, Error)
    ->  true
    ;   troops_error(Troops, Error)
    ->  true
    ;   \+ owner(Territory, Player)
    ->  Error = owned_by_other(Territory)
    ;   reserve(Player, Reserve),
        Troops > Reserve
    ->  Error = too_many_troops(Troops, Reserve)
    ).

%% apply_place(+Player, +Territory, +Troops) is det.
%
%  Moves Troops from Player's remaining troops onto Territory (no checks).
apply_place(Player, Territory, Troops) :-
    apply_draft(Player, Territory, Troops).

%% placeAutomatic is det.
%
%  Places all the current player's remaining troops at random on its
%  territories, printing each placement.
placeAutomatic :-
    (   command_error(placeAutomatic, Error)
    ->  report(Error)
    ;   current_player(Player),
        place_randomly(Player),
        after_place(Player),
        computer:play_computers
    ).

place_randomly(Player) :-
    reserve(Player, Reserve),
    (   Reserve =:= 0
    ->  true
    ;   player_territories(Player, Territories),
        random_member(Territory, Territories),
        random_between(1, Reserve, Troops),
        apply_place(Player, Territory, Troops),
        report(placed(Player, Troops, Territory)),
        place_randomly(Player)
    ).

%% after_place(+Player) is det.
%
%  Player has placed troops: it goes on placing, or the next player places,
%  or play begins.
after_place(Player) :-
    reserve(Player, Reserve),
    turn_order(Order),
    once(append(_, [Player|After], Order)),
    (   Reserve > 0
    ->  report(troops_left(Reserve)),
        report(place_turn(Player))
    ;   report(all_placed(Player)),
        (   next_placer(After, Next)
        ->  set_current_player(Next),
            report(place_turn(Next))
        ;   report(everyone_placed),
            set_phase(playing),
            Order = [First|_],
            begin_turn(First)
        )
    ).
