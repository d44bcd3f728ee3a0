% Test helpers for tests/suite/conquest_play.rs, consulted at start-up like a
% player's own file. They read the game only through its exported query
% predicates, so they see what a player sees.

:- use_module(library(format)).
:- use_module(library(lists)).

:- dynamic(marked/2).

%% snapshot(-Snapshot) is det.
%
%  The whole visible state of the game; before any game every part is
%  `none`, 0 or [].
snapshot(snap(Phase, Current, Moves, Winner, Order, Used, Map, Players, Effects)) :-
    ( phase(Phase) -> true ; Phase = none ),
    ( current_player(Current) -> true ; Current = none ),
    ( moves_made(Moves) -> true ; Moves = 0 ),
    ( winner(Winner) -> true ; Winner = none ),
    ( turn_order(Order) -> true ; Order = [] ),
    findall(A, action_used(A), Used),
    findall(T:P:N,
            ( territory(T, _, _),
              ( owner(T, P) -> true ; P = none ),
              ( troops(T, N) -> true ; N = 0 )
            ),
            Map),
    findall(P:R:I:L,
            ( player(P, _),
              ( reserve(P, R) -> true ; R = none ),
              player_reinforcements(P, _, I),
              ( eliminated(P) -> L = out ; L = alive )
            ),
            Players),
    findall(P:C:E, effect(P, C, E), Effects).

%% snap is det.
%
%  Prints the snapshot on one line that the Rust side parses, with the
%  round and the extras of the game (world leaders, reinforcement
%  territories); printing ourselves keeps the format independent of how the
%  toplevel shows bindings.
snap :-
    snapshot(snap(Phase, Current, Moves, Winner, Order, Used, Map, Players, Effects)),
    format("SNAP phase=~w cur=~w moves=~w winner=~w", [Phase, Current, Moves, Winner]),
    write(' order='), write_seq(Order),
    write(' used='), write_seq(Used),
    write(' map='), write_seq(Map),
    write(' players='), write_seq(Players),
    write(' effects='), write_seq(Effects),
    ( round(Round) -> true ; Round = none ),
    findall(P:L, leader(P, L), Leaders),
    findall(P:N, bonus_territory(P, N), Bonus),
    format(" round=~w", [Round]),
    write(' leaders='), write_seq(Leaders),
    write(' bonus='), write_seq(Bonus),
    nl.

write_seq([]).
write_seq([X]) :-
    write(X).
write_seq([X, Y|Zs]) :-
    write(X),
    write(','),
    write_seq([Y|Zs]).

%% mark(+Label) is det.
%
%  Remembers the state under Label for unchanged/2.
mark(Label) :-
    snapshot(S),
    retractall(marked(Label, _)),
    assertz(marked(Label, S)).

%% unchanged(+Label, -Result) is det.
%
%  Result is ok(Label) when the state is the one marked under Label, else
%  changed(Label).
unchanged(Label, Result) :-
    marked(Label, S0),
    snapshot(S),
    (   S0 == S
    ->  Result = ok(Label)
    ;   Result = changed(Label)
    ).
