/** Minimax search with alpha-beta pruning, for any game of two sides.

The computers of Prolognite and Replica search their games with it. A game
gives two closures:

  - call(Expand_3, Node, Depth, Result): Result is value(Value) when Node
    is not searched deeper (the depth is spent, the game is over, or the
    game evaluates the last ply itself), Value its worth to the searching
    side; else moves(Side, Moves): Side is max when the searching side is
    to move in Node, min when its opponent is, and Moves the moves to try,
    in the order to try them (the best first prunes most);
  - call(Child_3, Node, Move, Child): Child is the node after Move.

The value of a node is its worth to the searching side whoever is to move,
so a side that moves twice in a row (a pass) is searched correctly.
Children are made one at a time, as the search reaches them: a pruned
move costs nothing.
*/
:- module(alpha_beta, [alpha_beta/6]).

%% alpha_beta(+Search, +Node, +Depth, +Alpha, +Beta, -Value) is det.
%
%  Value is the minimax value of Node for the searching side, Depth moves
%  deep, within the window Alpha..Beta (a value outside it only says that
%  the true value is outside too). Search is search(Expand_3, Child_3,
%  Bound), with Bound above the worth of every node: a max node starts
%  from -Bound, a min node from Bound.
%
%  ?- alpha_beta:alpha_beta(search(alpha_beta:counting_expand, alpha_beta:counting_child, 100),
%                           0, 2, -100, 100, V).
%     V = 3.
alpha_beta(Search, Node, Depth, Alpha, Beta, Value) :-
    Search = search(Expand_3, _, Bound),
    call(Expand_3, Node, Depth, Result),
    (   Result = value(Value0)
    ->  Value = Value0
    ;   Result = moves(Side, Moves),
        Depth1 is Depth - 1,
        (   Side == max
        ->  Worst is -Bound,
            maximise(Moves, Search, Node, Depth1, Alpha, Beta, Worst, Value)
        ;   minimise(Moves, Search, Node, Depth1, Alpha, Beta, Bound, Value)
        )
    ).

maximise([], _, _, _, _, _, Value, Value).
maximise([Move|Moves], Search, Node, Depth, Alpha0, Beta, Value0, Value) :-
    Search = search(_, Child_3, _),
    call(Child_3, Node, Move, Child),
    alpha_beta(Search, Child, Depth, Alpha0, Beta, V),
    Value1 is max(Value0, V),
    Alpha is max(Alpha0, Value1),
    (   Alpha >= Beta
    ->  Value = Value1
    ;   maximise(Moves, Search, Node, Depth, Alpha, Beta, Value1, Value)
    ).

minimise([], _, _, _, _, _, Value, Value).
minimise([Move|Moves], Search, Node, Depth, Alpha, Beta0, Value0, Value) :-
    Search = search(_, Child_3, _),
    call(Child_3, Node, Move, Child),
    alpha_beta(Search, Child, Depth, Alpha, Beta0, V),
    Value1 is min(Value0, V),
    Beta is min(Beta0, Value1),
    (   Alpha >= Beta
    ->  Value = Value1
    ;   minimise(Moves, Search, Node, Depth, Alpha, Beta, Value1, Value)
    ).

%  The example's game: a node is a number, each move adds 1 or 2; the
%  searching side (max) moves first, then the other, who adds the least.
counting_expand(Node, Depth, Result) :-
    (   Depth =< 0
    ->  Result = value(Node)
    ;   Depth mod 2 =:= 0
    ->  Result = moves(max, [1, 2])
    ;   Result = moves(min, [1, 2])
    ).

counting_child(Node, Move, Child) :-
    Child is Node + Move.
