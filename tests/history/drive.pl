/* Test helper (tests/suite/history_typed_back.rs): plays a game of human
   seats with the moves the hardest computer would choose for each, made
   as moves (play_move/1), not typed, so that history/0's lines typed
   back check what it writes against what was played. */

%% drive(+Turns) is det.
%
%  Up to Turns turns of the hardest computer's choice for the player to
%  move; stops when the game ends (no move is suggested).
drive(0) :-
    !.
drive(Turns) :-
    (   \+ play:turn_refusal(_),
        advice:hint_moves(_, Moves),
        Moves \== []
    ->  maplist(play_one, Moves),
        Turns1 is Turns - 1,
        drive(Turns1)
    ;   true
    ).

%  A move the hint completed with the chance it drew (Global Conquest's
%  battle, whose dice it rolls to weigh it) is played uncompleted: its
%  chance is drawn when it is played.
play_one(Move0) :-
    (   catch(conquest_rules:luck_move(Move, Move0), _, fail)
    ->  true
    ;   Move = Move0
    ),
    (   play:play_move(Move)
    ->  true
    ;   throw(drive_refused(Move))
    ).
