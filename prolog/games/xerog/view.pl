/** What players see of Xero-G: the board and the account of each move.

The board is drawn by the host (screen:display_board/1) as 8 rows: base A
(p1's, at the top), the grid rows 1-6, base B (p2's). Ships show their
level; the ships the player to move may move (its home row) are in
brackets and in its colour. A ship that reached a base is drawn there.
*/
:- module(xerog_view, [board_view/2,
                       announce_move/4,
                       path_text/3,
                       path_steps/4]).

:- use_module(library(lists)).
:- use_module(library(between)).
:- use_module('../../host/text').
:- use_module('../../host/screen').
:- use_module('../../common/game').
:- use_module(board).
:- use_module('../../common/two_players').
:- use_module(moves).
:- use_module(rules).

%% board_view(+State, -Board) is det.
%
%  Board is the drawing of State for screen:display_board/1.
board_view(State, board(8, 6, Cells, Legend, [title(Title),
                                               width(1),
                                               row_labels(['A', 1, 2, 3, 4, 5, 6, 'B']),
                                               col_labels([a, b, c, d, e, f])])) :-
    State = xerog(Phase, Player, Round, Board, _),
    movable_cells(Phase, Board, Player, Movable),
    player_colour(Player, Colour),
    findall(cell(Row, Col, Text, C, H),
            ( between(1, 36, I),
              cell_row_col(I, Row0, Col),
              Row is Row0 + 1,
              arg(I, Board, Level),
              cell_look(Level, I, Movable, Colour, Text, C, H) ),
            GridCells),
    base_cells(Phase, 1, 'A', p1, TopCells),
    base_cells(Phase, 8, 'B', p2, BottomCells),
    append([TopCells, GridCells, BottomCells], Cells),
    title(Phase, Player, Round, Board, Title),
    name_of(p1, Name1),
    name_of(p2, Name2),
    text(legend_base(p1, Name1, 'A'), L1),
    text(legend_base(p2, Name2, 'B'), L2),
    text(legend_ships, L3),
    Legend = [legend(1, L1), legend(2, L2), legend(0, L3)].

movable_cells(Phase, Board, Player, Movable) :-
    (   Phase == playing
    ->  home_ships(Board, Player, Movable)
    ;   Movable = []
    ).

player_colour(p1, 1).
player_colour(p2, 2).

cell_look(0, _, _, _, '.', 7, false).
cell_look(Level, I, Movable, Colour, Level, C, H) :-
    Level > 0,
    (   memberchk(I, Movable)
    ->  C = Colour,
        H = true
    ;   C = 0,
        H = false
    ).

%  A base row: its letter in every column, or the winning ship where it
%  landed.
base_cells(Phase, Row, Letter, Owner, Cells) :-
    player_colour(Owner, Colour),
    findall(cell(Row, Col, Text, C, H),
            ( between(1, 6, Col),
              (   Phase = won(Winner, Level, Col),
                  opponent(Winner, Owner)
              ->  Text = Level,
                  C = Colour,
                  H = true
              ;   Text = Letter,
                  C = Colour,
                  H = false
              ) ),
            Cells).

title(placing, Player, _, _, Title) :-
    name_of(Player, Name),
    start_row(Player, Row),
    text(title_placing(Name, Row), Title).
title(playing, Player, Round, Board, Title) :-
    name_of(Player, Name),
    (   home_row(Board, Player, Row)
    ->  true
    ;   Row = (-)
    ),
    text(title_playing(Round, Name, Row), Title).
title(won(Winner, _, _), _, _, _, Title) :-
    name_of(Winner, Name),
    text(title_won(Name), Title).
title(drawn(_), _, _, _, Title) :-
    text(title_drawn, Title).

name_of(Player, Name) :-
    (   catch(player_shown(Player, Name0), _, fail)
    ->  Name = Name0
    ;   Name = Player
    ).

text(Key, Atom) :-
    message_text(Key, Chars),
    atom_chars(Atom, Chars).

%% announce_move(+Player, +Move, +State0, +State) is det.
%
%  Tells what Player's Move did, how the game ended if it did, and draws
%  the board when the next player is a human (after a computer, the library
%  draws it).
announce_move(Player, Move, State0, State) :-
    name_of(Player, Name),
    announce(Move, Name, Player, State0),
    announce_end(State),
    (   game_player(Player, human(_)),
        (   game_over(State, _)
        ;   state_player(State, Next),
            game_player(Next, human(_))
        )
    ->  display_map
    ;   true
    ).

announce(arrange(Levels), Name, Player, _) :-
    start_row(Player, Row),
    say(arranged(Name, Row, Levels)).
announce(move(From, Names, Ending), Name, Player, State0) :-
    state_board(State0, Board),
    move_turn(move(From, Names, Ending), Start, Path, IEnding),
    arg(Start, Board, Level),
    path_text([Start|Path], Player, Text),
    last(Path, Last),
    (   Last == base
    ->  opponent(Player, Loser),
        base_letter(Loser, Letter),
        say(turn_won(Name, Level, From, Text, Letter))
    ;   IEnding = reprogram(Z)
    ->  arg(Last, Board, LevelY),
        cell_index(Y, Last),
        cell_index(To, Z),
        say(turn_reprogram(Name, Level, From, Text, Y, LevelY, To))
    ;   cell_index(To, Last),
        say(turn_stop(Name, Level, From, Text, To))
    ),
    path_boosts(Board, Start, Path, Boosts),
    (   Boosts == []
    ->  true
    ;   findall(message(boost_at(C, L)),
                ( member(B, Boosts),
                  cell_index(C, B),
                  arg(B, Board, L) ),
                Parts),
        words(Parts, ', ', Boosted),
        say(turn_boosts(Boosted))
    ).

announce_end(State) :-
    state_phase(State, Phase),
    (   Phase = drawn(round_limit)
    ->  state_round(State, Round),
        say(drawn_round_limit(Round))
    ;   Phase = drawn(no_move(P))
    ->  name_of(P, Name),
        say(drawn_no_move(Name))
    ;   true
    ).

base_letter(p1, 'A').
base_letter(p2, 'B').

%% path_text(+Cells, +Player, -Text) is det.
%
%  Text is how a message shows the cells of a path (indexes, `base` for
%  Player's target), c1 > c2 > d2 > base B: a message inside the message
%  (the base's word in each reader's language), words/N of the common
%  messages.
path_text(Cells, Player, Text) :-
    opponent(Player, Loser),
    base_letter(Loser, Letter),
    maplist(cell_part(Letter), Cells, Parts),
    words(Parts, ' > ', Text).

cell_part(Letter, I, Part) :-
    (   I == base
    ->  Part = message(path_base(Letter))
    ;   cell_index(Part, I)
    ).

%  The parts one after another, Separator between them, as the message
%  words(Part1, Separator, Part2, ...).
words(Parts, Separator, message(Words)) :-
    separated(Parts, Separator, Args),
    Words =.. [words|Args].

separated([], _, []).
separated([P|Ps], Separator, [P|Args]) :-
    (   Ps == []
    ->  Args = []
    ;   Args = [Separator|Args1],
        separated(Ps, Separator, Args1)
    ).

%% path_steps(+Start, +Path, +Player, -Steps) is det.
%
%  Steps are the directions (u, d, l, r) of Path from Start, as a player
%  types them.
%
%  ?- path_steps(3, [9, 10], p1, S).
%     S = [d, r].
path_steps(_, [], _, []).
path_steps(Cell, [Next|Path], Player, [Dir|Dirs]) :-
    (   Next == base
    ->  player_goal(Player, Goal),
        once(neighbour(Cell, Dir, Goal)),
        Dirs = []
    ;   once(neighbour(Cell, Dir, Next)),
        path_steps(Next, Path, Player, Dirs)
    ).

last([X], X) :-
    !.
last([_|Xs], X) :-
    last(Xs, X).
