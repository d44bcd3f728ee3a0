/** Run the rules of prolog/games/<game>/ under SWI-Prolog, unchanged.

    swipl tools/swi/swi.pl                     % Global Conquest at SWI's toplevel
    ?- startGame([alice, cpu(hard)], []).

Loading this file (into user):

  1. redirects the Scryer-only pieces the rule files load: the host bridge
     `:- use_module('../../host/dice')` and the other host modules become tools/swi/swi_host.pl (the host
     builtins in plain Prolog), and library(between), library(iso_ext),
     library(format), library(charsio), library(files) become the small
     files of tools/swi/scryer/ (what SWI lacks of each), and
     library(lists) gets Scryer's list_max/2 and list_min/2 besides SWI's;
  2. loads the common library's texts (prolog/common/messages.pl) and every
     .pl file of prolog/games/<game>/ into user, in sorted name order, as the Rust
     host does (src/engine.rs, Engine::new): a module file with use_module,
     a plain file (rulebook.pl) with consult;
  3. leaves SWI's own toplevel running: the rules' commands, the host
     builtins and the query interface are there as in `conquest`.

The game is `conquest` unless the environment says CONQUEST_GAME; the seed
comes from CONQUEST_SEED (else the clock). load_rules/1 loads another game.
*/

:- dynamic(user:compat_dir/1).

:- prolog_load_context(directory, Dir),
   retractall(user:compat_dir(_)),
   assertz(user:compat_dir(Dir)).

% The rule files' Scryer-only imports, rewritten to the compat files.
:- multifile(user:term_expansion/2).
:- dynamic(user:term_expansion/2).

user:term_expansion((:- use_module(library(lists))),
                    [(:- use_module(library(lists))), (:- use_module(File))]) :-
    compat_file(scryer/lists, File).
user:term_expansion((:- Directive), (:- use_module(File))) :-
    imported_spec(Directive, Spec),
    compat_spec(Spec, File).

%  The file a use_module/1,2 directive names; its import list is dropped,
%  since a compat file exports what the Scryer files it stands for do.
imported_spec(use_module(Spec), Spec).
imported_spec(use_module(Spec, _), Spec).

compat_spec(Spec, File) :-
    host_spec(Spec),
    compat_file(swi_host, File).
compat_spec(library(Lib), File) :-
    atom(Lib),
    scryer_library(Lib),
    compat_file(scryer/Lib, File).

%  A module of the host's library (prolog/host/), as a game's files
%  (`'../../host/dice'`) and the common library's (`'../host/dice'`) name
%  it: swi_host.pl has all of their exports.
host_spec(Spec) :-
    atom(Spec),
    (   sub_atom(Spec, 0, _, _, '../../host/')
    ;   sub_atom(Spec, 0, _, _, '../host/')
    ),
    !.

scryer_library(between).
scryer_library(dcgs).
scryer_library(iso_ext).
scryer_library(format).
scryer_library(charsio).
scryer_library(files).

compat_file(Relative, File) :-
    user:compat_dir(Dir),
    (   Relative = Sub/Name
    ->  atomic_list_concat([Dir, '/', Sub, '/', Name, '.pl'], File)
    ;   atomic_list_concat([Dir, '/', Relative, '.pl'], File)
    ).

%% load_rules(+Game) is det.
%
%  Loads the host builtins and then every rule file of prolog/games/Game/ into
%  user, in sorted name order.
load_rules(Game) :-
    % As the Rust host (Engine::load_host), the libraries first: a rule file
    % may call what user imports (save.pl calls write_term_to_chars/3).
    forall(scryer_library(Lib),
           ( compat_file(scryer/Lib, File),
             use_module(user:File) )),
    compat_file(scryer/lists, Lists),
    use_module(user:Lists),
    compat_file(swi_host, Host),
    use_module(user:Host),
    user:compat_dir(Dir),
    % The texts of the common library, as Engine::load_host loads them.
    atomic_list_concat([Dir, '/../../prolog/common/messages.pl'], Messages),
    use_module(user:Messages),
    atomic_list_concat([Dir, '/../../prolog/games/', Game], GameDir0),
    absolute_file_name(GameDir0, GameDir, [file_type(directory)]),
    directory_files(GameDir, Entries),
    include([F]>>file_name_extension(_, pl, F), Entries, Files0),
    msort(Files0, Files),
    forall(member(F, Files),
           ( directory_file_path(GameDir, F, Path),
             load_rule_file(Path) )).

%  A module file is imported into user, a plain file (rulebook.pl) consulted
%  into it, as the Rust toplevel does (toplevel:load_file_quietly/1).
load_rule_file(Path) :-
    setup_call_cleanup(open(Path, read, Stream),
                       read_term(Stream, First, []),
                       close(Stream)),
    (   First = (:- module(_, _))
    ->  use_module(user:Path)
    ;   consult(user:Path)
    ).

:- (   getenv('CONQUEST_GAME', Game)
   ->  true
   ;   Game = conquest
   ),
   load_rules(Game).

%% help is det.
%% help(+Name) is det.
%
%  The rules' help_entry/3 in the current language (the Rust toplevel's
%  help/0,1 are in prolog/host/toplevel.pl, which SWI does not load).
user:help :-
    lang(Lang),
    forall(user:help_entry(Lang, Template, Text),
           format("~w~n    ~s~n", [Template, Text])).
user:help(Name) :-
    lang(Lang),
    forall(( user:help_entry(Lang, Template, Text),
             (   Template == Name
             ;   sub_atom(Template, 0, L, _, Name),
                 sub_atom(Template, L, 1, _, '(')
             ) ),
           format("~w~n    ~s~n", [Template, Text])).
