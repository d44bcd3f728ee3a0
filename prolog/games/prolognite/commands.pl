/** The commands of Prolognite: what a player types.

A thin layer over the rules: each command reads or asks for a move and
hands it to game:play_move/1, which checks it (move_error/3, then
legal_move/2), applies it, announces it and lets the computers play; or it
prints what the rules say about the position. A bad input prints why and
changes nothing; the end of input in the middle of a question cancels the
command.
*/
:- module(prolognite_commands, [place/3,
                                place/0,
                                destroy/2,
                                destroy/0,
                                pass/0,
                                targets/0,
                                inspect/2,
                                score/0,
                                rules/0,
                                command_move/3,
                                command_kind/2,
                                ask_options/1]).

:- use_module(library(lists)).
:- use_module(library(between)).
:- use_module(library(iso_ext)).
:- use_module('../../host/text').
:- use_module('../../host/screen').
:- use_module('../../common/game').
:- use_module(lines).
:- use_module(rules).
:- use_module('../../common/two_players').
:- use_module(view).
:- use_module(computer).

%% place(+Value, +Row, +Col) is det.
%
%  Deployment: the player to move places their army worth Value at Row, Col.
%
%  ?- startGame([alice, bob], [obstacles([1-1,2-2,3-3,4-4,5-5])]),
%     place(3, 2, 4), current_state(_S), state_content(_S, 2-4, C).
%     C = army(p1, 3).
place(Value, Row, Col) :-
    play_move(place(Value, Row, Col)).

%% place is det.
%
%  As place/3, asking for the value, the row and the column (or both on
%  one line, `3 3`). A value or a cell the rules refuse is asked again
%  after their reason; `cancel` (or `batal`) or the end of input at any
%  question backs out with nothing changed.
place :-
    (   turn_error(deployment, Error)
    ->  refuse(Error)
    ;   current_state(State),
        state_size(State, Size),
        state_player(State, Player),
        player_reserve(State, Player, Values),
        values_text(Values, Text),
        catch(place_questions(State, Size, Text, Move), Ball, stopped(Ball))
    ->  play_move(Move)
    ;   say(cancelled(place))
    ).

place_questions(State, Size, Text, Move) :-
    ask_integer(ask_value(Text), Value),
    (   move_error(State, place(Value, 1, 1), Error),
        value_error(Error)
    ->  say_refusal(Error),
        place_questions(State, Size, Text, Move)
    ;   ask_cell(Size, Row, Col),
        (   move_error(State, place(Value, Row, Col), Error)
        ->  say_refusal(Error),
            ask_place_cell(State, Size, Value, Move)
        ;   Move = place(Value, Row, Col)
        )
    ).

%  Only the cell is asked again once the value is right.
ask_place_cell(State, Size, Value, Move) :-
    ask_cell(Size, Row, Col),
    (   move_error(State, place(Value, Row, Col), Error)
    ->  say_refusal(Error),
        ask_place_cell(State, Size, Value, Move)
    ;   Move = place(Value, Row, Col)
    ).

value_error(army_value_range(_, _)).
value_error(army_already_placed(_, _)).

%  The rules' reason, said as a refused command says it (game:refuse/1),
%  without failing.
say_refusal(Error) :-
    \+ refuse(Error).

%  The questions stop at the end of input or when the player types
%  cancel; any other error is the rules' and goes on up.
stopped(Ball) :-
    (   Ball = error(host_error(end_of_input), _)
    ->  fail
    ;   Ball == cancelled
    ->  fail
    ;   throw(Ball)
    ).

%% destroy(+Row, +Col) is det.
%
%  Destruction: the player to move destroys the obstacle or the enemy army
%  at Row, Col; the rules find the armies that see or threaten it.
destroy(Row, Col) :-
    play_move(destroy(Row, Col)).

%% destroy is det.
%
%  As destroy/2, listing the targets and asking for the row and the column
%  (or both on one line); a cell the rules refuse is asked again after
%  their reason, `cancel` or the end of input backs out.
destroy :-
    (   turn_error(destruction, Error)
    ->  refuse(Error)
    ;   targets,
        current_state(State),
        state_size(State, Size),
        catch(ask_destroy_cell(State, Size, Move), Ball, stopped(Ball))
    ->  play_move(Move)
    ;   say(cancelled(destroy))
    ).

ask_destroy_cell(State, Size, Move) :-
    ask_cell(Size, Row, Col),
    (   move_error(State, destroy(Row, Col), Error)
    ->  say_refusal(Error),
        ask_destroy_cell(State, Size, Move)
    ;   Move = destroy(Row, Col)
    ).

%% pass is det.
%
%  The player to move passes: allowed only with nothing to destroy (and
%  then the rules pass by themselves).
pass :-
    play_move(pass).

%  Error: why the human to move cannot play a move of Phase now.
turn_error(Phase, Error) :-
    (   turn_refusal(Error0)
    ->  Error = Error0
    ;   current_state(State),
        phase_command_error(State, Phase, Error)
    ).

%  Error: why no move of Phase can be played in State.
phase_command_error(State, Phase, Error) :-
    \+ state_phase(State, Phase),
    phase_error(Phase, State, Error).

%% command_move(+State, +Command, -What) is semidet.
%
%  What the typed Command does in State, once nobody else is to move
%  (game:why/1): move(Move), the move the rules judge; for place and
%  destroy, which ask first, refused(Error) in the wrong phase, else
%  allowed(why_asks).
command_move(_, place(Value, Row, Col), move(place(Value, Row, Col))).
command_move(State, place, What) :-
    asking_command(State, deployment, What).
command_move(_, destroy(Row, Col), move(destroy(Row, Col))).
command_move(State, destroy, What) :-
    asking_command(State, destruction, What).
command_move(_, pass, move(pass)).

asking_command(State, Phase, What) :-
    (   phase_command_error(State, Phase, Error)
    ->  What = refused(Error)
    ;   What = allowed(why_asks)
    ).

%% command_kind(+Command, -Kind) is semidet.
%
%  Command is no move but a question (query).
command_kind(targets, query).
command_kind(inspect(_, _), query).
command_kind(score, query).
command_kind(rules, query).

phase_error(deployment, _, place_in_destruction).
phase_error(destruction, State, destroy_in_deployment(Values)) :-
    state_player(State, Player),
    player_reserve(State, Player, Values).

ask_integer(Key, N) :-
    ask_answer(Key, Answer),
    (   atom_integer(Answer, N0)
    ->  N = N0
    ;   say(not_a_number(Answer)),
        ask_integer(Key, N)
    ).

%  The row, then the column; the answer to the row may hold both, `3 3`
%  or `3,3`.
ask_cell(Size, Row, Col) :-
    ask_answer(ask_row(Size), Answer),
    atom_chars(Answer, Chars),
    (   number_words(Chars, [R, C])
    ->  Row = R,
        Col = C
    ;   number_words(Chars, [R])
    ->  Row = R,
        ask_integer(ask_col(Size), Col)
    ;   say(not_a_cell(Answer)),
        ask_cell(Size, Row, Col)
    ).

%  The integers of Chars, separated by blanks or a comma.
number_words(Chars, Numbers) :-
    words(Chars, Words),
    Words = [_|_],
    maplist(word_integer, Words, Numbers).

words(Chars, Words) :-
    (   Chars = []
    ->  Words = []
    ;   Chars = [C|Cs],
        separator(C)
    ->  words(Cs, Words)
    ;   word(Chars, Word, Rest),
        Words = [Word|Words1],
        words(Rest, Words1)
    ).

word([], [], []).
word([C|Cs], Word, Rest) :-
    (   separator(C)
    ->  Word = [],
        Rest = [C|Cs]
    ;   Word = [C|Word1],
        word(Cs, Word1, Rest)
    ).

separator(' ').
separator(',').
separator('\t').

word_integer(Word, N) :-
    catch(number_chars(N, Word), _, fail),
    integer(N).

%  An answer, or the questions stopped when it is cancel or batal.
ask_answer(Key, Answer) :-
    ask(key(Key), Answer),
    (   cancel_answer(Answer)
    ->  throw(cancelled)
    ;   true
    ).

atom_integer(Atom, N) :-
    atom_chars(Atom, Chars),
    catch(number_chars(N, Chars), _, fail),
    integer(N).

%% targets is det.
%
%  Lists what the player to move can destroy and the armies that see or
%  threaten each target (the cells marked [ ] on the board).
targets :-
    (   \+ current_state(_)
    ->  say(no_game)
    ;   current_state(State),
        game_over(State, _)
    ->  say(score_over)
    ;   current_state(State),
        state_player(State, Player),
        player_shown(Player, Name),
        state_phase(State, deployment)
    ->  player_reserve(State, Player, Values),
        values_text(Values, Text),
        say(targets_deployment(Name, Text))
    ;   current_state(State),
        state_player(State, Player),
        player_shown(Player, Name),
        player_targets(State, Player, Targets),
        (   Targets == []
        ->  say(targets_none(Name))
        ;   say(targets_header(Name)),
            forall(member(Pos-What, Targets),
                   say_target(State, Pos, What))
        )
    ).

say_target(State, R-C, obstacle(Seers)) :-
    seers_text(State, Seers, Text),
    say(target_obstacle(R, C, Text)).
say_target(State, R-C, army(V, _)) :-
    state_content(State, R-C, army(Owner, V)),
    army_text(Owner, V, Army),
    state_player(State, Player),
    attacking_lines(State, Player, R-C, Lines),
    forall(member(Sum-Seers, Lines),
           ( seers_text(State, Seers, Text),
             say(target_army(R, C, Army, Text, Sum, V)) )).

attackers_positions_sum(Attackers, Positions, Sum) :-
    findall(Pos, member(attacker(_, Pos), Attackers), Positions),
    findall(W, member(attacker(W, _), Attackers), Ws),
    sum_list(Ws, Sum).

%% inspect(+Row, +Col) is det.
%
%  Says what stands at Row, Col and whether each player could destroy it
%  now, with the armies that see or threaten it, or why not.
inspect(Row, Col) :-
    (   \+ current_state(_)
    ->  say(no_game)
    ;   \+ ( integer(Row), integer(Col) )
    ->  say(coordinates_not_numbers(Row, Col))
    ;   current_state(State),
        state_size(State, Size),
        \+ on_board(Size, Row, Col)
    ->  say(off_board(Row, Col, Size))
    ;   current_state(State),
        state_content(State, Row-Col, Content),
        inspect_content(Content, State, Row-Col)
    ).

inspect_content(empty, _, R-C) :-
    say(inspect_empty(R, C)).
inspect_content(obstacle, State, R-C) :-
    say(inspect_obstacle(R, C)),
    forall(member(P, [p1, p2]), inspect_obstacle(State, P, R-C)).
inspect_content(army(Owner, V), State, R-C) :-
    army_text(Owner, V, Army),
    player_shown(Owner, OwnerName),
    say(inspect_army(R, C, Army, OwnerName)),
    opponent(Owner, P),
    player_shown(P, Name),
    (   target(State, P, R-C, army(V, Attackers))
    ->  attackers_positions_sum(Attackers, Seers, Sum),
        seers_text(State, Seers, Text),
        say(inspect_can_army(Name, Text, Sum, V))
    ;   state_cells(State, Cells),
        state_size(State, Size),
        state_rule(State, Rule),
        findall(S, axis_attackers(Rule, Cells, Size, P, R-C, _, _, S), Sums),
        foldl(larger, Sums, 0, Best),
        say(inspect_cannot_army(Name, Best, V))
    ).

inspect_obstacle(State, P, Pos) :-
    player_shown(P, Name),
    (   target(State, P, Pos, obstacle(Seers))
    ->  seers_text(State, Seers, Text),
        say(inspect_can_obstacle(Name, Text))
    ;   say(inspect_cannot_obstacle(Name))
    ).

larger(X, Y0, Y) :-
    Y is max(X, Y0).

%% score is det.
%
%  Shows both players' armies (their total value and the reserve) and
%  whose turn it is.
score :-
    (   \+ current_state(_)
    ->  say(no_game)
    ;   current_state(State),
        forall(member(P, [p1, p2]),
               ( player_shown(P, Name),
                 player_strength(State, P, Strength),
                 player_reserve(State, P, Values),
                 values_text(Values, Text),
                 say(score_player(P, Name, Strength, Text)) )),
        (   game_over(State, _)
        ->  say(score_over)
        ;   state_phase(State, Phase),
            state_player(State, Player),
            player_shown(Player, Name),
            say(score_turn(Phase, Name))
        )
    ).

%% rules is det.
%
%  Prints the rules of the game, and which reading of "nothing in between"
%  the running game uses.
rules :-
    say(rules_text),
    (   current_state(State),
        state_rule(State, formation)
    ->  say(rules_formation)
    ;   true
    ).

%% ask_options(-Options) is det.
%
%  The questions startGame/0 asks after the players: the board size and
%  the formation rule. Throws error(host_error(end_of_input), _) at the end
%  of input, and at cancel (batal) under startGame/0's
%  screen:cancellable_questions/1 (startGame/0 then starts nothing).
ask_options([size(Size), formation(Formation)]) :-
    size_range(Min, Max),
    ask_size(Min, Max, Size),
    ask_formation(Formation).

ask_size(Min, Max, Size) :-
    default_size(Default),
    ask(key(ask_size(Min, Max, Default)), Answer),
    (   Answer == ''
    ->  Size = Default
    ;   size_answer(Answer, Size0),
        between(Min, Max, Size0)
    ->  Size = Size0
    ;   say(answer_not_size(Answer, Min, Max)),
        ask_size(Min, Max, Size)
    ).

%  The question names the board N x N, so 6x6 (or 6 x 6) answers it as 6.
size_answer(Answer, Size) :-
    (   atom_integer(Answer, Size)
    ->  true
    ;   atom_chars(Answer, Chars0),
        findall(C, ( member(C, Chars0), C \== ' ' ), Chars),
        append(Rows, [X|Cols], Chars),
        memberchk(X, [x, 'X']),
        Rows \== [],
        atom_chars(RowAtom, Rows),
        atom_chars(ColAtom, Cols),
        atom_integer(RowAtom, Size),
        atom_integer(ColAtom, Size)
    ).

ask_formation(Formation) :-
    ask(key(ask_formation), Answer),
    (   yes_no(Answer, Formation0)
    ->  Formation = Formation0
    ;   say(answer_not_yes_no(Answer)),
        ask_formation(Formation)
    ).

yes_no('', false).
yes_no(no, false).
yes_no(n, false).
yes_no(tidak, false).
yes_no(t, false).
yes_no(yes, true).
yes_no(y, true).
yes_no(ya, true).
