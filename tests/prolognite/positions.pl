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

%  Bad lists where the computers' scores worked out from a position's
%  parts (placement_scores/4; destruction_node/2 and node_children/3)
%  differ from the whole board's (position_score/3, move_score/4,
%  legal_move/2, apply_move/3, game_over/2), in Count positions of random
%  games drawn with the host's generator: sizes 3 to 9, both rules, every
%  stage of a game.
score_disagreements(Count, Bad) :-
    findall(B, ( between(1, Count, _),
                 random_position(State),
                 score_disagreement(State, B) ),
            Bad).

random_position(State) :-
    random_between(3, 9, Size),
    random_between(0, 1, F),
    (   F =:= 1
    ->  Options = [size(Size), formation(true)]
    ;   Options = [size(Size)]
    ),
    new_state([p1, p2], Options, State0),
    Longest is 3 * Size,
    random_between(0, Longest, Moves),
    random_moves(Moves, State0, State).

random_moves(K, State0, State) :-
    (   ( K =:= 0
        ; game_over(State0, _)
        )
    ->  State = State0
    ;   computer_move(random, State0, Move),
        apply_move(State0, Move, State1),
        K1 is K - 1,
        random_moves(K1, State1, State)
    ).

score_disagreement(State, Bad) :-
    state_player(State, Player),
    state_phase(State, Phase),
    player_reserve(State, p1, R1),
    player_reserve(State, p2, R2),
    length(R1, K1),
    length(R2, K2),
    (   Phase == deployment,
        K1 + K2 > 1
    ->  state_size(State, Size),
        findall(Pos, ( between(1, Size, R), between(1, Size, C), Pos = R-C,
                       state_content(State, Pos, empty) ),
                Free),
        placement_scores(State, Free, Scored, Score),
        position_score(State, Player, Score0),
        (   Score =\= Score0,
            Bad = position(Score, Score0, State)
        ;   member(S-Move, Scored),
            move_score(State, Player, Move, S0),
            S =\= S0,
            Bad = placement(Move, S, S0, State)
        )
    ;   Phase == destruction
    ->  destruction_node(State, Node),
        node_disagreement(State, Player, Node, Bad)
    ).

node_disagreement(State, Player, Node, Bad) :-
    Node = node(State, _, Over, Targets, Score),
    position_score(State, p1, Score0),
    findall(R-C, legal_move(State, destroy(R, C)), Destroys),
    findall(M, legal_move(State, M), Moves),
    node_children(Node, Player, Children),
    findall(M, member(_-child(M, _), Children), ChildMoves),
    (   (   game_over(State, _)
        ->  Over \== true
        ;   Over \== false
        ),
        Bad = over(Over, State)
    ;   Score =\= Score0,
        Bad = score(Score, Score0, State)
    ;   Destroys \== [],
        Targets \== Destroys,
        Bad = targets(Targets, Destroys, State)
    ;   ChildMoves \== Moves,
        Bad = moves(ChildMoves, Moves, State)
    ;   member(S-child(Move, Child), Children),
        apply_move(State, Move, State1),
        move_score(State, Player, Move, S0),
        destruction_node(State1, Child0),
        (   S =\= S0
        ->  Bad = move_score(Move, S, S0, State)
        ;   Child \== Child0,
            Bad = child(Move, Child, Child0, State)
        )
    ).
