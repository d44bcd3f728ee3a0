/** The files the loader loaded, what each defines, and paths.

'loader:files' holds file(Path, Info) in load order, Info being
info(Kind, Mtime, Module, Exports, Deps, Defines, Overrides): Kind host,
game or user; Module the file's module (user for a plain file); Exports
its export list; Deps the paths of the local files it loads; Defines the
Name/Arity it defines in its own module; Overrides the override(Module,
Name/Arity, Clauses) it gives game modules. 'loader:clauses:PATH' holds
clause(Line, Module, Clause, VarNames) for listing/1. Globals, not
dynamic facts: Scryer 0.10 never frees the memory of a retracted clause,
and files are reloaded often.
*/
:- module(loader_files, [files/1,
                         set_file/2,
                         file_info/2,
                         loaded_file/2,
                         module_file/2,
                         game_modules/1,
                         game_module/1,
                         clauses_key/2,
                         file_info_clauses/2,
                         shown_path/2,
                         predicate_source/4,
                         note_rules_loaded/0,
                         rules_generation/1,
                         update_game_hooks/0,
                         overrides_for/2,
                         overriding_file/3,
                         extended/2,
                         replaced_by/2,
                         game_clauses/3,
                         override_example/3,
                         keep_first/2,
                         ignore_failure/1,
                         atomic_list/2,
                         atomic_list/3,
                         user_file/2,
                         spec_name/2,
                         existing_file/2,
                         absolute/2,
                         local_file/3,
                         file_dir/2,
                         base_name/2,
                         file_mtime_or_zero/2,
                         file_module_decl/3,
                         file_module_decl/4,
                         noted_module_decl/4,
                         note_module_declarations/1]).

:- use_module(library(lists)).
:- use_module(library(charsio)).
:- use_module(library(iso_ext)).
:- use_module(library(files)).
%  The host's files load in the order of HOST_FILES (src/rules.rs), each
%  compiled from its text: they import each other by module name.
:- use_module(library(util), [is_list/1, put_global/2]).
:- use_module(library(game_hooks), [set_game_hooks/1]).
:- use_module(library(storage), [file_kind/2, file_mtime/2]).
:- use_module(library(loader_terms)).

/* The loaded files. */

%% files(-Files) is det.
%
%  Every loaded file as file(Path, Info), in load order.
files(Files) :-
    (   bb_get('loader:files', Files0)
    ->  Files = Files0
    ;   Files = []
    ).

%% set_file(+Path, +Info) is det.
%
%  Path is loaded, with Info: replaces what was known of it, else comes last.
set_file(Path, Info) :-
    files(Files0),
    (   replace_file(Files0, Path, Info, Files1)
    ->  Files = Files1
    ;   append(Files0, [file(Path, Info)], Files)
    ),
    put_global('loader:files', Files).

replace_file([file(P, I0)|Fs0], Path, Info, Fs) :-
    (   P == Path
    ->  Fs = [file(P, Info)|Fs0]
    ;   Fs = [file(P, I0)|Fs1],
        replace_file(Fs0, Path, Info, Fs1)
    ).

%% file_info(+Path, -Info) is semidet.
file_info(Path, Info) :-
    files(Files),
    memberchk(file(Path, Info), Files).

%% loaded_file(?Path, ?Kind) is nondet.
%
%  Path was loaded, Kind game or user.
loaded_file(Path, Kind) :-
    files(Files),
    member(file(Path, info(Kind, _, _, _, _, _, _)), Files).

%% module_file(+Module, -Path) is semidet.
%
%  Path is the loaded file of Module (not user).
module_file(Module, Path) :-
    files(Files),
    member(file(Path, info(_, _, Module, _, _, _, _)), Files),
    Module \== user,
    !.

%% game_modules(-Modules) is det.
%
%  The modules of the loaded game, in load order.
game_modules(Modules) :-
    files(Files),
    findall(M, ( member(file(_, info(game, _, M, _, _, _, _)), Files),
                 M \== user ),
            Modules).

%% clauses_key(+Path, -Key) is det.
%
%  Key is the global that holds the clauses of the file Path.
clauses_key(Path, Key) :-
    atom_concat('loader:clauses:', Path, Key).

%% shown_path(+Path, -Shown) is det.
%
%  How a loaded file is named to the user: the clauses typed after
%  `[user].` come from `user`, the rest from their path.
shown_path(Path, Shown) :-
    (   bb_get('loader:user_file', Path)
    ->  Shown = user
    ;   Shown = Path
    ).

%% ignore_failure(:Goal) is det.
%
%  Goal once, or nothing when it fails.
:- meta_predicate(ignore_failure(0)).
ignore_failure(Goal) :-
    (   call(Goal)
    ->  true
    ;   true
    ).

%% note_rules_loaded is det.
%
%  The game's rules were loaded or reloaded: what was computed from them
%  (the toplevel's list of command names) is stale. Counted here, where
%  the rules load, so that the layers above ask instead of being told.
note_rules_loaded :-
    rules_generation(N0),
    N is N0 + 1,
    bb_put('loader:rules_generation', N).

%% rules_generation(-N) is det.
%
%  How many times the game's rules were loaded or reloaded.
rules_generation(N) :-
    (   bb_get('loader:rules_generation', N0)
    ->  N = N0
    ;   N = 0
    ).

%% update_game_hooks is det.
%
%  Lets the host reach the loaded game's own predicates
%  (game_hooks:set_game_hooks/1): what its modules export, what its plain files
%  define.
update_game_hooks :-
    files(Files),
    findall(N/A-M, ( member(file(_, info(game, _, M, Exports, _, Defines, _)), Files),
                     (   M == user
                     ->  member(N/A, Defines)
                     ;   member(N/A, Exports)
                     ) ),
            Hooks0),
    % The first module to export a name wins, as the first import does.
    keep_first(Hooks0, Hooks),
    set_game_hooks(Hooks).

%% keep_first(+Pairs, -Firsts) is det.
%
%  The first pair of each key, in order.
%
%  ?- keep_first([a-1, b-2, a-3], Fs).
%     Fs = [a-1, b-2].
keep_first(Pairs, Firsts) :-
    keep_first(Pairs, [], Firsts).

keep_first([], _, []).
keep_first([K-V|Pairs], Seen, Firsts) :-
    (   memberchk(K, Seen)
    ->  keep_first(Pairs, Seen, Firsts)
    ;   Firsts = [K-V|Firsts1],
        keep_first(Pairs, [K|Seen], Firsts1)
    ).

%% atomic_list(+Atoms, -Atom) is det.
%
%  Atom is Atoms joined.
atomic_list([], '').
atomic_list([A|As], Atom) :-
    atomic_list(As, Rest),
    atom_concat(A, Rest, Atom).

%% user_file(+Spec, -Path) is semidet.
%
%  The file Spec names (an atom, or a list of characters or codes), as
%  given or with `.pl` added, as an absolute path.
user_file(Spec, Path) :-
    spec_name(Spec, Name),
    (   existing_file(Name, Path)
    ->  true
    ;   atom_concat(Name, '.pl', WithPl),
        existing_file(WithPl, Path)
    ).

%% spec_name(+Spec, -Name) is semidet.
%
%  The file name Spec gives, as an atom.
spec_name(Spec, Name) :-
    (   atom(Spec)
    ->  Name = Spec
    ;   is_list(Spec),
        (   catch(atom_chars(Name, Spec), _, fail)
        ->  true
        ;   catch(atom_codes(Name, Spec), _, fail)
        )
    ).

%% existing_file(+Name, -Path) is semidet.
%
%  Name is a file (or a link), Path its absolute path.
existing_file(Name, Path) :-
    file_kind(Name, Kind),
    memberchk(Kind, [file, link]),
    absolute(Name, Path).

%% absolute(+Name, -Path) is semidet.
absolute(Name, Path) :-
    atom_chars(Name, Chars),
    catch(path_canonical(Chars, Canonical), _, fail),
    atom_chars(Path, Canonical).

%% file_mtime_or_zero(+Path, -Mtime) is det.
%
%  The time Path was last changed, 0 when it cannot be read.
file_mtime_or_zero(Path, Mtime) :-
    (   file_mtime(Path, Mtime0)
    ->  Mtime = Mtime0
    ;   Mtime = 0
    ).

%% file_info_clauses(+Path, -Clauses) is det.
%
%  The clauses of the loaded file Path, as clause(Line, Module, Clause,
%  VarNames) in file order ([] when none are known).
file_info_clauses(Path, Clauses) :-
    clauses_key(Path, Key),
    (   bb_get(Key, Clauses0)
    ->  Clauses = Clauses0
    ;   Clauses = []
    ).

%% game_module(+Module) is semidet.
%
%  Module is a module of the loaded game.
game_module(Module) :-
    game_modules(Modules),
    memberchk(Module, Modules).

/* Overrides of game rules. */

%% overrides_for(+Module, -Replacing) is det.
%
%  The override clauses of every loaded user file for Module:
%  Name/Arity-Clauses in load order, the last file winning.
overrides_for(Module, Replacing) :-
    files(Files),
    findall(Key-Cs, ( member(file(_, info(_, _, _, _, _, _, Os)), Files),
                      member(override(Module, Key, Cs), Os) ),
            Pairs),
    last_per_key(Pairs, Replacing).

last_per_key(Pairs, Last) :-
    reverse(Pairs, Reversed),
    keep_first(Reversed, Firsts),
    reverse(Firsts, Last).

%% overriding_file(+Module, +Key, -Path) is semidet.
%
%  The user's file whose clauses replace Module's Key (the last loaded).
overriding_file(Module, Key, Path) :-
    files(Files),
    findall(P, ( member(file(P, info(_, _, _, _, _, _, Os)), Files),
                 memberchk(override(Module, Key, _), Os) ),
            Paths),
    append(_, [Path], Paths).

%% extended(+Module, +Key) is semidet.
%
%  The user's file whose clauses override Module's Key says
%  `:- extend(Module:Key).` (or `:- extend(Key).`): its clauses are added to
%  the game's, each replacing the game's clauses of its first argument.
extended(Module, Key) :-
    overriding_file(Module, Key, Path),
    file_info(Path, info(_, _, _, _, _, _, Os)),
    (   memberchk(extend(Module:Key), Os)
    ->  true
    ;   memberchk(extend(Key), Os)
    ).

%% replaced_by(+Clause, +Overrides) is semidet.
%
%  Under extend, the game's Clause gives way to one of Overrides
%  (Clause-Names pairs, or clauses): both have the same first argument,
%  atomic. A clause whose first argument is not atomic is never replaced.
replaced_by(Clause, Overrides) :-
    first_argument(Clause, A),
    atomic(A),
    member(O, Overrides),
    (   O = C-_
    ->  true
    ;   C = O
    ),
    first_argument(C, B),
    B == A,
    !.

first_argument(Clause, A) :-
    (   Clause = (Head :- _)
    ->  true
    ;   Head = Clause
    ),
    compound(Head),
    arg(1, Head, A).

%% game_clauses(+Module, +Key, -Clauses) is det.
%
%  The clauses of Module's Key as its file writes them (not the overrides).
game_clauses(Module, Key, Clauses) :-
    (   module_file(Module, Path)
    ->  file_info_clauses(Path, All),
        findall(C, ( member(clause(_, Module, C, _), All),
                     clause_key(C, Key) ),
                Clauses)
    ;   Clauses = []
    ).

%% override_example(-Module, -Key, -Fact) is semidet.
%
%  A fact of the loaded game's own rulebook folder (not the common
%  library) to show in help(override): the first in load order of a predicate of facts only, at least two, of arity 2 or more,
%  whose first arguments are distinct atoms. Restating it under extend
%  changes nothing.
override_example(Module, Key, Fact) :-
    files(Files),
    bb_get('loader:rulebook', Dir),
    member(file(Path, info(game, _, Module, _, _, Defines, _)), Files),
    atom_concat(Dir, _, Path),
    Module \== user,
    file_info_clauses(Path, All),
    member(Key, Defines),
    Key = _/A,
    A >= 2,
    findall(C, ( member(clause(_, Module, C, _), All),
                 clause_key(C, Key) ),
            [Fact, Second|Rest]),
    forall(member(C, [Fact, Second|Rest]),
           ( C \= (_ :- _), ground(C), arg(1, C, X), atom(X) )),
    findall(X, ( member(C, [Fact, Second|Rest]), arg(1, C, X) ), Xs),
    sort(Xs, Sorted),
    length(Xs, N),
    length(Sorted, N),
    !.

/* Paths. */

%% base_name(+Path, -Base) is det.
%
%  ?- base_name('/a/b/c.pl', B).
%     B = 'c.pl'.
base_name(Path, Base) :-
    atom_chars(Path, Chars),
    (   append(_, ['/'|BaseChars], Chars),
        \+ memberchk('/', BaseChars)
    ->  atom_chars(Base, BaseChars)
    ;   Base = Path
    ).

%% atomic_list(+Atoms, +Separator, -Atom) is det.
%
%  ?- atomic_list([a, b, c], ', ', A).
%     A = 'a, b, c'.
atomic_list([], _, '').
atomic_list([A], _, A) :- !.
atomic_list([A|As], Sep, Atom) :-
    atomic_list(As, Sep, Rest),
    atomic_list([A, Sep, Rest], Atom).

%% file_dir(+Path, -Dir) is det.
%
%  ?- file_dir('/a/b/c.pl', D).
%     D = '/a/b'.
file_dir(Path, Dir) :-
    atom_chars(Path, Chars),
    (   append(DirChars, ['/'|Base], Chars),
        \+ memberchk('/', Base)
    ->  atom_chars(Dir, DirChars)
    ;   Dir = '.'
    ).

%% local_file(+Spec, +Dir, -Path) is semidet.
%
%  A file named in a directive, relative to the directory Dir of the file
%  that names it.
local_file(Spec, Dir, Path) :-
    spec_name(Spec, Name),
    (   sub_atom(Name, 0, 1, _, '/')
    ->  Full = Name
    ;   atomic_list([Dir, '/', Name], Full)
    ),
    (   existing_file(Full, Path)
    ->  true
    ;   atom_concat(Full, '.pl', WithPl),
        existing_file(WithPl, Path)
    ).

%% file_module_decl(+Path, -Module, -Exports) is semidet.
%% file_module_decl(+Path, +Mtime, -Module, -Exports) is semidet.
%
%  The module declaration the file Path starts with: as the host read it
%  (note_module_declarations/1) when the file has not changed since (its
%  time is Mtime now), else read from the file.
file_module_decl(Path, Module, Exports) :-
    file_mtime_or_zero(Path, Mtime),
    file_module_decl(Path, Mtime, Module, Exports).

file_module_decl(Path, Mtime, Module, Exports) :-
    (   declaration_key(Path, Key),
        bb_get(Key, declared(Mtime0, Declaration)),
        Mtime0 == Mtime
    ->  Declaration = module(Module, Exports)
    ;   read_module_decl(Path, Module, Exports)
    ).

%% noted_module_decl(+Path, -Mtime, -Module, -Exports) is semidet.
%
%  The host noted Path's module declaration when it read the file, whose
%  time was then Mtime (note_module_declarations/1).
noted_module_decl(Path, Mtime, Module, Exports) :-
    declaration_key(Path, Key),
    bb_get(Key, declared(Mtime, module(Module, Exports))).

%% note_module_declarations(+Texts) is det.
%
%  Texts is a list of Path-Mtime-Text: Text the first clause of the file
%  Path (or `none`) as the host read it with the rest of the file, when
%  the file's time was Mtime (file_mtime/2). Reading a file's first clause
%  from Prolog reads its opening comment four bytes a system call, and the
%  loader asks for the module declaration of every host file and of every
%  rule file before loading it.
note_module_declarations(Texts) :-
    forall(( member(Path0-Mtime-Text, Texts),
             atom(Text),
             Text \== none,
             absolute(Path0, Path),
             text_declaration(Text, Declaration) ),
           (   declaration_key(Path, Key),
               put_global(Key, declared(Mtime, Declaration))
           )).

%  One global a file: a lookup copies only that file's declaration.
declaration_key(Path, Key) :-
    atom_concat('loader:declaration:', Path, Key).

text_declaration(Text, Declaration) :-
    atom_chars(Text, Chars),
    catch(read_term_from_chars(Chars, First, []), _, fail),
    (   nonvar(First),
        First = (:- module(Module, Exports))
    ->  Declaration = module(Module, Exports)
    ;   Declaration = none
    ).

read_module_decl(Path, Module, Exports) :-
    setup_call_cleanup(open(Path, read, Stream),
                       ( skip_layout(Stream),
                         catch(read_term(Stream, First, []), _, fail) ),
                       close(Stream)),
    nonvar(First),
    First = (:- module(Module, Exports)).

%  Blanks and % comments before the next clause are skipped first: Scryer
%  0.10's read_term/3 reports a syntax error (incomplete_reduction) for
%  blank lines or a comment after the last clause of a file, which its own
%  consult accepts.
skip_layout(Stream) :-
    skip_layout(Stream, 0, _).

%  N is Lines0 plus the line ends skipped.
skip_layout(Stream, N0, N) :-
    peek_char(Stream, C),
    (   C == end_of_file
    ->  N = N0
    ;   C == '\n'
    ->  get_char(Stream, _),
        N1 is N0 + 1,
        skip_layout(Stream, N1, N)
    ;   char_type(C, whitespace)
    ->  get_char(Stream, _),
        skip_layout(Stream, N0, N)
    ;   C == '%'
    ->  skip_line(Stream),
        N1 is N0 + 1,
        skip_layout(Stream, N1, N)
    ;   C == (/),
        stream_property(Stream, reposition(true)),
        stream_property(Stream, position(Before)),
        get_char(Stream, _),
        (   peek_char(Stream, (*))
        ->  get_char(Stream, _),
            skip_block_comment(Stream, N0, N1),
            skip_layout(Stream, N1, N)
        ;   set_stream_position(Stream, Before),
            N = N0
        )
    ->  true
    ;   N = N0
    ).

%  Inside /* ... */: to its end, counting line ends.
skip_block_comment(Stream, N0, N) :-
    get_char(Stream, C),
    (   C == end_of_file
    ->  N = N0
    ;   C == (*),
        peek_char(Stream, (/))
    ->  get_char(Stream, _),
        N = N0
    ;   C == '\n'
    ->  N1 is N0 + 1,
        skip_block_comment(Stream, N1, N)
    ;   skip_block_comment(Stream, N0, N)
    ).

skip_line(Stream) :-
    get_char(Stream, C),
    (   ( C == end_of_file ; C == '\n' )
    ->  true
    ;   skip_line(Stream)
    ).

%% predicate_source(?Module, ?Key, -Path, -Line) is nondet.
%
%  The first clause of Module's Key (Name/Arity) is at Path, Line.
predicate_source(Module, Key, Path, Line) :-
    files(Files),
    member(file(Path, _), Files),
    file_info_clauses(Path, Clauses),
    member(clause(Line, Module, Clause, _), Clauses),
    clause_key(Clause, Key),
    !.
