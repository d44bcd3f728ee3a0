/* The cost of the loader's scan of Global Conquest's rule files, by part.
   Run: conquest --game none tools/scripts/loader_phase_times.pl -g phase_times -g halt
   Prints the CPU seconds of: read_term alone over every file; the scan's
   term loop (loader_scan:scan_stream/5); the whole scan_file/2; and, over
   the terms read once, term_problem/2 and missing_source/3. */

:- use_module(library(files)).
:- use_module(library(lists)).
:- use_module(library(format)).
rule_files(Ps) :-
    rules_dir(Dir),
    atom_chars(Dir, DirCs),
    directory_files(DirCs, Fs0),
    sort(Fs0, Fs),
    findall(P, ( member(F0, Fs), atom_chars(F, F0), atom_concat(_, '.pl', F),
                 atomic_list_concat([Dir, '/', F], P) ), Ps).

%% phase_times is det.
%
%  Prints one line per part, its CPU seconds.
phase_times :-
    rule_files(Ps),
    timed(read, maplist(read_only, Ps)),
    timed(scan_stream, maplist(scan_loop, Ps)),
    timed(scan_file, maplist(scan_whole, Ps)),
    maplist(file_terms, Ps, Tss), append(Tss, Ts),
    length(Ts, N), format("terms ~d~n", [N]),
    timed(term_problem, maplist(problem, Ts)),
    rules_dir(Dir),
    timed(missing_source, maplist(missing(Dir), Ts)).

timed(Name, Goal) :-
    '$cpu_now'(T0), call(Goal), '$cpu_now'(T1),
    D is T1 - T0, format("~w ~3f s~n", [Name, D]).

read_only(P) :- file_terms(P, _).
file_terms(P, Ts) :- setup_call_cleanup(open(P, read, S), terms(S, Ts), close(S)).
terms(S, Ts) :-
    catch(read_term(S, T, [variable_names(_)]), _, T = unreadable),
    (   T == end_of_file -> Ts = [] ; Ts = [T|Ts1], terms(S, Ts1) ).
scan_loop(P) :-
    loader_files:file_dir(P, D),
    setup_call_cleanup(open(P, read, S, [reposition(true)]),
                       loader_scan:scan_stream(S, P, D, scan(user, [], [], [], [], [], [], []), _),
                       close(S)).
scan_whole(P) :- loader_scan:scan_file(P, _).
problem(T) :- ( loader_scan:term_problem(T, _) -> true ; true ).
missing(Dir, T) :- ( loader_scan:missing_source(T, Dir, _) -> true ; true ).
rules_dir(Dir) :-
    working_directory(W, W),
    atom_chars(WA, W),
    atomic_list_concat([WA, '/prolog/games/conquest'], Dir).
