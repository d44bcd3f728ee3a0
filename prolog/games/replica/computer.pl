/** Computer players of Replica: random, greedy and search.

All three choose among the same board moves as a human (board_move/2 of
replica_rules); none of them ever forfeits.

  - random: a random legal move.
  - greedy: the move whose position scores best for it right after the
    move (the seed's greedy bot): a win if there is one, else the best
    score difference; ties are broken at random.
  - search: minimax with alpha-beta pruning (common/alpha_beta.pl), three
    moves deep (its move, the reply, its next move), wins and captures
    tried first. The leaves
    are scored without playing the last move out: a move changes the score
    by the values of the cells it touches, so the score is carried down
    the tree and updated, not recomputed. The last move of a line must
    also be safe: the best-scoring one after which the opponent cannot
    win at once (safe_leaf/4). Root moves are shuffled first, so equally
    good moves are chosen at random and seeded games differ.

The score of a side (value/0 shows both) is the sum of its pieces' values:
a man is worth 100 plus 4 per step of progress towards the target corner
(X + Y - 2 for White), a king 250 plus 12 per step it is closer to the
target corner than its own corner is (7 - Chebyshev distance). Less 25 for
its second transformation, 50 for its third, and so on: every king is one
more piece whose capture loses. A position is worth the difference of the
two scores to the side that looks at it.
*/
:- module(replica_computer, [computer_move/3,
                             scored_moves/2,
                             player_score/3,
                             position_score/3,
                             search_depth/1,
                             eval_weights/6,
                             hint_reason/3]).

:- use_module(library(lists)).
:- use_module(library(dcgs)).
:- use_module(library(between)).
:- use_module(library(pairs)).
:- use_module('../../host/dice').
:- use_module(board).
:- use_module('../../common/two_players').
:- use_module('../../common/alpha_beta').
:- use_module(rules).

%% search_depth(-Depth) is det.
%
%  The search player looks Depth moves ahead.
search_depth(3).

win_score(100000).

%% computer_move(+Level, +State, -Move) is semidet.
%
%  Move (as a player types it) is the choice of the computer Level (random,
%  greedy or search) for the player to move in State; fails when it has no
%  board move.
computer_move(Level, State, Move) :-
    board_moves(State, Moves),
    Moves \== [],
    level_choice(Level, State, Moves, BoardMove),
    move_board_move(Move, BoardMove).

level_choice(random, _, Moves, Move) :-
    random_member(Move, Moves).
level_choice(greedy, State, Moves, Move) :-
    state_player(State, Player),
    position_score(State, Player, Eval),
    findall(Value-M,
            ( member(M, Moves),
              move_delta(State, Player, M, Delta, Win),
              leaf_value(Win, Eval, Delta, Value) ),
            Pairs),
    best_pairs(Pairs, Best),
    random_member(Move, Best).
level_choice(search, State, Moves, Move) :-
    search_depth(Depth),
    random_permutation(Moves, Shuffled),
    root_search(State, Shuffled, Depth, Move).

leaf_value(Win, Eval, Delta, Value) :-
    (   Win == true
    ->  win_score(Value)
    ;   Value is Eval + Delta
    ).

best_pairs(Pairs, Best) :-
    pairs_keys(Pairs, [K|Keys]),
    foldl(max_of, Keys, K, Max),
    findall(M, member(Max-M, Pairs), Best).

max_of(X, Y0, Y) :-
    Y is max(X, Y0).

%% scored_moves(+State, -Scored) is det.
%
%  Scored are the board moves of the player to move as Score-Move, best
%  first (Move as typed): Score is the difference of the two sides' scores
%  right after the move, for the side that moves (a win scores 100000).
%  This is what the greedy player maximises.
scored_moves(State, Scored) :-
    state_player(State, Player),
    position_score(State, Player, Eval),
    board_moves(State, Moves),
    findall(Neg-(Value-Move),
            ( member(M, Moves),
              move_delta(State, Player, M, Delta, Win),
              leaf_value(Win, Eval, Delta, Value),
              Neg is -Value,
              move_board_move(Move, M) ),
            Keyed),
    keysort(Keyed, Sorted),
    pairs_values(Sorted, Scored).

/* Scores */

%% player_score(+State, +Player, -Score) is det.
%
%  Score is the sum of the values of Player's pieces (see the module doc).
%
%  ?- new_state([p1, p2], [], S), player_score(S, p1, V).
%     V = 1462.
player_score(State, Player, Score) :-
    state_board(State, Board),
    board_pieces(Board, Player, Pieces),
    foldl(add_piece_value(Player), Pieces, 0, Score0),
    state_transforms(State, Player, Used),
    kings_cost(Used, Cost),
    Score is Score0 - Cost.

add_piece_value(Player, X-Y-Kind, Score0, Score) :-
    piece_value(Player, Kind, X, Y, Value),
    Score is Score0 + Value.

%% position_score(+State, +Player, -Score) is det.
%
%  Score is Player's score less the other side's.
position_score(State, Player, Score) :-
    opponent(Player, Other),
    player_score(State, Player, Mine),
    player_score(State, Other, Theirs),
    Score is Mine - Theirs.

piece_value(Player, man, X, Y, Value) :-
    eval_weights(MB, MP, _, _, _, _),
    progress(Player, X, Y, Progress),
    Value is MB + MP * Progress.
piece_value(Player, king, X, Y, Value) :-
    eval_weights(_, _, KB, KP, KD, _),
    progress(Player, X, Y, Progress),
    target_corner(Player, TX, TY),
    Distance is max(abs(TX - X), abs(TY - Y)),
    Value is KB + KP * Progress + KD * (7 - Distance).

%  The weights: a man's base and value per step of progress; a king's base,
%  value per step of progress and value per step closer to the corner; the
%  cost of each transformation per transformation made before it. Kings
%  are worth much more than men: they win races and make threats. (A
%  search player valuing kings like men, 100 + 4 per step + 10 per step
%  closer, lost all 40 games of a match against kings worth 250.) But
%  every king can be captured: without the cost the search player
%  transformed nearly every man and lost 5 to 8 games in 60 to random
%  (0 in 60 with it), and lost 24 of 24 against the search with it.
%% eval_weights(?ManBase, ?ManStep, ?KingBase, ?KingStep, ?KingNear, ?KingCost).
%
%  The weights of player_score/3 (value/0 explains them with these numbers).
eval_weights(100, 4, 250, 0, 12, 25).

%  Cost is what Used transformations cost a side: each one made costs
%  KC times the number made before it (the last weight), since every king
%  is one more piece whose capture loses the game.
kings_cost(Used, Cost) :-
    eval_weights(_, _, _, _, _, KC),
    Cost is KC * Used * (Used - 1) // 2.

progress(p1, X, Y, Progress) :-
    Progress is X + Y - 2.
progress(p2, X, Y, Progress) :-
    Progress is 16 - X - Y.

%  How much a board move changes the mover's score difference, and whether
%  it wins at once (captures a king, or brings a king to the target corner).
move_delta(State, Player, m(X, Y, X1, Y1), Delta, Win) :-
    state_board(State, Board),
    board_cell(Board, X, Y, Cell),
    cell_piece(Cell, Player, Kind),
    board_cell(Board, X1, Y1, Target),
    piece_value(Player, Kind, X1, Y1, To),
    piece_value(Player, Kind, X, Y, From),
    (   Target == e
    ->  Captured = 0,
        Win0 = false
    ;   cell_piece(Target, Other, CapturedKind),
        piece_value(Other, CapturedKind, X1, Y1, Captured),
        (   CapturedKind == king
        ->  Win0 = true
        ;   Win0 = false
        )
    ),
    Delta is To - From + Captured,
    (   Win0 == false,
        Kind == king,
        target_corner(Player, X1, Y1)
    ->  Win = true
    ;   Win = Win0
    ).
move_delta(State, Player, t(X, Y), Delta, Win) :-
    piece_value(Player, king, X, Y, King),
    piece_value(Player, man, X, Y, Man),
    state_transforms(State, Player, Used),
    eval_weights(_, _, _, _, _, KC),
    Delta is King - Man - KC * Used,
    (   target_corner(Player, X, Y)
    ->  Win = true
    ;   Win = false
    ).

/* The search */

%  The root: the first of the best moves (in the shuffled order).
root_search(State, Moves, Depth, Move) :-
    state_player(State, Player),
    position_score(State, Player, Eval),
    ordered_moves(State, Player, Moves, Ordered),
    (   member(_-(M-_-true), Ordered)
    ->  Move = M
    ;   win_score(Win),
        Alpha is -Win * 2,
        Beta is Win * 2,
        Ordered = [_-(First-_-_)|_],
        root_loop(Ordered, State, Player, Eval, Depth, Alpha, Beta, First, Move)
    ).

root_loop([], _, _, _, _, _, _, Move, Move).
root_loop([_-(M-Delta-_)|Ms], State, Root, Eval, Depth, Alpha0, Beta, Best0, Best) :-
    apply_board_move(State, M, Child),
    ChildEval is -(Eval + Delta),
    D1 is Depth - 1,
    win_score(W),
    Bound is 2 * W,
    alpha_beta(search(replica_computer:expand(Root), replica_computer:child, Bound),
               node(Child, ChildEval), D1, Alpha0, Beta, V),
    (   V > Alpha0
    ->  root_loop(Ms, State, Root, Eval, Depth, V, Beta, M, Best)
    ;   root_loop(Ms, State, Root, Eval, Depth, Alpha0, Beta, Best0, Best)
    ).

%  The search (common/alpha_beta.pl) for Root. A node is node(State, Eval),
%  Eval the score difference for the player to move; values are Root's.
%  A side without a move draws (0); a side that can win at once wins,
%  sooner being better; one move before the depth is spent the leaf is the
%  best safe move's score (safe_leaf/4); else the moves are tried wins and
%  captures first.
expand(Root, node(State, Eval), Depth, Result) :-
    state_player(State, Player),
    board_moves(State, Moves),
    (   Moves == []
    ->  Result = value(0)
    ;   ordered_moves(State, Player, Moves, Ordered),
        Ordered = [_-(_-_-Win)|_],
        (   Win == true
        ->  win_score(W),
            Value is W + Depth,
            root_value(Root, Player, Value, Result)
        ;   Depth =< 1
        ->  safe_leaf(Ordered, State, Eval, Value),
            root_value(Root, Player, Value, Result)
        ;   Player == Root
        ->  Result = moves(max, Ordered)
        ;   Result = moves(min, Ordered)
        )
    ).

%  A value for the player to move, as Root's.
root_value(Root, Player, Value, value(RootValue)) :-
    (   Player == Root
    ->  RootValue = Value
    ;   RootValue is -Value
    ).

child(node(State, Eval), _-(M-Delta-_), node(Child, ChildEval)) :-
    apply_board_move(State, M, Child),
    ChildEval is -(Eval + Delta).

%  The last move of the search: the best-scoring move after which the
%  opponent cannot win at once (capture a king, reach the corner); a loss
%  when every move allows that. This looks one reply past the depth, for
%  wins only, so a king is not left where it is taken next move.
safe_leaf([], _, _, Value) :-
    win_score(W),
    Value is -W.
safe_leaf([_-(M-Delta-_)|Ms], State, Eval, Value) :-
    apply_board_move(State, M, Child),
    (   can_win_at_once(Child)
    ->  safe_leaf(Ms, State, Eval, Value)
    ;   Value is Eval + Delta
    ).

%  Moves as Key-(Move-Delta-Win), wins first, then by the largest change.
ordered_moves(State, Player, Moves, Ordered) :-
    findall(Key-(M-Delta-Win),
            ( member(M, Moves),
              move_delta(State, Player, M, Delta, Win),
              (   Win == true
              ->  Key = -1000000
              ;   Key is -Delta
              ) ),
            Keyed),
    keysort(Keyed, Ordered).

%% hint_reason(+State, +Moves, -Reasons) is det.
%
%  Why the search computer would play Moves ([Move]) in State, as message
%  keys: a win at once; else the position as the computers score it
%  (position_score/3) before and after the move, and the threats it
%  answers or makes: whether the opponent could win at once (were it its
%  move now, and after the move) and whether the player could on its next
%  move (can_win_at_once/1). The opponent is named as side(Other): the
%  view writes it (readable_reason/2, view.pl).
hint_reason(State, [Move], Reasons) :-
    State = replica(Player, _, _, _, _, _),
    opponent(Player, Other),
    Name = side(Other),
    apply_move(State, Move, State1),
    (   game_over(State1, winner(Player))
    ->  Reasons = [hint_wins]
    ;   position_score(State, Player, Now),
        position_score(State1, Player, After),
        phrase(( [hint_score(Now, After)],
                 threat_reasons(State, State1, Player, Other, Name) ),
               Reasons)
    ).

threat_reasons(State, State1, Player, Other, Name) -->
    (   { to_move(State, Other, Theirs),
          can_win_at_once(Theirs) }
    ->  [hint_threat_now(Name)],
        (   { can_win_at_once(State1) }
        ->  [hint_threat_after(Name)]
        ;   [hint_threat_answered(Name)]
        )
    ;   { can_win_at_once(State1) }
    ->  [hint_threat_after(Name)]
    ;   two_move_reasons(State, State1, Other, Name)
    ),
    (   { to_move(State1, Player, Mine),
          can_win_at_once(Mine) }
    ->  [hint_own_threat(Name)]
    ;   []
    ).

%  No win at once for Other, now or after the move: a win in two of its
%  moves that no answer stops (a king of the player's two steps from an
%  enemy piece, an enemy king two steps from its corner), with the move
%  that would set it up, and whether the suggested move leaves one.
two_move_reasons(State, State1, Other, Name) -->
    (   { threat_in_two(State, Other, Move) }
    ->  (   { threat_in_two(State1, Other, Move1) }
        ->  [hint_threat_two(Name, Move), hint_threat_two_after(Name, Move1)]
        ;   [hint_threat_two(Name, Move), hint_threat_two_answered(Name)]
        )
    ;   { threat_in_two(State1, Other, Move1) }
    ->  [hint_threat_two_after(Name, Move1)]
    ;   []
    ).

%  Move (as typed) of Other's in State, were Other to move now, would leave
%  it a win at once whatever the player answers (the player has no win of
%  its own then, and no answer stops every win).
threat_in_two(State, Other, Move) :-
    to_move(State, Other, Theirs),
    board_move(Theirs, BoardMove),
    move_board_move(Move, BoardMove),
    apply_move(Theirs, Move, Mine),
    \+ game_over(Mine, _),
    to_move(Mine, Other, Again),
    can_win_at_once(Again),
    \+ can_win_at_once(Mine),
    \+ ( board_move(Mine, Answer),
         move_board_move(Typed, Answer),
         apply_move(Mine, Typed, After),
         \+ can_win_at_once(After) ),
    !.

%  State as if Player were to move in it.
to_move(replica(_, Board, Ts, Ply, Rules, Status), Player,
        replica(Player, Board, Ts, Ply, Rules, Status)).
