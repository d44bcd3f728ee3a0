/** Scryer's library(format) under SWI-Prolog.

format/2,3 are built into SWI; format_//2 (the text of format/2 as a list
of characters, in a DCG) is defined on top of them.
*/
:- module(scryer_format, [format_//2]).

format_(Format, Args, Chars0, Chars) :-
    format(chars(Chars0, Chars), Format, Args).
