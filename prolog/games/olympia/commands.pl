/** The commands a player types, and what is printed after each move.

Every command that changes the game builds a move and hands it to
game:play_move/1, which checks it with the rules (rules.pl: a move
the rules refuse prints the reason and changes nothing), applies it,
prints it through announce_move/4 (view.pl) and lets a computer opponent play. The
commands that ask (move, attack, recruit, changeUnit, info) ask again
after a bad answer, and stop with nothing changed at `cancel` or at the
end of input.

    MOVE         move, move(Row, Col)        UNDO         undo
    CHANGE_UNIT  changeUnit, changeUnit(Id)  NEXT_UNIT    nextUnit
    RECRUIT      recruit, recruit(Type, Row, Col)
    ATTACK       attack, attack(TargetId)    INFO         info, info(Row, Col)
    MAP          displayMap                  END_TURN     endTurn
    SAVE / LOAD  saveGame(File), loadGame(File)         EXIT  exit (or halt)
    and status, the player's gold, income, upkeep and selected unit.
*/
:- module(olympia_commands, [move/0,
                             move/2,
                             undo/0,
                             changeUnit/0,
                             changeUnit/1,
                             nextUnit/0,
                             recruit/0,
                             recruit/3,
                             attack/0,
                             attack/1,
                             info/0,
                             info/2,
                             endTurn/0,
                             status/0,
                             exit/0,
                             command_move/3,
                             command_kind/2,
                             typed_move/2,
                             typed_move/3,
                             ask_options/1]).

:- use_module(library(lists)).
:- use_module(library(iso_ext)).
:- use_module(library(format), [format_to_chars/3]).
:- use_module('../../host/util').
:- use_module('../../host/text').
:- use_module('../../host/screen').
:- use_module('../../common/game').
:- use_module(units).
:- use_module(state).
:- use_module(board).
:- use_module(movement).
:- use_module(combat).
:- use_module(rules).
:- use_module(view).
:- use_module(input).

%% move is det.
%
%  MOVE: draws the map with the cells the selected unit can reach
%  highlighted, asks for one and moves there.
move :-
    (   command_error(Error)
    ->  refuse(Error)
    ;   current_state(State),
        walk_command_error(State, Error)
    ->  refuse(Error)
    ;   current_state(State),
        selected_unit(State, Unit),
        Unit = unit(Id, _, Type, _, _, _, Moves, _),
        unit_reachable_cells(State, Unit, Cells),
        findall(R-C, member(cell(R, C, _), Cells), Marked),
        % Its words in each language a served game's players read.
        each_event_lang(( board_view(State, Marked, Board),
                          display_board(Board) )),
        cells_text(Marked, Text),
        say(reachable_cells(Type, Moves, Text)),
        ask_until(ask_move_cell, cell_answer(move_cell_error(State, Id)), Result),
        (   Result = ok(R-C)
        ->  play_move(move(Id, R, C))
        ;   say(command_cancelled)
        )
    ).

%  Why MOVE cannot ask where to in State: no unit selected, or it cannot
%  move at all.
walk_command_error(State, Error) :-
    (   \+ selected_unit(State, _)
    ->  Error = no_unit_selected
    ;   selected_unit(State, Unit),
        Unit = unit(_, _, Type, _, _, _, Moves, _),
        (   Moves =< 0
        ->  Error = no_moves_left(Type)
        ;   unit_reachable_cells(State, Unit, [])
        ->  Error = nowhere_to_go(Type)
        )
    ).

move_cell_error(State, Id, R, C, [cannot_move_there, Error]) :-
    move_error(State, move(Id, R, C), Error).

%% move(+Row, +Col) is det.
%
%  MOVE without questions: the selected unit moves to (Row, Col).
move(Row, Col) :-
    (   command_error(Error)
    ->  refuse(Error)
    ;   current_state(State),
        command_move(State, move(Row, Col), What),
        What = refused(Error)
    ->  refuse(Error)
    ;   current_state(State),
        command_move(State, move(Row, Col), move(Move)),
        play_move(Move)
    ).

%% undo is det.
%
%  UNDO: the selected unit's last move this turn is taken back.
undo :-
    play_move(undo).

%% changeUnit is det.
%
%  CHANGE_UNIT: lists the player's units and asks which to select.
changeUnit :-
    (   command_error(Error)
    ->  refuse(Error)
    ;   current_state(State),
        state_get(player, State, Player),
        say(own_units_header),
        forall(player_unit(State, Player, Unit), say_unit_line(State, Unit)),
        ask_until(ask_unit_id, id_answer(select_error(State)), Result),
        (   Result = ok(Id)
        ->  play_move(select(Id))
        ;   say(command_cancelled)
        )
    ).

select_error(State, Id, Error) :-
    move_error(State, select(Id), Error).

%% changeUnit(+Id) is det.
%
%  CHANGE_UNIT without questions: unit Id is selected.
changeUnit(Id) :-
    (   var(Id)
    ->  refuse(unit_number_variable(changeUnit, changeUnit))
    ;   play_move(select(Id))
    ).

%% nextUnit is det.
%
%  NEXT_UNIT: selects the next unit that can still move or attack.
nextUnit :-
    play_move(next_unit).

%% recruit is det.
%
%  RECRUIT: asks for an empty Castle, lists the units and their prices,
%  asks which, and recruits it.
recruit :-
    (   command_error(Error)
    ->  refuse(Error)
    ;   current_state(State),
        recruit_precondition_error(State, Error)
    ->  refuse(Error)
    ;   current_state(State),
        free_castles(State, Castles),
        cells_text(Castles, Text),
        say(free_castles(Text)),
        ask_until(ask_castle, cell_answer(castle_error(State)), CastleResult),
        (   CastleResult = ok(R-C)
        ->  state_get(player, State, Player),
            player_gold(State, Player, Gold),
            say(recruits_header(Gold)),
            findall(T, recruitable(T), Types),
            forall(nth1(N, Types, T), say_recruit_line(N, T)),
            ask_until(ask_recruit, recruit_answer(State, Types, R, C), Result),
            (   Result = ok(Type)
            ->  play_move(recruit(Type, R, C))
            ;   say(command_cancelled)
            )
        ;   say(command_cancelled)
        )
    ).

%  Why no recruit at all is possible now, before any question.
recruit_precondition_error(State, Error) :-
    state_get(player, State, Player),
    state_size(State, Rows, Cols),
    once(castle_cell(Rows, Cols, Player, R, C)),
    move_error(State, recruit(archer, R, C), Error0),
    memberchk(Error0, [no_king, king_not_on_tower(_, _), castles_full]),
    !,
    Error = Error0.
recruit_precondition_error(State, not_enough_gold_for_any(Cheapest, Gold)) :-
    findall(P-T, ( recruitable(T), unit_type(T, _, _, _, _, _, P, _) ), Prices),
    keysort(Prices, [Cheapest-_|_]),
    state_get(player, State, Player),
    player_gold(State, Player, Gold),
    Gold < Cheapest.

%  The castle part of the rules: as for a unit the player can afford.
castle_error(State, R, C, Error) :-
    move_error(State, recruit(archer, R, C), Error),
    Error \= not_enough_gold(_, _, _).

recruit_answer(State, Types, R, C, Answer, Result) :-
    (   answer_numbers(Answer, [N]),
        nth1(N, Types, Type0)
    ->  Type = Type0
    ;   memberchk(Answer, Types)
    ->  Type = Answer
    ;   Type = none
    ),
    (   Type == none
    ->  length(Types, Count),
        Result = error(recruit_answer_bad(Answer, Count))
    ;   move_error(State, recruit(Type, R, C), Error)
    ->  Result = error(Error)
    ;   Result = ok(Type)
    ).

%% recruit(+Type, +Row, +Col) is det.
%
%  RECRUIT without questions: the King recruits a unit of Type (archer,
%  swordsman, white_mage) into the empty Castle (Row, Col).
recruit(Type, Row, Col) :-
    (   command_move(_, recruit(Type, Row, Col), refused(Error))
    ->  refuse(Error)
    ;   play_move(recruit(Type, Row, Col))
    ).

%% attack is det.
%
%  ATTACK: lists the enemies next to the selected unit (saying which will
%  strike back) and asks which to attack.
attack :-
    (   command_error(Error)
    ->  refuse(Error)
    ;   current_state(State),
        attack_command_error(State, Error)
    ->  refuse(Error)
    ;   current_state(State),
        selected_unit(State, Unit),
        Unit = unit(Id, _, Type, _, _, _, _, _),
        say(targets_header(Type)),
        forall(adjacent_enemy(State, Unit, Enemy),
               say_target_line(State, Unit, Enemy)),
        ask_until(ask_target, id_answer(target_error(State, Id)), Result),
        (   Result = ok(Target)
        ->  play_move(attack(Id, Target))
        ;   say(command_cancelled)
        )
    ).

%  Why ATTACK cannot ask which enemy in State: no unit selected, it has
%  attacked this turn, or no enemy is next to it.
attack_command_error(State, Error) :-
    (   \+ selected_unit(State, _)
    ->  Error = no_unit_selected
    ;   selected_unit(State, Unit),
        Unit = unit(_, _, Type, _, _, _, _, CanAttack),
        (   CanAttack == false
        ->  Error = already_attacked(Type)
        ;   \+ adjacent_enemy(State, Unit, _)
        ->  Error = no_enemy_adjacent(Type)
        )
    ).

target_error(State, Id, Target, Error) :-
    move_error(State, attack(Id, Target), Error).

%% attack(+TargetId) is det.
%
%  ATTACK without questions: the selected unit attacks unit TargetId.
attack(Target) :-
    (   command_error(Error)
    ->  refuse(Error)
    ;   current_state(State),
        command_move(State, attack(Target), What),
        What = refused(Error)
    ->  refuse(Error)
    ;   current_state(State),
        command_move(State, attack(Target), move(Move)),
        play_move(Move)
    ).

%% info is det.
%
%  INFO: asks for a cell and describes it.
info :-
    (   current_state(State)
    ->  ask_until(ask_info_cell, cell_answer(cell_error(State)), Result),
        (   Result = ok(R-C)
        ->  info(R, C)
        ;   say(command_cancelled)
        )
    ;   say(no_game)
    ).

%% info(+Row, +Col) is det.
%
%  INFO without questions: the tile of cell (Row, Col), its owner and the
%  unit on it.
info(Row, Col) :-
    (   \+ current_state(_)
    ->  say(no_game)
    ;   current_state(State),
        cell_error(State, Row, Col, Error)
    ->  refuse(Error)
    ;   current_state(State),
        say(cell_info_header(Row, Col)),
        tile_at(State, Row, Col, Tile),
        tile_description(Tile, Description),
        say(Description),
        (   unit_at(State, Row, Col, Unit)
        ->  say(unit_info_header),
            Unit = unit(Id, Owner, Type, _, _, _, _, _),
            player_shown(Owner, Name),
            unit_name(Type, TypeName),
            say(unit_owner(TypeName, Id, Name, Owner)),
            unit_details(Unit, Details),
            say(Details)
        ;   say(no_unit_here)
        )
    ).

%  The message describing Tile (det: info/2 leaves no choice point, which
%  would make the toplevel wait for an answer to "more?").
tile_description(Tile, Description) :-
    (   Tile = tower(P)
    ->  player_shown(P, Name),
        Description = tile_tower(Name, P)
    ;   Tile = castle(P)
    ->  player_shown(P, Name),
        Description = tile_castle(Name, P)
    ;   Tile = village(none)
    ->  Description = tile_village_free
    ;   Tile = village(P)
    ->  player_shown(P, Name),
        Description = tile_village(Name, P)
    ;   Description = tile_normal
    ).

%% endTurn is det.
%
%  END_TURN: the other player's turn begins.
endTurn :-
    play_move(end_turn).

%% status is det.
%
%  The player to move: round, gold, income, upkeep and the selected unit.
status :-
    (   current_state(State)
    ->  say_status(State)
    ;   say(no_game)
    ).

%% exit is det.
%
%  EXIT: leaves the program, as halt does (the game is autosaved first).
exit :-
    halt.

/* What each command is, for why/1 and the history */

%% command_move(+State, +Command, -What) is semidet.
%
%  What the typed Command does in State, once nobody else is to move
%  (game:why/1): move(Move), the move the rules judge; refused(Error),
%  the reason the command gives before any move; allowed(why_asks) for a
%  command that asks its questions first. Fails for no command that moves.
%
%  ?- initial_state([], S), command_move(S, move(6, 1), W).
%     W = move(move(1, 6, 1)).
command_move(State, move(Row, Col), What) :-
    (   \+ selected_unit(State, _)
    ->  What = refused(no_unit_selected)
    ;   \+ ( integer(Row), integer(Col) ),
        ( var(Row) ; var(Col) )
    ->  What = refused(coordinates_variable(Row, Col, 'move(3, 4)'))
    ;   \+ ( integer(Row), integer(Col) )
    ->  What = refused(coordinates_not_numbers(Row, Col))
    ;   state_get(selected, State, Id),
        What = move(move(Id, Row, Col))
    ).
command_move(State, move, What) :-
    asking_command(walk_command_error(State), What).
command_move(_, undo, move(undo)).
command_move(_, changeUnit, allowed(why_asks)).
command_move(_, changeUnit(Id), What) :-
    (   var(Id)
    ->  What = refused(unit_number_variable(changeUnit, changeUnit))
    ;   What = move(select(Id))
    ).
command_move(_, nextUnit, move(next_unit)).
command_move(State, recruit, What) :-
    asking_command(recruit_precondition_error(State), What).
command_move(_, recruit(Type, Row, Col), What) :-
    (   var(Type)
    ->  What = refused(unit_type_variable)
    ;   \+ ( integer(Row), integer(Col) ),
        ( var(Row) ; var(Col) )
    ->  What = refused(coordinates_variable(Row, Col, 'recruit(archer, 7, 1)'))
    ;   What = move(recruit(Type, Row, Col))
    ).
command_move(State, attack, What) :-
    asking_command(attack_command_error(State), What).
command_move(State, attack(Target), What) :-
    (   var(Target)
    ->  What = refused(unit_number_variable(attack, attack))
    ;   selected_unit(State, unit(Id, _, _, _, _, _, _, _))
    ->  What = move(attack(Id, Target))
    ;   What = refused(no_unit_selected)
    ).
command_move(_, endTurn, move(end_turn)).

%  A command that asks: refused for the reason Error_1 finds, else allowed.
asking_command(Error_1, What) :-
    (   call(Error_1, Error)
    ->  What = refused(Error)
    ;   What = allowed(why_asks)
    ).

%% command_kind(+Command, -Kind) is semidet.
%
%  Command is no move: query (it only tells) or other (exit).
command_kind(info, query).
command_kind(info(_, _), query).
command_kind(status, query).
command_kind(exit, other).

%% typed_move(+Move, -Text) is det.
%
%  Text is what the player types for Move, the selected unit's move or
%  attack being typed without the unit (the history shows the humans'
%  moves this way: they move the selected unit).
%
%  ?- typed_move(move(1, 6, 1), T).
%     T = "move(6, 1)".
typed_move(move(_, Row, Col), Text) :-
    format_to_chars("move(~w, ~w)", [Row, Col], Text).
typed_move(undo, "undo").
typed_move(select(Id), Text) :-
    format_to_chars("changeUnit(~w)", [Id], Text).
typed_move(next_unit, "nextUnit").
typed_move(recruit(Type, Row, Col), Text) :-
    format_to_chars("recruit(~q, ~w, ~w)", [Type, Row, Col], Text).
typed_move(attack(_, Target), Text) :-
    format_to_chars("attack(~w)", [Target], Text).
typed_move(end_turn, "endTurn").

%% typed_move(+State, +Move, -Text) is det.
%
%  As typed_move/2 for the player to move in State (hint/0): a move or an
%  attack by a unit that is not the selected one selects it first.
typed_move(State, Move, Text) :-
    typed_move(Move, Text0),
    (   ( Move = move(Id, _, _) ; Move = attack(Id, _) ),
        \+ state_get(selected, State, Id)
    ->  format_to_chars("changeUnit(~w), ~s", [Id, Text0], Text)
    ;   Text = Text0
    ).

/* Shared checks and questions */

%  Why no command of the player to move can run now (no game, the game is
%  over, a computer is to move): end_turn is legal whenever play goes on,
%  so only these reasons remain.
command_error(Error) :-
    move_refusal(end_turn, Error).

%  Asks Prompt until Check_2 accepts the answer (ok(Value)); its
%  error(Message) is said before asking again (a list of messages: each).
% `cancel`, `batal` or the end
%  of input give cancelled.
ask_until(Prompt, Check_2, Result) :-
    catch(ask(key(Prompt), Answer),
          error(host_error(end_of_input), _),
          Answer = end_of_input),
    (   Answer == end_of_input
    ->  Result = cancelled
    ;   cancel_answer(Answer)
    ->  Result = cancelled
    ;   Answer == ''
    ->  say(answer_empty),
        ask_until(Prompt, Check_2, Result)
    ;   call(Check_2, Answer, Checked),
        Checked = error(Message)
    ->  (   is_list(Message)
        ->  maplist(say, Message)
        ;   say(Message)
        ),
        ask_until(Prompt, Check_2, Result)
    ;   call(Check_2, Answer, Result)
    ).

%  Answer is a cell (row and column) in which Error_3 finds nothing wrong.
cell_answer(Error_3, Answer, Result) :-
    (   answer_numbers(Answer, [R, C])
    ->  (   call(Error_3, R, C, Error)
        ->  Result = error(Error)
        ;   Result = ok(R-C)
        )
    ;   Result = error(cell_answer_bad(Answer))
    ).

%  Answer is a unit number in which Error_2 finds nothing wrong.
id_answer(Error_2, Answer, Result) :-
    (   answer_numbers(Answer, [Id])
    ->  (   call(Error_2, Id, Error)
        ->  Result = error(Error)
        ;   Result = ok(Id)
        )
    ;   Result = error(id_answer_bad(Answer))
    ).

/* The questions of startGame/0 */

%% ask_options(-Options) is det.
%
%  Asks the options of a new game: the map size, diagonal moves, hit
%  probability and the players' colours. An empty answer takes the
%  default; a bad one is asked again. End of input, or cancel (batal)
%  under startGame/0's screen:cancellable_questions/1, throws (startGame/0
%  cancels).
ask_options([size(Rows, Cols), diagonal(Diagonal), hit_probability(Hit), colours(C1, C2)]) :-
    ask_size(Rows, Cols),
    ask_yes_no(ask_diagonal, Diagonal),
    ask_yes_no(ask_hit_probability, Hit),
    ask_colour(ask_colour(p1, red), red, none, C1),
    once(( member(Default, [blue, red]), Default \== C1 )),
    ask_colour(ask_colour(p2, Default), Default, C1, C2).

ask_size(Rows, Cols) :-
    ask(key(ask_map_size), Answer),
    (   Answer == ''
    ->  Rows = 10,
        Cols = 10
    ;   \+ answer_numbers(Answer, [_, _])
    ->  say(size_answer_bad(Answer)),
        ask_size(Rows, Cols)
    ;   answer_numbers(Answer, [R, C]),
        option_error([size(R, C)], Error)
    ->  say(Error),
        ask_size(Rows, Cols)
    ;   answer_numbers(Answer, [Rows, Cols])
    ).

ask_yes_no(Key, Value) :-
    ask(key(Key), Answer),
    (   memberchk(Answer, ['', n, no, tidak, t, false])
    ->  Value = false
    ;   memberchk(Answer, [y, yes, ya, true])
    ->  Value = true
    ;   say(yes_no_answer_bad(Answer)),
        ask_yes_no(Key, Value)
    ).

ask_colour(Key, Default, Taken, Colour) :-
    ask(key(Key), Answer),
    (   Answer == ''
    ->  Colour0 = Default
    ;   Colour0 = Answer
    ),
    (   \+ colour_index(Colour0, _)
    ->  say(unknown_colour(Colour0)),
        ask_colour(Key, Default, Taken, Colour)
    ;   Colour0 == Taken
    ->  say(same_colours(Colour0)),
        ask_colour(Key, Default, Taken, Colour)
    ;   Colour = Colour0
    ).
