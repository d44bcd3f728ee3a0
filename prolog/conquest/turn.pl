/** A turn of play: reinforcements, endTurn, draft and move.

At the start of a turn the map is drawn and the player receives
reinforcements into its reserve: one troop per two territories held, plus
the bonus of each continent held entirely, as changed by its risk cards
(Auxiliary Troops doubles, Supply Chain Issue gives none). Then the
player's risk card effects expire. Undrafted reserve carries over to the
next turn. A player may draft any number of times, move at most three
times, attack once and draw one risk card per turn.
*/
:- module(turn, [base_reinforcements/2,
                 player_reinforcements/3,
                 reinforcements/2,
                 begin_turn/1,
                 endTurn/0,
                 end_turn/1,
                 draft/2,
                 draft_error/4,
                 apply_draft/3,
                 move/3,
                 move_error/5,
                 apply_move/4,
                 max_moves/1]).

:- use_module(library(lists)).
:- use_module(library(iso_ext)).
:- use_module('../host').
:- use_module(map).
:- use_module(state).
:- use_module(holdings).
:- use_module(cards).
:- use_module(validate).
:- use_module(report).
:- use_module(leaders).
:- use_module(reinforcement_territory).
:- use_module(outcome).

%% max_moves(?N).
%
%  A player may move troops N times per turn.
max_moves(3).

%% base_reinforcements(+Player, -Troops) is det.
%
%  Troops Player receives at the start of its turn before risk cards: one
%  per two territories, plus the bonus of each continent it holds entirely.
%
%  ?- base_reinforcements(p1, N).    % p1 holds 9 territories and Africa
%     N = 6.
base_reinforcements(Player, Troops) :-
    player_reinforcements(Player, reinforcements(_, FromTerritories, Bonuses, _), _),
    pairs_values_sum(Bonuses, Bonus),
    Troops is FromTerritories + Bonus.

%% player_reinforcements(+Player, -Breakdown, -Total) is det.
%
%  Total troops Player receives at the start of its next turn, with
%  Breakdown = reinforcements(Count, FromTerritories, Bonuses, Cards):
%  Count territories give FromTerritories troops, Bonuses is a list of
%  Continent-Bonus for each continent held, and Cards the risk cards that
%  change the total.
%
%  ?- player_reinforcements(p2, B, T).
%     B = reinforcements(13, 6, [as-5, af-2, au-1], []), T = 14.
player_reinforcements(Player, reinforcements(Count, FromTerritories, Bonuses, Cards), Total) :-
    player_territory_count(Player, Count),
    FromTerritories is Count // 2,
    findall(C-B, ( player_continent(Player, C), continent(C, _, B) ), Bonuses),
    pairs_values_sum(Bonuses, Bonus),
    Troops0 is FromTerritories + Bonus,
    modified_reinforcements(Player, Troops0, Total, Cards).

pairs_values_sum(Pairs, Sum) :-
    foldl(add_value, Pairs, 0, Sum).

add_value(_-V, S0, S) :-
    S is S0 + V.

%% reinforcements(+Player, -Troops) is det.
%
%  Troops Player receives at the start of its next turn, risk cards included.
reinforcements(Player, Troops) :-
    player_reinforcements(Player, _, Troops).

%% begin_turn(+Player) is det.
%
%  Player's turn starts: the map is drawn, reinforcements are added to its
%  reserve and its risk card effects expire.
begin_turn(Player) :-
    set_current_player(Player),
    clear_turn,
    (   round_starts_with(Player)
    ->  begin_round
    ;   true
    ),
    (   phase(over)
    ->  true
    ;   eliminated(Player),
        next_living_player(Player, Next)
    ->  % A raid at the round's start took Player's last territory: the
        % next living player's turn begins, in the same round.
        set_current_player(Next),
        begin_own_turn(Next)
    ;   begin_own_turn(Player)
    ).

% A round starts with the first living player of the turn order.
round_starts_with(Player) :-
    turn_order(Order),
    once(( member(First, Order), \+ eliminated(First) )),
    First == Player.

begin_round :-
    (   round(R0)
    ->  R is R0 + 1
    ;   R = 1
    ),
    (   game_option(max_rounds, Max),
        R > Max
    ->  report(round_limit_reached(Max)),
        set_phase(over)
    ;   begin_round(R)
    ).

begin_round(R) :-
    set_round(R),
    report(round_begins(R)),
    round_reinforcement_territory,
    turn_order(Order),
    forall(( member(P, Order), \+ eliminated(P), \+ phase(over) ),
           round_raid(P)).

round_raid(Player) :-
    kanye_raid(Player, Taken),
    (   Taken = taken(Territory, Victim)
    ->  territory_taken(Player, Territory, Victim)
    ;   true
    ).

begin_own_turn(Player) :-
    check_leaders(Player),
    report(turn_begins(Player)),
    display_map,
    player_reinforcements(Player, reinforcements(_, _, _, Cards), Troops),
    maplist(report_reinforcement_card(Player), Cards),
    reserve(Player, Reserve0),
    Reserve is Reserve0 + Troops,
    set_reserve(Player, Reserve),
    (   Troops =:= 0
    ->  report(no_reinforcements(Player))
    ;   report(reinforcements_received(Player, Troops))
    ),
    (   Reserve0 > 0
    ->  report(reserve_total(Player, Reserve))
    ;   true
    ),
    expire_effects(Player).

report_reinforcement_card(Player, Card) :-
    report(reinforcement_card(Player, card(Card))).

expire_effects(Player) :-
    forall(effect(Player, Card, until_next_turn),
           report(effect_expired(Player, card(Card)))),
    remove_effects(Player).

%% endTurn is det.
%
%  Ends the current player's turn; the next living player's turn begins.
endTurn :-
    (   command_error(endTurn, Error)
    ->  report(Error)
    ;   current_player(Player),
        end_turn(Player),
        computer:play_computers
    ).

%% end_turn(+Player) is det.
%
%  Player's turn ends (endTurn and the computer players): the next living
%  player's turn begins.
end_turn(Player) :-
    report(turn_ended(Player)),
    reserve(Player, Reserve),
    (   Reserve > 0
    ->  report(reserve_carries_over(Player, Reserve))
    ;   true
    ),
    next_living_player(Player, Next),
    begin_turn(Next).

%% draft(+Territory, +Troops) is det.
%
%  The current player places Troops of its reserve on its own Territory.
draft(Territory0, Troops) :-
    typed_code(Territory0, Territory),
    (   command_error(draft, Error)
    ->  report(Error)
    ;   current_player(Player),
        draft_error(Player, Territory, Troops, Error)
    ->  report(Error),
        (   Error = not_enough_reserve(_, _, _)
        ->  report(draft_cancelled)
        ;   true
        )
    ;   current_player(Player),
        apply_draft(Player, Territory, Troops),
        troops(Territory, Total),
        reserve(Player, Reserve),
        report(drafted(Player, Troops, Territory)),
        report(territory_total(Territory, Total)),
        report(reserve_left(Player, Reserve))
    ).

%% draft_error(+Player, +Territory, +Troops, -Error) is semidet.
%
%  Player may not draft Troops onto Territory, for the reason Error.
%
%  ?- draft_error(p1, a1, 3, E).     % a1 is p2's
%     E = not_owner(p1, a1).
draft_error(Player, Territory, Troops, Error) :-
    (   territory_error(Territory, Error)
    ->  true
    ;   troops_error(Troops, Error)
    ->  true
    ;   \+ owner(Territory, Player)
    ->  Error = not_owner(Player, Territory)
    ;   reserve(Player, Reserve),
        Troops > Reserve
    ->  Error = not_enough_reserve(Player, Troops, Reserve)
    ).

%% apply_draft(+Player, +Territory, +Troops) is det.
%
%  Moves Troops from Player's reserve onto Territory (no checks).
apply_draft(Player, Territory, Troops) :-
    troops(Territory, N0),
    N is N0 + Troops,
    set_troops(Territory, N),
    reserve(Player, R0),
    R is R0 - Troops,
    set_reserve(Player, R).

%% move(+From, +To, +Troops) is det.
%
%  The current player moves Troops from its territory From to its territory
%  To, leaving at least one behind; at most max_moves/1 times a turn.
move(From0, To0, Troops) :-
    typed_code(From0, From),
    typed_code(To0, To),
    (   command_error(move, Error)
    ->  report(Error)
    ;   current_player(Player),
        move_error(Player, From, To, Troops, Error)
    ->  report(Error),
        report(move_cancelled)
    ;   current_player(Player),
        apply_move(Player, From, To, Troops),
        troops(From, NFrom),
        troops(To, NTo),
        moves_made(Made),
        max_moves(Max),
        Left is Max - Made,
        report(moved(Player, Troops, From, To)),
        report(territory_total(From, NFrom)),
        report(territory_total(To, NTo)),
        report(moves_left(Left))
    ).

%% move_error(+Player, +From, +To, +Troops, -Error) is semidet.
%
%  Player may not move Troops from From to To now, for the reason Error.
move_error(Player, From, To, Troops, Error) :-
    (   moves_made(Made),
        max_moves(Max),
        Made >= Max
    ->  Error = no_moves_left(Player, Max)
    ;   territory_error(From, Error)
    ->  true
    ;   territory_error(To, Error)
    ->  true
    ;   troops_error(Troops, Error)
    ->  true
    ;   \+ owner(From, Player)
    ->  Error = not_owner(Player, From)
    ;   \+ owner(To, Player)
    ->  Error = not_owner(Player, To)
    ;   From == To
    ->  Error = same_territory(From)
    ;   troops(From, N),
        Troops >= N
    ->  Error = not_enough_troops(From, N)
    ).

%% apply_move(+Player, +From, +To, +Troops) is det.
%
%  Moves Troops from From to To and counts one move (no checks).
apply_move(_Player, From, To, Troops) :-
    troops(From, F0),
    F is F0 - Troops,
    set_troops(From, F),
    troops(To, T0),
    T is T0 + Troops,
    set_troops(To, T),
    moves_made(M0),
    M is M0 + 1,
    set_moves_made(M).
