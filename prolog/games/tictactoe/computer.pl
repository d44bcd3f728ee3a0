/** The computers of tic-tac-toe: random, the first free cell, and search.

The search player looks at every line of play to the end
(common/alpha_beta.pl): it never loses, and wins when it can.
*/
:- module(tictactoe_computer, [computer_move/3]).

:- use_module(library(lists)).
:- use_module('../../host/dice').
:- use_module('../../common/alpha_beta').
:- use_module(rules).

%% computer_move(+Level, +State, -Move) is det.
%
%  ?- tictactoe_computer:computer_move(search, s(p1, [x,x,e,o,o,e,e,e,e]), M).
%     M = 3.
computer_move(random, State, Move) :-
    findall(I, legal_move(State, I), Moves),
    random_member(Move, Moves).
computer_move(first, State, Move) :-
    once(legal_move(State, Move)).
computer_move(search, s(_, [e,e,e,e,e,e,e,e,e]), 5) :-
    % What the search answers on the empty board, where it takes longest.
    !.
computer_move(search, State, Move) :-
    state_player(State, Me),
    tried_moves(State, [First|Moves]),
    Search = search(tictactoe_computer:expand(Me), tictactoe_computer:child, 100),
    move_value(Search, State, First, -100, V0),
    best_move(Moves, Search, State, V0-First, _-Move).

%  The moves in the order the search tries them: the centre, the corners,
%  then the edges (the best first prunes most).
tried_moves(State, Moves) :-
    findall(I, ( member(I, [5, 1, 3, 7, 9, 2, 4, 6, 8]), legal_move(State, I) ), Moves).

%  A later move replaces the best only when it is worth more: the search
%  is deterministic, and each move is searched only for whether it beats
%  the best so far.
best_move([], _, _, Best, Best).
best_move([I|Is], Search, State, V0-M0, Best) :-
    move_value(Search, State, I, V0, V),
    (   V > V0
    ->  best_move(Is, Search, State, V-I, Best)
    ;   best_move(Is, Search, State, V0-M0, Best)
    ).

move_value(Search, State, I, Alpha, Value) :-
    apply_move(State, I, Next),
    alpha_beta(Search, Next, 9, Alpha, 100, Value).

%  A win is worth more the sooner it comes (the depth left counts).
expand(Me, State, Depth, Result) :-
    (   game_over(State, Outcome)
    ->  outcome_value(Outcome, Me, Depth, Value),
        Result = value(Value)
    ;   Depth =< 0
    ->  Result = value(0)
    ;   state_player(State, P),
        (   P == Me
        ->  Side = max
        ;   Side = min
        ),
        tried_moves(State, Moves),
        Result = moves(Side, Moves)
    ).

outcome_value(draw, _, _, 0).
outcome_value(winner(P), Me, Depth, Value) :-
    (   P == Me
    ->  Value is 10 + Depth
    ;   Value is -10 - Depth
    ).

child(State, Move, Next) :-
    apply_move(State, Move, Next).
