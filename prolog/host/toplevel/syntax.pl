/** A syntax error in a typed query, told with its line, column and caret,
and the slip that likely caused it (an unquoted file name, a code written
with a capital letter, a missing comma or full stop).

Compiled at the first syntax error, with the loader whose positions it
reads (host/on_demand.pl).
*/
:- module(toplevel_syntax, [syntax_answer/3]).

:- use_module(library(lists)).
:- use_module(library(charsio)).
:- use_module(library(util), [lower_char/2]).
:- use_module(library(iso_ext)).
:- use_module(library(text), [message_text/2]).
:- use_module(library(syntax_position), [syntax_error_report/4]).
:- use_module(library(loader_scan), [reason_chars/2]).
:- use_module(library(loader_deferral), [rulebook_chosen/0]).

%% syntax_answer(+Chars, +Error, -Answer) is det.
%
%  Answer is syntax_error(Text): Error, raised reading the query Chars,
%  told in words.
%  Texts go back to the host as atoms: a list of characters does not
%  always come out of the engine as a list.
syntax_answer(Chars, Error, syntax_error(Text)) :-
    syntax_error_report(Chars, Error, Offset, Reason),
    reason_chars(Reason, ReasonChars),
    line_at(Chars, Offset, LineNo, Column, LineChars),
    caret(LineChars, Column, Caret),
    (   \+ memberchk('\n', Chars)
    ->  message_text(query_syntax_error(ReasonChars, Column, LineChars, Caret), TextChars0)
    ;   message_text(query_syntax_error(ReasonChars, LineNo, Column, LineChars, Caret), TextChars0)
    ),
    (   \+ memberchk('\n', Chars),
        unquoted_file_name(Chars, Fixed),
        catch(message_text(slip_unquoted_file(Fixed), Hint), _, fail)
    ->  append(TextChars0, ['\n'|Hint], TextChars)
    ;   rulebook_chosen,
        capital_code_at(Chars, Offset, Word),
        maplist(lower_char, Word, Lower),
        (   missing_comma_at(Chars, Offset)
        ->  Key = slip_capital_code_comma(Word, Lower)
        ;   Key = slip_capital_code(Word, Lower)
        ),
        catch(message_text(Key, Hint), _, fail)
    ->  append(TextChars0, ['\n'|Hint], TextChars)
    ;   rulebook_chosen,
        dot_missing_before(Chars, Offset),
        catch(message_text(slip_missing_dot, Hint), _, fail)
    ->  append(TextChars0, ['\n'|Hint], TextChars)
    ;   TextChars = TextChars0
    ),
    atom_chars(Text, TextChars).

%  `clear` then `arrange(random).` on the next line: the error is at the
%  first word of a line, and the line before does not end with a full
%  stop, so the two lines were read as one query.
dot_missing_before(Chars, Offset) :-
    length(Before, Offset),
    append(Before, _, Chars),
    reverse(Before, Reversed),
    drop_blanks(Reversed, ['\n'|Earlier0]),
    drop_layout(Earlier0, [Last|_]),
    Last \== '.'.

drop_blanks([C|Cs], Rest) :-
    memberchk(C, [' ', '\t', '\r']),
    !,
    drop_blanks(Cs, Rest).
drop_blanks(Cs, Cs).

%  `draft(NA1 3).`, `move(B4 B5).`: the word at the syntax error, or the
%  one just before it, is a code typed with a capital letter (letters
%  then digits, such as NA1 or B4), which makes it a variable. Variables
%  of a real query (X, Goal, Ms) have no digits after their letters, and
%  are left alone; without a game there are no codes to speak of.
capital_code_at(Chars, Offset, Word) :-
    length(Before, Offset),
    append(Before, After, Chars),
    (   code_word(After, Word)
    ;   reverse(Before, Reversed0),
        drop_layout(Reversed0, Reversed),
        code_word_reversed(Reversed, Word)
    ),
    capital_code(Word),
    !.

%  The error is at a word that follows another after a blank: `NA1 3`,
%  `B4 B5`, where a comma between arguments was left out.
missing_comma_at(Chars, Offset) :-
    length(Before, Offset),
    append(Before, [C|_], Chars),
    alnum_char(C),
    reverse(Before, [Blank|Reversed0]),
    memberchk(Blank, [' ', '\t']),
    drop_layout(Reversed0, [P|_]),
    alnum_char(P).

code_word(Chars, Word) :-
    word_chars(Chars, Word).

code_word_reversed(Reversed, Word) :-
    word_chars(Reversed, Word0),
    reverse(Word0, Word).

%  The longest run of letters and digits that Chars starts with.
word_chars([C|Cs], [C|Word]) :-
    alnum_char(C),
    !,
    word_chars(Cs, Word).
word_chars(_, []).

alnum_char(C) :-
    char_code(C, Code),
    (   Code >= 0'a, Code =< 0'z
    ;   Code >= 0'A, Code =< 0'Z
    ;   Code >= 0'0, Code =< 0'9
    ),
    !.

%  An upper-case letter, maybe more letters, then digits only: NA1, B4, SA12.
capital_code([First|Rest]) :-
    char_code(First, Code),
    Code >= 0'A,
    Code =< 0'Z,
    append(Letters, Digits, Rest),
    Digits = [_|_],
    maplist(letter_char, Letters),
    maplist(digit_char, Digits),
    !.

letter_char(C) :-
    char_code(C, Code),
    (   Code >= 0'a, Code =< 0'z
    ;   Code >= 0'A, Code =< 0'Z
    ),
    !.

digit_char(C) :-
    char_code(C, Code),
    Code >= 0'0,
    Code =< 0'9.

%  `saveGame(mygame.pl).`: an argument that looks like a file name with an
%  extension, unquoted. Fixed is the query with the name quoted.
unquoted_file_name(Chars, Fixed) :-
    append(Before, [Open|Rest], Chars),
    memberchk(Open, ['(', ',', '[', ' ']),
    Name = [_|_],
    append(Name, ['.'|Rest1], Rest),
    maplist(file_word_char, Name),
    Ext = [_|_],
    append(Ext, [Close|After], Rest1),
    maplist(file_word_char, Ext),
    memberchk(Close, [')', ',', ']']),
    !,
    append(Name, ['.'|Ext], File),
    append(['\''|File], ['\'', Close|After], Quoted),
    append(Before, [Open|Quoted], Fixed0),
    trimmed_query(Fixed0, Fixed).

file_word_char(C) :-
    char_code(C, Code),
    (   Code >= 0'a, Code =< 0'z
    ;   Code >= 0'A, Code =< 0'Z
    ;   Code >= 0'0, Code =< 0'9
    ;   Code =:= 0'_
    ;   Code =:= 0'-
    ),
    !.

trimmed_query(Chars0, Chars) :-
    reverse(Chars0, Rev0),
    drop_layout(Rev0, Rev),
    reverse(Rev, Chars1),
    drop_layout(Chars1, Chars).

drop_layout([C|Cs], Rest) :-
    memberchk(C, [' ', '\n', '\t', '\r']),
    !,
    drop_layout(Cs, Rest).
drop_layout(Cs, Cs).

%  The line of Chars holding character Offset, its number and the column.
line_at(Chars, Offset, LineNo, Column, LineChars) :-
    line_at(Chars, 0, Offset, 1, [], LineNo, Column, LineChars).

line_at([], _, _, L, Rev, L, Column, Line) :-
    reverse(Rev, Line),
    length(Line, N),
    Column is N + 1.
line_at([C|Cs], I, Offset, L0, Rev, L, Column, Line) :-
    (   I =:= Offset
    ->  length(Rev, N),
        Column is N + 1,
        rest_of_line([C|Cs], After),
        reverse(Rev, Before),
        append(Before, After, Line),
        L = L0
    ;   C == '\n'
    ->  I1 is I + 1,
        L1 is L0 + 1,
        line_at(Cs, I1, Offset, L1, [], L, Column, Line)
    ;   I1 is I + 1,
        line_at(Cs, I1, Offset, L0, [C|Rev], L, Column, Line)
    ).

rest_of_line([], []).
rest_of_line([C|Cs], Rest) :-
    (   C == '\n'
    ->  Rest = []
    ;   Rest = [C|Rest1],
        rest_of_line(Cs, Rest1)
    ).

%  Spaces (tabs kept, so the caret lines up) up to Column, then ^.
caret(Line, Column, Caret) :-
    N is Column - 1,
    length(Before, N),
    (   append(Before, _, Line)
    ->  true
    ;   Before = Line
    ),
    maplist(blank_of, Before, Blanks),
    append(Blanks, [^], Caret).

blank_of(C, B) :-
    (   C == '\t'
    ->  B = '\t'
    ;   B = ' '
    ).
