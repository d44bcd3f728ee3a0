/* Writes the clauses of the rule files named on the command line into one
   plain file (argument 1 after `--` is the output), directives and
   module-qualified heads left out: the same clauses for two engines to
   compile, with nothing of either host around them.
   Run: swipl tools/swi/dump_clauses.pl -- OUT.pl FILE.pl ... */
:- initialization(main, main).

main :-
    current_prolog_flag(argv, [Out|Files]),
    setup_call_cleanup(open(Out, write, Stream),
                       forall(member(File, Files), dump_file(File, Stream)),
                       close(Stream)).

dump_file(File, Out) :-
    setup_call_cleanup(open(File, read, In), dump_terms(In, Out), close(In)).

dump_terms(In, Out) :-
    catch(read_term(In, Term, []), _, Term = unreadable),
    (   Term == end_of_file
    ->  true
    ;   (   plain_clause(Term)
        ->  portray_clause(Out, Term)
        ;   true
        ),
        dump_terms(In, Out)
    ).

plain_clause(Term) :-
    Term \== unreadable,
    Term \= (:- _),
    Term \= (_:_ :- _),
    Term \= _:_.
