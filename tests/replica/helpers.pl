/** Helpers for tests/suite/replica.rs: positions drawn as pictures, and checks
that run over many positions inside one process. */
:- use_module(library(lists)).
:- use_module(library(between)).

%  State: the position Picture (rank 8 first) with Player to move under
%  Options; each side's transformations are its kings less one.
test_state(Picture, Player, Options, State) :-
    new_state([p1, p2], Options, replica(_, _, _, _, Rules, Status)),
    picture_board(Picture, Board),
    kings_transforms(Board, p1, T1),
    kings_transforms(Board, p2, T2),
    (   Player == p1
    ->  Ply = 10
    ;   Ply = 11
    ),
    State = replica(Player, Board, t(T1, T2), Ply, Rules, Status).

kings_transforms(Board, P, T) :-
    board_pieces(Board, P, Pieces),
    findall(x, member(_-_-king, Pieces), Ks),
    length(Ks, K),
    T is max(0, K - 1).

%  Starts a game of Players on the position Picture.
test_game(Picture, Player, Options, Players) :-
    startGame(Players, Options),
    test_state(Picture, Player, Options, State),
    set_current_state(State).

%  Prints the position of State, rank 8 first.
show(State) :-
    state_board(State, Board),
    board_picture(Board, Picture),
    forall(member(Line, Picture),
           ( atom_chars(A, Line), write(A), nl )).

%  Prints whether Move is legal, else the error move_error/3 gives.
check(State, Move) :-
    (   legal_move(State, Move)
    ->  write(legal(Move))
    ;   move_error(State, Move, E)
    ->  write(error(E))
    ;   write(no_reason(Move))
    ),
    nl.

%  Prints Move's effect: the position after it and game_over/2's outcome.
play(State0, Move, State) :-
    apply_move(State0, Move, State),
    show(State),
    (   game_over(State, Outcome)
    ->  write(outcome(Outcome))
    ;   write(outcome(none))
    ),
    nl.

%  The states of a game of computers at Levels, from the start (at most
%  Max moves).
game_states(Levels, Options, Max, States) :-
    new_state([p1, p2], Options, S0),
    game_states_(S0, Levels, Max, States).

game_states_(S, Levels, Max, [S|States]) :-
    (   ( Max =< 0 ; game_over(S, _) )
    ->  States = []
    ;   state_player(S, P),
        (   P == p1
        ->  Levels = [L, _]
        ;   Levels = [_, L]
        ),
        computer_move(L, S, M),
        apply_move(S, M, S1),
        Max1 is Max - 1,
        game_states_(S1, Levels, Max1, States)
    ).

%  Every move as typed is either legal or has a reason, never both; the
%  legal ones are exactly those legal_move/2 enumerates. Prints the count of
%  disagreements over the states of a game.
agreement(Levels, Options) :-
    game_states(Levels, Options, 10, States),
    findall(x,
            ( member(S, States),
              \+ game_over(S, _),
              candidate(M),
              \+ agrees(S, M) ),
            Bad),
    length(Bad, N),
    length(States, NS),
    write(disagreements(N, states(NS))),
    nl.

candidate(move(F, T)) :-
    square(F),
    square(T).
candidate(transform(S)) :-
    square(S).

square(S) :-
    member(X, [a, b, c, d, e, f, g, h]),
    member(Y, ['1', '2', '3', '4', '5', '6', '7', '8']),
    atom_chars(S, [X, Y]).

agrees(S, M) :-
    (   legal_move(S, M)
    ->  \+ move_error(S, M, _)
    ;   move_error(S, M, _)
    ).

%  Every computer level picks a legal board move (never forfeit) in every
%  state of a game; prints the number of bad choices.
levels_legal(Options) :-
    game_states([random, greedy], Options, 16, States),
    findall(L-S,
            ( member(S, States),
              \+ game_over(S, _),
              member(L, [random, greedy, search]),
              computer_move(L, S, M),
              ( M == forfeit ; \+ legal_move(S, M) ) ),
            Bad),
    length(Bad, N),
    write(bad_choices(N)),
    nl.

%  can_win_at_once/1 agrees with trying every board move, over the states
%  of a game; prints the count of disagreements and of states with a win.
win_check(Levels, Options) :-
    game_states(Levels, Options, 80, States),
    findall(S, ( member(S, States), \+ game_over(S, _) ), Playing),
    findall(x,
            ( member(S, Playing),
              (   can_win_at_once(S)
              ->  \+ some_move_wins(S)
              ;   some_move_wins(S)
              ) ),
            Bad),
    findall(x, ( member(S, Playing), some_move_wins(S) ), Wins),
    length(Bad, N),
    length(Wins, W),
    write(win_check(N, wins(W))),
    nl.

some_move_wins(S) :-
    board_move(S, M),
    apply_board_move(S, M, S1),
    state_status(S1, won(_, _)),
    !.
