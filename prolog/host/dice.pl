/** Dice and random numbers, all from the host's one seeded generator, so
that `conquest --seed N` replays a whole game.
*/
:- module(dice, [roll_dice/2,
                 random_between/3,
                 random_member/2,
                 random_permutation/2,
                 script_dice/1,
                 script_randoms/1,
                 script_clear/0,
                 host_seed/1,
                 rng_state/2,
                 set_rng_state/2]).

:- use_module(library(iso_ext)).
:- use_module(library(lists)).
:- use_module(library(error)).
:- use_module(library(util), [put_global/2]).
:- use_module(library(bridge), [host_request/2, host_request_term/2]).

%% roll_dice(+N, -Dice) is det.
%
%  Dice is a list of N six-sided dice from the host's seeded generator.
%
%  ?- roll_dice(3, D).
%     D = [4,1,6].
roll_dice(N, Dice) :-
    integer_argument(N),
    (   N =< 0
    ->  Dice = []
    ;   scripted_dice(N, Dice)
    ->  true
    ;   N > 100000
    ->  % A bound on memory, far above any game.
        throw(error(host_error(too_many_dice), dice))
    ;   drawn_dice(N, Dice)
    ).

drawn_dice(0, []) :- !.
drawn_dice(N, [D|Ds]) :-
    drawn_die(D),
    N1 is N - 1,
    drawn_dice(N1, Ds).

%% script_dice(+Dice) is det.
%
%  The next dice rolled are Dice, in order, instead of the generator's: for
%  tests, demonstrations and cheats (a battle or a tie played on purpose). Rolls
%  take scripted dice while there are enough for the whole roll.
%
%  ?- script_dice([6,6,1]), roll_dice(2, D).
%     D = [6,6].
script_dice(Dice) :-
    must_be(list, Dice),
    (   member(D, Dice), \+ (integer(D), D >= 1, D =< 6)
    ->  throw(error(domain_error(die_value, D), script_dice/1))
    ;   script_queue(dice, Queue0),
        append(Queue0, Dice, Queue),
        put_global('host:script_dice', Queue)
    ).

%% script_randoms(+Numbers) is det.
%
%  The next random_between/3 results are Numbers, in order (random_member/2 then
%  picks the Nth element; a range of one value uses none). A scripted number outside the asked range is
%  dropped and the generator answers instead.
script_randoms(Numbers) :-
    must_be(list, Numbers),
    (   member(X, Numbers), \+ integer(X)
    ->  throw(error(type_error(integer, X), script_randoms/1))
    ;   script_queue(randoms, Queue0),
        append(Queue0, Numbers, Queue),
        put_global('host:script_randoms', Queue)
    ).

%% script_clear is det.
%
%  Forgets every scripted die and number not used yet.
script_clear :-
    bb_put('host:script_dice', []),
    bb_put('host:script_randoms', []).

script_queue(dice, Queue) :-
    (   bb_get('host:script_dice', Queue0)
    ->  Queue = Queue0
    ;   Queue = []
    ).
script_queue(randoms, Queue) :-
    (   bb_get('host:script_randoms', Queue0)
    ->  Queue = Queue0
    ;   Queue = []
    ).

scripted_dice(N, Dice) :-
    script_queue(dice, Queue),
    Queue \== [],
    length(Dice, N),
    append(Dice, Rest, Queue),
    !,
    put_global('host:script_dice', Rest).

%% random_between(+Low, +High, -X) is det.
%
%  X is a uniformly random integer with Low =< X =< High.
random_between(Low, High, X) :-
    integer_argument(Low),
    integer_argument(High),
    (   Low > High
    ->  throw(error(domain_error(non_empty_range, Low-High), random_between/3))
    ;   Low =:= High
    ->  X = Low
    ;   script_queue(randoms, [X0|Rest])
    ->  put_global('host:script_randoms', Rest),
        (   X0 >= Low, X0 =< High
        ->  X = X0
        ;   random_between(Low, High, X)
        )
    ;   % Literals: 1 << 63 would make a big integer at every call, and
        % Scryer 0.10 never frees one (2 MB in 10 000 draws).
        ( Low < -9223372036854775808 ; High > 9223372036854775807 )
    ->  throw(error(host_error(not_a_small_integer), between))
    ;   drawn_between(Low, High, X)
    ).

%  must_be(integer, X) only when integer/1 fails: must_be/2 costs ~1.5 us
%  a call, a tenth of a random number, and a game draws thousands.
integer_argument(X) :-
    (   integer(X)
    ->  true
    ;   must_be(integer, X)
    ).

%% random_member(-X, +List) is det.
%
%  X is a uniformly random element of the non-empty List.
random_member(X, List) :-
    must_be(list, List),
    length(List, N),
    (   N =:= 0
    ->  throw(error(domain_error(non_empty_list, List), random_member/2))
    ;   random_between(1, N, I),
        nth1(I, List, X)
    ).

%% random_permutation(+List, -Permutation) is det.
%
%  Permutation is List in a random order (Fisher-Yates through random_between/3).
random_permutation(List, Permutation) :-
    must_be(list, List),
    length(List, N),
    shuffle(N, List, Permutation).

shuffle(0, [], []) :- !.
shuffle(N, List, [X|Xs]) :-
    random_between(1, N, I),
    nth1(I, List, X, Rest),
    N1 is N - 1,
    shuffle(N1, Rest, Xs).

/* Draws from the host's words.

The host hands out its generator's 32-bit words in batches (a request per
draw cost ~56 us, most of a simulated move's host time); dice and numbers
are drawn from them here exactly as the rand crate's gen_range draws them
(rand 0.8, UniformInt::sample_single_inclusive): u8 arithmetic for a die,
u64 for a number, a word or two per try and a rare try rejected. A seed
gives the same games as when the host drew each number itself, and
rng_state/2 counts only the words used. */

%  The next word: 'host:words' is the batch, w(W1, ..., Wn), and
%  'host:word_at' the index of the next unused one (0: no batch).
next_word(W) :-
    (   bb_get('host:word_at', I),
        I > 0,
        bb_get('host:words', Words),
        arg(I, Words, W0)
    ->  I1 is I + 1,
        bb_put('host:word_at', I1),
        W = W0
    ;   host_request_term([words, 64], Words),
        put_global('host:words', Words),
        bb_put('host:word_at', 1),
        next_word(W)
    ).

%  The words of the batch not used yet: rng_state/2 subtracts them.
unused_words(N) :-
    (   bb_get('host:word_at', I),
        I > 0,
        bb_get('host:words', Words)
    ->  functor(Words, _, Size),
        N is max(0, Size - I + 1)
    ;   N = 0
    ).

forget_words :-
    bb_put('host:word_at', 0).

%  gen_range(1..=6u8): a word times 6; the high half is the die, unless the
%  low half falls in the top 4 values of 2^32 (rejected, to stay uniform).
drawn_die(D) :-
    next_word(W),
    P is W * 6,
    (   P /\ 0xFFFFFFFF =< 4294967291
    ->  D is (P >> 32) + 1
    ;   drawn_die(D)
    ).

%  gen_range(Low..=High) on i64: V, two words (the first the low half),
%  times the range R as a 128-bit product; the high 64 bits are the number
%  unless the low 64 bits are above the zone. For R < 2^22 the same sums
%  are done in 32-bit halves, which stay small integers.
drawn_between(Low, High, X) :-
    R is High - Low + 1,
    (   R < 4194304
    ->  small_msb(R, B),
        ZoneHigh is R << (31 - B),
        drawn_small(R, ZoneHigh, Low, X)
    ;   R =:= 18446744073709551616
    ->  next_u64(V),
        X is V - ((V >> 63) << 64)
    ;   most_significant_bit(R, B),
        Zone is (R << (63 - B)) - 1,
        drawn_large(R, Zone, Low, X)
    ).

drawn_small(R, ZoneHigh, Low, X) :-
    next_word(Lo),
    next_word(Hi),
    A is Lo * R,
    C is Hi * R + (A >> 32),
    (   C /\ 0xFFFFFFFF < ZoneHigh
    ->  X is Low + (C >> 32)
    ;   drawn_small(R, ZoneHigh, Low, X)
    ).

drawn_large(R, Zone, Low, X) :-
    next_u64(V),
    P is V * R,
    (   P /\ 0xFFFFFFFFFFFFFFFF =< Zone
    ->  X is Low + (P >> 64)
    ;   drawn_large(R, Zone, Low, X)
    ).

%  B is the index of the highest bit set in 0 < N < 2^64 (Scryer 0.10 has
%  no msb/1 function): halving the step as a binary search.
most_significant_bit(N, B) :-
    most_significant_bit(N, 32, 0, B).

most_significant_bit(N, Step, B0, B) :-
    (   Step =:= 0
    ->  B = B0
    ;   N >> Step > 0
    ->  N1 is N >> Step,
        B1 is B0 + Step,
        Step1 is Step >> 1,
        most_significant_bit(N1, Step1, B1, B)
    ;   Step1 is Step >> 1,
        most_significant_bit(N, Step1, B0, B)
    ).

%  most_significant_bit/2 for 0 < R < 2^22, comparisons first: nearly
%  every range a game draws from is below 256 (2.7 -> ~1 us).
small_msb(R, B) :-
    (   R < 16
    ->  (   R < 4
        ->  (   R < 2 -> B = 0 ; B = 1 )
        ;   (   R < 8 -> B = 2 ; B = 3 )
        )
    ;   R < 256
    ->  (   R < 64
        ->  (   R < 32 -> B = 4 ; B = 5 )
        ;   (   R < 128 -> B = 6 ; B = 7 )
        )
    ;   most_significant_bit(R, B)
    ).

next_u64(V) :-
    next_word(Lo),
    next_word(Hi),
    V is Hi << 32 + Lo.

%% host_seed(-Seed) is det.
%
%  Seed is the seed of the host's generator (given by --seed or drawn at start).
host_seed(Seed) :-
    host_request([seed], Reply),
    number_chars(Seed, Reply).

%% rng_state(-Seed, -Position) is det.
%
%  The host's generator is at word Position of the stream of Seed: with
%  set_rng_state/2 a saved game continues with the dice it would have had.
rng_state(Seed, Position) :-
    host_request([rng_state], Reply),
    append(SeedChars, [' '|PositionChars], Reply),
    !,
    number_chars(Seed, SeedChars),
    number_chars(HostPosition, PositionChars),
    unused_words(Unused),
    Position is HostPosition - Unused.

%% set_rng_state(+Seed, +Position) is det.
%
%  Puts the generator back where rng_state/2 saw it (Seed a seed of
%  --seed, 0 =< Position < 2^68). Scripted dice and numbers are not part of it.
set_rng_state(Seed, Position) :-
    must_be(integer, Seed),
    must_be(integer, Position),
    (   ( Seed < 0 ; Seed >= 1 << 64 )
    ->  throw(error(domain_error(seed, Seed), set_rng_state/2))
    ;   ( Position < 0 ; Position >= 1 << 68 )
    ->  throw(error(domain_error(rng_position, Position), set_rng_state/2))
    ;   host_request([set_rng_state, Seed, Position], _),
        forget_words
    ).
