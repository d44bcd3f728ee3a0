/** The toplevel's help, its list of games, the switch to another game and
the words the line editor completes.

Compiled at its first use (host/on_demand.pl): a run that never asks for
help, a game list or a prompt of its own never needs it.
*/
:- module(toplevel_help, [help/0,
                          help/1,
                          games/0,
                          play/1,
                          completion_words/1]).

:- use_module(library(lists)).
:- use_module(library(format)).
:- use_module(library(iso_ext)).
:- use_module(library(files)).
:- use_module(library(charsio)).
:- use_module(library(util), [put_global/2]).
:- use_module(library(game_hooks), [game_hook/1]).
:- use_module(library(text), [say/1, lang/1]).
:- use_module(library(storage), [file_kind/2]).
:- use_module(library(consult), [unloaded_rule_files/1, game_modules/1,
                                 module_exports/2]).
:- use_module(library(toplevel), [help_line/4, template_name/2,
                                  told_hook/1, untold_hooks/1]).

%% games is det.
%
%  Lists the rulebooks this program can load, marking the loaded one. The
%  titles are the rulebooks' own rulebook(title, Title) facts.
games :-
    (   bb_get('toplevel:games', games(Games, Current))
    ->  true
    ;   Games = [],
        Current = none
    ),
    say(games_header),
    findall(Name, member(Name-_, Games), Names),
    foldl(longest, Names, 0, Width),
    forall(member(Name-Folder, Games),
           ( game_title(Folder, Title),
             padded(Name, Width, Padded),
             (   Name == Current
             ->  say(game_line_current(Padded, Title))
             ;   say(game_line(Padded, Title))
             ) )).

%% play(+Game) is semidet.
%
%  Leaves the loaded game for Game, one of games/0's names (or none for
%  plain Prolog), without leaving the program: the running game is
%  autosaved as after every command, then the session ends and the host
%  starts Game's, continuing its autosaved game if there is one (and no
%  other session autosaves it). Files consulted by hand are not loaded
%  again. Fails, saying why, for a name that is no game. In a session
%  that does not autosave (another one holds the autosave), the first
%  play/1 while a game runs fails, saying that leaving loses the game; a
%  second one for the same position leaves, saying it is not saved.
play(Game) :-
    (   bb_get('toplevel:games', games(Games, Current))
    ->  true
    ;   Games = [],
        Current = none
    ),
    findall(Name, member(Name-_, Games), Names),
    (   var(Game)
    ->  throw(error(instantiation_error, play/1))
    ;   Game == Current
    ->  (   unloaded_rule_files([_|_])
        ->  say(already_playing_unloaded(Game))
        ;   say(already_playing(Game))
        )
    ;   atom(Game),
        (   memberchk(Game, Names)
        ;   Game == none
        )
    ->  (   Current == none
        ->  say(loading_game(Game))
        ;   \+ game_in_progress
        ->  (   Game == none
            ->  say(leaving_idle_for_plain(Current))
            ;   say(leaving_idle_game(Current, Game))
            )
        ;   autosaving
        ->  (   Game == none
            ->  say(leaving_for_plain(Current))
            ;   say(leaving_game(Current, Game))
            )
        ;   unwarned_unsaved_game
        ->  say(leaving_loses_the_game(Current, Game)),
            fail
        ;   Game == none
        ->  say(leaving_for_plain_unsaved(Current))
        ;   say(leaving_game_unsaved(Current, Game))
        ),
        lang(Lang),
        throw('$toplevel_switch'(Game, Lang))
    ;   comma_separated(Names, List),
        say(unknown_game(Game, List)),
        fail
    ).

%  This session autosaves its game: it holds the autosave's lock.
autosaving :-
    bb_get('toplevel:autosave', File),
    File \== none.

%  A game runs that is not autosaved, and play/1 has not yet said that
%  leaving it loses it: saying so once (for this position) lets the
%  player save it first; the same play/1 again leaves it.
%  A game runs in the current game's rules and has not ended: leaving
%  saves it (or loses it, in a session that does not autosave).
game_in_progress :-
    catch(game_hook(game_in_progress(game(_, State, _))), _, fail),
    % a game_over/2 that raises is told, and the game counts as running
    \+ told_hook(game_over(State, _)).

unwarned_unsaved_game :-
    catch(game_hook(game_in_progress(Game)), _, fail),
    \+ ( bb_get('toplevel:unsaved_warned', Warned),
          Warned == Game ),
    put_global('toplevel:unsaved_warned', Game).

comma_separated([], []).
comma_separated([Name|Names], Chars) :-
    atom_chars(Name, Chars0),
    (   Names == []
    ->  Chars = Chars0
    ;   comma_separated(Names, Chars1),
        append(Chars0, [',', ' '|Chars1], Chars)
    ).

longest(Name, W0, W) :-
    atom_length(Name, L),
    W is max(W0, L).

padded(Name, Width, Padded) :-
    atom_chars(Name, Chars),
    length(Chars, L),
    N is Width - L,
    length(Spaces, N),
    maplist(=(' '), Spaces),
    append(Chars, Spaces, PaddedChars),
    atom_chars(Padded, PaddedChars).

%  rulebook(title, Title) read as a term from the folder's rulebook.pl, or
%  from the first of its files that has one.
game_title(Folder, Title) :-
    atom_chars(Folder, FolderChars),
    (   catch(directory_files(FolderChars, Names0), _, fail)
    ->  sort(Names0, Names1)
    ;   Names1 = []
    ),
    (   select("rulebook.pl", Names1, Rest)
    ->  Names = ["rulebook.pl"|Rest]
    ;   Names = Names1
    ),
    (   member(Name, Names),
        append(_, ['.', p, l], Name),
        append(FolderChars, ['/'|Name], FileChars),
        atom_chars(File, FileChars),
        file_kind(File, file),
        catch(setup_call_cleanup(open(File, read, S),
                                 title_term(S, Title0),
                                 close(S)),
              _,
              fail)
    ->  Title = Title0
    ;   Title = ""
    ).

title_term(S, Title) :-
    catch(read_term(S, T, []), _, T = skip),
    (   T == end_of_file
    ->  fail
    ;   T = rulebook(title, Title0)
    ->  Title = Title0
    ;   title_term(S, Title)
    ).

%% help.
%
%  Lists the commands of the loaded game, then the host's builtins.
help :-
    lang(Lang),
    (   bb_get('toplevel:games', games(_, none))
    ->  true
    ;   (   told_hook(message(Lang, help_intro, _))
        ->  say(help_intro),
            nl
        ;   true
        ),
        say(help_game_header),
        forall(help_line(Lang, game, Template, Text),
               print_help_line(Template, Text))
    ),
    say(help_host_header),
    forall(help_line(Lang, host, Template, Text),
           print_help_line(Template, Text)).

%% help(+Name).
%
%  Shows the commands and builtins called Name.
help(Name) :-
    lang(Lang),
    (   \+ ( help_line(Lang, _, Template, _), template_name(Template, Name) )
    ->  say(help_unknown(Name))
    ;   forall(( help_line(Lang, _, Template, Text),
                 template_name(Template, Name) ),
               print_help_line(Template, Text))
    ).

print_help_line(Template, Text) :-
    atom_length(Template, Length),
    Padding is max(1, 32 - Length),
    length(Spaces, Padding),
    maplist(=(' '), Spaces),
    format("  ~w~s~s~n", [Template, Spaces, Text]).

%% completion_words(-Words).
%
%  Words the line editor completes: game codes and the names of commands
%  and predicates.
completion_words(Words) :-
    % before every prompt: an error of the help table is told by help
    untold_hooks(findall(W, ( completion_word(W), plain_name(W) ), Ws)),
    sort(Ws, Words).

% Only names a user can type without quotes are offered.
plain_name(W) :-
    atom(W),
    atom_chars(W, [C|Cs]),
    char_type(C, lower),
    \+ ( member(D, Cs), \+ char_type(D, alnum), D \== '_' ).

completion_word(W) :-
    catch(game_hook(game_code(W)), _, fail).
completion_word(W) :-
    lang(Lang),
    help_line(Lang, _, Template, _),
    template_name(Template, W),
    W \== ''.
completion_word(W) :-
    catch(current_predicate(user:W/_), _, fail).
completion_word(W) :-
    game_modules(Modules),
    member(M, Modules),
    module_exports(M, Exports),
    member(W/_, Exports).
completion_word(W) :-
    catch(module_exports(builtins, Exports), _, fail),
    member(W/_, Exports).
completion_word(W) :-
    member(W, [consult, make, help, halt, listing, findall, forall, between,
               member, length, format, write, nl, assertz, retract]).
