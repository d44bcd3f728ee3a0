/** Preconditions shared by the commands: the phase of the game and the
shape of arguments.

Each relation here fails when all is well and otherwise describes the
problem as a message key, so a command reads

    (   command_error(State, draft, Error)
    ->  report(Error)
    ;   ...
    )

and a wrong argument (a variable, a number where a territory is wanted, a
negative count) is a message, never an exception.
*/
:- module(conquest_validate, [command_error/3,
                              command_phase/2,
                              max_troops/1,
                              territory_error/2,
                              troops_error/2,
                              player_error/3,
                              typed_player/2,
                              game_player_error/2,
                              typed_code/2,
                              answer_integer/2,
                              integer_in/3]).

:- use_module(library(lists)).
:- use_module(map).
:- use_module(state).
:- use_module('../../host/util', [lower_char/2]).
:- use_module('../../common/game').

%% command_phase(?Command, ?Phase).
%
%  Command may only be used in Phase.
command_phase(takeLocation, claiming).
command_phase(claimAutomatic, claiming).
command_phase(placeTroops, placing).
command_phase(placeAutomatic, placing).
command_phase(endTurn, playing).
command_phase(draft, playing).
command_phase(move, playing).
command_phase(attack, playing).
command_phase(risk, playing).
command_phase(draftReinforcement, playing).

%% command_error(+State, +Command, -Error) is semidet.
%
%  Command cannot be used in State, for the reason Error: the game is over
%  (game_over(Winner) or game_drawn), or it is in another phase
%  (wrong_phase(Command, phase(Phase), phase(Required))).
%
%  ?- initial_state([p1, p2], options(0.1, none), _S0), set_phase(_S0, claiming, _S),
%     command_error(_S, attack, E).
%     E = wrong_phase(attack, phase(claiming), phase(playing)).
command_error(State, Command, Error) :-
    state_phase(State, Phase),
    (   Phase = over(Winner)
    ->  (   Winner == draw
        ->  Error = game_drawn
        ;   Error = game_over(Winner)
        )
    ;   command_phase(Command, Required),
        Phase \== Required
    ->  Error = wrong_phase(Command, phase(Phase), phase(Required))
    ).

%% max_troops(?N).
%
%  The most troops a territory, a reserve or a reinforcement territory may
%  hold (cheats and saved games are checked against it; a battle of twice
%  as many dice is still one roll of the host's).
max_troops(50000).

%% territory_error(+Territory, -Error) is semidet.
%
%  Territory is not a territory code, for the reason Error.
%
%  ?- territory_error(foo, E).
%     E = unknown_territory(upper(foo)).
territory_error(Territory, Error) :-
    (   var(Territory)
    ->  Error = territory_unbound
    ;   \+ atom(Territory)
    ->  Error = unknown_territory(Territory)
    ;   \+ territory(Territory, _, _)
    ->  Error = unknown_territory(upper(Territory))
    ).

%% troops_error(+Troops, -Error) is semidet.
%
%  Troops is not a positive whole number of troops, for the reason Error.
%
%  ?- troops_error(-3, E).
%     E = not_positive(-3).
troops_error(Troops, Error) :-
    (   var(Troops)
    ->  Error = troops_unbound
    ;   \+ integer(Troops)
    ->  Error = not_a_number(Troops)
    ;   Troops < 1
    ->  Error = not_positive(Troops)
    ).

%% player_error(+State, +Player, -Error) is semidet.
%
%  Player is not the id of a player of State, for the reason Error.
player_error(State, Player, Error) :-
    (   var(Player)
    ->  Error = player_unbound
    ;   atom(Player),
        state_players(State, Players),
        memberchk(Player, Players)
    ->  fail
    ;   atom(Player)
    ->  Error = unknown_player(upper(Player))
    ;   Error = unknown_player(Player)
    ).

%% typed_code(+Typed, -Code) is det.
%
%  Code is what the player typed, in lower case if it is an atom, so `NA1`
%  and `na1` name the same territory.
%
%  ?- typed_code('AU1', C).
%     C = au1.
typed_code(Typed, Code) :-
    (   atom(Typed)
    ->  atom_chars(Typed, Chars),
        maplist(lower_char, Chars, Lower),
        atom_chars(Code, Lower)
    ;   Code = Typed
    ).

%% answer_integer(+Answer, -N) is semidet.
%
%  The typed Answer (an atom) is the integer N.
%
%  ?- answer_integer('12', N).
%     N = 12.
answer_integer(Answer, N) :-
    atom(Answer),
    atom_chars(Answer, Chars),
    Chars \== [],
    catch(number_chars(N0, Chars), _, fail),
    integer(N0),
    N = N0.

%% integer_in(+Low, +High, @X) is semidet.
%
%  X is an integer from Low to High: between/3 as a check, without its
%  argument checks (a tenth of its time in Scryer 0.10, ~5 us a call),
%  and failing, not raising an error, when X is no integer.
%
%  ?- integer_in(1, 3, 2).
%     true.
%  ?- integer_in(1, 3, x).
%     false.
integer_in(Low, High, X) :-
    integer(X),
    Low =< X,
    X =< High.

%% typed_player(+Typed, -Player) is det.
%
%  Player is the player Typed names: an id (p1..p4) in any case, or a
%  player's name in any case (`checkPlayerDetail(budi).` for the player
%  called Budi); else Typed in lower case (game_player_error/2 says why
%  it is none).
typed_player(Typed, Player) :-
    typed_code(Typed, Code),
    (   atom(Code),
        current_state(State),
        state_players(State, Ids),
        \+ memberchk(Code, Ids),
        member(Id, Ids),
        player_name(Id, Name),
        atom(Name),
        typed_code(Name, Code)
    ->  Player = Id
    ;   Player = Code
    ).

%% game_player_error(+Player, -Error) is semidet.
%
%  Player is no player of the running game (or there is none), for the
%  reason Error; the refusal names the players there are, by seat and name.
game_player_error(Player, Error) :-
    game_player_error_(Player, Error0),
    (   current_state(State),
        state_players(State, Ids)
    ->  findall(Called,
                ( member(Id, Ids),
                  player_name(Id, Name),
                  atom_concat(Id, ' (', Called0),
                  atom_concat(Called0, Name, Called1),
                  atom_concat(Called1, ')', Called) ),
                Players),
        (   Error0 = unknown_player(Shown)
        ->  Error = unknown_player_of(Shown, list(Players))
        ;   Error0 == player_unbound
        ->  Error = player_unbound_of(list(Players))
        ;   Error = Error0
        )
    ;   Error = Error0
    ).

game_player_error_(Player, Error) :-
    (   current_state(State)
    ->  player_error(State, Player, Error)
    ;   var(Player)
    ->  Error = player_unbound
    ;   atom(Player)
    ->  Error = unknown_player(upper(Player))
    ;   Error = unknown_player(Player)
    ).
