/** Scryer's library(iso_ext) under SWI-Prolog.

forall/2, setup_call_cleanup/3, call_cleanup/2, succ/2 and
call_with_inference_limit/3 are built into SWI; the blackboard is defined
here in case a rule file ever uses it.
*/
:- module(scryer_iso_ext, [bb_get/2, bb_put/2]).

bb_get(Key, Value) :-
    nb_current(Key, Value).

bb_put(Key, Value) :-
    nb_setval(Key, Value).
