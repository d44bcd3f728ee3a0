/* Test fixtures for Battle for Olympia: set up a position in the running
   game without playing to it. Consulted after the rules
   (conquest --game olympia tests/olympia/fixtures.pl). */

%  put(Field, Value): the running game's Field (olympia_state:state_get/3)
%  becomes Value; put(units, Units) also moves the next recruit's number
%  past the highest unit number.
put(units, Units) :-
    !,
    current_state(S0),
    state_set(units, Units, S0, S1),
    findall(Id, member(unit(Id, _, _, _, _, _, _, _), Units), Ids),
    list_max([2|Ids], Max),
    Next is Max + 1,
    state_set(next_id, Next, S1, S),
    set_current_state(S).
put(Field, Value) :-
    current_state(S0),
    state_set(Field, Value, S0, S),
    set_current_state(S).

%  The unit with Id in the running game, or gone.
unit(Id, Unit) :-
    current_state(S),
    (   state_unit(S, Id, Unit0)
    ->  Unit = Unit0
    ;   Unit = gone
    ).

%  Runs Goal and says whether the running game is the same after it (a
%  refused command fails: that is the same as far as the state goes).
unchanged(Goal) :-
    current_state(S0),
    (   call(Goal)
    ->  true
    ;   true
    ),
    current_state(S),
    (   S0 == S
    ->  write(state_unchanged)
    ;   write(state_changed)
    ),
    nl.
