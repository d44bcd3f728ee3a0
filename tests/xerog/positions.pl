/* Test helpers for tests/suite/xerog.rs, consulted after the rules: positions
   drawn as six rows of levels (row 1 at the top, next to p1's base A). */

%  State is a position in play with Player to move, drawn as Rows.
pos(Player, Rows, State) :-
    append(Rows, Levels),
    levels_board(Levels, Board),
    State = xerog(playing, Player, 1, Board, 100).

%  The error the rules give for Move in State, or ok.
verdict(State, Move, Verdict) :-
    (   move_error(State, Move, Error)
    ->  Verdict = Error
    ;   legal_move(State, Move)
    ->  Verdict = ok
    ;   Verdict = refused
    ).

%  The rows of levels of State's board.
rows(State, Rows) :-
    state_board(State, Board),
    board_levels(Board, Levels),
    rows_of(Levels, Rows).

rows_of([], []).
rows_of(Levels, [Row|Rows]) :-
    length(Row, 6),
    append(Row, Rest, Levels),
    rows_of(Rest, Rows).

%  Every enumerated move passes the check and no two give the same board.
consistent(State, Count) :-
    findall(M, legal_move(State, M), Ms),
    length(Ms, Count),
    forall(member(M, Ms), \+ move_error(State, M, _)),
    findall(B, ( member(M, Ms), apply_move(State, M, S1), state_board(S1, B0),
                 state_phase(S1, Ph), B = Ph-B0 ), Bs),
    sort(Bs, Unique),
    length(Unique, Count).

%  The state after Moves from State.
after(State, [], State).
after(State0, [M|Ms], State) :-
    apply_move(State0, M, State1),
    after(State1, Ms, State).

%  Row is the home row of the player to move in State.
home_row_of(State, Row) :-
    state_player(State, Player),
    state_board(State, Board),
    home_row(Board, Player, Row).

%% threat_position(+State0, +Moves, -State, -Landing) is semidet.
%
%  State is the first position of a game of random moves from State0
%  (Moves at most) where the opponent of the player to move could land in
%  the player's base, by Landing as the hint writes it.
threat_position(State0, K, State, Landing) :-
    K > 0,
    \+ user:game_over(State0, _),
    (   xerog_computer:computer_move(search, State0, Move),
        xerog_computer:hint_reason(State0, [Move], Reasons),
        member(hint_threat_now(_, Landing0), Reasons)
    ->  State = State0,
        Landing = Landing0
    ;   xerog_computer:computer_move(random, State0, Random),
        user:apply_move(State0, Random, State1),
        K1 is K - 1,
        threat_position(State1, K1, State, Landing)
    ).
