/** English messages of Prolognite.

en_message(Key, Format): the text of message Key; the arguments of Key
are the arguments of Format, in order (`~i` skips one that only selects
the text).
*/
:- module(prolognite_messages_en, [en_message/2,
                                      plural_word/2]).

%% en_message(?Key, ?Format).
%
%  Format is the English text of message Key.

% Options of startGame
en_message(unknown_option(_), "Unknown option ~q: the options are size(N), formation(true) or formation(false), and obstacles([Row-Col, ...]).").
en_message(duplicate_option(_), "The option ~w is given twice.").
en_message(bad_size(_, _, _), "Board size ~q is not allowed: give a whole number from ~d to ~d.").
en_message(bad_formation(_), "formation(~q): write formation(true) or formation(false).").
en_message(obstacles_not_list(_), "obstacles(~q): give a list of cells Row-Col, e.g. obstacles([1-2, 3-3, 5-1, 2-4, 4-5]).").
en_message(obstacle_off_board(_, _), "The obstacle ~q is not a cell Row-Col of the board of size ~d (rows and columns count from 1).").
en_message(obstacle_twice(_), "The obstacle ~q is listed twice.").
en_message(obstacles_count(_, _), "~d obstacles are given; the rules want as many obstacles as the board size, ~d.").
en_message(ask_size(_, _, _), "Board size N, for an N x N board, N armies each and N obstacles (~d to ~d, Enter for ~d, or cancel): ").
en_message(ask_formation, "Formation rule: do your armies standing one behind the other on a line all join a threat? (yes/no, Enter for no, or cancel): ").
en_message(answer_not_size(_, _, _), "~w is not a board size from ~d to ~d.").
en_message(answer_not_yes_no(_), "Please answer yes or no, not ~w.").

% Moves the rules forbid
en_message(place_in_destruction, "All armies are deployed, this is the destruction phase: destroy(Row, Col) an obstacle or a threatened enemy army (targets. lists them).").
en_message(place_not_numbers(_, _, _), "place(~q, ~q, ~q): the value, the row and the column must be whole numbers, e.g. place(3, 2, 4).").
en_message(move_code_variable(_), "~q is not a complete move: values, rows and columns are whole numbers, e.g. place(3, 2, 4) or destroy(2, 3); the board's w1 and b2 name armies, not cells, and a word that starts with a capital letter is a variable.").
en_message(off_board(_, _, _), "(~w,~w) is off the board: rows and columns go from 1 to ~d.").
en_message(army_value_range(_, _), "There is no army worth ~w: each player's armies are worth 1 to ~d.").
en_message(army_already_placed(_, _), "Your army worth ~w is already on the board; your reserve holds ~w.").
en_message(cell_taken(_, _, obstacle), "Rule (deployment): armies go on empty cells; (~d,~d) holds an obstacle~i.").
en_message(cell_taken(_, _, army(_, _)), "Rule (deployment): armies go on empty cells; (~d,~d) already holds an army~i.").
en_message(destroy_in_deployment(_), "This is the deployment phase: nothing is destroyed until all armies are placed. Place one with place(Value, Row, Col); your reserve holds ~w.").
en_message(destroy_not_numbers(_, _), "destroy(~q, ~q): the row and the column must be whole numbers, e.g. destroy(2, 3).").
en_message(destroy_empty(_, _), "(~d,~d) is empty: there is nothing to destroy there.").
en_message(destroy_own_army(_, _, _), "(~d,~d) holds your own army worth ~d: you destroy obstacles and enemy armies only.").
en_message(obstacle_not_seen(_, _), "Rule: an obstacle is destroyed by one of your armies in its row or column with nothing (obstacle or army) in between; none of your armies sees the obstacle at (~d,~d).").
en_message(army_not_threatened(_, _, _, _), "Rule: an enemy army is destroyed only when your armies on one line through it (all in its row or all in its column), each with nothing in between, sum to more than its value. The army at (~d,~d) is worth ~d; your armies that see it on one line sum to at most ~d.").
en_message(pass_in_deployment, "There is no passing in the deployment phase: place an army with place(Value, Row, Col).").
en_message(pass_not_allowed(_), "Rule: you pass only when you have nothing to destroy, and you can destroy ~d now (targets. lists them).").
en_message(pass_game_over, "Neither player can destroy anything: the game is over.").
en_message(unknown_move(_), "~q is not a move of Prolognite: the moves are place(Value, Row, Col), destroy(Row, Col) and pass.").

% The board
en_message(board_title_deployment(_), "Prolognite, deployment: ~w places an army").
en_message(board_title_destruction(_), "Prolognite, destruction: ~w destroys one of the cells in [ ]").
en_message(board_title_over, "Prolognite: the game is over").
en_message(legend_player(p1, _, _, _), "~iw = white, ~w: armies worth ~d; not placed yet: ~s").
en_message(legend_player(p2, _, _, _), "~ib = black, ~w: armies worth ~d; not placed yet: ~s").
en_message(legend_marks(_), "# = obstacle, . = empty, [ ] = what ~w can destroy now").
en_message(legend_marks_over, "# = obstacle, . = empty").
en_message(legend_marks_deployment, "# = obstacle, . = empty; once all armies are placed, [ ] marks what the player to move can destroy").

% What happened
en_message(placed(_, _, _, _), "~w places ~w at (~d,~d).").
en_message(destruction_begins, "All armies are deployed: the destruction phase begins.").
en_message(destroyed_obstacle(_, _, _, _), "~w destroys the obstacle at (~d,~d), seen by ~s.").
en_message(destroyed_army(_, _, _, _, _, _, _), "~w destroys ~w at (~d,~d), threatened by ~s: ~d > ~d.").
en_message(passes(_, _), "~w has nothing to destroy and passes: ~w plays again.").
en_message(passed(_), "~w passes.").
en_message(final_sums(_, _), "Armies left on the board: white (p1) ~d, black (p2) ~d.").

% Commands
en_message(cancelled(_), "~w cancelled: nothing changed.").
en_message(ask_value(_), "Value of the army to place (your reserve: ~s; or cancel): ").
en_message(ask_row(_), "Row (1 to ~d), or row and column as in 3 3, or cancel: ").
en_message(ask_col(_), "Column (1 to ~d, or cancel): ").
en_message(coordinates_not_numbers(_, _), "(~q,~q): the row and the column must be whole numbers, e.g. inspect(2, 3).").
en_message(not_a_number(_), "~w is not a whole number.").
en_message(not_a_cell(_), "~w is neither a row nor a row and a column (as in 3 3).").
en_message(targets_header(_), "~w can destroy:").
en_message(targets_none(_), "~w has nothing to destroy.").
en_message(target_obstacle(_, _, _), "  (~d,~d) an obstacle, seen by ~s").
en_message(target_army(_, _, _, _, _, _), "  (~d,~d) ~w, threatened by ~s: ~d > ~d").
en_message(targets_deployment(_, _), "Deployment phase: nothing is destroyed until all armies are placed. ~w places next; not placed yet: ~s.").
en_message(score_player(p1, _, _, _), "~iwhite (p1), ~w: armies worth ~d; not placed yet: ~s").
en_message(score_player(p2, _, _, _), "~iblack (p2), ~w: armies worth ~d; not placed yet: ~s").
en_message(score_turn(deployment, _), "~iDeployment phase; ~w to move.").
en_message(score_turn(destruction, _), "~iDestruction phase; ~w to move.").
en_message(score_over, "The game is over.").
en_message(inspect_empty(_, _), "(~d,~d) is empty.").
en_message(inspect_obstacle(_, _), "(~d,~d) holds an obstacle.").
en_message(inspect_army(_, _, _, _), "(~d,~d) holds ~w, an army of ~w.").
en_message(inspect_can_obstacle(_, _), "  ~w can destroy it: seen by ~s.").
en_message(inspect_cannot_obstacle(_), "  ~w cannot destroy it: none of their armies sees it.").
en_message(inspect_can_army(_, _, _, _), "  ~w can destroy it: threatened by ~s, ~d > ~d.").
en_message(inspect_cannot_army(_, _, _), "  ~w cannot destroy it: their armies that see it on one line sum to at most ~d, not more than ~d.").
en_message(rules_text, "Prolognite. Two players, white (p1, w) and black (p2, b), play on an N x N board (N from 3 to 9, 5 unless chosen) on which N obstacles (#) stand at random. Each has N armies, worth 1 to N.~nDeployment: taking turns, white first, each places one army of their reserve on an empty cell: place(Value, Row, Col).~nDestruction: taking turns, white first, each destroys with destroy(Row, Col) either an obstacle that one of their armies sees (same row or column, nothing in between), or an enemy army threatened by their armies on one line through it (all in its row or all in its column, each seeing it with nothing in between) whose values sum to more than its value. The board marks [ ] what the player to move can destroy.~nA player with nothing to destroy passes and the other plays on; the game ends when neither can destroy anything. The higher sum of armies left on the board wins; equal sums are a draw.").
en_message(rules_formation, "This game uses the formation rule: your armies standing one behind the other on the line, each seeing the one in front, all join a threat.").

% Saved games: what a state of the game may not be (state_error/2)
en_message(not_a_state, "it is not a prolognite(Size, Rule, Phase, Player, Cells, Reserves) state of this program.").
en_message(state_bad_size(_), "its board size is ~q; it should be a whole number from 3 to 9.").
en_message(state_bad_rule(_), "its rule is ~q; it should be sight or formation.").
en_message(state_bad_phase(_), "its phase is ~q; it should be deployment or destruction.").
en_message(state_bad_player(_), "the player to move is ~q; it should be p1 (white) or p2 (black).").
en_message(state_bad_board, "its cells are not a square board of its size (Size x Size cells).").
en_message(state_bad_cell(_, _), "the cell ~w (row-column) holds ~q; a cell holds empty, obstacle or army(Player, Value), Player p1 or p2 and Value from 1 to the board size.").
en_message(state_bad_reserves(_), "its reserves are ~q; they should be reserves(White, Black), each the increasing list of the values, from 1 to the board size, of the armies not yet placed.").
en_message(state_army_twice(p1), "~iwhite (p1) has two armies of the same value, on the board and in its reserve together.").
en_message(state_army_twice(p2), "~iblack (p2) has two armies of the same value, on the board and in its reserve together.").
en_message(state_army_missing(p1), "~ian army of white (p1) is neither on the board nor in its reserve: during deployment every army is in one of them.").
en_message(state_army_missing(p2), "~ian army of black (p2) is neither on the board nor in its reserve: during deployment every army is in one of them.").
en_message(state_obstacles(_, _), "the board holds ~d obstacles; a board of size ~d has exactly that many during deployment, and never more after.").
en_message(state_turn(p1), "~iit is white's (p1) turn, which the reserves do not allow: white places first and the players take turns, so white is to place when both reserves hold as many armies, at least one each.").
en_message(state_turn(p2), "~iit is black's (p2) turn, which the reserves do not allow: white places first and the players take turns, so black is to place when its reserve holds one army more than white's.").
en_message(state_reserve_in_destruction, "its phase is destruction, but a reserve still holds an army: destruction begins only when every army is placed.").

% help. begins with the flow of a game and how commands are typed.
en_message(help_intro, "How a game goes: deployment (each player places their armies, one a turn: place(Value, Row, Col) or place.), then destruction (destroy an obstacle or a threatened enemy army: targets. lists them; pass only with nothing to destroy). Cells are Row, Col numbers. Commands end with a full stop; codes are lowercase (a capital letter starts a variable); a question takes an answer and Enter, and cancel backs out of the command.").

% hint. says why, in the computers' own terms.
en_message(hint_takes(_Name, _V, _Pos, _Sum), "It destroys ~w's army worth ~d at ~s (your line through it sums to ~d).").
en_message(hint_clears(_Pos), "It removes the obstacle at ~s, which opens its row and column.").
en_message(hint_score(_Now, _After), "The computers score your position at ~1f armies now and ~1f after the move (the armies on both sides, what each threatens, the next targets).").
en_message(hint_wins, "It ends the game with your win.").
en_message(hint_draw, "It ends the game in a draw.").
en_message(hint_loses_anyway, "The game ends with it, and no move of yours avoids the loss.").
en_message(hint_threatened_now(_Name, _Armies), "~w threatens your ~s now.").
en_message(hint_threatened_after(_Name, _Armies), "After it, ~w threatens your ~s.").
en_message(hint_threatened_none_now(_Name), "~w threatens none of your armies now.").
en_message(hint_threatened_none_after(_Name), "After it, ~w threatens none of your armies.").

%% plural_word(?Plural, ?Singular) is nondet.
%
%  The English words this game's messages count with: after a count of
%  one the message says Singular ("1 troop"), see text:singular_counts/2.
plural_word("obstacles", "obstacle").
plural_word("armies", "army").
