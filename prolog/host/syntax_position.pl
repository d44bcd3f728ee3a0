/** Where a syntax error is: the token at which text stops being Prolog.

Scryer 0.10 reports every syntax error of a clause as
`syntax_error(incomplete_reduction)` with no column. This module finds the
position itself: it splits the clause into tokens and looks for the first
token after which no completion of the text reads as a term. A prefix is
tried with a few completions (the brackets still open closed, after an
`a` when an operand is missing) and read with the engine's own reader, so
the answer is the engine's grammar, not a second one. Being a prefix of a
term only gets harder as tokens are added, so a binary search over the
tokens needs a handful of reads.
*/
:- module(syntax_position, [syntax_error_report/4,
                            clause_tokens/2]).

:- use_module(library(lists)).
:- use_module(library(charsio)).

%% syntax_error_report(+Chars, +Error, -Offset, -Reason) is det.
%
%  Chars is the text of one clause that the engine refused with Error.
%  Offset is the 0-based character offset of the token where it goes
%  wrong (the end of the text when it only ends too early), Reason a
%  term for the message: unexpected(TokenChars), unclosed(Bracket),
%  unterminated(Quote), ends_early, or engine(What) for the engine's own
%  reason when it is more precise than `incomplete_reduction`.
%
%  ?- syntax_error_report("p(a b).", error(syntax_error(incomplete_reduction), _), O, R).
%     O = 4, R = unexpected([b]).
syntax_error_report(Chars, Error, Offset, Reason) :-
    length(Chars, Length),
    (   Length > 100000
    ->  Offset = 0,
        engine_reason(Error, Reason)
    ;   tokens_or_quote(Chars, Tokens, Unterminated),
        (   Unterminated = unterminated(QuoteOffset, Quote)
        ->  Offset = QuoteOffset,
            Reason = unterminated(Quote)
        ;   locate(Chars, Tokens, Error, Offset, Reason)
        )
    ).

engine_reason(error(syntax_error(What), _), Reason) :-
    !,
    (   What == incomplete_reduction
    ->  Reason = ends_early
    ;   Reason = engine(What)
    ).
engine_reason(_, ends_early).

locate(Chars, Tokens0, Error, Offset, Reason) :-
    without_end(Tokens0, Tokens),
    length(Tokens, N),
    (   N =:= 0
    ->  Offset = 0,
        engine_reason(Error, Reason)
    ;   viable_prefix_length(Chars, Tokens, 0, N, Good),
        (   Good < N
        ->  nth0(Good, Tokens, token(Offset, _, Text)),
            bad_token_reason(Error, Text, Reason)
        ;   last(Tokens, token(Start, _, Text)),
            length(Text, TL),
            Offset is Start + TL,
            open_brackets(Tokens, Open),
            (   Open = [Bracket|_]
            ->  Reason = unclosed(Bracket)
            ;   engine_reason(Error, Reason)
            )
        )
    ).

bad_token_reason(error(syntax_error(What), _), Text, Reason) :-
    What \== incomplete_reduction,
    !,
    Reason = engine(What, Text).
bad_token_reason(_, Text, unexpected(Text)).

last([X], X) :- !.
last([_|Xs], X) :- last(Xs, X).

%  The final full stop is not part of what must be a term.
without_end(Tokens0, Tokens) :-
    (   append(Tokens, [token(_, end, _)], Tokens0)
    ->  true
    ;   Tokens = Tokens0
    ).

%  Good is the largest K in Low..High such that the first K tokens are a
%  prefix of some term (0 always is).
viable_prefix_length(Chars, Tokens, Low, High, Good) :-
    (   Low >= High
    ->  Good = Low
    ;   Mid is (Low + High + 1) // 2,
        (   viable(Chars, Tokens, Mid)
        ->  viable_prefix_length(Chars, Tokens, Mid, High, Good)
        ;   Mid1 is Mid - 1,
            viable_prefix_length(Chars, Tokens, Low, Mid1, Good)
        )
    ).

viable(Chars, Tokens, K) :-
    length(Prefix, K),
    append(Prefix, _, Tokens),
    last(Prefix, token(Start, _, Text)),
    length(Text, TL),
    End is Start + TL,
    length(PrefixChars, End),
    append(PrefixChars, _, Chars),
    open_brackets(Prefix, Open),
    Open \== invalid,
    closers(Open, Closers),
    member(Middle, [[], [' ', a], [' ', '(', a, ')']]),
    append([PrefixChars, Middle, Closers, [' ', '.']], Candidate),
    catch(read_term_from_chars(Candidate, _, []), _, fail),
    !.

%  The brackets a token list leaves open, innermost first; invalid when
%  it closes one that is not open.
open_brackets(Tokens, Open) :-
    open_brackets(Tokens, [], Open).

open_brackets([], Open, Open).
open_brackets([token(_, Kind, _)|Tokens], Open0, Open) :-
    (   Kind = open(B)
    ->  open_brackets(Tokens, [B|Open0], Open)
    ;   Kind = close(B)
    ->  (   Open0 = [B|Open1]
        ->  open_brackets(Tokens, Open1, Open)
        ;   Open = invalid
        )
    ;   open_brackets(Tokens, Open0, Open)
    ).

closers([], []).
closers([B|Bs], [C|Cs]) :-
    closing(B, C),
    closers(Bs, Cs).

closing('(', ')').
closing('[', ']').
closing('{', '}').

%% clause_tokens(+Chars, -Tokens) is det.
%
%  Tokens are token(Offset, Kind, Text) for the text of a clause: Kind is
%  name, var, number, string, punct, open(B), close(B) or end. Layout and
%  comments are skipped. Text that cannot be split (an unterminated quote)
%  ends the list.
clause_tokens(Chars, Tokens) :-
    tokens_or_quote(Chars, Tokens, _).

tokens_or_quote(Chars, Tokens, Unterminated) :-
    tokens(Chars, 0, Tokens, Unterminated).

tokens([], _, [], none).
tokens([C|Cs], At, Tokens, Unterminated) :-
    (   layout_char(C)
    ->  At1 is At + 1,
        tokens(Cs, At1, Tokens, Unterminated)
    ;   C == '%'
    ->  skip_line(Cs, At, Rest, At1),
        tokens(Rest, At1, Tokens, Unterminated)
    ;   C == (/), Cs = [(*)|Cs1]
    ->  At2 is At + 2,
        skip_block(Cs1, At2, Rest, At1),
        tokens(Rest, At1, Tokens, Unterminated)
    ;   token([C|Cs], At, Kind, Text, Rest)
    ->  length(Text, L),
        At1 is At + L,
        Tokens = [token(At, Kind, Text)|Tokens1],
        tokens(Rest, At1, Tokens1, Unterminated)
    ;   Tokens = [],
        Unterminated = unterminated(At, C)
    ).

skip_line([], At, [], At).
skip_line([C|Cs], At0, Rest, At) :-
    At1 is At0 + 1,
    (   C == '\n'
    ->  Rest = Cs,
        At = At1
    ;   skip_line(Cs, At1, Rest, At)
    ).

skip_block([], At, [], At).
skip_block([C|Cs], At0, Rest, At) :-
    (   C == (*), Cs = [(/)|Rest0]
    ->  Rest = Rest0,
        At is At0 + 2
    ;   At1 is At0 + 1,
        skip_block(Cs, At1, Rest, At)
    ).

%  One token at the start of the text; fails on an unterminated quote.
token([C|Cs], _, Kind, Text, Rest) :-
    (   memberchk(C, ['\'', '"', '`'])
    ->  quoted(Cs, C, Body, Rest),
        Text = [C|Body],
        (   C == '\''
        ->  Kind = name
        ;   Kind = string
        )
    ;   C == '0', Cs = ['\''|Cs1]
    ->  char_code_literal(Cs1, Lit, Rest),
        Text = ['0', '\''|Lit],
        Kind = number
    ;   char_type(C, decimal_digit)
    ->  number_token([C|Cs], Text, Rest),
        Kind = number
    ;   ( char_type(C, upper) ; C == '_' )
    ->  alnum_run(Cs, Run, Rest),
        Text = [C|Run],
        Kind = var
    ;   char_type(C, alpha)
    ->  alnum_run(Cs, Run, Rest),
        Text = [C|Run],
        Kind = name
    ;   memberchk(C, ['(', '[', '{'])
    ->  Text = [C],
        Rest = Cs,
        Kind = open(C)
    ;   memberchk(C, [')', ']', '}'])
    ->  Text = [C],
        Rest = Cs,
        closing(B, C),
        Kind = close(B)
    ;   memberchk(C, [',', '|'])
    ->  Text = [C],
        Rest = Cs,
        Kind = punct
    ;   memberchk(C, ['!', ';'])
    ->  Text = [C],
        Rest = Cs,
        Kind = name
    ;   C == '.',
        ( Cs == [] ; Cs = [N|_], ( layout_char(N) ; N == '%' ) )
    ->  Text = [C],
        Rest = Cs,
        Kind = end
    ;   symbol_char(C)
    ->  symbol_run(Cs, Run, Rest),
        Text = [C|Run],
        Kind = name
    ;   Text = [C],
        Rest = Cs,
        Kind = name
    ).

quoted([], _, _, _) :- fail.
quoted([C|Cs], Q, Body, Rest) :-
    (   C == Q
    ->  (   Cs = [Q|Cs1]
        ->  Body = [Q, Q|Body1],
            quoted(Cs1, Q, Body1, Rest)
        ;   Body = [Q],
            Rest = Cs
        )
    ;   C == (\), Cs = [E|Cs1]
    ->  Body = [C, E|Body1],
        quoted(Cs1, Q, Body1, Rest)
    ;   Body = [C|Body1],
        quoted(Cs, Q, Body1, Rest)
    ).

char_code_literal(Cs0, Lit, Rest) :-
    (   Cs0 = ['\\', E|Rest0]
    ->  Lit = ['\\', E],
        Rest = Rest0
    ;   Cs0 = ['\'', '\''|Rest0]
    ->  Lit = ['\'', '\''],
        Rest = Rest0
    ;   Cs0 = [C|Rest0]
    ->  Lit = [C],
        Rest = Rest0
    ;   Lit = [],
        Rest = []
    ).

number_token(Cs0, Text, Rest) :-
    digit_run(Cs0, Digits, Cs1),
    (   Cs1 = ['.', D|Cs2],
        char_type(D, decimal_digit)
    ->  digit_run([D|Cs2], Frac, Cs3),
        exponent(Cs3, Exp, Rest),
        append([Digits, ['.'|Frac], Exp], Text)
    ;   Digits = ['0'], Cs1 = [B|Cs2], memberchk(B, [x, o, b])
    ->  alnum_run(Cs2, Run, Rest),
        Text = ['0', B|Run]
    ;   Text = Digits,
        Rest = Cs1
    ).

exponent(Cs0, Exp, Rest) :-
    (   Cs0 = [E|Cs1],
        memberchk(E, [e, 'E']),
        (   Cs1 = [S, D|Cs2], memberchk(S, ['+', '-']), char_type(D, decimal_digit)
        ->  digit_run([D|Cs2], Ds, Rest),
            Exp = [E, S|Ds]
        ;   Cs1 = [D|_], char_type(D, decimal_digit)
        ->  digit_run(Cs1, Ds, Rest),
            Exp = [E|Ds]
        )
    ->  true
    ;   Exp = [],
        Rest = Cs0
    ).

digit_run([C|Cs], [C|Ds], Rest) :-
    ( char_type(C, decimal_digit) ; C == '_' ),
    !,
    digit_run(Cs, Ds, Rest).
digit_run(Cs, [], Cs).

alnum_run([C|Cs], [C|Ds], Rest) :-
    ( char_type(C, alnum) ; C == '_' ),
    !,
    alnum_run(Cs, Ds, Rest).
alnum_run(Cs, [], Cs).

symbol_run([C|Cs], [C|Ds], Rest) :-
    symbol_char(C),
    !,
    symbol_run(Cs, Ds, Rest).
symbol_run(Cs, [], Cs).

symbol_char(C) :-
    memberchk(C, ['+', '-', '*', '/', '\\', '^', '<', '>', '=', '~', ':', '.',
                  '?', '@', '#', '&', '$']).

layout_char(C) :-
    char_type(C, whitespace).
