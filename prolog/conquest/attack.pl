/** The attack command: one battle per turn, chosen through questions.

The player chooses one of its territories with more than one troop that
borders an enemy territory, how many troops to send (1 to troops - 1) and
the target among the adjacent enemy territories (one under a Ceasefire
Order is refused). Each side rolls one die per fighting troop, changed by
risk cards (cards:modified_dice/3), and the battle is decided by
battle:battle_outcome/3. A winning attacker moves 1 to Sent troops in; the
sent troops that do not move in stay home. A defender left without
territories is out; an attacker holding the whole map wins.

Every answer is asked again until it is valid. At the end of input the
attack is cancelled: nothing changes and the attack is not used up.
*/
:- module(attack, [attack/0,
                   attack_origin/2,
                   attack_target/3,
                   attackable_target/3,
                   legal_attack/4,
                   origin_error/3,
                   apply_attack/6]).

:- use_module(library(lists)).
:- use_module(library(between)).
:- use_module(library(iso_ext)).
:- use_module('../host').
:- use_module(map).
:- use_module(state).
:- use_module(holdings).
:- use_module(battle).
:- use_module(cards).
:- use_module(validate).
:- use_module(report).

%% attack_target(+Player, ?From, ?To) is nondet.
%
%  To is an enemy territory bordering From.
attack_target(Player, From, To) :-
    adjacent(From, To),
    owner(To, Owner),
    Owner \== Player.

%% attackable_target(+Player, ?From, ?To) is nondet.
%
%  To is an enemy territory bordering From that may be attacked now (its
%  owner is not under a Ceasefire Order).
attackable_target(Player, From, To) :-
    attack_target(Player, From, To),
    \+ protected_territory(To).

%% attack_origin(+Player, ?From) is nondet.
%
%  Player may start an attack from From: it holds From with more than one
%  troop, and From borders a territory it may attack. In map order.
attack_origin(Player, From) :-
    territory(From, _, _),
    owner(From, Player),
    troops(From, N),
    N > 1,
    once(attackable_target(Player, From, _)).

%% legal_attack(+Player, ?From, ?Sent, ?To) is nondet.
%
%  Player may attack To from From with Sent troops.
legal_attack(Player, From, Sent, To) :-
    attack_origin(Player, From),
    troops(From, N),
    Max is N - 1,
    between(1, Max, Sent),
    attackable_target(Player, From, To).

%% origin_error(+Player, +From, -Error) is semidet.
%
%  Player may not attack from From, for the reason Error.
origin_error(Player, From, Error) :-
    (   territory_error(From, Error)
    ->  true
    ;   \+ owner(From, Player)
    ->  Error = not_owner(Player, From)
    ;   troops(From, N),
        N =< 1
    ->  Error = too_few_to_attack(From)
    ;   \+ attack_target(Player, From, _)
    ->  Error = no_enemy_neighbour(From)
    ;   \+ attackable_target(Player, From, _)
    ->  Error = neighbours_protected(From)
    ).

%% attack is det.
%
%  The current player's attack of the turn, asked step by step.
attack :-
    (   command_error(attack, Error)
    ->  report(Error)
    ;   current_player(Player),
        action_used(attack)
    ->  report(attack_used(Player))
    ;   current_player(Player),
        \+ attack_origin(Player, _)
    ->  report(no_attack_possible(Player))
    ;   current_player(Player),
        report(attack_begins(Player)),
        display_map,
        catch(attack_plan(Player, Plan),
              error(host_error(end_of_input), _),
              Plan = cancelled),
        (   Plan == cancelled
        ->  report(attack_cancelled)
        ;   carry_out(Player, Plan)
        )
    ).

% The questions, the dice and the outcome; nothing is changed yet.
attack_plan(Player, battle(From, To, Sent, Defender, Outcome, MoveIn)) :-
    findall(T, attack_origin(Player, T), Origins),
    report(attack_origins(list(Origins))),
    ask_origin(Player, From),
    troops(From, N),
    report(attack_from(Player, From)),
    report(troops_in(From, N)),
    Max is N - 1,
    ask_sent(Max, Sent),
    report(sending(Player, Sent)),
    territory_neighbours(From, Neighbours),
    findall(T, ( member(T, Neighbours), attack_target(Player, From, T) ), Targets),
    report(choose_target),
    forall(nth1(I, Targets, T),
           report_target(I, T)),
    ask_target(Targets, To),
    owner(To, Defender),
    troops(To, Defenders),
    report_effects(Player),
    report_effects(Defender),
    roll_dice(Sent, AttackDice0),
    roll_dice(Defenders, DefenceDice0),
    modified_dice(Player, AttackDice0, AttackDice),
    modified_dice(Defender, DefenceDice0, DefenceDice),
    report(battle_begins),
    report_dice(Player, AttackDice),
    report_dice(Defender, DefenceDice),
    battle_outcome(AttackDice, DefenceDice, Outcome),
    (   Outcome == attacker_wins
    ->  report(attacker_wins(Player, To)),
        ask_move_in(To, Sent, MoveIn)
    ;   report(defender_wins(Defender)),
        MoveIn = 0
    ).

ask_origin(Player, From) :-
    report_ask(ask_attack_origin, Answer),
    typed_code(Answer, T),
    (   origin_error(Player, T, Error)
    ->  report(Error),
        report(try_again),
        ask_origin(Player, From)
    ;   From = T
    ).

ask_sent(Max, Sent) :-
    report_ask(ask_attack_troops, Answer),
    (   answer_integer(Answer, N),
        between(1, Max, N)
    ->  Sent = N
    ;   report(troops_invalid(Max)),
        ask_sent(Max, Sent)
    ).

report_target(I, T) :-
    owner(T, Owner),
    troops(T, N),
    report(target_option(I, T, Owner, N)).

ask_target(Targets, To) :-
    report_ask(ask_choice, Answer),
    (   answer_integer(Answer, I),
        nth1(I, Targets, T)
    ->  (   protected_territory(T)
        ->  report(ceasefire_refused(T)),
            ask_target(Targets, To)
        ;   To = T
        )
    ;   length(Targets, Max),
        report(choice_invalid(Max)),
        ask_target(Targets, To)
    ).

ask_move_in(To, Sent, MoveIn) :-
    report_ask(ask_move_in(To, Sent), Answer),
    (   answer_integer(Answer, N),
        between(1, Sent, N)
    ->  MoveIn = N
    ;   report(troops_invalid(Sent)),
        ask_move_in(To, Sent, MoveIn)
    ).

report_effects(Player) :-
    dice_effects(Player, Cards),
    forall(member(C, Cards), report(under_effect(Player, card(C)))).

report_dice(Player, Dice) :-
    report(dice_of(Player)),
    forall(nth1(I, Dice, D), report(die(I, D))),
    dice_total(Dice, Total),
    report(dice_total(Total)).

carry_out(Player, battle(From, To, Sent, Defender, Outcome, MoveIn)) :-
    apply_attack(Player, From, To, Sent, Outcome, MoveIn),
    troops(From, NFrom),
    troops(To, NTo),
    report(territory_total(From, NFrom)),
    report(territory_total(To, NTo)),
    (   Outcome == attacker_wins
    ->  after_conquest(Player, Defender)
    ;   true
    ).

%% apply_attack(+Player, +From, +To, +Sent, +Outcome, +MoveIn) is det.
%
%  The battle's result on the map, and the attack of the turn used up: the
%  attacker lost the Sent troops, or took To and moved MoveIn of them in.
%  Eliminations and victory are not decided here.
apply_attack(Player, From, To, Sent, Outcome, MoveIn) :-
    troops(From, N0),
    (   Outcome == attacker_wins
    ->  N is N0 - MoveIn,
        set_owner(To, Player),
        set_troops(To, MoveIn)
    ;   N is N0 - Sent
    ),
    set_troops(From, N),
    set_action_used(attack).

after_conquest(Player, Defender) :-
    player_territory_count(Defender, Left),
    (   Left =:= 0
    ->  report(territories_left(Defender, Left)),
        report(player_out(Defender)),
        set_eliminated(Defender)
    ;   true
    ),
    (   territory(T, _, _),
        \+ owner(T, Player)
    ->  true
    ;   report(world_conquered(Player)),
        set_winner(Player)
    ).
