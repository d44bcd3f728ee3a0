/** What the players see: the map for the host, and messages made readable.

map_view/2 describes every territory as a cell for the host's map drawing
(display_map/0); game_code/1 lists the atoms a player may type as
arguments.

The rules describe what happened as message keys whose arguments are
data: territory codes, player ids, continent and card codes. report/1
turns each argument into what a player reads, then prints the message
with say/1:

  - a territory code becomes its upper-case label (`au1` -> 'AU1'),
  - a player id becomes the player's name (`p2` -> 'Fio'),
  - `continent(C)` becomes the continent's name in the current language,
  - `place(T)` becomes territory T's name in the current language,
  - `card(C)` becomes the risk card's title,
  - `leader(L)` becomes the world leader's name,
  - `upper(X)` becomes X in upper case (`upper(p2)` -> 'P2'),
  - `phase(P)` becomes the name of phase P,
  - `list(Xs)` becomes the readable elements joined by ", ",
  - `sequence(Xs)` becomes the readable elements joined by " - ",
  - `name(X)` is X as it is,
  - anything else (numbers, other atoms) is left as it is.
*/
:- module(conquest_view, [map_view/2,
                          game_code/1,
                          report/1,
                          report_ask/2,
                          readable/2,
                          readable_reason/2,
                          tell_events/1]).

:- use_module(library(lists)).
:- use_module(library(iso_ext)).
:- use_module('../../host/text').
:- use_module('../../host/screen').
:- use_module('../../common/game').
:- use_module(map).
:- use_module(state).

%% map_view(-Cells, -Legend) is det.
%
%  Cells is a list of cell(Code, Label, Colour), one per territory in map
%  order: Label the troops on it ('0' when unclaimed), Colour the number
%  of its owner (p3 -> 3), 0 when unclaimed. Legend is a list of
%  legend(Colour, Text), one per player of the running game.
%
%  ?- map_view([C|_], _).            % before any game
%     C = cell(na1, '0', 0).
map_view(Cells, Legend) :-
    (   current_state(State)
    ->  true
    ;   initial_state([p1, p2], options(0.0, none), State0),
        set_order(State0, [], State)
    ),
    findall(cell(T, Label, Colour), territory_cell(State, T, Label, Colour), Cells),
    (   current_state(_)
    ->  findall(legend(Colour, Text), player_legend(State, Colour, Text), Legend)
    ;   Legend = []
    ).

territory_cell(State, Territory, Label, Colour) :-
    territory(Territory, _, _),
    (   territory_troops(State, Territory, N)
    ->  true
    ;   N = 0
    ),
    number_codes(N, Codes),
    atom_codes(Label, Codes),
    (   territory_owner(State, Territory, Player)
    ->  player_colour(Player, Colour)
    ;   Colour = 0
    ).

player_colour(Player, Colour) :-
    atom_codes(Player, [_|Codes]),
    number_codes(Colour, Codes).

player_legend(State, Colour, Text) :-
    state_players(State, Players),
    member(Player, Players),
    player_colour(Player, Colour),
    (   player_out(State, Player)
    ->  Key = legend_out(upper(Player), Player)
    ;   state_player(State, Player),
        \+ state_phase(State, over(_))
    ->  Key = legend_current(upper(Player), Player)
    ;   Key = legend(upper(Player), Player)
    ),
    readable_text(Key, Text).

readable_text(Key, Text) :-
    Key =.. [Name|Args0],
    maplist(readable, Args0, Args),
    Readable =.. [Name|Args],
    message_text(Readable, Chars),
    atom_chars(Text, Chars).

%% game_code(?Code) is nondet.
%
%  Code is an atom a player may type as an argument: a territory code or a
%  player id.
game_code(Code) :-
    (   territory(Code, _, _)
    ;   member(Code, [p1, p2, p3, p4])
    ).

%% tell_events(+Events) is det.
%
%  Prints the events of a move (message keys) in order; `map` draws the map.
tell_events(Events) :-
    (   quiet
    ->  true
    ;   forall(member(Event, Events), tell_event(Event))
    ).

tell_event(Event) :-
    (   Event == map
    ->  display_map
    ;   report(Event)
    ).

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

%% report_ask(+Key, -Answer) is det.
%
%  Asks the question of message Key, its arguments made readable; Answer is
%  the typed line (see host:ask/2; throws at the end of input).
report_ask(Key, Answer) :-
    readable_key(Key, Readable),
    ask(key(Readable), Answer).

%% readable_reason(+Key, -Readable) is det.
%
%  Key with its arguments made readable, as report/1 prints it (why/1 of
%  the common library says the rules' reasons this way).
readable_reason(Key, Readable) :-
    readable_key(Key, Readable).

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
        game_player(Value, _)
    ->  player_name(Value, Readable)
    ;   Value = continent(C)
    ->  text_atom(continent_name(C), Readable)
    ;   Value = place(T)
    ->  place_name(T, Readable)
    ;   Value = card(C)
    ->  text_atom(card_name(C), Readable)
    ;   Value = leader(L)
    ->  text_atom(leader_name(L), Readable)
    ;   Value = upper(X)
    ->  territory_label(X, Readable)
    ;   Value = name(Readable)
    ->  true
    ;   Value = phase(P)
    ->  phase_key(P, Key),
        text_atom(Key, Readable)
    ;   Value = list(Xs)
    ->  maplist(readable, Xs, Rs),
        joined(Rs, ', ', Readable)
    ;   Value = sequence(Xs)
    ->  maplist(readable, Xs, Rs),
        joined(Rs, ' - ', Readable)
    ;   Readable = Value
    ).

%  A territory's name: with --lang id the one messages_id.pl gives where
%  Indonesian says it otherwise (place_name/1 keys), else map.pl's.
place_name(T, Name) :-
    (   lang(id),
        catch(conquest_messages_id:id_message(place_name(T), _), _, fail)
    ->  text_atom(place_name(T), Name)
    ;   territory(T, Name, _)
    ).

phase_key(Phase, phase_name(Name)) :-
    (   Phase = over(_)
    ->  Name = over
    ;   Name = Phase
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
