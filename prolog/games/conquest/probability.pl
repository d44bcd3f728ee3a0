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
probabilities in fixed point (integers scaled by 2^54), within 1e-12 of
the exact ratio up to 500 dice a side (3e-14 at 100, 2.3e-13 at 500): the
exact counts outgrow Scryer's small integers there, Scryer 0.10 never
frees a big integer and keeps every distinct float it ever computed, so a
long series of games kept growing. The exported
counting relations stay exact. The rows are global values (put_global/2),
not facts: an asserted list costs ~380 bytes an element in Scryer 0.10.
*/
:- module(conquest_probability, [dice_sum_distribution/2,
                                 dice_outcomes_below/3,
                                 win_count/3,
                                 win_probability/3,
                                 state_win_probability/6,
                                 computer_chance/6,
                                 chance_context/4,
                                 context_chance/4,
                                 side_die_value/3,
                                 probability_percent/2,
                                 max_dice/1]).

:- use_module(library(lists)).
:- use_module(library(error)).
:- use_module(library(iso_ext)).
:- use_module('../../host/util').

:- use_module(state).
:- use_module(cards).

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
    distribution(N, Counts),
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
% game), and each computation is a dot product. With a card one side's sum
% is fixed, and P is the other side's share of sums above or below it.
dice_ratio(AttackValue, A, DefenceValue, D, P) :-
    (   AttackValue == random,
        DefenceValue == random
    ->  Key is A * 1024 + D,
        (   win_ratio_(Key, P0)
        ->  P = P0
        ;   (   A + D =< 20
            ->  wins(A, D, Wins),
                Total is 6^(A + D),
                ratio(Wins, Total, P0)
            ;   scaled_ratio(A, D, P0)
            ),
            assertz(win_ratio_(Key, P0)),
            P = P0
        )
    ;   AttackValue == random
    ->  Threshold is DefenceValue * D + 1,
        share_of_sums(A, at_least, Threshold, P)
    ;   DefenceValue == random
    ->  Attack is AttackValue * A,
        share_of_sums(D, below, Attack, P)
    ;   AttackValue * A > DefenceValue * D
    ->  ratio(1, 1, P)
    ;   ratio(0, 1, P)
    ).

% share_of_sums(+N, +Side, +S, -P): the probability that N dice sum to
% below S or to at_least S (Side). Exact up to 20 dice; beyond, in fixed
% point like scaled_ratio/3 (6^N is a big integer there).
share_of_sums(N, Side, S, P) :-
    (   N =< 20
    ->  below(N, S, Below),
        Total is 6^N,
        (   Side == below
        ->  Wins = Below
        ;   Wins is Total - Below
        ),
        ratio(Wins, Total, P)
    ;   below(scaled, N, S, Below),
        no_dice(scaled, [Scale]),
        (   Side == below
        ->  Wins = Below
        ;   Wins is Scale - Below
        ),
        scaled_float(Wins, P)
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
% the sums s that both sides can reach, in counts or scaled probabilities
% (Kind).
middle_sum(Kind, A, D, Middle) :-
    Lo is max(A, D + 1),
    Hi is min(6 * A, 6 * D),
    (   Lo =< Hi
    ->  row(A, Kind, RowA),
        below_row(D, Kind, BelowD),
        DropA is Lo - A,
        DropD is Lo - D - 1,
        drop(DropA, RowA, As),
        drop(DropD, BelowD, Bs),
        K is Hi - Lo + 1,
        (   Kind == counts
        ->  dot(K, As, Bs, 0, Middle)
        ;   scaled_dot(K, As, Bs, 0, Middle)
        )
    ;   Middle = 0
    ).

% below(+N, +S, -Count): outcomes of N dice with a sum below S.
below(N, S, Count) :-
    (   S > 6 * N
    ->  Count is 6^N
    ;   below(counts, N, S, Count)
    ).

% below(+Kind, +N, +S, -X): the outcomes (Kind counts, S =< 6N: above it
% below/3 answers 6^N) or the scaled probability (Kind scaled) of N dice
% summing below S.
below(Kind, N, S, X) :-
    (   S =< N
    ->  X = 0
    ;   S > 6 * N
    ->  no_dice(Kind, [X])
    ;   below_row(N, Kind, Below),
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

% scaled_dot(+K, +Xs, +Ys, +Acc0, -Acc): as dot/5 for scaled values, each
% X * Y / 2^54 rounded, from four products of halves so that no step
% outgrows a small integer: X (a row value, at most a sixth of the scale)
% = X1 * 2^26 + X0 and Y (a running sum, at most the scale) = Y1 * 2^28 +
% Y0. One expression a term: each arithmetic call costs about a
% microsecond in Scryer 0.10.
scaled_dot(0, _, _, Acc, Acc) :- !.
scaled_dot(K, [X|Xs], [Y|Ys], Acc0, Acc) :-
    Acc1 is Acc0 + (X >> 26) * (Y >> 28)
        + (((X >> 26) * (Y /\ 268435455) + 134217728) >> 28)
        + (((X /\ 67108863) * (Y >> 28) + 33554432) >> 26)
        + (((X /\ 67108863) * (Y /\ 268435455)) >> 54),
    K1 is K - 1,
    scaled_dot(K1, Xs, Ys, Acc1, Acc).

% ratio(+Wins, +Total, -P): Wins / Total as a float, also when the integers
% are too big for floats.
ratio(Wins, Total, P) :-
    (   (   Total =< 36028797018963967  % 2^55 - 1: 2^1000 not made
        ;   Total < 2^1000
        )
    ->  P is Wins / Total
    ;   Scaled is (Wins << 64) // Total,
        P is Scaled / 18446744073709551616.0
    ).

% scaled_ratio(+A, +D, -P): as wins/3 and ratio/3 with the rows as
% probabilities in fixed point (integers scaled by 2^54) instead of
% counts: beyond 20 dice in all the counts outgrow Scryer's small
% integers, Scryer 0.10 never frees a big integer, and it keeps every
% distinct float it ever computed (a row in floating point kept ~300 KB).
% Within 1e-12 of the exact ratio up to 500 dice a side (the rounding of
% each row adds up with its dice); certain outcomes are exactly 1.0 and
% 0.0.
scaled_ratio(A, D, P) :-
    (   A > 6 * D
    ->  P = 1.0
    ;   6 * A =< D
    ->  P = 0.0
    ;   middle_sum(scaled, A, D, Middle),
        Over is 6 * D + 1,
        below(scaled, A, Over, AtMost6D),
        no_dice(scaled, [Scale]),
        Wins is Middle + Scale - AtMost6D,
        scaled_float(Wins, P0),
        P is min(1.0, max(0.0, P0))
    ).

% scaled_float(+X, -P): the fixed-point probability X as a float.
scaled_float(X, P) :-
    P is float(X) / 18014398509481984.0.

% distribution(+N, -Counts): the cached row of counts for N dice.
distribution(N, Counts) :-
    row(N, counts, Counts).

% row(+N, +Kind, -Row): the cached row of N dice, counts or scaled
% probabilities (Kind).
row(N, Kind, Row) :-
    cached_row(N, Kind, Row-_).

% below_row(+N, +Kind, -Below): the running sums of N dice's row.
below_row(N, Kind, Below) :-
    cached_row(N, Kind, _-Below).

% cached_row(+N, +Kind, -Row-Below): the row of N dice and its running
% sums, built from the largest cached row of its kind below N (or from no
% dice: one outcome, sum 0). Rows are global values (util:put_global/2),
% not facts: Scryer 0.10 takes ~380 bytes for each element of an asserted
% list and ~20 for a global value's.
cached_row(N, Kind, Cached) :-
    row_key(Kind, N, Key),
    (   bb_get(Key, Cached0)
    ->  Cached = Cached0
    ;   (   largest_cached_below(Kind, N, M, Row1)
        ->  true
        ;   M = 0,
            no_dice(Kind, Row1)
        ),
        Steps is N - M,
        add_dice(Steps, Kind, Row1, Row),
        below_list(Row, Below),
        Cached = Row-Below,
        put_global(Key, Cached),
        cached_rows(Kind, Ns),
        cached_rows_key(Kind, NsKey),
        put_global(NsKey, [N|Ns])
    ).

row_key(Kind, N, Key) :-
    number_chars(N, Digits),
    atom_chars(Number, Digits),
    atom_concat('conquest_probability:row:', Kind, Prefix0),
    atom_concat(Prefix0, ':', Prefix),
    atom_concat(Prefix, Number, Key).

cached_rows_key(Kind, Key) :-
    atom_concat('conquest_probability:rows:', Kind, Key).

cached_rows(Kind, Ns) :-
    cached_rows_key(Kind, Key),
    (   bb_get(Key, Ns0)
    ->  Ns = Ns0
    ;   Ns = []
    ).

no_dice(counts, [1]).
no_dice(scaled, [18014398509481984]).   % 2^54: certainty

largest_cached_below(Kind, N, M, Row) :-
    cached_rows(Kind, Ns),
    findall(K, ( member(K, Ns), K < N ), Ks),
    list_max(Ks, M),
    row_key(Kind, M, Key),
    bb_get(Key, Row-_).

add_dice(0, _, Row, Row) :- !.
add_dice(K, Kind, Row0, Row) :-
    add_die(Kind, Row0, Row1),
    K1 is K - 1,
    add_dice(K1, Kind, Row1, Row).

% add_die(+Kind, +Row0, -Row): one more die. Each new count is the sum of a
% window of six old counts (zero padded), and each new scaled probability
% a sixth of such a sum, rounded; the window slides by adding the value entering and
% subtracting the one leaving. The first window holds five zeros and the
% first old value.
add_die(Kind, Row0, Row) :-
    append(Row0, [0,0,0,0,0], Tail),
    Tail = [First|Entering],
    slide([0,0,0,0,0|Tail], Entering, Kind, First, Row).

slide(_, [], Kind, W, [V]) :-
    !,
    window_value(Kind, W, V).
slide([Out|Outs], [In|Ins], Kind, W, [V|Vs]) :-
    window_value(Kind, W, V),
    W1 is W + In - Out,
    slide(Outs, Ins, Kind, W1, Vs).

window_value(counts, W, W).
window_value(scaled, W, P) :-
    P is (W + 3) // 6.

% below_list(+Counts, -Below): running sums of Counts, the last one left out.
below_list([C|Cs], Below) :-
    below_list(Cs, C, Below).

below_list([], _, []).
below_list([C|Cs], Acc, [Acc|Bs]) :-
    Acc1 is Acc + C,
    below_list(Cs, Acc1, Bs).

%% computer_chance(+State, +Player, +Defender, +Fighters, +Defenders, -P) is det.
%
%  The exact chance of the rules (probability.pl), the counts
%  scaled down past 60 troops (the odds stay close, the cost stays small).
computer_chance(State, Player, Defender, Fighters, Defenders, P) :-
    scaled_counts(Fighters, Defenders, F, D),
    state_win_probability(State, Player, Defender, F, D, P).

%  The counts scaled down past 60 troops, in proportion.
scaled_counts(Fighters, Defenders, F, D) :-
    M is max(Fighters, Defenders),
    (   M > 60
    ->  F is max(1, Fighters * 60 // M),
        D is max(1, Defenders * 60 // M)
    ;   F = Fighters,
        D = Defenders
    ).

%% chance_context(+State, +Player, +Defender, -Context) is det.
%
%  What computer_chance/6 reads of State when Player attacks Defender (the
%  dice both sides' cards fix, Player's Napoleon), so that a computer
%  weighing many battles between the same two players reads it once.
chance_context(State, Player, Defender, chance(AttackValue, DefenceValue, Napoleon)) :-
    side_die_value(State, Player, AttackValue),
    side_die_value(State, Defender, DefenceValue),
    (   player_leader(State, Player, napoleon)
    ->  Napoleon = true
    ;   Napoleon = false
    ).

%% context_chance(+Context, +Fighters, +Defenders, -P) is det.
%
%  P is computer_chance/6 of the state and players of Context
%  (chance_context/4), for Fighters, at least 1, against Defenders.
context_chance(chance(AttackValue, DefenceValue, Napoleon), Fighters, Defenders, P) :-
    scaled_counts(Fighters, Defenders, F, D),
    dice_ratio(AttackValue, F, DefenceValue, D, P0),
    (   Napoleon == true
    ->  P is 0.25 + 0.75 * P0
    ;   P = P0
    ).
