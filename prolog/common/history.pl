/** The history: every move since the game began, and the autosave's log of it.

The history is the start, start(Seats, Options, State0, Seed, Position)
in the blackboard (Options is none for a history that begins at a loaded
position), and the entries, N from 1: move(Player, Source, Typed, Move)
for a move as typed or chosen (Source chosen) or made by the rules
(forced), completed with its chance (Move), set(State) for a state a
command set without a move (a cheat, Olympia's choice of unit), and
seat(Player, Kind, How) for a seat handed to a computer or back
(play:seat/2; How is host, or away and back in a served game). Entries,
not a list in the game term: a list copied on every move would make a
game's moves cost the square of their number.

The entries are texts in the host's journal (journal:journal_add/1): Scryer
0.10 takes kilobytes for each asserted fact, and a long game of computers
has ten thousand moves. history/0,1 and replay/0,1 (replay.pl) read
them; saves (saves.pl) write them as facts, or the autosave as a log
beside its file.
*/
:- module(history, [history_begin/3,
                    history_restart/2,
                    record/1,
                    history_add/1,
                    history_entry/2,
                    history_cut/1,
                    history_mark/1,
                    history_back/2,
                    history_facts/1,
                    history_install/1,
                    history_log_file/2,
                    write_history_log/3,
                    read_history_log/5,
                    history_layout/1,
                    history_error/3,
                    seats_after/3,
                    seat_replaced/4]).

:- use_module(library(lists)).
:- use_module(library(between)).
:- use_module(library(iso_ext)).
:- use_module(library(charsio)).
:- use_module('../host/util').
:- use_module('../host/standard_operators').
:- use_module('../host/dice').
:- use_module('../host/storage').
:- use_module('../host/journal').

%% history_begin(+Seats, +Options, +State) is det.
%
%  A new history: the game of Seats started with Options in State, at the
%  generator's present position.
history_begin(Seats, Options, State) :-
    history_cut(0),
    rng_state(Seed, Position),
    bb_put('game:history_start', start(Seats, Options, State, Seed, Position)),
    next_history_id.

%% history_cut(+Length) is det.
%
%  Keeps the first Length entries.
history_cut(Length) :-
    history_flush,
    journal_truncate(Length),
    bb_put('game:history_length', Length).

%  The entries not yet in the journal go there, in one request (a request
%  costs about 0.15 ms; one a move made a long game of computers 12%
%  slower).
history_flush :-
    (   bb_get('game:history_pending', Pending),
        Pending \== []
    ->  reverse(Pending, Entries),
        with_standard_operators(maplist(entry_chars, Entries, Texts)),
        journal_add_all(Texts),
        bb_put('game:history_pending', [])
    ;   true
    ).

entry_chars(Entry, Chars) :-
    write_term_to_chars(Entry, [quoted(true)], Chars).

%% history_entry(?N, -Entry) is nondet.
%
%  Entry N of the history; on backtracking, each from the first. The
%  journal holds each as the text of the log's line history_move(N, Entry).
history_entry(N, Entry) :-
    (   integer(N)
    ->  true
    ;   bb_get('game:history_length', Length),
        between(1, Length, N)
    ),
    history_flush,
    journal_entry(N, Chars),
    with_standard_operators(record_term(Chars, history_move(N, Entry))).

%% history_add(+Entry) is det.
%
%  Entry is the history's next.
history_add(Entry) :-
    bb_get('game:history_length', N0),
    N is N0 + 1,
    (   bb_get('game:history_pending', Pending0)
    ->  true
    ;   Pending0 = []
    ),
    Pending = [history_move(N, Entry)|Pending0],
    bb_put('game:history_length', N),
    (   length(Pending, 8)
    ->  bb_put('game:history_pending', Pending),
        history_flush
    ;   bb_put('game:history_pending', Pending)
    ).

%% history_restart(+Seats, +State) is det.
%
%  A history that begins at State (a game loaded from a save without one).
history_restart(Seats, State) :-
    history_begin(Seats, none, State).

%  Each begun history has a name of its own, in no other process either,
%  so a rollback knows whether the history it goes back to is still there
%  and an autosave's log whose history it is.
next_history_id :-
    unique_name(Key),
    bb_put('game:history_id', Key).

%% record(+Entry) is det.
%
%  Entry is the history's next, when a history was begun.
record(Entry) :-
    (   bb_get('game:history_length', _)
    ->  history_add(Entry)
    ;   true
    ).

%% history_mark(-Mark) is det.
%
%  Where the history is now, for history_back/2.
history_mark(mark(Id, Length)) :-
    history_flush,
    (   bb_get('game:history_id', Id),
        bb_get('game:history_length', Length)
    ->  true
    ;   Id = none,
        Length = 0
    ).

%% history_back(+Mark, +Game) is det.
%
%  Back to a mark after a query failed half-way: the entries it added go.
%  If it began a new game, the old history is gone: it begins again at the
%  restored position.
history_back(mark(Id, Length), Game) :-
    (   bb_get('game:history_id', Id)
    ->  history_cut(Length)
    ;   Game = game(Seats, State, _)
    ->  history_restart(Seats, State)
    ;   true
    ).

%% history_facts(-Facts) is det.
%
%  The history as save facts: history_start(Start) then one
%  history_move(Entry) a move.
history_facts([history_start(Start)|Entries]) :-
    bb_get('game:history_start', Start),
    !,
    with_standard_operators(
        findall(history_move(E), history_entry(_, E), Entries)).
history_facts([]).

%% history_install(+Facts) is det.
%
%  The history is the one of Facts (history_facts/1 of a save).
history_install([history_start(Start)|Entries]) :-
    history_cut(0),
    bb_put('game:history_start', Start),
    forall(member(history_move(Entry), Entries),
           history_add(Entry)),
    next_history_id.

/* The autosave's history log: history_start(Key, Start) then
   history_move(N, Entry) lines, appended to after every command. A
   rollback makes later lines write an N again: the last line of an N
   counts. Key names the history (next_history_id/0): the autosave's
   history_log(Key, Length) takes the first Length moves of the log only
   if it begins with the same Key. */

%% history_log_file(+File, -Log) is det.
%
%  Log is the history log beside the autosave File.
history_log_file(File, Log) :-
    atom_concat(File, '.history', Log).

%% write_history_log(+File, -Key, -Length) is det.
%
%  Brings the log of File up to the running history (Key, Length):
%  appends the moves since the last write, or writes it anew for another
%  history (a new game, a new session). The host writes it
%  (storage:log_start/2, storage:log_append/2): each record with a checksum,
%  whole records only, never through a link. Throws if it cannot.
write_history_log(File, Key, Length) :-
    history_flush,
    bb_get('game:history_id', Key),
    bb_get('game:history_length', Length),
    history_log_file(File, Log),
    (   bb_get('game:history_logged', logged(Log, Key, Written0))
    ->  Written is min(Written0, Length)
    ;   bb_get('game:history_start', Start),
        with_standard_operators(entry_chars(history_start(Key, Start), Record)),
        log_start(Log, Record),
        Written = 0,
        bb_put('game:history_logged', logged(Log, Key, 0))
    ),
    (   Written == Length
    ->  true
    ;   From is Written + 1,
        log_append(Log, From)
    ),
    bb_put('game:history_logged', logged(Log, Key, Length)).

%% max_history_log_bytes(?Bytes).
%
%  The history log of a long game of computers (10 000 moves) is about a
%  megabyte; a bigger one is not read.
max_history_log_bytes(8388608).

%% read_history_log(+File, +Key, +Length, +Players, -Kept) is semidet.
%
%  Loads the moves of history Key from File's log as the history of the
%  running game with Players, the first Length of them or, when the log
%  was cut or damaged before, the Kept whole ones it has. Fails (the
%  history then begins at the loaded position) when the log is missing,
%  not a regular file, too big or of another history. Later autosaves
%  append to the same log, or write it anew when part of it was dropped.
read_history_log(File, Key, Length, Players, Kept) :-
    history_log_file(File, Log),
    max_history_log_bytes(MaxBytes),
    log_read(Log, MaxBytes, Dropped, [StartText|MoveTexts]),
    findall(P, member(P-_, Players), Ids),
    history_cut(0),
    with_standard_operators(read_log(StartText, MoveTexts, Key, Players, Ids, Read)),
    Kept is min(Read, Length),
    history_cut(Kept),
    bb_put('game:history_id', Key),
    (   Dropped =:= 0,
        Kept =:= Length
    ->  bb_put('game:history_logged', logged(Log, Key, Length))
    ;   bb_put('game:history_logged', none)
    ).

read_log(StartText, MoveTexts, Key, Players, Ids, Read) :-
    record_term(StartText, history_start(Key0, Start)),
    Key0 == Key,
    % The seats' kinds may have changed since the start (seat/2): the
    % log's entries say how, the autosave's players/1 what they are now.
    Start = start(Seats, _, _, _, _),
    same_ids(Seats, Players),
    \+ history_error([history_start(Start)], Seats, _),
    bb_put('game:history_start', Start),
    read_log_moves(MoveTexts, Ids, 0, Read).

%  The moves up to the first record that is not one (a hand edit that
%  kept the checksum right): the rest count as damaged.
read_log_moves([], _, Read, Read).
read_log_moves([Text|Texts], Ids, Read0, Read) :-
    (   record_term(Text, history_move(N, Entry)),
        integer(N),
        N >= 1,
        N =< Read0 + 1,
        saved_entry(history_move(Entry), Ids)
    ->  N0 is N - 1,
        history_cut(N0),
        history_add(Entry),
        read_log_moves(Texts, Ids, N, Read)
    ;   Read = Read0
    ).

record_term(Text, Term) :-
    append(Text, [' ', '.'], Chars),
    catch(read_term_from_chars(Chars, Term0, []), _, fail),
    Term = Term0.

%% history_layout(+Facts) is semidet.
%
%  The facts after the state: none (a save of an earlier version), the
%  autosave's reference to its log, or the history itself.
history_layout([]).
history_layout([history_log(_, _)]).
history_layout([history_start(_)|Moves]) :-
    \+ ( member(Fact, Moves),
         Fact \= history_move(_) ).

%% history_error(+Facts, +Players, -Error) is semidet.
%
%  Why the history facts of a save are none (a message key); none is fine.
history_error([], _, _) :-
    !,
    fail.
history_error([history_log(Key, Length)], _, Error) :-
    !,
    (   atom(Key),
        integer(Length),
        Length >= 0
    ->  fail
    ;   Error = save_bad_history
    ).
history_error(History, Players, Error) :-
    (   History = [history_start(Start)|Entries],
        Start = start(Seats, Options, State0, Seed, Position),
        same_ids(Seats, Players),
        findall(E, member(history_move(E), Entries), Moves),
        seats_after(Moves, Seats, Players1),
        Players1 == Players,
        (   Options == none
        ;   is_list(Options)
        ),
        integer(Seed),
        integer(Position),
        Position >= 0,
        \+ user:state_error(State0, _),
        findall(P, member(P-_, Players), Ids),
        \+ ( member(Fact, Entries),
             \+ saved_entry(Fact, Ids) )
    ->  fail
    ;   Error = save_bad_history
    ).

saved_entry(history_move(move(P, Source, Typed, Move)), Ids) :-
    memberchk(P, Ids),
    memberchk(Source, [chosen, forced]),
    ground(Typed),
    ground(Move).
saved_entry(history_move(set(State)), _) :-
    \+ user:state_error(State, _).
saved_entry(history_move(seat(P, Kind, How)), Ids) :-
    memberchk(P, Ids),
    ground(Kind),
    (   Kind = human(Name)
    ;   Kind = cpu(Level, Name)
    ;   Kind = cpu(Level),
        Name = none
    ),
    atom(Name),
    \+ ( nonvar(Level), \+ atom(Level) ),
    memberchk(How, [host, away, back]).

%% seats_after(+Entries, +Seats0, -Seats) is det.
%
%  Seats are Seats0 with the seat(Player, Kind, How) entries among
%  Entries applied in their order (seat/2 changes a seat's kind).
seats_after([], Seats, Seats).
seats_after([Entry|Entries], Seats0, Seats) :-
    (   Entry = seat(P, Kind, _),
        seat_replaced(Seats0, P, Kind, Seats1)
    ->  true
    ;   Seats1 = Seats0
    ),
    seats_after(Entries, Seats1, Seats).

%% seat_replaced(+Seats0, +Player, +Kind, -Seats) is semidet.
%
%  Seats are Seats0 with Player's seat of Kind; fails when Seats0 has no
%  seat Player.
seat_replaced([P-Kind0|Seats0], Player, Kind, [P-Kind1|Seats]) :-
    (   P == Player
    ->  Kind1 = Kind,
        Seats = Seats0
    ;   Kind1 = Kind0,
        seat_replaced(Seats0, Player, Kind, Seats)
    ).

%  The same seats, whatever plays them.
same_ids(Seats, Players) :-
    is_list(Seats),
    is_list(Players),
    findall(P, member(P-_, Seats), Ids),
    findall(P, member(P-_, Players), Ids).
