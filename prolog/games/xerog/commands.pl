/** The commands a Xero-G player types, and their help.

A thin layer: each command reads what was typed (and asks, when a ship
lands on another and the player did not say where that one goes), builds
a move of xerog_rules and hands it to game:play_move/1, which checks
it with the rules, applies it and lets the computers play. Nothing here
decides what is legal.

    move(Ship, Steps)          a turn, e.g. move(c1, [d, d, r])
    move(Ship, Steps, Cell)    a turn ending in a reprogram to Cell
    moves / moves(Ship)        the different turns the player has
    arrange(Levels)            placing: e.g. arrange([1,2,3,3,2,1]) or arrange(random)
    rules                      the rules in short
    ask_options(Options)       startGame/0's questions: arrangement, rounds, reprogram rule
*/
:- module(xerog_commands, [move/2,
                           move/3,
                           moves/0,
                           moves/1,
                           arrange/1,
                           rules/0,
                           command_move/3,
                           command_kind/2,
                           typed_move/2,
                           ask_options/1]).

:- use_module(library(lists)).
:- use_module(library(iso_ext)).
:- use_module(library(format), [format_to_chars/3]).
:- use_module('../../host/text').
:- use_module('../../host/dice').
:- use_module('../../host/screen').
:- use_module('../../host/util', [lower_char/2]).
:- use_module('../../common/game').
:- use_module(board).
:- use_module('../../common/two_players').
:- use_module(moves).
:- use_module(rules).
:- use_module(view).

%% move(+Ship, +Steps) is det.
%
%  The player to move moves the ship on cell Ship along Steps (directions
%  u, d, l, r, cells, or `base`). When the last step lands on a ship, asks
%  where that ship goes (a reprogram); to rocket boost instead, type the
%  boost's steps too.
move(Ship, Steps) :-
    turn_command(Ship, Steps, ask).

%% move(+Ship, +Steps, +Cell) is det.
%
%  As move/2, the last step landing on a ship that is reprogrammed to the
%  empty Cell.
move(Ship, Steps, Cell) :-
    turn_command(Ship, Steps, reprogram(Cell)).

turn_command(Ship, Steps, Ending) :-
    (   turn_refusal(Error)
    ->  refuse(Error)
    ;   current_state(State),
        state_turn_command(State, Ship, Steps, Ending)
    ).

state_turn_command(State, Ship, Steps, Ending) :-
    turn_command_what(State, Ship, Steps, Ending, What),
    (   What = refused(Error)
    ->  refuse(Error)
    ;   What = reprogram(Names, Y, Level)
    ->  ask_reprogram(State, Ship, Names, Y, Level)
    ;   What = move(Move),
        play_move(Move)
    ).

%  What the turn typed as Ship, Steps and Ending is in State: refused(Error)
%  (a reason found before the rules see a move), reprogram(Names, Y,
%  Level) (the path lands on the ship of Level at Y: where it goes is
%  asked), or move(Move), which the rules check.
turn_command_what(State, Ship, Steps, Ending, What) :-
    (   state_phase(State, placing)
    ->  state_player(State, Player),
        What = refused(must_arrange(Player))
    ;   % No ship on the start cell: said before anything about the steps.
        move_error(State, move(Ship, [], stop), Error),
        Error = no_ship(_)
    ->  What = refused(Error)
    ;   turn_input(State, Ship, Steps, Ending, Input),
        Input = error(Error)
    ->  What = refused(Error)
    ;   turn_input(State, Ship, Steps, Ending, names(Names)),
        Ending == ask
    ->  Move0 = move(Ship, Names, stop),
        (   move_error(State, Move0, landed_on_ship(Y, Level))
        ->  What = reprogram(Names, Y, Level)
        ;   What = move(Move0)
        )
    ;   turn_input(State, Ship, Steps, Ending, names(Names)),
        What = move(move(Ship, Names, Ending))
    ).


%  What was typed: error(Error) for a typing mistake (no such cell, no such
%  step), else names(Names), the path as cell names for the rules to check.
turn_input(State, Ship, Steps, Ending, Input) :-
    state_player(State, Player),
    (   var(Ship)
    ->  Input = error(ship_unbound)
    ;   \+ cell_index(Ship, _)
    ->  Input = error(not_a_cell(Ship))
    ;   cell_index(Ship, Start),
        steps_path(Player, Start, Steps, Path, Error0),
        Error0 \== none
    ->  named_steps_error(Error0, Error),
        Input = error(Error)
    ;   Ending = reprogram(Cell),
        var(Cell)
    ->  Input = error(cell_unbound)
    ;   Ending = reprogram(Cell),
        \+ cell_index(Cell, _)
    ->  Input = error(not_a_cell(Cell))
    ;   cell_index(Ship, Start),
        steps_path(Player, Start, Steps, Path, none),
        maplist(path_name, Path, Names),
        Input = names(Names)
    ).

path_name(I, Name) :-
    (   I == base
    ->  Name = base
    ;   cell_index(Name, I)
    ).

named_steps_error(own_base(I), own_base(Name)) :-
    cell_index(Name, I).
named_steps_error(off_grid(I, Dir), off_grid(Name, Dir)) :-
    cell_index(Name, I).
named_steps_error(bad_step(Step), Error) :-
    (   var(Step)
    ->  Error = step_variable
    ;   Error = bad_step(Step)
    ).
named_steps_error(steps_not_list, steps_not_list).
named_steps_error(no_steps, no_steps).

%  The path lands on the ship of Level at Y: ask where it goes.
ask_reprogram(State, Ship, Names, Y, Level) :-
    catch(ask_cell(State, Ship, Names, Y, Level, Answer),
          error(host_error(end_of_input), _),
          Answer = cancel),
    (   Answer == cancel
    ->  say(turn_cancelled)
    ;   play_move(move(Ship, Names, reprogram(Answer)))
    ).

ask_cell(State, Ship, Names, Y, Level, Cell) :-
    reprogram_question(State, Ship, Y, Level, Question),
    ask(key(Question), Answer0),
    atom_chars(Answer0, Chars0),
    maplist(lower_char, Chars0, Chars),
    atom_chars(Answer, Chars),
    (   (   Answer == ''
        ;   cancel_answer(Answer)
        )
    ->  Cell = cancel
    ;   \+ cell_index(Answer, _)
    ->  say(not_a_cell(Answer)),
        ask_cell(State, Ship, Names, Y, Level, Cell)
    ;   move_error(State, move(Ship, Names, reprogram(Answer)), Error)
    ->  say(Error),
        ask_cell(State, Ship, Names, Y, Level, Cell)
    ;   Cell = Answer
    ).

%  The reprogram question names how far the ship may go under the seed's
%  rule (reprogram(pips)): as many steps as the moving ship has pips.
reprogram_question(State, Ship, Y, Level, Question) :-
    (   state_reprogram(State, pips),
        cell_index(Ship, Start),
        state_board(State, Board),
        arg(Start, Board, Pips)
    ->  Question = ask_reprogram_within(Y, Level, Pips)
    ;   Question = ask_reprogram(Y, Level)
    ).

%% arrange(+Levels) is det.
%
%  While placing: the player to move puts its six ships on the row next to
%  its base, left to right, e.g. arrange([1,2,3,3,2,1]); arrange(random)
%  is the move the rules complete with a shuffle drawn from the host's
%  generator (complete_move/3), so the history shows arrange(random) and,
%  typed again in the same seeded game, it draws the same arrangement.
arrange(Spec) :-
    (   var(Spec)
    ->  refuse(arrange_unbound)
    ;   play_move(arrange(Spec))
    ).

%% command_move(+State, +Command, -What) is semidet.
%
%  What the typed Command does in State, once nobody else is to move
%  (game:why/1): move(Move), the move the rules judge; refused(Error), the
%  reason the command gives before the rules see a move; allowed(Effect)
%  when it asks where a ship landed on goes, or arranges at random.
command_move(State, move(Ship, Steps), What) :-
    turn_what(State, Ship, Steps, ask, What).
command_move(State, move(Ship, Steps, Cell), What) :-
    turn_what(State, Ship, Steps, reprogram(Cell), What).
command_move(State, arrange(Spec), What) :-
    (   var(Spec)
    ->  What = refused(arrange_unbound)
    ;   Spec \== random
    ->  What = move(arrange(Spec))
    ;   \+ state_phase(State, placing)
    ->  What = refused(not_placing)
    ;   What = allowed(why_chance)
    ).

turn_what(State, Ship, Steps, Ending, What) :-
    turn_command_what(State, Ship, Steps, Ending, What0),
    (   What0 = reprogram(_, _, _)
    ->  What = allowed(why_asks)
    ;   What = What0
    ).

%% command_kind(+Command, -Kind) is semidet.
%
%  Command is no move but a question (query).
command_kind(moves, query).
command_kind(moves(_), query).
command_kind(rules, query).

%% typed_move(+Move, -Text) is det.
%
%  Text is what a player types for Move (hint/0 and the history show
%  moves this way): the path as cells, and the cell of a reprogram.
%
%  ?- typed_move(move(c1, [c2, c3], reprogram(d4)), T).
%     T = "move(c1, [c2,c3], d4)".
typed_move(move(Ship, Names, stop), Text) :-
    format_to_chars("move(~q, ~q)", [Ship, Names], Text).
typed_move(move(Ship, Names, reprogram(Cell)), Text) :-
    format_to_chars("move(~q, ~q, ~q)", [Ship, Names, Cell], Text).
typed_move(arrange(Levels), Text) :-
    format_to_chars("arrange(~q)", [Levels], Text).

%% moves is det.
%
%  Lists the turns of the player to move: for each ship of its home row,
%  every different end of a turn, each with one way to type it.
moves :-
    (   \+ current_state(_)
    ->  say(no_game)
    ;   current_state(State),
        game_over(State, _)
    ->  say(game_is_over)
    ;   current_state(State),
        state_phase(State, placing)
    ->  state_player(State, Player),
        say(must_arrange(Player))
    ;   current_state(State),
        state_player(State, Player),
        state_board(State, Board),
        home_ships(Board, Player, Starts),
        home_row(Board, Player, Row),
        player_shown(Player, Name),
        findall(M, legal_move(State, M), Ms),
        length(Ms, Count),
        say(moves_header(Name, Row, Count)),
        state_reprogram(State, Rule),
        forall(member(Start, Starts), ship_moves(Rule, Board, Player, Start))
    ).

%% moves(+Ship) is det.
%
%  Lists the turns of the ship on cell Ship, as moves/0 does.
moves(Ship) :-
    (   \+ current_state(_)
    ->  say(no_game)
    ;   current_state(State),
        game_over(State, _)
    ->  say(game_is_over)
    ;   current_state(State),
        state_phase(State, placing)
    ->  state_player(State, Player),
        say(must_arrange(Player))
    ;   \+ ( atom(Ship), cell_index(Ship, _) )
    ->  (   var(Ship)
        ->  say(ship_unbound)
        ;   say(not_a_cell(Ship))
        )
    ;   current_state(State),
        state_player(State, Player),
        state_board(State, Board),
        cell_index(Ship, Start),
        home_ships(Board, Player, Starts),
        (   memberchk(Start, Starts)
        ->  state_reprogram(State, Rule),
            ship_moves(Rule, Board, Player, Start)
        ;   arg(Start, Board, 0)
        ->  say(no_ship(Ship))
        ;   home_row(Board, Player, Row)
        ->  say(not_home_row(Ship, Player, Row))
        ;   say(no_ship_can_move(Player))
        )
    ).

%  The ends of the turns of the ship on Start, one a line, under the
%  Reprogram rule Rule (a landing says how far the ship landed on may go
%  under pips).
ship_moves(Rule, Board, Player, Start) :-
    cell_index(Ship, Start),
    arg(Start, Board, Level),
    ship_outcomes(Board, Player, Start, Outcomes),
    length(Outcomes, N),
    say(ship_header(Ship, Level, N)),
    forall(member(O, Outcomes), outcome_line(O, Rule, Board, Player, Start, Ship)).

outcome_line(goal(Path), _, _, Player, Start, Ship) :-
    path_steps(Start, Path, Player, Steps),
    opponent(Player, Loser),
    say(line_win(move(Ship, Steps), Loser)).
outcome_line(stop(X, Path), _, _, Player, Start, Ship) :-
    path_steps(Start, Path, Player, Steps),
    cell_index(To, X),
    say(line_stop(move(Ship, Steps), To)).
outcome_line(land(Y, Path), Rule, Board, Player, Start, Ship) :-
    path_steps(Start, Path, Player, Steps),
    cell_index(At, Y),
    arg(Y, Board, LevelY),
    (   Rule == pips
    ->  arg(Start, Board, Pips),
        say(line_land_within(move(Ship, Steps, 'Cell'), LevelY, At, Pips))
    ;   say(line_land(move(Ship, Steps, 'Cell'), LevelY, At))
    ).

%% rules is det.
%
%  Prints the rules of Xero-G in short.
rules :-
    forall(rule_line(Key), say(Key)),
    (   current_state(State),
        state_reprogram(State, pips)
    ->  say(rules_reprogram_pips)
    ;   true
    ).

rule_line(rules_goal).
rule_line(rules_setup).
rule_line(rules_home_row).
rule_line(rules_moving).
rule_line(rules_gates).
rule_line(rules_landing).
rule_line(rules_win).
rule_line(rules_end).

/* The questions of startGame/0 */

%% ask_options(-Options) is det.
%
%  Asks the options of a new game, as startGame(Players, Options) takes
%  them: how the ships are arranged (arrangement(choose) or
%  arrangement(random)), the round limit (max_rounds(N)) and the
%  Reprogram rule (reprogram(anywhere), the official one, or
%  reprogram(pips), the seed's reading). An empty answer takes the
%  default; a bad one is asked again. End of input, or cancel (batal)
%  under startGame/0's screen:cancellable_questions/1, throws (startGame/0
%  then starts nothing).
ask_options([arrangement(Arrangement), max_rounds(Max), reprogram(Rule)]) :-
    ask_word(ask_arrangement, [choose-choose, pilih-choose, random-random, acak-random],
             choose, Arrangement),
    ask_max_rounds(Max),
    ask_word(ask_reprogram_rule, [anywhere-anywhere, pips-pips], anywhere, Rule).

%  Asks Key until the answer is one of the words of Words (Word-Value
%  pairs, any case) or empty (Default).
ask_word(Key, Words, Default, Value) :-
    ask(key(Key), Answer0),
    atom_chars(Answer0, Chars0),
    maplist(lower_char, Chars0, Chars),
    atom_chars(Answer, Chars),
    (   Answer == ''
    ->  Value = Default
    ;   memberchk(Answer-Value0, Words)
    ->  Value = Value0
    ;   findall(W, member(W-_, Words), Ws),
        say(answer_not_word(Answer0, Ws)),
        ask_word(Key, Words, Default, Value)
    ).

ask_max_rounds(Max) :-
    default_max_rounds(Default),
    ask(key(ask_max_rounds(Default)), Answer),
    (   Answer == ''
    ->  Max = Default
    ;   atom_chars(Answer, Chars),
        catch(number_chars(N, Chars), error(syntax_error(_), _), fail),
        \+ option_error([max_rounds(N)], _)
    ->  Max = N
    ;   say(bad_max_rounds(Answer)),
        ask_max_rounds(Max)
    ).
