/** Scryer's library(charsio) under SWI-Prolog: the predicates the rules use.
*/
:- module(scryer_charsio, [write_term_to_chars/3,
                           read_term_from_chars/3,
                           read_from_chars/2]).

write_term_to_chars(Term, Options, Chars) :-
    with_output_to(chars(Chars), write_term(Term, Options)).

read_term_from_chars(Chars, Term, Options) :-
    atom_chars(Atom, Chars),
    read_term_from_atom(Atom, Term, Options).

read_from_chars(Chars, Term) :-
    atom_chars(Atom, Chars),
    term_to_atom(Term, Atom).
