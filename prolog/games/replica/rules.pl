/** The rules of Replica (Christian Freeling), as relations over a State.

White (p1) and Black (p2) each start with twelve pieces in opposite corners:
a 2×2 square in the corner and a 2×2 square beside it on each side. The
piece on the corner cell is that side's king; White moves first. A turn is
one of:

  - a step: a piece moves one cell forward, onto an empty cell or an enemy
    piece (which is captured);
  - a jump: a piece moves in a straight forward line over one or more
    friendly pieces to the first cell that is not friendly: an empty cell
    or an enemy piece (captured);
  - a transform: a friendly man in the line of sight of a friendly king
    becomes a king. Sight runs along the king's directions; only enemy
    pieces block it.

Forward means one of the three directions towards the opposite corner (for
White right, up and up-right, towards h8). A player wins by bringing a king
to the opponent's corner (a man transformed there counts) or by capturing
any enemy king; a player may also forfeit. A player who cannot move, or a
game reaching the round limit, ends in a draw.

Options (startGame/2, new_state/3): kings_move_all_directions(true) (kings
step, jump and see in all eight directions: the seed's game, and the
default; false gives the base rules), max_transformations(N) (each
side transforms at most N times; the seed's variant is 2), max_rounds(N)
(a draw after N rounds, 200 by default) and position(Name) (standard,
midgame or endgame: the seed's demonstrations).

The State is

    replica(Player, Board, t(T1, T2), Ply, rules(AllWays, MaxT, MaxRounds), Status)

Player the side to move, Board as in replica_board, T1 and T2 the
transformations each side made, Ply the moves played, AllWays true or
false, MaxT a number or `unlimited`, Status `playing` or won(Winner,
Reason) with Reason corner, king_captured or forfeit.

Moves, as players type them: move(From, To) (a step or a jump, squares
such as b2), transform(Square) and forfeit. Inside, a board move is
m(X, Y, X1, Y1) or t(X, Y) in coordinates.
*/
:- module(replica_rules, [new_state/3,
                          option_error/2,
                          state_player/2,
                          legal_move/2,
                          board_move/2,
                          board_moves/2,
                          can_win_at_once/1,
                          move_board_move/2,
                          apply_move/3,
                          apply_board_move/3,
                          move_error/3,
                          game_over/2,
                          state_round/2,
                          state_error/2,
                          state_board/2,
                          state_status/2,
                          state_rules/2,
                          state_transforms/3,
                          transform_limit/2,
                          king_sight_error/4,
                          default_max_rounds/1]).

:- use_module(library(lists)).
:- use_module(library(between)).
:- use_module(library(iso_ext)).
:- use_module(board).
:- use_module('../../common/two_players').

%% default_max_rounds(-Rounds) is det.
%
%  A game not decided after Rounds rounds is a draw (option max_rounds(N)).
default_max_rounds(200).

/* Options and the start */

%% option_error(+Options, -Error) is semidet.
%
%  Error (a message key) says why Options are no options of Replica: an
%  unknown option, a known one with a value it does not take (naming the
%  values it takes), one given twice, or two that disagree.
%
%  ?- option_error([max_transformations(-1)], E).
%     E = option_value_refused(max_transformations, -1).
%  ?- option_error([max_rounds(5), max_rounds(5)], E).
%     E = duplicate_option(max_rounds).
option_error(Options, Error) :-
    (   member(Option, Options),
        \+ known_option_name(Option)
    ->  Error = bad_option(Option)
    ;   member(Option, Options),
        \+ known_option(Option)
    ->  Option =.. [Name, Value],
        Error = option_value_refused(Name, Value)
    ;   append(_, [Option|Rest], Options),
        functor(Option, Name, 1),
        functor(Same, Name, 1),
        memberchk(Same, Rest)
    ->  (   Same == Option
        ->  Error = duplicate_option(Name)
        ;   Error = conflicting_options(Option, Same)
        )
    ;   options_rules(Options, rules(_, MaxT, _), Position),
        start_position(Position, Facts),
        memberchk(transforms(T1, T2), Facts),
        MaxT \== unlimited,
        Needed is max(T1, T2),
        Needed > MaxT
    ->  Error = position_needs_transforms(Position, Needed)
    ).

known_option_name(Option) :-
    nonvar(Option),
    functor(Option, Name, 1),
    memberchk(Name, [kings_move_all_directions, max_transformations, max_rounds, position]).

known_option(Option) :-
    nonvar(Option),
    known_option_(Option).

known_option_(kings_move_all_directions(B)) :-
    (   B == true
    ;   B == false
    ).
known_option_(max_transformations(N)) :-
    (   N == unlimited
    ;   integer(N),
        N >= 0
    ).
known_option_(max_rounds(N)) :-
    integer(N),
    N >= 1.
known_option_(position(Name)) :-
    atom(Name),
    start_position(Name, _).

%% new_state(+Players, +Options, -State) is det.
%
%  State is a new game of Players (p1 and p2) with Options (see the module
%  doc): White to move, unless the demonstration position says otherwise.
%
%  ?- new_state([p1, p2], [], S), state_player(S, P).
%     P = p1.
new_state(_Players, Options, replica(Player, Board, t(T1, T2), Ply, Rules, playing)) :-
    options_rules(Options, Rules, Position),
    position_picture(Position, Picture),
    picture_board(Picture, Board),
    start_position(Position, Facts),
    memberchk(to_move(Player), Facts),
    memberchk(ply(Ply), Facts),
    memberchk(transforms(T1, T2), Facts).

options_rules(Options, rules(AllWays, MaxT, MaxRounds), Position) :-
    % The seed's game extends the base rules so: on unless turned off.
    option_value(kings_move_all_directions, Options, true, AllWays),
    option_value(max_transformations, Options, unlimited, MaxT),
    default_max_rounds(DefaultRounds),
    option_value(max_rounds, Options, DefaultRounds, MaxRounds),
    option_value(position, Options, standard, Position).

option_value(Name, Options, Default, Value) :-
    functor(Option, Name, 1),
    (   memberchk(Option, Options)
    ->  arg(1, Option, Value)
    ;   Value = Default
    ).

/* Reading a state */

%% state_player(+State, -Player) is det.
%
%  Player (p1 White, p2 Black) is to move.
state_player(replica(Player, _, _, _, _, _), Player).

%% state_board(+State, -Board) is det.
state_board(replica(_, Board, _, _, _, _), Board).

%% state_status(+State, -Status) is det.
%
%  Status is playing or won(Winner, Reason).
state_status(replica(_, _, _, _, _, Status), Status).

%% state_rules(+State, -Rules) is det.
%
%  Rules is rules(AllWays, MaxTransformations, MaxRounds).
state_rules(replica(_, _, _, _, Rules, _), Rules).

%% state_transforms(+State, ?Player, -Count) is det.
%
%  Player has made Count transformations.
state_transforms(replica(_, _, t(T1, _), _, _, _), p1, T1).
state_transforms(replica(_, _, t(_, T2), _, _, _), p2, T2).

%% transform_limit(+State, -Limit) is det.
%
%  Each side may transform Limit times (a number or `unlimited`).
transform_limit(replica(_, _, _, _, rules(_, Limit, _), _), Limit).

%% state_round(+State, -Round) is det.
%
%  Round is the number of the round being played: 1 for the first move of
%  each side.
state_round(replica(_, _, _, Ply, _, _), Round) :-
    Round is Ply // 2 + 1.

/* Moves */

%% legal_move(+State, ?Move) is nondet.
%
%  Move is allowed for the player to move in State: move(From, To) (a step
%  or a jump), transform(Square) or forfeit. The board moves come first, in
%  board order, then forfeit.
%
%  ?- new_state([p1, p2], [], S), legal_move(S, move(b4, b5)).
%     true.
legal_move(State, Move) :-
    state_status(State, playing),
    (   Move == forfeit
    ->  true
    ;   move_coordinates(Move, BoardMove),
        board_move(State, BoardMove),
        move_board_move(Move, BoardMove)
    ;   var(Move),
        Move = forfeit
    ).

%  Binds what is known of the coordinates of a move as typed (all fails for
%  a square that is not on the board).
move_coordinates(Move, BoardMove) :-
    (   var(Move)
    ->  true
    ;   Move = move(From, To)
    ->  BoardMove = m(X, Y, X1, Y1),
        optional_square(From, X, Y),
        optional_square(To, X1, Y1)
    ;   Move = transform(Square)
    ->  BoardMove = t(X, Y),
        optional_square(Square, X, Y)
    ;   fail
    ).

optional_square(Square, X, Y) :-
    (   var(Square)
    ->  true
    ;   square_xy(Square, X, Y)
    ).

%% move_board_move(?Move, ?BoardMove) is det.
%
%  Move, as typed (move(b2, c3)), is BoardMove in coordinates (m(2, 2, 3, 3)).
move_board_move(move(From, To), m(X, Y, X1, Y1)) :-
    !,
    xy_square(X, Y, From),
    xy_square(X1, Y1, To).
move_board_move(transform(Square), t(X, Y)) :-
    xy_square(X, Y, Square).

%% board_moves(+State, -Moves) is det.
%
%  Moves are the board moves (m/4, t/2) of the player to move, in the order
%  of board_move/2: no forfeit.
board_moves(State, Moves) :-
    findall(M, board_move(State, M), Moves).

%% board_move(+State, ?BoardMove) is nondet.
%
%  BoardMove is a step, a jump (m(X, Y, X1, Y1)) or a transform (t(X, Y))
%  the player to move may make. Pieces are taken row by row from a1, then
%  the transforms.
board_move(replica(Player, Board, Ts, _, rules(AllWays, MaxT, _), _), Move) :-
    (   Move = m(X, Y, X1, Y1),
        between(1, 8, Y),
        between(1, 8, X),
        board_cell(Board, X, Y, Cell),
        cell_piece(Cell, Player, Kind),
        piece_direction(Player, Kind, AllWays, DX, DY),
        direction_target(Board, Player, X, Y, DX, DY, X1, Y1)
    ;   Move = t(X, Y),
        transforms_left(Player, Ts, MaxT),
        between(1, 8, Y),
        between(1, 8, X),
        board_cell(Board, X, Y, Cell),
        cell_piece(Cell, Player, man),
        once(king_sees(Board, Player, AllWays, X, Y))
    ).

transforms_left(Player, t(T1, T2), MaxT) :-
    (   MaxT == unlimited
    ->  true
    ;   Player == p1
    ->  T1 < MaxT
    ;   T2 < MaxT
    ).

%  The directions a piece moves (and a king sees) in.
piece_direction(Player, Kind, AllWays, DX, DY) :-
    (   Kind == king,
        AllWays == true
    ->  any_direction(DX, DY)
    ;   forward_direction(Player, DX, DY)
    ).

%  The one cell a piece reaches in a direction: the next cell when it is not
%  friendly (a step), else the first cell past the friendly pieces (a jump).
direction_target(Board, Player, X, Y, DX, DY, X1, Y1) :-
    Xa is X + DX,
    Ya is Y + DY,
    on_board(Xa, Ya),
    board_cell(Board, Xa, Ya, Cell),
    (   cell_piece(Cell, Player, _)
    ->  past_friends(Board, Player, Xa, Ya, DX, DY, X1, Y1)
    ;   X1 = Xa,
        Y1 = Ya
    ).

past_friends(Board, Player, X, Y, DX, DY, X1, Y1) :-
    Xa is X + DX,
    Ya is Y + DY,
    on_board(Xa, Ya),
    board_cell(Board, Xa, Ya, Cell),
    (   cell_piece(Cell, Player, _)
    ->  past_friends(Board, Player, Xa, Ya, DX, DY, X1, Y1)
    ;   X1 = Xa,
        Y1 = Ya
    ).

%  king_sees(+Board, +Player, +AllWays, +X, +Y) is nondet.
%
%  A king of Player sees cell X, Y: looking back from it along one of the
%  king's directions, only empty cells and Player's pieces come before the
%  king. Succeeds once per king that sees it.
king_sees(Board, Player, AllWays, X, Y) :-
    piece_direction(Player, king, AllWays, DX, DY),
    BX is -DX,
    BY is -DY,
    sight_king(Board, Player, X, Y, BX, BY).

sight_king(Board, Player, X, Y, DX, DY) :-
    Xa is X + DX,
    Ya is Y + DY,
    on_board(Xa, Ya),
    board_cell(Board, Xa, Ya, Cell),
    (   Cell == e
    ->  sight_king(Board, Player, Xa, Ya, DX, DY)
    ;   cell_piece(Cell, Player, Kind)
    ->  (   Kind == king
        ->  true
        ;   sight_king(Board, Player, Xa, Ya, DX, DY)
        )
    ).

%% can_win_at_once(+State) is semidet.
%
%  The player to move in State has a board move that wins at once: one of
%  its pieces can land on an enemy king, one of its kings can land on the
%  target corner, or a king of it sees its man standing there (and it may
%  still transform). The same as some board_move/2 whose apply_board_move/3
%  gives won(_, _), found without generating the moves: looking back from
%  the cell to reach, along each direction, over the player's own pieces.
can_win_at_once(State) :-
    State = replica(Player, Board, Ts, _, rules(AllWays, MaxT, _), _),
    (   between(1, 8, Y),
        between(1, 8, X),
        board_cell(Board, X, Y, Cell),
        cell_piece(Cell, Other, king),
        Other \== Player,
        piece_reaches(Board, Player, AllWays, any, X, Y)
    ->  true
    ;   target_corner(Player, X, Y),
        board_cell(Board, X, Y, Cell),
        (   cell_piece(Cell, Player, man)
        ->  transforms_left(Player, Ts, MaxT),
            king_sees(Board, Player, AllWays, X, Y)
        ;   \+ cell_piece(Cell, Player, _),
            piece_reaches(Board, Player, AllWays, king, X, Y)
        )
    ->  true
    ).

%  A piece of Player (of kind Kind, or any) can step or jump onto X, Y: the
%  cells behind X, Y in some direction are Player's pieces, and one of them
%  moves in that direction.
piece_reaches(Board, Player, AllWays, Kind, X, Y) :-
    any_direction(DX, DY),
    BX is -DX,
    BY is -DY,
    chain_mover(Board, Player, AllWays, Kind, X, Y, BX, BY, DX, DY),
    !.

chain_mover(Board, Player, AllWays, Kind, X, Y, BX, BY, DX, DY) :-
    Xa is X + BX,
    Ya is Y + BY,
    on_board(Xa, Ya),
    board_cell(Board, Xa, Ya, Cell),
    cell_piece(Cell, Player, PieceKind),
    (   ( Kind == any ; Kind == PieceKind ),
        piece_direction(Player, PieceKind, AllWays, DX, DY)
    ->  true
    ;   chain_mover(Board, Player, AllWays, Kind, Xa, Ya, BX, BY, DX, DY)
    ).

%% apply_move(+State0, +Move, -State) is semidet.
%
%  State follows State0 when its player makes the legal Move.
apply_move(State0, Move, State) :-
    (   Move == forfeit
    ->  State0 = replica(Player, Board, Ts, Ply0, Rules, playing),
        opponent(Player, Other),
        Ply is Ply0 + 1,
        State = replica(Other, Board, Ts, Ply, Rules, won(Other, forfeit))
    ;   move_coordinates(Move, BoardMove),
        ground(BoardMove),
        board_move(State0, BoardMove)
    ->  apply_board_move(State0, BoardMove, State)
    ).

%% apply_board_move(+State0, +BoardMove, -State) is det.
%
%  State follows State0 after the board move BoardMove (already known to be
%  legal): the piece moves, capturing what stands on its target, or the man
%  becomes a king; a capture of a king or a king on the target corner wins.
apply_board_move(replica(Player, Board0, Ts, Ply0, Rules, _), m(X, Y, X1, Y1),
                 replica(Other, Board, Ts, Ply, Rules, Status)) :-
    board_cell(Board0, X, Y, Cell),
    board_cell(Board0, X1, Y1, Captured),
    set_board_cell(Board0, X, Y, e, Board1),
    set_board_cell(Board1, X1, Y1, Cell, Board),
    opponent(Player, Other),
    Ply is Ply0 + 1,
    (   cell_piece(Captured, Other, king)
    ->  Status = won(Player, king_captured)
    ;   cell_piece(Cell, Player, king),
        target_corner(Player, X1, Y1)
    ->  Status = won(Player, corner)
    ;   Status = playing
    ).
apply_board_move(replica(Player, Board0, t(T10, T20), Ply0, Rules, _), t(X, Y),
                 replica(Other, Board, t(T1, T2), Ply, Rules, Status)) :-
    piece_cell(Player, king, King),
    set_board_cell(Board0, X, Y, King, Board),
    (   Player == p1
    ->  T1 is T10 + 1,
        T2 = T20
    ;   T1 = T10,
        T2 is T20 + 1
    ),
    opponent(Player, Other),
    Ply is Ply0 + 1,
    (   target_corner(Player, X, Y)
    ->  Status = won(Player, corner)
    ;   Status = playing
    ).

/* The end */

%% game_over(+State, -Outcome) is semidet.
%
%  The game in State is over with Outcome: winner(Player) (a king reached
%  the corner, a king was captured, or the other side forfeited) or draw
%  (the round limit is reached, or the player to move has no move).
game_over(State, Outcome) :-
    state_status(State, Status),
    (   Status = won(Winner, _)
    ->  Outcome = winner(Winner)
    ;   State = replica(_, _, _, Ply, rules(_, _, MaxRounds), _),
        Ply >= 2 * MaxRounds
    ->  Outcome = draw
    ;   \+ board_move(State, _)
    ->  Outcome = draw
    ).

/* Why a move is not allowed */

%% move_error(+State, +Move, -Error) is semidet.
%
%  Error (a message key naming the rule) says why the player to move in
%  State may not make Move; fails when Move is legal.
%
%  ?- new_state([p1, p2], [], S), move_error(S, move(a1, a2), E).
%     E = own_piece_jump(a2, a5).
move_error(State, Move, Error) :-
    (   Move == forfeit
    ->  fail
    ;   Move = move(From, To)
    ->  step_error(State, From, To, Error)
    ;   Move = transform(Square)
    ->  transform_error(State, Square, Error)
    ;   Error = unknown_move(Move)
    ).

step_error(State, From, To, Error) :-
    state_player(State, Player),
    state_board(State, Board),
    (   \+ square_xy(From, _, _)
    ->  Error = not_a_square(From)
    ;   \+ square_xy(To, _, _)
    ->  Error = not_a_square(To)
    ;   square_xy(From, X, Y),
        board_cell(Board, X, Y, e)
    ->  Error = no_piece(From)
    ;   square_xy(From, X, Y),
        board_cell(Board, X, Y, Cell),
        \+ cell_piece(Cell, Player, _)
    ->  Error = not_your_piece(From, Player)
    ;   From == To
    ->  Error = same_square(From)
    ;   line_direction(From, To, DX, DY, _)
    ->  direction_error(State, From, To, DX, DY, Error)
    ;   Error = not_a_line(From, To)
    ).

%  From and To lie on one line, in direction DX, DY, Distance cells apart.
line_direction(From, To, DX, DY, Distance) :-
    square_xy(From, X, Y),
    square_xy(To, X1, Y1),
    SX is X1 - X,
    SY is Y1 - Y,
    (   SX =:= 0
    ;   SY =:= 0
    ;   abs(SX) =:= abs(SY)
    ),
    DX is sign(SX),
    DY is sign(SY),
    Distance is max(abs(SX), abs(SY)).

direction_error(State, From, To, DX, DY, Error) :-
    State = replica(Player, Board, _, _, rules(AllWays, _, _), _),
    square_xy(From, X, Y),
    board_cell(Board, X, Y, Cell),
    cell_piece(Cell, Player, Kind),
    (   \+ piece_direction(Player, Kind, AllWays, DX, DY)
    ->  (   Kind == king,
            AllWays == false
        ->  Error = king_not_forward(From, To, Player)
        ;   Error = not_forward(From, To, Player)
        )
    ;   direction_target(Board, Player, X, Y, DX, DY, X1, Y1),
        xy_square(X1, Y1, To)
    ->  fail
    ;   square_xy(To, TX, TY),
        board_cell(Board, TX, TY, ToCell),
        cell_piece(ToCell, Player, _)
    ->  (   direction_target(Board, Player, X, Y, DX, DY, X1, Y1)
        ->  xy_square(X1, Y1, Target),
            Error = own_piece_jump(To, Target)
        ;   Error = own_piece_there(To)
        )
    ;   Xa is X + DX,
        Ya is Y + DY,
        board_cell(Board, Xa, Ya, Next),
        \+ cell_piece(Next, Player, _)
    ->  xy_square(Xa, Ya, NextSquare),
        Error = step_only(From, To, NextSquare)
    ;   direction_target(Board, Player, X, Y, DX, DY, X1, Y1)
    ->  xy_square(X1, Y1, Target),
        Error = jump_lands_first(From, To, Target)
    ;   Error = jump_off_board(From, To)
    ).

transform_error(State, Square, Error) :-
    State = replica(Player, Board, Ts, _, rules(AllWays, MaxT, _), _),
    (   \+ square_xy(Square, _, _)
    ->  Error = not_a_square(Square)
    ;   square_xy(Square, X, Y),
        board_cell(Board, X, Y, e)
    ->  Error = no_piece(Square)
    ;   square_xy(Square, X, Y),
        board_cell(Board, X, Y, Cell),
        \+ cell_piece(Cell, Player, _)
    ->  Error = not_your_piece(Square, Player)
    ;   square_xy(Square, X, Y),
        board_cell(Board, X, Y, Cell),
        cell_piece(Cell, Player, king)
    ->  Error = already_king(Square)
    ;   \+ transforms_left(Player, Ts, MaxT)
    ->  Error = no_transforms_left(MaxT)
    ;   square_xy(Square, X, Y),
        \+ king_sees(Board, Player, AllWays, X, Y)
    ->  (   AllWays == true
        ->  Error = not_in_sight_any(Square)
        ;   Error = not_in_sight(Square, Player)
        )
    ).

%% king_sight_error(+State, +King, +Square, -Error) is semidet.
%
%  Error says why the piece on King is not a king of the player to move
%  that sees Square (for transform(King, Square), the seed's form naming
%  the king); fails when it is and does.
king_sight_error(State, King, Square, Error) :-
    State = replica(Player, Board, _, _, rules(AllWays, _, _), _),
    (   \+ square_xy(King, _, _)
    ->  Error = not_a_square(King)
    ;   square_xy(King, KX, KY),
        board_cell(Board, KX, KY, Cell),
        \+ cell_piece(Cell, Player, king)
    ->  Error = not_your_king(King, Player)
    ;   \+ square_xy(Square, _, _)
    ->  Error = not_a_square(Square)
    ;   King \== Square,
        square_xy(King, KX, KY),
        line_direction(King, Square, DX, DY, _),
        piece_direction(Player, king, AllWays, DX, DY),
        square_xy(Square, X, Y),
        BX is -DX,
        BY is -DY,
        sight_reaches(Board, Player, X, Y, BX, BY, KX-KY)
    ->  fail
    ;   Error = king_cannot_see(King, Square)
    ).

%  Looking from X, Y in direction DX, DY, the cell K comes before any enemy.
sight_reaches(Board, Player, X, Y, DX, DY, K) :-
    Xa is X + DX,
    Ya is Y + DY,
    (   Xa-Ya == K
    ->  true
    ;   board_cell(Board, Xa, Ya, Cell),
        (   Cell == e
        ;   cell_piece(Cell, Player, _)
        ),
        sight_reaches(Board, Player, Xa, Ya, DX, DY, K)
    ).

/* Consistency, for saves and simulations */

%% state_error(+State, -Error) is semidet.
%
%  Error says why State is no position of Replica: a broken shape, a piece
%  count above twelve, more transformations than the rules allow, kings
%  that do not match the transformations (each side has its first king plus
%  one per transformation, less the one captured when the game ended
%  so), the wrong side to move for the number of moves, or a status that
%  does not match the board.
state_error(State, Error) :-
    (   \+ State = replica(_, _, _, _, _, _)
    ->  Error = state_shape
    ;   State = replica(Player, Board, Ts, Ply, Rules, Status),
        (   \+ rules_shape(Rules)
        ->  Error = state_rules(Rules)
        ;   \+ board_shape(Board)
        ->  Error = state_board
        ;   \+ ( integer(Ply), Ply >= 0 )
        ->  Error = state_ply(Ply)
        ;   \+ memberchk(Player, [p1, p2])
        ->  Error = state_player(Player)
        ;   \+ ply_player(Ply, Player)
        ->  Error = state_turn(Ply, Player)
        ;   Rules = rules(_, _, MaxRounds),
            Ply > 2 * MaxRounds
        ->  Error = state_rounds(Ply, MaxRounds)
        ;   \+ status_shape(Status)
        ->  Error = state_status(Status)
        ;   \+ ( Ts = t(T1, T2), integer(T1), integer(T2), T1 >= 0, T2 >= 0 )
        ->  Error = state_transforms(Ts)
        ;   Rules = rules(_, MaxT, _),
            MaxT \== unlimited,
            Ts = t(T1, T2),
            max(T1, T2) > MaxT
        ->  Error = state_too_many_transforms(T1, T2, MaxT)
        ;   member(P, [p1, p2]),
            board_pieces(Board, P, Pieces),
            length(Pieces, N),
            N > 12
        ->  Error = state_too_many_pieces(P, N)
        ;   member(P, [p1, p2]),
            king_count_error(State, P, Error0)
        ->  Error = Error0
        ;   Status == playing,
            member(P, [p1, p2]),
            target_corner(P, X, Y),
            board_cell(Board, X, Y, Cell),
            cell_piece(Cell, P, king)
        ->  Error = state_king_home_unnoticed(P)
        ;   Status = won(P, corner),
            target_corner(P, X, Y),
            board_cell(Board, X, Y, Cell),
            \+ cell_piece(Cell, P, king)
        ->  Error = state_corner_win_without_king(P)
        )
    ).

rules_shape(rules(AllWays, MaxT, MaxRounds)) :-
    memberchk(AllWays, [true, false]),
    (   MaxT == unlimited
    ;   integer(MaxT),
        MaxT >= 0
    ),
    integer(MaxRounds),
    MaxRounds >= 1.

board_shape(Board) :-
    nonvar(Board),
    Board = b(_, _, _, _, _, _, _, _),
    Board =.. [b|Rows],
    forall(member(Row, Rows),
           ( nonvar(Row),
             Row = r(_, _, _, _, _, _, _, _),
             Row =.. [r|Cells],
             forall(member(C, Cells),
                    ( atom(C),
                      memberchk(C, [e, wm, wk, bm, bk]) )) )).

ply_player(Ply, Player) :-
    (   Ply mod 2 =:= 0
    ->  Player == p1
    ;   Player == p2
    ).

status_shape(Status) :-
    (   Status == playing
    ;   nonvar(Status),
        Status = won(P, Reason),
        memberchk(P, [p1, p2]),
        memberchk(Reason, [corner, king_captured, forfeit])
    ).

%  Each side has its first king plus one per transformation; the side whose
%  king was captured (which ended the game) has one less.
king_count_error(State, P, state_kings(P, Kings, Expected)) :-
    State = replica(_, Board, _, _, _, Status),
    board_pieces(Board, P, Pieces),
    findall(x, member(_-_-king, Pieces), Ks),
    length(Ks, Kings),
    state_transforms(State, P, T),
    opponent(P, Other),
    (   Status = won(Other, king_captured)
    ->  Expected = T
    ;   Expected is T + 1
    ),
    Kings =\= Expected.
