/** Two-player board games on one explicit state: the common game interface.

A rulebook whose game is a state and moves (Battle for Olympia, Prolognite,
Replica, Xero-G) writes only its rules, as relations over a State term, and
loads this module into user (its rulebook.pl says
`:- use_module('../common/board_game').`). This module gives it, the same
for every game: the current game, startGame/0,1,2 with human and computer
players, play_move/1 (check, apply, announce, then let computers play),
saveGame/1, loadGame/1, the toplevel's autosave, --resume, rollback of a
query that fails half-way, `conquest simulate`, displayMap/0 and the help
for all of these.

The rulebook defines, exported to user (see prolog/README.md):

    rulebook(name, Name)               the folder name, e.g. olympia
    rulebook(players, Min-Max)         2-2 for all of these games
    rulebook(levels, Levels)           computer levels, weakest first
    new_state(+Options, -State)        a new game for p1 and p2
    state_player(+State, -Player)      whose move it is: p1 or p2
    legal_move(+State, ?Move)          the rules
    apply_move(+State0, +Move, -State) a legal move's effect
    game_over(+State, -Outcome)        winner(Player) or draw; fails while play goes on
    computer_move(+Level, +State, -Move)
    board_view(+State, -Board)         what the host draws (host:display_board/1)
    state_error(+State, -Error)        semidet: why State is no state of the game

and may define: option_error(+Options, -Error) (bad startGame/2 options),
ask_options(-Options) (the questions startGame/0 asks after the players),
move_error(+State, +Move, -Error) (why a move is illegal, a message key),
announce_move(+Player, +Move, +State0, +State) (what to print after a
move) and state_round(+State, -Round) (for simulate's --max-rounds).

The game is one global variable game(Players, State, Moves): Players is
[p1-Kind, p2-Kind] with Kind human(Name) or cpu(Level), Moves the number of
moves played. Keeping it in one term makes a checkpoint a copy of a term and
a save three facts.
*/
:- module(board_game, [startGame/0,
                       startGame/1,
                       startGame/2,
                       current_state/1,
                       set_current_state/1,
                       game_player/2,
                       player_name/2,
                       play_move/1,
                       play_computers/0,
                       displayMap/0,
                       current_board/1,
                       saveGame/1,
                       loadGame/1,
                       autosave_game/1,
                       resume_game/1,
                       game_checkpoint/1,
                       game_rollback/1,
                       simulation_game/3,
                       simulation_game/4,
                       board_game_error/2,
                       turn_refusal/1,
                       shared_help_entry/3]).

:- use_module(library(lists)).
:- use_module(library(between)).
:- use_module(library(iso_ext)).
:- use_module('../host').
:- use_module(save_file).

%% current_state(-State) is semidet.
%
%  State is the state of the running game; fails when none was started.
current_state(State) :-
    bb_get('board_game:game', game(_, State, _)).

%% set_current_state(+State) is det.
%
%  Replaces the state of the running game (for rulebook commands that change
%  what is not a move, such as choosing which unit to command).
set_current_state(State) :-
    bb_get('board_game:game', game(Players, _, Moves)),
    bb_put('board_game:game', game(Players, State, Moves)).

%% game_player(?Player, ?Kind) is nondet.
%
%  Player (p1, p2) of the running game is human(Name) or cpu(Level).
game_player(Player, Kind) :-
    bb_get('board_game:game', game(Players, _, _)),
    member(Player-Kind, Players).

%% player_name(+Player, -Name) is det.
%
%  Name is how messages call Player: the human's name or e.g. 'p2 (computer, normal)'.
player_name(Player, Name) :-
    (   game_player(Player, human(Name0))
    ->  Name = Name0
    ;   game_player(Player, cpu(Level))
    ->  message_text(computer_name(Player, Level), Chars),
        atom_chars(Name, Chars)
    ;   Name = Player
    ).

%% startGame is det.
%
%  Asks who plays (a name for a human, a level for a computer) and the
%  rulebook's options, then starts a new game. End of input changes nothing.
startGame :-
    catch(ask_setup(Players, Options), error(host_error(end_of_input), _), fail),
    !,
    startGame(Players, Options).
startGame :-
    say(setup_cancelled).

ask_setup(Players, Options) :-
    findall(P, numlist_player(P), Ps),
    maplist(ask_seat, Ps, Players),
    (   optional_hook(ask_options(Options0))
    ->  Options = Options0
    ;   Options = []
    ).

numlist_player(P) :-
    rulebook_players(_, Max),
    between(1, Max, N),
    player_id(N, P).

player_id(N, P) :-
    number_chars(N, Ds),
    atom_chars(P, [p|Ds]).

ask_seat(P, Seat) :-
    levels(Levels),
    ask(key(ask_seat(P, Levels)), Answer),
    (   Answer == ''
    ->  say(seat_empty),
        ask_seat(P, Seat)
    ;   memberchk(Answer, Levels)
    ->  Seat = cpu(Answer)
    ;   Seat = Answer
    ).

%% startGame(+Players) is det.
%
%  As startGame/2 with no options.
startGame(Players) :-
    startGame(Players, []).

%% startGame(+Players, +Options) is det.
%
%  Starts a new game, replacing any running one. Players has one entry per
%  seat: a name (a human) or cpu(Level) (a computer). Options are the
%  rulebook's (see help). Bad players or options print why and change nothing.
startGame(Players, Options) :-
    (   players_error(Players, Error)
    ->  say(Error)
    ;   \+ is_list(Options)
    ->  say(options_not_list(Options))
    ;   optional_hook(option_error(Options, Error))
    ->  say(Error)
    ;   user:new_state(Options, State),
        seats(Players, 1, Seats),
        bb_put('board_game:game', game(Seats, State, 0)),
        say(game_started),
        forall(member(P-_, Seats),
               ( player_name(P, Name),
                 say(seat_is(P, Name)) )),
        display_map,
        after_move
    ).

seats([], _, []).
seats([Seat|Seats], N, [P-Kind|Kinds]) :-
    player_id(N, P),
    (   Seat = cpu(Level)
    ->  Kind = cpu(Level)
    ;   Kind = human(Seat)
    ),
    N1 is N + 1,
    seats(Seats, N1, Kinds).

players_error(Players, players_not_list(Players)) :-
    \+ is_list(Players),
    !.
players_error(Players, players_count(Min, Max, Count)) :-
    length(Players, Count),
    rulebook_players(Min, Max),
    \+ between(Min, Max, Count),
    !.
players_error(Players, unknown_level(Level, Levels)) :-
    member(Seat, Players),
    nonvar(Seat),
    Seat = cpu(Level),
    levels(Levels),
    \+ memberchk(Level, Levels),
    !.
players_error(Players, bad_player_name(Seat)) :-
    member(Seat, Players),
    \+ ( nonvar(Seat), Seat = cpu(_) ),
    \+ ( atom(Seat), Seat \== '', Seat \== [] ),
    !.
players_error(Players, same_player_name(Name)) :-
    append(_, [Name|Rest], Players),
    atom(Name),
    memberchk(Name, Rest),
    !.

rulebook_players(Min, Max) :-
    (   catch(user:rulebook(players, Min0-Max0), _, fail)
    ->  Min = Min0,
        Max = Max0
    ;   Min = 2,
        Max = 2
    ).

levels(Levels) :-
    (   catch(user:rulebook(levels, Levels0), _, fail)
    ->  Levels = Levels0
    ;   Levels = []
    ).

%% play_move(+Move) is det.
%
%  The current player plays Move: if the rules allow it, it is applied and
%  announced and the computers play until a human is to move or the game
%  ends; otherwise the reason is printed and nothing changes.
play_move(Move) :-
    (   board_game_error(Move, Error)
    ->  say(Error)
    ;   bb_get('board_game:game', game(_, State0, _)),
        state_player(State0, Player),
        apply_and_announce(Player, Move, State0),
        after_move
    ).

%% board_game_error(+Move, -Error) is semidet.
%
%  Move cannot be played now, for the reason Error (a message key): no game,
%  the game is over, a computer is to move, or the rules forbid it.
board_game_error(Move, Error) :-
    (   turn_refusal(Error0)
    ->  Error = Error0
    ;   current_state(State),
        \+ ground(Move)
    ->  Error = move_not_ground(Move)
    ;   current_state(State),
        optional_hook(move_error(State, Move, Error0))
    ->  Error = Error0
    ;   current_state(State),
        \+ catch(user:legal_move(State, Move), _, fail)
    ->  Error = illegal_move(Move)
    ).

%% turn_refusal(-Error) is semidet.
%
%  Nobody at the keyboard may move now, for the reason Error: no game, the
%  game is over, or a computer is to move. Rulebook commands that ask
%  questions check this before asking.
turn_refusal(Error) :-
    (   \+ current_state(_)
    ->  Error = no_game
    ;   current_state(State),
        user:game_over(State, _)
    ->  Error = game_is_over
    ;   current_state(State),
        state_player(State, Player),
        game_player(Player, cpu(_))
    ->  Error = computer_to_move(Player)
    ).

state_player(State, Player) :-
    user:state_player(State, Player).

%  The optional parts of the interface: a hook the rulebook does not define
%  fails; an error inside one that it defines is an error (a bad rule edit
%  must show, not pass for "no reason").
%  Hooks are called as user:Goal with Goal a variable: a call written out
%  (user:announce_move(...)) makes Scryer enter the predicate in user,
%  defined or not, and current_predicate/1 then finds it.
hook_defined(Goal) :-
    functor(Goal, Name, Arity),
    current_predicate(user:Name/Arity).

optional_hook(Goal) :-
    hook_defined(Goal),
    user:Goal.

apply_and_announce(Player, Move, State0) :-
    user:apply_move(State0, Move, State),
    !,
    bb_get('board_game:game', game(Players, _, Moves0)),
    Moves is Moves0 + 1,
    bb_put('board_game:game', game(Players, State, Moves)),
    (   quiet
    ->  true
    ;   hook_defined(announce_move(_, _, _, _))
    ->  (   optional_hook(announce_move(Player, Move, State0, State))
        ->  true
        ;   true
        )
    ;   player_name(Player, Name),
        say(moved(Name, Move))
    ).

%  After any move: announce the end, or let the computers play.
after_move :-
    current_state(State),
    (   user:game_over(State, Outcome)
    ->  announce_outcome(Outcome)
    ;   play_computers
    ).

announce_outcome(winner(P)) :-
    (   game_player(P, human(Name))
    ->  say(game_won(P, Name))
    ;   player_name(P, Name),
        say(computer_won(Name))
    ).
announce_outcome(draw) :-
    say(game_drawn).

%% play_computers is det.
%
%  While a computer is to move and the game goes on, it plays; the board is
%  drawn when a human is to move again.
play_computers :-
    play_computers(false).

play_computers(Moved) :-
    (   current_state(State),
        \+ user:game_over(State, _),
        state_player(State, Player),
        game_player(Player, cpu(Level))
    ->  (   user:computer_move(Level, State, Move),
            ground(Move)
        ->  apply_and_announce(Player, Move, State),
            play_computers(true)
        ;   throw(error(computer_has_no_move(Player, Level), play_computers/0))
        )
    ;   current_state(State),
        user:game_over(State, Outcome)
    ->  (   Moved == true
        ->  display_map,
            announce_outcome(Outcome)
        ;   true
        )
    ;   Moved == true
    ->  display_map
    ;   true
    ).

%% current_board(-Board) is semidet.
%
%  Board is what the host draws for the running game (host:display_map/0).
current_board(Board) :-
    current_state(State),
    user:board_view(State, Board).

%% displayMap is det.
%
%  Draws the board of the running game.
displayMap :-
    (   current_state(_)
    ->  display_map
    ;   say(no_game)
    ).

/* The toplevel's per-query checkpoint: the game is one term. */

%% game_checkpoint(-Checkpoint) is det.
game_checkpoint(Checkpoint) :-
    (   bb_get('board_game:game', Game)
    ->  Checkpoint = Game
    ;   Checkpoint = none
    ).

%% game_rollback(+Checkpoint) is det.
game_rollback(Checkpoint) :-
    bb_put('board_game:game', Checkpoint).

/* Saves: the three parts of the game as facts (common/save_file.pl). */

%% saveGame(+File) is det.
%
%  Saves the running game to File, e.g. saveGame('olympia.pl').
saveGame(File) :-
    (   \+ save_file_name(File, _)
    ->  say(save_file_invalid(saveGame))
    ;   game_facts(Facts)
    ->  rulebook_name(Game),
        save_facts(saveGame, File, Game, Facts)
    ;   say(save_no_game)
    ).

%% loadGame(+File) is det.
%
%  Replaces the running game by the one saved in File after checking it
%  all; a bad file prints what is wrong and changes nothing.
loadGame(File0) :-
    (   \+ save_file_name(File0, _)
    ->  say(save_file_invalid(loadGame))
    ;   save_file_name(File0, File),
        load_game(File)
    ->  say(game_loaded(File)),
        display_map,
        after_load
    ;   true
    ).

%% resume_game(+File) is semidet.
%
%  Loads the autosave File at start (`conquest --resume`).
resume_game(File) :-
    load_game(File),
    say(game_resumed(File)),
    game_facts(Facts),
    remember_autosave(File, Facts),
    display_map,
    after_load.

after_load :-
    current_state(State),
    (   user:game_over(State, Outcome)
    ->  announce_outcome(Outcome)
    ;   play_computers
    ).

%% autosave_game(+File) is det.
%
%  While a game runs, saves it to File when it changed since the last time.
autosave_game(File) :-
    (   game_facts(Facts)
    ->  rulebook_name(Game),
        autosave_facts(File, Game, Facts)
    ;   true
    ).

game_facts([players(Players), moves(Moves), state(State)]) :-
    bb_get('board_game:game', game(Players, State, Moves)).

load_game(File) :-
    rulebook_name(Game),
    load_facts(File, Game, board_game:saved_game_error, Facts),
    Facts = [players(Players), moves(Moves), state(State)],
    bb_put('board_game:game', game(Players, State, Moves)).

rulebook_name(Game) :-
    user:rulebook(name, Game).

%  Why Facts are no saved game of this rulebook (a message key).
saved_game_error(Facts, Error) :-
    (   Facts = [players(Players), moves(Moves), state(State)]
    ->  (   \+ saved_players(Players)
        ->  Error = save_bad_players(Players)
        ;   \+ ( integer(Moves), Moves >= 0 )
        ->  Error = save_bad_moves(Moves)
        ;   catch(user:state_error(State, Error0), _, Error0 = state_error_threw)
        ->  Error = save_bad_state(Error0)
        ;   catch(user:state_player(State, P), _, fail),
            memberchk(P-_, Players)
        ->  fail
        ;   Error = save_bad_state(no_player_to_move)
        )
    ;   Error = save_bad_layout
    ).

saved_players(Players) :-
    is_list(Players),
    rulebook_players(Min, Max),
    length(Players, N),
    between(Min, Max, N),
    findall(P-_, ( between(1, N, I), player_id(I, P) ), Players),
    levels(Levels),
    forall(member(_-Kind, Players), saved_kind(Kind, Levels)).

saved_kind(human(Name), _) :-
    atom(Name),
    Name \== ''.
saved_kind(cpu(Level), Levels) :-
    memberchk(Level, Levels).

/* Headless games for `conquest simulate`. */

%% simulation_game(+Levels, +MaxRounds, -Result) is det.
%
%  Plays one game between computers at Levels (p1 the first), a draw after
%  MaxRounds rounds (state_round/2, else moves per player). Result is
%  result(Winner, Rounds, Moves) with Winner a player or draw. After every
%  move the state is checked with state_error/2: a broken invariant throws
%  error(invariant(Error, Move), simulation_game/3).
simulation_game(Levels, MaxRounds, Result) :-
    simulation_game(Levels, MaxRounds, [], Result).

%% simulation_game(+Levels, +MaxRounds, +Options, -Result) is det.
%
%  As simulation_game/3 with the rulebook's startGame/2 Options (simulate
%  --option); options it refuses throw error(bad_options(Error), _).
simulation_game(Levels, MaxRounds, Options, result(Winner, Rounds, Moves)) :-
    (   \+ is_list(Options)
    ->  throw(error(bad_options(options_not_list(Options)), simulation_game/4))
    ;   optional_hook(option_error(Options, Error))
    ->  throw(error(bad_options(Error), simulation_game/4))
    ;   true
    ),
    findall(cpu(L), member(L, Levels), Players),
    seats(Players, 1, Seats),
    length(Seats, Count),
    setup_call_cleanup(set_quiet(true),
                       ( user:new_state(Options, State0),
                         simulate_moves(State0, Seats, Count, MaxRounds, 0, State, Moves) ),
                       set_quiet(false)),
    bb_put('board_game:game', game(Seats, State, Moves)),
    (   user:game_over(State, winner(W))
    ->  Winner = W
    ;   Winner = draw
    ),
    state_rounds(State, Count, Moves, Rounds).

simulate_moves(State0, Seats, Count, MaxRounds, Moves0, State, Moves) :-
    (   user:game_over(State0, _)
    ->  State = State0,
        Moves = Moves0
    ;   state_rounds(State0, Count, Moves0, Rounds),
        Rounds > MaxRounds
    ->  State = State0,
        Moves = Moves0
    ;   state_player(State0, Player),
        memberchk(Player-cpu(Level), Seats),
        user:computer_move(Level, State0, Move),
        user:apply_move(State0, Move, State1)
    ->  (   user:state_error(State1, Error)
        ->  throw(error(invariant(Error, Move), simulation_game/3))
        ;   true
        ),
        Moves1 is Moves0 + 1,
        simulate_moves(State1, Seats, Count, MaxRounds, Moves1, State, Moves)
    ;   throw(error(no_computer_move(State0), simulation_game/3))
    ).

state_rounds(State, Count, Moves, Rounds) :-
    (   optional_hook(state_round(State, R))
    ->  Rounds = R
    ;   Rounds is Moves // Count + 1
    ).

/* Help for the commands this module gives every board game. */

%% shared_help_entry(?Lang, ?Template, ?Text).
shared_help_entry(en, 'startGame', "Start a new game: asks who plays each side (a name for a human, a level for a computer) and the game's options.").
shared_help_entry(en, 'startGame(Players, Options)', "Start a new game without questions, e.g. startGame(['Alice', cpu(normal)], []). startGame(Players) is startGame(Players, []).").
shared_help_entry(en, 'displayMap', "Draw the board.").
shared_help_entry(en, 'saveGame(File)', "Save the game to File, e.g. saveGame('game.pl'). The game is also saved after every command; conquest --resume continues it.").
shared_help_entry(en, 'loadGame(File)', "Replace the running game by the one saved in File, after checking it; a bad file changes nothing.").
shared_help_entry(id, 'startGame', "Memulai permainan baru: menanyakan siapa yang bermain di tiap sisi (nama untuk manusia, tingkat untuk komputer) dan pilihan permainan.").
shared_help_entry(id, 'startGame(Players, Options)', "Memulai permainan baru tanpa pertanyaan, misalnya startGame(['Alice', cpu(normal)], []). startGame(Players) sama dengan startGame(Players, []).").
shared_help_entry(id, 'displayMap', "Menampilkan papan.").
shared_help_entry(id, 'saveGame(File)', "Menyimpan permainan ke File, misalnya saveGame('permainan.pl'). Permainan juga disimpan otomatis setelah setiap perintah; conquest --resume melanjutkannya.").
shared_help_entry(id, 'loadGame(File)', "Mengganti permainan yang berjalan dengan yang tersimpan di File, setelah diperiksa; berkas yang salah tidak mengubah apa pun.").
