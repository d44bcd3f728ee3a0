/** halt/0,1 in an embedded engine: noted here, below the loader and the toplevel.

The toplevel sits above the loader and the rules: it reads what they
leave here, and they never call up into it. halt/0,1 (in a query, a
directive or a rule) is noted here, so that a file being loaded stops
and the query's answer is halt(Code) however the query ends.
*/
:- module(session, [halt_toplevel/1,
                    halting/1,
                    rethrow_halt/1]).

:- use_module(library(iso_ext)).

%% halt_toplevel(+Code).
%
%  halt/0,1 in a query or in a user's rule: the toplevel saves the game and
%  ends the session (the engine's own halt is unsafe in an embedded machine).
%  The ball cuts the query short: a catch/3 of the user's that takes it
%  throws it on (rethrow_halt/1), so that nothing after the catch/3 runs,
%  and the query's answer is halt(Code) however it ends (halting/1).
halt_toplevel(Code) :-
    (   var(Code)
    ->  throw(error(instantiation_error, halt/1))
    ;   integer(Code)
    ->  true
    ;   throw(error(type_error(integer, Code), halt/1))
    ),
    bb_put('session:halting', Code),
    throw('$toplevel_halt'(Code)).

%% halting(-Code) is semidet.
%
%  halt/0,1 was called, with Code.
halting(Code) :-
    bb_get('session:halting', Code),
    integer(Code).

%% rethrow_halt(+Ball) is det.
%
%  Throws Ball on when it is halt/0,1's. Every catch/3 of a typed query or
%  a user's file starts its recovery with it (loader_terms:meta_goal/4
%  writes `catch(G, C, R)` as `call(catch, G, C, (session:rethrow_halt(C),
%  R))`: call/4, which the rewrite leaves alone, so that the engine's
%  expanding a clause again does not wrap it twice, and the goals stay in
%  the clause, called in its module). So `catch(halt, _, true), write(b)`
%  ends the session without writing b and `repeat, catch(halt, _, true),
%  fail` ends at all, as halt does in GNU Prolog and SWI-Prolog; a catcher
%  that does not unify with the ball never sees it anyway.
%
%  ?- catch(rethrow_halt('$toplevel_halt'(0)), B, true).
%     B = '$toplevel_halt'(0).
rethrow_halt(Ball) :-
    (   nonvar(Ball),
        Ball = '$toplevel_halt'(_)
    ->  throw(Ball)
    ;   true
    ).
