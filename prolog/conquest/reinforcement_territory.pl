/** Off-map reinforcement territories (bonus 1).

At the start of every round, with the probability the game was started
with (option reinforcement_probability, 0.0 to 1.0), one random living
player without one receives a reinforcement territory. At most
max_reinforcement_territories/1 are given in a game, one per player. It
is off the map: it cannot be attacked, it may hold zero troops, the owner
puts reserve troops into it with draftReinforcement(N), and its troops can
join any attack (attack asks how many).
*/
:- module(reinforcement_territory, [max_reinforcement_territories/1,
                                    default_reinforcement_probability/1,
                                    round_reinforcement_territory/0,
                                    grant_reinforcement_territory/1,
                                    draftReinforcement/1,
                                    draft_reinforcement_error/3,
                                    apply_draft_reinforcement/2]).

:- use_module(library(lists)).
:- use_module('../host').
:- use_module(state).
:- use_module(holdings).
:- use_module(leaders).
:- use_module(validate).
:- use_module(report).

%% max_reinforcement_territories(?N).
%
%  At most N reinforcement territories are given in a game.
max_reinforcement_territories(2).

%% default_reinforcement_probability(?P).
%
%  The chance per round when startGame is not given one.
default_reinforcement_probability(0.1).

%% round_reinforcement_territory is det.
%
%  The draw at a round's start: maybe one player receives a territory.
round_reinforcement_territory :-
    (   game_option(reinforcement_probability, P),
        P > 0,
        findall(T, bonus_territory(T, _), Given),
        length(Given, N),
        max_reinforcement_territories(Max),
        N < Max,
        findall(Pl, ( living_player(Pl), \+ bonus_territory(Pl, _) ), Eligible),
        Eligible \== [],
        random_between(1, 1000000, X),
        X =< round(P * 1000000)
    ->  random_member(Player, Eligible),
        grant_reinforcement_territory(Player)
    ;   true
    ).

%% grant_reinforcement_territory(+Player) is det.
%
%  Player receives an empty reinforcement territory (and maybe Napoleon).
grant_reinforcement_territory(Player) :-
    set_bonus_territory(Player, 0),
    report(reinforcement_territory_gained(Player)),
    check_leaders(Player).

%% draftReinforcement(+Troops) is det.
%
%  The current player puts Troops of its reserve into its reinforcement
%  territory.
draftReinforcement(Troops) :-
    (   command_error(draftReinforcement, Error)
    ->  report(Error)
    ;   current_player(Player),
        draft_reinforcement_error(Player, Troops, Error)
    ->  report(Error)
    ;   current_player(Player),
        apply_draft_reinforcement(Player, Troops),
        bonus_territory(Player, Total),
        reserve(Player, Reserve),
        report(reinforcement_territory_drafted(Player, Troops, Total)),
        report(reserve_left(Player, Reserve))
    ).

%% draft_reinforcement_error(+Player, +Troops, -Error) is semidet.
draft_reinforcement_error(Player, Troops, Error) :-
    (   troops_error(Troops, Error)
    ->  true
    ;   \+ bonus_territory(Player, _)
    ->  Error = no_reinforcement_territory(Player)
    ;   reserve(Player, Reserve),
        Troops > Reserve
    ->  Error = not_enough_reserve(Player, Troops, Reserve)
    ).

%% apply_draft_reinforcement(+Player, +Troops) is det.
apply_draft_reinforcement(Player, Troops) :-
    bonus_territory(Player, N0),
    N is N0 + Troops,
    set_bonus_territory(Player, N),
    reserve(Player, R0),
    R is R0 - Troops,
    set_reserve(Player, R).
