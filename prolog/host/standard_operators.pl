/** The operator table the host started with, for texts that must read
back the same whatever operators a session declared (saves, the history).
*/
:- module(standard_operators, [with_standard_operators/1,
                               remember_standard_operators/0]).

:- use_module(library(iso_ext)).
:- use_module(library(lists)).

%% with_standard_operators(:Goal) is semidet.
%
%  Runs Goal once with the operator table this host started with, then
%  puts back the session's. Saves and history records are written and read
%  so: a user's op(200, fy, human) made the save say human'Alice', which
%  the standard reader refuses, and op(700, xfx, draft) wrote sa1 draft 2.
%  The table is one for the whole engine (Scryer keeps a single one).
%  Nothing is changed when the session's table is the standard one.
:- meta_predicate(with_standard_operators(0)).

with_standard_operators(Goal) :-
    (   bb_get('host:standard_operators_in_force', true)
    ->  % Inside another: a history of 12 000 moves is read an entry at
        % a time, and listing the table for each took 0.8 s.
        once(Goal)
    ;   findall(op(P, T, N), current_op(P, T, N), Ops0),
        sort(Ops0, Ops),
        bb_get('host:standard_operators', Standard),
        (   Ops == Standard
        ->  setup_call_cleanup(bb_put('host:standard_operators_in_force', true),
                               once(Goal),
                               bb_put('host:standard_operators_in_force', false))
        ;   setup_call_cleanup(( set_operators(Ops, Standard),
                                 bb_put('host:standard_operators_in_force', true)
                               ),
                               once(Goal),
                               ( bb_put('host:standard_operators_in_force', false),
                                 set_operators(Standard, Ops)
                               ))
        )
    ).

%  From the table From to the table To: every operator of From not in To
%  is removed first, so that no priority or kind of To clashes with one
%  still there (an infix and a postfix of one name).
set_operators(From, To) :-
    forall(( member(op(P, T, N), From), \+ memberchk(op(P, T, N), To) ),
           catch(op(0, T, N), _, true)),
    forall(( member(op(P, T, N), To), \+ memberchk(op(P, T, N), From) ),
           catch(op(P, T, N), _, true)).

%  Called when the bridge starts, before any user code runs.
remember_standard_operators :-
    findall(op(P, T, N), current_op(P, T, N), Ops0),
    sort(Ops0, Ops),
    bb_put('host:standard_operators', Ops).
