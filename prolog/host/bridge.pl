/** The bridge: the one way the Prolog side asks the Rust host for anything.

A request is written to `user_output` as 0x01 `CQ`, the session's secret
token, then the fields separated by 0x1f (a sequence number, the request's
name, its arguments) and 0x02, and flushed: without the token, nothing a
program prints can pass for a request. The reply comes back in a file that
only this module reads, never on `user_input`: one line `Seq Status Text`,
Status `o` for a value, `e` for an error, `c` for a piece of a long value.
Lines are cheap to read with get_char/1; read/1 is ~10x slower, so no reply
is a Prolog term. src/host/protocol.rs has the wire format.

The other host modules (dice, questions and boards, files, the journal, the
user's reads) are each a few requests made through host_request/2.
*/
:- module(bridge, [start_bridge/2,
                   engine_tag/1,
                   host_request/2,
                   host_request_term/2,
                   put_chars/2,
                   interactive/0,
                   host_clock/2]).

:- use_module(library(iso_ext)).
:- use_module(library(lists)).
:- use_module(library(charsio)).
:- use_module(library(util), [put_global/2, is_list/1]).
:- use_module(library(standard_operators), [remember_standard_operators/0]).

%% engine_tag(-Tag) is det.
%
%  An atom that no other engine running in this process has (the path of
%  its reply file), for the names of its own temporary files: the tests
%  run many engines in one process at once.
engine_tag(Tag) :-
    bb_get('host:bridge', bridge(_, Tag, _)).

%% start_bridge(+Token, +ReplyPath) is det.
%
%  Opens the host's reply file (ReplyPath) and remembers the session's
%  secret Token. Called once by the host, before any request.
start_bridge(Token, ReplyPath) :-
    open(ReplyPath, read, Replies),
    atom_chars(Token, TokenChars),
    bb_put('host:bridge', bridge(TokenChars, ReplyPath, Replies)),
    remember_standard_operators,
    % The stream itself, not its alias: in Scryer 0.10 set_output/1 moves
    % the alias user_output to the new stream, and a user's
    % set_output(user_error) would send every request there.
    stream_property(Out, alias(user_output)),
    bb_put('host:requests', Out),
    bb_put('host:seq', 0).

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

%% interactive is semidet.
%
%  A person answers at a terminal (in batch mode the input is a script).
interactive :-
    host_request([interactive], Reply),
    Reply == "true".

%% host_clock(-WallMs, -CpuMs) is det.
%
%  Milliseconds of wall-clock and of CPU time since the program started.
host_clock(Wall, Cpu) :-
    host_request([clock], Reply),
    append(WallChars, [' '|CpuChars], Reply),
    !,
    number_chars(Wall, WallChars),
    number_chars(Cpu, CpuChars).
