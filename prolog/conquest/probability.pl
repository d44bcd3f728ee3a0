/** Win probabilities of attacks, exact.

A battle of A attacking troops against D defending troops rolls A dice
against D dice; the attacker wins when its sum is strictly greater (see
module battle). With c_n(s) the number of the 6^n outcomes of n dice whose
sum is s, and L_n(s) = c_n(n) + ... + c_n(s-1) the number whose sum is
below s,

    P(win) = sum over s of c_A(s) * L_D(s) / 6^(A+D).

c_n comes from c_(n-1) by one convolution with a die (each count is the sum
of a window of six counts of the previous row), kept as exact integers and
computed once per n (the rows asked for are cached; a new row is built from
the largest cached one below it). L_D is the running sum of c_D, so one
probability costs one pass over the 5A+1 possible sums.

Risk cards and world leaders change this (state_win_probability/6, and
attack_win_probability/5 of the running game):

  - Super Soldier Serum / Disease Outbreak: every die of the holder shows
    6 / 1 (conquest_cards:modified_dice/4; with both, the card that became
    active last wins, as in a battle), so that side's sum is fixed: 6n or n;
  - Napoleon: 25% of its holder's attacks are won without dice, so
    P = 0.25 + 0.75 * P(dice).

Troop counts from 1 to 1000 are accepted (max_dice/1).

The computers' and the attack's probability of a battle of more than 20
dice in all (state_win_probability/6) is summed from the rows as
probabilities, in floating point, within 1e-12 of the exact ratio: the
exact counts outgrow Scryer's small integers there, and Scryer 0.10 never
frees a big integer, so a long series of games kept growing. The exported
counting relations stay exact.
*/
:- module(conquest_probability, [dice_sum_distribution/2,
                                 dice_outcomes_below/3,
                                 win_count/3,
                                 win_probability/3,
                                 state_win_probability/6,
                                 side_die_value/3,
                                 probability_percent/2,
                                 max_dice/1]).

:- use_module(library(lists)).
:- use_module(library(error)).
:- use_module(state).
:- use_module(cards).

% row_(N, Kind, Row, Below): for Kind counts, Row = [c_N(N), ..., c_N(6N)]
% and Below = [L_N(N+1), ..., L_N(6N)]; for Kind probabilities the same
% divided by 6^N (battles of more than 20 dice, see float_ratio/3). Only
% rows that were asked for are kept.
:- dynamic(row_/4).

% win_ratio_(Key, P): A attackers against D defenders without cards win with
% probability P (Key = A * 1024 + D, one first argument to index on). Kept
% for every pair asked for.
:- dynamic(win_ratio_/2).

%% max_dice(?N).
%
%  The largest number of dice (troops on one side) a probability is computed
%  for; more is a domain error rather than a long wait.
max_dice(1000).

%% dice_sum_distribution(+N, -Dist) is det.
%
%  Dist lists Sum-Count for every Sum that N dice can show (N to 6N): Count of
%  the 6^N equally likely outcomes have that sum. Exact integers.
%
%  ?- dice_sum_distribution(2, D).
%     D = [2-1,3-2,4-3,5-4,6-5,7-6,8-5,9-4,10-3,11-2,12-1].
dice_sum_distribution(N, Dist) :-
    dice_count(N, dice_sum_distribution/2),
    distribution(N, Counts, _),
    sum_pairs(Counts, N, Dist).

sum_pairs([], _, []).
sum_pairs([C|Cs], S, [S-C|Ps]) :-
    S1 is S + 1,
    sum_pairs(Cs, S1, Ps).

%% dice_outcomes_below(+N, +Sum, -Count) is det.
%
%  Count of the 6^N outcomes of N dice have a sum strictly below Sum.
%
%  ?- dice_outcomes_below(2, 5, C).
%     C = 6.
dice_outcomes_below(N, Sum, Count) :-
    dice_count(N, dice_outcomes_below/3),
    must_be(integer, Sum),
    below(N, Sum, Count).

%% win_count(+Attackers, +Defenders, -Wins) is det.
%
%  Wins of the 6^(Attackers+Defenders) outcomes of the dice give the
%  attacker a strictly greater sum.
%
%  ?- win_count(1, 1, W).
%     W = 15.
win_count(A, D, Wins) :-
    dice_count(A, win_count/3),
    dice_count(D, win_count/3),
    wins(A, D, Wins).

%% win_probability(+Attackers, +Defenders, -P) is det.
%
%  P (a float) is the probability that Attackers dice sum to strictly more
%  than Defenders dice, one die per troop each side, no cards. Both counts
%  are integers from 1 to max_dice/1: otherwise a type, instantiation or
%  domain error.
%
%  ?- win_probability(1, 1, P).
%     P = 0.4166666666666667.
%  ?- win_probability(3, 2, P).
%     P = 0.7785493827160493.
win_probability(A, D, P) :-
    dice_count(A, win_probability/3),
    dice_count(D, win_probability/3),
    wins(A, D, Wins),
    Total is 6^(A + D),
    ratio(Wins, Total, P).

%% state_win_probability(+State, +Player, +Defender, +Sent, +Defenders, -P) is det.
%
%  P is the probability that Player, attacking with Sent troops a territory
%  of Defender holding Defenders troops, wins the battle in State: with the
%  risk cards that fix either side's dice, and Napoleon (25% of Player's
%  attacks won without dice) if Player holds him.
%
%  ?- initial_state([p1, p2], options(0.1, none), _S),
%     state_win_probability(_S, p1, p2, 3, 2, P).
%     P = 0.7785493827160493.
state_win_probability(State, Player, Defender, Sent, Defenders, P) :-
    must_be(atom, Player),
    must_be(atom, Defender),
    dice_count(Sent, attack_win_probability/5),
    dice_count(Defenders, attack_win_probability/5),
    side_die_value(State, Player, AttackValue),
    side_die_value(State, Defender, DefenceValue),
    dice_ratio(AttackValue, Sent, DefenceValue, Defenders, P0),
    (   player_leader(State, Player, napoleon)
    ->  P is 0.25 + 0.75 * P0
    ;   P = P0
    ).

%% side_die_value(+State, +Player, -Value) is det.
%
%  Value is the number every die of Player shows because of its active
%  cards, or `random`. The same fold over the cards as
%  conquest_cards:modified_dice/4.
%
%  ?- initial_state([p1, p2], options(0.1, none), _S), side_die_value(_S, p1, V).
%     V = random.
side_die_value(State, Player, Value) :-
    dice_effects(State, Player, Cards),
    effects_dice(Cards, [random], [Value]).

% dice_ratio(+AttackValue, +A, +DefenceValue, +D, -P): the attacker wins with
% probability P. Without cards it is looked up: the computer players ask for
% the same few thousand pairs again and again (tens of thousands of times a
% game), and each computation is a dot product of big integers.
dice_ratio(AttackValue, A, DefenceValue, D, P) :-
    (   AttackValue == random,
        DefenceValue == random
    ->  Key is A * 1024 + D,
        (   win_ratio_(Key, P0)
        ->  P = P0
        ;   (   A + D =< 20
            ->  dice_wins(random, A, random, D, Wins, Total),
                ratio(Wins, Total, P0)
            ;   float_ratio(A, D, P0)
            ),
            assertz(win_ratio_(Key, P0)),
            P = P0
        )
    ;   dice_wins(AttackValue, A, DefenceValue, D, Wins, Total),
        ratio(Wins, Total, P)
    ).

% dice_wins(+AttackValue, +A, +DefenceValue, +D, -Wins, -Total):
% Wins of Total equally likely cases are won by the attacker. (Det: one
% branch each, no choice point left behind.)
dice_wins(AttackValue, A, DefenceValue, D, Wins, Total) :-
    (   AttackValue == random,
        DefenceValue == random
    ->  wins(A, D, Wins),
        Total is 6^(A + D)
    ;   AttackValue == random
    ->  Defence is DefenceValue * D,
        Threshold is Defence + 1,
        below(A, Threshold, NotWins),
        Total is 6^A,
        Wins is Total - NotWins
    ;   DefenceValue == random
    ->  Attack is AttackValue * A,
        below(D, Attack, Wins),
        Total is 6^D
    ;   Total = 1,
        (   AttackValue * A > DefenceValue * D
        ->  Wins = 1
        ;   Wins = 0
        )
    ).

%% probability_percent(+P, -Text) is det.
%
%  Text is the atom of P as a percentage with one decimal.
%
%  ?- probability_percent(0.41666, T).
%     T = '41.7'.
probability_percent(P, Text) :-
    Tenths is round(P * 1000),
    Whole is Tenths // 10,
    Decimal is Tenths mod 10,
    number_codes(Whole, Ws),
    number_codes(Decimal, Ds),
    append(Ws, [0'.|Ds], Codes),
    atom_codes(Text, Codes).

% --------------------------------------------------------------- internals

dice_count(N, Context) :-
    (   var(N)
    ->  throw(error(instantiation_error, Context))
    ;   integer(N)
    ->  max_dice(Max),
        (   N >= 1,
            N =< Max
        ->  true
        ;   throw(error(domain_error(between(1, Max), N), Context))
        )
    ;   throw(error(type_error(integer, N), Context))
    ).

% wins(+A, +D, -Wins): sum over s of c_A(s) * L_D(s). L_D(s) is 0 up to
% s = D, read from the cached row for D < s =< 6D, and 6^D above 6D.
wins(A, D, Wins) :-
    middle_sum(counts, A, D, Middle),
    Over is 6 * D + 1,
    below(A, Over, AtMost6D),
    Wins is Middle + 6^D * (6^A - AtMost6D).

% middle_sum(+Kind, +A, +D, -Middle): the sum of row_A(s) * below_D(s) over
% the sums s that both sides can reach, in counts or probabilities (Kind).
middle_sum(Kind, A, D, Middle) :-
    row(A, Kind, RowA, _),
    row(D, Kind, _, BelowD),
    zero(Kind, Zero),
    Lo is max(A, D + 1),
    Hi is min(6 * A, 6 * D),
    (   Lo =< Hi
    ->  DropA is Lo - A,
        DropD is Lo - D - 1,
        drop(DropA, RowA, As),
        drop(DropD, BelowD, Bs),
        K is Hi - Lo + 1,
        dot(K, As, Bs, Zero, Middle)
    ;   Middle = Zero
    ).

% below(+N, +S, -Count): outcomes of N dice with a sum below S.
below(N, S, Count) :-
    (   S > 6 * N
    ->  Count is 6^N
    ;   below(counts, N, S, Count)
    ).

% below(+Kind, +N, +S, -X): the outcomes (Kind counts, S =< 6N: above it
% below/3 answers 6^N) or the probability (Kind probabilities) of N dice
% summing below S.
below(Kind, N, S, X) :-
    (   S =< N
    ->  zero(Kind, X)
    ;   S > 6 * N
    ->  no_dice(Kind, [X])
    ;   row(N, Kind, _, Below),
        I is S - N,
        nth1(I, Below, X)
    ).

drop(0, Xs, Xs) :- !.
drop(K, [_|Xs], Ys) :-
    K1 is K - 1,
    drop(K1, Xs, Ys).

dot(0, _, _, Acc, Acc) :- !.
dot(K, [X|Xs], [Y|Ys], Acc0, Acc) :-
    Acc1 is Acc0 + X * Y,
    K1 is K - 1,
    dot(K1, Xs, Ys, Acc1, Acc).

% ratio(+Wins, +Total, -P): Wins / Total as a float, also when the integers
% are too big for floats.
ratio(Wins, Total, P) :-
    (   Total =< 36028797018963967      % 2^55 - 1: no big integer made
    ->  P is Wins / Total
    ;   Total < 2^1000
    ->  P is Wins / Total
    ;   Scaled is (Wins << 64) // Total,
        P is Scaled / 18446744073709551616.0
    ).

% float_ratio(+A, +D, -P): as wins/3 and ratio/3 with the rows as
% probabilities (floats) instead of counts: beyond 20 dice in all the
% counts outgrow Scryer's small integers, and Scryer 0.10 never frees a big
% integer (a table of 60 x 60 battles kept 78 MB). Within 1e-12 of the
% exact ratio; certain outcomes are exactly 1.0 and 0.0.
float_ratio(A, D, P) :-
    (   A > 6 * D
    ->  P = 1.0
    ;   6 * A =< D
    ->  P = 0.0
    ;   middle_sum(probabilities, A, D, Middle),
        Over is 6 * D + 1,
        below(probabilities, A, Over, AtMost6D),
        P0 is Middle + (1.0 - AtMost6D),
        P is min(1.0, max(0.0, P0))
    ).

% distribution(+N, -Counts, -Below): the cached row of counts for N dice.
distribution(N, Counts, Below) :-
    row(N, counts, Counts, Below).

% row(+N, +Kind, -Row, -Below): the cached row of N dice, counts or
% probabilities (Kind), built from the largest cached row of its kind
% below N (or from no dice: one outcome, sum 0).
row(N, Kind, Row, Below) :-
    (   row_(N, Kind, Row0, Below0)
    ->  Row = Row0,
        Below = Below0
    ;   (   largest_cached_below(Kind, N, M, Row1)
        ->  true
        ;   M = 0,
            no_dice(Kind, Row1)
        ),
        Steps is N - M,
        add_dice(Steps, Kind, Row1, Row0),
        below_list(Row0, Below0),
        assertz(row_(N, Kind, Row0, Below0)),
        Row = Row0,
        Below = Below0
    ).

no_dice(counts, [1]).
no_dice(probabilities, [1.0]).

zero(counts, 0).
zero(probabilities, 0.0).

largest_cached_below(Kind, N, M, Row) :-
    findall(K, ( row_(K, Kind, _, _), K < N ), Ks),
    list_max(Ks, M),
    row_(M, Kind, Row, _).

add_dice(0, _, Row, Row) :- !.
add_dice(K, Kind, Row0, Row) :-
    add_die(Kind, Row0, Row1),
    K1 is K - 1,
    add_dice(K1, Kind, Row1, Row).

% add_die(+Kind, +Row0, -Row): one more die. Each new count is the sum of a
% window of six old counts (zero padded), and each new probability a sixth
% of such a sum; the window slides by adding the value entering and
% subtracting the one leaving. The first window holds five zeros and the
% first old value.
add_die(Kind, Row0, Row) :-
    zero(Kind, Zero),
    append(Row0, [Zero,Zero,Zero,Zero,Zero], Tail),
    Tail = [First|Entering],
    slide([Zero,Zero,Zero,Zero,Zero|Tail], Entering, Kind, First, Row).

slide(_, [], Kind, W, [V]) :-
    !,
    window_value(Kind, W, V).
slide([Out|Outs], [In|Ins], Kind, W, [V|Vs]) :-
    window_value(Kind, W, V),
    W1 is W + In - Out,
    slide(Outs, Ins, Kind, W1, Vs).

% A sum that rounding took below zero is zero.
window_value(counts, W, W).
window_value(probabilities, W, P) :-
    P is max(0.0, W / 6).

% below_list(+Counts, -Below): running sums of Counts, the last one left out.
below_list([C|Cs], Below) :-
    below_list(Cs, C, Below).

below_list([], _, []).
below_list([C|Cs], Acc, [Acc|Bs]) :-
    Acc1 is Acc + C,
    below_list(Cs, Acc1, Bs).
