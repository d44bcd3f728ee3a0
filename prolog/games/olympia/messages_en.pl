/** English messages of Battle for Olympia.

en_message(Key, Format): the text of message Key; the arguments of Key are
the arguments of Format, in order. An argument that only selects the text
(blow_hit(attack, ...)) is skipped with ~i.
*/
:- module(olympia_messages_en, [en_message/2,
                                   plural_word/2]).

:- use_module('../../common/messages').

%% en_message(?Key, ?Format).
%
%  Format is the English text of message Key.

% Names and words
en_message(unit_name(king), "~iKing").
en_message(unit_name(archer), "~iArcher").
en_message(unit_name(swordsman), "~iSwordsman").
en_message(unit_name(white_mage), "~iWhite Mage").
en_message(word_yes, "yes").
en_message(word_no, "no").
en_message(cell(_R, _C), "(~d,~d)").
en_message(owned_unit(_Name, _Type, _Name2), "~w's ~w~i").

% Options and the questions of startGame
en_message(unknown_option(_O), "~q is not an option; the options are size(Rows, Cols), diagonal(true/false), hit_probability(true/false) and colours(Colour1, Colour2).").
en_message(duplicate_option(_Name), "The option ~w is given twice.").
en_message(size_not_numbers(_R, _C), "The map size must be two whole numbers, not ~q x ~q.").
en_message(map_too_small(_R, _C, _Min), "A map of ~d x ~d is too small: it needs at least ~d rows and as many columns.").
en_message(map_too_large(_R, _C, _Max), "A map of ~d x ~d is too large: at most ~d rows and columns.").
en_message(not_boolean(_Name, _B), "The option ~w must be true or false, not ~q.").
en_message(unknown_colour(_C), "~q is not a colour; choose red, blue, green or yellow.").
en_message(same_colours(_C), "Both players cannot be ~w: the colours must differ.").
en_message(ask_map_size, "Map size, rows and columns (at least 8 8; Enter for 10 10, or cancel): ").
en_message(size_answer_bad(_A), "~w is not a size: type two whole numbers such as 10 12.").
en_message(ask_diagonal, "Allow diagonal moves (any path of steps)? yes/no (Enter for no, or cancel): ").
en_message(ask_hit_probability, "Attacks hit only with a probability? yes/no (Enter for no, or cancel): ").
en_message(ask_colour(_P, _Default), "Colour of ~w: red, blue, green or yellow (Enter for ~w, or cancel): ").
en_message(yes_no_answer_bad(_A), "Please answer yes or no, not ~w.").

% Why a move is refused
en_message(game_over, "The game is over.").
en_message(unknown_move(_M), "~q is no move of this game.").
en_message(nothing_to_undo, "There is nothing to undo: the selected unit has not moved since the last command that was not a move.").
en_message(undo_cell_taken(_R, _C), "The unit cannot go back: (~d,~d) is taken.").
en_message(no_other_unit_can_act, "No other unit can still move or attack this turn.").
en_message(unit_id_not_number(_Id), "~w is not a unit number: units are numbered 1, 2, 3, ... (see changeUnit).").
en_message(no_such_unit(_Id), "There is no unit number ~w.").
en_message(not_your_unit(_Id, _Type), "Unit ~w (~w) is not yours.").
en_message(coordinates_not_numbers(_R, _C), "(~w, ~w) is not a cell: give a row and a column as whole numbers, e.g. 3 4.").
en_message(unit_number_variable(_, _), "~w takes a unit's number, e.g. ~w(2): the board names a unit by a letter and its number (K2 is unit 2), and a word that starts with a capital letter, such as K2, is a variable.").
en_message(unit_type_variable, "Unit types are written in lowercase, e.g. recruit(archer, 7, 1): a word that starts with a capital letter is a variable.").
en_message(coordinates_variable(_R, _C, _Example), "(~w, ~w) is not a cell: rows and columns are whole numbers, e.g. ~w; a word that starts with a capital letter is a variable.").
en_message(move_code_variable(_), "~q is not a complete move: cells are row and column numbers, units are named by their number, unit types in lowercase; a word that starts with a capital letter is a variable.").
en_message(off_map(_R, _C, _MaxR, _MaxC), "(~w,~w) is off the map: rows go from 0 to ~d, columns from 0 to ~d.").
en_message(already_there(_Type, _R, _C), "The ~w is already at (~d,~d).").
% "an archer", "a white mage": the article and the name as players say them.
en_message(cell_occupied(_R, _C, archer), "(~d,~d) is occupied by an archer.~i").
en_message(cell_occupied(_R, _C, white_mage), "(~d,~d) is occupied by a white mage.~i").
en_message(cell_occupied(_R, _C, _Type), "(~d,~d) is occupied by a ~w.").
en_message(no_moves_left(_Type), "The ~w has no movement points left this turn.").
en_message(not_in_line(_R, _C), "(~d,~d) is not in a straight line up, down, left or right (diagonal moves are an option of startGame).").
en_message(too_far(_R, _C, _Steps, _Moves), "(~d,~d) is ~d steps away, but only ~d movement points are left.").
en_message(path_blocked(_R, _C), "The way to (~d,~d) is blocked by enemy units.").
en_message(unknown_recruit(_Type, _Types), "~q cannot be recruited; the units are ~w.").
en_message(no_king, "You have no King to recruit with.").
en_message(king_not_on_tower(_R, _C), "Only the King standing on his Tower can recruit, and your King is at (~d,~d).").
en_message(castles_full, "All your Castles are occupied: move a unit out first.").
en_message(not_your_castle(_R, _C), "(~d,~d) is not one of your Castles.").
en_message(castle_occupied(_R, _C, archer), "That castle (~d,~d) is occupied by an archer!~i").
en_message(castle_occupied(_R, _C, white_mage), "That castle (~d,~d) is occupied by a white mage!~i").
en_message(castle_occupied(_R, _C, _Type), "That castle (~d,~d) is occupied by a ~w!").
en_message(not_enough_gold(archer, _Price, _Gold), "~iAn archer costs ~dG, but you have only ~dG.").
en_message(not_enough_gold(white_mage, _Price, _Gold), "~iA white mage costs ~dG, but you have only ~dG.").
en_message(not_enough_gold(_Type, _Price, _Gold), "A ~w costs ~dG, but you have only ~dG.").
en_message(not_enough_gold_for_any(_Price, _Gold), "Not enough gold: the cheapest unit costs ~dG and you have ~dG.").
en_message(already_attacked(_Type), "The ~w has already attacked this turn.").
en_message(no_enemy_adjacent(_Type), "No enemy is next to the ~w.").
en_message(own_target(_Id, _Type), "Unit ~w (~w) is one of yours.").
en_message(target_not_adjacent(_Id, _Type), "Unit ~w is not next to the ~w.").

% Commands
en_message(no_unit_selected, "No unit is selected: choose one with changeUnit.").
en_message(nowhere_to_go(_Type), "The ~w cannot reach any free cell.").
en_message(reachable_cells(_Type, _Moves, _Cells), "The ~w (~d movement points) can move to: ~w").
en_message(ask_move_cell, "Enter the cell to move to (row col), or cancel: ").
en_message(cell_answer_bad(_A), "~w is not a cell: type a row and a column, e.g. 3 4.").
en_message(cannot_move_there, "You can't move there:").
en_message(command_cancelled, "Cancelled: nothing changed.").
en_message(answer_empty, "Please answer, or type cancel.").
en_message(own_units_header, "== List of Units ==").
en_message(unit_line(_Id, _Name, _R, _C, _H, _MaxH, _M, _MaxM, _A), "~d. ~w (~d,~d) | Health ~d/~d | Movement points ~d/~d | Can attack: ~w").
en_message(ask_unit_id, "Enter the number of the unit to select, or cancel: ").
en_message(id_answer_bad(_A), "~w is not a unit number.").
en_message(free_castles(_Cells), "Empty castles: ~w").
en_message(ask_castle, "Enter the coordinate of an empty castle (row col), or cancel: ").
en_message(recruits_header(_Gold), "=== List of Recruits (you have ~dG) ===").
en_message(recruit_line(_N, _Name, _L, _H, _A, _K, _M, _Hit, _P), "~d. ~w (~w) | Health ~d | ATK ~d ~w | Moves ~d | Hit chance ~d% | ~dG").
en_message(ask_recruit, "Enter the no. (or name) of the unit you want to recruit, or cancel: ").
en_message(recruit_answer_bad(_A, _N), "~w is not on the list: type 1 to ~d or a unit name.").
en_message(targets_header(_Type), "Enemies the ~w can attack:").
en_message(target_line(_Id, _Name, _R, _C, _H, _MaxH, _Kind), "~d. ~w (~d,~d) | Health ~d/~d | ~w").
en_message(target_line_retaliates(_Id, _Name, _R, _C, _H, _MaxH, _Kind), "~d. ~w (~d,~d) | Health ~d/~d | ~w (retaliates)").
en_message(ask_target, "Select the enemy you want to attack (its number), or cancel: ").
en_message(ask_info_cell, "Enter the coordinate of the cell (row col), or cancel: ").
en_message(cell_info_header(_R, _C), "== Cell Info (~d,~d) ==").
en_message(tile_tower(Name, _P), "Tower of ~w~i") :-
    computer_called(Name).
en_message(tile_tower(_Name, _P), "Tower of ~w (~w)").
en_message(tile_castle(Name, _P), "Castle of ~w~i") :-
    computer_called(Name).
en_message(tile_castle(_Name, _P), "Castle of ~w (~w)").
en_message(tile_village_free, "Village, owned by nobody").
en_message(tile_village(Name, _P), "Village, owned by ~w~i") :-
    computer_called(Name).
en_message(tile_village(_Name, _P), "Village, owned by ~w (~w)").
en_message(tile_normal, "Normal cell").
en_message(unit_info_header, "== Unit Info ==").
en_message(unit_owner(_Type, _Id, Name, _P), "~w, unit ~d, owned by ~w~i") :-
    computer_called(Name).
en_message(unit_owner(_Type, _Id, _Name, _P), "~w, unit ~d, owned by ~w (~w)").
en_message(unit_details(_H, _MaxH, _A, _K, _M, _MaxM, _CA, _Hit), "Health ~d/~d | ATK ~d ~w | Movement points ~d/~d | Can attack: ~w | Hit chance ~d%").
en_message(no_unit_here, "No unit stands here.").
en_message(status_turn(_Round, Name, _P), "Round ~d: ~w's turn~i") :-
    computer_called(Name).
en_message(status_turn(_Round, _Name, _P), "Round ~d: ~w's turn (~w)").
en_message(status_gold(_G, _I, _U), "Cash: ~dG | Income: ~dG | Upkeep: ~dG").
en_message(status_unit(_Name, _Id, _R, _C, _H, _MaxH, _M, _MaxM, _A), "Unit: ~w ~d (~d,~d) | Health ~d/~d | Movement points ~d/~d | Can attack: ~w").

% What happened
en_message(moved(_Label, _Id, _R0, _C0, _R, _C), "~w (~d) moved from (~d,~d) to (~d,~d).").
en_message(selected_now(_Name, _Id), "You are now selecting the ~w (~d).").
en_message(captured(_Name, _R, _C), "~w captures the village at (~d,~d).").
en_message(undone(_Name, _Id, _R, _C, _M), "Undone: the ~w (~d) is back at (~d,~d) with ~d movement points.").
en_message(recruited(_Name, _Id, _Type, _R, _C, _P, _G), "~w has recruited unit ~d (~w) at (~d,~d) for ~dG; ~dG left.").
en_message(blow_hit(attack, _S, _SId, _T, _TId, _D, _H, _Max), "~i~w (~d) attacks ~w (~d): hit for ~d damage, health ~d/~d.").
en_message(blow_hit(retaliation, _S, _SId, _T, _TId, _D, _H, _Max), "~i~w (~d) retaliates against ~w (~d): hit for ~d damage, health ~d/~d.").
en_message(blow_miss(attack, _S, _SId, _T, _TId), "~i~w (~d) attacks ~w (~d) and misses.").
en_message(blow_miss(retaliation, _S, _SId, _T, _TId), "~i~w (~d) retaliates against ~w (~d) and misses.").
en_message(blow_kill(attack, _S, _SId, _T, _TId, _D), "~i~w (~d) attacks ~w (~d): hit for ~d damage, it is dead.").
en_message(blow_kill(retaliation, _S, _SId, _T, _TId, _D), "~i~w (~d) retaliates against ~w (~d): hit for ~d damage, it is dead.").
en_message(no_retaliation(_Label, _Id), "~w (~d) cannot retaliate (another attack type).").
en_message(king_fallen(_Name), "The King of ~w has fallen, and all his units die with him.").
en_message(turn_began(_Round, _Name, _I, _U, _G), "Round ~d: ~w's turn. Income ~dG, upkeep ~dG: cash ~dG.").
en_message(healed(_Name, _Id, _A, _H, _Max), "The ~w (~d) heals ~d: health ~d/~d.").

% The board
en_message(board_title(_Round, _Name, _G, _I, _U), "Round ~d, ~w to play | Cash ~dG | Income ~dG | Upkeep ~dG").
en_message(legend_player(_P, Name, _Colour, _D), "~i~w (~w): Tower, Castles, villages and units marked ~w") :-
    computer_called(Name).
en_message(legend_player(_P, _Name, _Colour, _D), "~w ~w (~w): Tower, Castles, villages and units marked ~w").
en_message(legend_health(_Name, _Units), "~w's units, health: ~w").
en_message(legend_selected, "* the selected unit").
en_message(legend_marked, "[ ] cells you can choose").

% help. begins with the flow of a game and how commands are typed.
en_message(help_intro, "How a game goes: on your turn, choose a unit (changeUnit, nextUnit), move it, attack with it, recruit new units at your castles, then endTurn; villages bring gold, and the game is won by killing the enemy King. Cells are Row, Col numbers (info(Row, Col) tells what stands there). Commands end with a full stop; codes are lowercase (a capital letter starts a variable); a question takes an answer and Enter, and cancel backs out of the command.").

% hint. says why, in the normal computer's own terms.
en_message(hint_attack(_V), "The attack is worth ~1f to the normal computer, its best and above 0: twice the expected damage dealt, plus the victim's price for a sure kill, minus the damage taken back.").
en_message(hint_recruit(_Gold), "No attack gains anything now; your King is on its Tower and you have ~d gold: a new unit comes first.").
en_message(hint_walk, "No attack gains anything now and nothing is recruited; this move improves one unit's standing the most (a village to take, an attack to make next, nearness to the enemy King and units).").
en_message(hint_end_turn, "Nothing is worth doing: no attack gains, no recruit, no move improves a unit.").

% why/1 of a command that draws at random, in the game's terms.
en_message(why_chance, "What it does depends on chance (whether each blow hits), drawn when it is played.").

%% plural_word(?Plural, ?Singular) is nondet.
%
%  The English words this game's messages count with: after a count of
%  one the message says Singular ("1 troop"), see text:singular_counts/2.
plural_word("units", "unit").
plural_word("villages", "village").
