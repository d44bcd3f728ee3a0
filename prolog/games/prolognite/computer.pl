/** Prolognite's computer players: random, greedy and search.

All three choose among the moves of legal_move/2, the same rules a human's
commands are checked against, and break ties with the host's generator, so
`--seed N` replays their games.

  * random: any legal move, uniformly.
  * greedy: looks one move ahead. It plays the move after which the
    position is best for it by position_score/3: the armies both sides
    still have, what each side threatens or could threaten with one more
    placement, and what the side to move can destroy next. In destruction
    this takes the most valuable enemy army unless that leaves a worse
    army of its own to be taken in reply.
  * search: in deployment, plays each of its six best placements (by the
    greedy score; three on boards of 6 and 7, two above) to the end of the
    game with two greedy players (rollout/3) and keeps the one that ends
    best; in destruction, minimax
    with alpha-beta pruning over position_score/3, four moves deep, the
    eight best moves at each position. Moves it finds equal are separated
    by the greedy score.
*/
:- module(prolognite_computer, [computer_move/3,
                                position_score/3,
                                move_score/4,
                                hint_reason/3]).

:- use_module(library(lists)).
:- use_module(library(dcgs)).
:- use_module(library(pairs)).
:- use_module(library(between)).
:- use_module('../../host/dice').
:- use_module('../../common/game').
:- use_module(rules).
:- use_module('../../common/two_players').
:- use_module('../../common/alpha_beta').
:- use_module(lines).

%% computer_move(+Level, +State, -Move) is semidet.
%
%  Move is what the computer at Level (random, greedy or search) plays in
%  State; fails only when no move is legal (the game is over).
computer_move(random, State, Move) :-
    findall(M, legal_move(State, M), Moves),
    Moves = [_|_],
    random_member(Move, Moves).
computer_move(greedy, State, Move) :-
    state_player(State, Player),
    scored_moves(State, Player, Scored),
    best_moves(Scored, Best),
    random_member(Move, Best).
computer_move(search, State, Move) :-
    state_player(State, Player),
    scored_moves(State, Player, Scored),
    Scored = [_|_],
    search_width(State, Width),
    ordered_moves(Scored, Width, Moves),
    (   state_phase(State, deployment)
    ->  findall(Value-M, ( member(M, Moves),
                           apply_move(State, M, State1),
                           rollout(State1, Player, Value) ),
                Valued)
    ;   findall(Value-M, ( member(M, Moves),
                           apply_move(State, M, State1),
                           alpha_beta(search(prolognite_computer:expand(Player),
                                             prolognite_computer:child,
                                             1000000),
                                      State1, 3, -1000000, 1000000, Value) ),
                Valued)
    ),
    best_moves(Valued, Best0),
    % Equal outcomes as far as the search sees: the better position now.
    findall(S-M, ( member(M, Best0),
                   memberchk(S-M, Scored) ),
            Rescored),
    best_moves(Rescored, Best),
    random_member(Move, Best).

%% rollout(+State, +Player, -Value) is det.
%
%  Value is position_score/3 for Player at the end of the game that two
%  greedy players play from State.
rollout(State, Player, Value) :-
    (   game_over(State, _)
    ->  position_score(State, Player, Value)
    ;   computer_move(greedy, State, Move),
        apply_move(State, Move, State1),
        rollout(State1, Player, Value)
    ).

%% move_score(+State, +Player, +Move, -Score) is det.
%
%  Score is position_score/3 for Player after Move.
move_score(State, Player, Move, Score) :-
    apply_move(State, Move, State1),
    position_score(State1, Player, Score).

%% scored_moves(+State, +Player, -Scored) is det.
%
%  Scored pairs every legal move of Player, the player to move, with its
%  move_score/4. A placement on a cell that sees no army (every line from
%  it ends at the edge or at an obstacle) changes no threat, so all such
%  "quiet" placements get the score of the position as it is and are not
%  played out one by one (except the last placement, which starts the
%  destruction phase). That score leaves out how the placed army changes
%  the open-line term of position_score/3 (the reserve left, the free
%  cells next to the new army): a shortcut, taken for speed.
scored_moves(State, Player, Scored) :-
    (   state_phase(State, deployment),
        \+ last_placement(State)
    ->  state_size(State, Size),
        state_cells(State, Cells),
        player_reserve(State, Player, Values),
        findall(Pos, ( board_position(Size, _, Pos),
                       cell_content(Cells, Size, Pos, empty) ),
                Free),
        quiet_cells(Free, Cells, Size, Loud, Quiet),
        occupied_cells(Cells, Size, Occupied),
        findall(S-place(V, R, C), ( member(R-C, Loud),
                                    member(V, Values),
                                    apply_move(State, place(V, R, C), State1),
                                    % the cells State1 occupies: one more
                                    occupied_with(Occupied, (R-C)-army(Player, V),
                                                  Occupied1),
                                    occupied_score(State1, Occupied1, Player, S) ),
                LoudScored),
        position_score(State, Player, QuietScore),
        findall(QuietScore-place(V, R, C), ( member(R-C, Quiet),
                                             member(V, Values) ),
                QuietScored),
        append(LoudScored, QuietScored, Scored)
    ;   findall(S-M, ( legal_move(State, M),
                       move_score(State, Player, M, S) ),
                Scored)
    ).

last_placement(State) :-
    player_reserve(State, p1, R1),
    player_reserve(State, p2, R2),
    length(R1, K1),
    length(R2, K2),
    K1 + K2 =:= 1.

%  Loud: the cells of Free that see an army; Quiet: the others.
quiet_cells([], _, _, [], []).
quiet_cells([Pos|Ps], Cells, Size, Loud, Quiet) :-
    (   direction(Dir),
        first_piece(Cells, Size, Pos, Dir, army(_, _), _)
    ->  Loud = [Pos|Loud1],
        Quiet = Quiet1
    ;   Loud = Loud1,
        Quiet = [Pos|Quiet1]
    ),
    quiet_cells(Ps, Cells, Size, Loud1, Quiet1).

%% position_score(+State, +Player, -Score) is det.
%
%  How good State is for Player, in tenths of an army: the difference of
%  the armies both sides have (board and reserve), plus a share of what
%  each side threatens, plus most of the best target of the side to move
%  in the destruction phase. A finished game scores its result first.
%
%  ?- new_state([p1, p2], [obstacles([1-1,2-2,3-3,4-4,5-5])], S), position_score(S, p1, V).
%     V = 0.
position_score(State, Player, Score) :-
    state_size(State, Size),
    state_cells(State, Cells),
    occupied_cells(Cells, Size, Occupied),
    occupied_score(State, Occupied, Player, Score).

%  position_score/3 with the occupied cells of State given.
occupied_score(State, Occupied, Player, Score) :-
    opponent(Player, Other),
    strengths(State, Occupied, Player, Other, Mine, Theirs),
    Material is 10 * (Mine - Theirs),
    (   game_over(State, Outcome)
    ->  outcome_score(Outcome, Player, Result),
        Score is Result + Material
    ;   side_gains(State, Occupied, Player, MyGains, MyBest, MyOpen),
        side_gains(State, Occupied, Other, TheirGains, TheirBest, TheirOpen),
        Threats is 3 * (MyGains - TheirGains),
        (   state_phase(State, destruction)
        ->  (   state_player(State, Player)
            ->  Tempo is 7 * MyBest
            ;   Tempo is -7 * TheirBest
            )
        ;   Tempo = 0
        ),
        Open is MyOpen - TheirOpen,
        Score is Material + Threats + Tempo + Open
    ).

outcome_score(winner(Player), Player, 10000) :-
    !.
outcome_score(winner(_), _, -10000).
outcome_score(draw, _, 0).

%  Occupied (occupied_cells/3, row by row) with one more cell.
occupied_with([], Cell, [Cell]).
occupied_with([Pos0-X|Cells0], Pos-Y, Cells) :-
    (   Pos @< Pos0
    ->  Cells = [Pos-Y, Pos0-X|Cells0]
    ;   Cells = [Pos0-X|Cells1],
        occupied_with(Cells0, Pos-Y, Cells1)
    ).

%  Mine and Theirs are player_strength/3 of Player and Other, from the
%  cells Occupied (occupied_cells/3) rather than a walk over the whole
%  board, both sides in one pass.
strengths(State, Occupied, Player, Other, Mine, Theirs) :-
    board_values(Occupied, Player, 0, MyBoard, 0, TheirBoard),
    player_reserve(State, Player, MyValues),
    sum_list(MyValues, MyReserve),
    player_reserve(State, Other, TheirValues),
    sum_list(TheirValues, TheirReserve),
    Mine is MyBoard + MyReserve,
    Theirs is TheirBoard + TheirReserve.

board_values([], _, Mine, Mine, Theirs, Theirs).
board_values([_-Content|Cells], Player, Mine0, Mine, Theirs0, Theirs) :-
    (   Content = army(Owner, V)
    ->  (   Owner == Player
        ->  Mine1 is Mine0 + V,
            Theirs1 = Theirs0
        ;   Mine1 = Mine0,
            Theirs1 is Theirs0 + V
        )
    ;   Mine1 = Mine0,
        Theirs1 = Theirs0
    ),
    board_values(Cells, Player, Mine1, Mine, Theirs1, Theirs).

%  What Player can do to the enemy armies of Occupied (occupied_cells/3):
%  Gains, the total value of those it threatens, and Best, the most
%  valuable of them; Open, the total value of the others that it could
%  threaten by placing its strongest army left on a cell next to them in
%  their row or column (0 once all its armies are placed). One pass over
%  the armies: each is looked at once for both terms.
side_gains(State, Occupied, Player, Gains, Best, Open) :-
    player_reserve(State, Player, Values),
    (   append(_, [Strongest0], Values)
    ->  Strongest = Strongest0
    ;   Strongest = none
    ),
    opponent(Player, Other),
    state_rule(State, Rule),
    state_cells(State, Cells),
    state_size(State, Size),
    Board = board(Rule, Cells, Size),
    army_gains(Occupied, State, Board, Player, Other, Strongest,
               gains(0, 0, 0), gains(Gains, Best, Open)).

army_gains([], _, _, _, _, _, Gains, Gains).
army_gains([Pos-Content|Cells], State, Board, Player, Other, Strongest, Gains0, Gains) :-
    (   Content = army(Owner, V),
        Owner == Other
    ->  Gains0 = gains(G0, B0, O0),
        (   army_threatened(State, Player, Pos, V)
        ->  G is G0 + V,
            B is max(B0, V),
            Gains1 = gains(G, B, O0)
        ;   Strongest \== none,
            Board = board(Rule, BoardCells, Size),
            open_threat(Rule, BoardCells, Size, Player, Pos, V, Strongest)
        ->  O is O0 + V,
            Gains1 = gains(G0, B0, O)
        ;   Gains1 = Gains0
        )
    ;   Gains1 = Gains0
    ),
    army_gains(Cells, State, Board, Player, Other, Strongest, Gains1, Gains).

larger(X, Y0, Y) :-
    Y is max(X, Y0).

%  Placing an army worth Strongest on a free cell next to Target along an
%  axis would make Player's armies on that axis sum to more than Value.
open_threat(Rule, Cells, Size, Player, R-C, Value, Strongest) :-
    axis_directions(_, Dir1, Dir2),
    (   Free = Dir1,
        Other = Dir2
    ;   Free = Dir2,
        Other = Dir1
    ),
    Free = DR-DC,
    R1 is R + DR,
    C1 is C + DC,
    on_board(Size, R1, C1),
    cell_content(Cells, Size, R1-C1, empty),
    side_sum(Rule, Cells, Size, Player, R-C, Other, 0, Sum),
    Strongest + Sum > Value,
    !.

%  The moves with the highest score (pairs Score-Move).
best_moves(Scored, Best) :-
    Scored = [S0-_|_],
    foldl(max_key, Scored, S0, Top),
    findall(M, member(Top-M, Scored), Best).

max_key(S-_, Top0, Top) :-
    Top is max(S, Top0).

%  The Width moves of highest score, best first.
ordered_moves(Scored, Width, Moves) :-
    findall(Key-M, ( member(S-M, Scored), Key is -S ), Keyed),
    keysort(Keyed, Sorted),
    pairs_values(Sorted, All),
    length(All, Count),
    (   Count =< Width
    ->  Moves = All
    ;   length(Moves, Width),
        append(Moves, _, All)
    ).

%  How many of the best moves (by move_score/4) the search tries in a
%  position of State's phase: in deployment each costs a whole game of
%  greedy moves, so fewer on large boards (a 9 x 9 game is some 30 moves,
%  the placements up to 90 ms each: about a second a rollout).
search_width(State, Width) :-
    state_size(State, Size),
    (   state_phase(State, destruction)
    ->  Width = 8
    ;   Size =< 5
    ->  Width = 6
    ;   Size =< 7
    ->  Width = 3
    ;   Width = 2
    ).

%  The search (common/alpha_beta.pl) for Root: a position is a leaf when
%  the depth is spent or the game is over (position_score/3); one move
%  before the leaves its value comes from the scores of the moves
%  (leaf_value/4); else the search tries the search_width/2 best moves,
%  maximising where Root is to move (a pass lets one side move twice).
expand(Root, State, Depth, Result) :-
    (   ( Depth =< 0
        ; game_over(State, _)
        )
    ->  position_score(State, Root, Value),
        Result = value(Value)
    ;   state_player(State, Player),
        scored_moves(State, Player, Scored),
        (   Depth =:= 1
        ->  leaf_value(Scored, Player, Root, Value),
            Result = value(Value)
        ;   search_width(State, Width),
            ordered_moves(Scored, Width, Moves),
            (   Player == Root
            ->  Result = moves(max, Moves)
            ;   Result = moves(min, Moves)
            )
        )
    ).

child(State, Move, Child) :-
    apply_move(State, Move, Child).

%  One move before the leaves: position_score/3 is antisymmetric (a
%  position is worth to one player what it costs the other), so the scores
%  of the moves already are the values of the leaves.
leaf_value(Scored, Player, Root, Value) :-
    findall(S, member(S-_, Scored), Scores),
    foldl(larger, Scores, -1000000, Best),
    (   Player == Root
    ->  Value = Best
    ;   Value is -Best
    ).

%% hint_reason(+State, +Moves, -Reasons) is det.
%
%  Why the search computer would play Moves ([Move]) in State, as message
%  keys: what the move destroys, the position as the computers score it
%  (position_score/3, in armies) before and after it, and which of the
%  player's armies the opponent threatens before and after it. Positions
%  and armies are data, position(Pos) and armies(Armies): the view writes
%  them (readable_reason/2, view.pl).
hint_reason(State, [Move], Reasons) :-
    state_player(State, Player),
    opponent(Player, Other),
    player_name(Other, Name),
    apply_move(State, Move, State1),
    phrase(( taken_reason(Move, State, Player, Name),
             score_reason(State, State1, Player),
             threatened_reason(State, Other, Name, now),
             (   { game_over(State1, _) }
             ->  []
             ;   threatened_reason(State1, Other, Name, after)
             ) ),
           Reasons).

taken_reason(destroy(R, C), State, Player, Name) -->
    { target(State, Player, R-C, What) },
    !,
    (   { What = army(Value, Attackers) }
    ->  { findall(V, member(attacker(V, _), Attackers), Vs),
          sum_list(Vs, Sum) },
        [hint_takes(Name, Value, position(R-C), Sum)]
    ;   [hint_clears(position(R-C))]
    ).
taken_reason(_, _, _, _) -->
    [].

score_reason(State, State1, Player) -->
    (   { game_over(State1, Outcome) }
    ->  (   { Outcome = winner(Player) }
        ->  [hint_wins]
        ;   { Outcome = draw }
        ->  [hint_draw]
        ;   [hint_loses_anyway]
        )
    ;   { position_score(State, Player, S0),
          position_score(State1, Player, S1),
          Now is S0 / 10,
          After is S1 / 10 },
        [hint_score(Now, After)]
    ).

%  The armies of the player to move (not Other's) that Other threatens.
threatened_reason(State, Other, Name, When) -->
    { findall(army(Owner, V, Pos),
              ( target(State, Other, Pos, army(V, _)),
                state_content(State, Pos, army(Owner, V)) ),
              Armies) },
    (   { Armies == [] }
    ->  { threatened_key(When, none, Name, [], Key) }
    ;   { threatened_key(When, some, Name, armies(Armies), Key) }
    ),
    [Key].

threatened_key(now, none, Name, _, hint_threatened_none_now(Name)).
threatened_key(after, none, Name, _, hint_threatened_none_after(Name)).
threatened_key(now, some, Name, Chars, hint_threatened_now(Name, Chars)).
threatened_key(after, some, Name, Chars, hint_threatened_after(Name, Chars)).
