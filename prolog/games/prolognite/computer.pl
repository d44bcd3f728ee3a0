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

Both score a move from the cells it changes, not the whole board after
it: a placement or a destruction changes what is seen and threatened only
in its row and column (placement_scores/4, destruction_node/2 and
node_children/3 give position_score/3's numbers, sooner).
*/
:- module(prolognite_computer, [computer_move/3,
                                position_score/3,
                                move_score/4,
                                placement_scores/4,
                                destruction_node/2,
                                node_children/3,
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
    search_width(State, Width),
    (   destruction_node(State, Node)
    ->  node_children(Node, Player, Children),
        children_scores(Children, Scored),
        Scored = [_|_],
        ordered_moves(Children, Width, Ordered),
        findall(Value-M, ( member(child(M, Child), Ordered),
                           alpha_beta(search(prolognite_computer:expand(Player),
                                             prolognite_computer:child,
                                             1000000),
                                      Child, 3, -1000000, 1000000, Value) ),
                Valued)
    ;   scored_moves(State, Player, Scored),
        Scored = [_|_],
        ordered_moves(Scored, Width, Moves),
        findall(Value-M, ( member(M, Moves),
                           apply_move(State, M, State1),
                           rollout(State1, Player, Value) ),
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
%  cells next to the new army): a shortcut, taken for speed. The other
%  placements are scored by placement_scores/4, the moves of the
%  destruction phase by node_children/3; both equal move_score/4.
scored_moves(State, Player, Scored) :-
    (   state_phase(State, deployment),
        state_player(State, Player),
        \+ last_placement(State)
    ->  state_size(State, Size),
        state_cells(State, Cells),
        player_reserve(State, Player, Values),
        findall(Pos, ( board_position(Size, _, Pos),
                       cell_content(Cells, Size, Pos, empty) ),
                Free),
        quiet_cells(Free, Cells, Size, Loud, Quiet),
        placement_scores(State, Loud, LoudScored, QuietScore),
        findall(QuietScore-place(V, R, C), ( member(R-C, Quiet),
                                             member(V, Values) ),
                QuietScored),
        append(LoudScored, QuietScored, Scored)
    ;   state_player(State, Player),
        destruction_node(State, Node)
    ->  node_children(Node, Player, Children),
        children_scores(Children, Scored)
    ;   findall(S-M, ( legal_move(State, M),
                       move_score(State, Player, M, S) ),
                Scored)
    ).

%% placement_scores(+State, +Positions, -Scored, -Score) is det.
%
%  In the deployment phase of State, before its last placement: Score is
%  position_score/3 of State for the player to move, and Scored pairs
%  every placement of that player on the empty cells Positions (cell by
%  cell in their order, the reserve's values in increasing order for each)
%  with its move_score/4. Computed from Score, not from the whole board
%  after each placement: a placement changes the threats and open lines
%  of the armies in its row and column only (the rest keep their terms,
%  but for the placing side's strongest army left), the material not at
%  all (the army goes from the reserve to the board), and the value of
%  the army placed matters only to the new army and the enemy armies in
%  its lines.
%
%  ?- new_state([p1, p2], [size(3), obstacles([1-1, 2-2, 3-3])], S0),
%     apply_move(S0, place(2, 1, 2), S1),
%     placement_scores(S1, [2-1], Scored, Score).
%     Scored = [1-place(1, 2, 1), 0-place(2, 2, 1), 0-place(3, 2, 1)],
%     Score = 2.
placement_scores(State, Positions, Scored, Score) :-
    State = prolognite(Size, Rule, deployment, Player, Cells, _),
    opponent(Player, Other),
    occupied_cells(Cells, Size, Occupied),
    strengths(State, Occupied, Player, Other, Mine, Theirs),
    material_terms(Mine, Theirs, Material, _),
    player_reserve(State, Player, Values),
    strongest_left(Values, Strongest, Next),
    player_reserve(State, Other, OtherValues),
    strongest_left(OtherValues, OtherStrongest, _),
    Board = board(Rule, Cells, Size),
    Sides = sides(Player, Strongest, Next, OtherStrongest),
    army_terms(Occupied, Board, Sides, Armies, 0, Base, 0, BaseNext),
    Score is Material + Base,
    Totals = totals(Material, Base, BaseNext),
    findall(S-place(V, R, C),
            ( member(R-C, Positions),
              placement_score(R-C, Board, Sides, Totals, Armies, Values, V, S) ),
            Scored).

%  Strongest: the last (greatest) of Values, none if there is none; Next:
%  the strongest left once it is placed.
strongest_left(Values, Strongest, Next) :-
    (   append(Rest, [Strongest0], Values)
    ->  Strongest = Strongest0,
        (   append(_, [Next0], Rest)
        ->  Next = Next0
        ;   Next = none
        )
    ;   Strongest = none,
        Next = none
    ).

%  Armies lists each army of Occupied as army(R, C, Owner, Value, Term,
%  TermNext): its share of the score on the board of Board, with the
%  placing side's strongest army left as it is (Term) and once that army
%  is placed (TermNext); Base and BaseNext are their sums.
army_terms([], _, _, [], Base, Base, BaseNext, BaseNext).
army_terms([(R-C)-Content|Cells], Board, Sides, Armies, Base0, Base, Next0, Next) :-
    (   Content = army(Owner, V)
    ->  Sides = sides(Player, Strongest, StrongestNext, _),
        army_term(Board, Sides, R-C, Owner, V, Strongest, Term),
        (   Owner == Player
        ->  TermNext = Term
        ;   army_term(Board, Sides, R-C, Owner, V, StrongestNext, TermNext)
        ),
        Armies = [army(R, C, Owner, V, Term, TermNext)|Armies1],
        Base1 is Base0 + Term,
        Next1 is Next0 + TermNext
    ;   Armies = Armies1,
        Base1 = Base0,
        Next1 = Next0
    ),
    army_terms(Cells, Board, Sides, Armies1, Base1, Base, Next1, Next).

%  Term is what the army of Owner worth V at Pos adds to position_score/3
%  for the placing side of Sides (a deployment position): 3 V when its
%  enemy threatens it, else V when its enemy could threaten it with one
%  more army (open_threat/7), else 0; negative for the placing side's own
%  armies. Strongest is the placing side's strongest army left (the
%  enemy's is in Sides).
army_term(board(Rule, Cells, Size), sides(Player, _, _, OtherStrongest), Pos, Owner, V,
          Strongest, Term) :-
    (   Owner == Player
    ->  opponent(Player, Attacker),
        Sign = -1,
        Reach = OtherStrongest
    ;   Attacker = Player,
        Sign = 1,
        Reach = Strongest
    ),
    (   axis_sum(Rule, Cells, Size, Attacker, Pos, _, Sum),
        Sum > V
    ->  Term is 3 * Sign * V
    ;   Reach \== none,
        open_threat(Rule, Cells, Size, Attacker, Pos, V, Reach)
    ->  Term is Sign * V
    ;   Term = 0
    ).

%  Score (move_score/4) of placing each value V of Values at R-C, one at a
%  time on backtracking: the board with the new army (its value unbound
%  until the values are tried), the armies in row R and column C looked at
%  again, the rest taken from Totals.
placement_score(R-C, board(Rule, Cells, Size), Sides, Totals, Armies, Values, V, Score) :-
    Sides = sides(Player, Strongest, StrongestNext, OtherStrongest),
    cells_put(Cells, Size, R-C, army(Player, X), Cells1),
    Board1 = board(Rule, Cells1, Size),
    line_armies(Armies, R, C, Player, Own, Enemy, 0, Old, 0, OldNext),
    own_terms(Own, Board1, Sides, 0, OwnTerms),
    opponent(Player, Other),
    new_army_reach(Rule, Cells1, Size, Other, R-C, OtherStrongest, Threat, Open),
    Totals = totals(Material, Base, BaseNext),
    member(V, Values),
    X = V,
    (   V == Strongest
    ->  Left = StrongestNext,
        Rest is BaseNext - OldNext
    ;   Left = Strongest,
        Rest is Base - Old
    ),
    enemy_terms(Enemy, Board1, Sides, Left, 0, EnemyTerms),
    (   Threat > V
    ->  NewTerm is -3 * V
    ;   Open > V
    ->  NewTerm is -V
    ;   NewTerm = 0
    ),
    Score is Material + Rest + OwnTerms + EnemyTerms + NewTerm.

%  The armies of Armies in row R or column C, the placing side's (Own) and
%  the enemy's (Enemy), and the sums of their terms before the placement.
line_armies([], _, _, _, [], [], Old, Old, Next, Next).
line_armies([A|As], R, C, Player, Own, Enemy, Old0, Old, Next0, Next) :-
    A = army(R1, C1, Owner, _, Term, TermNext),
    (   ( R1 =:= R
        ; C1 =:= C
        )
    ->  Old1 is Old0 + Term,
        Next1 is Next0 + TermNext,
        (   Owner == Player
        ->  Own = [A|Own1],
            Enemy = Enemy1
        ;   Own = Own1,
            Enemy = [A|Enemy1]
        )
    ;   Old1 = Old0,
        Next1 = Next0,
        Own = Own1,
        Enemy = Enemy1
    ),
    line_armies(As, R, C, Player, Own1, Enemy1, Old1, Old, Next1, Next).

own_terms([], _, _, Sum, Sum).
own_terms([army(R, C, Owner, V, _, _)|As], Board, Sides, Sum0, Sum) :-
    army_term(Board, Sides, R-C, Owner, V, none, Term),
    Sum1 is Sum0 + Term,
    own_terms(As, Board, Sides, Sum1, Sum).

enemy_terms([], _, _, _, Sum, Sum).
enemy_terms([army(R, C, Owner, V, _, _)|As], Board, Sides, Strongest, Sum0, Sum) :-
    army_term(Board, Sides, R-C, Owner, V, Strongest, Term),
    Sum1 is Sum0 + Term,
    enemy_terms(As, Board, Sides, Strongest, Sum1, Sum).

%  How Other reaches a new army at Pos, whatever its value: Threat, the
%  greatest sum of Other's armies on one line through it (0 if none), and
%  Open, the greatest that one more army worth Strongest next to it would
%  make (0 if none or no army left), as open_threat/7 counts.
new_army_reach(Rule, Cells, Size, Other, R-C, Strongest, Threat, Open) :-
    side_sum(Rule, Cells, Size, Other, R-C, 0-(-1), 0, West),
    side_sum(Rule, Cells, Size, Other, R-C, 0-1, 0, East),
    side_sum(Rule, Cells, Size, Other, R-C, (-1)-0, 0, North),
    side_sum(Rule, Cells, Size, Other, R-C, 1-0, 0, South),
    Threat is max(West + East, North + South),
    (   Strongest == none
    ->  Open = 0
    ;   Reach = reach(Cells, Size, R, C, Strongest),
        open_side(Reach, 0, -1, East, 0, Open1),
        open_side(Reach, 0, 1, West, Open1, Open2),
        open_side(Reach, -1, 0, South, Open2, Open3),
        open_side(Reach, 1, 0, North, Open3, Open)
    ).

%  Open is the greater of Open0 and Strongest plus Sum (the armies seen on
%  the other side) when the cell next to R-C along DR-DC is free.
open_side(reach(Cells, Size, R, C, Strongest), DR, DC, Sum, Open0, Open) :-
    R1 is R + DR,
    C1 is C + DC,
    (   on_board(Size, R1, C1),
        cell_content(Cells, Size, R1-C1, empty)
    ->  Open is max(Open0, Strongest + Sum)
    ;   Open = Open0
    ).

/* The destruction phase, searched */

%% destruction_node(+State, -Node) is semidet.
%
%  Node is State of the destruction phase with what the search asks of it
%  worked out once: node(State, Cells, Over, Targets, Score). Cells are
%  the cells that are not empty, row by row, each as cell(R, C, Content,
%  Seen): an obstacle seen(P1, P2) (true or false: whether each player
%  sees it), an army threatened(T) (whether its enemy threatens it). Over
%  is true when neither player can destroy anything (game_over/2), Targets
%  the cells the player to move can destroy (in legal_move/2's order),
%  Score position_score/3 for p1 (for p2 it is -Score). Fails in the
%  deployment phase (and for a hand-made state with armies in reserve).
%
%  ?- new_state([p1, p2], [size(3), obstacles([1-1, 2-2, 3-3])], S0),
%     apply_move(S0, place(1, 1, 2), S1), apply_move(S1, place(1, 2, 1), S2),
%     apply_move(S2, place(2, 3, 2), S3), apply_move(S3, place(2, 2, 3), S4),
%     apply_move(S4, place(3, 1, 3), S5), apply_move(S5, place(3, 3, 1), S),
%     destruction_node(S, node(_, _, Over, Targets, Score)).
%     Over = false, Targets = [1-1, 2-2, 2-3, 3-3], Score = 14.
destruction_node(State, node(State, Cells, Over, Targets, Score)) :-
    State = prolognite(Size, Rule, destruction, Player, Board, reserves([], [])),
    occupied_cells(Board, Size, Occupied),
    Sight = board(Rule, Board, Size),
    findall(Cell, ( member((R-C)-Content, Occupied),
                    sighted_cell(Sight, R, C, Content, Cell) ),
            Cells),
    cells_tally(Cells, Tally),
    node_of(Tally, Player, Over, Targets, Score).

%% node_children(+Node, +Player, -Children) is det.
%
%  Children pairs each legal move of Node's player (Player), in
%  legal_move/2's order, with what follows: Score-child(Move, Child),
%  Score the move_score/4 of Move for Player and Child the node after it
%  (destruction_node/2). A destruction changes what is seen and
%  threatened only in its row and column: the cells elsewhere keep what
%  Node found for them.
node_children(node(State, Cells, _, Targets, _), Player, Children) :-
    (   Targets = [_|_]
    ->  destroy_children(Targets, State, Cells, Player, Children)
    ;   findall(S-child(M, Child), ( legal_move(State, M),
                                     apply_move(State, M, State1),
                                     destruction_node(State1, Child),
                                     Child = node(_, _, _, _, Score1),
                                     player_score(Player, Score1, S) ),
                Children)
    ).

destroy_children([], _, _, _, []).
destroy_children([R-C|Targets], State, Cells, Player, [S-child(destroy(R, C), Child)|Children]) :-
    destroy_child(State, Cells, R, C, Child),
    Child = node(_, _, _, _, Score1),
    player_score(Player, Score1, S),
    destroy_children(Targets, State, Cells, Player, Children).

%  Child is the node after the player to move destroys R-C: apply_move/3's
%  state (the mover plays again when only it can destroy something).
destroy_child(State, Cells0, R, C, node(State1, Cells, Over, Targets, Score)) :-
    State = prolognite(Size, Rule, Phase, Mover, Board0, Reserves),
    cells_put(Board0, Size, R-C, empty, Board),
    resighted_cells(Cells0, R, C, board(Rule, Board, Size), Cells),
    cells_tally(Cells, Tally),
    Tally = tally(T1, T2, _, _, _, _, _, _),
    opponent(Mover, Other),
    side_targets(Mover, T1, T2, Mine),
    side_targets(Other, T1, T2, Theirs),
    (   Theirs == [],
        Mine \== []
    ->  Next = Mover
    ;   Next = Other
    ),
    node_of(Tally, Next, Over, Targets, Score),
    State1 = prolognite(Size, Rule, Phase, Next, Board, Reserves).

%  The parts of a node that follow from its cells' tally/8 and its player.
node_of(tally(T1, T2, G1, B1, G2, B2, M1, M2), Player, Over, Targets, Score) :-
    side_targets(Player, T1, T2, Targets),
    material_terms(M1, M2, Material, Result),
    (   T1 == [],
        T2 == []
    ->  Over = true,
        Score is Result + Material
    ;   Over = false,
        (   Player == p1
        ->  Tempo is 7 * B1
        ;   Tempo is -7 * B2
        ),
        Score is Material + 3 * (G1 - G2) + Tempo
    ).

side_targets(p1, T1, _, T1).
side_targets(p2, _, T2, T2).

%  A score for p1 as the score for Player (position_score/3 is
%  antisymmetric).
player_score(p1, Score, Score).
player_score(p2, Score1, Score) :-
    Score is -Score1.

%  Cells0 less R-C, with what is seen and threatened looked at again in
%  row R and column C (Board is the board after the destruction).
resighted_cells([], _, _, _, []).
resighted_cells([Cell0|Cells0], R, C, Sight, Cells) :-
    Cell0 = cell(R1, C1, Content, _),
    (   R1 =:= R,
        C1 =:= C
    ->  Cells = Cells1
    ;   ( R1 =:= R
        ; C1 =:= C
        )
    ->  sighted_cell(Sight, R1, C1, Content, Cell),
        Cells = [Cell|Cells1]
    ;   Cells = [Cell0|Cells1]
    ),
    resighted_cells(Cells0, R, C, Sight, Cells1).

sighted_cell(board(Rule, Board, Size), R, C, Content, cell(R, C, Content, Seen)) :-
    (   Content = army(Owner, V)
    ->  opponent(Owner, Attacker),
        (   axis_sum(Rule, Board, Size, Attacker, R-C, _, Sum),
            Sum > V
        ->  Seen = threatened(true)
        ;   Seen = threatened(false)
        )
    ;   first_army(Board, Size, R, C, 0, -1, O1),
        first_army(Board, Size, R, C, 0, 1, O2),
        first_army(Board, Size, R, C, -1, 0, O3),
        first_army(Board, Size, R, C, 1, 0, O4),
        (   ( O1 == p1 ; O2 == p1 ; O3 == p1 ; O4 == p1 )
        ->  P1 = true
        ;   P1 = false
        ),
        (   ( O1 == p2 ; O2 == p2 ; O3 == p2 ; O4 == p2 )
        ->  P2 = true
        ;   P2 = false
        ),
        Seen = seen(P1, P2)
    ).

%  Owner: the player whose army is the first piece seen from R-C along
%  DR-DC, none if it is an obstacle or nothing.
first_army(Board, Size, R, C, DR, DC, Owner) :-
    (   first_piece(Board, Size, R-C, DR-DC, army(Owner0, _), _)
    ->  Owner = Owner0
    ;   Owner = none
    ).

%  tally(T1, T2, G1, B1, G2, B2, M1, M2) of Cells: what p1 and p2 can
%  destroy (T1, T2, row by row), the total and the greatest value of the
%  enemy armies each threatens (G, B), and the armies each has (M).
cells_tally(Cells, tally(T1, T2, G1, B1, G2, B2, M1, M2)) :-
    cells_tally(Cells, T1, T2, 0, G1, 0, B1, 0, G2, 0, B2, 0, M1, 0, M2).

cells_tally([], [], [], G1, G1, B1, B1, G2, G2, B2, B2, M1, M1, M2, M2).
cells_tally([cell(R, C, Content, Seen)|Cells], T1, T2, G1a, G1, B1a, B1, G2a, G2, B2a, B2,
            M1a, M1, M2a, M2) :-
    (   Content = army(p1, V)
    ->  M1b is M1a + V,
        M2b = M2a,
        G1b = G1a,
        B1b = B1a,
        T1 = T1r,
        (   Seen = threatened(true)
        ->  T2 = [R-C|T2r],
            G2b is G2a + V,
            B2b is max(B2a, V)
        ;   T2 = T2r,
            G2b = G2a,
            B2b = B2a
        )
    ;   Content = army(p2, V)
    ->  M2b is M2a + V,
        M1b = M1a,
        G2b = G2a,
        B2b = B2a,
        T2 = T2r,
        (   Seen = threatened(true)
        ->  T1 = [R-C|T1r],
            G1b is G1a + V,
            B1b is max(B1a, V)
        ;   T1 = T1r,
            G1b = G1a,
            B1b = B1a
        )
    ;   Seen = seen(P1, P2),
        M1b = M1a,
        M2b = M2a,
        G1b = G1a,
        B1b = B1a,
        G2b = G2a,
        B2b = B2a,
        (   P1 == true
        ->  T1 = [R-C|T1r]
        ;   T1 = T1r
        ),
        (   P2 == true
        ->  T2 = [R-C|T2r]
        ;   T2 = T2r
        )
    ),
    cells_tally(Cells, T1r, T2r, G1b, G1, B1b, B1, G2b, G2, B2b, B2, M1b, M1, M2b, M2).

%  The scores of Children (node_children/3) as Score-Move pairs.
children_scores([], []).
children_scores([S-child(M, _)|Children], [S-M|Scored]) :-
    children_scores(Children, Scored).

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
    material_terms(Mine, Theirs, Material, Result),
    (   game_over(State, _)
    ->  Score is Result + Material
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

%  The terms of position_score/3 that come from the armies alone, for the
%  side whose armies (board and reserve) sum to Mine against the other's
%  Theirs: Material, 10 a value of difference, and Result, what the end
%  of the game adds (the sums decide the winner, game_over/2).
material_terms(Mine, Theirs, Material, Result) :-
    Material is 10 * (Mine - Theirs),
    (   Mine > Theirs
    ->  Result = 10000
    ;   Theirs > Mine
    ->  Result = -10000
    ;   Result = 0
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
%  greedy moves, so fewer on large boards (a 9 x 9 game is some 35 moves,
%  a rollout about 0.1 s).
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

%  The search (common/alpha_beta.pl) for Root over nodes of the
%  destruction phase (destruction_node/2): a node is a leaf when the depth
%  is spent or the game is over (position_score/3); one move before the
%  leaves its value comes from the scores of the moves (leaf_value/4); else
%  the search tries the search_width/2 best moves, maximising where Root is
%  to move (a pass lets one side move twice).
expand(Root, Node, Depth, Result) :-
    Node = node(State, _, Over, _, Score1),
    (   ( Depth =< 0
        ; Over == true
        )
    ->  player_score(Root, Score1, Value),
        Result = value(Value)
    ;   state_player(State, Player),
        node_children(Node, Player, Children),
        (   Depth =:= 1
        ->  leaf_value(Children, Player, Root, Value),
            Result = value(Value)
        ;   search_width(State, Width),
            ordered_moves(Children, Width, Moves),
            (   Player == Root
            ->  Result = moves(max, Moves)
            ;   Result = moves(min, Moves)
            )
        )
    ).

child(_, child(_, Child), Child).

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
    player_shown(Other, Name),
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
