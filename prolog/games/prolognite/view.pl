/** Prolognite as players see it: the board and what each move did.

board_view/2 describes the board for the host (screen:display_board/1):
`.` an empty cell, `#` an obstacle, `w3` white's (p1's) army worth 3, `b2`
black's (p2's) worth 2; in the destruction phase the cells the player to
move can destroy are marked `[ ]`. announce_move/4 tells what a move did,
readable_reason/2 writes the positions and armies of a hint's reasons
(hint_reason/3, computer.pl).
Texts come from the message tables, in the player's language.
*/
:- module(prolognite_view, [board_view/2,
                            announce_move/4,
                            readable_reason/2,
                            army_text/3,
                            position_text/2,
                            seers_text/3,
                            values_text/2]).

:- use_module(library(lists)).
:- use_module('../../host/text').
:- use_module('../../host/screen').
:- use_module('../../common/game').
:- use_module(lines).
:- use_module(rules).
:- use_module('../../common/two_players').

%% board_view(+State, -Board) is det.
%
%  Board is the board of State as screen:display_board/1 draws it.
board_view(State, board(Size, Size, Cells, Legend, [title(Title)])) :-
    state_size(State, Size),
    state_player(State, Player),
    marked_targets(State, Player, Marked),
    findall(cell(R, C, Text, Colour, Mark),
            ( board_position(Size, _, R-C),
              state_content(State, R-C, Content),
              content_text(Content, Text, Colour),
              (   memberchk(R-C, Marked)
              ->  Mark = true
              ;   Mark = false
              ) ),
            Cells),
    board_title(State, Player, Title),
    findall(legend(Colour, Text),
            ( member(P, [p1, p2]),
              player_legend(State, P, Colour, Text) ),
            Legend0),
    player_name(Player, Name),
    (   game_over(State, _)
    ->  message_text(legend_marks_over, Marks)
    ;   state_phase(State, deployment)
    ->  message_text(legend_marks_deployment, Marks)
    ;   message_text(legend_marks(Name), Marks)
    ),
    append(Legend0, [legend(0, Marks)], Legend).

%  What the player to move can destroy now (nothing in deployment or at the end).
marked_targets(State, Player, Marked) :-
    (   state_phase(State, destruction),
        \+ game_over(State, _)
    ->  findall(Pos, target(State, Player, Pos, _), Marked)
    ;   Marked = []
    ).

content_text(empty, '.', 0).
content_text(obstacle, '#', 7).
content_text(army(P, V), Text, Colour) :-
    army_text(P, V, Text),
    player_colour(P, Colour).

player_colour(p1, 1).
player_colour(p2, 2).

board_title(State, Player, Title) :-
    player_name(Player, Name),
    (   game_over(State, _)
    ->  Key = board_title_over
    ;   state_phase(State, deployment)
    ->  Key = board_title_deployment(Name)
    ;   Key = board_title_destruction(Name)
    ),
    message_text(Key, Title).

player_legend(State, P, Colour, Text) :-
    player_colour(P, Colour),
    player_name(P, Name),
    player_strength(State, P, Strength),
    player_reserve(State, P, Reserve),
    values_text(Reserve, ReserveText),
    message_text(legend_player(P, Name, Strength, ReserveText), Text).

%% army_text(+Player, +Value, -Text) is det.
%
%  Text is how the board writes Player's army of Value: w3 for p1, b3 for p2.
%
%  ?- army_text(p2, 3, T).
%     T = b3.
army_text(Player, Value, Text) :-
    player_letter(Player, Letter),
    number_chars(Value, Ds),
    atom_chars(Text, [Letter|Ds]).

player_letter(p1, w).
player_letter(p2, b).

%% position_text(+Pos, -Chars) is det.
%
%  Chars writes Row-Col as players read it: "(2,3)".
position_text(R-C, Chars) :-
    number_chars(R, Rs),
    number_chars(C, Cs),
    append([['('], Rs, [','], Cs, [')']], Chars).

%% seers_text(+State, +Seers, -Chars) is det.
%
%  Chars lists the armies at the positions Seers: "w3 (2,1), w1 (4,3)".
seers_text(State, Seers, Chars) :-
    findall(Text, ( member(Pos, Seers),
                    state_content(State, Pos, army(P, V)),
                    army_text(P, V, A),
                    atom_chars(A, As),
                    position_text(Pos, Ps),
                    append([As, [' '], Ps], Text) ),
            Texts),
    join_texts(Texts, [',', ' '], Chars).

join_texts([], _, []).
join_texts([T], _, T) :-
    !.
join_texts([T|Ts], Sep, Chars) :-
    join_texts(Ts, Sep, Rest),
    append([T, Sep, Rest], Chars).

%% values_text(+Values, -Chars) is det.
%
%  Chars lists Values separated by spaces, or "-" for none.
values_text([], ['-']).
values_text([V|Vs], Chars) :-
    findall(Cs, ( member(X, [V|Vs]), number_chars(X, Cs) ), Texts),
    join_texts(Texts, [' '], Chars).

%% readable_reason(+Key, -Readable) is det.
%
%  Key with its arguments position(Pos) and armies(Armies) (the reasons of
%  hint_reason/3, computer.pl) as players read them: "(2,3)" and
%  "w3 at (2,1), w1 at (4,3)"; other arguments stay as they are.
%
%  ?- readable_reason(hint_clears(position(2-3)), R).
%     R = hint_clears("(2,3)").
readable_reason(Key, Readable) :-
    (   compound(Key)
    ->  Key =.. [Name|Args0],
        maplist(readable_argument, Args0, Args),
        Readable =.. [Name|Args]
    ;   Readable = Key
    ).

readable_argument(Arg0, Arg) :-
    (   nonvar(Arg0),
        Arg0 = position(Pos),
        ground(Pos)
    ->  position_text(Pos, Arg)
    ;   nonvar(Arg0),
        Arg0 = armies(Armies),
        ground(Armies)
    ->  findall(Text, ( member(army(Owner, V, Pos), Armies),
                        army_text(Owner, V, Army),
                        atom_chars(Army, As),
                        position_text(Pos, Ps),
                        append([As, [' ', a, t, ' '], Ps], Text) ),
                Texts),
        join_texts(Texts, [',', ' '], Arg)
    ;   Arg = Arg0
    ).

%% announce_move(+Player, +Move, +State0, +State) is det.
%
%  Prints what Move of Player did: the army placed, the obstacle or army
%  destroyed and by whom, the start of the destruction phase, and a pass of
%  the other player when they have nothing to destroy.
announce_move(Player, Move, State0, State) :-
    player_shown(Player, Name),
    move_report(Move, Player, Name, State0),
    (   state_phase(State0, deployment),
        state_phase(State, destruction)
    ->  say(destruction_begins)
    ;   true
    ),
    (   game_over(State, _)
    ->  player_strength(State, p1, Sum1),
        player_strength(State, p2, Sum2),
        say(final_sums(Sum1, Sum2))
    ;   state_phase(State, destruction),
        state_player(State, Player)
    ->  opponent(Player, Other),
        player_shown(Other, OtherName),
        say(passes(OtherName, Name))
    ;   true
    ),
    hotseat_board(Player, State).

%  Between two humans at one keyboard, the next one sees the board (and
%  the marks of what they can destroy) at once; after a computer's move
%  the common library draws it.
hotseat_board(Player, State) :-
    (   game_player(Player, human(_)),
        state_player(State, Next),
        game_player(Next, human(_)),
        \+ game_over(State, _)
    ->  display_map
    ;   true
    ).

move_report(place(V, R, C), Player, Name, _) :-
    army_text(Player, V, Army),
    say(placed(Name, Army, R, C)).
move_report(destroy(R, C), Player, Name, State0) :-
    target(State0, Player, R-C, What),
    destroy_report(What, Player, Name, R, C, State0).
move_report(pass, _, Name, _) :-
    say(passed(Name)).

destroy_report(obstacle(Seers), _, Name, R, C, State0) :-
    seers_text(State0, Seers, Text),
    say(destroyed_obstacle(Name, R, C, Text)).
destroy_report(army(V, Attackers), Player, Name, R, C, State0) :-
    opponent(Player, Owner),
    army_text(Owner, V, Army),
    findall(Pos, member(attacker(_, Pos), Attackers), Seers),
    seers_text(State0, Seers, Text),
    findall(W, member(attacker(W, _), Attackers), Ws),
    sum_list(Ws, Sum),
    say(destroyed_army(Name, Army, R, C, Text, Sum, V)).
