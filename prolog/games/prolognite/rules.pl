/** Prolognite: the rules, as relations over an explicit state.

Two players, p1 (white, `w`) and p2 (black, `b`), play on an N x N board
(N is 5 unless chosen, 3 to 9) on which N obstacles stand at random. Each
player has N armies worth 1 to N.

  * Deployment: taking turns, p1 first, each player places one of the
    armies left in their reserve on an empty cell, until all are placed.
  * Destruction: taking turns, p1 first, each player destroys
      - an obstacle that one of their armies sees: same row or column,
        nothing (obstacle or army) in between; or
      - an enemy army that is threatened: one or more of their armies on
        one line through it (all in its row, or all in its column), each
        with nothing in between, whose values sum to more than its value.
    A player with nothing to destroy passes (apply_move/3 does it: the
    other plays again); the game ends when neither can destroy anything.
  * The player whose armies left on the board sum to more wins; equal sums
    are a draw.

"Nothing in between" is taken as the seed says it: "There isn't anything
else (obstacle or army) in between the threatening and threatened armies",
so an army of one's own side standing in front of another blocks it too.
The option formation(true) reads the sentence the other way: armies of one
side standing one behind the other on the line all join the threat, as a
formation (see lines.pl).

The state is

    prolognite(Size, Rule, Phase, Player, Cells, reserves(Values1, Values2))

with Rule `sight` or `formation`, Phase `deployment` or `destruction`,
Player the one to move, Cells the board (lines.pl) and Values1, Values2
the values of the armies p1 and p2 have not placed yet, in increasing order.
*/
:- module(prolognite_rules, [option_error/2,
                             new_state/3,
                             state_player/2,
                             legal_move/2,
                             apply_move/3,
                             game_over/2,
                             move_error/3,
                             state_error/2,
                             size_range/2,
                             default_size/1,
                             state_size/2,
                             state_rule/2,
                             state_phase/2,
                             state_cells/2,
                             state_content/3,
                             player_reserve/3,
                             player_strength/3,
                             target/4,
                             army_threatened/4,
                             player_targets/3,
                             attacking_lines/4,
                             has_target/2,
                             target_gain/3]).

:- use_module(library(lists)).
:- use_module(library(between)).
:- use_module('../../host/util').
:- use_module('../../host/dice').
:- use_module(lines).
:- use_module('../../common/two_players').

%% size_range(?Min, ?Max).
%
%  The board sizes a game may have.
size_range(3, 9).

%% default_size(?Size).
%
%  The board size of a game started without size(N).
default_size(5).

/* Options */

%% option_error(+Options, -Error) is semidet.
%
%  Error says why Options is no list of options for new_state/3:
%  size(N) (3 to 9), formation(Bool) and obstacles(Cells) (N distinct
%  Row-Col positions, instead of random ones).
%
%  ?- option_error([size(12)], E).
%     E = bad_size(12, 3, 9).
option_error(Options, Error) :-
    (   member(Option, Options),
        \+ known_option(Option)
    ->  Error = unknown_option(Option)
    ;   append(_, [Option|Rest], Options),
        functor(Option, Name, 1),
        functor(Other, Name, 1),
        memberchk(Other, Rest)
    ->  Error = duplicate_option(Name)
    ;   memberchk(size(N), Options),
        size_range(Min, Max),
        \+ ( integer(N), between(Min, Max, N) )
    ->  Error = bad_size(N, Min, Max)
    ;   memberchk(formation(F), Options),
        \+ memberchk(F, [true, false])
    ->  Error = bad_formation(F)
    ;   memberchk(obstacles(Obstacles), Options)
    ->  option_size(Options, Size),
        obstacles_error(Obstacles, Size, Error)
    ).

known_option(Option) :-
    nonvar(Option),
    (   Option = size(_)
    ;   Option = formation(_)
    ;   Option = obstacles(_)
    ),
    !.

obstacles_error(Obstacles, Size, Error) :-
    (   \+ is_list(Obstacles)
    ->  Error = obstacles_not_list(Obstacles)
    ;   member(Pos, Obstacles),
        \+ ( nonvar(Pos), Pos = R-C, on_board(Size, R, C) )
    ->  Error = obstacle_off_board(Pos, Size)
    ;   append(_, [Pos|Rest], Obstacles),
        memberchk(Pos, Rest)
    ->  Error = obstacle_twice(Pos)
    ;   length(Obstacles, Count),
        Count =\= Size
    ->  Error = obstacles_count(Count, Size)
    ).

option_size(Options, Size) :-
    (   memberchk(size(Size0), Options)
    ->  Size = Size0
    ;   default_size(Size)
    ).

option_rule(Options, Rule) :-
    (   memberchk(formation(true), Options)
    ->  Rule = formation
    ;   Rule = sight
    ).

/* The state */

%% new_state(+Players, +Options, -State) is det.
%
%  State is a new game of Players (p1 and p2) with Options (checked by
%  option_error/2): the obstacles stand where obstacles(Cells) says, else
%  at random.
new_state(_Players, Options, prolognite(Size, Rule, deployment, p1, Cells, reserves(Values, Values))) :-
    option_size(Options, Size),
    option_rule(Options, Rule),
    numlist(1, Size, Values),
    (   memberchk(obstacles(Obstacles0), Options)
    ->  Obstacles = Obstacles0
    ;   random_obstacles(Size, Obstacles)
    ),
    empty_cells(Size, Cells0),
    foldl(put_obstacle(Size), Obstacles, Cells0, Cells).

put_obstacle(Size, Pos, Cells0, Cells) :-
    cells_put(Cells0, Size, Pos, obstacle, Cells).

%  N distinct cells drawn from the host's generator, one draw each.
random_obstacles(Size, Obstacles) :-
    findall(Pos, board_position(Size, _, Pos), Free),
    draw_positions(Size, Free, Obstacles).

draw_positions(0, _, []) :-
    !.
draw_positions(K, Free, [Pos|Positions]) :-
    length(Free, Count),
    random_between(1, Count, I),
    nth1(I, Free, Pos, Free1),
    K1 is K - 1,
    draw_positions(K1, Free1, Positions).

%% state_player(+State, -Player) is det.
%
%  Player (p1 or p2) is to move.
state_player(prolognite(_, _, _, Player, _, _), Player).

%% state_size(+State, -Size) is det.
state_size(prolognite(Size, _, _, _, _, _), Size).

%% state_rule(+State, -Rule) is det.
%
%  Rule is `sight` or `formation`: which armies join a threat.
state_rule(prolognite(_, Rule, _, _, _, _), Rule).

%% state_phase(+State, -Phase) is det.
%
%  Phase is `deployment` or `destruction`.
state_phase(prolognite(_, _, Phase, _, _, _), Phase).

%% state_cells(+State, -Cells) is det.
state_cells(prolognite(_, _, _, _, Cells, _), Cells).

%% state_content(+State, +Pos, -Content) is semidet.
%
%  Content (empty, obstacle or army(Player, Value)) stands at Pos, a
%  Row-Col position on the board.
state_content(prolognite(Size, _, _, _, Cells, _), R-C, Content) :-
    on_board(Size, R, C),
    cell_content(Cells, Size, R-C, Content).

%% player_reserve(+State, ?Player, -Values) is nondet.
%
%  Values are the armies Player has not placed yet, in increasing order.
player_reserve(prolognite(_, _, _, _, _, reserves(Values, _)), p1, Values).
player_reserve(prolognite(_, _, _, _, _, reserves(_, Values)), p2, Values).

%% player_strength(+State, +Player, -Sum) is det.
%
%  Sum is the total value of Player's armies on the board and in reserve:
%  at the end of the game, what decides the winner.
%
%  ?- new_state([p1, p2], [obstacles([1-1,2-2,3-3,4-4,5-5])], S), player_strength(S, p1, V).
%     V = 15.
player_strength(State, Player, Sum) :-
    State = prolognite(Size, _, _, _, Cells, _),
    Count is Size * Size,
    board_strength(1, Count, Cells, Player, 0, Sum0),
    player_reserve(State, Player, Values),
    sum_list(Values, Reserve),
    Sum is Sum0 + Reserve.

board_strength(I, Count, Cells, Player, Sum0, Sum) :-
    (   I > Count
    ->  Sum = Sum0
    ;   arg(I, Cells, X),
        (   X = army(Player, V)
        ->  Sum1 is Sum0 + V
        ;   Sum1 = Sum0
        ),
        I1 is I + 1,
        board_strength(I1, Count, Cells, Player, Sum1, Sum)
    ).

/* What a player can destroy */

%% target(+State, +Player, ?Pos, -What) is nondet.
%
%  Player can destroy what stands at Pos (Row-Col): What is obstacle(Seers)
%  (Seers the positions of Player's armies that see it) or army(Value,
%  Attackers) (an enemy army; Attackers, as attacker(Value, Pos), are
%  Player's armies on one line through it whose values sum to more than
%  Value: the strongest such line). Counts the board as it is, whatever the
%  phase; with Pos given, looks at that cell only.
%
%  ?- new_state([p1, p2], [size(3), obstacles([1-1, 2-2, 3-3])], S0),
%     apply_move(S0, place(1, 1, 3), S1),
%     target(S1, p1, Pos, What).
%     Pos = 1-1, What = obstacle([1-3])
%  ;  Pos = 3-3, What = obstacle([1-3]).
target(State, Player, Pos, What) :-
    State = prolognite(Size, Rule, _, _, Cells, _),
    (   ground(Pos)
    ->  Pos = R-C,
        on_board(Size, R, C),
        cell_content(Cells, Size, Pos, Content)
    ;   occupied_cells(Cells, Size, Occupied),
        member(Pos-Content, Occupied)
    ),
    content_target(Content, Rule, Cells, Size, Player, Pos, What).

%% army_threatened(+State, +Player, +Pos, +Value) is semidet.
%
%  Player threatens the enemy army worth Value at Pos: its armies on one
%  line through Pos sum to more than Value (target/4 gives army(Value, _)
%  there), found without comparing the lines.
army_threatened(State, Player, Pos, Value) :-
    State = prolognite(Size, Rule, _, _, Cells, _),
    axis_sum(Rule, Cells, Size, Player, Pos, _, Sum),
    Sum > Value,
    !.

content_target(obstacle, _, Cells, Size, Player, Pos, obstacle(Seers)) :-
    findall(Seer, ( direction(Dir),
                    first_piece(Cells, Size, Pos, Dir, army(Player, _), Seer) ),
            Seers),
    Seers = [_|_].
content_target(army(Owner, Value), Rule, Cells, Size, Player, Pos, army(Value, Attackers)) :-
    Owner \== Player,
    findall(Line, threat_line(Rule, Cells, Size, Player, Pos, Value, Line), Lines),
    Lines = [Line|Lines1],
    strongest_line(Lines1, Line, _-Attackers).

%  Player's armies on one line through Pos (Sum-Attackers) threaten the
%  enemy army worth Value there: the seed's rule, their values sum to more.
threat_line(Rule, Cells, Size, Player, Pos, Value, Sum-Attackers) :-
    axis_attackers(Rule, Cells, Size, Player, Pos, _, Attackers, Sum),
    Sum > Value.

strongest_line([], Line, Line).
strongest_line([Sum-As|Lines], Sum0-As0, Line) :-
    (   Sum > Sum0
    ->  strongest_line(Lines, Sum-As, Line)
    ;   strongest_line(Lines, Sum0-As0, Line)
    ).

%% player_targets(+State, +Player, -Targets) is det.
%
%  Targets lists what Player can destroy, row by row, as Pos-What (target/4).
player_targets(State, Player, Targets) :-
    findall(Pos-What, target(State, Player, Pos, What), Targets).

%% attacking_lines(+State, +Player, +Pos, -Lines) is det.
%
%  Lines are the lines (a row, a column) along which Player's armies
%  threaten the enemy army at Pos, strongest first, each Sum-Positions:
%  the total of the armies' values and where they stand. target/4 keeps
%  the strongest; a player may want to see each.
%
%  ?- new_state([p1, p2], [size(4), obstacles([1-1, 1-2, 4-3, 4-4])], S0),
%     apply_move(S0, place(1, 2, 2), S1), apply_move(S1, place(2, 2, 4), S2),
%     apply_move(S2, place(2, 3, 3), S3), apply_move(S3, place(3, 4, 2), S4),
%     attacking_lines(S4, p2, 2-2, Lines).
%     Lines = [3-[4-2], 2-[2-4]].
attacking_lines(State, Player, Pos, Lines) :-
    State = prolognite(Size, Rule, _, _, Cells, _),
    (   cell_content(Cells, Size, Pos, army(Owner, Value)),
        Owner \== Player
    ->  findall(Key-(Sum-Positions),
                ( threat_line(Rule, Cells, Size, Player, Pos, Value, Sum-As),
                  Key is -Sum,
                  findall(P, member(attacker(_, P), As), Positions) ),
                Keyed),
        keysort(Keyed, Sorted),
        findall(Line, member(_-Line, Sorted), Lines)
    ;   Lines = []
    ).

%% has_target(+State, +Player) is semidet.
%
%  Player can destroy something on the board.
has_target(State, Player) :-
    once(target(State, Player, _, _)).

%% target_gain(+State, +Pos, -Gain) is det.
%
%  Gain is what destroying the thing at Pos takes from its owner: the value
%  of an army, 0 for an obstacle.
target_gain(State, Pos, Gain) :-
    (   state_content(State, Pos, army(_, V))
    ->  Gain = V
    ;   Gain = 0
    ).

/* Moves */

%% legal_move(+State, ?Move) is nondet.
%
%  Move is allowed for the player to move: place(Value, Row, Col) in the
%  deployment phase (an army of the reserve on an empty cell),
%  destroy(Row, Col) in the destruction phase (target/4), or pass when the
%  player has nothing to destroy but the other has (apply_move/3 passes by
%  itself, so the player to move can always destroy something, unless a
%  state was written by hand).
legal_move(State, Move) :-
    State = prolognite(Size, _, Phase, Player, Cells, _),
    phase_move(Phase, State, Size, Player, Cells, Move).

phase_move(deployment, State, Size, Player, Cells, place(Value, R, C)) :-
    player_reserve(State, Player, Values),
    (   integer(Value)
    ->  memberchk(Value, Values)
    ;   member(Value, Values)
    ),
    (   integer(R),
        integer(C)
    ->  on_board(Size, R, C)
    ;   board_position(Size, _, R-C)
    ),
    cell_content(Cells, Size, R-C, empty).
phase_move(destruction, State, _, Player, _, destroy(R, C)) :-
    target(State, Player, R-C, _).
phase_move(destruction, State, _, Player, _, pass) :-
    \+ has_target(State, Player),
    opponent(Player, Other),
    has_target(State, Other).

%% apply_move(+State0, +Move, -State) is semidet.
%
%  State follows from the legal Move in State0. After the move the other
%  player is to move; in the destruction phase a player with nothing to
%  destroy passes, so the mover plays again when only they can destroy.
%  Fails for an illegal move.
apply_move(State0, Move, State) :-
    legal_move(State0, Move),
    !,
    move_effect(Move, State0, State1),
    State0 = prolognite(_, _, _, Mover, _, _),
    next_player(State1, Mover, State).

move_effect(place(Value, R, C), State0, State) :-
    State0 = prolognite(Size, Rule, _, Player, Cells0, Reserves0),
    cells_put(Cells0, Size, R-C, army(Player, Value), Cells),
    reserves_without(Player, Value, Reserves0, Reserves),
    (   Reserves == reserves([], [])
    ->  Phase = destruction
    ;   Phase = deployment
    ),
    State = prolognite(Size, Rule, Phase, Player, Cells, Reserves).
move_effect(destroy(R, C), State0, State) :-
    State0 = prolognite(Size, Rule, Phase, Player, Cells0, Reserves),
    cells_put(Cells0, Size, R-C, empty, Cells),
    State = prolognite(Size, Rule, Phase, Player, Cells, Reserves).
move_effect(pass, State, State).

reserves_without(p1, V, reserves(Vs0, Ws), reserves(Vs, Ws)) :-
    select(V, Vs0, Vs),
    !.
reserves_without(p2, V, reserves(Ws, Vs0), reserves(Ws, Vs)) :-
    select(V, Vs0, Vs),
    !.

next_player(State0, Mover, State) :-
    State0 = prolognite(Size, Rule, Phase, _, Cells, Reserves),
    opponent(Mover, Other),
    (   Phase == destruction,
        \+ has_target(State0, Other),
        has_target(State0, Mover)
    ->  Next = Mover
    ;   Next = Other
    ),
    State = prolognite(Size, Rule, Phase, Next, Cells, Reserves).

%% game_over(+State, -Outcome) is semidet.
%
%  In the destruction phase, neither player can destroy anything: Outcome
%  is winner(Player), Player's armies summing to more, or draw.
game_over(State, Outcome) :-
    State = prolognite(_, _, destruction, _, _, _),
    \+ has_target(State, p1),
    \+ has_target(State, p2),
    player_strength(State, p1, Sum1),
    player_strength(State, p2, Sum2),
    (   Sum1 > Sum2
    ->  Outcome = winner(p1)
    ;   Sum2 > Sum1
    ->  Outcome = winner(p2)
    ;   Outcome = draw
    ).

%% move_error(+State, +Move, -Error) is semidet.
%
%  Error (a message key) is the rule that forbids Move for the player to
%  move; fails exactly when legal_move(State, Move) holds.
%
%  ?- new_state([p1, p2], [obstacles([1-1,2-2,3-3,4-4,5-5])], S),
%     move_error(S, place(3, 2, 2), E).
%     E = cell_taken(2, 2, obstacle).
move_error(State, Move, Error) :-
    State = prolognite(Size, _, Phase, Player, _, _),
    (   Move = place(V, R, C)
    ->  place_error(Phase, State, Size, Player, V, R, C, Error)
    ;   Move = destroy(R, C)
    ->  destroy_error(Phase, State, Size, Player, R, C, Error)
    ;   Move == pass
    ->  pass_error(Phase, State, Player, Error)
    ;   Error = unknown_move(Move)
    ).

place_error(Phase, State, Size, Player, V, R, C, Error) :-
    (   Phase \== deployment
    ->  Error = place_in_destruction
    ;   \+ ( integer(V), integer(R), integer(C) )
    ->  Error = place_not_numbers(V, R, C)
    ;   \+ on_board(Size, R, C)
    ->  Error = off_board(R, C, Size)
    ;   \+ between(1, Size, V)
    ->  Error = army_value_range(V, Size)
    ;   player_reserve(State, Player, Values),
        \+ memberchk(V, Values)
    ->  Error = army_already_placed(V, Values)
    ;   state_content(State, R-C, Content),
        Content \== empty
    ->  Error = cell_taken(R, C, Content)
    ).

destroy_error(Phase, State, Size, Player, R, C, Error) :-
    (   Phase \== destruction
    ->  player_reserve(State, Player, Values),
        Error = destroy_in_deployment(Values)
    ;   \+ ( integer(R), integer(C) )
    ->  Error = destroy_not_numbers(R, C)
    ;   \+ on_board(Size, R, C)
    ->  Error = off_board(R, C, Size)
    ;   state_content(State, R-C, empty)
    ->  Error = destroy_empty(R, C)
    ;   state_content(State, R-C, army(Player, V))
    ->  Error = destroy_own_army(R, C, V)
    ;   state_content(State, R-C, obstacle),
        \+ target(State, Player, R-C, _)
    ->  Error = obstacle_not_seen(R, C)
    ;   state_content(State, R-C, army(_, V)),
        \+ target(State, Player, R-C, _)
    ->  best_line_sum(State, Player, R-C, Best),
        Error = army_not_threatened(R, C, V, Best)
    ).

best_line_sum(State, Player, Pos, Best) :-
    State = prolognite(Size, Rule, _, _, Cells, _),
    findall(Sum, axis_attackers(Rule, Cells, Size, Player, Pos, _, _, Sum), Sums),
    foldl(larger, Sums, 0, Best).

larger(X, Y0, Y) :-
    Y is max(X, Y0).

pass_error(Phase, State, Player, Error) :-
    (   Phase \== destruction
    ->  Error = pass_in_deployment
    ;   player_targets(State, Player, Targets),
        Targets = [_|_]
    ->  length(Targets, Count),
        Error = pass_not_allowed(Count)
    ;   opponent(Player, Other),
        \+ has_target(State, Other)
    ->  Error = pass_game_over
    ).

/* Checking a state: saves, and every position of a simulated game */

%% state_error(+State, -Error) is semidet.
%
%  Error says why State is no position of Prolognite: a field out of its
%  range, an army placed twice or lost during deployment, or turns that do
%  not alternate. Fails for every state the rules can reach.
state_error(State, Error) :-
    (   \+ ( compound(State), State = prolognite(_, _, _, _, _, _) )
    ->  Error = not_a_state
    ;   State = prolognite(Size, Rule, Phase, Player, Cells, Reserves),
        state_field_error(Size, Rule, Phase, Player, Cells, Reserves, Error0)
    ->  Error = Error0
    ;   state_army_error(State, Error0)
    ->  Error = Error0
    ).

state_field_error(Size, Rule, Phase, Player, Cells, Reserves, Error) :-
    size_range(Min, Max),
    (   \+ ( integer(Size), between(Min, Max, Size) )
    ->  Error = state_bad_size(Size)
    ;   \+ memberchk(Rule, [sight, formation])
    ->  Error = state_bad_rule(Rule)
    ;   \+ memberchk(Phase, [deployment, destruction])
    ->  Error = state_bad_phase(Phase)
    ;   \+ memberchk(Player, [p1, p2])
    ->  Error = state_bad_player(Player)
    ;   \+ ( cells_size(Cells, Size0), Size0 =:= Size )
    ->  Error = state_bad_board
    ;   Count is Size * Size,
        between(1, Count, I),
        arg(I, Cells, X),
        \+ cell_ok(X, Size)
    ->  board_position(Size, I, Pos),
        Error = state_bad_cell(Pos, X)
    ;   \+ ( Reserves = reserves(Vs1, Vs2),
             reserve_ok(Vs1, Size),
             reserve_ok(Vs2, Size) )
    ->  Error = state_bad_reserves(Reserves)
    ).

cell_ok(X, Size) :-
    (   X == empty
    ;   X == obstacle
    ;   nonvar(X),
        X = army(P, V),
        memberchk(P, [p1, p2]),
        integer(V),
        between(1, Size, V)
    ),
    !.

reserve_ok(Values, Size) :-
    is_list(Values),
    maplist(integer, Values),
    numlist(1, Size, All),
    subtract_sorted(Values, All).

%  Values is strictly increasing and within All (both increasing).
subtract_sorted([], _).
subtract_sorted([V|Vs], All) :-
    append(_, [V|Rest], All),
    !,
    subtract_sorted(Vs, Rest).

state_army_error(State, Error) :-
    State = prolognite(Size, _, Phase, Player, Cells, _),
    Count is Size * Size,
    findall(X, ( between(1, Count, I), arg(I, Cells, X) ), Xs),
    (   member(P, [p1, p2]),
        findall(V, member(army(P, V), Xs), Placed),
        player_reserve(State, P, Reserve),
        append(Placed, Reserve, Values0),
        sort(Values0, Values),
        length(Values0, L0),
        length(Values, L),
        L0 =\= L
    ->  Error = state_army_twice(P)
    ;   Phase == deployment,
        member(P, [p1, p2]),
        findall(V, member(army(P, V), Xs), Placed),
        player_reserve(State, P, Reserve),
        length(Placed, K1),
        length(Reserve, K2),
        K1 + K2 =\= Size
    ->  Error = state_army_missing(P)
    ;   Phase == deployment,
        findall(o, member(obstacle, Xs), Os),
        length(Os, K),
        K =\= Size
    ->  Error = state_obstacles(K, Size)
    ;   Phase == deployment,
        player_reserve(State, p1, R1),
        player_reserve(State, p2, R2),
        length(R1, K1),
        length(R2, K2),
        \+ deployment_turn(K1, K2, Player)
    ->  Error = state_turn(Player)
    ;   Phase == destruction,
        \+ ( player_reserve(State, p1, []), player_reserve(State, p2, []) )
    ->  Error = state_reserve_in_destruction
    ;   Phase == destruction,
        findall(o, member(obstacle, Xs), Os),
        length(Os, K),
        K > Size
    ->  Error = state_obstacles(K, Size)
    ).

%  p1 places first: with as many armies left as p2 it is p1's turn.
deployment_turn(K1, K2, p1) :-
    K1 =:= K2,
    K1 > 0.
deployment_turn(K1, K2, p2) :-
    K2 =:= K1 + 1.
