/** English messages of Replica.

en_message(Key, Format): the text of message Key; the arguments of Key are
the arguments of Format, in order. Sides are p1 (White) and p2 (Black).
*/
:- module(replica_messages_en, [en_message/2,
                                   plural_word/2]).

:- use_module('../../common/messages').

%% en_message(?Key, ?Format).
%
%  Format is the English text of message Key.

% Sides and players
en_message(move_code_variable(_), "~q is not a complete move: squares are written in lowercase (b4, a1); a word that starts with a capital letter is a variable.").
en_message(side_label(p1, _), "~iWhite (~w)").
en_message(side_label(p2, _), "~iBlack (~w)").
en_message(default_name(p1), "~iWhite").
en_message(default_name(p2), "~iBlack").
en_message(computer_name(p1, _, _), "~iWhite (computer, ~w)~i").
en_message(computer_name(p2, _, _), "~iBlack (computer, ~w)~i").
en_message(seat_is(p1, Name), "~i~w: p1, moves first, from a1 to h8") :-
    computer_called(Name).
en_message(seat_is(p2, Name), "~i~w: p2, from h8 to a1") :-
    computer_called(Name).
en_message(seat_is(p1, _), "~iWhite (p1, moves first, from a1 to h8): ~w").
en_message(seat_is(p2, _), "~iBlack (p2, from h8 to a1): ~w").
en_message(game_won(p1, _), "~iGame over: White (~w) wins!").
en_message(game_won(p2, _), "~iGame over: Black (~w) wins!").
en_message(game_drawn, "Game over: a draw (no move left, or the round limit was reached).").

% The board
en_message(legend(p1, _), "~i~w: w man, W king; plays towards h8").
en_message(legend(p2, _), "~i~w: b man, B king; plays towards a1").
en_message(title_to_move(_, _), "Replica: ~w to move, round ~d. ").
en_message(title_won(_), "Replica: ~w has won. ").
en_message(title_draw, "Replica: a draw. ").
en_message(title_transforms(_, _, unlimited), "Transformations: White ~d, Black ~d~i.").
en_message(title_transforms(_, _, _), "Transformations: White ~d, Black ~d (at most ~d each).").

% What a move did
en_message(stepped(_, _, _), "~w steps from ~w to ~w.").
en_message(jumped(_, _, _, 1), "~w jumps from ~w to ~w over 1 own piece~i.").
en_message(jumped(_, _, _, _), "~w jumps from ~w to ~w over ~d own pieces.").
en_message(captured(man, _, _), "~iA man of ~w is captured on ~w.").
en_message(captured(king, _, _), "~iA KING of ~w is captured on ~w!").
en_message(transformed(_, _, _, unlimited), "~w transforms the man on ~w into a king (transformation ~d~i).").
en_message(transformed(_, _, _, _), "~w transforms the man on ~w into a king (transformation ~d of ~d).").
en_message(forfeited(_), "~w forfeits the game.").
en_message(ask_forfeit(_), "Forfeit: ~w wins this game. Are you sure? (yes/no, default no): ").
en_message(not_forfeited, "Not forfeited: the game goes on.").
en_message(forfeit_answer_expected(_), "forfeit(yes) gives up and forfeit(no) does not: ~q is neither.").
en_message(win_by_corner, "A king has reached the opponent's corner.").
en_message(win_by_king_capture, "An enemy king was captured.").

% Why a move is not allowed
en_message(unknown_move(_), "~q is not a move of Replica: type move(From, To) (e.g. move(b4, b5)), transform(Square) or forfeit.").
en_message(not_a_square(_), "~q is not a square of the board: squares are a1 to h8 (columns a-h, rows 1-8).").
en_message(not_a_coordinate(_), "~q is not a coordinate: columns and rows are whole numbers from 1 to 8.").
en_message(coordinate_variable, "Columns and rows are whole numbers from 1 to 8, e.g. move(2, 4, 2, 5), or squares in lowercase, e.g. move(b4, b5): a word that starts with a capital letter is a variable.").
en_message(no_piece(_), "There is no piece on ~w.").
en_message(not_your_piece(_, p1), "~w holds a Black piece, and it is White's turn~i: you may only move your own pieces.").
en_message(not_your_piece(_, p2), "~w holds a White piece, and it is Black's turn~i: you may only move your own pieces.").
en_message(same_square(_), "A move must leave ~w: give a different target square.").
en_message(not_a_line(_, _), "~w to ~w is not a straight line: pieces move along a row, a column or a diagonal.").
en_message(not_forward(_, _, p1), "~w to ~w does not go forward~i: every White move, captures included, goes right, up or up-right (towards h8).").
en_message(not_forward(_, _, p2), "~w to ~w does not go forward~i: every Black move, captures included, goes left, down or down-left (towards a1).").
en_message(king_not_forward(_, _, p1), "~w to ~w does not go forward~i: White kings also move only right, up or up-right (the base rules this game was started with, kings_move_all_directions(false)).").
en_message(king_not_forward(_, _, p2), "~w to ~w does not go forward~i: Black kings also move only left, down or down-left (the base rules this game was started with, kings_move_all_directions(false)).").
en_message(own_piece_there(_), "~w holds your own piece, and no jump in that direction lands on the board: a piece never lands on its own side.").
en_message(own_piece_jump(_, _), "~w holds your own piece: a jump in that direction passes over your pieces and lands on ~w.").
en_message(step_only(_, _, _), "~w to ~w is too far: a piece steps one cell, and jumps only over its own pieces (~w does not hold one).").
en_message(jump_lands_first(_, _, _), "~w to ~w does not end where a jump ends: a jump stops on the first cell past your own pieces, here ~w.").
en_message(jump_off_board(_, _), "~w cannot move towards ~w: your pieces fill that line up to the edge, so the jump would leave the board.").
en_message(already_king(_), "The piece on ~w is already a king: only a man can be transformed.").
en_message(no_transforms_left(_), "You have used all your transformations: this game allows at most ~d per side.").
en_message(not_in_sight(_, p1), "No White king sees ~w~i: a king sees right, up and up-right, across empty cells and its own pieces, until an enemy piece blocks its sight.").
en_message(not_in_sight(_, p2), "No Black king sees ~w~i: a king sees left, down and down-left, across empty cells and its own pieces, until an enemy piece blocks its sight.").
en_message(not_in_sight_any(_), "None of your kings sees ~w: a king sees in all eight directions, across empty cells and its own pieces, until an enemy piece blocks its sight.").
en_message(not_your_king(_, p1), "~w is not a White king~i: name one of your kings, then the man it transforms.").
en_message(not_your_king(_, p2), "~w is not a Black king~i: name one of your kings, then the man it transforms.").
en_message(king_cannot_see(_, _), "The king on ~w does not see ~w: it sees along its own directions only, and enemy pieces block its sight.").

% Options
en_message(bad_option(_), "~q is not an option of Replica: the options are kings_move_all_directions(true or false), max_transformations(N or unlimited), max_rounds(N) and position(standard, midgame or endgame).").
en_message(conflicting_options(_, _), "The options ~q and ~q disagree: give each option once.").
en_message(position_needs_transforms(_, _), "The ~w position already has ~d transformation(s) on a side: allow at least that many with max_transformations(N).").
en_message(ask_all_directions, "Extra rule of the seed's game: may kings move (and transform) in all directions? (yes/no, default yes, or cancel): ").
en_message(ask_two_transformations, "Extra rule: at most 2 transformations per player? (yes/no, default no, or cancel): ").
en_message(yes_no_expected(_), "Please answer yes or no, not ~w.").

% Commands
en_message(valid_moves_header(_, _), "Valid moves for ~w (~d):").
en_message(valid_moves_piece(_, _), "  ~w -> ~w").
en_message(valid_moves_transforms(_), "  transform: ~w").
en_message(valid_moves_forfeit, "  and forfeit.").
en_message(scored_moves_header(_), "Moves of ~w with their score (your score less the opponent's right after the move), best first:").
en_message(scored_move(_, _), "  ~d  ~w").
en_message(scored_move_win(_), "  WIN  ~w").
en_message(value_line(_, _), "~w: ~d points").
en_message(value_lead(_, _), "~w leads by ~d.").
en_message(value_even, "The scores are level.").
en_message(value_explained(_ManBase, _ManStep, _KingBase, _KingClose, _KingCost), "(A man is worth ~d plus ~d per step towards the target corner; a king ~d plus ~d per step closer to the target corner; each transformation costs ~d times the number made before it.)").
en_message(bad_demo(_), "~q is not a demonstration: try demo(midgame) or demo(endgame).").
en_message(demo_started(_), "Demonstration: the ~w position.").
en_message(rules_in_force_header, "The rules of this game:").
en_message(option_all_ways(true), "~i  kings move and transform in all eight directions (kings_move_all_directions(true));").
en_message(option_all_ways(false), "~i  kings move and transform forward only, like men;").
en_message(option_max_t(unlimited), "~i  transformations are not limited;").
en_message(option_max_t(_), "  at most ~d transformations per side;").
en_message(option_max_rounds(_), "  a draw after ~d rounds.").
en_message(rules_text,
"Replica, by Christian Freeling: 2 players on an 8x8 board.~n\
 Set-up: each side has 12 pieces in its corner: a 2x2 square in the corner and a 2x2 square beside it~n\
   on each side. The piece on the corner cell (a1 for White, h8 for Black) is that side's king. White starts.~n\
 Forward: every move, captures included, goes in one of the three directions towards the opposite corner~n\
   (White: right, up, up-right; Black: left, down, down-left).~n\
 On your turn do one of:~n\
   step: move a piece one cell forward, onto an empty cell or an enemy piece, which is captured;~n\
   jump: move a piece in a straight forward line over one or more of your own pieces to the first cell~n\
     that is not yours: an empty cell, or an enemy piece, which is captured;~n\
   transform: one of your men that one of your kings sees becomes a king (this is the whole turn).~n\
     A king sees along its forward directions; only enemy pieces block its sight.~n\
 Win: bring a king to the opponent's corner (White h8, Black a1) or capture any enemy king.~n\
 A draw: the player to move has no move, or the round limit is reached (200 rounds unless max_rounds(N)).~n\
 Extra rules (options of startGame/2, asked by startGame and menu): kings_move_all_directions(true)~n\
   (kings step, jump and see in all eight directions); max_transformations(2) (each side transforms at most twice).~n\
 How to play: move(b4, b5). transform(b2). forfeit. validmoves. scoredmoves. value. displayMap. help.").
en_message(commands_text,
"Commands during a game:~n\
   move(From, To).      step or jump, e.g. move(b4, b5); the seed's numbers: move(2, 4, 2, 5)~n\
   transform(Square).   make a man a king, e.g. transform(b2); also transform(King, Square)~n\
   validmoves.          the moves you may make~n\
   scoredmoves.         every move with its score, best first~n\
   value.               each side's score~n\
   forfeit.             give up: the other side wins (asks first; forfeit(yes) does not)~n\
   displayMap.          the board; rules. the rules; saveGame(File). loadGame(File). help.").
en_message(menu_text,
"Welcome to Replica~n\
 1. Play Human vs Human~n\
 2. Play Human vs Computer~n\
 3. Play Computer vs Human~n\
 4. Play Computer vs Computer~n\
 5. Rules & How to play~n\
 6. Exit~n\
 10. [DEMO] Midgame scenario~n\
 20. [DEMO] Endgame scenario").
en_message(menu_prompt, "Choose an option (1-6, 10, 20, or cancel): ").
en_message(menu_bad_choice(_), "~w is not an option: type 1, 2, 3, 4, 5, 6, 10 or 20.").
en_message(menu_cancelled, "Menu closed: nothing was started.").
en_message(menu_exit, "Goodbye.").
en_message(ask_name(p1), "~iName of the White player (moves first), or cancel: ").
en_message(ask_name(p2), "~iName of the Black player, or cancel: ").
en_message(name_empty, "Please type a name.").
en_message(ask_level(p1, _), "~iComputer level for White ~w, or cancel: ").
en_message(ask_level(p2, _), "~iComputer level for Black ~w, or cancel: ").

% help. begins with the flow of a game and how commands are typed.
en_message(help_intro, "How a game goes: White first, one move a turn: move a piece forward (a step, or a jump over your own pieces), or transform a man your king sees into a king; bring a king to the far corner or take an enemy king. Squares are a1..h8 (validmoves lists your moves). Commands end with a full stop; codes are lowercase (a capital letter starts a variable); a question takes an answer and Enter.").

% hint. says why, in the search computer's own terms.
en_message(hint_wins, "It wins at once (a king taken, or a king on the far corner).").
en_message(hint_score(_Now, _After), "The computers score the position ~d for you now and ~d after the move (each piece by how far it has come, kings more and more near their corner; a man at the start is worth 100).").
en_message(hint_threat_now(_Name), "~w could win at once if it were to move: a king of yours taken, or a king on its corner.").
en_message(hint_threat_answered(_Name), "The move stops that: after it, ~w has no winning move.").
en_message(hint_threat_after(_Name), "After it ~w still has a winning move: no move of yours stops every one.").
en_message(hint_threat_two(_Name, _Move), "~w is two moves from a win: after ~w it would have a winning move (a king of yours taken, or a king on its corner).").
en_message(hint_threat_two_answered(_Name), "The move stops that: after it, ~w has no such two-move win.").
en_message(hint_threat_two_after(_Name, _Move), "After it ~w is still two moves from a win: ~w would set it up.").
en_message(hint_own_threat(_Name), "After it you threaten to win at once on your next move; ~w must answer that.").

% Saved games: what a state of the game may not be (state_error/2)
en_message(state_shape, "it is not a replica(Player, Board, Transformations, Moves, Rules, Status) state of this program.").
en_message(state_rules(_), "its rules are ~q; they should be rules(AllWays, MaxTransformations, MaxRounds): AllWays true or false, MaxTransformations unlimited or a whole number from 0, MaxRounds a whole number of at least 1.").
en_message(state_board, "its board is not 8 rows r(...) of 8 cells, each cell e (empty), wm or wk (White man or king), bm or bk (Black man or king).").
en_message(state_ply(_), "its number of moves made is ~q; it should be a whole number from 0.").
en_message(state_player(_), "the side to move is ~q; it should be p1 (White) or p2 (Black).").
en_message(state_turn(_, p1), "after ~d moves it is Black's turn, not White's~i: White moves first, then the sides take turns.").
en_message(state_turn(_, p2), "after ~d moves it is White's turn, not Black's~i: White moves first, then the sides take turns.").
en_message(state_rounds(_, _), "~d moves have been made, more than its round limit of ~d rounds (two moves each) allows.").
en_message(state_status(_), "its status is ~q; it should be playing or won(Side, Reason), Reason corner, king_captured or forfeit.").
en_message(state_transforms(_), "its transformations are ~q; they should be t(White, Black), the number of transformations each side has made (whole numbers from 0).").
en_message(state_too_many_transforms(_, _, _), "White has made ~d transformation(s) and Black ~d, but its rules allow at most ~d a side.").
en_message(state_too_many_pieces(p1, _), "~iWhite has ~d pieces on the board; a side starts with 12 and never gains one.").
en_message(state_too_many_pieces(p2, _), "~iBlack has ~d pieces on the board; a side starts with 12 and never gains one.").
en_message(state_kings(p1, _, _), "~iWhite has ~d kings on the board, but its transformations allow ~d: a side has its first king plus one per transformation, one less once a king of it is captured.").
en_message(state_kings(p2, _, _), "~iBlack has ~d kings on the board, but its transformations allow ~d: a side has its first king plus one per transformation, one less once a king of it is captured.").
en_message(state_king_home_unnoticed(p1), "~ia White king stands on h8, Black's corner, but the game goes on: reaching that corner wins.").
en_message(state_king_home_unnoticed(p2), "~ia Black king stands on a1, White's corner, but the game goes on: reaching that corner wins.").
en_message(state_corner_win_without_king(p1), "~iit says White won by reaching Black's corner, but no White king stands on h8.").
en_message(state_corner_win_without_king(p2), "~iit says Black won by reaching White's corner, but no Black king stands on a1.").

% startGame/2's options: a known option with a value it does not take.
en_message(option_value_refused(kings_move_all_directions, _), "~w takes true or false, not ~q.").
en_message(option_value_refused(max_transformations, _), "~w takes a whole number from 0 up, or unlimited (the default), not ~q.").
en_message(option_value_refused(max_rounds, _), "~w takes a whole number of at least 1 (the default is 200), not ~q.").
en_message(option_value_refused(position, _), "~w takes standard (the default), midgame or endgame, not ~q.").
en_message(duplicate_option(_), "The option ~w is given twice: give each option once.").

%% plural_word(?Plural, ?Singular) is nondet.
%
%  The English words this game's messages count with: after a count of
%  one the message says Singular ("1 troop"), see text:singular_counts/2.
plural_word("kings", "king").
plural_word("transformations", "transformation").
