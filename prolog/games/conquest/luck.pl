/** Luck: the numbers a move draws, carried in the move.

A move that involves chance (an attack's dice and Napoleon's chance, a risk
card and its rebellion, the draws at a round's start, the roll for the
turn order) carries Luck, the list of what was drawn, in the order the
rules draw it. The rules read their chance from that list, so applying
the move is a relation: the same state and move give the same result.

The same rules complete a move: given a list whose tail is unbound, each
draw the rules reach asks the host's seeded generator (roll_dice/2,
random_between/3) and records the result, so a completed move holds
exactly the draws its rules needed, in the order the game always drew
them. A recorded draw outside its range fails: such a move is not legal.
*/
:- module(conquest_luck, [luck_dice/4,
                          luck_between/5,
                          luck_member/4]).

:- use_module(library(lists)).
:- use_module('../../host/dice').

%% luck_dice(+N, -Dice, ?Luck0, -Luck) is semidet.
%
%  Dice are the next N dice of the luck; drawn from the host when the luck
%  is still open.
%
%  ?- luck_dice(2, D, [[6, 1], 4], L).
%     D = [6, 1], L = [4].
%  ?- luck_dice(2, D, [[6, 9]], L).
%     false.
luck_dice(N, Dice, Luck0, Luck) :-
    (   var(Luck0)
    ->  roll_dice(N, Dice),
        Luck0 = [Dice|Luck]
    ;   Luck0 = [Dice|Luck],
        length(Dice, N),
        maplist(die_value, Dice)
    ).

%  The checks compare rather than call between/3: a check through
%  between/3 costs ten times as much in Scryer 0.10 (it checks its
%  arguments' types first), and replayed moves check every draw.
die_value(D) :-
    integer(D),
    D >= 1,
    D =< 6.

%% luck_between(+Low, +High, -X, ?Luck0, -Luck) is semidet.
%
%  X, with Low =< X =< High, is the next number of the luck.
%
%  ?- luck_between(1, 4, X, [3], L).
%     X = 3, L = [].
luck_between(Low, High, X, Luck0, Luck) :-
    (   var(Luck0)
    ->  random_between(Low, High, X),
        Luck0 = [X|Luck]
    ;   Luck0 = [X|Luck],
        integer(X),
        Low =< X,
        X =< High
    ).

%% luck_member(-X, +List, ?Luck0, -Luck) is semidet.
%
%  X is the element of the non-empty List that the next number of the luck
%  picks (its position, counting from 1).
%
%  ?- luck_member(X, [a, b, c], [2], L).
%     X = b, L = [].
luck_member(X, List, Luck0, Luck) :-
    length(List, N),
    luck_between(1, N, I, Luck0, Luck),
    nth1(I, List, X).
