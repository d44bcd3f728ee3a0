/** Games on one explicit state: the library every rulebook is built on.

A rulebook writes its rules as relations over a State term and loads this
module into user (its rulebook.pl says `:- use_module('../../common/game').`).
This module gives it, the same for every game: the running game,
startGame/0,1,2 with 2 to N human and computer players, play_move/1
(check, complete with chance, apply, announce, then let the rules and the
computers move), saveGame/1, loadGame/1, the toplevel's autosave,
--resume, rollback of a query that fails half-way, `conquest simulate`,
displayMap/0 and the help for all of these.

The rulebook defines, exported to user (prolog/README.md has the table):

    rulebook(name, Name)                 the folder name, e.g. olympia
    rulebook(players, Min-Max)           how many players a game has
    rulebook(levels, Levels)             computer levels, weakest first
    new_state(+Players, +Options, -State) a new game of Players (p1, p2, ...)
    state_player(+State, -Player)        who is to move
    legal_move(+State, ?Move)            the rules
    apply_move(+State0, +Move, -State)   a legal move's effect
    game_over(+State, -Outcome)          winner(Player) or draw; fails while play goes on
    computer_move(+Level, +State, -Move) a computer's next move
    state_error(+State, -Error)          semidet: why State is no state of the game

and may define:

    option_error(+Options, -Error)       bad startGame/2 options
    move_error(+State, +Move, -Error)    why a move is illegal, a message key
    complete_move(+State, +Move0, -Move) the chance of a move drawn through the
                                         host (dice, cards): Move is Move0 with
                                         its outcome; Move0 itself when it has none
    forced_move(+State, -Move)           semidet: the rules move by themselves in
                                         State (a roll for the turn order, the
                                         draws that start a round)
    computer_moves(+Level, +State, -Moves) a computer's whole turn, when a turn
                                         is several moves (instead of computer_move/3)
    readable_reason(+Key, -Readable)     a reason's arguments made readable (why/1)
    command_move(+State, +Command, -What) what Command does in State (why/1),
                                         when commands are not moves: move(Move)
                                         (the rules judge Move), refused(Error)
                                         (the command's own reason, before any
                                         move), allowed(Effect) (it asks questions
                                         or plays several moves: Effect a message
                                         or none), answers(Typed, Move) (Command
                                         stands for Typed with the answers to its
                                         questions); semidet
    command_kind(+Command, -Kind)        Command is no move (why/1): Kind is query
                                         (a question: it changes nothing) or other
                                         (a cheat, a setting, an exit)
    typed_move(+Move, -Text)             what a player types for Move (a list of
                                         characters), when moves are not commands
    typed_move(+State, +Move, -Text)     the same when it depends on the position
                                         (hint/0 asks this one first)
    why_example(-Command)                a command of the game for the help of
                                         why/1 (help.pl)
    save_error(+Facts, -Error)           a save's facts are no game of the
                                         rulebook (save_file:load_facts/4 asks
                                         it before its own checks); semidet
    hint_reason(+State, +Moves, -Reasons) why the strongest computer plays Moves
                                         in State (hint/0): message terms in the
                                         game's terms (chances, position value,
                                         the threat answered)
    announce_move(+Player, +Move, +State0, +State)  what to print after a move
    announce_game(+How, +State)          what to print when a game is started,
                                         loaded or resumed (How)
    announce_outcome(+Outcome)           what to print at the end (instead of
                                         the library's line)
    ask_players(-Players)                startGame/0's questions for the players
    ask_options(-Options)                startGame/0's questions for the options
    state_round(+State, -Round)          for simulate's --max-rounds
    state_players(+State, -Players)      the players of State (a saved game's
                                         players must be these)
    rulebook(board_after_computers, false)  the rulebook draws its own board
                                         (its announcements do)

A move is what a player (or the rules, for a forced move) chose, checked
with move_error/3 and legal_move/2; complete_move/3 then draws its chance
through the host, so apply_move/3 stays a relation: the same State0 and
completed Move always give the same State, and a computer can weigh the
outcomes of a move without the generator.

The game is one global variable game(Players, State, Moves): Players is
[p1-Kind, p2-Kind, ...] with Kind human(Name), cpu(Level) or cpu(Level,
Name) (a computer with a name of its own), Moves the
number of moves played. Keeping it in one term makes a checkpoint a copy of
a term and a save three facts.
*/
:- module(game, [startGame/0,
                 startGame/1,
                 startGame/2,
                 current_state/1,
                 set_current_state/1,
                 game_player/2,
                 player_name/2,
                 player_id/2,
                 play_move/1,
                 refuse/1,
                 play_computers/0,
                 moves_played/1,
                 computer_moves_played/1,
                 displayMap/0,
                 hint/0,
                 why/1,
                 hint_moves/2,
                 history/0,
                 history/1,
                 replay/0,
                 replay/1,
                 current_board/1,
                 saveGame/1,
                 saveGame/2,
                 loadGame/1,
                 autosave_game/1,
                 resume_game/1,
                 game_in_progress/1,
                 game_checkpoint/1,
                 game_rollback/1,
                 simulation_game/3,
                 simulation_game/4,
                 move_refusal/2,
                 turn_refusal/1,
                 player_name_error/2,
                 shared_help_entry/3,
                 message/3]).

:- use_module(library(lists)).
:- use_module(library(between)).
:- use_module(library(iso_ext)).
:- use_module(library(charsio)).
:- use_module('../host/util').
:- use_module('../host/standard_operators').
:- use_module('../host/bridge').
:- use_module('../host/text').
:- use_module('../host/dice').
:- use_module('../host/screen').
:- use_module('../host/storage').
:- use_module('../host/journal').
:- use_module(save_file).

%% current_state(-State) is semidet.
%
%  State is the state of the running game; fails when none was started.
current_state(State) :-
    bb_get('game:game', game(_, State, _)).

%% set_current_state(+State) is det.
%
%  Replaces the state of the running game (for rulebook commands that change
%  what is not a move, such as choosing which unit to command, and for
%  cheats).
set_current_state(State) :-
    bb_get('game:game', game(Players, _, Moves)),
    bb_put('game:game', game(Players, State, Moves)),
    record(set(State)).

%% game_player(?Player, ?Kind) is nondet.
%
%  Player (p1, p2, ...) of the running game is human(Name) or cpu(Level)
%  (a computer with a name of its own is cpu(Level) here too).
game_player(Player, Kind) :-
    bb_get('game:game', game(Players, _, _)),
    member(Player-Kind0, Players),
    (   Kind0 = cpu(Level, _)
    ->  Kind = cpu(Level)
    ;   Kind = Kind0
    ).

%% moves_played(-N) is det.
%
%  N moves have been played in the running game (0 without one).
moves_played(N) :-
    (   bb_get('game:game', game(_, _, N0))
    ->  N = N0
    ;   N = 0
    ).

%% computer_moves_played(-N) is det.
%
%  Computers have played N moves since the running game was started or
%  loaded in this session.
computer_moves_played(N) :-
    (   bb_get('game:computer_moves', N0)
    ->  N = N0
    ;   N = 0
    ).

%% player_id(?N, ?Player) is det.
%
%  Player is the id of the Nth player.
%
%  ?- player_id(3, P).
%     P = p3.
player_id(N, P) :-
    (   integer(N)
    ->  number_chars(N, Ds),
        atom_chars(P, [p|Ds])
    ;   atom_chars(P, [p|Ds]),
        number_chars(N, Ds)
    ).

%% player_name(+Player, -Name) is det.
%
%  Name is how messages call Player: the human's name or, for a computer,
%  the message computer_name(Player, Level, N) (N its place), e.g.
%  'p2 (computer, normal)'.
player_name(Player, Name) :-
    (   game_player(Player, human(Name0))
    ->  Name = Name0
    ;   bb_get('game:game', game(Players, _, _)),
        memberchk(Player-cpu(_, Name0), Players)
    ->  Name = Name0
    ;   game_player(Player, cpu(Level))
    ->  player_id(N, Player),
        message_text(computer_name(Player, Level, N), Chars),
        atom_chars(Name, Chars)
    ;   Name = Player
    ).

/* Starting a game */

%% startGame is det.
%
%  Asks who plays (ask_players/1 of the rulebook, else a name or a level
%  for each seat) and the rulebook's options, then starts a new game. End
%  of input, or cancel (batal) at any of the questions, changes nothing.
startGame :-
    (   running_game
    ->  abandon_question(Abandon)
    ;   Abandon = yes
    ),
    (   Abandon == yes,
        catch(cancellable_questions(game:ask_setup(Players, Options)),
              error(host_error(end_of_input), _),
              fail)
    ->  startGame(Players, [replace(true)|Options])
    ;   say(setup_cancelled)
    ).

%  A game is running and not over: a new one would abandon it.
running_game :-
    current_state(State),
    \+ user:game_over(State, _).

%  Asks whether to abandon the running game: Answer is yes or no (the end
%  of input, Ctrl-C or anything but yes is no).
abandon_question(Answer) :-
    (   catch(ask(key(ask_abandon), Typed), error(host_error(end_of_input), _), fail),
        memberchk(Typed, [yes, y, ya, 'Yes', 'Y', 'Ya', 'YES'])
    ->  Answer = yes
    ;   Answer = no
    ).

ask_setup(Players, Options) :-
    (   optional_hook(ask_players(Players0))
    ->  Players = Players0
    ;   rulebook_players(_, Max),
        numlist(1, Max, Ns),
        maplist(player_id, Ns, Ps),
        maplist(ask_seat, Ps, Players)
    ),
    (   optional_hook(ask_options(Options0))
    ->  Options = Options0
    ;   Options = []
    ).

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
%  Starts a new game. Players has one entry per seat: a name (a human),
%  cpu(Level) (a computer) or cpu(Level, Name) (a computer with a name).
%  Options are the rulebook's (see help), and replace(true): a game still
%  running is abandoned only with it, or when the player at a terminal
%  says yes when asked (a script is refused, so it never loses a game by
%  accident). Bad players or options print why, change nothing and fail;
%  no variable of the query is bound.
startGame(Players, Options0) :-
    (   players_error(Players, Error)
    ->  refuse(Error)
    ;   \+ is_list(Options0)
    ->  refuse(options_not_list(Options0))
    ;   member(Replace0, Options0),
        nonvar(Replace0),
        Replace0 = replace(R),
        \+ ( R == true ; R == false )
    ->  refuse(replace_not_boolean(R))
    ;   replace_option(Options0, _, Options),
        optional_hook(option_error(Options, Error))
    ->  refuse(Error)
    ;   replace_option(Options0, Replace, _),
        running_game,
        \+ abandon_allowed(Replace)
    ->  refuse(game_running)
    ;   replace_option(Options0, _, Options),
        length(Players, Count),
        numlist(1, Count, Ns),
        maplist(player_id, Ns, Ids),
        maplist(seat, Ids, Players, Seats),
        user:new_state(Ids, Options, State),
        (   current_state(_)
        ->  say(game_replaced)
        ;   true
        ),
        bb_put('game:game', game(Seats, State, 0)),
        bb_put('game:computer_moves', 0),
        history_begin(Seats, Options, State),
        tell_game(started, State),
        after_move
    ).

seat(P, Seat, P-Kind) :-
    (   Seat = cpu(_)
    ->  Kind = Seat
    ;   Seat = cpu(_, _)
    ->  Kind = Seat
    ;   Kind = human(Seat)
    ).

%  Options without replace(true), and whether it was there (Replace is
%  true or false).
replace_option(Options0, Replace, Options) :-
    (   memberchk(replace(true), Options0)
    ->  Replace = true
    ;   Replace = false
    ),
    findall(O, ( member(O, Options0), O \= replace(_) ), Options).

abandon_allowed(true).
abandon_allowed(false) :-
    interactive,
    abandon_question(yes).

%  The checks look at a copy of Players, so that no variable of the query
%  is ever bound by them.
players_error(Players, Error) :-
    copy_term(Players, Copy),
    seats_error(Copy, Error).

seats_error(Players, Error) :-
    (   \+ is_list(Players)
    ->  Error = players_not_list(Players)
    ;   member(Seat, Players),
        \+ ground(Seat)
    ->  Error = seat_unbound
    ;   member(Seat, Players),
        computer_seat(Seat, Level),
        levels(Levels),
        \+ ( atom(Level), memberchk(Level, Levels) )
    ->  Error = unknown_level(Level, Levels)
    ;   length(Players, Count),
        rulebook_players(Min, Max),
        \+ between(Min, Max, Count)
    ->  Error = players_count(Min, Max, Count)
    ;   findall(Name, ( member(Seat, Players), seat_name(Seat, Name) ), Names),
        append(Before, [Name|_], Names),
        seat_name_error(Name, Before, Error0)
    ->  Error = Error0
    ).

computer_seat(cpu(Level), Level).
computer_seat(cpu(Level, _), Level).

%  The names the seats give: a human's, a named computer's.
seat_name(Seat, Name) :-
    (   Seat = cpu(_)
    ->  fail
    ;   Seat = cpu(_, Name0)
    ->  Name = Name0
    ;   Name = Seat
    ).

seat_name_error(Name, Before, Error) :-
    (   player_name_error(Name, Error0)
    ->  Error = Error0
    ;   memberchk(Name, Before)
    ->  Error = same_player_name(Name)
    ).

%% player_name_error(+Name, -Error) is semidet.
%
%  Name cannot be a human player's name (startGame/2 and saved games ask
%  the same): it must be a non-empty atom of printable characters.
%
%  ?- player_name_error('Alice', E).
%     false.
%  ?- player_name_error('', E).
%     E = empty_player_name.
player_name_error(Name, Error) :-
    (   \+ atom(Name)
    ->  Error = bad_player_name(Name)
    ;   Name == ''
    ->  Error = empty_player_name
    ;   Name == []
    ->  Error = bad_player_name(Name)
    ;   atom_chars(Name, Chars),
        member(C, Chars),
        char_code(C, Code),
        ( Code < 32 ; Code =:= 127 )
    ->  Error = bad_player_name(Name)
    ).

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

%  The library's way of telling a game begins, unless the rulebook has its own.
tell_game(How, State) :-
    (   quiet
    ->  true
    ;   hook_defined(announce_game(_, _))
    ->  (   optional_hook(announce_game(How, State))
        ->  true
        ;   true
        )
    ;   How == started
    ->  say(game_started),
        forall(game_player(P, _),
               ( player_name(P, Name),
                 say(seat_is(P, Name)) )),
        display_map
    ;   display_map
    ).

/* Playing a move */

%% play_move(+Move) is det.
%
%  The player to move plays Move: if the rules allow it, it is completed
%  with its chance, applied and announced, and then the rules and the
%  computers play until a human is to move or the game ends; otherwise the
%  reason is printed, nothing changes and it fails (refuse/1).
play_move(Move) :-
    (   move_refusal(Move, Error)
    ->  refuse(Error)
    ;   current_state(State0),
        player_to_move(State0, Player),
        play(Player, chosen, Move, State0),
        after_move
    ).

%% refuse(+Reason) is failure.
%
%  Says Reason (a message key; made readable by the rulebook's
%  readable_reason/2 when it has one) and fails: a command the rules
%  refuse answers `no` at the toplevel, so a script or a rule can test it
%  (`( draft(na1, 99) -> ... ; ... )`).
refuse(Reason) :-
    say_reason(Reason),
    fail.

%  Says a reason (or any message key) as the game prints it.
say_reason(Reason) :-
    readable_key(Reason, Readable),
    say(Readable).

%  Key with its arguments made readable by the rulebook's
%  readable_reason/2, when it has one.
readable_key(Key, Readable) :-
    (   optional_hook(readable_reason(Key, Readable0))
    ->  Readable = Readable0
    ;   Readable = Key
    ).

%% move_refusal(+Move, -Error) is semidet.
%
%  Move cannot be played now, for the reason Error (a message key): no game,
%  the game is over, a computer is to move, or the rules forbid it.
move_refusal(Move, Error) :-
    (   turn_refusal(Error0)
    ->  Error = Error0
    ;   current_state(State),
        rules_refusal(State, Move, Error0)
    ->  Error = Error0
    ).

%  Why the rules do not let the player to move play Move in State.
rules_refusal(State, Move, Error) :-
    (   \+ ground(Move)
    ->  Error = move_not_ground(Move)
    ;   optional_hook(move_error(State, Move, Error0))
    ->  Error = Error0
    ;   \+ catch(user:legal_move(State, Move), _, fail)
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
        player_to_move(State, Player),
        game_player(Player, cpu(_))
    ->  Error = computer_to_move(Player)
    ).

player_to_move(State, Player) :-
    user:state_player(State, Player).

%  Player's Move0 in State0: completed with its chance, applied, stored,
%  recorded in the history (Source: chosen or forced), announced.
play(Player, Source, Move0, State0) :-
    (   optional_hook(complete_move(State0, Move0, Move1))
    ->  Move = Move1
    ;   Move = Move0
    ),
    (   user:apply_move(State0, Move, State)
    ->  true
    ;   throw(error(move_not_applied(Move), play_move/1))
    ),
    !,
    bb_get('game:game', game(Players, _, Moves0)),
    Moves is Moves0 + 1,
    bb_put('game:game', game(Players, State, Moves)),
    record(move(Player, Source, Move0, Move)),
    announce(Player, Move, State0, State).

announce(Player, Move, State0, State) :-
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
    user_goal(Goal).

%  (A goal made in one clause and called as user:Goal in that clause may be
%  compiled as the call written out; a clause of its own keeps it a variable.)
user_goal(Goal) :-
    user:Goal.

%  After any move: the rules' own moves, then the end or the computers.
after_move :-
    play_forced_moves,
    current_state(State),
    (   user:game_over(State, Outcome)
    ->  tell_outcome(Outcome)
    ;   play_computers
    ).

%  While the rules move by themselves (forced_move/2), they do.
play_forced_moves :-
    (   current_state(State),
        \+ user:game_over(State, _),
        optional_hook(forced_move(State, Move))
    ->  player_to_move(State, Player),
        play(Player, forced, Move, State),
        play_forced_moves
    ;   true
    ).

tell_outcome(Outcome) :-
    (   quiet
    ->  true
    ;   hook_defined(announce_outcome(_))
    ->  (   optional_hook(announce_outcome(Outcome))
        ->  true
        ;   true
        )
    ;   Outcome = winner(P),
        game_player(P, human(Name))
    ->  say(game_won(P, Name))
    ;   Outcome = winner(P)
    ->  player_name(P, Name),
        say(computer_won(Name))
    ;   say(game_drawn)
    ).

%% play_computers is det.
%
%  While a computer is to move and the game goes on, it plays its turn;
%  after each turn the host is told (toplevel:turn_finished/0, when it has
%  it: the autosave). A loop, not a recursion through the turns, so a game
%  of computers lasting thousands of moves runs in one query.
play_computers :-
    bb_put('game:computers_moved', false),
    repeat,
    (   current_state(State),
        \+ user:game_over(State, _),
        player_to_move(State, Player),
        game_player(Player, cpu(Level))
    ->  computer_turn(Player, Level, State),
        bb_put('game:computers_moved', true),
        turn_finished,
        fail
    ;   !
    ),
    bb_get('game:computers_moved', Moved),
    (   Moved == true
    ->  after_computers
    ;   true
    ).

after_computers :-
    current_state(State),
    (   catch(user:rulebook(board_after_computers, false), _, fail)
    ->  true
    ;   display_map
    ),
    (   user:game_over(State, Outcome)
    ->  tell_outcome(Outcome)
    ;   true
    ).

%  One turn of the computer Player at Level: its moves (computer_moves/3,
%  else one computer_move/3), each checked by the rules like a human's,
%  then the rules' own moves.
computer_turn(Player, Level, State) :-
    (   turn_moves(Level, State, Moves)
    ->  play_computer_moves(Moves, Player, Level)
    ;   throw(error(computer_has_no_move(Player, Level), play_computers/0))
    ).

%  Moves is the computer's turn at Level in State, not empty: the moves of
%  computer_moves/3 if the rulebook has it, else one computer_move/3.
%  (The hooks are called through a variable goal: see optional_hook/1.)
turn_moves(Level, State, Moves) :-
    (   optional_hook(computer_moves(Level, State, Moves1))
    ->  Moves0 = Moves1
    ;   hook_defined(computer_moves(_, _, _))
    ->  fail
    ;   user_goal(computer_move(Level, State, Move)),
        Moves0 = [Move]
    ),
    !,
    Moves0 \== [],
    Moves = Moves0.

play_computer_moves([], _, _).
play_computer_moves([Move|Moves], Player, Level) :-
    current_state(State),
    (   user:game_over(State, _)
    ->  true
    ;   \+ player_to_move(State, Player)
    ->  true
    ;   rules_refusal(State, Move, Error)
    ->  throw(error(computer_move_refused(Player, Level, Move, Error), play_computers/0))
    ;   play(Player, chosen, Move, State),
        count_computer_move,
        play_forced_moves,
        play_computer_moves(Moves, Player, Level)
    ).

count_computer_move :-
    computer_moves_played(N0),
    N is N0 + 1,
    bb_put('game:computer_moves', N).

%  The host's word that a computer finished its turn: it autosaves, so a
%  long game of computers killed half-way loses at most one turn, and a
%  query stopped by Ctrl-C keeps the turns played. Called through a
%  variable goal: a host without it has nothing to call.
turn_finished :-
    host_hook(toplevel, turn_finished).

host_hook(Module, Name) :-
    (   catch(current_predicate(Module:Name/0), _, fail)
    ->  catch(Module:Name, _, true)
    ;   true
    ).

/* The board */

%% current_board(-Board) is semidet.
%
%  Board is what the host draws for the running game (host:display_map/0).
current_board(Board) :-
    current_state(State),
    user:board_view(State, Board).

%% displayMap is det.
%
%  Draws the board of the running game; without one, the rulebook's map
%  if it draws one without a game (Global Conquest's territories), else
%  says there is no game.
displayMap :-
    (   current_state(_)
    ->  display_map
    ;   catch(optional_hook(map_view(_, _)), _, fail)
    ->  display_map
    ;   say(no_game)
    ).

/* Why: the rules asked about a command. */

%% why(+Command) is det.
%
%  Says whether the player to move may type Command now, and gives the
%  reason the command itself would give. If it is refused: the reason,
%  and the rule that gives it (its predicate, file and line, found among
%  the rulebook's clauses). If it is allowed: what it would do (without
%  chance: the announcement of its effect; with chance: that its outcome
%  depends on it; a command that asks questions: that it asks them). A
%  command that is not a move (a question about the game, a save, a new
%  game) is said to be one. The rulebook's command_move/3 says what each
%  of its commands is (else the command is taken as a move), its
%  command_kind/2 which are no moves. Nothing moves, and the generator is put back where it was.
why(Command) :-
    rng_state(Seed, Position),
    (   \+ callable(Command)
    ->  say(why_not_a_command(Command))
    ;   command_not_move(Command, Kind)
    ->  say_not_move(Kind, Command)
    ;   turn_refusal(Error)
    ->  reason_text(Error, Text),
        say(why_refused(Command, Text))
    ;   current_state(State),
        command_what(State, Command, What),
        why_what(What, Command, State)
    ),
    set_rng_state(Seed, Position).

%  Command is no move: Kind is query (a question about the game) or other
%  (it changes the game, but the rules have no say in it).
command_not_move(Command, Kind) :-
    (   library_command(Command, Kind0)
    ->  Kind = Kind0
    ;   optional_hook(command_kind(Command, Kind0))
    ->  Kind = Kind0
    ).

%  The commands of this library that are no moves.
library_command(startGame, other).
library_command(startGame(_), other).
library_command(startGame(_, _), other).
library_command(saveGame(_), other).
library_command(saveGame(_, _), other).
library_command(loadGame(_), other).
library_command(replay, query).
library_command(replay(_), query).
library_command(displayMap, query).
library_command(hint, query).
library_command(why(_), query).
library_command(history, query).
library_command(history(_), query).

say_not_move(query, Command) :-
    say(why_query(Command)).
say_not_move(other, Command) :-
    say(why_not_a_move(Command)).

%  What Command does in State: the rulebook's command_move/3 (a command
%  it does not know is none), else Command is a move itself.
command_what(State, Command, What) :-
    (   optional_hook(command_move(State, Command, What0))
    ->  What = What0
    ;   hook_defined(command_move(_, _, _))
    ->  What = none
    ;   What = move(Command)
    ).

why_what(move(Move), Command, State) :-
    (   rules_refusal(State, Move, Error)
    ->  reason_text(Error, Text),
        say(why_refused(Command, Text)),
        why_rule(Error, Move)
    ;   say(why_allowed(Command)),
        why_effect(State, Move)
    ).
why_what(answers(Typed, Move), Command, State) :-
    say(why_answers(Command, Typed)),
    why_what(move(Move), Command, State).
why_what(refused(Error), Command, _) :-
    reason_text(Error, Text),
    say(why_refused(Command, Text)),
    why_rule(Error, Command).
why_what(none, Command, _) :-
    say(why_not_a_command(Command)).
why_what(allowed(Effect), Command, _) :-
    say(why_allowed(Command)),
    (   Effect == none
    ->  true
    ;   say(Effect)
    ).

%  A reason as the game prints it (its readable_reason/2, when it has one).
reason_text(Error, Text) :-
    readable_key(Error, Readable),
    message_text(Readable, Text).

%  The rule that gives the reason Error, when the loader knows it.
why_rule(Error, Move) :-
    functor(Move, Hint, _),
    Goal = consult:reason_source(Error, Hint, Key, Path:Line),
    (   catch(Goal, _, fail)
    ->  say(why_rule(Key, Path, Line))
    ;   true
    ).

%  What the allowed Move would do in State: the announcement of a move
%  without chance; the generator is put back either way.
why_effect(State, Move) :-
    rng_state(Seed, Position),
    (   optional_hook(complete_move(State, Move, Complete))
    ->  true
    ;   Complete = Move
    ),
    set_rng_state(Seed, Position),
    player_to_move(State, Player),
    (   Complete \== Move
    ->  say(why_chance)
    ;   catch(user:apply_move(State, Move, State1), _, fail),
        hook_defined(announce_move(_, _, _, _))
    ->  say(why_effect),
        (   catch(optional_hook(announce_move(Player, Move, State, State1)), _, true)
        ->  true
        ;   true
        )
    ;   true
    ).

/* Hints: the strongest computer's choice, for the player to move. */

%% hint is det.
%
%  Says what the strongest computer level of the rulebook (the last of
%  rulebook(levels, Levels)) would play now for the player to move. Nothing
%  moves, and the generator is put back where it was, so asking for a hint
%  never changes the dice of a seeded game.
hint :-
    (   \+ current_state(_)
    ->  say(no_game)
    ;   current_state(State),
        user:game_over(State, _)
    ->  say(game_is_over)
    ;   hint_moves(Level, Moves)
    ->  current_state(State),
        moves_text(State, Moves, Text),
        say(hint(Level, Text)),
        hint_reasons(Moves)
    ;   say(hint_none)
    ).

%  Why: the rulebook's hint_reason/3 says it in the game's terms (a chance
%  to win a battle, what the position is worth, the threat the move
%  answers), one message a line. The generator is put back, as for the
%  hint itself.
hint_reasons(Moves) :-
    current_state(State),
    rng_state(Seed, Position),
    (   catch(optional_hook(hint_reason(State, Moves, Reasons0)), _, fail),
        is_list(Reasons0)
    ->  Reasons = Reasons0
    ;   Reasons = []
    ),
    set_rng_state(Seed, Position),
    maplist(say_reason, Reasons).

%% hint_moves(-Level, -Moves) is semidet.
%
%  Moves (not empty) is what the computer at Level, the strongest, would
%  play in the running game: one move, or a whole turn for a rulebook
%  with computer_moves/3. Fails without a game, a level or a move; the
%  generator is left where it was.
hint_moves(Level, Moves) :-
    current_state(State),
    levels(Levels),
    append(_, [Level], Levels),
    rng_state(Seed, Position),
    (   catch(turn_moves(Level, State, Moves0), _, fail)
    ->  Found = some(Moves0)
    ;   Found = none
    ),
    set_rng_state(Seed, Position),
    Found = some(Moves).

%  Moves as the player to move in State types them, separated by commas:
%  the rulebook's typed_move/3 when what is typed depends on the
%  position (Olympia's unit to select first), else as move_text/3.
moves_text(State, Moves, Text) :-
    foldl(state_move_text(State), Moves, [], Text).

state_move_text(State, Move, Text0, Text) :-
    (   optional_hook(typed_move(State, Move, Chars))
    ->  text_append(Text0, Chars, Text)
    ;   move_text(Move, Text0, Text)
    ).

%  A move as the player types it: the rulebook's typed_move/2 when its
%  move terms are not its commands, else the move itself.
move_text(Move, Text0, Text) :-
    (   optional_hook(typed_move(Move, Chars0))
    ->  Chars = Chars0
    ;   write_term_to_chars(Move, [quoted(true)], Chars)
    ),
    text_append(Text0, Chars, Text).

text_append(Text0, Chars, Text) :-
    (   Text0 == []
    ->  Text = Chars
    ;   append(Text0, [',', ' '|Chars], Text)
    ).

/* The toplevel's per-query checkpoint: the game is one term. */

%% game_checkpoint(-Checkpoint) is det.
game_checkpoint(checkpoint(Game, History)) :-
    (   bb_get('game:game', Game0)
    ->  Game = Game0
    ;   Game = none
    ),
    history_mark(History).

%% game_rollback(+Checkpoint) is det.
%
%  Back to Checkpoint; game_rollback(none) leaves no game running.
game_rollback(checkpoint(Game, History)) :-
    !,
    bb_put('game:game', Game),
    history_back(History, Game).
game_rollback(none) :-
    bb_put('game:game', none),
    history_cut(0).

/* Saves: the three parts of the game as facts (common/save_file.pl). */

%% saveGame(+File) is semidet.
%% saveGame(+File, +Options) is semidet.
%
%  Saves the running game to File, e.g. saveGame('olympia.pl'); fails after
%  saying why when there is no game or File cannot be written. An earlier
%  save is replaced; a file that holds something else (a rule file) is
%  replaced only if the player says so when asked, or with the option
%  replace(true); replace(false) never replaces it.
saveGame(File) :-
    saveGame(File, []).

saveGame(File, Options) :-
    save_replace_option(Options, Replace),
    (   \+ save_file_name(File, _)
    ->  say(save_file_invalid(saveGame)),
        fail
    ;   Replace = bad(Bad)
    ->  say(save_option_invalid(Bad)),
        fail
    ;   game_facts(Facts)
    ->  rulebook_name(Game),
        save_facts(saveGame, File, Game, Facts, Replace)
    ;   say(save_no_game),
        fail
    ).

%  The options of saveGame/2: [] asks, replace(true) replaces, and
%  replace(false) keeps a file that is no save; bad(Option) names one it
%  does not take.
save_replace_option(Options, Replace) :-
    (   Options == []
    ->  Replace = ask
    ;   Options == [replace(true)]
    ->  Replace = any
    ;   Options == [replace(false)]
    ->  Replace = saves
    ;   is_list(Options),
        Options = [Bad|_]
    ->  Replace = bad(Bad)
    ;   Replace = bad(Options)
    ).

%% loadGame(+File) is semidet.
%
%  Replaces the running game by the one saved in File after checking it
%  all; a bad file prints what is wrong, changes nothing and fails.
loadGame(File0) :-
    (   \+ save_file_name(File0, _)
    ->  say(save_file_invalid(loadGame)),
        fail
    ;   save_file_name(File0, File),
        load_game(File)
    ->  say(game_loaded(File)),
        current_state(State),
        tell_game(loaded, State),
        after_move
    ).

%% resume_game(+File) is semidet.
%
%  Loads the autosave File at start (`conquest --resume`).
resume_game(File) :-
    bb_put('game:history_damaged', false),
    load_game(File),
    say(game_resumed(File)),
    (   bb_get('game:history_damaged', true)
    ->  % The autosave names moves the log no longer has: both are
        % written anew, so the next resume finds them whole.
        autosave_game(File)
    ;   autosave_game_facts(File, Facts),
        remember_autosave(File, Facts)
    ),
    current_state(State),
    tell_game(resumed, State),
    after_move.

%% game_in_progress(-Game) is semidet.
%
%  Game is the running game (its players, state and count of moves);
%  fails before a game is started or loaded. The toplevel asks before
%  leaving a game that is not autosaved.
game_in_progress(Game) :-
    bb_get('game:game', Game),
    Game = game(_, _, _).

%% autosave_game(+File) is det.
%
%  While a game runs, saves it to File when it changed since the last time.
%  The history goes to a log beside File (history_log/2), appended to:
%  written whole into File after every command, it made a long game's
%  autosaves cost the square of its length (a game of computers took ten
%  times as long).
autosave_game(File) :-
    (   autosave_game_facts(File, Facts)
    ->  rulebook_name(Game),
        autosave_facts(File, Game, Facts)
    ;   true
    ).

%  The autosave's facts: the game's, with history_log(Key, Length) for
%  the first Length moves of the log, written first. A log that cannot be
%  written (a full disk) is told once, with the reason; the autosave then
%  refers to the moves the log holds, and the log catches up, said so,
%  when it can be written again.
autosave_game_facts(File, [players(Players), moves(Moves), state(State)|Log]) :-
    bb_get('game:game', game(Players, State, Moves)),
    history_log_file(File, LogFile),
    catch(write_history_log(File, Key, Length), Error, true),
    (   var(Error)
    ->  Log = [history_log(Key, Length)],
        (   bb_get('game:history_log_warned', LogFile)
        ->  bb_put('game:history_log_warned', none),
            say(history_log_written_again(LogFile))
        ;   true
        )
    ;   (   bb_get('game:history_logged', logged(LogFile, Key0, Written)),
            bb_get('game:history_id', Key0)
        ->  Log = [history_log(Key0, Written)]
        ;   Log = []
        ),
        (   bb_get('game:history_log_warned', LogFile)
        ->  true
        ;   bb_put('game:history_log_warned', LogFile),
            write_problem_text(Error, Text),
            say(history_log_unwritable(LogFile, Text))
        )
    ).

%  A save: the players, the count of moves, the state, then the history
%  (history_facts/1), one move a line.
game_facts([players(Players), moves(Moves), state(State)|History]) :-
    bb_get('game:game', game(Players, State, Moves)),
    history_facts(History).

load_game(File) :-
    rulebook_name(Game),
    load_facts(File, Game, game:saved_game_error, Facts),
    Facts = [players(Players), moves(Moves), state(State)|History],
    bb_put('game:game', game(Players, State, Moves)),
    bb_put('game:computer_moves', 0),
    (   History = [history_log(Key, Length)]
    ->  history_log_file(File, Log),
        (   catch(read_history_log(File, Key, Length, Players, Kept), _, fail)
        ->  (   Kept >= Length
            ->  true
            ;   % The moves before the damage stay; the history then jumps
                % to the loaded position.
                Dropped is Length - Kept,
                say(history_log_damaged(Log, Kept, Dropped)),
                bb_put('game:history_damaged', true),
                history_add(set(State))
            )
        ;   say(history_log_lost(Log)),
            history_restart(Players, State)
        )
    ;   History = [history_start(_)|_]
    ->  history_install(History)
    ;   history_restart(Players, State)
    ).

rulebook_name(Game) :-
    user:rulebook(name, Game).

%% max_moves_played(?N).
%
%  A saved game has played fewer than N moves (a bound far above any game).
max_moves_played(1000000000).

%  Why Facts are no saved game of this rulebook (a message key). Every
%  value gets the check of the command that sets it: the players those of
%  startGame/2, the state the rulebook's state_error/2.
saved_game_error(Facts, Error) :-
    (   Facts = [players(Players), moves(Moves), state(State)|History],
        history_layout(History)
    ->  (   \+ saved_players(Players)
        ->  Error = save_bad_players(Players)
        ;   \+ ( integer(Moves), Moves >= 0, max_moves_played(Max), Moves < Max )
        ->  Error = save_bad_moves(Moves)
        ;   catch(user:state_error(State, Error0), _, Error0 = state_error_threw)
        ->  message_text(Error0, Text),
            Error = save_bad_state(Text)
        ;   optional_hook(state_players(State, Ids)),
            \+ findall(P, member(P-_, Players), Ids)
        ->  Error = save_players_mismatch(Ids)
        ;   history_error(History, Players, Error0)
        ->  Error = Error0
        ;   catch(user:state_player(State, P), _, fail),
            memberchk(P-_, Players)
        ->  fail
        ;   message_text(no_player_to_move, Text),
            Error = save_bad_state(Text)
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
    forall(member(_-Kind, Players), saved_kind(Kind, Levels)),
    findall(Name, ( member(_-Kind, Players), kind_name(Kind, Name) ), Names),
    \+ ( append(_, [Name|Rest], Names),
         memberchk(Name, Rest) ).

kind_name(human(Name), Name).
kind_name(cpu(_, Name), Name).

saved_kind(human(Name), _) :-
    \+ player_name_error(Name, _).
saved_kind(cpu(Level), Levels) :-
    memberchk(Level, Levels).
saved_kind(cpu(Level, Name), Levels) :-
    memberchk(Level, Levels),
    \+ player_name_error(Name, _).

/* History: every move since the game began, for history/0, replay/0,1
   and saves. */

%  The history is the start, history_start(start(Seats, Options, State0,
%  Seed, Position)) in the blackboard (Options is none for a history that
%  begins at a loaded position), and the entries, N from
%  1: move(Player, Source, Typed, Move) for a move as typed or chosen
%  (Source chosen) or made by the rules (forced), completed with its chance
%  (Move), and set(State) for a state a command set without a move (a
%  cheat, Olympia's choice of unit). Facts, not a list in the game term:
%  a list copied on every move would make a game's moves cost the square
%  of their number.
%  The entries are texts in the host's journal (host:journal_add/1):
%  Scryer 0.10 takes kilobytes for each asserted fact, and a long game of
%  computers has ten thousand moves.

history_begin(Seats, Options, State) :-
    history_cut(0),
    rng_state(Seed, Position),
    bb_put('game:history_start', start(Seats, Options, State, Seed, Position)),
    next_history_id.

%  Keeps the first Length entries.
history_cut(Length) :-
    history_flush,
    journal_truncate(Length),
    bb_put('game:history_length', Length).

%  The entries not yet in the journal go there, in one request (a request
%  costs about 0.15 ms; one a move made a long game of computers 12%
%  slower).
history_flush :-
    (   bb_get('game:history_pending', Pending),
        Pending \== []
    ->  reverse(Pending, Entries),
        with_standard_operators(maplist(entry_chars, Entries, Texts)),
        journal_add_all(Texts),
        bb_put('game:history_pending', [])
    ;   true
    ).

entry_chars(Entry, Chars) :-
    write_term_to_chars(Entry, [quoted(true)], Chars).

%  Entry N of the history; on backtracking, each from the first. The
%  journal holds each as the text of the log's line history_move(N, Entry).
history_entry(N, Entry) :-
    (   integer(N)
    ->  true
    ;   bb_get('game:history_length', Length),
        between(1, Length, N)
    ),
    history_flush,
    journal_entry(N, Chars),
    with_standard_operators(record_term(Chars, history_move(N, Entry))).

history_add(Entry) :-
    bb_get('game:history_length', N0),
    N is N0 + 1,
    (   bb_get('game:history_pending', Pending0)
    ->  true
    ;   Pending0 = []
    ),
    Pending = [history_move(N, Entry)|Pending0],
    bb_put('game:history_length', N),
    (   length(Pending, 8)
    ->  bb_put('game:history_pending', Pending),
        history_flush
    ;   bb_put('game:history_pending', Pending)
    ).

%  A history that begins at State (a game loaded from a save without one).
history_restart(Seats, State) :-
    history_begin(Seats, none, State).

%  Each begun history has a name of its own, in no other process either,
%  so a rollback knows whether the history it goes back to is still there
%  and an autosave's log whose history it is.
next_history_id :-
    unique_name(Key),
    bb_put('game:history_id', Key).

record(Entry) :-
    (   bb_get('game:history_length', _)
    ->  history_add(Entry)
    ;   true
    ).

history_mark(mark(Id, Length)) :-
    history_flush,
    (   bb_get('game:history_id', Id),
        bb_get('game:history_length', Length)
    ->  true
    ;   Id = none,
        Length = 0
    ).

%  Back to a mark after a query failed half-way: the entries it added go.
%  If it began a new game, the old history is gone: it begins again at the
%  restored position.
history_back(mark(Id, Length), Game) :-
    (   bb_get('game:history_id', Id)
    ->  history_cut(Length)
    ;   Game = game(Seats, State, _)
    ->  history_restart(Seats, State)
    ;   true
    ).

%  The history as save facts: history_start(Start) then one
%  history_move(Entry) a move.
history_facts([history_start(Start)|Entries]) :-
    bb_get('game:history_start', Start),
    !,
    with_standard_operators(
        findall(history_move(E), history_entry(_, E), Entries)).
history_facts([]).

history_install([history_start(Start)|Entries]) :-
    history_cut(0),
    bb_put('game:history_start', Start),
    forall(member(history_move(Entry), Entries),
           history_add(Entry)),
    next_history_id.

/* The autosave's history log: history_start(Key, Start) then
   history_move(N, Entry) lines, appended to after every command. A
   rollback makes later lines write an N again: the last line of an N
   counts. Key names the history (next_history_id/0): the autosave's
   history_log(Key, Length) takes the first Length moves of the log only
   if it begins with the same Key. */

history_log_file(File, Log) :-
    atom_concat(File, '.history', Log).

%  Brings the log of File up to the running history (Key, Length):
%  appends the moves since the last write, or writes it anew for another
%  history (a new game, a new session). The host writes it
%  (host:log_start/2, host:log_append/2): each record with a checksum,
%  whole records only, never through a link. Throws if it cannot.
write_history_log(File, Key, Length) :-
    history_flush,
    bb_get('game:history_id', Key),
    bb_get('game:history_length', Length),
    history_log_file(File, Log),
    (   bb_get('game:history_logged', logged(Log, Key, Written0))
    ->  Written is min(Written0, Length)
    ;   bb_get('game:history_start', Start),
        with_standard_operators(entry_chars(history_start(Key, Start), Record)),
        log_start(Log, Record),
        Written = 0,
        bb_put('game:history_logged', logged(Log, Key, 0))
    ),
    (   Written == Length
    ->  true
    ;   From is Written + 1,
        log_append(Log, From)
    ),
    bb_put('game:history_logged', logged(Log, Key, Length)).

%% max_history_log_bytes(?Bytes).
%
%  The history log of a long game of computers (10 000 moves) is about a
%  megabyte; a bigger one is not read.
max_history_log_bytes(8388608).

%  Loads the moves of history Key from File's log as the history of the
%  running game with Players, the first Length of them or, when the log
%  was cut or damaged before, the Kept whole ones it has. Fails (the
%  history then begins at the loaded position) when the log is missing,
%  not a regular file, too big or of another history. Later autosaves
%  append to the same log, or write it anew when part of it was dropped.
read_history_log(File, Key, Length, Players, Kept) :-
    history_log_file(File, Log),
    max_history_log_bytes(MaxBytes),
    log_read(Log, MaxBytes, Dropped, [StartText|MoveTexts]),
    findall(P, member(P-_, Players), Ids),
    history_cut(0),
    with_standard_operators(read_log(StartText, MoveTexts, Key, Players, Ids, Read)),
    Kept is min(Read, Length),
    history_cut(Kept),
    bb_put('game:history_id', Key),
    (   Dropped =:= 0,
        Kept =:= Length
    ->  bb_put('game:history_logged', logged(Log, Key, Length))
    ;   bb_put('game:history_logged', none)
    ).

read_log(StartText, MoveTexts, Key, Players, Ids, Read) :-
    record_term(StartText, history_start(Key0, Start)),
    Key0 == Key,
    \+ history_error([history_start(Start)], Players, _),
    bb_put('game:history_start', Start),
    read_log_moves(MoveTexts, Ids, 0, Read).

%  The moves up to the first record that is not one (a hand edit that
%  kept the checksum right): the rest count as damaged.
read_log_moves([], _, Read, Read).
read_log_moves([Text|Texts], Ids, Read0, Read) :-
    (   record_term(Text, history_move(N, Entry)),
        integer(N),
        N >= 1,
        N =< Read0 + 1,
        saved_entry(history_move(Entry), Ids)
    ->  N0 is N - 1,
        history_cut(N0),
        history_add(Entry),
        read_log_moves(Texts, Ids, N, Read)
    ;   Read = Read0
    ).

record_term(Text, Term) :-
    append(Text, [' ', '.'], Chars),
    catch(read_term_from_chars(Chars, Term0, []), _, fail),
    Term = Term0.

%  The facts after the state: none (a save of an earlier version), the
%  autosave's reference to its log, or the history itself.
history_layout([]).
history_layout([history_log(_, _)]).
history_layout([history_start(_)|Moves]) :-
    \+ ( member(Fact, Moves),
         Fact \= history_move(_) ).

%  Why the history facts of a save are none (a message key); none is fine.
history_error([], _, _) :-
    !,
    fail.
history_error([history_log(Key, Length)], _, Error) :-
    !,
    (   atom(Key),
        integer(Length),
        Length >= 0
    ->  fail
    ;   Error = save_bad_history
    ).
history_error(History, Players, Error) :-
    (   History = [history_start(Start)|Entries],
        Start = start(Seats, Options, State0, Seed, Position),
        Seats == Players,
        (   Options == none
        ;   is_list(Options)
        ),
        integer(Seed),
        integer(Position),
        Position >= 0,
        \+ catch(user:state_error(State0, _), _, true),
        findall(P, member(P-_, Players), Ids),
        \+ ( member(Fact, Entries),
             \+ saved_entry(Fact, Ids) )
    ->  fail
    ;   Error = save_bad_history
    ).

saved_entry(history_move(move(P, Source, Typed, Move)), Ids) :-
    memberchk(P, Ids),
    memberchk(Source, [chosen, forced]),
    ground(Typed),
    ground(Move).
saved_entry(history_move(set(State)), _) :-
    \+ catch(user:state_error(State, _), _, true).

%% history(-Moves) is semidet.
%
%  Moves are the moves of the running game since it began (or since the
%  save it was loaded from, if that had no history), each Player-Move
%  with the move completed with its chance. Fails without a game.
history(Moves) :-
    current_state(_),
    with_standard_operators(
        findall(P-M, history_entry(_, move(P, _, _, M)), Moves)).

%% history is det.
%
%  Prints how the running game began and every move since, numbered, as
%  the players typed them (the computers' and the rules' marked): typed
%  after the same startGame into a game with the same seed, the moves
%  of the humans play the same game again, computers and dice included
%  (hint/0 and why/1 do not move the generator). A command that draws at
%  random before it plays (claimAutomatic, arrange(random)) is kept as the
%  moves it played: those, typed, draw nothing, so the command itself
%  must be typed in their place.
history :-
    (   current_state(_),
        bb_get('game:history_start', Start)
    ->  Start = start(Seats, Options, _, Seed, Position),
        (   Options == none
        ->  say(history_from_save)
        ;   maplist(typed_seat, Seats, Players),
            write_term_to_chars(startGame(Players, Options), [quoted(true)], Text),
            say(history_started(Text, Seed, Position))
        ),
        with_standard_operators(
            findall(N-Entry, history_entry(N, Entry), Entries)),
        forall(member(N-Entry, Entries), say_entry(N, Entry))
    ;   say(no_game)
    ).

typed_seat(_-Kind, Typed) :-
    typed_kind(Kind, Typed).

typed_kind(human(Name), Name).
typed_kind(cpu(Level), cpu(Level)).
typed_kind(cpu(Level, Name), cpu(Level, Name)).

say_entry(N, move(Player, Source, Typed, _)) :-
    player_name(Player, Name),
    move_text(Typed, [], Text),
    (   Source == forced
    ->  say(history_forced(N, Text))
    ;   game_player(Player, cpu(_))
    ->  say(history_computer(N, Name, Text))
    ;   say(history_human(N, Name, Text))
    ).
say_entry(N, set(_)) :-
    say(history_set(N)).

%% replay is semidet.
%
%  Plays the running game again from its beginning, announcing every move
%  as it was, and says whether it ends in the game's position. The game
%  itself and the generator are left as they were.
replay :-
    (   current_state(State),
        bb_get('game:history_start', Start)
    ->  with_standard_operators(findall(E, history_entry(_, E), Entries)),
        replay_history(Start, Entries, State)
    ;   refuse(no_game)
    ).

%% replay(+File) is semidet.
%
%  As replay/0 for the game saved in File (checked as loadGame/1 checks
%  it); the running game stays. Fails, saying why, for a file that is no
%  save of this game or has no history.
replay(File0) :-
    (   \+ save_file_name(File0, _)
    ->  refuse(save_file_invalid(replay))
    ;   save_file_name(File0, File),
        rulebook_name(Game),
        rng_state(Seed, Position),
        (   load_facts(File, Game, game:saved_game_error, Facts)
        ->  Loaded = true
        ;   Loaded = false
        ),
        set_rng_state(Seed, Position),
        Loaded == true
    ->  Facts = [_, _, state(State)|History],
        (   History = [history_start(Start)|Moves]
        ->  findall(E, member(history_move(E), Moves), Entries),
            replay_history(Start, Entries, State)
        ;   refuse(replay_no_history(File))
        )
    ).

replay_history(start(Seats, _, State0, _, _), Entries, Expected) :-
    (   bb_get('game:game', Game)
    ->  true
    ;   Game = none
    ),
    rng_state(Seed, Position),
    setup_call_cleanup(true,
                       ( bb_put('game:game', game(Seats, State0, 0)),
                         say(replay_begins),
                         display_map,
                         replay_entries(Entries, 0, State0, Count, State) ),
                       ( bb_put('game:game', Game),
                         set_rng_state(Seed, Position) )),
    (   State == diverged
    ->  true
    ;   State == Expected
    ->  say(replay_same(Count))
    ;   say(replay_differs(Count))
    ).

replay_entries([], N, State, N, State).
replay_entries([Entry|Entries], N0, State0, N, State) :-
    N1 is N0 + 1,
    (   Entry = set(State1)
    ->  say(history_set(N1))
    ;   Entry = move(Player, Source, Chosen, Move),
        % a move a player chose is checked as when it was played: the
        % rules apply any move they are given
        \+ ( Source == chosen, rules_refusal(State0, Chosen, _) ),
        catch(user:apply_move(State0, Move, State1), _, fail)
    ->  announce(Player, Move, State0, State1)
    ;   State1 = diverged
    ),
    (   State1 == diverged
    ->  replay_stopped(N1, Entry, State0),
        N = N1,
        State = diverged
    ;   bb_get('game:game', game(Seats, _, _)),
        bb_put('game:game', game(Seats, State1, N1)),
        replay_entries(Entries, N1, State1, N, State)
    ).

%  Why move N of a history cannot be played again: the rules' reason when
%  they refuse it (a hand-edited save, or a rule changed since).
replay_stopped(N, Entry, State) :-
    (   Entry = move(_, chosen, Move, _),
        rules_refusal(State, Move, Error)
    ->  moves_text(State, [Move], Chars),
        atom_chars(Typed, Chars),
        say(replay_refused(N, Typed)),
        say_reason(Error)
    ;   say(replay_diverged(N))
    ).

/* Headless games for `conquest simulate`. */

%% simulation_game(+Levels, +MaxRounds, -Result) is det.
%
%  Plays one game between computers at Levels (p1 the first), a draw after
%  MaxRounds rounds (state_round/2, else moves per player). Result is
%  result(Winner, Rounds, Moves) with Winner a player or draw, Moves the
%  moves the players chose (not the forced ones). After every move the
%  state is checked with state_error/2: a broken invariant throws
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
    length(Levels, Count),
    numlist(1, Count, Ns),
    maplist(player_id, Ns, Ids),
    findall(P-cpu(L), ( nth1(I, Levels, L), nth1(I, Ids, P) ), Seats),
    setup_call_cleanup(set_quiet(true),
                       ( user:new_state(Ids, Options, State0),
                         simulate(State0, Seats, Count, MaxRounds, 0, State, Moves) ),
                       set_quiet(false)),
    bb_put('game:game', game(Seats, State, Moves)),
    history_restart(Seats, State),
    (   user:game_over(State, winner(W))
    ->  Winner = W
    ;   Winner = draw
    ),
    state_rounds(State, Count, Moves, Rounds).

simulate(State0, Seats, Count, MaxRounds, Moves0, State, Moves) :-
    (   user:game_over(State0, _)
    ->  State = State0,
        Moves = Moves0
    ;   state_rounds(State0, Count, Moves0, Rounds),
        Rounds > MaxRounds
    ->  State = State0,
        Moves = Moves0
    ;   optional_hook(forced_move(State0, Move))
    ->  simulate_move(State0, Move, State1),
        simulate(State1, Seats, Count, MaxRounds, Moves0, State, Moves)
    ;   player_to_move(State0, Player),
        memberchk(Player-cpu(Level), Seats),
        computer_turn(Level, Player, State0, Moves0, State1, Moves1)
    ->  simulate(State1, Seats, Count, MaxRounds, Moves1, State, Moves)
    ;   throw(error(no_computer_move(State0), simulation_game/3))
    ).

%  A computer's turn, chosen and played inside findall/3, which keeps only
%  the state after it: Scryer 0.10 has no garbage collector, and the heap
%  of a whole game (each turn's search) made the longest game so far the
%  process's size.
computer_turn(Level, Player, State0, Moves0, State, Moves) :-
    findall(State1-Moves1,
            ( turn_moves(Level, State0, Turn),
              !,
              simulate_turn(Turn, Player, State0, Moves0, State1, Moves1),
              ! ),
            [State-Moves]).

%  The moves of one computer turn, each completed and applied, while the
%  player is to move and the game goes on; forced moves in between.
simulate_turn([], _, State, Moves, State, Moves).
simulate_turn([Move|Ms], Player, State0, Moves0, State, Moves) :-
    (   user:game_over(State0, _)
    ->  State = State0,
        Moves = Moves0
    ;   optional_hook(forced_move(State0, Forced))
    ->  simulate_move(State0, Forced, State1),
        simulate_turn([Move|Ms], Player, State1, Moves0, State, Moves)
    ;   \+ player_to_move(State0, Player)
    ->  State = State0,
        Moves = Moves0
    ;   simulate_move(State0, Move, State1),
        Moves1 is Moves0 + 1,
        simulate_turn(Ms, Player, State1, Moves1, State, Moves)
    ).

simulate_move(State0, Move0, State) :-
    (   optional_hook(complete_move(State0, Move0, Move1))
    ->  Move = Move1
    ;   Move = Move0
    ),
    (   user:apply_move(State0, Move, State1)
    ->  true
    ;   throw(error(move_not_applied(Move), simulation_game/3))
    ),
    !,
    (   user:state_error(State1, Error)
    ->  throw(error(invariant(Error, Move), simulation_game/3))
    ;   State = State1
    ).

state_rounds(State, Count, Moves, Rounds) :-
    (   optional_hook(state_round(State, R))
    ->  Rounds = R
    ;   Rounds is Moves // Count + 1
    ).

/* Messages: each rulebook's tables, in English and Indonesian. */

%% message(?Lang, ?Key, ?Format).
%
%  Format is the text of message Key in language Lang: the rulebook's
%  en_message/2 (messages_en.pl) and id_message/2 (messages_id.pl). The
%  host looks here first, then at the library's own texts
%  (common/messages.pl).
message(en, Key, Format) :-
    optional_hook(en_message(Key, Format)).
message(id, Key, Format) :-
    optional_hook(id_message(Key, Format)).

/* Help for the commands this module gives every game. */

%% shared_help_entry(?Lang, ?Template, ?Text).
shared_help_entry(en, 'startGame', "Start a new game: asks who plays each side (a name for a human, a level for a computer) and the game's options.").
shared_help_entry(en, 'startGame(Players, Options)', "Start a new game without questions, e.g. startGame(['Alice', cpu(normal)], []). startGame(Players) is startGame(Players, []).").
shared_help_entry(en, 'displayMap', "Draw the board.").
shared_help_entry(en, 'why(Command)', Text) :-
    why_help(en, Text).
shared_help_entry(en, 'hint', "What the strongest computer level would play now for the player to move, and why in the game's terms: a battle's chance, what its evaluation makes of the position, the threat the move answers (nothing moves; the dice of a seeded game stay the same).").
shared_help_entry(en, 'history', "The moves of the game since it began, numbered, as typed: typed after the same startGame into a game with the same --seed, the humans' moves play the same game again (a command that draws at random before its moves, such as claimAutomatic or arrange(random), is listed as the moves it made: type it instead). history(Moves) gives them as Player-Move.").
shared_help_entry(en, 'replay', "Play the game again from its beginning, every move announced, and check it ends in the same position; replay(File) does it for a saved game. The running game stays as it is.").
shared_help_entry(en, 'saveGame(File)', "Save the game to File, e.g. saveGame('game.pl'). An earlier save is replaced; a file that holds something else is replaced only when you say so (saveGame(File, [replace(true)]) in a script). The game is also saved after every command; conquest --resume continues it.").
shared_help_entry(en, 'loadGame(File)', "Replace the running game by the one saved in File, after checking it; a bad file changes nothing.").
shared_help_entry(id, 'startGame', "Memulai permainan baru: menanyakan siapa yang bermain di tiap sisi (nama untuk manusia, tingkat untuk komputer) dan pilihan permainan.").
shared_help_entry(id, 'startGame(Players, Options)', "Memulai permainan baru tanpa pertanyaan, misalnya startGame(['Alice', cpu(normal)], []). startGame(Players) sama dengan startGame(Players, []).").
shared_help_entry(id, 'displayMap', "Menampilkan papan.").
shared_help_entry(id, 'why(Command)', Text) :-
    why_help(id, Text).
shared_help_entry(id, 'hint', "Langkah yang akan dimainkan komputer tingkat terkuat sekarang untuk pemain yang giliran, dan alasannya dalam ukuran permainan: peluang pertempuran, penilaian posisi, ancaman yang dijawab (tidak ada yang bergerak; dadu permainan ber-seed tetap sama).").
shared_help_entry(id, 'history', "Langkah-langkah permainan sejak awal, bernomor, seperti diketik: diketik setelah startGame yang sama di permainan dengan --seed yang sama, langkah para manusia memainkan permainan yang sama lagi (perintah yang mengundi sebelum langkahnya, seperti claimAutomatic atau arrange(random), dicatat sebagai langkah yang dibuatnya: ketik perintah itu sebagai gantinya). history(Langkah) memberikannya sebagai Pemain-Langkah.").
shared_help_entry(id, 'replay', "Memainkan ulang permainan dari awal, setiap langkah diumumkan, dan memeriksa posisinya sama di akhir; replay(Berkas) untuk permainan yang disimpan. Permainan yang berjalan tetap.").
shared_help_entry(id, 'saveGame(File)', "Menyimpan permainan ke File, misalnya saveGame('permainan.pl'). Simpanan lama diganti; berkas yang berisi hal lain diganti hanya jika Anda setuju (saveGame(File, [replace(true)]) dalam skrip). Permainan juga disimpan otomatis setelah setiap perintah; conquest --resume melanjutkannya.").
shared_help_entry(id, 'loadGame(File)', "Mengganti permainan yang berjalan dengan yang tersimpan di File, setelah diperiksa; berkas yang salah tidak mengubah apa pun.").

%  The help of why/1, with the rulebook's example (its why_example/1, in
%  help.pl) when it gives one.
why_help(Lang, Text) :-
    (   catch(optional_hook(why_example(Example)), _, fail)
    ->  write_term_to_chars(Example, [quoted(true)], Chars),
        why_help_text(Lang, Text0),
        why_help_example(Lang, Chars, Tail),
        append(Text0, Tail, Text)
    ;   why_help_text(Lang, Text0),
        append(Text0, ".", Text)
    ).

why_help_text(en, "Whether you may type Command now: the rules' reason if not (the one the command itself gives), with the rule that gives it (file and line), else what it would do; a command that is no move (a question, a save) is said to be one. Nothing moves").
why_help_text(id, "Apakah Command boleh diketik sekarang: alasan aturan bila tidak (yang juga diberikan perintah itu sendiri), dengan aturan yang memberikannya (berkas dan baris), atau apa akibatnya; perintah yang bukan langkah (pertanyaan, penyimpanan) disebut demikian. Tidak ada yang bergerak").

why_help_example(en, Chars, Text) :-
    append(", e.g. why(", Chars, Text0),
    append(Text0, ").", Text).
why_help_example(id, Chars, Text) :-
    append(", misalnya why(", Chars, Text0),
    append(Text0, ").", Text).
