/** Playing a game: starting it, its moves, the computers' turns, the board.

startGame/0,1,2 seats 2 to N human and computer players; play_move/1
checks a move (move_error/3, legal_move/2), completes it with its chance
(complete_move/3), applies it, announces it, then lets the rules
(forced_move/2) and the computers move until a human is to move or the
game ends. The toplevel's per-query checkpoint and rollback are here too:
the game is one term (current_game.pl), its history a mark (history.pl).

A move is what a player (or the rules, for a forced move) chose;
complete_move/3 draws its chance through the host, so apply_move/3 stays
a relation: the same State0 and completed Move always give the same
State, and a computer can weigh the outcomes of a move without the
generator.
*/
:- module(play, [startGame/0,
                 startGame/1,
                 startGame/2,
                 seat/2,
                 set_seat_kind/3,
                 seat_of/2,
                 away_level/1,
                 play_move/1,
                 play_computers/0,
                 move_refusal/2,
                 turn_refusal/1,
                 rules_refusal/3,
                 announce/4,
                 tell_game/2,
                 after_move/0,
                 turn_moves/3,
                 current_board/1,
                 displayMap/0,
                 game_checkpoint/1,
                 game_rollback/1]).

:- use_module(library(lists)).
:- use_module(library(between)).
:- use_module(library(iso_ext)).
:- use_module('../host/util').
:- use_module('../host/bridge').
:- use_module('../host/text').
:- use_module('../host/screen').
:- use_module(current_game).
:- use_module(history).

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
        catch(cancellable_questions(play:ask_setup(Players, Options)),
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
    (   joined_offer(Offer),
        ask(key(ask_joined_players(Offer)), Answer),
        memberchk(Answer, ['', yes, y, ya, 'Yes', 'Y', 'Ya', 'YES'])
    ->  Players = Offer
    ;   optional_hook(ask_players(Players0))
    ->  Players = Players0
    ;   rulebook_players(_, Max),
        numlist(1, Max, Ns),
        maplist(player_id, Ns, Ps),
        ask_seats(Ps, Ps, [], Players)
    ),
    (   optional_hook(ask_options(Options0))
    ->  Options = Options0
    ;   Options = []
    ).

%  In a served game (`conquest serve`), the players who joined (not the
%  spectators), in the order they joined, as startGame/2's players: with
%  computers (away_level/1) after them up to the game's fewest players.
%  Fails without joined players, with more than the game takes, or with
%  names startGame/2 would refuse (then the usual questions are asked).
joined_offer(Offer) :-
    catch(host_request([joined], Reply), _, fail),
    joined_names(Reply, Names),
    Names \== [],
    rulebook_players(Min, Max),
    length(Names, Count),
    Count =< Max,
    Computers is max(0, Min - Count),
    away_level(Level),
    length(Cpus, Computers),
    maplist(=(cpu(Level)), Cpus),
    append(Names, Cpus, Offer),
    \+ players_error(Offer, _).

%  The host's reply: the names separated by spaces.
joined_names(Reply, Names) :-
    (   append(Word, [' '|Rest], Reply)
    ->  atom_chars(Name, Word),
        Names = [Name|Names1],
        joined_names(Rest, Names1)
    ;   Reply == []
    ->  Names = []
    ;   atom_chars(Name, Reply),
        Names = [Name]
    ).

%  Asks who plays each of Ps in turn; Ids are all the seats, Taken the
%  names already given (a name is refused when it is one of them in any
%  case, or another seat's id).
ask_seats([], _, _, []).
ask_seats([P|Ps], Ids, Taken, [Seat|Seats]) :-
    ask_seat(P, Ids, Taken, Seat),
    (   seat_name(Seat, Name)
    ->  Taken1 = [Name|Taken]
    ;   Taken1 = Taken
    ),
    ask_seats(Ps, Ids, Taken1, Seats).

ask_seat(P, Ids, Taken, Seat) :-
    levels(Levels),
    ask(key(ask_seat(P, Levels)), Answer),
    (   Answer == ''
    ->  say(seat_empty),
        ask_seat(P, Ids, Taken, Seat)
    ;   member(Level, Levels),
        same_name(Answer, Level)
    ->  % Normal or NORMAL is the level too, never a human of that name
        Seat = cpu(Level)
    ;   other_games_level(Answer)
    ->  say(level_of_another_game(Answer, Levels)),
        ask_seat(P, Ids, Taken, Seat)
    ;   member(Word, [cpu, computer, komputer]),
        same_name(Answer, Word)
    ->  % a computer was meant, but which one
        say(level_not_said(Levels)),
        ask_seat(P, Ids, Taken, Seat)
    ;   answer_reads_as_command(Answer)
    ->  say(seat_answer_is_a_command(Answer)),
        ask_seat(P, Ids, Taken, Seat)
    ;   name_error(Answer, P, Ids, Taken, Error)
    ->  say(Error),
        ask_seat(P, Ids, Taken, Seat)
    ;   Seat = Answer
    ).

%  Level is a computer level of some shipped game (and not of this one, when
%  the question's levels did not take it): a player who types it meant a
%  computer, not a human of that name.
other_games_level(Answer) :-
    member(Level, [easy, normal, hard, random, greedy, search, first]),
    same_name(Answer, Level),
    !.

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
%  no variable of the query is bound. Refused: an option that is or holds
%  a variable, one the rulebook's option_error/2 refuses (an unknown one,
%  a bad value, one given twice); two names that differ only in case, a
%  name that is another seat's id (p2 for the first player).
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
    ;   member(Option, Options0),
        var(Option)
    ->  % checked before replace_option/3, whose memberchk/2 would bind it
        refuse(option_unbound)
    ;   member(Option, Options0),
        \+ ground(Option)
    ->  copy_term(Option, Shown),
        term_variables(Shown, Vars),
        maplist(=('_'), Vars),
        refuse(option_not_ground(Shown))
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
        (   running_game
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
    ;   length(Players, Count),
        numlist(1, Count, Ns),
        maplist(player_id, Ns, Ids),
        append(Before, [Seat|_], Players),
        seat_name(Seat, Name),
        length(Before, N0),
        nth0(N0, Ids, Id),
        findall(Name0, ( member(Seat0, Before), seat_name(Seat0, Name0) ), Taken),
        name_error(Name, Id, Ids, Taken, Error0)
    ->  (   Error0 = seat_name_taken(_)
        ->  Error = same_player_name(Name)
        ;   Error = Error0
        )
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

%  Name cannot be the name of the player Id, for the reason Error: it is
%  no name, it is taken (Taken: the names of the seats before, told apart
%  without regard to case), or it is the id of another seat, which the
%  commands that take a player read as that seat.
name_error(Name, Id, Ids, Taken, Error) :-
    (   player_name_error(Name, Error0)
    ->  Error = Error0
    ;   member(Other, Taken),
        same_name(Name, Other)
    ->  Error = seat_name_taken(Name)
    ;   member(Other, Ids),
        Other \== Id,
        same_name(Name, Other)
    ->  Error = name_is_a_seat(Name, Other)
    ).

%% tell_game(+How, +State) is det.
%
%  The library's way of telling a game begins (How: started, loaded or
%  resumed), unless the rulebook has its own (announce_game/2).
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
               ( player_shown(P, Name),
                 say(seat_is(P, Name)) )),
        display_map
    ;   display_map
    ).

/* Who plays a seat */

%% seat(+Who, +Kind) is semidet.
%
%  Hands a seat of the running game to a computer, or back to its
%  human: Who is the seat's name (the human's, or the one a computer
%  plays it under) or its id (p1, ...); Kind is cpu(Level), a level of
%  the game (the computer plays the seat under its name, so the messages
%  still call it so), or human (the seat's name plays it again). Said to
%  everyone and recorded in the history, so a save and --resume keep it;
%  a computer to move plays at once. Refused (changing nothing): no game
%  or one that is over, no such seat, a kind that is neither, an unknown
%  level, human for a computer seat without a name.
seat(Who, Kind) :-
    levels(Levels),
    (   turn_refusal(Error),
        Error \= computer_to_move(_)
    ->  refuse(Error)
    ;   \+ ( atom(Who), seat_of(Who, _) )
    ->  refuse(no_such_seat(Who))
    ;   \+ ( nonvar(Kind), ( Kind == human ; Kind = cpu(_) ) )
    ->  refuse(seat_kind_bad(Kind, Levels))
    ;   Kind = cpu(Level),
        \+ ( atom(Level), memberchk(Level, Levels) )
    ->  refuse(unknown_level(Level, Levels))
    ;   seat_of(Who, Player),
        seat_kind(Player, Kind0),
        new_seat_kind(Kind0, Kind, Kind1)
    ->  (   Kind1 == Kind0
        ->  player_shown(Player, Name),
            say(seat_unchanged(Name))
        ;   set_seat_kind(Player, Kind1, host)
        )
    ;   refuse(seat_has_no_name(Who))
    ).

%% seat_of(+Who, -Player) is semidet.
%
%  Player is the seat of the running game named Who (its human's name,
%  or its computer's own name, told apart without regard to case) or
%  with the id Who.
seat_of(Who, Player) :-
    bb_get('game:game', game(Players, _, _)),
    (   memberchk(Who-_, Players)
    ->  Player = Who
    ;   member(Player-Kind, Players),
        ( Kind = human(Name) ; Kind = cpu(_, Name) ),
        same_name(Who, Name)
    ->  true
    ).

seat_kind(Player, Kind) :-
    bb_get('game:game', game(Players, _, _)),
    memberchk(Player-Kind, Players).

%  The kind a seat of Kind0 has when given to Kind: a computer plays a
%  human's seat under the human's name; a seat goes back to a human only
%  if it has a name.
new_seat_kind(human(Name), cpu(Level), cpu(Level, Name)).
new_seat_kind(human(Name), human, human(Name)).
new_seat_kind(cpu(_), cpu(Level), cpu(Level)).
new_seat_kind(cpu(_, Name), cpu(Level), cpu(Level, Name)).
new_seat_kind(cpu(_, Name), human, human(Name)).

%% set_seat_kind(+Player, +Kind, +How) is det.
%
%  Player's seat is Kind (human(Name), cpu(Level) or cpu(Level, Name))
%  from now on, for the reason How (host: seat/2; away and back: a
%  served game's player who left, or came back), recorded in the
%  history as seat(Player, Kind, How). Tells everyone (How host; the
%  server tells of away and back itself), and lets a computer to move
%  play.
set_seat_kind(Player, Kind, How) :-
    bb_get('game:game', game(Players0, State, Moves)),
    seat_replaced(Players0, Player, Kind, Players),
    !,
    bb_put('game:game', game(Players, State, Moves)),
    record(seat(Player, Kind, How)),
    (   How == host
    ->  player_shown(Player, Name),
        (   Kind = cpu(Level, _)
        ->  say(seat_to_computer(Name, Level))
        ;   Kind = cpu(Level)
        ->  say(seat_to_computer(Name, Level))
        ;   say(seat_to_human(Name))
        )
    ;   true
    ),
    (   current_state(State1),
        \+ user:game_over(State1, _)
    ->  play_computers
    ;   true
    ).

%% away_level(-Level) is det.
%
%  The level of the computer that plays an absent player's seat: normal
%  when the game has it, else its weakest.
away_level(Level) :-
    levels(Levels),
    (   memberchk(normal, Levels)
    ->  Level = normal
    ;   Levels = [Level0|_]
    ->  Level = Level0
    ;   Level = normal
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

%% rules_refusal(+State, +Move, -Error) is semidet.
%
%  Why the rules do not let the player to move play Move in State.
rules_refusal(State, Move, Error) :-
    (   compound(Move),
        Move =.. [_|Args],
        member(Arg, Args),
        var(Arg)
    ->  % move(B4, B5): a code typed with a capital is a variable
        Error = move_code_variable(Move)
    ;   \+ ground(Move)
    ->  Error = move_not_ground(Move)
    ;   optional_hook(move_error(State, Move, Error0))
    ->  Error = Error0
    ;   \+ user:legal_move(State, Move)
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

%% announce(+Player, +Move, +State0, +State) is det.
%
%  Tells the players of Player's Move from State0 to State: the rulebook's
%  announce_move/4, else the library's line; nothing when quiet.
announce(Player, Move, State0, State) :-
    (   quiet
    ->  true
    ;   hook_defined(announce_move(_, _, _, _))
    ->  (   optional_hook(announce_move(Player, Move, State0, State))
        ->  true
        ;   true
        )
    ;   player_shown(Player, Name),
        say(moved(Name, Move))
    ).

%% after_move is det.
%
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
    ->  player_shown(P, Name),
        say(computer_won(Name))
    ;   say(game_drawn)
    ).

%% play_computers is det.
%
%  While a computer is to move and the game goes on, it plays its turn;
%  after each turn the host is told (turn_finished/0 below: the
%  autosave). A loop, not a recursion through the turns, so a game
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
    (   optional_hook(rulebook(board_after_computers, false))
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

%% turn_moves(+Level, +State, -Moves) is semidet.
%
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
%  query stopped by Ctrl-C keeps the turns played. The toplevel, loaded
%  before any game, registers the goal to call in the global
%  'game:turn_finished'; a host without one has nothing to call. The
%  library never names the layer above it.
turn_finished :-
    (   bb_get('game:turn_finished', Goal)
    ->  catch(Goal, _, true)
    ;   true
    ).

/* The board */

%% current_board(-Board) is semidet.
%
%  Board is what the host draws for the running game (screen:display_map/0).
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
    ;   optional_hook(map_view(_, _))
    ->  display_map
    ;   say(no_game)
    ).

/* The toplevel's per-query checkpoint: the game is one term. */

%% game_checkpoint(-Checkpoint) is det.
%
%  Checkpoint is the running game and its history's mark, for
%  game_rollback/1 (the toplevel takes one before every query).
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
