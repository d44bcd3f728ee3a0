/** What players see of Replica: the board and what each move did.

board_view/2 describes the board for the host (screen:display_board/1): rank
8 at the top, files a-h left to right, White's pieces `w` (man) and `W`
(king) in red, Black's `b` and `B` in blue, so the sides differ without
colour too. The two corners (a1, h8) are the targets: an empty one shows
`+`. announce_move/4 prints one line per move (steps, jumps, captures,
transformations, forfeits) and, between two humans, the board;
readable_reason/2 names the sides in a hint's reasons (hint_reason/3,
computer.pl).
*/
:- module(replica_view, [board_view/2,
                         announce_move/4,
                         readable_reason/2,
                         side_label/2,
                         move_text/2]).

:- use_module(library(lists)).
:- use_module(library(between)).
:- use_module(library(charsio)).
:- use_module('../../host/text').
:- use_module('../../host/screen').
:- use_module('../../common/game').
:- use_module(board).
:- use_module(rules).
:- use_module('../../common/two_players').

%% board_view(+State, -Board) is det.
%
%  Board is what the host draws for State: board(8, 8, Cells, Legend,
%  Options) with a title saying who is to move (or who won) and the
%  transformations made.
board_view(State, board(8, 8, Cells, Legend, Options)) :-
    state_board(State, Board),
    findall(cell(Row, X, Text, Colour, false),
            ( between(1, 8, Y),
              between(1, 8, X),
              Row is 9 - Y,
              board_cell(Board, X, Y, Cell),
              cell_look(Cell, X, Y, Text, Colour) ),
            Cells),
    legend_text(p1, L1),
    legend_text(p2, L2),
    Legend = [legend(1, L1), legend(2, L2)],
    title_text(State, Title),
    Options = [title(Title),
               width(1),
               row_labels(['8', '7', '6', '5', '4', '3', '2', '1']),
               col_labels([a, b, c, d, e, f, g, h])].

cell_look(e, X, Y, Text, 7) :-
    (   player_corner(_, X, Y)
    ->  Text = (+)
    ;   Text = '.'
    ).
cell_look(wm, _, _, w, 1).
cell_look(wk, _, _, 'W', 1).
cell_look(bm, _, _, b, 2).
cell_look(bk, _, _, 'B', 2).

legend_text(Player, Text) :-
    side_label(Player, Label),
    message_text(legend(Player, Label), Text).

title_text(State, Title) :-
    state_player(State, Player),
    side_label(Player, Label),
    state_round(State, Round),
    state_transforms(State, p1, T1),
    state_transforms(State, p2, T2),
    transform_limit(State, Limit),
    (   game_over(State, Outcome)
    ->  outcome_title(Outcome, Key0)
    ;   Key0 = title_to_move(Label, Round)
    ),
    message_text(Key0, Head),
    message_text(title_transforms(T1, T2, Limit), Tail),
    append(Head, Tail, Title).

outcome_title(winner(P), title_won(Label)) :-
    side_label(P, Label).
outcome_title(draw, title_draw).

%% side_label(+Player, -Label) is det.
%
%  Label names Player's side and who plays it, e.g. 'White (alice)' or
%  'Black (computer, search)' (a computer's name already says its side):
%  a message inside the message that shows it, read in each reader's
%  language.
side_label(Player, Label) :-
    (   current_state(_),
        game_player(Player, cpu(_))
    ->  player_shown(Player, Label)
    ;   current_state(_),
        game_player(Player, human(Name))
    ->  Label = message(side_label(Player, Name))
    ;   Label = message(side_label(Player, Player))
    ).

%% move_text(+Move, -Text) is det.
%
%  Text is Move as a player types it, e.g. 'move(b2,c3)'.
move_text(Move, Text) :-
    write_term_to_chars(Move, [quoted(true)], Chars),
    atom_chars(Text, Chars).

%% announce_move(+Player, +Move, +State0, +State) is det.
%
%  Tells what Player's Move did between State0 and State: the step or jump
%  and its capture, the transformation, the forfeit, and why the game was
%  won. Between two humans it then draws the board.
announce_move(Player, Move, State0, State) :-
    side_label(Player, Label),
    announce(Move, Label, Player, State0, State),
    announce_win(State),
    (   game_player(Player, human(_)),
        (   game_over(State, _)
        ;   state_player(State, Next),
            game_player(Next, human(_))
        )
    ->  display_map
    ;   true
    ).

announce(forfeit, Label, _, _, _) :-
    say(forfeited(Label)).
announce(move(From, To), Label, Player, State0, _) :-
    state_board(State0, Board),
    square_xy(From, X, Y),
    square_xy(To, X1, Y1),
    Distance is max(abs(X1 - X), abs(Y1 - Y)),
    (   Distance =:= 1
    ->  say(stepped(Label, From, To))
    ;   Over is Distance - 1,
        say(jumped(Label, From, To, Over))
    ),
    board_cell(Board, X1, Y1, Captured),
    (   cell_piece(Captured, Other, Kind),
        Other \== Player
    ->  side_label(Other, OtherLabel),
        say(captured(Kind, OtherLabel, To))
    ;   true
    ).
announce(transform(Square), Label, Player, _, State) :-
    state_transforms(State, Player, Used),
    transform_limit(State, Limit),
    say(transformed(Label, Square, Used, Limit)).

announce_win(State) :-
    state_status(State, Status),
    (   Status = won(_, corner)
    ->  say(win_by_corner)
    ;   Status = won(_, king_captured)
    ->  say(win_by_king_capture)
    ;   true
    ).

%% readable_reason(+Key, -Readable) is det.
%
%  Key with its arguments side(Player) (the reasons of hint_reason/3,
%  computer.pl) as side_label/2 names them; other arguments stay as they
%  are.
%
%  ?- readable_reason(hint_threat_now(side(p2)), R).
%     R = hint_threat_now(message(side_label(p2, p2))).
readable_reason(Key, Readable) :-
    (   compound(Key)
    ->  Key =.. [Name|Args0],
        maplist(readable_argument, Args0, Args),
        Readable =.. [Name|Args]
    ;   Readable = Key
    ).

readable_argument(Arg0, Arg) :-
    (   nonvar(Arg0),
        Arg0 = side(Player),
        memberchk(Player, [p1, p2])
    ->  side_label(Player, Arg)
    ;   Arg = Arg0
    ).
