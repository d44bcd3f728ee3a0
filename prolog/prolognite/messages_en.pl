/** English messages of Prolognite.

prolognite_en(Key, Format): the text of message Key; the arguments of Key
are the arguments of Format, in order (`~i` skips one that only selects
the text).
*/
:- module(prolognite_messages_en, [prolognite_en/2]).

%% prolognite_en(?Key, ?Format).
%
%  Format is the English text of message Key.

% Options of startGame
prolognite_en(unknown_option(_), "Unknown option ~q: the options are size(N), formation(true) or formation(false), and obstacles([Row-Col, ...]).").
prolognite_en(duplicate_option(_), "The option ~w is given twice.").
prolognite_en(bad_size(_, _, _), "Board size ~q is not allowed: give a whole number from ~d to ~d.").
prolognite_en(bad_formation(_), "formation(~q): write formation(true) or formation(false).").
prolognite_en(obstacles_not_list(_), "obstacles(~q): give a list of cells Row-Col, e.g. obstacles([1-2, 3-3, 5-1, 2-4, 4-5]).").
prolognite_en(obstacle_off_board(_, _), "The obstacle ~q is not a cell Row-Col of the board of size ~d (rows and columns count from 1).").
prolognite_en(obstacle_twice(_), "The obstacle ~q is listed twice.").
prolognite_en(obstacles_count(_, _), "~d obstacles are given; the rules want as many obstacles as the board size, ~d.").
prolognite_en(ask_size(_, _, _), "Board size N, for an N x N board, N armies each and N obstacles (~d to ~d, Enter for ~d): ").
prolognite_en(ask_formation, "Formation rule: do your armies standing one behind the other on a line all join a threat? (yes/no, Enter for no): ").
prolognite_en(answer_not_size(_, _, _), "~w is not a board size from ~d to ~d.").
prolognite_en(answer_not_yes_no(_), "Please answer yes or no, not ~w.").

% Moves the rules forbid
prolognite_en(place_in_destruction, "All armies are deployed, this is the destruction phase: destroy(Row, Col) an obstacle or a threatened enemy army (targets. lists them).").
prolognite_en(place_not_numbers(_, _, _), "place(~q, ~q, ~q): the value, the row and the column must be whole numbers, e.g. place(3, 2, 4).").
prolognite_en(off_board(_, _, _), "(~w,~w) is off the board: rows and columns go from 1 to ~d.").
prolognite_en(army_value_range(_, _), "There is no army worth ~w: each player's armies are worth 1 to ~d.").
prolognite_en(army_already_placed(_, _), "Your army worth ~w is already on the board; your reserve holds ~w.").
prolognite_en(cell_taken(_, _, obstacle), "Rule (deployment): armies go on empty cells; (~d,~d) holds an obstacle~i.").
prolognite_en(cell_taken(_, _, army(_, _)), "Rule (deployment): armies go on empty cells; (~d,~d) already holds an army~i.").
prolognite_en(destroy_in_deployment(_), "This is the deployment phase: nothing is destroyed until all armies are placed. Place one with place(Value, Row, Col); your reserve holds ~w.").
prolognite_en(destroy_not_numbers(_, _), "destroy(~q, ~q): the row and the column must be whole numbers, e.g. destroy(2, 3).").
prolognite_en(destroy_empty(_, _), "(~d,~d) is empty: there is nothing to destroy there.").
prolognite_en(destroy_own_army(_, _, _), "(~d,~d) holds your own army worth ~d: you destroy obstacles and enemy armies only.").
prolognite_en(obstacle_not_seen(_, _), "Rule: an obstacle is destroyed by one of your armies in its row or column with nothing (obstacle or army) in between; none of your armies sees the obstacle at (~d,~d).").
prolognite_en(army_not_threatened(_, _, _, _), "Rule: an enemy army is destroyed only when your armies on one line through it (all in its row or all in its column), each with nothing in between, sum to more than its value. The army at (~d,~d) is worth ~d; your armies that see it on one line sum to at most ~d.").
prolognite_en(pass_in_deployment, "There is no passing in the deployment phase: place an army with place(Value, Row, Col).").
prolognite_en(pass_not_allowed(_), "Rule: you pass only when you have nothing to destroy, and you can destroy ~d now (targets. lists them).").
prolognite_en(pass_game_over, "Neither player can destroy anything: the game is over.").
prolognite_en(unknown_move(_), "~q is not a move of Prolognite: the moves are place(Value, Row, Col), destroy(Row, Col) and pass.").

% The board
prolognite_en(board_title_deployment(_), "Prolognite, deployment: ~w places an army").
prolognite_en(board_title_destruction(_), "Prolognite, destruction: ~w destroys one of the cells in [ ]").
prolognite_en(board_title_over, "Prolognite: the game is over").
prolognite_en(legend_player(p1, _, _, _), "~iw = white, ~w: armies worth ~d; not placed yet: ~s").
prolognite_en(legend_player(p2, _, _, _), "~ib = black, ~w: armies worth ~d; not placed yet: ~s").
prolognite_en(legend_marks(_), "# = obstacle, . = empty, [ ] = what ~w can destroy now").
prolognite_en(legend_marks_over, "# = obstacle, . = empty").
prolognite_en(legend_marks_deployment, "# = obstacle, . = empty; once all armies are placed, [ ] marks what the player to move can destroy").

% What happened
prolognite_en(placed(_, _, _, _), "~w places ~w at (~d,~d).").
prolognite_en(destruction_begins, "All armies are deployed: the destruction phase begins.").
prolognite_en(destroyed_obstacle(_, _, _, _), "~w destroys the obstacle at (~d,~d), seen by ~s.").
prolognite_en(destroyed_army(_, _, _, _, _, _, _), "~w destroys ~w at (~d,~d), threatened by ~s: ~d > ~d.").
prolognite_en(passes(_, _), "~w has nothing to destroy and passes: ~w plays again.").
prolognite_en(passed(_), "~w passes.").
prolognite_en(final_sums(_, _), "Armies left on the board: white (p1) ~d, black (p2) ~d.").

% Commands
prolognite_en(cancelled(_), "~w cancelled: nothing changed.").
prolognite_en(ask_value(_), "Value of the army to place (your reserve: ~s): ").
prolognite_en(ask_row(_), "Row (1 to ~d): ").
prolognite_en(ask_col(_), "Column (1 to ~d): ").
prolognite_en(coordinates_not_numbers(_, _), "(~q,~q): the row and the column must be whole numbers, e.g. inspect(2, 3).").
prolognite_en(not_a_number(_), "~w is not a whole number.").
prolognite_en(targets_header(_), "~w can destroy:").
prolognite_en(targets_none(_), "~w has nothing to destroy.").
prolognite_en(target_obstacle(_, _, _), "  (~d,~d) an obstacle, seen by ~s").
prolognite_en(target_army(_, _, _, _, _, _), "  (~d,~d) ~w, threatened by ~s: ~d > ~d").
prolognite_en(targets_deployment(_, _), "Deployment phase: nothing is destroyed until all armies are placed. ~w places next; not placed yet: ~s.").
prolognite_en(score_player(p1, _, _, _), "~iwhite (p1), ~w: armies worth ~d; not placed yet: ~s").
prolognite_en(score_player(p2, _, _, _), "~iblack (p2), ~w: armies worth ~d; not placed yet: ~s").
prolognite_en(score_turn(deployment, _), "~iDeployment phase; ~w to move.").
prolognite_en(score_turn(destruction, _), "~iDestruction phase; ~w to move.").
prolognite_en(score_over, "The game is over.").
prolognite_en(inspect_empty(_, _), "(~d,~d) is empty.").
prolognite_en(inspect_obstacle(_, _), "(~d,~d) holds an obstacle.").
prolognite_en(inspect_army(_, _, _, _), "(~d,~d) holds ~w, an army of ~w.").
prolognite_en(inspect_can_obstacle(_, _), "  ~w can destroy it: seen by ~s.").
prolognite_en(inspect_cannot_obstacle(_), "  ~w cannot destroy it: none of their armies sees it.").
prolognite_en(inspect_can_army(_, _, _, _), "  ~w can destroy it: threatened by ~s, ~d > ~d.").
prolognite_en(inspect_cannot_army(_, _, _), "  ~w cannot destroy it: their armies that see it on one line sum to at most ~d, not more than ~d.").
prolognite_en(hint(_), "The search computer would play ~q.").
prolognite_en(rules_text, "Prolognite. Two players, white (p1, w) and black (p2, b), play on an N x N board (N from 3 to 9, 5 unless chosen) on which N obstacles (#) stand at random. Each has N armies, worth 1 to N.~nDeployment: taking turns, white first, each places one army of their reserve on an empty cell: place(Value, Row, Col).~nDestruction: taking turns, white first, each destroys with destroy(Row, Col) either an obstacle that one of their armies sees (same row or column, nothing in between), or an enemy army threatened by their armies on one line through it (all in its row or all in its column, each seeing it with nothing in between) whose values sum to more than its value. The board marks [ ] what the player to move can destroy.~nA player with nothing to destroy passes and the other plays on; the game ends when neither can destroy anything. The higher sum of armies left on the board wins; equal sums are a draw.").
prolognite_en(rules_formation, "This game uses the formation rule: your armies standing one behind the other on the line, each seeing the one in front, all join a threat.").

% Saves whose state is no position of the game (state_error/2)
prolognite_en(save_bad_state(not_a_state), "its state is not a position of Prolognite (~w): it is not a term prolognite(Size, Rule, Phase, Player, Cells, Reserves).").
prolognite_en(save_bad_state(state_bad_size(_)), "its state is not a position of Prolognite (~w): the board size is not from 3 to 9.").
prolognite_en(save_bad_state(state_bad_rule(_)), "its state is not a position of Prolognite (~w): the rule must be sight or formation.").
prolognite_en(save_bad_state(state_bad_phase(_)), "its state is not a position of Prolognite (~w): the phase must be deployment or destruction.").
prolognite_en(save_bad_state(state_bad_player(_)), "its state is not a position of Prolognite (~w): the player to move must be p1 or p2.").
prolognite_en(save_bad_state(state_bad_board), "its state is not a position of Prolognite (~w): the cells are not a square board of that size.").
prolognite_en(save_bad_state(state_bad_cell(_, _)), "its state is not a position of Prolognite (~w): a cell holds something other than empty, obstacle or army(Player, Value).").
prolognite_en(save_bad_state(state_bad_reserves(_)), "its state is not a position of Prolognite (~w): the reserves must be reserves(Values1, Values2), increasing values from 1 to the size.").
prolognite_en(save_bad_state(state_army_twice(_)), "its state is not a position of Prolognite (~w): a player has two armies of the same value.").
prolognite_en(save_bad_state(state_army_missing(_)), "its state is not a position of Prolognite (~w): in deployment every army is on the board or in its reserve, and one is missing.").
prolognite_en(save_bad_state(state_obstacles(_, _)), "its state is not a position of Prolognite (~w): the number of obstacles does not fit the board size.").
prolognite_en(save_bad_state(state_turn(_)), "its state is not a position of Prolognite (~w): in deployment white places first and the players take turns, so the wrong player is to move.").
prolognite_en(save_bad_state(state_reserve_in_destruction), "its state is not a position of Prolognite (~w): the destruction phase begins only when every army is placed.").
