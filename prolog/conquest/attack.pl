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
                   target_candidates/3,
                   battle_result/4,
                   conclude_attack/7,
                   apply_attack/6,
                   apply_attack/7]).

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
:- use_module(probability).
:- use_module(leaders).
:- use_module(outcome).

%% attack_target(+Player, ?From, ?To) is nondet.
%
%  To is an enemy territory From can reach: a neighbour, or any enemy
%  territory when Player has Genghis Khan (leaders:reach/3).
attack_target(Player, From, To) :-
    reach(Player, From, To),
    owner(To, Owner),
    Owner \== Player.

%% target_candidates(+Player, +From, -Targets) is det.
%
%  The enemy territories From can reach, in the order the attack lists them:
%  the neighbours in map order, or the whole map with Genghis Khan.
target_candidates(Player, From, Targets) :-
    (   leader(Player, genghis_khan)
    ->  findall(T, ( territory(T, _, _), attack_target(Player, From, T) ), Targets)
    ;   territory_neighbours(From, Neighbours),
        findall(T, ( member(T, Neighbours), attack_target(Player, From, T) ), Targets)
    ).

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
attack_plan(Player, battle(From, To, Sent, Extra, Outcome, MoveIn)) :-
    findall(T, attack_origin(Player, T), Origins),
    report(attack_origins(list(Origins))),
    ask_origin(Player, From),
    troops(From, N),
    report(attack_from(Player, From)),
    report(troops_in(From, N)),
    Max is N - 1,
    ask_sent(Max, Sent),
    ask_extra(Player, Extra),
    Fighters is Sent + Extra,
    report(sending(Player, Fighters)),
    target_candidates(Player, From, Targets),
    report(choose_target),
    forall(nth1(I, Targets, T),
           report_target(Player, Fighters, I, T)),
    ask_target(Targets, To),
    battle_result(Player, To, Fighters, Outcome),
    (   Outcome == attacker_wins
    ->  ask_move_in(To, Fighters, MoveIn)
    ;   MoveIn = 0
    ).

%% battle_result(+Player, +To, +Fighters, -Outcome) is det.
%
%  Player's Fighters troops fight the troops of To: Napoleon may win it
%  outright, else both sides roll, with their risk cards. The battle is
%  told; nothing is changed.
battle_result(Player, To, Fighters, Outcome) :-
    owner(To, Defender),
    troops(To, Defenders),
    report_effects(Player),
    report_effects(Defender),
    (   napoleon_strikes(Player)
    ->  report(napoleon_wins(Player, To)),
        Outcome = attacker_wins
    ;   roll_dice(Fighters, AttackDice0),
        roll_dice(Defenders, DefenceDice0),
        modified_dice(Player, AttackDice0, AttackDice),
        modified_dice(Defender, DefenceDice0, DefenceDice),
        report(battle_begins),
        report_dice(Player, AttackDice),
        report_dice(Defender, DefenceDice),
        battle_outcome(AttackDice, DefenceDice, Outcome)
    ),
    (   Outcome == attacker_wins
    ->  report(attacker_wins(Player, To))
    ;   report(defender_wins(Defender))
    ).

% Troops of the reinforcement territory that join the attack (none asked
% when it is empty or missing).
ask_extra(Player, Extra) :-
    (   bonus_territory(Player, Stored),
        Stored > 0
    ->  report_ask(ask_attack_extra(Stored), Answer),
        (   answer_integer(Answer, N),
            between(0, Stored, N)
        ->  Extra = N
        ;   report(extra_invalid(Stored)),
            ask_extra(Player, Extra)
        )
    ;   Extra = 0
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

% Each option with the chance that Fighters troops of Player win there
% (probability:attack_win_probability/5).
report_target(Player, Fighters, I, T) :-
    owner(T, Owner),
    troops(T, N),
    (   catch(attack_win_probability(Player, Owner, Fighters, N, P),
              error(domain_error(_, _), _), fail)
    ->  probability_percent(P, Percent),
        report(target_option(I, T, Owner, N, name(Percent)))
    ;   report(target_option(I, T, Owner, N))
    ).

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

% A die a line, as the seed shows them; a big army's dice on one line, so a
% battle of 80 troops is not 80 lines.
report_dice(Player, Dice) :-
    report(dice_of(Player)),
    length(Dice, N),
    (   N =< 6
    ->  forall(nth1(I, Dice, D), report(die(I, D)))
    ;   report(dice_line(N, list(Dice)))
    ),
    dice_total(Dice, Total),
    report(dice_total(Total)).

carry_out(Player, battle(From, To, Sent, Extra, Outcome, MoveIn)) :-
    conclude_attack(Player, From, To, Sent, Extra, Outcome, MoveIn).

%% conclude_attack(+Player, +From, +To, +Sent, +Extra, +Outcome, +MoveIn) is det.
%
%  The battle's result on the map, told: the attack of the turn is used up,
%  and a conquest is settled (elimination, victory, world leaders).
conclude_attack(Player, From, To, Sent, Extra, Outcome, MoveIn) :-
    owner(To, Defender),
    apply_attack(Player, From, To, Sent, Extra, Outcome, MoveIn),
    troops(From, NFrom),
    troops(To, NTo),
    report(territory_total(From, NFrom)),
    report(territory_total(To, NTo)),
    (   Extra > 0,
        bonus_territory(Player, Stored)
    ->  report(reinforcement_territory_left(Player, Stored))
    ;   true
    ),
    (   Outcome == attacker_wins
    ->  territory_taken(Player, To, Defender)
    ;   true
    ).

%% apply_attack(+Player, +From, +To, +Sent, +Outcome, +MoveIn) is det.
%
%  As apply_attack/7 with no troops from a reinforcement territory.
apply_attack(Player, From, To, Sent, Outcome, MoveIn) :-
    apply_attack(Player, From, To, Sent, 0, Outcome, MoveIn).

%% apply_attack(+Player, +From, +To, +Sent, +Extra, +Outcome, +MoveIn) is det.
%
%  The battle's result on the map, and the attack of the turn used up.
%  Sent troops of From and Extra of the reinforcement territory fought: lost
%  all, or took To, where MoveIn of them move (those of the reinforcement
%  territory first; the others go back where they came from). Eliminations
%  and victory are not decided here.
apply_attack(Player, From, To, Sent, Extra, Outcome, MoveIn) :-
    troops(From, N0),
    (   Outcome == attacker_wins
    ->  FromExtra is min(Extra, MoveIn),
        FromMap is MoveIn - FromExtra,
        N is N0 - FromMap,
        set_owner(To, Player),
        set_troops(To, MoveIn)
    ;   FromExtra = Extra,
        N is N0 - Sent
    ),
    set_troops(From, N),
    (   FromExtra > 0
    ->  bonus_territory(Player, B0),
        B is B0 - FromExtra,
        set_bonus_territory(Player, B)
    ;   true
    ),
    set_action_used(attack).
