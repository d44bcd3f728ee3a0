/** Saying things to the players: message keys made readable.

Rules describe what happened as message keys whose arguments are data:
territory codes, player ids, continent and card codes. report/1 turns each
argument into what a player reads, then prints the message with say/1:

  - a territory code becomes its upper-case label (`au1` -> 'AU1'),
  - a player id becomes the player's name (`p2` -> 'Fio'),
  - `continent(C)` becomes the continent's name in the current language,
  - `card(C)` becomes the risk card's title,
  - `leader(L)` becomes the world leader's name,
  - `upper(X)` becomes X in upper case (`upper(p2)` -> 'P2'),
  - `phase(P)` becomes the name of phase P,
  - `list(Xs)` becomes the readable elements joined by ", ",
  - `sequence(Xs)` becomes the readable elements joined by " - ",
  - `name(X)` is X as it is,
  - anything else (numbers, other atoms) is left as it is.
*/
:- module(report, [report/1,
                   report_inline/1,
                   report_ask/2,
                   readable/2]).

:- use_module(library(lists)).
:- use_module('../host').
:- use_module(map).
:- use_module(state).

%% report(+Key) is det.
%
%  Prints message Key, its arguments made readable, and a new line.
% When the host prints nothing (host:set_quiet/1, headless simulations) the
% arguments are not made readable either: that was a sixth of the time of a
% simulated game, for messages nobody sees.
report(Key) :-
    (   quiet
    ->  true
    ;   readable_key(Key, Readable),
        say(Readable)
    ).

%% report_inline(+Key) is det.
%
%  As report/1 without the new line.
report_inline(Key) :-
    (   quiet
    ->  true
    ;   readable_key(Key, Readable),
        say_inline(Readable)
    ).

%% report_ask(+Key, -Answer) is det.
%
%  Asks the question of message Key, its arguments made readable; Answer is
%  the typed line (see host:ask/2; throws at the end of input).
report_ask(Key, Answer) :-
    readable_key(Key, Readable),
    ask(key(Readable), Answer).

readable_key(Key, Readable) :-
    (   compound(Key)
    ->  Key =.. [Name|Args0],
        maplist(readable, Args0, Args),
        Readable =.. [Name|Args]
    ;   Readable = Key
    ).

%% readable(+Value, -Readable) is det.
%
%  Readable is how a player reads Value in a message.
%
%  ?- readable(list([sa1, sa2]), R).
%     R = 'SA1, SA2'.
readable(Value, Readable) :-
    (   var(Value)
    ->  Readable = '_'
    ;   atom(Value),
        territory(Value, _, _)
    ->  territory_label(Value, Readable)
    ;   atom(Value),
        player(Value, Name)
    ->  Readable = Name
    ;   Value = continent(C)
    ->  text_atom(continent_name(C), Readable)
    ;   Value = card(C)
    ->  text_atom(card_name(C), Readable)
    ;   Value = leader(L)
    ->  text_atom(leader_name(L), Readable)
    ;   Value = upper(X)
    ->  territory_label(X, Readable)
    ;   Value = name(Readable)
    ->  true
    ;   Value = phase(P)
    ->  text_atom(phase_name(P), Readable)
    ;   Value = list(Xs)
    ->  maplist(readable, Xs, Rs),
        joined(Rs, ', ', Readable)
    ;   Value = sequence(Xs)
    ->  maplist(readable, Xs, Rs),
        joined(Rs, ' - ', Readable)
    ;   Readable = Value
    ).

text_atom(Key, Atom) :-
    message_text(Key, Chars),
    atom_chars(Atom, Chars).

joined([], _, '').
joined([X|Xs], Separator, A) :-
    term_atom(X, A0),
    (   Xs == []
    ->  A = A0
    ;   joined(Xs, Separator, A1),
        atom_concat(A0, Separator, A2),
        atom_concat(A2, A1, A)
    ).

term_atom(X, A) :-
    (   atom(X)
    ->  A = X
    ;   number(X)
    ->  number_codes(X, Cs),
        atom_codes(A, Cs)
    ;   A = '?'
    ).
