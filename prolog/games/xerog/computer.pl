/** The computer players of Xero-G: random and search.

Both play through the rules' own relations (xerog_rules, xerog_moves) and
draw every random number from the host, so `--seed N` replays their games.

  - random: arranges its ships at random and plays one of the legal turns
    (one per different result, see legal_move/2) at random.
  - search: arranges at random; in play it wins at once when a turn lands
    in the base. Otherwise it looks at its turns in a random order and
    scores each resulting board: 0 when the opponent could win on its next
    turn, else 2, plus 1 for a threat (it could win from there if the
    opponent did not disturb the board). It plays the first turn scoring 3,
    or the best one among the first `search_budget/1` turns looked at.
*/
:- module(xerog_computer, [computer_move/3,
                           search_budget/1,
                           turn_score/4,
                           hint_reason/3]).

:- use_module(library(lists)).
:- use_module(library(dcgs)).
:- use_module('../../host/dice').
:- use_module('../../common/game').
:- use_module(board).
:- use_module('../../common/two_players').
:- use_module(moves).
:- use_module(rules).

%% search_budget(-N) is det.
%
%  The search player scores at most N of its turns (a turn is scored in
%  about a millisecond).
search_budget(120).

%% computer_move(+Level, +State, -Move) is semidet.
%
%  Move is what the computer of Level (random or search) plays in State.
%  Fails when the game is over.
computer_move(Level, State, Move) :-
    state_phase(State, Phase),
    (   Phase == placing
    ->  ship_set(Ships),
        random_permutation(Ships, Levels),
        Move = arrange(Levels)
    ;   Phase == playing
    ->  state_player(State, Player),
        state_board(State, Board),
        state_reprogram(State, Rule),
        player_turns(Board, Player, Rule, Turns),
        Turns \== [],
        level_turn(Level, Board, Player, Turns, Turn),
        turn_move(Turn, Move)
    ).

level_turn(random, _, _, Turns, Turn) :-
    random_member(Turn, Turns).
level_turn(search, Board, Player, Turns, Turn) :-
    (   member(Turn, Turns),
        Turn = turn(_, Path, _),
        last(Path, base)
    ->  true
    ;   random_permutation(Turns, Shuffled),
        search_budget(Budget),
        best_turn(Shuffled, Board, Player, Budget, none, -1, Turn)
    ).

best_turn([], _, _, _, Best, _, Best).
best_turn([Turn|Turns], Board, Player, Budget, Best0, Score0, Best) :-
    (   Budget =:= 0
    ->  Best = Best0
    ;   turn_score(Board, Player, Turn, Score),
        (   Score =:= 3
        ->  Best = Turn
        ;   Budget1 is Budget - 1,
            (   Score > Score0
            ->  best_turn(Turns, Board, Player, Budget1, Turn, Score, Best)
            ;   best_turn(Turns, Board, Player, Budget1, Best0, Score0, Best)
            )
        )
    ).

%% turn_score(+Board, +Player, +Turn, -Score) is det.
%
%  Score (0..3) of the board after Player's Turn: 0 when the opponent can
%  win on it at once (a threat of Player's own does not matter then),
%  else 2, plus 1 when Player could win on it.
turn_score(Board0, Player, turn(Start, Path, Ending), Score) :-
    turn_board(Board0, Start, Path, Ending, board(Board)),
    opponent(Player, Opponent),
    (   player_can_win(Board, Opponent)
    ->  Score = 0
    ;   player_can_win(Board, Player)
    ->  Score = 3
    ;   Score = 2
    ).

last([X], X) :-
    !.
last([_|Xs], X) :-
    last(Xs, X).

%% hint_reason(+State, +Moves, -Reasons) is det.
%
%  Why the search computer would play Moves ([Move]) in State, as message
%  keys, in the terms its turn_score/4 uses: a landing in the opponent's
%  base; else whether the opponent could land in the player's base at once
%  on the board as it stands and after the move, and whether the player
%  could after it (player_can_win/2). Fails while placing (the computer
%  arranges at random).
hint_reason(State, [Move], Reasons) :-
    state_phase(State, playing),
    state_player(State, Player),
    opponent(Player, Other),
    player_shown(Other, Name),
    apply_move(State, Move, State1),
    (   game_over(State1, winner(Player))
    ->  Reasons = [hint_wins]
    ;   state_board(State, Board),
        state_board(State1, Board1),
        phrase(base_reasons(Board, Board1, Player, Other, Name), Reasons)
    ).

base_reasons(Board, Board1, Player, Other, Name) -->
    (   { player_can_win(Board, Other) }
    ->  threat(hint_threat_now, Board, Other, Name),
        (   { player_can_win(Board1, Other) }
        ->  threat(hint_threat_after, Board1, Other, Name)
        ;   [hint_threat_answered(Name)]
        )
    ;   { player_can_win(Board1, Other) }
    ->  threat(hint_threat_after, Board1, Other, Name)
    ;   [hint_no_threat(Name)]
    ),
    (   { player_can_win(Board1, Player) }
    ->  [hint_own_threat(Name)]
    ;   []
    ).

%  A threat of Other's landing in the base, with the turn that lands as
%  Other would type it (Key(Name, Move)), else without it (Key(Name)).
threat(Key, Board, Other, Name) -->
    (   { landing_move(Board, Other, Move) }
    ->  { Reason =.. [Key, Name, Move] }
    ;   { Reason =.. [Key, Name] }
    ),
    [Reason].

%  Move, as typed, is a turn of Player's on Board that ends in the base it
%  attacks.
landing_move(Board, Player, Move) :-
    player_turns(Board, Player, Turns),
    member(Turn, Turns),
    Turn = turn(_, Path, _),
    last(Path, base),
    !,
    turn_move(Turn, Move).

