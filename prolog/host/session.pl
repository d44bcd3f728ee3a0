/** halt/0,1 in an embedded engine: noted here, below the loader and the toplevel.

The toplevel sits above the loader and the rules: it reads what they
leave here, and they never call up into it. halt/0,1 (in a query, a
directive or a rule) is noted here, so that a file being loaded stops
and the query's answer is halt(Code) however the query ends.
*/
:- module(session, [halt_toplevel/1,
                    halting/1]).

:- use_module(library(iso_ext)).

%% halt_toplevel(+Code).
%
%  halt/0,1 in a query or in a user's rule: the toplevel saves the game and
%  ends the session (the engine's own halt is unsafe in an embedded machine).
%  The ball only cuts the query short: a catch/3 that takes it does not
%  stop the halt, since the request is noted first and the query's answer
%  is halt(Code) however it ends (halting/1).
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
