/** Reading what a player types at a question: numbers and cells.

ask/2 gives the line as an atom; these relations take it apart. A cell is
two whole numbers, row then column, separated by blanks or a comma, with
or without parentheses: `2 4`, `2,4` and `(2, 4)` are the same cell.
*/
:- module(olympia_input, [numbers_in/2,
                          answer_numbers/2]).

:- use_module(library(lists)).

%% answer_numbers(+Answer, -Numbers) is semidet.
%
%  Answer (an atom) is whole numbers separated by blanks or commas.
%
%  ?- answer_numbers('(2, 4)', Ns).
%     Ns = [2,4].
answer_numbers(Answer, Numbers) :-
    atom_chars(Answer, Chars),
    numbers_in(Chars, Numbers).

%% numbers_in(+Chars, -Numbers) is semidet.
%
%  Chars are whole numbers separated by blanks or commas, e.g. "8 12" or
%  "(8, 12)".
numbers_in(Chars, Numbers) :-
    words(Chars, Words),
    maplist(word_number, Words, Numbers).

word_number(Word, N) :-
    catch(number_chars(N, Word), _, fail),
    integer(N).

words(Chars, Words) :-
    phrase_words(Chars, [], Words).

phrase_words([], Word, Words) :-
    word_end(Word, [], Words).
phrase_words([C|Cs], Word, Words) :-
    (   memberchk(C, [' ', ',', '(', ')', '\t'])
    ->  word_end(Word, Words1, Words),
        phrase_words(Cs, [], Words1)
    ;   append(Word, [C], Word1),
        phrase_words(Cs, Word1, Words)
    ).

word_end([], Words, Words) :-
    !.
word_end(Word, Words, [Word|Words]).
