/** English messages of Battle for Olympia.

olympia_en(Key, Format): the text of message Key; the arguments of Key are
the arguments of Format, in order. An argument that only selects the text
(blow_hit(attack, ...)) is skipped with ~i.
*/
:- module(olympia_messages_en, [olympia_en/2]).

%% olympia_en(?Key, ?Format).
%
%  Format is the English text of message Key.

% Names and words
olympia_en(unit_name(king), "~iKing").
olympia_en(unit_name(archer), "~iArcher").
olympia_en(unit_name(swordsman), "~iSwordsman").
olympia_en(unit_name(white_mage), "~iWhite Mage").
olympia_en(word_yes, "yes").
olympia_en(word_no, "no").
olympia_en(cell(_R, _C), "(~d,~d)").
olympia_en(owned_unit(_Name, _Type, _Name2), "~w's ~w~i").

% Options and the questions of startGame
olympia_en(unknown_option(_O), "~q is not an option; the options are size(Rows, Cols), diagonal(true/false), hit_probability(true/false) and colours(Colour1, Colour2).").
olympia_en(duplicate_option(_Name), "The option ~w is given twice.").
olympia_en(size_not_numbers(_R, _C), "The map size must be two whole numbers, not ~q x ~q.").
olympia_en(map_too_small(_R, _C, _Min), "A map of ~d x ~d is too small: it needs at least ~d rows and as many columns.").
olympia_en(map_too_large(_R, _C, _Max), "A map of ~d x ~d is too large: at most ~d rows and columns.").
olympia_en(not_boolean(_Name, _B), "The option ~w must be true or false, not ~q.").
olympia_en(unknown_colour(_C), "~q is not a colour; choose red, blue, green or yellow.").
olympia_en(same_colours(_C), "Both players cannot be ~w: the colours must differ.").
olympia_en(ask_map_size, "Map size, rows and columns (at least 8 8; Enter for 10 10): ").
olympia_en(size_answer_bad(_A), "~w is not a size: type two whole numbers such as 10 12.").
olympia_en(ask_diagonal, "Allow diagonal moves (any path of steps)? yes/no (Enter for no): ").
olympia_en(ask_hit_probability, "Attacks hit only with a probability? yes/no (Enter for no): ").
olympia_en(ask_colour(_P, _Default), "Colour of ~w: red, blue, green or yellow (Enter for ~w): ").
olympia_en(yes_no_answer_bad(_A), "Please answer yes or no, not ~w.").

% Why a move is refused
olympia_en(game_over, "The game is over.").
olympia_en(unknown_move(_M), "~q is no move of this game.").
olympia_en(nothing_to_undo, "There is nothing to undo: the selected unit has not moved since the last command that was not a move.").
olympia_en(undo_cell_taken(_R, _C), "The unit cannot go back: (~d,~d) is taken.").
olympia_en(no_other_unit_can_act, "No other unit can still move or attack this turn.").
olympia_en(unit_id_not_number(_Id), "~q is not a unit number: units are numbered 1, 2, 3, ... (see changeUnit).").
olympia_en(no_such_unit(_Id), "There is no unit number ~w.").
olympia_en(not_your_unit(_Id, _Type), "Unit ~w (~w) is not yours.").
olympia_en(coordinates_not_numbers(_R, _C), "(~q, ~q) is not a cell: give a row and a column as whole numbers, e.g. 3 4.").
olympia_en(off_map(_R, _C, _MaxR, _MaxC), "(~w,~w) is off the map: rows go from 0 to ~d, columns from 0 to ~d.").
olympia_en(already_there(_Type, _R, _C), "The ~w is already at (~d,~d).").
olympia_en(cell_occupied(_R, _C, _Type), "(~d,~d) is occupied by a ~w.").
olympia_en(no_moves_left(_Type), "The ~w has no movement points left this turn.").
olympia_en(not_in_line(_R, _C), "(~d,~d) is not in a straight line up, down, left or right (diagonal moves are an option of startGame).").
olympia_en(too_far(_R, _C, _Steps, _Moves), "(~d,~d) is ~d steps away, but only ~d movement points are left.").
olympia_en(path_blocked(_R, _C), "The way to (~d,~d) is blocked by enemy units.").
olympia_en(unknown_recruit(_Type, _Types), "~q cannot be recruited; the units are ~w.").
olympia_en(no_king, "You have no King to recruit with.").
olympia_en(king_not_on_tower(_R, _C), "Only the King standing on his Tower can recruit, and your King is at (~d,~d).").
olympia_en(castles_full, "All your Castles are occupied: move a unit out first.").
olympia_en(not_your_castle(_R, _C), "(~d,~d) is not one of your Castles.").
olympia_en(castle_occupied(_R, _C, _Type), "That castle (~d,~d) is occupied by a ~w!").
olympia_en(not_enough_gold(_Type, _Price, _Gold), "A ~w costs ~dG, but you have only ~dG.").
olympia_en(not_enough_gold_for_any(_Price, _Gold), "Not enough gold: the cheapest unit costs ~dG and you have ~dG.").
olympia_en(already_attacked(_Type), "The ~w has already attacked this turn.").
olympia_en(no_enemy_adjacent(_Type), "No enemy is next to the ~w.").
olympia_en(own_target(_Id, _Type), "Unit ~w (~w) is one of yours.").
olympia_en(target_not_adjacent(_Id, _Type), "Unit ~w is not next to the ~w.").

% Commands
olympia_en(no_unit_selected, "No unit is selected: choose one with changeUnit.").
olympia_en(nowhere_to_go(_Type), "The ~w cannot reach any free cell.").
olympia_en(reachable_cells(_Type, _Moves, _Cells), "The ~w (~d movement points) can move to: ~w").
olympia_en(ask_move_cell, "Enter the cell to move to (row col), or cancel: ").
olympia_en(cell_answer_bad(_A), "~w is not a cell: type a row and a column, e.g. 3 4.").
olympia_en(cannot_move_there, "You can't move there:").
olympia_en(command_cancelled, "Cancelled: nothing changed.").
olympia_en(answer_empty, "Please answer, or type cancel.").
olympia_en(own_units_header, "== List of Units ==").
olympia_en(unit_line(_Id, _Name, _R, _C, _H, _MaxH, _M, _MaxM, _A), "~d. ~w (~d,~d) | Health ~d/~d | Movement points ~d/~d | Can attack: ~w").
olympia_en(ask_unit_id, "Enter the number of the unit to select, or cancel: ").
olympia_en(id_answer_bad(_A), "~w is not a unit number.").
olympia_en(free_castles(_Cells), "Empty castles: ~w").
olympia_en(ask_castle, "Enter the coordinate of an empty castle (row col), or cancel: ").
olympia_en(recruits_header(_Gold), "=== List of Recruits (you have ~dG) ===").
olympia_en(recruit_line(_N, _Name, _L, _H, _A, _K, _M, _Hit, _P), "~d. ~w (~w) | Health ~d | ATK ~d ~w | Moves ~d | Hit chance ~d% | ~dG").
olympia_en(ask_recruit, "Enter the no. (or name) of the unit you want to recruit, or cancel: ").
olympia_en(recruit_answer_bad(_A, _N), "~w is not on the list: type 1 to ~d or a unit name.").
olympia_en(targets_header(_Type), "Enemies the ~w can attack:").
olympia_en(target_line(_Id, _Name, _R, _C, _H, _MaxH, _Kind), "~d. ~w (~d,~d) | Health ~d/~d | ~w").
olympia_en(target_line_retaliates(_Id, _Name, _R, _C, _H, _MaxH, _Kind), "~d. ~w (~d,~d) | Health ~d/~d | ~w (retaliates)").
olympia_en(ask_target, "Select the enemy you want to attack (its number), or cancel: ").
olympia_en(ask_info_cell, "Enter the coordinate of the cell (row col), or cancel: ").
olympia_en(cell_info_header(_R, _C), "== Cell Info (~d,~d) ==").
olympia_en(tile_tower(_Name, _P), "Tower of ~w (~w)").
olympia_en(tile_castle(_Name, _P), "Castle of ~w (~w)").
olympia_en(tile_village_free, "Village, owned by nobody").
olympia_en(tile_village(_Name, _P), "Village, owned by ~w (~w)").
olympia_en(tile_normal, "Normal cell").
olympia_en(unit_info_header, "== Unit Info ==").
olympia_en(unit_owner(_Type, _Id, _Name, _P), "~w, unit ~d, owned by ~w (~w)").
olympia_en(unit_details(_H, _MaxH, _A, _K, _M, _MaxM, _CA, _Hit), "Health ~d/~d | ATK ~d ~w | Movement points ~d/~d | Can attack: ~w | Hit chance ~d%").
olympia_en(no_unit_here, "No unit stands here.").
olympia_en(status_turn(_Round, _Name, _P), "Round ~d: ~w's turn (~w)").
olympia_en(status_gold(_G, _I, _U), "Cash: ~dG | Income: ~dG | Upkeep: ~dG").
olympia_en(status_unit(_Name, _Id, _R, _C, _H, _MaxH, _M, _MaxM, _A), "Unit: ~w ~d (~d,~d) | Health ~d/~d | Movement points ~d/~d | Can attack: ~w").

% What happened
olympia_en(moved(_Label, _Id, _R0, _C0, _R, _C), "~w (~d) moved from (~d,~d) to (~d,~d).").
olympia_en(selected_now(_Name, _Id), "You are now selecting the ~w (~d).").
olympia_en(captured(_Name, _R, _C), "~w captures the village at (~d,~d).").
olympia_en(undone(_Name, _Id, _R, _C, _M), "Undone: the ~w (~d) is back at (~d,~d) with ~d movement points.").
olympia_en(recruited(_Name, _Id, _Type, _R, _C, _P, _G), "~w has recruited unit ~d (~w) at (~d,~d) for ~dG; ~dG left.").
olympia_en(blow_hit(attack, _S, _SId, _T, _TId, _D, _H, _Max), "~i~w (~d) attacks ~w (~d): hit for ~d damage, health ~d/~d.").
olympia_en(blow_hit(retaliation, _S, _SId, _T, _TId, _D, _H, _Max), "~i~w (~d) retaliates against ~w (~d): hit for ~d damage, health ~d/~d.").
olympia_en(blow_miss(attack, _S, _SId, _T, _TId), "~i~w (~d) attacks ~w (~d) and misses.").
olympia_en(blow_miss(retaliation, _S, _SId, _T, _TId), "~i~w (~d) retaliates against ~w (~d) and misses.").
olympia_en(blow_kill(attack, _S, _SId, _T, _TId, _D), "~i~w (~d) attacks ~w (~d): hit for ~d damage, it is dead.").
olympia_en(blow_kill(retaliation, _S, _SId, _T, _TId, _D), "~i~w (~d) retaliates against ~w (~d): hit for ~d damage, it is dead.").
olympia_en(no_retaliation(_Label, _Id), "~w (~d) cannot retaliate (another attack type).").
olympia_en(king_fallen(_Name), "The King of ~w has fallen, and all his units die with him.").
olympia_en(turn_began(_Round, _Name, _I, _U, _G), "Round ~d: ~w's turn. Income ~dG, upkeep ~dG: cash ~dG.").
olympia_en(healed(_Name, _Id, _A, _H, _Max), "The ~w (~d) heals ~d: health ~d/~d.").

% The board
olympia_en(board_title(_Round, _Name, _G, _I, _U), "Round ~d, ~w to play | Cash ~dG | Income ~dG | Upkeep ~dG").
olympia_en(legend_player(_P, _Name, _Colour, _D), "~w ~w (~w): Tower, Castles, villages and units marked ~w").
olympia_en(legend_selected, "* the selected unit").
olympia_en(legend_marked, "[ ] cells you can choose").
