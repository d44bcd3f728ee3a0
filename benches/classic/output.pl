% output: write 200 000 lines to user_output with write/1 and nl/0
% (integers, atoms and a compound each line): the cost of the output
% stream. Not in the classic sets; issue 34 measures it.
:- use_module(library(lists)).
:- use_module(library(between)).

count(200000).

bench :-
    count(N),
    (   between(1, N, I), write(I), write(' line '), write(f(I, x)), nl, fail
    ;   true ).
