/** The rules of Xero-G (Gyges) as relations over one State term.

    xerog(Phase, Player, Round, Board, Limits)

Phase is `placing` (players arrange their six ships on the row next to
their base), `playing`, `won(Winner, Level, Col)` (a ship of Level entered
the loser's base from column Col) or `drawn(Reason)` (`round_limit` or
`no_move(Player)`). Player is p1 or p2, the one to move; Round counts from
1 when play begins (0 while placing) and goes up after p2 has moved; Board
is a xerog_board board. Limits is MaxRounds, after which the game is a
draw, under the official Reprogram rule (the ship landed on goes to any
empty cell); or rules(MaxRounds, pips) under the seed's reading of it (to
an empty cell within the pips of the ship that landed on it, see
xerog_moves:reprogram_reach/4): option reprogram(pips).

A move is one of:

  - arrange(Levels): while placing, the levels of the player's six ships,
    left to right (a permutation of [1,1,2,2,3,3]);
  - move(From, Path, Ending): a whole turn with the ship on cell From
    (a cell name such as c1): Path lists the cells entered in order, rocket
    boosts included, the last one `base` for the opponent's base; Ending is
    `stop`, or `reprogram(Cell)` when the last cell holds a ship that goes
    to the empty Cell.

p1, whose base is at the top, moves first. The rules of a turn are in
moves.pl; this module adds the phases, the home row, the end of the
game and the reasons a move is refused.
*/
:- module(xerog_rules, [new_state/3,
                        option_error/2,
                        state_player/2,
                        state_board/2,
                        state_phase/2,
                        state_round/2,
                        state_max_rounds/2,
                        state_reprogram/2,
                        legal_move/2,
                        move_error/3,
                        complete_move/3,
                        apply_move/3,
                        game_over/2,
                        state_error/2,
                        arrangement_error/1,
                        turn_move/2,
                        move_turn/4,
                        default_max_rounds/1]).

:- use_module(library(lists)).
:- use_module(library(between)).
:- use_module(library(iso_ext)).
:- use_module('../../host/util').
:- use_module('../../host/dice').
:- use_module(board).
:- use_module('../../common/two_players').
:- use_module(moves).

%% default_max_rounds(-N) is det.
%
%  A game not won after N rounds is a draw (option max_rounds(N)).
default_max_rounds(100).

%% new_state(+Players, +Options, -State) is det.
%
%  State is a new game of Players (p1 and p2). Options (checked by option_error/2):
%  arrangement(Spec) for both players, arrangement(Player, Spec) for one,
%  with Spec `choose` (the player arranges its ships with a move: the
%  default), `random` (shuffled now, through the host's generator) or a list
%  of six levels left to right; max_rounds(N); reprogram(Rule), Rule
%  anywhere (the official rule, the default) or pips (the seed's reading).
%
%  ?- new_state([p1, p2], [arrangement(p1, [1,2,3,3,2,1]), arrangement(p2, choose)], S),
%     state_phase(S, Phase), state_player(S, P).
%     Phase = placing, P = p2.
new_state(_Players, Options, State) :-
    (   memberchk(max_rounds(N), Options)
    ->  Max0 = N
    ;   default_max_rounds(Max0)
    ),
    (   memberchk(reprogram(pips), Options)
    ->  Max = rules(Max0, pips)
    ;   Max = Max0
    ),
    empty_board(Board0),
    foldl(arrange_option(Options), [p1, p2], Board0-[], Board-Choosers),
    reverse(Choosers, InOrder),
    (   InOrder = [First|_]
    ->  State = xerog(placing, First, 0, Board, Max)
    ;   State = xerog(playing, p1, 1, Board, Max)
    ).

arrange_option(Options, Player, Board0-Choosers0, Board-Choosers) :-
    (   memberchk(arrangement(Player, Spec0), Options)
    ->  Spec = Spec0
    ;   memberchk(arrangement(Spec0), Options)
    ->  Spec = Spec0
    ;   Spec = choose
    ),
    (   Spec == choose
    ->  Board = Board0,
        Choosers = [Player|Choosers0]
    ;   Spec == random
    ->  ship_set(Ships),
        random_permutation(Ships, Levels),
        place_row(Player, Levels, Board0, Board),
        Choosers = Choosers0
    ;   place_row(Player, Spec, Board0, Board),
        Choosers = Choosers0
    ).

place_row(Player, Levels, Board0, Board) :-
    start_row(Player, Row),
    row_cells(Row, Cells),
    foldl(put_level, Cells, Levels, Board0, Board).

put_level(Cell, Level, Board0, Board) :-
    board_put(Board0, Cell, Level, Board).

%% option_error(+Options, -Error) is semidet.
%
%  Why Options are no options of this game (a message key): an unknown
%  option, a value an option does not take, an option given twice, or two
%  that disagree (arrangement(Spec) for both sides and arrangement(p1, _)
%  again for one). startGame.'s questions check one answer with
%  option_error([Option], Error).
%
%  ?- option_error([arrangement(random), arrangement(p1, choose)], E).
%     E = conflicting_options(arrangement(random), arrangement(p1, choose)).
option_error(Options, Error) :-
    (   member(Option, Options),
        option_error_(Option, Error0)
    ->  Error = Error0
    ;   append(_, [Option|Rest], Options),
        member(Other, Rest),
        same_option(Option, Other)
    ->  (   Option == Other
        ->  Error = duplicate_option(Option)
        ;   Error = conflicting_options(Option, Other)
        )
    ).

%  Option and Other set the same thing.
same_option(max_rounds(_), max_rounds(_)).
same_option(arrangement(_), arrangement(_)).
same_option(arrangement(_), arrangement(_, _)).
same_option(arrangement(_, _), arrangement(_)).
same_option(arrangement(P, _), arrangement(P, _)).
same_option(reprogram(_), reprogram(_)).

option_error_(Option, unknown_option(Option)) :-
    \+ ( nonvar(Option),
         ( Option = arrangement(_) ; Option = arrangement(_, _) ; Option = max_rounds(_)
         ; Option = reprogram(_) ) ).
option_error_(arrangement(Spec), Error) :-
    arrangement_spec_error(Spec, Error).
option_error_(arrangement(Player, _), unknown_side(Player)) :-
    \+ ( atom(Player), memberchk(Player, [p1, p2]) ).
option_error_(arrangement(_, Spec), Error) :-
    arrangement_spec_error(Spec, Error).
option_error_(max_rounds(N), bad_max_rounds(N)) :-
    \+ ( integer(N), N >= 1 ).
option_error_(reprogram(Rule), bad_reprogram(Rule)) :-
    \+ ( atom(Rule), memberchk(Rule, [anywhere, pips]) ).

arrangement_spec_error(Spec, bad_arrangement_option(Spec)) :-
    \+ ( atom(Spec), memberchk(Spec, [choose, random]) ),
    arrangement_error(Spec).

%% arrangement_error(+Levels) is semidet.
%
%  Levels is not an arrangement: the levels of the ship set (ship_set/1,
%  1, 1, 2, 2, 3, 3) in some order.
arrangement_error(Levels) :-
    ship_set(Set),
    \+ ( is_list(Levels),
         maplist(integer, Levels),
         sorted_levels(Levels, Sorted),
         sorted_levels(Set, Sorted) ).

% Sorted keeping duplicates (Scryer 0.10 has neither msort/2 nor sort/4).
sorted_levels(Levels, Sorted) :-
    findall(L-x, member(L, Levels), Pairs),
    keysort(Pairs, SortedPairs),
    findall(L, member(L-_, SortedPairs), Sorted).

%% state_player(+State, -Player) is det.
state_player(xerog(_, Player, _, _, _), Player).

%% state_board(+State, -Board) is det.
state_board(xerog(_, _, _, Board, _), Board).

%% state_phase(+State, -Phase) is det.
state_phase(xerog(Phase, _, _, _, _), Phase).

%% state_round(+State, -Round) is det.
%
%  The round being played: 0 while placing, then 1, 2, ... (p1 and p2
%  move once in a round).
state_round(xerog(_, _, Round, _, _), Round).

%% state_max_rounds(+State, -MaxRounds) is det.
%
%  After MaxRounds rounds the game is a draw.
state_max_rounds(xerog(_, _, _, _, Limits), Max) :-
    limits_max(Limits, Max).

%% state_reprogram(+State, -Rule) is det.
%
%  The Reprogram rule of the game: anywhere (official) or pips (the seed's).
state_reprogram(xerog(_, _, _, _, Limits), Rule) :-
    (   Limits = rules(_, Rule0)
    ->  Rule = Rule0
    ;   Rule = anywhere
    ).

limits_max(Limits, Max) :-
    (   Limits = rules(Max0, _)
    ->  Max = Max0
    ;   Max = Limits
    ).

%% game_over(+State, -Outcome) is semidet.
%
%  Outcome is winner(Player) or draw; fails while the game goes on.
game_over(xerog(won(Player, _, _), _, _, _, _), winner(Player)).
game_over(xerog(drawn(_), _, _, _, _), draw).

%% legal_move(+State, ?Move) is nondet.
%
%  Move is allowed in State. With Move unbound it enumerates one move per
%  different result: every arrangement while placing; in play one turn for
%  each different board a turn of a home-row ship can leave (or each ship
%  that can win), with one path to it (player_turns/3). A given ground Move
%  is checked whatever path it takes.
%
%  ?- new_state([p1, p2], [arrangement(p1, [1,2,3,3,2,1]), arrangement(p2, [1,3,3,2,2,1])], _S),
%     findall(M, legal_move(_S, M), _Ms), length(_Ms, N).
%     N = 210.
legal_move(State, Move) :-
    (   ground(Move)
    ->  \+ move_error(State, Move, _)
    ;   state_moves(State, Moves),
        member(Move, Moves)
    ).

%% complete_move(+State, +Move0, -Move) is det.
%
%  arrange(random) is completed by a shuffle of the ship set drawn from
%  the host's generator; every other move is complete as it is.
complete_move(_, Move0, Move) :-
    (   Move0 == arrange(random)
    ->  ship_set(Ships),
        random_permutation(Ships, Levels),
        Move = arrange(Levels)
    ;   Move = Move0
    ).

state_moves(xerog(placing, _, _, _, _), Moves) :-
    ship_set(Ships),
    findall(arrange(Ls), permutation(Ships, Ls), Moves0),
    sort(Moves0, Moves).
state_moves(State, Moves) :-
    State = xerog(playing, Player, _, Board, _),
    state_reprogram(State, Rule),
    player_turns(Board, Player, Rule, Turns),
    maplist(turn_move, Turns, Moves).

%% turn_move(?Turn, ?Move) is det.
%
%  Turn is turn(Start, Path, Ending) with cell indexes (xerog_moves), Move
%  the same turn with cell names.
turn_move(turn(Start, Path, Ending), move(From, Names, NamedEnding)) :-
    cell_index(From, Start),
    maplist(path_name, Path, Names),
    (   Ending = reprogram(Z)
    ->  cell_index(Cell, Z),
        NamedEnding = reprogram(Cell)
    ;   NamedEnding = Ending
    ).

path_name(I, Name) :-
    (   I == base
    ->  Name = base
    ;   cell_index(Name, I)
    ).

%% move_turn(+Move, -Start, -Path, -Ending) is semidet.
%
%  Move = move(From, Names, Ending0) names cells that exist; Start, Path and
%  Ending are the same with cell indexes.
move_turn(move(From, Names, Ending0), Start, Path, Ending) :-
    cell_index(From, Start),
    is_list(Names),
    maplist(name_index, Names, Path),
    (   Ending0 == stop
    ->  Ending = stop
    ;   Ending0 = reprogram(Cell),
        cell_index(Cell, Z),
        Ending = reprogram(Z)
    ).

name_index(Name, I) :-
    (   Name == base
    ->  I = base
    ;   cell_index(Name, I)
    ).

%% move_error(+State, +Move, -Error) is semidet.
%
%  Move breaks a rule in State; Error (a message key) names the rule. Fails
%  for a legal move. The checks go in the order a player reads them: the
%  phase, the form of the move, the cells, the home row, then the path step
%  by step.
move_error(State, Move, Error) :-
    State = xerog(Phase, Player, _, Board, _),
    (   Phase \== placing,
        Phase \== playing
    ->  Error = game_ended
    ;   Phase == placing
    ->  placing_error(Move, Player, Error)
    ;   Move = arrange(_)
    ->  Error = not_placing
    ;   Move \= move(_, _, _)
    ->  Error = not_a_move(Move)
    ;   % An empty start cell is said first, whatever the steps typed.
        Move = move(From, _, _),
        atom(From),
        cell_index(From, Start),
        arg(Start, Board, 0)
    ->  Error = no_ship(From)
    ;   Move = move(From, Names, Ending),
        named_move_error(From, Names, Ending, Error0)
    ->  Error = Error0
    ;   move_turn(Move, Start, Path, Ending),
        state_reprogram(State, Rule),
        turn_rule_error(Board, Player, Rule, Start, Path, Ending, Error0)
    ->  Error = Error0
    ).

placing_error(Move, Player, Error) :-
    (   Move == arrange(random)
    ->  fail
    ;   Move = arrange(Levels)
    ->  arrangement_error(Levels),
        ship_set(Set),
        Error = bad_arrangement(Levels, Set)
    ;   Error = must_arrange(Player)
    ).

named_move_error(From, Names, Ending, Error) :-
    (   \+ cell_index(From, _)
    ->  Error = not_a_cell(From)
    ;   \+ is_list(Names)
    ->  Error = steps_not_list
    ;   member(Name, Names),
        Name \== base,
        \+ cell_index(Name, _)
    ->  Error = not_a_cell(Name)
    ;   Ending \== stop,
        \+ ( Ending = reprogram(Cell), cell_index(Cell, _) )
    ->  (   Ending = reprogram(Cell)
        ->  Error = not_a_cell(Cell)
        ;   Error = bad_ending(Ending)
        )
    ).

turn_rule_error(Board, Player, Rule, Start, Path, Ending, Error) :-
    cell_index(From, Start),
    cell_row_col(Start, Row, _),
    (   arg(Start, Board, 0)
    ->  Error = no_ship(From)
    ;   \+ home_row(Board, Player, _)
    ->  Error = no_ship_can_move(Player)
    ;   home_row(Board, Player, Home),
        Row =\= Home
    ->  Error = not_home_row(From, Player, Home)
    ;   Path == []
    ->  Error = no_steps
    ;   turn_error(Board, Player, Rule, Start, Path, Ending, Error0)
    ->  arg(Start, Board, Level),
        named_error(Error0, Level, Error)
    ).

%  The errors of xerog_moves:turn_error/7 with cell names for the players.
named_error(steps_left(C, N), Level, Error) :-
    cell_index(Name, C),
    Error = steps_left(Level, Name, N).
named_error(not_adjacent(C, D), _, not_adjacent(Name, Name2)) :-
    cell_index(Name, C),
    path_name(D, Name2).
named_error(gate_used(C, D), _, gate_used(Name, Name2)) :- cell_index(Name, C), cell_index(Name2, D).
named_error(blocked(C, L), _, blocked(Name, L)) :- cell_index(Name, C).
named_error(base_not_adjacent(C), _, base_not_adjacent(Name)) :- cell_index(Name, C).
named_error(base_steps_left(N), _, base_steps_left(N)).
named_error(steps_after_base, _, steps_after_base).
named_error(reprogram_in_base, _, reprogram_in_base).
named_error(steps_after_stop(C), _, steps_after_stop(Name)) :- cell_index(Name, C).
named_error(reprogram_needs_ship(C), _, reprogram_needs_ship(Name)) :- cell_index(Name, C).
named_error(landed_on_ship(C, L), _, landed_on_ship(Name, L)) :- cell_index(Name, C).
named_error(target_occupied(C), _, target_occupied(Name)) :- cell_index(Name, C).
named_error(board_unchanged, _, board_unchanged).
named_error(target_too_far(Y, Z, L), _, target_too_far(NameY, NameZ, L)) :-
    cell_index(NameY, Y),
    cell_index(NameZ, Z).

%% apply_move(+State0, +Move, -State) is semidet.
%
%  State follows State0 after the legal Move. After a turn: a ship in the
%  base wins; otherwise the other player moves, a draw when it has no ship
%  to move or when the last round is over.
apply_move(xerog(placing, Player, _, Board0, Max), arrange(Levels), State) :-
    place_row(Player, Levels, Board0, Board),
    (   Player == p1,
        start_row(p2, Row),
        row_cells(Row, [Cell|_]),
        arg(Cell, Board, 0)
    ->  State = xerog(placing, p2, 0, Board, Max)
    ;   State = xerog(playing, p1, 1, Board, Max)
    ).
apply_move(xerog(playing, Player, Round0, Board0, Limits), Move, State) :-
    move_turn(Move, Start, Path, Ending),
    turn_board(Board0, Start, Path, Ending, Result),
    opponent(Player, Next),
    (   Player == p2
    ->  Round is Round0 + 1
    ;   Round = Round0
    ),
    limits_max(Limits, Max),
    (   Result = won(Level, Col, Board)
    ->  State = xerog(won(Player, Level, Col), Player, Round0, Board, Limits)
    ;   Result = board(Board),
        (   Round > Max
        ->  State = xerog(drawn(round_limit), Next, Max, Board, Limits)
        ;   \+ player_has_turn(Board, Next)
        ->  State = xerog(drawn(no_move(Next)), Next, Round, Board, Limits)
        ;   State = xerog(playing, Next, Round, Board, Limits)
        )
    ).

%% state_error(+State, -Error) is semidet.
%
%  Why State is no position of Xero-G (checks saved games, and every
%  position of a simulated game): a message key; fails for a good state.
state_error(State, Error) :-
    (   \+ ( compound(State), State = xerog(_, _, _, _, _) )
    ->  Error = state_not_xerog
    ;   State = xerog(Phase, Player, Round, Board, Limits),
        state_error_(Phase, Player, Round, Board, Limits, Error0)
    ->  Error = Error0
    ).

state_error_(Phase, Player, Round, Board, Limits, Error) :-
    limits_max(Limits, Max),
    (   \+ memberchk(Player, [p1, p2])
    ->  Error = state_bad_player(Player)
    ;   \+ ( integer(Limits) ; Limits = rules(_, pips) )
    ->  Error = state_bad_max_rounds(Limits)
    ;   \+ ( integer(Max), Max >= 1 )
    ->  Error = state_bad_max_rounds(Max)
    ;   \+ ( integer(Round), Round >= 0, Round =< Max )
    ->  Error = state_bad_round(Round)
    ;   \+ ( compound(Board), functor(Board, b, 36),
             board_levels(Board, Levels),
             forall(member(L, Levels), ( integer(L), between(0, 3, L) )) )
    ->  Error = state_bad_board
    ;   phase_error(Phase, Player, Round, Board, Error0)
    ->  Error = Error0
    ).

phase_error(placing, Player, Round, Board, Error) :-
    start_row(p1, Row1),
    row_cells(Row1, Cells1),
    start_row(p2, Row6),
    row_cells(Row6, Cells6),
    row_levels(Board, Cells1, Levels1),
    row_levels(Board, Cells6, Levels6),
    board_levels(Board, All),
    sum_list(All, Sum),
    sum_list(Levels1, Sum1),
    sum_list(Levels6, Sum6),
    (   Round =\= 0
    ->  Error = state_bad_round(Round)
    ;   Sum =\= Sum1 + Sum6
    ->  Error = state_bad_placing
    ;   Player == p1,
        \+ forall(member(L, Levels1), L =:= 0)
    ->  Error = state_bad_placing
    ;   Player == p2,
        arrangement_error(Levels1)
    ->  Error = state_bad_placing
    ;   Player == p2,
        \+ forall(member(L, Levels6), L =:= 0)
    ->  Error = state_bad_placing
    ;   Player == p1,
        \+ forall(member(L, Levels6), L =:= 0),
        arrangement_error(Levels6)
    ->  Error = state_bad_placing
    ).
phase_error(playing, Player, Round, Board, Error) :-
    (   Round < 1
    ->  Error = state_bad_round(Round)
    ;   ships_error(Board, none, Error0)
    ->  Error = Error0
    ;   \+ player_has_turn(Board, Player)
    ->  Error = state_no_move_in_play(Player)
    ).
phase_error(won(Winner, Level, Col), _, _, Board, Error) :-
    (   \+ ( memberchk(Winner, [p1, p2]), integer(Level), between(1, 3, Level),
             integer(Col), between(1, 6, Col) )
    ->  Error = state_bad_phase(won(Winner, Level, Col))
    ;   ships_error(Board, Level, Error)
    ).
phase_error(drawn(Reason), _, _, Board, Error) :-
    (   \+ ( Reason == round_limit ; Reason = no_move(P), memberchk(P, [p1, p2]) )
    ->  Error = state_bad_phase(drawn(Reason))
    ;   ships_error(Board, none, Error)
    ).
phase_error(Phase, _, _, _, state_bad_phase(Phase)) :-
    \+ memberchk(Phase, [placing, playing]),
    \+ Phase = won(_, _, _),
    \+ Phase = drawn(_).

row_levels(Board, Cells, Levels) :-
    findall(L, ( member(C, Cells), arg(C, Board, L) ), Levels).

%  Four ships of each level are on the grid, but the one in a base.
ships_error(Board, InBase, state_bad_ships(Counts)) :-
    findall(N, ( between(1, 3, L), level_count(Board, L, N) ), Counts),
    findall(N, ( between(1, 3, L),
                 (   L == InBase
                 ->  N = 3
                 ;   N = 4
                 ) ),
            Expected),
    Counts \== Expected.
