/** The Prolog side of the host: everything that touches the outside world.

The rules never print, ask or roll on their own: they call the predicates of
this module, and each of these sends one request to the Rust host and reads
one reply (src/host/protocol.rs has the wire format).

A request is written to `user_output` as 0x01 `CQ`, the session's secret
token, then the fields separated by 0x1f (a sequence number, the request's
name, its arguments) and 0x02, and flushed: without the token, nothing a
program prints can pass for a request. The reply comes back in a file that
only this module reads, never on `user_input`: one line `Seq Status Text`,
Status `o` for a value, `e` for an error, `c` for a piece of a long value.
Lines are cheap to read with get_char/1; read/1 is ~10x slower, so no reply
is a Prolog term.

What the user types for their programs' reads comes through a second
file, the terminal stream: the current input of every query, and what a
read of `user_input` reads. When it has nothing left, the user_* reads
below first ask the host for the next line the user types (`|: ` at a
terminal, the next input line in batch mode); the toplevel and the loader
rewrite read/1, get_char/1 and the other reads of the current input or
`user_input` into them. The engine's own `user_input` stays empty.

All randomness goes through the host, so `conquest --seed N` replays a whole
game.
*/
:- module(host, [start_bridge/3,
                 max_integer_bits/1,
                 set_max_integer_bits/1,
                 engine_tag/1,
                 put_global/2,
                 host_request/2,
                 roll_dice/2,
                 random_between/3,
                 random_member/2,
                 random_permutation/2,
                 ask/2,
                 display_map/0,
                 display_board/1,
                 say/1,
                 say_inline/1,
                 message_text/2,
                 format_to_chars/3,
                 lang/1,
                 set_lang/1,
                 host_seed/1,
                 rng_state/2,
                 set_rng_state/2,
                 file_mtime/2,
                 file_kind/2,
                 unique_name/1,
                 cancel_answer/1,
                 cancellable_questions/1,
                 lower_char/2,
                 journal_add/1,
                 journal_add_all/1,
                 journal_truncate/1,
                 journal_entry/2,
                 log_append/2,
                 log_start/2,
                 log_read/4,
                 save_begin/3,
                 save_commit/1,
                 save_abort/0,
                 save_text/3,
                 save_line/2,
                 with_standard_operators/1,
                 text_shape/5,
                 interactive/0,
                 host_clock/2,
                 file_layout/3,
                 is_list/1,
                 remembered/4,
                 forget_remembered/0,
                 script_dice/1,
                 script_randoms/1,
                 script_clear/0,
                 set_quiet/1,
                 quiet/0,
                 set_game_hooks/1,
                 game_hook/1,
                 game_hook_defined/1,
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

:- use_module(library(lists)).
:- use_module(library(format)).
:- use_module(library(charsio)).
:- use_module(library(error)).
:- use_module(library(iso_ext)).
:- use_module(library(assoc)).
%  Loaded before this file, by src/engine/mod.rs: imported by module name,
%  since a use_module of the file would compile it again.
:- use_module(library(host_messages), [host_help/3]).

/* Global variables. */

%% put_global(+Key, +Value) is det.
%
%  bb_put/2, safe from a Scryer 0.10 bug: bb_put(Key, V) with V a clause's
%  head argument that was unbound when the clause was called and bound
%  since stores a reference to the caller's stack, and a later bb_get/2
%  reads garbage or crashes. A copy is always safe.
put_global(Key, Value) :-
    copy_term(Value, Copy),
    bb_put(Key, Copy).

/* Limits on what reaches the engine. */

%  Scryer 0.10 panics on some terms and numbers it cannot hold (see
%  docs/engine-quirks.md). The loader and the toplevel rewrite a user's
%  goals that could make them (consult:rewrite_goal/2) into these checks,
%  which refuse them with an ISO error first.

%% max_integer_bits(-Bits) is det.
%
%  The largest integer a shift or a power in a user's goal may make, in
%  bits: 2^23 (a million bytes, about 2.5 million decimal digits), unless
%  set_max_integer_bits/1 changed it.
max_integer_bits(Bits) :-
    (   bb_get('host:max_integer_bits', Bits0)
    ->  Bits = Bits0
    ;   Bits = 8388608
    ).

%% set_max_integer_bits(+Bits) is det.
set_max_integer_bits(Bits) :-
    must_be(integer, Bits),
    (   Bits < 64
    ->  throw(error(domain_error(at_least_64, Bits), set_max_integer_bits/1))
    ;   bb_put('host:max_integer_bits', Bits)
    ).

%% checked_is(?Value, +Expression).
%
%  is/2 that refuses, with error(resource_error(max_integer_bits), Op/2), a
%  shift or a power whose result would be longer than max_integer_bits/1:
%  the engine would allocate it whatever its size (`1 << 100000000000`
%  panicked out of memory, `7^7^7^7` ran half a minute and died).
%  Only an expression given as a variable comes here; one with a shift or
%  a power written in it is checked at each of them (checked_op/4), and
%  ordinary arithmetic stays the engine's own.
checked_is(Value, Expression) :-
    checked_value(Expression, Value0),
    Value = Value0.

%% checked_op(+Op, +A, +B, -Value).
%
%  Value is A Op B (Op one of <<, >>, ^, with A and B evaluated already),
%  refused as checked_is/2 says.
checked_op(Op, A, B, Value) :-
    (   integer(B),
        B < 64,
        B > -64,
        integer(A),
        A < 4294967296,
        A > -4294967296
    ->  true % at most 2048 bits: the common case, checked in a few steps
    ;   size_check(Op, A, B)
    ),
    binary_value(Op, A, B, Value).

binary_value(<<, A, B, V) :-
    V is A << B.
binary_value(>>, A, B, V) :-
    V is A >> B.
binary_value(^, A, B, V) :-
    V is A ^ B.

checked_value(E, V) :-
    (   var(E)
    ->  throw(error(instantiation_error, (is)/2))
    ;   number(E)
    ->  V = E
    ;   E = [X]
    ->  checked_value(X, V)
    ;   compound(E)
    ->  E =.. [F|Args0],
        maplist(checked_value, Args0, Args),
        E1 =.. [F|Args],
        (   Args = [A, B]
        ->  size_check(F, A, B)
        ;   true
        ),
        V is E1
    ;   V is E
    ).

size_check(F, A, B) :-
    (   integer(A),
        integer(B),
        max_integer_bits(Max),
        beyond_bits(F, A, B, Max)
    ->  throw(error(resource_error(max_integer_bits), F/2))
    ;   true
    ).

%  A F B has more than about Max bits (within a factor of two for powers
%  of bases that are no power of two). The engine has no msb/1: the
%  length of A is measured by one shift, whose result is small.
beyond_bits(<<, A, B, Max) :-
    B > 0,
    A =\= 0,
    (   B >= Max
    ->  true
    ;   longer_than(A, Max - B)
    ).
beyond_bits(>>, A, B, Max) :-
    B < 0,
    Left is -B,
    beyond_bits(<<, A, Left, Max).
beyond_bits(^, A, B, Max) :-
    B > 1,
    (   A > 1
    ->  true
    ;   A < -1
    ),
    longer_than(A, (Max + B - 1) // B).

%  A has more than K bits (its sign aside).
longer_than(A, K) :-
    S is A >> K,
    S =\= 0,
    S =\= -1.

%% checked_length(+Length) is det.
%
%  length(L, N) with N over ten million is refused with
%  error(resource_error(memory), length/2): the engine would fill its heap
%  (a billion elements took all of memory, or printed a list for hours),
%  and out of memory it throws a ball made of stale cells.
checked_length(N) :-
    (   integer(N),
        N > 10000000
    ->  throw(error(resource_error(memory), length/2))
    ;   true
    ).

%% checked_store(+Name, +Term) is det.
%
%  Term is acyclic, or an assert or retract of it (Name/1) throws
%  error(representation_error(cyclic_term), Name/1), as in SWI-Prolog:
%  Scryer 0.10 panics compiling a cyclic clause.
checked_store(Name, Term) :-
    % On a copy: Scryer 0.10's acyclic_term/1 leaves a string inside the
    % compound it checks corrupt (b("x") became b([|_])), and a clause
    % asserted after it stored garbage.
    copy_term(Term, Copy),
    (   acyclic_term(Copy)
    ->  true
    ;   throw(error(representation_error(cyclic_term), Name/1))
    ).

/* The bridge. */

%% engine_tag(-Tag) is det.
%
%  An atom that no other engine running in this process has (the path of
%  its reply file), for the names of its own temporary files: the tests
%  run many engines in one process at once.
engine_tag(Tag) :-
    bb_get('host:bridge', bridge(_, Tag, _)).

%% start_bridge(+Token, +ReplyPath, +TerminalPath) is det.
%
%  Opens the host's reply file (ReplyPath) and the user's terminal stream
%  (TerminalPath, the current input from now on), and remembers the
%  session's secret Token. Called once by the host, before any request.
start_bridge(Token, ReplyPath, TerminalPath) :-
    open(ReplyPath, read, Replies),
    atom_chars(Token, TokenChars),
    bb_put('host:bridge', bridge(TokenChars, ReplyPath, Replies)),
    remember_standard_operators,
    % The stream itself, not its alias: in Scryer 0.10 set_output/1 moves
    % the alias user_output to the new stream, and a user's
    % set_output(user_error) would send every request there.
    stream_property(Out, alias(user_output)),
    bb_put('host:requests', Out),
    bb_put('host:seq', 0),
    open_terminal(TerminalPath).

open_terminal(Path) :-
    open(Path, read, Terminal),
    set_input(Terminal),
    bb_put('host:terminal', terminal(Path, Terminal)),
    bb_put('host:terminal_used', false).

%% host_request(+Fields, -Reply) is det.
%
%  Sends one request and reads the reply as a list of characters. An error
%  reply is thrown as error(host_error(Reason), Name), Name the request's.
host_request(Fields, Reply) :-
    request_reply(Fields, chars, Reply).

%% host_request_term(+Fields, -Term) is det.
%
%  host_request/2 for a request whose reply is a Prolog term and its end
%  (`w(1,2,3). `): the engine's reader takes it from the reply file itself,
%  without the list of characters host_request/2 makes and reads again
%  (a words reply of 64 numbers: 355 -> 150 us). A reply in pieces comes
%  as characters and is read from them.
host_request_term(Fields, Term) :-
    request_reply(Fields, term, Reply),
    (   Reply = term(Term0)
    ->  Term = Term0
    ;   read_from_chars(Reply, Term)
    ).

%  One request and its reply, in Form (chars or term: receive_reply/6).
request_reply(Fields, Form, Reply) :-
    bb_get('host:bridge', bridge(Token, _, _)),
    send_request(Token, Fields, Seq),
    receive_reply(Token, Seq, Fields, rewind, Form, Reply).

send_request(Token, Fields, Seq) :-
    bb_get('host:seq', Seq0),
    Seq is Seq0 + 1,
    put_global('host:seq', Seq),
    number_chars(Seq, SeqChars),
    fields_chars(Fields, FieldChars, ['\x2\']),
    append(SeqChars, ['\x1f\'|FieldChars], Body),
    append(Token, ['\x1f\'|Body], Request),
    % One write: the engine hands every write to the host separately, and a
    % map request has some hundred fields. '$put_chars'/2 is the engine's
    % single write of a character list (library(pio) writes with it);
    % format/3 with ~s took 55 us of a 94 us request to walk the list.
    bb_get('host:requests', Out),
    put_chars(Out, ['\x1\', 'C', 'Q'|Request]),
    flush_output(Out).

%% put_chars(+Stream, +Chars) is det.
%
%  Writes Chars to Stream in one write.
put_chars(Stream, Chars) :-
    '$put_chars'(Stream, Chars).

%  Rewind is `rewind` while the reply file may still be reopened once:
%  the host empties it when it grows long, and this side then finds the
%  end of what it had and reads the file from its start.
%  Form is chars, or term when the reply is a term to read from the file
%  (then Reply is term(Term) if it came whole).
receive_reply(Token, Seq, Fields, Rewind, Form, Reply) :-
    bb_get('host:bridge', bridge(_, _, Replies)),
    read_reply_line(Replies, Form-Seq, Line),
    reply_line(Line, Token, Seq, Fields, Rewind, Form, Reply).

reply_line(end_of_file, Token, Seq, Fields, Rewind, Form, Reply) :-
    !,
    (   Rewind == rewind
    ->  reopen_replies,
        receive_reply(Token, Seq, Fields, no_rewind, Form, Reply)
    ;   throw(error(host_error(bridge_closed), host_request/2))
    ).
reply_line(skipped, Token, Seq, Fields, Rewind, Form, Reply) :-
    !,
    % The rest of a reply a stopped query left unread.
    receive_reply(Token, Seq, Fields, Rewind, Form, Reply).
reply_line(line(SeqChars, Status, Text), Token, Seq, Fields, Rewind, Form, Reply) :-
    (   number_chars(Seq, SeqChars)
    ->  reply_status(Status, Text, Token, Fields, Reply)
    ;   % An older request's reply that a stopped query left unread.
        receive_reply(Token, Seq, Fields, Rewind, Form, Reply)
    ).

reply_status(o, Text, _, _, Text).
reply_status(c, Text, Token, Fields, Reply) :-
    send_request(Token, [more], Seq1),
    receive_reply(Token, Seq1, Fields, rewind, chars, Rest),
    append(Text, Rest, Reply).
reply_status(e, Text, _, Fields, _) :-
    atom_chars(Reason, Text),
    Fields = [Name|_],
    throw(error(host_error(Reason), Name)).

%  A reply line is `Seq Status Text`, or for a long text `Seq STATUS
%  Length Text` (the status in capitals): the short line a character at a
%  time, the long text in one get_n_chars/3 (a get_char/2 costs ~3 us in
%  Scryer 0.10, and a file's layout is thousands of characters; a
%  get_n_chars/3 call costs about three). Line is end_of_file,
%  line(SeqChars, Status, Text) with Status in lower case, or skipped for
%  what is left of a line a stopped query half read.
%  Form-Seq: the reply to request Seq is read as a term if Form is term
%  and it came whole (a text of a single line that the reader ends at
%  its full stop and the layout after it; the rest of the line is skipped).
read_reply_line(Stream, Form, Line) :-
    get_char(Stream, C),
    (   C == end_of_file
    ->  Line = end_of_file
    ;   header_field(C, Stream, SeqChars, Stop),
        (   Stop == ' '
        ->  get_char(Stream, Status0),
            reply_body(Status0, Stream, Form, SeqChars, Line)
        ;   Line = skipped
        )
    ).

reply_body(Status0, Stream, Form, SeqChars, Line) :-
    (   long_status(Status0, Status)
    ->  get_char(Stream, C),
        header_field(C, Stream, LengthChars, Stop),
        (   Stop == ' ',
            LengthChars = [_|_],
            maplist(digit_char, LengthChars)
        ->  (   Status == o,
                Form = term-Seq,
                number_chars(Seq, SeqChars)
            ->  read_term(Stream, Term, []),
                get_char(Stream, End),
                skip_line(End, Stream),
                Line = line(SeqChars, o, term(Term))
            ;   number_chars(Length, LengthChars),
                get_n_chars(Stream, Length, Text),
                get_char(Stream, End),
                (   End == '\n'
                ->  Line = line(SeqChars, Status, Text)
                ;   skip_line(End, Stream),
                    Line = skipped
                )
            )
        ;   skip_line(Stop, Stream),
            Line = skipped
        )
    ;   line_end(Status0)
    ->  Line = skipped
    ;   get_char(Stream, C),
        reply_line_rest(C, Stream, Text),
        Line = line(SeqChars, Status0, Text)
    ).

long_status('O', o).
long_status('C', c).
long_status('E', e).

reply_line_rest(C, Stream, Chars) :-
    (   C == '\n'
    ->  Chars = []
    ;   C == end_of_file
    ->  Chars = []
    ;   Chars = [C|Cs],
        get_char(Stream, C1),
        reply_line_rest(C1, Stream, Cs)
    ).

%  The characters up to a space, the end of the line or of the file (Stop).
header_field(C, Stream, Chars, Stop) :-
    (   field_end(C)
    ->  Chars = [],
        Stop = C
    ;   Chars = [C|Chars1],
        get_char(Stream, C1),
        header_field(C1, Stream, Chars1, Stop)
    ).

field_end(' ').
field_end(C) :-
    line_end(C).

line_end('\n').
line_end(end_of_file).

digit_char(C) :-
    char_type(C, decimal_digit).

%  Reads past the end of the line, unless C (just read) ended it.
skip_line(C, Stream) :-
    (   line_end(C)
    ->  true
    ;   get_char(Stream, C1),
        skip_line(C1, Stream)
    ).

reopen_replies :-
    bb_get('host:bridge', bridge(Token, Path, Replies0)),
    close(Replies0),
    open(Path, read, Replies),
    bb_put('host:bridge', bridge(Token, Path, Replies)).

fields_chars([], Cs, Cs).
fields_chars([F|Fs], Cs0, Cs) :-
    field_chars(F, Cs0, Cs1),
    (   Fs == []
    ->  Cs1 = Cs
    ;   Cs1 = ['\x1f\'|Cs2],
        fields_chars(Fs, Cs2, Cs)
    ).

%  A field never holds the bytes that frame a request.
field_chars(F, Cs0, Cs) :-
    (   is_list(F)
    ->  Chars = F
    ;   atom(F)
    ->  atom_chars(F, Chars)
    ;   integer(F)
    ->  number_chars(F, Chars)
    ;   write_term_to_chars(F, [], Chars)
    ),
    framing_free(Chars, Cs0, Cs).

framing_free([], Cs, Cs).
framing_free([C|Cs], [D|Ds0], Ds) :-
    (   framing_char(C)
    ->  D = ' '
    ;   D = C
    ),
    framing_free(Cs, Ds0, Ds).

framing_char('\x1\').
framing_char('\x2\').
framing_char('\x1f\').

/* Reading from the user. */

%% user_io_goal(+Goal, -UserGoal) is semidet.
%
%  UserGoal is the read of Goal that first makes sure `user_input` has
%  something to read, when Goal reads from a stream (the loader and the
%  toplevel rewrite such goals).
user_io_goal(get_char(C), host:user_get_char(C)).
user_io_goal(get_char(S, C), host:user_get_char(S, C)).
user_io_goal(peek_char(C), host:user_peek_char(C)).
user_io_goal(peek_char(S, C), host:user_peek_char(S, C)).
user_io_goal(get_code(C), host:user_get_code(C)).
user_io_goal(get_code(S, C), host:user_get_code(S, C)).
user_io_goal(peek_code(C), host:user_peek_code(C)).
user_io_goal(peek_code(S, C), host:user_peek_code(S, C)).
user_io_goal(read(T), host:user_read(T)).
user_io_goal(read(S, T), host:user_read(S, T)).
user_io_goal(read_term(T, O), host:user_read_term(T, O)).
user_io_goal(read_term(S, T, O), host:user_read_term(S, T, O)).
user_io_goal(get_line_to_chars(S, Cs, Cs0), host:user_get_line_to_chars(S, Cs, Cs0)).
user_io_goal(get_n_chars(S, N, Cs), host:user_get_n_chars(S, N, Cs)).

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

/* Hooks into the loaded game. */

%% set_game_hooks(+Exports) is det.
%
%  Exports lists Name/Arity-Module for every predicate the loaded game's
%  modules export: the host calls the game's own predicates (map_view/2,
%  message/3, ...) through them, so a user's definition of the same name
%  in `user` never stands in for the game's.
set_game_hooks(Exports) :-
    list_to_assoc(Exports, Hooks),
    put_global('host:game_hooks', Hooks).

%% game_hook(+Goal) is nondet.
%
%  Calls the game's own definition of Goal; fails when no game module
%  exports it.
game_hook(Goal) :-
    game_hook_module(Goal, Module),
    Module:Goal.

%% game_hook_defined(+Goal) is semidet.
%
%  A module of the loaded game exports Goal's predicate.
game_hook_defined(Goal) :-
    game_hook_module(Goal, _).

game_hook_module(Goal, Module) :-
    functor(Goal, Name, Arity),
    bb_get('host:game_hooks', Hooks),
    get_assoc(Name/Arity, Hooks, Module).

/* Messages, language and quiet mode. */

%% quiet is semidet.
%
%  Messages are off (set_quiet(true)): callers may skip preparing them.
quiet :-
    bb_get('host:quiet', true).

%% set_quiet(+Quiet) is det.
%
%  With Quiet = true, say/1, say_inline/1 and display_map/0 print nothing:
%  headless simulations run whole games without formatting a single message.
set_quiet(Quiet) :-
    (   memberchk(Quiet, [true, false])
    ->  put_global('host:quiet', Quiet)
    ;   throw(error(domain_error(boolean, Quiet), set_quiet/1))
    ).

%% lang(-Lang) is det.
%
%  The language of messages, `en` unless set_lang/1 chose another.
lang(Lang) :-
    (   bb_get('host:lang', Lang0)
    ->  Lang = Lang0
    ;   Lang = en
    ).

%% set_lang(+Lang).
%
%  Lang is `en` or `id`: the language say/1 looks messages up in.
set_lang(Lang) :-
    (   memberchk(Lang, [en, id])
    ->  put_global('host:lang', Lang)
    ;   throw(error(domain_error(language, Lang), set_lang/1))
    ).

%% is_list(@Term) is semidet.
%
%  Term is a proper list. (Scryer's library has no is_list/1; GNU Prolog and
%  SWI do.)
is_list(Term) :-
    '$skip_max_list'(_, _, Term, Tail),
    Tail == [].

/* Tables derived from the rules' facts. */

:- meta_predicate(remembered(+, ?, 0, -)).

%% remembered(+Key, ?Template, :Goal, -List) is det.
%
%  List is findall(Template, Goal, List), worked out once until the rules
%  are loaded again (the loader calls forget_remembered/0 after every
%  load), for a table the rules derive from their facts. Scryer 0.10
%  indexes a predicate on its first argument only, so a search by another
%  one (the territories of a continent) goes through every fact at every
%  call; SWI-Prolog indexes it. Key is an atom naming the table.
%
%  ?- remembered(squares, X-Y, (member(X, [1,2,3]), Y is X * X), L).
%     L = [1-1,2-4,3-9].
remembered(Key, Template, Goal, List) :-
    rules_generation(Generation),
    (   bb_get(Key, Generation-List0)
    ->  List = List0
    ;   findall(Template, Goal, List0),
        put_global(Key, Generation-List0),
        List = List0
    ).

%% forget_remembered is det.
%
%  Every table of remembered/4 is worked out again at its next use.
forget_remembered :-
    rules_generation(Generation),
    Next is Generation + 1,
    bb_put('host:rules_generation', Next).

rules_generation(Generation) :-
    (   bb_get('host:rules_generation', Generation0)
    ->  Generation = Generation0
    ;   Generation = 0
    ).

/* Dice and random numbers. */

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

/* Questions, the map and boards. */

%% ask(+Prompt, -Answer) is det.
%
%  Prints Prompt and reads one line from the user. Answer is the line as an atom,
%  without surrounding blanks and without one final full stop, so `5.` and `5`
%  both give '5'. At the end of input it throws error(host_error(end_of_input), ask),
%  which the commands catch to cancel what they were doing.
ask(Prompt, Answer) :-
    prompt_text(Prompt, Text),
    host_request([ask, Text], Reply),
    atom_chars(Answer0, Reply),
    (   bb_get('host:cancel_ends_questions', true),
        cancel_answer(Answer0)
    ->  throw(error(host_error(end_of_input), ask))
    ;   Answer = Answer0
    ).

%% cancellable_questions(:Goal) is semidet.
%
%  Runs Goal, in which an answer cancel or batal to any question of ask/2
%  counts as the end of input: commands whose questions come from several
%  rulebook hooks (startGame/0) back out at either.
cancellable_questions(Goal) :-
    setup_call_cleanup(bb_put('host:cancel_ends_questions', true),
                       Goal,
                       bb_put('host:cancel_ends_questions', false)).

%% cancel_answer(+Answer) is semidet.
%
%  Answer (an answer of ask/2) asks to back out of the command: cancel or
%  batal, in any case.
cancel_answer(Answer) :-
    atom(Answer),
    atom_chars(Answer, Chars),
    maplist(lower_char, Chars, Lower),
    memberchk(Lower, [[c,a,n,c,e,l], [b,a,t,a,l]]).

%% lower_char(+Char, -Lower) is det.
%
%  Lower is Char in lower case (ASCII letters; other characters as they are).
lower_char(C, L) :-
    (   char_code(C, Code),
        Code >= 0'A,
        Code =< 0'Z
    ->  LCode is Code + 32,
        char_code(L, LCode)
    ;   L = C
    ).

prompt_text(Prompt, Text) :-
    (   atom(Prompt)
    ->  Text = Prompt
    ;   is_list(Prompt)
    ->  atom_chars(Text, Prompt)
    ;   Prompt = key(Key)
    ->  message_text(Key, Chars),
        atom_chars(Text, Chars)
    ;   throw(error(type_error(prompt, Prompt), ask/2))
    ).

%% display_map is det.
%
%  Asks the host to draw the map of the current game. The rulebook describes what
%  to draw with map_view(-Cells, -Legend): Cells is a list of
%  cell(Code, Label, Colour) (Colour 0 means none, 1..4 a player's colour) and
%  Legend a list of legend(Colour, Text); or with current_board(Board), a
%  grid for display_board/1.
display_map :-
    (   quiet
    ->  true
    ;   catch(game_hook(map_view(Cells, Legend)), _, fail)
    ->  cells_fields(Cells, CellFields),
        legend_fields(Legend, LegendFields),
        lang(Lang),
        atom_concat('lang=', Lang, LangField),
        append([[map, LangField], CellFields, ['--'], LegendFields], Request),
        host_request(Request, _)
    ;   catch(game_hook(current_board(Board)), _, fail)
    ->  display_board(Board)
    ;   say(no_map)
    ).

cells_fields([], []).
cells_fields([cell(Code, Label, Colour)|Cells], [Code, Label, Colour|Fields]) :-
    cells_fields(Cells, Fields).

legend_fields([], []).
legend_fields([legend(Colour, Text)|Ls], [Colour, Text|Fields]) :-
    legend_fields(Ls, Fields).

%% display_board(+Board) is det.
%
%  Asks the host to draw a grid board. Board is
%  board(Rows, Cols, Cells, Legend) or board(Rows, Cols, Cells, Legend, Options):
%  Cells a list of cell(Row, Col, Text, Colour, Highlight) (row 1 at the top,
%  Colour 0 none, 1..4 a player's, 5 cyan, 6 magenta, 7 dim; Highlight true
%  draws [ ] around the cell), Legend a list of legend(Colour, Text), Options
%  any of title(Text), width(Columns), row_labels(Labels), col_labels(Labels).
%  Texts are atoms, strings or numbers. Throws a type error for anything else.
%
%  ?- display_board(board(1, 2, [cell(1, 1, 'K', 1, false)], [], [])).
display_board(Board) :-
    (   quiet
    ->  true
    ;   board_fields(Board, Fields)
    ->  host_request([board|Fields], _)
    ;   throw(error(type_error(board, Board), display_board/1))
    ).

board_fields(board(Rows, Cols, Cells, Legend), Fields) :-
    board_fields(board(Rows, Cols, Cells, Legend, []), Fields).
board_fields(board(Rows, Cols, Cells, Legend, Options), Fields) :-
    integer(Rows),
    integer(Cols),
    is_list(Cells),
    is_list(Legend),
    is_list(Options),
    board_option(width(Width), Options, 0),
    board_option(title(Title), Options, ''),
    board_option(row_labels(RowLabels), Options, []),
    board_option(col_labels(ColLabels), Options, []),
    length(RowLabels, NR),
    length(ColLabels, NC),
    maplist(board_text, RowLabels, RowTexts),
    maplist(board_text, ColLabels, ColTexts),
    board_cells_fields(Cells, CellFields),
    board_legend_fields(Legend, LegendFields),
    board_text(Title, TitleText),
    append([[Rows, Cols, Width, TitleText, NR], RowTexts, [NC], ColTexts,
            CellFields, ['--'], LegendFields],
           Fields).

board_option(Option, Options, Default) :-
    (   memberchk(Option, Options)
    ->  true
    ;   arg(1, Option, Default)
    ).

board_cells_fields([], []).
board_cells_fields([cell(Row, Col, Text, Colour, Highlight)|Cells],
                   [Row, Col, T, Colour, H|Fields]) :-
    integer(Row),
    integer(Col),
    integer(Colour),
    board_text(Text, T),
    (   Highlight == true
    ->  H = 1
    ;   H = 0
    ),
    board_cells_fields(Cells, Fields).

board_legend_fields([], []).
board_legend_fields([legend(Colour, Text)|Ls], [Colour, T|Fields]) :-
    integer(Colour),
    board_text(Text, T),
    board_legend_fields(Ls, Fields).

%  A field is one line without the request separators.
board_text(Text, Chars) :-
    (   is_list(Text)
    ->  Chars0 = Text
    ;   atom(Text)
    ->  atom_chars(Text, Chars0)
    ;   number(Text)
    ->  number_chars(Text, Chars0)
    ;   write_term_to_chars(Text, [], Chars0)
    ),
    maplist(plain_char, Chars0, Chars).

plain_char(C0, C) :-
    (   memberchk(C0, ['\n', '\x1\', '\x2\', '\x1f\'])
    ->  C = ' '
    ;   C = C0
    ).


/* The generator, files and the clock. */

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

%% file_mtime(+File, -Time) is semidet.
%
%  Time is the modification time of File in nanoseconds; fails if File is missing.
file_mtime(File, Time) :-
    host_request([mtime, File], Reply),
    Reply \== [],
    number_chars(Time, Reply).

%% file_kind(+Path, -Kind) is det.
%
%  What is at Path, without following a last symbolic link: absent, file,
%  directory, link or other (a device, a pipe, ...). Asked without opening
%  anything, so it never races with a file being replaced.
file_kind(Path, Kind) :-
    host_request([file_kind, Path], Reply),
    atom_chars(Kind, Reply).

%% interactive is semidet.
%
%  A person answers at a terminal (in batch mode the input is a script).
interactive :-
    host_request([interactive], Reply),
    Reply == "true".

%% text_shape(+Path, +MaxBytes, -Bytes, -Depth, -Line) is semidet.
%
%  File Path has Bytes bytes and, when that is at most MaxBytes, its
%  brackets nest Depth deep, first on line Line (both 0 for a bigger file,
%  which is not read). Fails if Path cannot be read.
text_shape(Path, MaxBytes, Bytes, Depth, Line) :-
    host_request([text_shape, Path, MaxBytes], Reply),
    Reply \== [],
    split_numbers(Reply, [Bytes, Depth, Line]).

%% unique_name(-Name) is det.
%
%  Name is an atom no other process and no earlier call of this one was
%  given (the process id and a counter): for temporary files.
unique_name(Name) :-
    host_request([unique_name], Reply),
    atom_chars(Name, Reply).

%% journal_add(+Chars) is det.
%% journal_truncate(+N) is det.
%% journal_entry(+N, -Chars) is semidet.
%
%  A list of texts the host keeps for the rules (the running game's
%  history): add one at the end, keep the first N, read the Nth (from 1;
%  fails past the end). The host holds them in a few bytes each; asserted
%  as facts, Scryer 0.10 takes kilobytes for each.
journal_add(Chars) :-
    host_request([journal_add, Chars], _).

%% journal_add_all(+Texts) is det.
%
%  journal_add/1 of each of Texts (lists of characters), in one request.
journal_add_all(Texts) :-
    (   Texts == []
    ->  true
    ;   host_request([journal_add|Texts], _)
    ).

journal_truncate(N) :-
    host_request([journal_truncate, N], _).

%% log_append(+File, +From) is det.
%
%  Appends the journal's texts from the From-th on to the history log
%  File, each a record with its checksum, after the records the host knows
%  it holds (log_start/2, log_read/4): a torn write before them is cut off.
%  Throws error(host_error(Reason), log_append), Reason as for save_begin/3.
log_append(File, From) :-
    host_request([log_append, File, From], _).

%% log_start(+File, +Record) is det.
%
%  Begins the history log File anew with Record (characters), whole or
%  not at all.
log_start(File, Record) :-
    host_request([log_start, File, Record], _).

%% log_read(+File, +MaxBytes, -Dropped, -Records) is det.
%
%  Records are the texts (characters) of the whole records of the history
%  log File, a regular file of at most MaxBytes; Dropped lines followed
%  the first damaged one. Throws as save_begin/3 does.
log_read(File, MaxBytes, Dropped, Records) :-
    host_request([log_read, File, MaxBytes], Reply),
    append(DroppedChars, [' '|Rest0], Reply),
    !,
    number_chars(Dropped, DroppedChars),
    append(LengthChars, [' '|Text], Rest0),
    !,
    split_chars(LengthChars, ',', LengthTexts),
    maplist(number_chars, Lengths, LengthTexts),
    take_records(Lengths, Text, Records).

%  A reply is one line: the records' lengths come before their texts.
take_records([], _, []).
take_records([Length|Lengths], Text, [Record|Records]) :-
    length(Record, Length),
    append(Record, Rest, Text),
    take_records(Lengths, Rest, Records).

split_chars(Chars, Separator, [Part|Parts]) :-
    (   append(Part, [Separator|Rest], Chars)
    ->  split_chars(Rest, Separator, Parts)
    ;   Part = Chars,
        Parts = []
    ).

%% save_text(+File, +MaxBytes, -Clauses) is det.
%
%  The host puts the clauses of the save File (a regular file of at most
%  MaxBytes) in the file Clauses, one after another without comments, and
%  keeps the line of File each starts on (save_line/2). Throws as
%  save_begin/3 does, or not_text for a file that is not UTF-8.
save_text(File, MaxBytes, Clauses) :-
    host_request([save_text, File, MaxBytes], Reply),
    atom_chars(Clauses, Reply).

%% save_line(+Index, -Line) is det.
%
%  Line is the line of the save last read by save_text/3 on which its
%  Index-th clause starts (the unfinished rest of a truncated save counts
%  as one more).
save_line(Index, Line) :-
    host_request([save_line, Index], Reply),
    number_chars(Line, Reply).

%% save_begin(+File, +Replace, -Writer) is det.
%% save_commit(+Ending) is det.
%% save_abort is det.
%
%  The host replaces File, whole or not at all: save_begin/3 gives the
%  path of a new temporary file beside it (Writer: the file itself, not a
%  name anyone can swap), which the caller opens, writes and closes;
%  save_commit/1 then syncs it and renames it over File if its text ends
%  with Ending (characters: a writer that met a full disk left it short),
%  and save_abort/0 gives it up. Replace is saves (only an earlier save or
%  an empty file is replaced) or any. Throws error(host_error(Reason), _),
%  Reason one of no_space, read_only, permission, folder, too_many_files,
%  file_too_large, link, directory, other, not_a_save, short, io.
save_begin(File, Replace, Writer) :-
    host_request([save_begin, File, Replace], Reply),
    atom_chars(Writer, Reply).

save_commit(Ending) :-
    host_request([save_commit, Ending], _).

save_abort :-
    host_request([save_abort], _).

%% with_standard_operators(:Goal) is semidet.
%
%  Runs Goal once with the operator table this host started with, then
%  puts back the session's. Saves and history records are written and read
%  so: a user's op(200, fy, human) made the save say human'Alice', which
%  the standard reader refuses, and op(700, xfx, draft) wrote sa1 draft 2.
%  The table is one for the whole engine (Scryer keeps a single one).
%  Nothing is changed when the session's table is the standard one.
:- meta_predicate(with_standard_operators(0)).

with_standard_operators(Goal) :-
    (   bb_get('host:standard_operators_in_force', true)
    ->  % Inside another: a history of 12 000 moves is read an entry at
        % a time, and listing the table for each took 0.8 s.
        once(Goal)
    ;   findall(op(P, T, N), current_op(P, T, N), Ops0),
        sort(Ops0, Ops),
        bb_get('host:standard_operators', Standard),
        (   Ops == Standard
        ->  setup_call_cleanup(bb_put('host:standard_operators_in_force', true),
                               once(Goal),
                               bb_put('host:standard_operators_in_force', false))
        ;   setup_call_cleanup(( set_operators(Ops, Standard),
                                 bb_put('host:standard_operators_in_force', true)
                               ),
                               once(Goal),
                               ( bb_put('host:standard_operators_in_force', false),
                                 set_operators(Standard, Ops)
                               ))
        )
    ).

%  From the table From to the table To: every operator of From not in To
%  is removed first, so that no priority or kind of To clashes with one
%  still there (an infix and a postfix of one name).
set_operators(From, To) :-
    forall(( member(op(P, T, N), From), \+ memberchk(op(P, T, N), To) ),
           catch(op(0, T, N), _, true)),
    forall(( member(op(P, T, N), To), \+ memberchk(op(P, T, N), From) ),
           catch(op(P, T, N), _, true)).

%  Called when the bridge starts, before any user code runs.
remember_standard_operators :-
    findall(op(P, T, N), current_op(P, T, N), Ops0),
    sort(Ops0, Ops),
    bb_put('host:standard_operators', Ops).

journal_entry(N, Chars) :-
    catch(host_request([journal_get, N], Chars), error(host_error(no_entry), _), fail).

%% file_layout(+Path, +Offsets, -Places) is det.
%
%  For each byte offset into the file Path (as the engine's stream
%  positions count), place(Line, Chars, TokenChars): the line of the
%  first character at or after it that is not layout or a comment (0 when
%  only layout follows), the offset in characters, and that first
%  character's offset in characters. Counted by the host, in one request
%  per file.
file_layout(Path, Offsets, Places) :-
    (   Offsets == []
    ->  Places = []
    ;   % The numbers come as a Prolog list: the engine's reader parses
        % it ten times faster than splitting the text here.
        host_request_term([layout, Path|Offsets], Numbers),
        places(Numbers, Places)
    ).

split_numbers(Chars, Numbers) :-
    (   Chars == []
    ->  Numbers = []
    ;   append(Word, Rest0, Chars),
        (   Rest0 = [' '|Rest]
        ->  true
        ;   Rest0 == [],
            Rest = []
        ),
        Word \== []
    ->  number_chars(N, Word),
        Numbers = [N|Numbers1],
        split_numbers(Rest, Numbers1)
    ;   Numbers = []
    ).

places([], []).
places([L, C, T|Ns], [place(L, C, T)|Ps]) :-
    places(Ns, Ps).

%% host_clock(-WallMs, -CpuMs) is det.
%
%  Milliseconds of wall-clock and of CPU time since the program started.
host_clock(Wall, Cpu) :-
    host_request([clock], Reply),
    append(WallChars, [' '|CpuChars], Reply),
    !,
    number_chars(Wall, WallChars),
    number_chars(Cpu, CpuChars).

/* Messages. */

%% say(+Key) is det.
%
%  Prints the message Key in the current language, then a new line. Messages are
%  facts message(Lang, Key, Format) that the loaded game exports; the arguments
%  of Key are the arguments of Format, in order. A key with no message prints as
%  itself, so a missing translation is visible rather than silent.
say(Key) :-
    (   quiet
    ->  true
    ;   say_inline_(Key),
        nl
    ).

%% say_inline(+Key) is det.
%
%  As say/1 without the new line.
say_inline(Key) :-
    (   quiet
    ->  true
    ;   say_inline_(Key)
    ).

say_inline_(Key) :-
    message_text(Key, Chars),
    current_output(Stream),
    put_chars(Stream, Chars),
    % Out at once, as format/2 did: the host may print or exit next.
    flush_output(Stream).

%% message_text(+Key, -Chars) is det.
%
%  Chars is the text of message Key in the current language.
message_text(Key, Chars) :-
    lang(Lang),
    (   (   message_format(Lang, Key, Format)
        ;   message_format(en, Key, Format)
        )
    ->  Key =.. [_|Args]
    ;   Format = "~q",
        Args = [Key]
    ),
    catch(format_to_chars(Format, Args, Chars0),
          _,
          format_to_chars("~q", [Key], Chars0)),
    (   Lang == en
    ->  singular_counts(Chars0, Chars)
    ;   Chars = Chars0
    ).

%% singular_counts(+Chars0, -Chars) is det.
%
%  English messages count with the plural ("~d troops"); a count of one
%  takes the singular: "1 troop", never "1 troops". One pass, for every
%  game's messages and the host's.
singular_counts([], []).
singular_counts([C|Cs0], Cs) :-
    (   C == '1',
        Cs0 = [' '|Rest0],
        plural_word(Plural, Singular),
        append(Plural, Rest, Rest0),
        \+ ( Rest = [N|_], letter(N) ),
        % a verb with a count after it: "CPU 1 moves 3 troops"
        \+ ( Rest = [' ', D|_], digit(D) )
    ->  append([C, ' '|Singular], Cs1, Cs),
        (   plural_verb(Verb, SingularVerb),
            append([' '|Verb], [' '|After], Rest)
        ->  append([' '|SingularVerb], [' '|Cs2], Cs1),
            singular_counts(After, Cs2)
        ;   singular_counts(Rest, Cs1)
        )
    ;   Cs = [C|Cs1],
        (   digit(C)
        ->  digits_then(Cs0, Cs1)
        ;   singular_counts(Cs0, Cs1)
        )
    ).

%  After a digit, the rest of a number is copied: "21 troops" stays.
digits_then([], []).
digits_then([C|Cs0], [C|Cs]) :-
    (   digit(C)
    ->  digits_then(Cs0, Cs)
    ;   singular_counts(Cs0, Cs)
    ).

digit(C) :-
    char_code(C, Code),
    Code >= 0'0,
    Code =< 0'9.

letter(C) :-
    char_code(C, Code),
    (   Code >= 0'a, Code =< 0'z
    ;   Code >= 0'A, Code =< 0'Z
    ),
    !.

%  "1 troop is left", not "1 troop are left".
plural_verb("are", "is").
plural_verb("were", "was").
plural_verb("have", "has").

plural_word("troops", "troop").
plural_word("reinforcements", "reinforcement").
plural_word("territories", "territory").
plural_word("times", "time").
plural_word("rounds", "round").
plural_word("moves", "move").
plural_word("transformations", "transformation").
plural_word("steps", "step").
plural_word("points", "point").
plural_word("players", "player").
plural_word("obstacles", "obstacle").
plural_word("cards", "card").
plural_word("units", "unit").
plural_word("ships", "ship").
plural_word("armies", "army").
plural_word("villages", "village").
plural_word("turns", "turn").
plural_word("kings", "king").
plural_word("bytes", "byte").

message_format(Lang, Key, Format) :-
    catch(game_hook(message(Lang, Key, Format0)), _, fail),
    !,
    Format = Format0.
message_format(Lang, Key, Format) :-
    catch(common_messages:common_message(Lang, Key, Format0), _, fail),
    !,
    Format = Format0.
message_format(Lang, Key, Format) :-
    host_messages:host_message(Lang, Key, Format).

%% format_to_chars(+Format, +Args, -Chars) is det.
%
%  Chars is the text format/2 would print.
%  Messages use a few plain directives; those are formatted here, ~30x faster
%  than library(format)'s format_//2 in Scryer 0.10 (about 0.4 ms a message
%  there, which made a command with twenty messages miss its 5 ms budget).
%  Any other directive (columns, ~e, ~t, ...) goes to format_//2.
format_to_chars(Format, Args, Chars) :-
    (   is_list(Format),
        plain_format(Format, Args, Chars0, [])
    ->  Chars = Chars0
    ;   phrase(format_(Format, Args), Chars)
    ).

plain_format([], [], Cs, Cs).
plain_format([C|Fs], Args, Cs0, Cs) :-
    (   C == (~)
    ->  Fs = [D|Fs1],
        plain_directive(D, Args, Args1, Cs0, Cs1),
        plain_format(Fs1, Args1, Cs1, Cs)
    ;   Cs0 = [C|Cs1],
        plain_format(Fs, Args, Cs1, Cs)
    ).

plain_directive(w, [A|As], As, Cs0, Cs) :- term_chars(A, [], Cs0, Cs).
plain_directive(p, [A|As], As, Cs0, Cs) :- term_chars(A, [], Cs0, Cs).
plain_directive(a, [A|As], As, Cs0, Cs) :- atom(A), term_chars(A, [], Cs0, Cs).
plain_directive(d, [A|As], As, Cs0, Cs) :- integer(A), term_chars(A, [], Cs0, Cs).
plain_directive(q, [A|As], As, Cs0, Cs) :- term_chars(A, [quoted(true)], Cs0, Cs).
plain_directive(s, [A|As], As, Cs0, Cs) :- is_list(A), append(A, Cs, Cs0).
plain_directive(i, [_|As], As, Cs, Cs).
plain_directive(n, As, As, ['\n'|Cs], Cs).
plain_directive(~, As, As, [~|Cs], Cs).

term_chars(T, Options, Cs0, Cs) :-
    write_term_to_chars(T, Options, Chars),
    append(Chars, Cs, Cs0).

