/** English texts of Xero-G.

en_message(Key, Format): say/1 prints message Key by formatting the
arguments of Key with Format, in order. The keys of the common library
(no_game, game_is_over, ...) are in common/messages.pl.
*/
:- module(xerog_messages_en, [en_message/2,
                                 plural_word/2]).

%% en_message(?Key, ?Format).
%
%  Format is the English text of message Key.

% Moves refused: the rule each one breaks
en_message(move_code_variable(_), "~q is not a complete move: cells are written in lowercase (c1, f6); a word that starts with a capital letter is a variable.").
en_message(game_ended, "The game is over: start a new one with startGame.").
en_message(not_placing, "The ships are already arranged: play a turn with move(Ship, Steps).").
en_message(not_a_move(_), "~q is not a move of Xero-G: type move(Ship, Steps), e.g. move(c1, [d, d, r]).").
en_message(must_arrange(_), "~w must first arrange its ships: arrange([1,2,3,3,2,1]) (levels left to right) or arrange(random).").
en_message(bad_arrangement(_, _), "~q is no arrangement: give the levels ~w in any order, left to right, e.g. arrange([1,2,3,3,2,1]).").
en_message(not_a_cell(_), "~q is not a cell of the 6x6 grid: cells are a1 to f6 (column a-f from the left, row 1-6 from the top, in lower case).").
en_message(steps_not_list, "The steps must be a list, e.g. [d, d, r] or [c2, c3, d3].").
en_message(no_steps, "Give at least one step: a ship moves exactly its level.").
en_message(bad_ending(_), "~q: a turn ends with stop or reprogram(Cell).").
en_message(no_ship(_), "There is no ship on ~w.").
en_message(no_ship_can_move(_), "No ship can move for ~w.").
en_message(not_home_row(_, _, _), "The ship on ~w is not in the home row of ~w, who is to move: the home row is row ~w (the row nearest its own base with a ship that can move), and only its ships may move.").
en_message(steps_left(_, _, _), "~iA ship moves exactly its level, and a rocket boost exactly the level of the ship landed on: after ~w, ~d step(s) remain.").
en_message(not_adjacent(_, _), "~w and ~w are not neighbours: a ship steps up, down, left or right, one cell at a time.").
en_message(gate_used(_, _), "The gate between ~w and ~w was already crossed this turn: each gate (edge between two cells) may be crossed only once per turn, boosts included.").
en_message(blocked(_, _), "~w holds a level-~w ship: a ship passes only through empty cells and may land on a ship only with its last step.").
en_message(base_not_adjacent(_), "The opponent's base cannot be entered from ~w: only a step off the grid from the row next to it enters it.").
en_message(base_steps_left(_), "The ship would enter the base with ~d step(s) left: it must land there exactly, with its last step.").
en_message(steps_after_base, "Entering the opponent's base ends the game: no steps may follow.").
en_message(reprogram_in_base, "A ship that lands in the base wins: there is no ship to reprogram there.").
en_message(steps_after_stop(_), "The ship landed on the empty cell ~w with its last step: the turn ends there, no steps may follow.").
en_message(reprogram_needs_ship(_), "~w is empty: you can reprogram only a ship your ship landed on.").
en_message(landed_on_ship(_, _), "The ship landed on ~w, which holds a level-~w ship: add that many steps to rocket boost, or reprogram it with move(Ship, Steps, Cell).").
en_message(target_occupied(_), "~w is not empty: a reprogrammed ship goes to an empty cell of the grid (never a base).").
en_message(board_unchanged, "The board must change in every turn, and this turn would leave it as it was.").
en_message(own_base(_), "From ~w that step leads into your own base: ships never enter it.").
en_message(off_grid(_, _), "From ~w, the step ~w leaves the grid.").
en_message(bad_step(_), "~q is not a step: use u, d, l, r (up, down, left, right), a cell such as c3, or base.").
en_message(step_variable, "A step is written in lowercase: u, d, l, r (up, down, left, right), a cell such as c3, or base; a word that starts with a capital letter is a variable.").
en_message(ship_unbound, "Please give the ship's cell in lower case, e.g. move(c1, [d, d, r]).").
en_message(cell_unbound, "Please give the reprogram cell in lower case, e.g. e5.").
en_message(arrange_unbound, "Please give the levels, e.g. arrange([1,2,3,3,2,1]), or arrange(random).").

% Options
en_message(unknown_option(_), "~q is not an option of Xero-G: the options are arrangement(Spec), arrangement(p1, Spec), arrangement(p2, Spec), max_rounds(N) and reprogram(anywhere or pips).").
en_message(bad_arrangement_option(_), "~q is no arrangement: use choose, random, or six levels such as [1,2,3,3,2,1].").
en_message(unknown_side(_), "~q is not a side: arrangement(p1, Spec) or arrangement(p2, Spec).").
en_message(bad_max_rounds(_), "max_rounds needs a whole number of at least 1, not ~q.").
en_message(bad_reprogram(_), "~q is no Reprogram rule: reprogram(anywhere) (the official rule: any empty cell) or reprogram(pips) (the seed's reading: an empty cell within the pips of your ship).").

% Reprogram question
en_message(ask_reprogram(_, _), "Your ship landed on ~w (a level-~w ship). Reprogram it to which empty cell (e.g. e5)? An empty line or cancel backs out: ").
en_message(ask_reprogram_within(_, _, _), "Your ship landed on ~w (a level-~w ship). Reprogram it to which empty cell, at most ~d step(s) from it (e.g. e5)? An empty line or cancel backs out: ").
en_message(turn_cancelled, "Turn cancelled: nothing changed.").
en_message(target_too_far(_, _, _), "From ~w, ~w is too far: in this game (reprogram(pips), the seed's reading) the ship landed on goes at most ~d step(s) away, the pips of your ship, counted along rows and columns.").
en_message(ask_arrangement, "How are the ships arranged: choose (each player with arrange/1) or random? (Enter for choose, or cancel): ").
en_message(ask_max_rounds(_), "Rounds before the game is a draw (Enter for ~d, or cancel): ").
en_message(ask_reprogram_rule, "Reprogram: the ship landed on goes to any empty cell (anywhere, the official Gyges rule) or to an empty cell within the pips of your ship (pips, the seed's reading)? (Enter for anywhere, or cancel): ").
en_message(answer_not_word(_, _), "~w is not one of ~w.").
en_message(rules_reprogram_pips, "This game plays Reprogram as the seed reads it (reprogram(pips)): the ship landed on goes to an empty cell at most as many steps away, along rows and columns, as your ship has pips.").

% What happened
en_message(arranged(_, _, _), "~w arranges its ships on row ~w: ~w.").
en_message(turn_stop(_, _, _, _, _), "~w moves the level-~w ship from ~w: ~w; it stops on ~w.").
en_message(turn_reprogram(_, _, _, _, _, _, _), "~w moves the level-~w ship from ~w: ~w; it lands on ~w and reprograms the level-~w ship there to ~w.").
en_message(turn_won(_, _, _, _, _), "~w moves the level-~w ship from ~w: ~w. It lands in base ~w!").
en_message(turn_boosts(_), "Rocket boosts on: ~w.").
en_message(boost_at(_, _), "~w (level ~w)").
en_message(path_base(_), "base ~w").
en_message(drawn_round_limit(_), "The round limit is reached after round ~d.").
en_message(drawn_no_move(_), "~w has no ship that can move.").

% The board
en_message(title_placing(_, _), "Xero-G, placing: ~w arranges its ships on row ~w (arrange/1)").
en_message(title_playing(_, _, _), "Xero-G, round ~d: ~w to move, home row ~w").
en_message(title_won(_), "Xero-G: ~w wins").
en_message(title_drawn, "Xero-G: a draw").
en_message(legend_base(_, _, _), "~i~w: base ~w").
en_message(legend_ships, "1 2 3 ship levels (neutral); [ ] the ships the player to move may move").

% Lists of turns
en_message(moves_header(_, _, _), "~w moves a ship of home row ~w; ~d different turns:").
en_message(ship_header(_, _, _), "Ship ~w (level ~w), ~d ends:").
en_message(line_win(_, _), "  ~w  wins: lands in the base of ~w").
en_message(line_stop(_, _), "  ~w  stops on ~w").
en_message(line_land(_, _, _), "  ~w  lands on the level-~w ship on ~w: reprogram it to an empty Cell, or add steps to boost").
en_message(line_land_within(_, _, _, _), "  ~w  lands on the level-~w ship on ~w: reprogram it to an empty Cell at most ~d step(s) from it, or add steps to boost").

% The rules
en_message(rules_goal, "Goal: land a ship in the opponent's base. p1's base (A) is above the grid, p2's base (B) below it; p1 moves first.").
en_message(rules_setup, "Setup: each player has six ships (levels 1, 1, 2, 2, 3, 3) arranged on the row next to its base. Ships belong to no one: you may move any ship of your home row.").
en_message(rules_home_row, "Home row: the row nearest your own base that holds a ship; if none of its ships can move, the next such row. You move one ship of it.").
en_message(rules_moving, "Moving: a ship moves exactly its level in steps up, down, left or right, turning freely, through empty cells only.").
en_message(rules_gates, "Gates: each edge between two cells may be crossed at most once per turn (boosts included).").
en_message(rules_landing, "Landing on a ship with the last step: Rocket Boost (move on exactly that ship's level, and again if you land on a ship) or Reprogram (your ship stays, the landed-on ship goes to any empty cell).").
en_message(rules_win, "Winning: step off the grid into the opponent's base with the very last step of your turn (that step counts as one).").
en_message(rules_end, "Every turn must change the board. A draw when the player to move has no ship that can move, or after the round limit (max_rounds, 100 by default).").

% help. begins with the flow of a game and how commands are typed.
en_message(help_intro, "How a game goes: each player arranges six ships on their row (arrange/1), then turns: move a ship from your nearest row by its level, bouncing on other ships; land in the opponent's base to win. Cells are a1..f6 (moves lists your moves). Commands end with a full stop; codes are lowercase (a capital letter starts a variable); a question takes an answer and Enter.").

% hint. says why, in the search computer's own terms.
en_message(hint_wins, "It lands in the opponent's base: you win.").
en_message(hint_threat_now(_Name), "As the board stands, ~w could land a ship in your base on its next turn.").
en_message(hint_threat_now(_Name, _Move), "As the board stands, ~w could land a ship in your base on its next turn: ~q.").
en_message(hint_threat_after(_Name, _Move), "After it ~w can still land in your base: ~q; no move of yours stops that.").
en_message(hint_threat_answered(_Name), "The move stops that: after it, ~w cannot land in your base at once.").
en_message(hint_threat_after(_Name), "After it ~w can still land in your base: no move of yours stops that.").
en_message(hint_no_threat(_Name), "~w cannot land in your base at once, and after the move it still cannot.").
en_message(hint_own_threat(_Name), "After it you could land in the base of ~w on your next turn, unless it stops you.").

% Saved games: what a state of the game may not be (state_error/2)
en_message(state_not_xerog, "it is not a xerog(Phase, Player, Round, Board, MaxRounds) state of this program.").
en_message(state_bad_player(_), "the player to move is ~q; it should be p1 or p2.").
en_message(state_bad_max_rounds(_), "its round limit is ~q; it should be a whole number of at least 1.").
en_message(state_bad_round(_), "its round is ~q, which does not fit: 0 while the ships are arranged, then a whole number from 1 to the round limit.").
en_message(state_bad_board, "its board is not the 36 cells of the grid, b(...) with 36 arguments, each 0 (empty) or a ship level 1, 2 or 3.").
en_message(state_bad_placing, "its ships are being arranged, but ships stand off rows 1 and 6, or the row of the player to arrange is not empty, or an arranged row is not the levels 1, 1, 2, 2, 3, 3.").
en_message(state_bad_ships(_), "the grid holds ships of levels 1, 2 and 3 in the numbers ~w; it should hold four of each (three of the level of a ship that landed in a base).").
en_message(state_no_move_in_play(_), "it is the turn of ~w, but no ship it could move can move: the game would have ended in a draw.").
en_message(state_bad_phase(_), "its phase is ~q; it should be placing, playing, won(Player, Level, Column) (Level 1 to 3, Column 1 to 6), drawn(round_limit) or drawn(no_move(Player)).").

% why/1 of a command that draws at random, in the game's terms.
en_message(why_chance, "What it does depends on chance (a shuffle of the ships), drawn when it is played.").

% startGame/2's options given twice, or disagreeing.
en_message(duplicate_option(_), "The option ~q is given twice: give each option once.").
en_message(conflicting_options(arrangement(_), _), "The options ~q and ~q disagree: give arrangement(Spec) for both sides, or arrangement(p1, Spec) and arrangement(p2, Spec), and each option once.").
en_message(conflicting_options(arrangement(_, _), _), "The options ~q and ~q disagree: give arrangement(Spec) for both sides, or arrangement(p1, Spec) and arrangement(p2, Spec), and each option once.").
en_message(conflicting_options(_, _), "The options ~q and ~q disagree: give each option once.").

%% plural_word(?Plural, ?Singular) is nondet.
%
%  The English words this game's messages count with: after a count of
%  one the message says Singular ("1 troop"), see text:singular_counts/2.
plural_word("ships", "ship").
