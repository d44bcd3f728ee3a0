/* Test helpers for Prolognite: positions drawn as pictures, and games
   played from a list of moves. Consulted after the rules
   (conquest --game prolognite tests/prolognite/positions.pl).

   picture_state(Rule, Phase, Player, Rows, State): State is the position
   drawn by Rows, one atom a row of cells separated by spaces: `.` empty,
   `#` an obstacle, `w3` p1's army worth 3, `b2` p2's. In deployment the
   armies not drawn are in the reserves; in destruction they were
   destroyed. Fails unless state_error/2 accepts the position.
*/
:- use_module(library(lists)).

picture_state(Rule, Phase, Player, Rows, State) :-
    length(Rows, Size),
    maplist(row_contents, Rows, Rowss),
    append(Rowss, Contents),
    Count is Size * Size,
    length(Contents, Count),
    Cells =.. [cells|Contents],
    (   Phase == deployment
    ->  reserve(p1, Size, Contents, R1),
        reserve(p2, Size, Contents, R2)
    ;   R1 = [],
        R2 = []
    ),
    State = prolognite(Size, Rule, Phase, Player, Cells, reserves(R1, R2)),
    \+ state_error(State, _).

reserve(P, Size, Contents, Values) :-
    numlist(1, Size, All),
    findall(V, ( member(V, All), \+ memberchk(army(P, V), Contents) ), Values).

row_contents(Row, Contents) :-
    atom_chars(Row, Chars),
    words(Chars, Words),
    maplist(word_content, Words, Contents).

words(Chars, Words) :-
    (   Chars = []
    ->  Words = []
    ;   Chars = [' '|Rest]
    ->  words(Rest, Words)
    ;   word(Chars, Word, Rest),
        Words = [Word|Words1],
        words(Rest, Words1)
    ).

word([], [], []).
word([C|Cs], Word, Rest) :-
    (   C == ' '
    ->  Word = [],
        Rest = [C|Cs]
    ;   Word = [C|Word1],
        word(Cs, Word1, Rest)
    ).

word_content(['.'], empty).
word_content(['#'], obstacle).
word_content([w|Ds], army(p1, V)) :-
    number_chars(V, Ds).
word_content([b|Ds], army(p2, V)) :-
    number_chars(V, Ds).

%  State after Moves played from new_state([p1, p2], Options); fails at an illegal move.
moves_state(Options, Moves, State) :-
    new_state([p1, p2], Options, State0),
    foldl(move_applied, Moves, State0, State).

move_applied(Move, State0, State) :-
    apply_move(State0, Move, State).

%  Moves that move_error/3 and legal_move/2 disagree about, among every
%  place/destroy on and around the board and pass.
disagreements(State, Bad) :-
    state_size(State, Size),
    Lo is 0,
    Hi is Size + 1,
    findall(M, ( candidate_move(Lo, Hi, Size, M),
                 (   legal_move(State, M)
                 ->  move_error(State, M, _)
                 ;   \+ move_error(State, M, _)
                 ) ),
            Bad).

candidate_move(Lo, Hi, Size, place(V, R, C)) :-
    V1 is Size + 1,
    between(0, V1, V),
    between(Lo, Hi, R),
    between(Lo, Hi, C).
candidate_move(Lo, Hi, _, destroy(R, C)) :-
    between(Lo, Hi, R),
    between(Lo, Hi, C).
candidate_move(_, _, _, pass).
candidate_move(_, _, _, place(x, 1, 1)).
candidate_move(_, _, _, destroy(a, 1)).
candidate_move(_, _, _, fly(1, 1)).

%  Plays a whole game between computers at Levels from new_state([p1, p2], Options)
%  and checks every position with state_error/2 and disagreements/2.
checked_game(Options, Levels, Outcome, Moves) :-
    new_state([p1, p2], Options, State0),
    checked_moves(State0, Levels, 0, Outcome, Moves).

checked_moves(State, Levels, N, Outcome, Moves) :-
    (   state_error(State, Error)
    ->  throw(invariant(Error, State))
    ;   disagreements(State, [Bad|_])
    ->  throw(disagreement(Bad, State))
    ;   game_over(State, Outcome0)
    ->  Outcome = Outcome0,
        Moves = N
    ;   state_player(State, P),
        (   P == p1
        ->  Levels = [Level, _]
        ;   Levels = [_, Level]
        ),
        computer_move(Level, State, Move),
        apply_move(State, Move, State1),
        N1 is N + 1,
        checked_moves(State1, Levels, N1, Outcome, Moves)
    ).
