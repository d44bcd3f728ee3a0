/** What the players see: the map for the host, and messages made readable.

map_view/2 describes every territory as a cell for the host's map drawing
(display_map/0); game_code/1 lists the atoms a player may type as
arguments.

The rules describe what happened as message keys whose arguments are
data: territory codes, player ids, continent and card codes. report/1
turns each argument into what a player reads, then prints the message
with say/1:

  - a territory code becomes its upper-case label (`au1` -> 'AU1'),
  - a player id becomes the player's name (`p2` -> 'Fio'; a computer
    without a name, message(computer_name(p2, Level, 2))),
  - `continent(C)` becomes the continent's name, message(continent_name(C)),
  - `place(T)` becomes territory T's name, message(place_name(T)),
  - `card(C)` becomes the risk card's title, message(card_name(C)),
  - `leader(L)` becomes the world leader's name, message(leader_name(L)),
  - `upper(X)` becomes X in upper case (`upper(p2)` -> 'P2'),
  - `phase(P)` becomes the name of phase P, message(phase_name(P)),
  - `list(Xs)` becomes the readable elements joined by ", ",
  - `sequence(Xs)` becomes the readable elements joined by " - ",
  - `name(X)` is X as it is,
  - anything else (numbers, other atoms) is left as it is.

A name made of a message, message(Key), is a message inside the message
(text:message_text/2): each reader of a served game reads it in their
own language, not the server's.
*/
:- module(conquest_view, [map_view/2,
                          game_code/1,
                          report/1,
                          report_ask/2,
                          readable/2,
                          readable_reason/2,
                          tell_events/1,
                          announce_move/4,
                          announce_game/2,
                          announce_outcome/1]).

:- use_module(library(lists)).
:- use_module(library(iso_ext)).
:- use_module('../../host/text').
:- use_module('../../host/screen').
:- use_module('../../common/game').
:- use_module('../../common/messages', [computer_called/1]).
:- use_module(map).
:- use_module(state).
:- use_module(turn).
:- use_module(probability).
:- use_module(rules).

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
    legend_name(Player, Shown),
    (   player_out(State, Player)
    ->  Key = legend_out(name(Player), Shown)
    ;   state_player(State, Player),
        \+ state_phase(State, over(_))
    ->  Key = legend_current(name(Player), Shown)
    ;   Key = legend(name(Player), Shown)
    ),
    readable_text(Key, Text).

%  A computer with a name of its own (named at startGame., or playing a
%  player's seat) is shown with its level, as the others show theirs:
%  `P2 bob (computer, hard)`.
legend_name(Player, Shown) :-
    (   game_player(Player, cpu(Level)),
        player_name(Player, Name),
        \+ computer_called(Name)
    ->  Shown = name(message(computer_name(Name, Level, 0)))
    ;   Shown = Player
    ).

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
% When the host prints nothing (text:set_quiet/1, headless simulations) the
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
%  the typed line (see screen:ask/2; throws at the end of input).
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
    ->  player_shown(Value, Readable)
    ;   Value = continent(C)
    ->  Readable = message(continent_name(C))
    ;   Value = place(T)
    ->  Readable = message(place_name(T))
    ;   Value = card(C)
    ->  Readable = message(card_name(C))
    ;   Value = leader(L)
    ->  Readable = message(leader_name(L))
    ;   Value = upper(X)
    ->  territory_label(X, Readable)
    ;   Value = name(Readable)
    ->  true
    ;   Value = phase(P)
    ->  phase_key(P, Key),
        Readable = message(Key)
    ;   Value = list(Xs)
    ->  maplist(readable, Xs, Rs),
        listed(Rs, ', ', Readable)
    ;   Value = sequence(Xs)
    ->  maplist(readable, Xs, Rs),
        listed(Rs, ' - ', Readable)
    ;   Readable = Value
    ).

phase_key(Phase, phase_name(Name)) :-
    (   Phase = over(_)
    ->  Name = over
    ;   Name = Phase
    ).

%  Names joined by Separator: an atom, or where a name is a message
%  inside the message (a computer's, a continent's) the message
%  words(Name1, Separator, Name2, ...) (common/messages.pl), which each
%  reader of a served game reads in their own language.
listed(Rs, Separator, Readable) :-
    (   member(R, Rs),
        nonvar(R),
        R = message(_)
    ->  separated(Rs, Separator, Parts),
        Words =.. [words|Parts],
        Readable = message(Words)
    ;   joined(Rs, Separator, Readable)
    ).

separated([], _, []).
separated([R|Rs], Separator, [R|Parts]) :-
    (   Rs == []
    ->  Parts = []
    ;   Parts = [Separator|Parts1],
        separated(Rs, Separator, Parts1)
    ).

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

/* Telling what happened: the announcements of common/game.pl */

%% announce_game(+How, +State) is det.
%
%  A new game is told by the rules' roll for the turn order; a loaded or
%  resumed one by who plays, whose turn it is and the phase, and by the
%  territories map.pl gained since it was saved, which nobody holds.
announce_game(How, State) :-
    (   How == started
    ->  true
    ;   state_players(State, Ids),
        state_player(State, Current),
        state_phase(State, Phase),
        report(game_summary(list(Ids), Current, phase(Phase))),
        (   missing_territories(State, [T|Ts])
        ->  atom_concat('cheatTake(', T, Cheat0),
            atom_concat(Cheat0, ')', Cheat),
            report(map_grew_since_saved(list([T|Ts]), name(Cheat)))
        ;   true
        )
    ).

%% announce_outcome(+Outcome) is det.
%
%  Nothing more: the move that ended the game told it (a world conquered,
%  the round limit reached).
announce_outcome(_).

%% announce_move(+Player, +Move, +State0, +State) is det.
%
%  Tells Player's Move, which took State0 to State: for a computer, its
%  compact lines (what it drafts, attacks, moves), then what the rules say
%  happened.
announce_move(Player, Move, State0, State) :-
    (   game_player(Player, cpu(_))
    ->  Kind = computer
    ;   Kind = human
    ),
    move_events(State0, Move, _, Events),
    move_lines(Kind, Player, Move, State0, State, Events, Lines0),
    setup_maps(Lines0, Lines),
    tell_events(Lines).

%  While territories are claimed and troops placed, a human whose turn it
%  is sees the map first, as at the start of every turn of the game
%  (claimAutomatic draws it once, when it has dealt them all).
setup_maps([], []).
setup_maps([Line|Lines0], Lines) :-
    (   ( Line = claim_turn(P) ; Line = place_turn(P) ),
        \+ bb_get('conquest:dealing', true),
        game_player(P, human(_))
    ->  Lines = [map, Line|Lines1]
    ;   Lines = [Line|Lines1]
    ),
    setup_maps(Lines0, Lines1).

% move_lines(+Kind, +Player, +Move, +State0, +State, +Events, -Lines)
move_lines(human, Player, draft(T, N), _, State, _,
           [drafted(Player, N, T), territory_total(T, Total), reserve_left(Player, R)]) :-
    !,
    territory_troops(State, T, Total),
    player_reserve(State, Player, R).
move_lines(computer, Player, draft(T, N), _, State, _, [cpu_drafts(Player, N, T, Total)]) :-
    !,
    territory_troops(State, T, Total).
move_lines(Kind, Player, draft_reinforcement(_), _, State, Events, Lines) :-
    !,
    (   Kind == human
    ->  player_reserve(State, Player, R),
        append(Events, [reserve_left(Player, R)], Lines)
    ;   Lines = Events
    ).
move_lines(human, Player, move(From, To, N), _, State, _,
           [moved(Player, N, From, To), territory_total(From, NFrom),
            territory_total(To, NTo), moves_left(Left)]) :-
    !,
    territory_troops(State, From, NFrom),
    territory_troops(State, To, NTo),
    moves_made(State, Made),
    max_moves(Max),
    Left is Max - Made.
move_lines(computer, Player, move(From, To, N), State0, _, _, Lines) :-
    !,
    no_attack_told(Player, State0, [cpu_moves(Player, N, From, To)], Lines).
move_lines(computer, Player, attack(From, To, Sent, Extra, _), State0, _, Events,
           [cpu_attacks(Player, To, From, Fighters, name(Percent))|Events]) :-
    !,
    Fighters is Sent + Extra,
    territory_owner(State0, To, Defender),
    territory_troops(State0, To, Defenders),
    computer_chance(State0, Player, Defender, Fighters, Defenders, P),
    probability_percent(P, Percent).
move_lines(computer, Player, move_in(N), State0, _, Events, [cpu_moves_in(Player, N, To)|Events]) :-
    !,
    pending(State0, move_in(_, To, _, _)).
move_lines(computer, Player, end_turn, State0, _, Events, Lines) :-
    !,
    no_attack_told(Player, State0, Events, Lines).
move_lines(_, _, _, _, _, Events, Events).

% A computer that moves troops or ends its turn before it has attacked or
% moved says once that it does not attack.
no_attack_told(Player, State0, Lines0, Lines) :-
    (   \+ action_used(State0, attack),
        moves_made(State0, 0)
    ->  Lines = [cpu_no_attack(Player)|Lines0]
    ;   Lines = Lines0
    ).
