/** How a ship moves in Xero-G: steps, gates, rocket boosts, the home row.

A ship of level L moves exactly L orthogonal steps, turning freely,
through empty cells (its own starting cell counts as empty once it has
left). Its last step may land on:

  - an empty cell: the turn ends there;
  - the opponent's base (a step off the grid on that side): the player wins;
  - another ship: a Rocket Boost (continue with exactly that ship's level of
    steps, which may land on a ship again) or a Reprogram (the moving ship
    stays there and the ship it landed on goes to any empty cell: the
    official rule, `anywhere`; or, under the seed's reading `pips`, to an
    empty cell at most as many steps away, counted along rows and columns,
    as the moving ship has pips).

No gate (the edge between two cells) may be crossed twice in one turn,
boosts included. The board must differ at the end of a turn. A player moves
a ship of its home row: the row nearest its own base that holds a ship able
to move.

Cells are indexes 1..36 (xerog_board); a path lists the cells entered in
order, the last one `base` when the ship enters the opponent's base. The
relations here take a Board and a Player and know nothing of the state.
*/
:- module(xerog_moves, [ship_outcomes/4,
                        ship_turns/4,
                        ship_turns/5,
                        player_turns/3,
                        player_turns/4,
                        ship_movable/3,
                        home_row/3,
                        home_ships/3,
                        player_has_turn/2,
                        player_can_win/2,
                        turn_error/6,
                        turn_error/7,
                        turn_board/5,
                        steps_path/5,
                        path_boosts/4]).

:- use_module(library(lists)).
:- use_module(library(between)).
:- use_module(library(assoc)).
:- use_module('../../host/util', [is_list/1]).
:- use_module(board).

%% segment_end(+Board, +Start, +Goal, +Cell, +Left, +Gates0, +Rev0, -End) is nondet.
%
%  A ship that left Start stands on Cell with Left steps to go and the gates
%  Gates0 crossed; Rev0 is its path so far, last cell first. End is where
%  those steps may end: stop(X, Rev) on an empty cell X, goal(Rev) in the
%  base Goal, or land(Y, Level, Gates, Rev) on the ship of Level at Y.
segment_end(Board, Start, Goal, Cell, Left, Gates0, Rev0, End) :-
    neighbour(Cell, _, Next),
    (   integer(Next)
    ->  gate(Cell, Next, Gate),
        \+ memberchk(Gate, Gates0),
        cell_level(Board, Start, Next, Level),
        (   Left > 1
        ->  Level =:= 0,
            Left1 is Left - 1,
            segment_end(Board, Start, Goal, Next, Left1, [Gate|Gates0], [Next|Rev0], End)
        ;   Level =:= 0
        ->  End = stop(Next, [Next|Rev0])
        ;   End = land(Next, Level, [Gate|Gates0], [Next|Rev0])
        )
    ;   Next == Goal,
        Left =:= 1,
        End = goal([base|Rev0])
    ).

%  The level on cell I while the ship that left Start is under way.
cell_level(Board, Start, I, Level) :-
    (   I =:= Start
    ->  Level = 0
    ;   arg(I, Board, Level)
    ).

%% ship_outcomes(+Board, +Player, +Start, -Outcomes) is det.
%
%  Outcomes are the different ends of a turn of Player with the ship on
%  Start, each with one path that reaches it: goal(Path) (a win), stop(X,
%  Path) (an empty cell other than Start) and land(Y, Path) (a ship it may
%  reprogram). Boosts are followed as long as gates allow; a boost state
%  already explored (same ship, same gates crossed) is not explored again.
%
%  A level-1 ship on c1 (cell 3) next to a level-2 ship on c2 (cell 9):
%
%  ?- empty_board(B0), board_put(B0, 3, 1, B1), board_put(B1, 9, 2, B),
%     ship_outcomes(B, p1, 3, Os).
%     Os = [stop(2,[2]),stop(4,[4]),stop(7,[9,8,7]),land(9,[9]),
%           stop(11,[9,10,11]),stop(14,[9,15,14]),stop(16,[9,15,16]),
%           stop(21,[9,15,21])].
ship_outcomes(Board, Player, Start, Outcomes) :-
    arg(Start, Board, Level),
    player_goal(Player, Goal),
    empty_assoc(Visited),
    empty_assoc(Found0),
    explore([seg(Start, Level, [], [])], Board, Start, Goal, Visited, Found0, Found),
    assoc_to_values(Found, Outcomes).

explore([], _, _, _, _, Found, Found).
explore([seg(Cell, Left, Gates, Rev)|Queue0], Board, Start, Goal, Visited0, Found0, Found) :-
    findall(End, segment_end(Board, Start, Goal, Cell, Left, Gates, Rev, End), Ends),
    ends_found(Ends, Start, Visited0, Visited, Found0, Found1, Queue0, Queue),
    explore(Queue, Board, Start, Goal, Visited, Found1, Found).

ends_found([], _, Visited, Visited, Found, Found, Queue, Queue).
ends_found([End|Ends], Start, Visited0, Visited, Found0, Found, Queue0, Queue) :-
    end_found(End, Start, Visited0, Visited1, Found0, Found1, Queue0, Queue1),
    ends_found(Ends, Start, Visited1, Visited, Found1, Found, Queue1, Queue).

end_found(stop(X, Rev), Start, Visited, Visited, Found0, Found, Queue, Queue) :-
    (   X =:= Start
    ->  Found = Found0                   % back where it started: no change
    ;   found(X, stop(X), Rev, Found0, Found)
    ).
end_found(goal(Rev), _, Visited, Visited, Found0, Found, Queue, Queue) :-
    found(0, goal, Rev, Found0, Found).
end_found(land(Y, Level, Gates, Rev), _, Visited0, Visited, Found0, Found, Queue0, Queue) :-
    found(Y, land(Y), Rev, Found0, Found),
    sort(Gates, Key),
    (   get_assoc(Y-Key, Visited0, _)
    ->  Visited = Visited0,
        Queue = Queue0
    ;   put_assoc(Y-Key, Visited0, true, Visited),
        Queue = [seg(Y, Level, Gates, Rev)|Queue0]
    ).

%  The first path found to each end is kept. Keys put the win first,
%  then the cells in order, stops before landings.
found(Cell, What, Rev, Found0, Found) :-
    (   What = land(_)
    ->  Key = Cell-2
    ;   What == goal
    ->  Key = 0-0
    ;   Key = Cell-1
    ),
    (   get_assoc(Key, Found0, _)
    ->  Found = Found0
    ;   reverse(Rev, Path),
        outcome(What, Path, Outcome),
        put_assoc(Key, Found0, Outcome, Found)
    ).

outcome(goal, Path, goal(Path)).
outcome(stop(X), Path, stop(X, Path)).
outcome(land(Y), Path, land(Y, Path)).

%% ship_turns(+Board, +Player, +Start, -Turns) is det.
%
%  Turns are the complete turns of Player with the ship on Start, one per
%  outcome of ship_outcomes/4: turn(Start, Path, stop) to win or to stop on
%  an empty cell, turn(Start, Path, reprogram(Z)) for each ship it may land
%  on and each cell Z that ship may go to, but not when that leaves the
%  board as it was. Different turns may still give the same board (see
%  player_turns/3).
ship_turns(Board, Player, Start, Turns) :-
    ship_turns(Board, Player, anywhere, Start, Turns).

%% ship_turns(+Board, +Player, +Reprogram, +Start, -Turns) is det.
%
%  As ship_turns/4 under the reprogram rule Reprogram: anywhere (the
%  official rule) or pips (the seed's reading, reprogram_reach/4).
ship_turns(Board, Player, Reprogram, Start, Turns) :-
    ship_outcomes(Board, Player, Start, Outcomes),
    board_empty_cells(Board, Empty),
    arg(Start, Board, Level),
    outcomes_turns(Outcomes, Board, Reprogram, Start, Level, [Start|Empty], Turns, []).

outcomes_turns([], _, _, _, _, _, Turns, Turns).
outcomes_turns([O|Os], Board, Reprogram, Start, Level, Free, Turns0, Turns) :-
    outcome_turns(O, Board, Reprogram, Start, Level, Free, Turns0, Turns1),
    outcomes_turns(Os, Board, Reprogram, Start, Level, Free, Turns1, Turns).

outcome_turns(goal(Path), _, _, Start, _, _, [turn(Start, Path, stop)|Turns], Turns).
outcome_turns(stop(_, Path), _, _, Start, _, _, [turn(Start, Path, stop)|Turns], Turns).
outcome_turns(land(Y, Path), Board, Reprogram, Start, Level, Free, Turns0, Turns) :-
    arg(Y, Board, LevelY),
    findall(turn(Start, Path, reprogram(Z)),
            ( member(Z, Free),
              reprogram_reach(Reprogram, Level, Y, Z),
              \+ ( Z =:= Start, LevelY =:= Level ) ),
            Turns0, Turns).

%% reprogram_reach(+Reprogram, +Level, +Y, +Z) is semidet.
%
%  Under the reprogram rule Reprogram, the ship landed on at Y by a ship
%  of Level may be sent to cell Z (when Z is empty): anywhere, any cell;
%  pips (the seed's "according to the pips of your previous ship"), a
%  cell at most Level steps from Y along rows and columns, whatever
%  stands between.
reprogram_reach(anywhere, _, _, _).
reprogram_reach(pips, Level, Y, Z) :-
    cell_row_col(Y, RowY, ColY),
    cell_row_col(Z, RowZ, ColZ),
    abs(RowY - RowZ) + abs(ColY - ColZ) =< Level.

%% player_turns(+Board, +Player, -Turns) is det.
%
%  Turns are Player's turns with the ships of its home row, one per
%  different resulting board. Two turns give the same board when a ship
%  lands on one of its own level and sends it where it could have stopped,
%  or when two ships of the home row swap places by landing on each other.
player_turns(Board, Player, Turns) :-
    player_turns(Board, Player, anywhere, Turns).

%% player_turns(+Board, +Player, +Reprogram, -Turns) is det.
%
%  As player_turns/3 under the reprogram rule Reprogram (anywhere or pips).
player_turns(Board, Player, Reprogram, Turns) :-
    home_ships(Board, Player, Starts),
    findall(Key-Turn,
            ( member(Start, Starts),
              ship_turns(Board, Player, Reprogram, Start, Turns0),
              member(Turn, Turns0),
              turn_key(Board, Turn, Key) ),
            Pairs),
    keysort(Pairs, Sorted),
    first_of_keys(Sorted, Turns).

%  Key names the result of a turn: the cells it changes, with their new
%  levels (or the ship that wins).
turn_key(Board, turn(Start, Path, Ending), Key) :-
    arg(Start, Board, Level),
    last_two(Path, _, Last),
    (   Last == base
    ->  Key = [win(Start)]
    ;   Ending = reprogram(Z)
    ->  arg(Last, Board, LevelY),
        (   Z =:= Start
        ->  Changes = [Start-LevelY, Last-Level]
        ;   LevelY =:= Level
        ->  Changes = [Start-0, Z-LevelY]
        ;   Changes = [Start-0, Last-Level, Z-LevelY]
        ),
        sort(Changes, Key)
    ;   sort([Start-0, Last-Level], Key)
    ).

first_of_keys([], []).
first_of_keys([Key-Turn|Pairs], [Turn|Turns]) :-
    drop_key(Pairs, Key, Rest),
    first_of_keys(Rest, Turns).

drop_key([], _, []).
drop_key([K-T|Pairs], Key, Rest) :-
    (   K == Key
    ->  drop_key(Pairs, Key, Rest)
    ;   Rest = [K-T|Pairs]
    ).

%% ship_movable(+Board, +Player, +Start) is semidet.
%
%  The ship on Start has a turn for Player. Landing on a ship always leaves
%  a reprogram that changes the board, so the first segment decides.
ship_movable(Board, Player, Start) :-
    arg(Start, Board, Level),
    Level > 0,
    player_goal(Player, Goal),
    once(( segment_end(Board, Start, Goal, Start, Level, [], [], End),
           \+ End = stop(Start, _) )).

%% home_row(+Board, +Player, -Row) is semidet.
%
%  Row is Player's home row: the row nearest its own base holding a ship
%  that can move. Fails when no ship on the board can move for Player.
%
%  At the start of a game, p1's home row is 1 and p2's is 6.
home_row(Board, Player, Row) :-
    player_rows(Player, Rows),
    member(Row, Rows),
    row_cells(Row, Cells),
    member(I, Cells),
    ship_movable(Board, Player, I),
    !.

%% home_ships(+Board, +Player, -Starts) is det.
%
%  Starts are the cells of the ships Player may move: those of its home row
%  that can move ([] when no ship can).
home_ships(Board, Player, Starts) :-
    (   home_row(Board, Player, Row)
    ->  row_cells(Row, Cells),
        findall(I, ( member(I, Cells), ship_movable(Board, Player, I) ), Starts)
    ;   Starts = []
    ).

%% player_has_turn(+Board, +Player) is semidet.
%
%  Some ship can move for Player (else the game is a draw).
player_has_turn(Board, Player) :-
    home_row(Board, Player, _).

%% player_can_win(+Board, +Player) is semidet.
%
%  Player, to move on Board, has a turn that lands in the opponent's base.
player_can_win(Board, Player) :-
    home_ships(Board, Player, Starts),
    player_goal(Player, Goal),
    member(Start, Starts),
    arg(Start, Board, Level),
    empty_assoc(Visited),
    reaches_goal([seg(Start, Level, [])], Board, Start, Goal, Visited),
    !.

%  A search for the goal alone: paths are not kept, and it stops at the
%  first segment that can end in the base.
reaches_goal([seg(Cell, Left, Gates)|Queue0], Board, Start, Goal, Visited0) :-
    findall(End, segment_end(Board, Start, Goal, Cell, Left, Gates, [], End), Ends),
    (   memberchk(goal(_), Ends)
    ->  true
    ;   landings(Ends, Visited0, Visited, Queue0, Queue),
        reaches_goal(Queue, Board, Start, Goal, Visited)
    ).

landings([], Visited, Visited, Queue, Queue).
landings([End|Ends], Visited0, Visited, Queue0, Queue) :-
    (   End = land(Y, Level, Gates, _)
    ->  sort(Gates, Key),
        (   get_assoc(Y-Key, Visited0, _)
        ->  Visited1 = Visited0,
            Queue1 = Queue0
        ;   put_assoc(Y-Key, Visited0, true, Visited1),
            Queue1 = [seg(Y, Level, Gates)|Queue0]
        )
    ;   Visited1 = Visited0,
        Queue1 = Queue0
    ),
    landings(Ends, Visited1, Visited, Queue1, Queue).

%% turn_error(+Board, +Player, +Start, +Path, +Ending, -Error) is semidet.
%
%  The ship on Start cannot follow Path and end with Ending (stop or
%  reprogram(Z)), for the reason Error, the first rule broken along the
%  path; fails when the turn is legal. Start is assumed to hold a ship of
%  Player's home row. Errors: steps_left(Cell, N), not_adjacent(Cell, Next),
%  gate_used(Cell, Next), blocked(Cell, Level), base_not_adjacent(Cell),
%  base_steps_left(N), steps_after_base, reprogram_in_base,
%  steps_after_stop(Cell), reprogram_needs_ship(Cell), landed_on_ship(Cell,
%  Level), target_occupied(Z), board_unchanged.
turn_error(Board, Player, Start, Path, Ending, Error) :-
    arg(Start, Board, Level),
    player_goal(Player, Goal),
    path_error(Path, Board, Start, Goal, Start, Level, [], Ending, Error).

%% turn_error(+Board, +Player, +Reprogram, +Start, +Path, +Ending, -Error) is semidet.
%
%  As turn_error/6 under the reprogram rule Reprogram (anywhere or pips,
%  reprogram_reach/4): a turn legal under the official rule may still
%  send the ship it landed on too far, target_too_far(Y, Z, Level).
turn_error(Board, Player, Reprogram, Start, Path, Ending, Error) :-
    (   turn_error(Board, Player, Start, Path, Ending, Error0)
    ->  Error = Error0
    ;   Ending = reprogram(Z),
        last_two(Path, _, Y),
        arg(Start, Board, Level),
        \+ reprogram_reach(Reprogram, Level, Y, Z)
    ->  Error = target_too_far(Y, Z, Level)
    ).

path_error([], _, _, _, Cell, Left, _, _, steps_left(Cell, Left)).
path_error([Next|Rest], Board, Start, Goal, Cell, Left, Gates, Ending, Error) :-
    (   Next == base
    ->  base_step_error(Rest, Goal, Cell, Left, Ending, Error)
    ;   \+ neighbour(Cell, _, Next)
    ->  Error = not_adjacent(Cell, Next)
    ;   gate(Cell, Next, Gate),
        memberchk(Gate, Gates)
    ->  Error = gate_used(Cell, Next)
    ;   gate(Cell, Next, Gate),
        cell_level(Board, Start, Next, Level),
        step_error(Level, Left, Rest, Board, Start, Goal, Next, [Gate|Gates], Ending, Error)
    ).

%  The step onto Next, which holds Level, with Left steps to go before it.
step_error(Level, Left, Rest, Board, Start, Goal, Next, Gates, Ending, Error) :-
    (   Left > 1
    ->  (   Level =:= 0
        ->  Left1 is Left - 1,
            path_error(Rest, Board, Start, Goal, Next, Left1, Gates, Ending, Error)
        ;   Error = blocked(Next, Level)
        )
    ;   Level =:= 0
    ->  (   Rest \== []
        ->  Error = steps_after_stop(Next)
        ;   Ending \== stop
        ->  Error = reprogram_needs_ship(Next)
        ;   Next =:= Start
        ->  Error = board_unchanged
        )
    ;   Rest \== []
    ->  path_error(Rest, Board, Start, Goal, Next, Level, Gates, Ending, Error)
    ;   Ending == stop
    ->  Error = landed_on_ship(Next, Level)
    ;   Ending = reprogram(Z),
        reprogram_error(Board, Start, Next, Z, Error)
    ).

base_step_error(Rest, Goal, Cell, Left, Ending, Error) :-
    (   \+ neighbour(Cell, _, Goal)
    ->  Error = base_not_adjacent(Cell)
    ;   Left > 1
    ->  Steps is Left - 1,
        Error = base_steps_left(Steps)
    ;   Rest \== []
    ->  Error = steps_after_base
    ;   Ending \== stop
    ->  Error = reprogram_in_base
    ).

%  The ship on Y, landed on by the ship that left Start, may go to Z when
%  Z is empty at the end (Start is) and the board changes.
reprogram_error(Board, Start, Y, Z, Error) :-
    (   ( Z =:= Y ; Z =\= Start, \+ arg(Z, Board, 0) )
    ->  Error = target_occupied(Z)
    ;   Z =:= Start,
        arg(Start, Board, Level),
        arg(Y, Board, Level)
    ->  Error = board_unchanged
    ).

%% turn_board(+Board0, +Start, +Path, +Ending, -Result) is det.
%
%  Result is what the legal turn does: board(Board), the ship's new place,
%  or won(Level, Col, Board) when it entered the base from column Col;
%  Board is the grid without the ship then.
turn_board(Board0, Start, Path, Ending, Result) :-
    arg(Start, Board0, Level),
    board_put(Board0, Start, 0, Board1),
    last_two(Path, Before, Last),
    (   Last == base
    ->  (   Before == none
        ->  cell_row_col(Start, _, Col)
        ;   cell_row_col(Before, _, Col)
        ),
        Result = won(Level, Col, Board1)
    ;   Ending = reprogram(Z)
    ->  arg(Last, Board0, LevelY),
        board_put(Board1, Last, Level, Board2),
        board_put(Board2, Z, LevelY, Board),
        Result = board(Board)
    ;   board_put(Board1, Last, Level, Board),
        Result = board(Board)
    ).

last_two([X], none, X) :-
    !.
last_two([X, Y], X, Y) :-
    !.
last_two([_|Xs], Before, Last) :-
    last_two(Xs, Before, Last).

%% steps_path(+Player, +Start, +Steps, -Path, -Error) is det.
%
%  Reads the steps a player typed from Start: each one a direction (u, d,
%  l, r), a cell name or `base`. Path is the list of cells entered (with
%  `base` for the opponent's base) and Error is none; or Error says why
%  Steps is no path: steps_not_list, no_steps, bad_step(Step), own_base(Cell)
%  (a step into Player's own base), off_grid(Cell, Dir) (a step off the
%  sides of the grid).
%
%  ?- steps_path(p1, 3, [d, r], P, E).
%     P = [9, 10], E = none.
steps_path(Player, Start, Steps, Path, Error) :-
    (   \+ is_list(Steps)
    ->  Path = [],
        Error = steps_not_list
    ;   Steps == []
    ->  Path = [],
        Error = no_steps
    ;   player_goal(Player, Goal),
        steps_cells(Steps, Goal, Start, Path, Error)
    ).

steps_cells([], _, _, [], none).
steps_cells([Step|Steps], Goal, Cell, Path, Error) :-
    (   step_next(Step, Goal, Cell, Next, Error0)
    ->  (   Error0 == none
        ->  Path = [Next|Path1],
            (   Next == base
            ->  steps_after_base(Steps, Path1),
                Error = none
            ;   steps_cells(Steps, Goal, Next, Path1, Error)
            )
        ;   Path = [],
            Error = Error0
        )
    ;   Path = [],
        Error = bad_step(Step)
    ).

%  Steps typed after the base become one more `base` in the path, which
%  the rules refuse with their own reason (steps_after_base).
steps_after_base([], []).
steps_after_base([_|_], [base]).

step_next(Step, Goal, Cell, Next, Error) :-
    (   var(Step)
    ->  fail
    ;   memberchk(Step, [u, d, l, r])
    ->  (   neighbour(Cell, Step, Next0)
        ->  (   integer(Next0)
            ->  Next = Next0,
                Error = none
            ;   Next0 == Goal
            ->  Next = base,
                Error = none
            ;   Error = own_base(Cell)
            )
        ;   Error = off_grid(Cell, Step)
        )
    ;   Step == base
    ->  Next = base,
        Error = none
    ;   cell_index(Step, Next)
    ->  Error = none
    ).

%% path_boosts(+Board, +Start, +Path, -Boosts) is det.
%
%  Boosts are the cells of the ships a legal Path boosted on, in order.
path_boosts(Board, Start, Path, Boosts) :-
    arg(Start, Board, Level),
    path_boosts_(Path, Board, Start, Level, Boosts).

path_boosts_([], _, _, _, []).
path_boosts_([Next|Rest], Board, Start, Left, Boosts) :-
    (   Next == base
    ->  Boosts = []
    ;   Left > 1
    ->  Left1 is Left - 1,
        path_boosts_(Rest, Board, Start, Left1, Boosts)
    ;   Rest == []
    ->  Boosts = []
    ;   cell_level(Board, Start, Next, Level),
        Boosts = [Next|Boosts1],
        path_boosts_(Rest, Board, Start, Level, Boosts1)
    ).
