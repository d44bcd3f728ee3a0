/** What the user types for their programs' reads.

It comes through a file of its own, the terminal stream: the current input
of every query, and what a read of `user_input` reads. When it has nothing
left, the user_* reads below first ask the host for the next line the user
types (`|: ` at a terminal, the next input line in batch mode); the toplevel
and the loader rewrite read/1, get_char/1 and the other reads of the current
input or `user_input` into them (user_io_goal/2). The engine's own
`user_input` stays empty.
*/
:- module(user_reads, [open_terminal/1,
                       user_io_goal/2,
                       user_get_char/1,
                       user_get_char/2,
                       user_peek_char/1,
                       user_peek_char/2,
                       user_get_code/1,
                       user_get_code/2,
                       user_peek_code/1,
                       user_peek_code/2,
                       user_read/1,
                       user_read/2,
                       user_read_term/2,
                       user_read_term/3,
                       user_get_line_to_chars/3,
                       user_get_n_chars/3,
                       discard_user_input/0]).

:- use_module(library(iso_ext)).
:- use_module(library(charsio)).
:- use_module(library(bridge), [host_request/2]).

%% open_terminal(+Path) is det.
%
%  Opens the user's terminal stream (Path, a file the host fills), the
%  current input from now on. Called once by the host when the bridge is
%  open, and again after each query that read from it.
open_terminal(Path) :-
    open(Path, read, Terminal),
    set_input(Terminal),
    bb_put('host:terminal', terminal(Path, Terminal)),
    bb_put('host:terminal_used', false).

%% user_io_goal(+Goal, -UserGoal) is semidet.
%
%  UserGoal is the read of Goal that first makes sure `user_input` has
%  something to read, when Goal reads from a stream (the loader and the
%  toplevel rewrite such goals).
user_io_goal(get_char(C), user_reads:user_get_char(C)).
user_io_goal(get_char(S, C), user_reads:user_get_char(S, C)).
user_io_goal(peek_char(C), user_reads:user_peek_char(C)).
user_io_goal(peek_char(S, C), user_reads:user_peek_char(S, C)).
user_io_goal(get_code(C), user_reads:user_get_code(C)).
user_io_goal(get_code(S, C), user_reads:user_get_code(S, C)).
user_io_goal(peek_code(C), user_reads:user_peek_code(C)).
user_io_goal(peek_code(S, C), user_reads:user_peek_code(S, C)).
user_io_goal(read(T), user_reads:user_read(T)).
user_io_goal(read(S, T), user_reads:user_read(S, T)).
user_io_goal(read_term(T, O), user_reads:user_read_term(T, O)).
user_io_goal(read_term(S, T, O), user_reads:user_read_term(S, T, O)).
user_io_goal(get_line_to_chars(S, Cs, Cs0), user_reads:user_get_line_to_chars(S, Cs, Cs0)).
user_io_goal(get_n_chars(S, N, Cs), user_reads:user_get_n_chars(S, N, Cs)).

terminal(Terminal) :-
    bb_get('host:terminal', terminal(_, Terminal)).

%  The stream to read for S: the terminal stream when S is `user_input` or
%  the terminal itself (User = true), else S.
user_source(S0, S, User) :-
    terminal(Terminal),
    (   var(S0)
    ->  S = S0,
        User = false
    ;   S0 == user_input
    ->  S = Terminal,
        User = true
    ;   S0 == Terminal
    ->  S = Terminal,
        User = true
    ;   S = S0,
        User = false
    ).

%  Before reading a character: the terminal has one, or the user's input
%  has ended (Ended = true; the read then answers its end itself, since
%  Scryer's stream would answer nothing at all after its end).
char_ready(S0, S, Ended) :-
    user_source(S0, S, User),
    (   User == true
    ->  bb_put('host:terminal_used', true),
        (   stream_property(S, end_of_stream(past))
        ->  Ended = true
        ;   at_end_of_stream(S)
        ->  host_request([user_line], Reply),
            (   Reply == [e,o,f]
            ->  Ended = true
            ;   Ended = false
            )
        ;   Ended = false
        )
    ;   Ended = false
    ).

%  Before reading a term: what the terminal still holds, plus the lines the
%  user types until they make a complete clause (the host knows where a
%  clause ends).
clause_ready(S0, S, Ended) :-
    user_source(S0, S, User),
    (   User == true
    ->  bb_put('host:terminal_used', true),
        (   stream_property(S, end_of_stream(past))
        ->  Ended = true
        ;   rest_of(S, Pending),
            host_request([user_clause, Pending], Reply),
            (   Reply == [e,o,f],
                Pending == []
            ->  Ended = true
            ;   Ended = false
            )
        )
    ;   Ended = false
    ).

rest_of(S, Chars) :-
    (   at_end_of_stream(S)
    ->  Chars = []
    ;   get_char(S, C),
        Chars = [C|Cs],
        rest_of(S, Cs)
    ).

%% discard_user_input is det.
%
%  After a query: what the user typed for its reads and it did not read is
%  forgotten, so the next query starts with an empty terminal stream.
discard_user_input :-
    (   bb_get('host:terminal_used', true)
    ->  bb_get('host:terminal', terminal(Path, Terminal)),
        host_request([user_reset], _),
        close(Terminal),
        open_terminal(Path)
    ;   true
    ).

user_get_char(C) :- current_input(S), user_get_char(S, C).
user_get_char(S0, C) :-
    char_ready(S0, S, Ended),
    (   Ended == true
    ->  C = end_of_file
    ;   get_char(S, C)
    ).

user_peek_char(C) :- current_input(S), user_peek_char(S, C).
user_peek_char(S0, C) :-
    char_ready(S0, S, Ended),
    (   Ended == true
    ->  C = end_of_file
    ;   peek_char(S, C)
    ).

user_get_code(C) :- current_input(S), user_get_code(S, C).
user_get_code(S0, C) :-
    char_ready(S0, S, Ended),
    (   Ended == true
    ->  C = -1
    ;   get_code(S, C)
    ).

user_peek_code(C) :- current_input(S), user_peek_code(S, C).
user_peek_code(S0, C) :-
    char_ready(S0, S, Ended),
    (   Ended == true
    ->  C = -1
    ;   peek_code(S, C)
    ).

user_read(T) :- current_input(S), user_read(S, T).
user_read(S0, T) :-
    clause_ready(S0, S, Ended),
    (   Ended == true
    ->  T = end_of_file
    ;   read(S, T)
    ).

user_read_term(T, O) :- current_input(S), user_read_term(S, T, O).
user_read_term(S0, T, O) :-
    clause_ready(S0, S, Ended),
    (   Ended == true
    ->  T = end_of_file
    ;   read_term(S, T, O)
    ).

user_get_line_to_chars(S0, Cs, Cs0) :-
    char_ready(S0, S, Ended),
    (   Ended == true
    ->  Cs = Cs0
    ;   get_line_to_chars(S, Cs, Cs0)
    ).

user_get_n_chars(S0, N, Cs) :-
    char_ready(S0, S, Ended),
    (   Ended == true
    ->  Cs = []
    ;   get_n_chars(S, N, Cs)
    ).
