/** Files through the host: what is at a path, saves written whole or not
at all, the autosave's history log, where a text's clauses start
(src/storage.rs does the writing).
*/
:- module(storage, [file_mtime/2,
                    file_kind/2,
                    text_shape/5,
                    unique_name/1,
                    file_layout/3,
                    save_text/3,
                    save_line/2,
                    save_begin/3,
                    save_commit/1,
                    save_abort/0,
                    log_append/2,
                    log_start/2,
                    log_read/4]).

:- use_module(library(lists)).
:- use_module(library(bridge), [host_request/2, host_request_term/2]).

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
