/** The shapes of clauses and goals, as the loader takes them apart.

What a clause defines (its module and Name/Arity), and where the goals
are in a control construct or in a call of a meta-predicate. Pure
relations over terms: the scan, the expansion, the rulebook's deferral
and listing/1 share them.
*/
:- module(loader_terms, [clause_module_key/4,
                         clause_key/2,
                         strip_head_module/2,
                         clause_body/2,
                         control/4,
                         meta_goal/4,
                         lifted_meta/4]).

%% clause_module_key(+Clause, +Default, -Module, -Key) is semidet.
%
%  Clause goes to Module (the one its head names, else Default) and
%  defines Key, its Name/Arity (a grammar rule's with its two extra
%  arguments).
%
%  ?- clause_module_key((m:p(X) :- q(X)), user, M, K).
%     M = m, K = p/1.
clause_module_key(Clause, Default, Module, Key) :-
    (   Clause = (Head0 :- _)
    ->  true
    ;   Clause = (Head0 --> _)
    ->  true
    ;   Head0 = Clause
    ),
    (   nonvar(Head0),
        Head0 = Module0:Head1,
        atom(Module0)
    ->  Module = Module0
    ;   Module = Default,
        Head1 = Head0
    ),
    (   nonvar(Head1),
        Head1 = (Head2, _)          % a DCG rule's pushback
    ->  true
    ;   Head2 = Head1
    ),
    callable(Head2),
    functor(Head2, N, A0),
    (   Clause = (_ --> _)
    ->  A is A0 + 2
    ;   A = A0
    ),
    Key = N/A.

%% clause_key(+Clause, -Key) is semidet.
%
%  Key is the Name/Arity Clause defines.
%
%  ?- clause_key((p(X) --> q(X)), K).
%     K = p/3.
clause_key(Clause, Key) :-
    clause_module_key(Clause, user, _, Key).

%% strip_head_module(+Clause0, -Clause) is det.
%
%  Clause is Clause0 without the module its head names.
%
%  ?- strip_head_module((m:p(X) :- q(X)), C).
%     C = (p(X) :- q(X)).
strip_head_module((M:H :- B), (H :- B)) :- atom(M), !.
strip_head_module((M:H --> B), (H --> B)) :- atom(M), !.
strip_head_module(M:H, H) :- atom(M), !.
strip_head_module(C, C).

%% control(?Goal0, ?Goal, ?Parts0, ?Parts) is semidet.
%
%  Goal0 is a control construct (a conjunction, a disjunction, an
%  if-then-else, a negation) with the goals Parts0; Goal is the same
%  construct with the goals Parts.
%
%  ?- control((a, b), G, Ps0, [x, y]).
%     G = (x, y), Ps0 = [a, b].
control((A0, B0), (A, B), [A0, B0], [A, B]).
control((A0 ; B0), (A ; B), [A0, B0], [A, B]).
control((A0 -> B0), (A -> B), [A0, B0], [A, B]).
control(\+ A0, \+ A, [A0], [A]).

%% meta_goal(?Goal0, ?Goal, ?Parts0, ?Parts) is semidet.
%
%  Goal0 is a call of a common meta-predicate (findall/3, forall/2,
%  catch/3, ...) whose goal arguments are Parts0; Goal is the same call
%  with the goal arguments Parts.
meta_goal(findall(T, G0, L), findall(T, G, L), [G0], [G]).
meta_goal(findall(T, G0, L, R), findall(T, G, L, R), [G0], [G]).
meta_goal(forall(A0, B0), forall(A, B), [A0, B0], [A, B]).
meta_goal(once(G0), once(G), [G0], [G]).
meta_goal(call(G0), call(G), [G0], [G]).
meta_goal(catch(G0, E, R0), call(catch, G, E, (session:rethrow_halt(E), R)), [G0, R0], [G, R]).
meta_goal(bagof(T, G0, L), bagof(T, G, L), [G0], [G]).
meta_goal(setof(T, G0, L), setof(T, G, L), [G0], [G]).
meta_goal(V^G0, V^G, [G0], [G]).
meta_goal(call_cleanup(G0, C0), call_cleanup(G, C), [G0, C0], [G, C]).
meta_goal(setup_call_cleanup(S0, G0, C0), setup_call_cleanup(S, G, C), [S0, G0, C0], [S, G, C]).

%% lifted_meta(?Goal0, ?Goal, ?Parts0, ?Parts) is semidet.
%
%  As meta_goal/4, for the meta-predicates whose goal arguments the
%  loader lifts into predicates of their own (loader_expansion:lift_clause/3).
lifted_meta(findall(T, G0, L), findall(T, G, L), [G0], [G]).
lifted_meta(findall(T, G0, L, R), findall(T, G, L, R), [G0], [G]).
lifted_meta(forall(A0, B0), forall(A, B), [A0, B0], [A, B]).
lifted_meta(once(G0), once(G), [G0], [G]).
lifted_meta(ignore(G0), ignore(G), [G0], [G]).
lifted_meta(call(G0), call(G), [G0], [G]).
lifted_meta(catch(G0, E, R), catch(G, E, R), [G0], [G]).

%% clause_body(+Clause, -Body) is semidet.
%
%  Body is the body of a rule or of a grammar rule.
clause_body((_ :- Body), Body).
clause_body((_ --> Body), Body).
