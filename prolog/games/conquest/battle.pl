/** Battles: dice, outcomes and losses.

An attack sends A troops against a territory holding D troops. Each side
rolls one die per troop; the attacker wins only with a strictly greater
sum, so ties go to the defender. The losing side loses all its fighting
troops. These relations are pure: dice are arguments, so a search or a
test can enumerate outcomes without rolling. Dice changed by risk cards
(conquest_cards:modified_dice/4) are applied before battle_outcome/3.
*/
:- module(conquest_battle, [dice_total/2,
                   battle_outcome/3,
                   battle_losses/5]).

:- use_module(library(lists)).

%% dice_total(+Dice, -Total) is det.
%
%  Total is the sum of Dice.
%
%  ?- dice_total([6,3,2], T).
%     T = 11.
dice_total(Dice, Total) :-
    sum_list(Dice, Total).

%% battle_outcome(+AttackDice, +DefenceDice, -Outcome) is det.
%
%  Outcome is attacker_wins if the attacker's dice sum to strictly more than
%  the defender's, and defender_wins otherwise (ties go to the defender).
%
%  ?- battle_outcome([6,3], [4,5], O).
%     O = defender_wins.
%  ?- battle_outcome([6,6], [3,3,2], O).
%     O = attacker_wins.
battle_outcome(AttackDice, DefenceDice, Outcome) :-
    dice_total(AttackDice, Attack),
    dice_total(DefenceDice, Defence),
    (   Attack > Defence
    ->  Outcome = attacker_wins
    ;   Outcome = defender_wins
    ).

%% battle_losses(+Outcome, +Sent, +Defenders, -AttackerLoss, -DefenderLoss) is det.
%
%  The losing side loses all its fighting troops: the Sent attackers, or
%  the Defenders of the territory.
%
%  ?- battle_losses(defender_wins, 6, 4, A, D).
%     A = 6, D = 0.
battle_losses(attacker_wins, _, Defenders, 0, Defenders).
battle_losses(defender_wins, Sent, _, Sent, 0).
