/** The toplevel's Prolog half: reading, running and answering a user's query.

The Rust toplevel never hands raw user text to the engine's parser (it panics on
bad syntax). It passes the text as a code list to toplevel_answer/3, which parses
it under catch/3, runs it under an inference limit, and describes each solution
as text. This module also owns loading: consult_checked/1 reads a whole file for
syntax errors before loading anything, so a broken edit never half-loads, and
make/0 reloads what changed on disk.
*/
:- module(toplevel, [toplevel_answer/2,
                     consult_checked/1,
                     load_rulebook_file/1,
                     make/0,
                     help/0,
                     help/1,
                     games/0,
                     set_games/2,
                     set_inference_limit/1,
                     inference_limit/1,
                     completion_words/1,
                     loaded_file/2]).

:- use_module(library(lists)).
:- use_module(library(format)).
:- use_module(library(charsio)).
:- use_module(library(iso_ext)).
:- use_module(library(files)).
:- use_module(library(error)).
:- use_module(host).

:- dynamic(chosen_inference_limit/1).
:- dynamic(loaded_file/2).
:- dynamic(loaded_exports/2).

%% inference_limit(-Limit).
%
%  Queries typed at the toplevel stop after Limit inferences (about five seconds
%  of work), so a rule that loops forever ends with a message instead of a hang.
inference_limit(Limit) :-
    (   chosen_inference_limit(Limit0)
    ->  Limit = Limit0
    ;   Limit = 50000000
    ).

%% set_inference_limit(+Limit).
%
%  Changes the inference limit of toplevel queries.
set_inference_limit(Limit) :-
    must_be(integer, Limit),
    (   Limit < 1000
    ->  throw(error(domain_error(at_least_1000, Limit), set_inference_limit/1))
    ;   retractall(chosen_inference_limit(_)),
        assertz(chosen_inference_limit(Limit))
    ).

%% toplevel_answer(+Codes, -Answer) is det.
%
%  Parses Codes (one clause of text ending in a full stop) and runs it. Each
%  solution is handed to the host (a `solution` request with the bindings as
%  text, such as "X = 1"), which prints it and answers whether to look for
%  another. Answer is how the query ended: yes, no, syntax_error(Text),
%  exception(Text), limit_exceeded(Limit) or halt(Code).
%
%  The query is deterministic for the engine: its solutions are walked here,
%  never by the host, since Scryer 0.10 can corrupt its trail when a query is
%  abandoned with choice points left.
toplevel_answer(Codes, Answer) :-
    atom_codes(Atom, Codes),
    atom_chars(Atom, Chars),
    catch(read_term_from_chars(Chars, Goal, [variable_names(Names)]), Error, true),
    (   nonvar(Error)
    ->  syntax_error_text(Error, Text),
        Answer = syntax_error(Text)
    ;   Goal == end_of_file
    ->  Answer = yes
    ;   query_goal(Goal, Goal1),
        goal_limit(Goal1, Limit),
        run_goal(Goal1, Names, Limit, Answer)
    ).

% A command of the game typed alone runs without the inference limit: with
% computer players one command can play many turns (a game of computers
% plays to its end). It still stops at Ctrl-C, at its next host call.
goal_limit(Goal, Limit) :-
    (   callable(Goal),
        functor(Goal, Name, _),
        command_names(Names),
        memberchk(Name, Names)
    ->  Limit = 1000000000000000000
    ;   inference_limit(Limit)
    ).

% The names of the game's commands, read from its help entries once and
% again after any file is loaded (reading them for every query cost a
% quarter of a millisecond).
command_names(Names) :-
    (   bb_get('toplevel:command_names', known(Names0))
    ->  Names = Names0
    ;   findall(N, ( help_line(_, game, Template, _),
                     template_name(Template, N) ),
                Names0),
        sort(Names0, Names),
        bb_put('toplevel:command_names', known(Names))
    ).

forget_command_names :-
    bb_put('toplevel:command_names', unknown).

run_goal(Goal, Names, Limit, Answer) :-
    checkpoint(Checkpoint),
    (   catch(call_with_inference_limit(user:Goal, Limit, Result), Error, true),
        flush_output(user_output),
        solution_answer(Error, Result, Names, Limit, Answer)
    ->  true
    ;   flush_output(user_output),
        Answer = no
    ),
    (   rolled_back(Answer)
    ->  rollback(Checkpoint)
    ;   true
    ).

%  A query that raised an error or ran away changes nothing: a rule that
%  throws half-way through a command (say, a bad edit) must not leave half a
%  turn behind. The game provides user:game_checkpoint/1 and
%  user:game_rollback/1; a game without them is not rolled back.
checkpoint(Checkpoint) :-
    (   catch(user:game_checkpoint(C), _, fail)
    ->  Checkpoint = some(C)
    ;   Checkpoint = none
    ).

rollback(none).
rollback(some(C)) :-
    catch(user:game_rollback(C), _, true).

rolled_back(exception(_)).
rolled_back(limit_exceeded(_)).

% Fails to ask the goal for its next solution.
solution_answer(Error, _, _, _, Answer) :-
    nonvar(Error),
    !,
    error_answer(Error, Answer).
solution_answer(_, inference_limit_exceeded, _, Limit, limit_exceeded(Limit)) :-
    !.
solution_answer(_, Result, Names, _, yes) :-
    bindings_texts(Names, Names, Texts),
    (   Result == !
    ->  Last = true
    ;   Last = false
    ),
    host:host_request([solution, Last|Texts], Reply),
    (   Last == true
    ->  true
    ;   Reply == [s,t,o,p]
    ).

error_answer('$toplevel_halt'(Code), halt(Code)) :- !.
error_answer(Error, exception(Text)) :-
    error_text(Error, Text).

error_text(Error, Text) :-
    catch(write_term_to_chars(Error, [quoted(true), max_depth(20)], Text),
          _,
          Text = "<unprintable>").

%% query_goal(+Goal0, -Goal).
%
%  Rewrites the goals that the toplevel, not the engine, must handle: halt ends
%  the program through the host (so the game is saved first), and consulting goes
%  through the syntax check.
query_goal(Var, call(Var)) :-
    var(Var),
    !.
query_goal((A0, B0), (A, B)) :-
    !,
    query_goal(A0, A),
    query_goal(B0, B).
query_goal((A0 ; B0), (A ; B)) :-
    !,
    query_goal(A0, A),
    query_goal(B0, B).
query_goal((A0 -> B0), (A -> B)) :-
    !,
    query_goal(A0, A),
    query_goal(B0, B).
query_goal(\+ A0, \+ A) :-
    !,
    query_goal(A0, A).
query_goal(halt, throw('$toplevel_halt'(0))) :- !.
query_goal(halt(Code), throw('$toplevel_halt'(Code))) :- !.
query_goal([File|Files], toplevel:consult_files([File|Files])) :- !.
query_goal(consult(Files), toplevel:consult_files(Files)) :- !.
query_goal(Goal, Goal).

%% user:goal_expansion(+Goal, -Expanded).
%
%  halt/0,1 inside a user's rule ends the session the same clean way as halt
%  typed at the prompt: the engine's own halt is unsafe in an embedded machine.
:- multifile(user:goal_expansion/2).
:- dynamic(user:goal_expansion/2).
user:goal_expansion(halt, throw('$toplevel_halt'(0))).
user:goal_expansion(halt(Code), throw('$toplevel_halt'(Code))).

%% user:term_expansion(+Directive, -Expanded).
%
%  Scryer 0.10 reloads a module file each time any file says use_module of it,
%  which would wipe the game's state whenever another rule file loads and
%  multiply loading time. A module that is already loaded is imported instead,
%  as a library is.
:- multifile(user:term_expansion/2).
:- dynamic(user:term_expansion/2).
user:term_expansion((:- use_module(Spec)), (:- use_module(library(Name)))) :-
    atom(Spec),
    loaded_module_name(Spec, Name).
user:term_expansion((:- use_module(Spec, Imports)), (:- use_module(library(Name), Imports))) :-
    atom(Spec),
    loaded_module_name(Spec, Name).

loaded_module_name(Spec, Name) :-
    atom_chars(Spec, Chars),
    (   append(_, ['/'|BaseChars], Chars),
        \+ member('/', BaseChars)
    ->  true
    ;   BaseChars = Chars
    ),
    (   append(NameChars, ['.', p, l], BaseChars)
    ->  true
    ;   NameChars = BaseChars
    ),
    atom_chars(Name, NameChars),
    catch(current_module(Name), _, fail).

%% consult_files(+FileOrFiles).
consult_files(Files) :-
    (   is_list(Files)
    ->  maplist(consult_checked, Files)
    ;   consult_checked(Files)
    ).

%% bindings_texts(+Names, +AllNames, -Texts).
%
%  One "Name = Value" string per query variable that the solution bound. A
%  variable left free is shown only when it shares with an earlier one (X = Y).
bindings_texts([], _, []).
bindings_texts([Name=Value|Names], All, Texts) :-
    (   sub_atom(Name, 0, 1, _, '_')
    ->  Texts = Texts1
    ;   var(Value),
        \+ earlier_alias(All, Name, Value, _)
    ->  Texts = Texts1
    ;   var(Value)
    ->  earlier_alias(All, Name, Value, Other),
        format_to_chars("~a = ~a", [Name, Other], Text),
        Texts = [Text|Texts1]
    ;   catch(write_term_to_chars(Value,
                                  [quoted(true), variable_names(All), double_quotes(true)],
                                  ValueText),
              _,
              write_term_to_chars(Value, [quoted(true)], ValueText)),
        atom_chars(Name, NameChars),
        append([NameChars, " = ", ValueText], Text),
        Texts = [Text|Texts1]
    ),
    bindings_texts(Names, All, Texts1).

earlier_alias([Other=V|Names], Name, Value, Found) :-
    Other \== Name,
    (   V == Value
    ->  Found = Other
    ;   earlier_alias(Names, Name, Value, Found)
    ).

format_to_chars(Format, Args, Chars) :-
    phrase(format_(Format, Args), Chars).

%% consult_checked(+File).
%
%  Loads File (`.pl` may be left out) into user after reading it whole: when it
%  has syntax errors, each one is reported as file:line: message and nothing of
%  it is loaded, so the clauses loaded before stay in force.
consult_checked(Spec) :-
    (   resolve_file(Spec, Path)
    ->  (   file_syntax_errors(Path, Errors),
            Errors \== []
        ->  report_syntax_errors(Path, Errors),
            say(load_kept_previous(Path))
        ;   load_checked_file(Path)
        )
    ;   say(file_not_found(Spec))
    ).

%% load_rulebook_file(+Path).
%
%  As consult_checked/1 for the host's own rule files, quiet when all is well.
load_rulebook_file(Path) :-
    consult_checked_quiet(Path).

consult_checked_quiet(Path) :-
    (   file_syntax_errors(Path, Errors),
        Errors \== []
    ->  report_syntax_errors(Path, Errors)
    ;   load_file_quietly(Path)
    ).

load_checked_file(Path) :-
    (   load_file_quietly(Path)
    ->  say(consulted(Path))
    ;   true
    ).

load_file_quietly(Path) :-
    forget_command_names,
    catch(( file_module_exports(Path, Exports)
          ->  user:use_module(Path),
              retractall(loaded_exports(Path, _)),
              assertz(loaded_exports(Path, Exports))
          ;   user:consult(Path)
          ),
          Error,
          ( error_text(Error, Text),
            say(load_error(Path, Text)),
            fail
          )),
    remember_loaded(Path).

remember_loaded(Path) :-
    (   file_mtime(Path, Time)
    ->  true
    ;   Time = 0
    ),
    retractall(loaded_file(Path, _)),
    assertz(loaded_file(Path, Time)).

%  The exports are kept for tab completion: predicates imported into user are
%  not listed by current_predicate/1 there.
file_module_exports(Path, Exports) :-
    setup_call_cleanup(open(Path, read, Stream),
                       catch(read_term(Stream, First, []), _, fail),
                       close(Stream)),
    nonvar(First),
    First = (:- module(_, Exports)).

resolve_file(Spec, Path) :-
    (   atom(Spec)
    ->  Name = Spec
    ;   is_list(Spec)
    ->  atom_chars(Name, Spec)
    ;   Spec = library(_)
    ->  fail
    ;   fail
    ),
    (   is_file(Name)
    ->  Path = Name
    ;   atom_concat(Name, '.pl', Path),
        is_file(Path)
    ).

% library(files) names files by character lists.
is_file(Atom) :-
    atom_chars(Atom, Chars),
    file_exists(Chars).

%% file_syntax_errors(+Path, -Errors).
%
%  Errors lists error(Offset, Text) for every clause of Path that does not
%  parse, Offset being the character where reading that clause began.
file_syntax_errors(Path, Errors) :-
    setup_call_cleanup(open(Path, read, Stream),
                       stream_syntax_errors(Stream, Errors),
                       close(Stream)).

stream_syntax_errors(Stream, Errors) :-
    skip_layout(Stream),
    stream_property(Stream, position(position_and_lines_read(Offset, _))),
    catch(read_term(Stream, Term, []), Error, true),
    (   nonvar(Error)
    ->  syntax_error_text(Error, Text),
        Errors = [error(Offset, Text)|Errors1],
        (   at_end_of_stream(Stream)
        ->  Errors1 = []
        ;   stream_property(Stream, position(position_and_lines_read(Offset1, _))),
            (   Offset1 =:= Offset
            ->  Errors1 = []
            ;   stream_syntax_errors(Stream, Errors1)
            )
        )
    ;   Term == end_of_file
    ->  Errors = []
    ;   stream_syntax_errors(Stream, Errors)
    ).

%  Blanks and % comments before the next clause are skipped first: Scryer
%  0.10's read_term/3 reports a syntax error (incomplete_reduction) for
%  blank lines or a comment after the last clause of a file, which its own
%  consult accepts.
skip_layout(Stream) :-
    peek_char(Stream, C),
    (   C == end_of_file
    ->  true
    ;   char_type(C, whitespace)
    ->  get_char(Stream, _),
        skip_layout(Stream)
    ;   C == '%'
    ->  skip_line(Stream),
        skip_layout(Stream)
    ;   true
    ).

skip_line(Stream) :-
    get_char(Stream, C),
    (   ( C == end_of_file ; C == '\n' )
    ->  true
    ;   skip_line(Stream)
    ).

syntax_error_text(error(syntax_error(What), _), Text) :-
    !,
    format_to_chars("syntax error: ~w", [What], Text).
syntax_error_text(Error, Text) :-
    error_text(Error, Text).

report_syntax_errors(Path, Errors) :-
    errors_fields(Errors, Fields),
    host:host_request([syntax_errors, Path|Fields], _).

errors_fields([], []).
errors_fields([error(Offset, Text)|Errors], [Offset, Text|Fields]) :-
    errors_fields(Errors, Fields).

%% make.
%
%  Reloads every loaded file whose modification time changed, each through the
%  same syntax check as consult_checked/1.
make :-
    findall(Path-Time, loaded_file(Path, Time), Files),
    make_files(Files, 0, Count),
    (   Count =:= 0
    ->  say(make_nothing)
    ;   true
    ).

make_files([], Count, Count).
make_files([Path-Time0|Files], Count0, Count) :-
    (   file_mtime(Path, Time),
        Time =\= Time0
    ->  consult_checked(Path),
        Count1 is Count0 + 1
    ;   Count1 = Count0
    ),
    make_files(Files, Count1, Count).

%% set_games(+Games, +Current) is det.
%
%  The host says which rulebooks there are: Games is a list of
%  game(Name, Title) (Name padded with blanks to one width, Title a string),
%  Current the name of the loaded one, padded the same way.
set_games(Games, Current) :-
    bb_put('toplevel:games', games(Games, Current)).

%% games is det.
%
%  Lists the rulebooks this program can load, marking the loaded one.
games :-
    (   bb_get('toplevel:games', games(Games, Current))
    ->  true
    ;   Games = [],
        Current = none
    ),
    say(games_header),
    forall(member(game(Name, Title), Games),
           (   Name == Current
           ->  say(game_line_current(Name, Title))
           ;   say(game_line(Name, Title))
           )).

%% help.
%
%  Lists the commands of the loaded game, then the host's builtins.
help :-
    lang(Lang),
    say(help_game_header),
    forall(help_line(Lang, game, Template, Text),
           print_help_line(Template, Text)),
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

template_name(Template, Name) :-
    atom_chars(Template, Chars),
    (   append(NameChars, ['('|_], Chars)
    ->  true
    ;   append(NameChars, ['.'], Chars)
    ->  true
    ;   NameChars = Chars
    ),
    atom_chars(Name, NameChars).

help_line(Lang, game, Template, Text) :-
    catch(user:help_entry(Lang, Template, Text), _, fail).
help_line(Lang, game, Template, Text) :-
    catch(user:shared_help_entry(Lang, Template, Text), _, fail),
    \+ own_help_for(Lang, Template).
help_line(Lang, host, Template, Text) :-
    host_help(Lang, Template, Text).

%  The rulebook explains a command of the common library itself (say,
%  startGame/2 with its own options): its line replaces the library's.
own_help_for(Lang, Template) :-
    template_indicator(Template, Indicator),
    catch(user:help_entry(Lang, Own, _), _, fail),
    template_indicator(Own, Indicator),
    !.

template_indicator(Template, Name/Arity) :-
    atom_chars(Template, Chars0),
    (   append(Chars, ['.'], Chars0)
    ->  true
    ;   Chars = Chars0
    ),
    append(Chars, ['.'], Clause),
    catch(read_from_chars(Clause, Term), _, fail),
    callable(Term),
    functor(Term, Name, Arity).

print_help_line(Template, Text) :-
    atom_length(Template, Length),
    Padding is max(1, 32 - Length),
    length(Spaces, Padding),
    maplist(=(' '), Spaces),
    format("  ~w~s~s~n", [Template, Spaces, Text]).

host_help(en, 'help.', "this list").
host_help(en, 'games.', "the games this program plays (start one with conquest --game NAME)").
host_help(en, 'help(Name).', "the commands called Name").
host_help(en, '[File]. or consult(File).', "load a file of your own rules (checked for syntax errors first)").
host_help(en, 'make.', "reload every loaded file that changed on disk").
host_help(en, 'roll_dice(N, Dice).', "Dice is a list of N six-sided dice").
host_help(en, 'random_between(Low, High, X).', "a random integer X with Low =< X =< High").
host_help(en, 'random_member(X, List).', "a random element X of List").
host_help(en, 'ask(Prompt, Answer).', "print Prompt and read one line as the atom Answer").
host_help(en, 'display_map.', "draw the map of the current game").
host_help(en, 'host_seed(S).', "the seed of the random generator (replay with --seed S)").
host_help(en, 'rng_state(Seed, Position).', "where the random generator is; set_rng_state(Seed, Position) puts it back").
host_help(en, 'set_lang(L).', "messages in English (en) or Indonesian (id)").
host_help(en, 'set_inference_limit(N).', "stop toplevel queries after N inferences (default 50000000)").
host_help(en, 'halt.', "leave the program").
host_help(id, 'help.', "daftar ini").
host_help(id, 'games.', "permainan yang tersedia (mulai dengan conquest --game NAMA)").
host_help(id, 'help(Nama).', "perintah yang bernama Nama").
host_help(id, '[Berkas]. atau consult(Berkas).', "memuat berkas aturan Anda sendiri (diperiksa sintaksnya dulu)").
host_help(id, 'make.', "memuat ulang setiap berkas yang berubah").
host_help(id, 'roll_dice(N, Dadu).', "Dadu adalah daftar N dadu bersisi enam").
host_help(id, 'random_between(Bawah, Atas, X).', "bilangan bulat acak X dengan Bawah =< X =< Atas").
host_help(id, 'random_member(X, Daftar).', "elemen acak X dari Daftar").
host_help(id, 'ask(Tanya, Jawab).', "mencetak Tanya dan membaca satu baris sebagai atom Jawab").
host_help(id, 'display_map.', "menggambar peta permainan").
host_help(id, 'host_seed(S).', "benih pembangkit acak (ulangi dengan --seed S)").
host_help(id, 'rng_state(Benih, Posisi).', "posisi pembangkit acak; set_rng_state(Benih, Posisi) mengembalikannya").
host_help(id, 'set_lang(L).', "pesan dalam bahasa Inggris (en) atau Indonesia (id)").
host_help(id, 'set_inference_limit(N).', "hentikan kueri setelah N inferensi (bawaan 50000000)").
host_help(id, 'halt.', "keluar dari program").

%% completion_words(-Words).
%
%  Words the line editor completes: game codes and the names of commands.
completion_words(Words) :-
    findall(W, (completion_word(W), plain_name(W)), Ws),
    sort(Ws, Words).

% Only names a user can type without quotes are offered.
plain_name(W) :-
    atom_chars(W, [C|Cs]),
    char_type(C, lower),
    \+ ( member(D, Cs), \+ char_type(D, alnum), D \== '_' ).

completion_word(W) :-
    catch(user:game_code(W), _, fail).
completion_word(W) :-
    lang(Lang),
    help_line(Lang, _, Template, _),
    template_name(Template, W),
    W \== ''.
completion_word(W) :-
    catch(current_predicate(user:W/_), _, fail),
    atom(W).
completion_word(W) :-
    loaded_exports(_, Exports),
    member(W/_, Exports),
    atom(W).
completion_word(W) :-
    member(W, [consult, make, help, halt, listing, findall, forall, between,
               member, length, format, write, nl, assertz, retract]).
