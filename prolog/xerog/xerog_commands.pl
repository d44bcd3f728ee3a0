/** The commands a Xero-G player types, and their help.

A thin layer: each command reads what was typed (and asks, when a ship
lands on another and the player did not say where that one goes), builds
a move of xerog_rules and hands it to board_game:play_move/1, which checks
it with the rules, applies it and lets the computers play. Nothing here
decides what is legal.

    move(Ship, Steps)          a turn, e.g. move(c1, [d, d, r])
    move(Ship, Steps, Cell)    a turn ending in a reprogram to Cell
    moves / moves(Ship)        the different turns the player has
    arrange(Levels)            placing: e.g. arrange([1,2,3,3,2,1]) or arrange(random)
    rules                      the rules in short
*/
:- module(xerog_commands, [move/2,
                           move/3,
                           moves/0,
                           moves/1,
                           arrange/1,
                           rules/0,
                           help_entry/3]).

:- use_module(library(lists)).
:- use_module(library(iso_ext)).
:- use_module('../host').
:- use_module('../common/board_game').
:- use_module(xerog_board).
:- use_module(xerog_moves).
:- use_module(xerog_rules).
:- use_module(xerog_view).

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
    ->  say(Error)
    ;   current_state(State),
        state_turn_command(State, Ship, Steps, Ending)
    ).

state_turn_command(State, Ship, Steps, Ending) :-
    (   state_phase(State, placing)
    ->  state_player(State, Player),
        say(must_arrange(Player))
    ;   turn_input(State, Ship, Steps, Ending, Input),
        Input = error(Error)
    ->  say(Error)
    ;   turn_input(State, Ship, Steps, Ending, names(Names)),
        Ending == ask
    ->  Move0 = move(Ship, Names, stop),
        (   move_error(State, Move0, landed_on_ship(Y, Level))
        ->  ask_reprogram(State, Ship, Names, Y, Level)
        ;   play_move(Move0)
        )
    ;   turn_input(State, Ship, Steps, Ending, names(Names)),
        play_move(move(Ship, Names, Ending))
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
named_steps_error(bad_step(Step), bad_step(Step)).
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
    ask(key(ask_reprogram(Y, Level)), Answer0),
    atom_chars(Answer0, Chars0),
    maplist(lower_char, Chars0, Chars),
    atom_chars(Answer, Chars),
    (   Answer == ''
    ->  Cell = cancel
    ;   \+ cell_index(Answer, _)
    ->  say(not_a_cell(Answer)),
        ask_cell(State, Ship, Names, Y, Level, Cell)
    ;   move_error(State, move(Ship, Names, reprogram(Answer)), Error)
    ->  say(Error),
        ask_cell(State, Ship, Names, Y, Level, Cell)
    ;   Cell = Answer
    ).

lower_char(C0, C) :-
    (   char_code(C0, Code0),
        Code0 >= 0'A,
        Code0 =< 0'Z
    ->  Code is Code0 + 32,
        char_code(C, Code)
    ;   C = C0
    ).

%% arrange(+Levels) is det.
%
%  While placing: the player to move puts its six ships on the row next to
%  its base, left to right, e.g. arrange([1,2,3,3,2,1]); arrange(random)
%  shuffles them with the host's generator.
arrange(Spec) :-
    (   var(Spec)
    ->  say(arrange_unbound)
    ;   Spec \== random
    ->  play_move(arrange(Spec))
    ;   turn_refusal(Error)
    ->  say(Error)
    ;   current_state(State),
        \+ state_phase(State, placing)
    ->  say(not_placing)
    ;   ship_set(Ships),
        random_permutation(Ships, Levels),
        play_move(arrange(Levels))
    ).

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
        player_name(Player, Name),
        findall(M, legal_move(State, M), Ms),
        length(Ms, Count),
        say(moves_header(Name, Row, Count)),
        forall(member(Start, Starts), ship_moves(Board, Player, Start))
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
        ->  ship_moves(Board, Player, Start)
        ;   arg(Start, Board, 0)
        ->  say(no_ship(Ship))
        ;   home_row(Board, Player, Row)
        ->  say(not_home_row(Ship, Player, Row))
        ;   say(no_ship_can_move(Player))
        )
    ).

ship_moves(Board, Player, Start) :-
    cell_index(Ship, Start),
    arg(Start, Board, Level),
    ship_outcomes(Board, Player, Start, Outcomes),
    length(Outcomes, N),
    say(ship_header(Ship, Level, N)),
    forall(member(O, Outcomes), outcome_line(O, Board, Player, Start, Ship)).

outcome_line(goal(Path), _, Player, Start, Ship) :-
    path_steps(Start, Path, Player, Steps),
    opponent(Player, Loser),
    say(line_win(move(Ship, Steps), Loser)).
outcome_line(stop(X, Path), _, Player, Start, Ship) :-
    path_steps(Start, Path, Player, Steps),
    cell_index(To, X),
    say(line_stop(move(Ship, Steps), To)).
outcome_line(land(Y, Path), Board, Player, Start, Ship) :-
    path_steps(Start, Path, Player, Steps),
    cell_index(At, Y),
    arg(Y, Board, LevelY),
    say(line_land(move(Ship, Steps, 'Cell'), LevelY, At)).

%% rules is det.
%
%  Prints the rules of Xero-G in short.
rules :-
    forall(rule_line(Key), say(Key)).

rule_line(rules_goal).
rule_line(rules_setup).
rule_line(rules_home_row).
rule_line(rules_moving).
rule_line(rules_gates).
rule_line(rules_landing).
rule_line(rules_win).
rule_line(rules_end).

%% help_entry(?Lang, ?Template, ?Text).
%
%  The commands of Xero-G, for help/0 and help/1, in English and Indonesian.
help_entry(en, 'move(Ship, Steps)', "Your turn with the ship on cell Ship of your home row, e.g. move(c1, [d, d, r]). Steps are directions u, d, l, r (up, down, left, right) or cells, e.g. move(c1, [c2, c3, d3]). A ship moves exactly its level. Landing on a ship with the last step: type more steps to rocket boost (exactly that ship's level), or stop there and you are asked where the landed-on ship goes (reprogram). Win by stepping off the grid into the opponent's base with the very last step (d from row 6 for p1, u from row 1 for p2).").
help_entry(en, 'move(Ship, Steps, Cell)', "As move(Ship, Steps) when the last step lands on a ship: reprogram that ship to the empty Cell, e.g. move(c1, [d, r], e5).").
help_entry(en, 'moves', "List your turns: for each ship of your home row, every different end of a turn and one way to type it.").
help_entry(en, 'moves(Ship)', "List the turns of the ship on cell Ship, e.g. moves(c1).").
help_entry(en, 'arrange(Levels)', "Placing: put your six ships (levels 1, 1, 2, 2, 3, 3) on the row next to your base, left to right, e.g. arrange([1,2,3,3,2,1]); arrange(random) shuffles them.").
help_entry(en, 'rules', "The rules of Xero-G in short.").
help_entry(en, 'startGame(Players, [arrangement(Spec), max_rounds(N)])', "Options of Xero-G: arrangement(Spec) for both sides or arrangement(p1, Spec) / arrangement(p2, Spec) for one, Spec is choose (arrange with arrange/1: the default), random, or a list such as [1,2,3,3,2,1]; max_rounds(N): a draw after N rounds (default 100). E.g. startGame(['Alice', cpu(search)], [arrangement(random)]).").
help_entry(id, 'move(Ship, Steps)', "Giliran Anda dengan kapal di sel Ship pada home row Anda, misalnya move(c1, [d, d, r]). Steps adalah arah u, d, l, r (atas, bawah, kiri, kanan) atau sel, misalnya move(c1, [c2, c3, d3]). Kapal bergerak tepat sebanyak levelnya. Jika langkah terakhir mendarat di kapal lain: ketik langkah tambahan untuk rocket boost (tepat sebanyak level kapal itu), atau berhenti di situ dan Anda ditanya ke mana kapal yang didarati dipindahkan (reprogram). Menang dengan melangkah keluar papan ke markas lawan tepat pada langkah terakhir (d dari baris 6 untuk p1, u dari baris 1 untuk p2).").
help_entry(id, 'move(Ship, Steps, Cell)', "Seperti move(Ship, Steps) bila langkah terakhir mendarat di kapal: kapal itu di-reprogram ke sel kosong Cell, misalnya move(c1, [d, r], e5).").
help_entry(id, 'moves', "Daftar giliran Anda: untuk setiap kapal di home row Anda, setiap akhir giliran yang berbeda dan satu cara mengetiknya.").
help_entry(id, 'moves(Ship)', "Daftar giliran kapal di sel Ship, misalnya moves(c1).").
help_entry(id, 'arrange(Levels)', "Penempatan: letakkan enam kapal Anda (level 1, 1, 2, 2, 3, 3) di baris sebelah markas Anda, dari kiri ke kanan, misalnya arrange([1,2,3,3,2,1]); arrange(random) mengacaknya.").
help_entry(id, 'rules', "Aturan Xero-G secara singkat.").
help_entry(id, 'startGame(Players, [arrangement(Spec), max_rounds(N)])', "Pilihan Xero-G: arrangement(Spec) untuk kedua pihak atau arrangement(p1, Spec) / arrangement(p2, Spec) untuk satu pihak, Spec adalah choose (menyusun dengan arrange/1: bawaan), random, atau daftar seperti [1,2,3,3,2,1]; max_rounds(N): seri setelah N ronde (bawaan 100). Misalnya startGame(['Alice', cpu(search)], [arrangement(random)]).").
