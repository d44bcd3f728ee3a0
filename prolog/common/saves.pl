/** Saves: saveGame/1,2, loadGame/1, the autosave and --resume.

A save is the game's three parts as facts, players(Players),
moves(Moves) and state(State), then its history (history.pl), in the
format of save_file.pl. Loading checks every value as the command that
sets it would (saved_game_error/2): a bad file changes nothing. The
autosave writes the history to a log beside its file, appended to after
every command.
*/
:- module(saves, [saveGame/1,
                  saveGame/2,
                  loadGame/1,
                  resume_game/1,
                  autosave_game/1,
                  game_in_progress/1,
                  saved_game_error/2]).

:- use_module(library(lists)).
:- use_module(library(between)).
:- use_module(library(iso_ext)).
:- use_module('../host/util').
:- use_module('../host/text').
:- use_module('../host/screen').
:- use_module(save_file).
:- use_module(current_game).
:- use_module(play).
:- use_module(history).

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
    load_facts(File, Game, saves:saved_game_error, Facts),
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

%% max_moves_played(?N).
%
%  A saved game has played fewer than N moves (a bound far above any game).
max_moves_played(1000000000).

%% saved_game_error(+Facts, -Error) is semidet.
%
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
        ;   catch(user:state_error(State, Error0), Raised,
                  check_raised(user:state_error(State, _), Raised, Error0))
        ->  kept_problem(Error0, Error1),
            Error = save_bad_state(message(Error1))
        ;   optional_hook(state_players(State, Ids)),
            \+ findall(P, member(P-_, Players), Ids)
        ->  Error = save_players_mismatch(Ids)
        ;   history_error(History, Players, Error0)
        ->  Error = Error0
        ;   saved_player_error(State, Players, Error)
        )
    ;   Error = save_bad_layout
    ).

%  The player to move in a saved State is none of its Players, or the
%  rulebook's state_player/2 raised (told with the rule that raised).
saved_player_error(State, Players, Error) :-
    catch(( user:state_player(State, P) -> Player = some(P) ; Player = none ),
          Raised,
          ( check_raised(user:state_player(State, _), Raised, Problem),
            Player = raised(Problem) )),
    (   Player = some(P1),
        memberchk(P1-_, Players)
    ->  fail
    ;   Player = raised(Problem1)
    ->  kept_problem(Problem1, Problem2),
        Error = save_bad_state(message(Problem2))
    ;   Error = save_bad_state(message(no_player_to_move))
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
    % names told apart without regard to case, as startGame tells them
    \+ ( append(_, [Name|Rest], Names),
         member(Other, Rest),
         same_name(Name, Other) ).

kind_name(human(Name), Name).
kind_name(cpu(_, Name), Name).

saved_kind(human(Name), _) :-
    \+ player_name_error(Name, _).
saved_kind(cpu(Level), Levels) :-
    memberchk(Level, Levels).
saved_kind(cpu(Level, Name), Levels) :-
    memberchk(Level, Levels),
    \+ player_name_error(Name, _).
