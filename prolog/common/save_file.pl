/** Saved games, the same for every rulebook: the file format and its checks.

A save is a text file of Prolog terms, one a line, written quoted (writeq):

    conquest_save(1, Game).            % format version, rulebook
    rng(42, 1310).                     % the host's generator: seed, position
    ...                                % the rulebook's facts
    end_of_save(61).                   % how many facts came before

save_facts/4 writes one, load_facts/4 reads and checks one before anything
changes: a missing file, a file of another program, a syntax error, a
truncated or hand-edited file, a save of another rulebook and (through the
rulebook's own checks: its state_error/2, and save_error/2 when it has one)
an inconsistent game each print a message naming the problem and change
nothing. A save whose lines end in CR LF reads as one whose lines end in LF. Saves
are written and read with the standard operators, whatever the session
declared (standard_operators:with_standard_operators/1). The host writes the file
(src/storage.rs): to a temporary file created exclusively beside File
under a name nobody can guess, synced, then renamed over File, so a crash
mid-write leaves the previous file whole and a link planted anywhere is
never followed. Only a regular file or nothing is replaced, and a regular
file only if it is a save, unless the player says so: a directory, a
symbolic link, a device or a pipe at File is refused with a message that
says which.

autosave_facts/3 is what the toplevel's autosave after every query needs:
it rewrites the file only when the facts or the generator changed, and
reports a failed write once per session.
*/
:- module(save_file, [save_format_version/1,
                      save_facts/4,
                      save_facts/5,
                      load_facts/4,
                      autosave_facts/3,
                      remember_autosave/2,
                      save_file_name/2,
                      write_save_file/4,
                      read_save_file/5,
                      save_shape_check/1,
                      save_count_error/3,
                      write_problem_text/2,
                      bounded_text/3,
                      check_raised/3,
                      kept_problem/2]).

:- use_module(library(lists)).
:- use_module(library(iso_ext)).
:- use_module(library(charsio)).
:- use_module(library(files)).
:- use_module('../host/util').
:- use_module('../host/standard_operators').
:- use_module('../host/bridge').
:- use_module('../host/text').
:- use_module('../host/dice').
:- use_module('../host/screen').
:- use_module('../host/storage').

:- dynamic(autosave_warned/0).

%% save_format_version(?Version).
%
%  The version of the save format this program writes and reads.
save_format_version(1).

%% save_facts(+Command, +File0, +Game, +Facts, +Replace) is semidet.
%
%  Saves Facts of rulebook Game to File0 (an atom or a string) and says so;
%  Command names the command for the message about a bad file name.
%  Replace says what happens to a file at File0 that is no save: ask (the
%  player is asked at a terminal; a script is refused), any (it is
%  replaced) or saves (it is kept and the save refused).
save_facts(Command, File0, Game, Facts) :-
    save_facts(Command, File0, Game, Facts, ask).

save_facts(Command, File0, Game, Facts, Replace) :-
    (   save_file_name(File0, File)
    ->  rng_state(Seed, Position),
        (   Replace == any
        ->  Mode = any
        ;   Mode = saves
        ),
        catch(write_save_file(File, Game, rng(Seed, Position), Facts, Mode), Error, true),
        (   var(Error)
        ->  say(game_saved(File))
        ;   Error = error(host_error(not_a_save), _),
            Replace == ask,
            interactive
        ->  ask(key(save_replace_question(File)), Answer),
            (   yes_answer(Answer)
            ->  save_facts(Command, File, Game, Facts, any)
            ;   say(save_not_replaced(File)),
                fail
            )
        ;   write_problem_text(Error, Text),
            say(save_failed(File, Text)),
            fail
        )
    ;   say(save_file_invalid(Command)),
        fail
    ).

yes_answer(Answer) :-
    memberchk(Answer, [yes, y, ya, iya, 'Yes', 'Y', 'Ya', 'YES']).

%% load_facts(+File, +Game, :Check_2, -Facts) is semidet.
%
%  Facts are the facts of the save File of Game, with the generator put back
%  where the save left it. Fails, after saying what is wrong, when File
%  cannot be read, is not a save of Game, or call(Check_2, Facts, Problem)
%  finds a Problem (a message key) in its facts.
load_facts(File, Game, Check_2, Facts) :-
    catch(read_save_file(File, Game, Rng, Facts0, Count), Error, true),
    (   nonvar(Error)
    ->  (   Error = save_problem(Problem0)
        ->  Problem = Problem0
        ;   Problem = save_unreadable
        )
    ;   rulebook_save_error(Facts0, Problem0)
    ->  Problem = Problem0
    ;   call(Check_2, Facts0, Problem0)
    ->  Problem = Problem0
    ;   save_count_error(Facts0, Count, Problem0)
    ->  Problem = Problem0
    ;   Problem = none
    ),
    (   Problem == none
    ->  Rng = rng(Seed, Position),
        set_rng_state(Seed, Position),
        Facts = Facts0
    ;   problem_text(Problem, Text),
        say(load_failed(File, Text)),
        fail
    ).

%  The rulebook's own check of a save's facts, save_error(Facts, Problem)
%  in user when it defines one: asked before Check_2, so that a problem
%  the game can name in its own terms (two players of one name, a history
%  move that is no move of the game) is told so rather than as the
%  general reason of the library's check; it fails on what it does not
%  look at. An error inside it refuses the save (a bad rule edit must
%  show, not let any save through).
rulebook_save_error(Facts, Problem) :-
    Hook = save_error(_, _),
    functor(Hook, Name, Arity),
    current_predicate(user:Name/Arity),
    rulebook_hook_error(Facts, Problem).

%  (The hook is called through a variable goal: written out, Scryer would
%  enter save_error/2 into user, defined or not; see
%  current_game:optional_hook/1.)
rulebook_hook_error(Facts, Problem) :-
    Goal = save_error(Facts, Problem0),
    catch(user:Goal, Error, check_raised(user:Goal, Error, Problem0)),
    Problem = Problem0.

%% check_raised(+Goal, +Error, -Problem) is det.
%
%  A check of a save (Goal, the rulebook's state_error/2 or save_error/2)
%  raised Error: Problem says so, with what was raised in words and the
%  rule that raised it (rule_errors:located_error/3, by module name: under
%  SWI-Prolog, tools/swi/, the library runs without the host's loader).
%  Ctrl-C is no problem of the save: it stops the command.
check_raised(Goal, Error, state_error_threw(Said)) :-
    (   (   subsumes_term(error(host_error(interrupted), _), Error)
        ;   subsumes_term(error('$interrupt_thrown', _), Error)
        )
    ->  throw(Error)
    ;   true
    ),
    Located = rule_errors:located_error(Goal, Error, Said0),
    (   catch(Located, _, fail)
    ->  Said = Said0
    ;   catch(write_term_to_chars(Error, [quoted(true), max_depth(10)], Said),
              _,
              Said = "?")
    ).

%  A problem, as the message inside the message that tells it (read in
%  each reader's language). An argument reason(Reason) is a reason of
%  the rules (a move a history holds that they refuse) inside the
%  problem: it is said as the game says its reasons, made readable by
%  the rulebook's readable_reason/2 when it has one, so the rules name
%  the reason and the view says it.
problem_text(Problem0, message(Problem1)) :-
    kept_problem(Problem0, Problem),
    (   compound(Problem)
    ->  Problem =.. [Name|Args0],
        maplist(reason_argument, Args0, Args),
        Problem1 =.. [Name|Args]
    ;   Problem1 = Problem
    ).

%% kept_problem(+Problem0, -Problem) is det.
%
%  Problem0 with each list in it copied, cell by cell: a text written
%  by write_term_to_chars/3 (a term a save holds, an error raised) and
%  told later, in each reader's language, rather than at once. The
%  engine's own string of such a text, kept in a term while other goals
%  ran, was read back later as other cells (Scryer 0.10: a save's bad
%  rng/2 line, a rule's error); a copy made while it reads whole stays
%  whole.
kept_problem(Problem0, Problem) :-
    (   is_list(Problem0)
    ->  append(Problem0, [], Problem)
    ;   compound(Problem0)
    ->  Problem0 =.. [Name|Args0],
        maplist(kept_problem, Args0, Args),
        Problem =.. [Name|Args]
    ;   Problem = Problem0
    ).

reason_argument(Arg0, Arg) :-
    (   nonvar(Arg0),
        Arg0 = reason(Reason)
    ->  rulebook_readable(Reason, Readable),
        Arg = message(Readable)
    ;   Arg = Arg0
    ).

%  The rulebook's readable_reason/2 of Reason, else Reason.
rulebook_readable(Reason, Readable) :-
    Hook = readable_reason(_, _),
    functor(Hook, Name, Arity),
    (   current_predicate(user:Name/Arity)
    ->  rulebook_readable_hook(Reason, Readable)
    ;   Readable = Reason
    ).

rulebook_readable_hook(Reason, Readable) :-
    user_call(readable_reason(Reason, Readable0)),
    Readable = Readable0.

%  (A goal called as user:Goal in the clause that builds it may be
%  compiled as the call written out, which enters the predicate in user;
%  a clause of its own keeps Goal a variable.)
user_call(Goal) :-
    user:Goal.

%% autosave_facts(+File, +Game, +Facts) is det.
%
%  Saves Facts to File unless they and the generator are what the last
%  autosave wrote. A failed write is reported once per session.
autosave_facts(File, Game, Facts) :-
    rng_state(Seed, Position),
    Snapshot = snapshot(Seed, Position, Facts),
    (   bb_get('save_file:autosaved', autosaved(File, Last)),
        Last == Snapshot
    ->  true
    ;   catch(write_save_file(File, Game, rng(Seed, Position), Facts), Error, true),
        (   var(Error)
        ->  bb_put('save_file:autosaved', autosaved(File, Snapshot))
        ;   autosave_warned
        ->  true
        ;   assertz(autosave_warned),
            write_problem_text(Error, Text),
            say(autosave_failed(File, Text))
        )
    ).

%% remember_autosave(+File, +Facts) is det.
%
%  File holds Facts already (it was just resumed): no need to write it again.
remember_autosave(File, Facts) :-
    rng_state(Seed, Position),
    bb_put('save_file:autosaved', autosaved(File, snapshot(Seed, Position, Facts))).

%% save_file_name(@File0, -File) is semidet.
%
%  File0 names a file: a non-empty atom or a non-empty string.
save_file_name(File0, File) :-
    (   atom(File0)
    ->  File0 \== '',
        File0 \== [],
        File = File0
    ;   is_list(File0),
        File0 = [_|_],
        maplist(is_char, File0)
    ->  atom_chars(File, File0)
    ).

is_char(C) :-
    atom(C),
    atom_length(C, 1).

%% write_problem_text(+Error, -Text) is det.
%
%  Text says why a file was not written (Error, what writing it raised),
%  for the ~s of the message that tells it: a message inside that
%  message, message(Key) (each reader reads it in their language), or
%  the error itself, written out.
write_problem_text(Error, Text) :-
    (   Error = error(host_error(Reason), _),
        atom(Reason),
        atom_concat(save_problem_, Reason, Key)
    ->  Text = message(Key)
    ;   Error = error(existence_error(_, _), _)
    ->  Text = message(save_problem_folder)
    ;   Error = error(permission_error(_, _, _), _)
    ->  Text = message(save_problem_permission)
    ;   Error = error(resource_error(_), _)
    ->  Text = message(save_problem_too_many_files)
    ;   write_term_to_chars(Error, [quoted(true), max_depth(10)], Text0),
        bounded_text(Text0, 300, Text)
    ).

%% bounded_text(+Chars0, +Max, -Chars) is det.
%
%  Chars0 cut to Max characters, with ... after a cut.
bounded_text(Chars0, Max, Chars) :-
    length(Chars0, Length),
    (   Length =< Max
    ->  Chars = Chars0
    ;   length(Prefix, Max),
        append(Prefix, _, Chars0),
        append(Prefix, ['.', '.', '.'], Chars)
    ).

%% write_save_file(+File, +Game, +Rng, +Facts) is det.
%% write_save_file(+File, +Game, +Rng, +Facts, +Replace) is det.
%
%  Writes the header of Game, Rng (rng(Seed, Position)), Facts and the end
%  marker as the text of File, with the standard operators whatever the
%  session declared. The host creates and renames the file
%  (storage:save_begin/3): whole or not at all, never through a link,
%  keeping the mode of the file it replaces; the engine writes it (a text
%  handed to the host as characters cost 5 ms a save of 11 KB). Replace
%  is saves (the default: a file that is no save is refused) or any.
%  Throws error(host_error(Reason), _) if it cannot.
write_save_file(File, Game, Rng, Facts) :-
    write_save_file(File, Game, Rng, Facts, saves).

write_save_file(File, Game, Rng, Facts, Replace) :-
    save_format_version(Version),
    length(Facts, Count),
    End = end_of_save(Count),
    append([[conquest_save(Version, Game), Rng], Facts, [End]], Terms),
    save_begin(File, Replace, Writer),
    catch(setup_call_cleanup(open(Writer, write, Stream),
                             with_standard_operators(maplist(write_save_line(Stream), Terms)),
                             close(Stream)),
          Error0,
          ( save_abort,
            % The engine's own error for a failed write names no reason
            % (a full disk read as "existence_error").
            (   Error0 = error(host_error(_), _)
            ->  throw(Error0)
            ;   throw(error(host_error(short), write_save_file/5))
            )
          )),
    with_standard_operators(save_line_chars(End, Ending)),
    save_commit(Ending).

write_save_line(Stream, Term) :-
    write_term(Stream, Term, [quoted(true), ignore_ops(false)]),
    write(Stream, '.\n').

%  The text of Term as a line of a save: the end marker the host checks.
save_line_chars(Term, Text) :-
    write_term_to_chars(Term, [quoted(true), ignore_ops(false)], Chars),
    append(Chars, ['.', '\n'], Text).

%% read_save_file(+File, +Game, -Rng, -Facts, -Count) is det.
%
%  Reads a save of Game: Rng is its rng(Seed, Position), Facts the ground
%  terms between it and the end marker end_of_save(Count). Throws
%  save_problem(Problem) when File is missing, unreadable, not a save of
%  Game in this format, does not parse, or has no end marker (truncated).
%  Whether Count is the number of Facts is left to save_count_error/3, so
%  that a hand-edited file is told first what is wrong with its facts.
read_save_file(File, Game, Rng, Facts, Count) :-
    atom_chars(File, Chars),
    (   catch(file_exists(Chars), _, fail)
    ->  true
    ;   file_kind(File, directory)
    ->  throw(save_problem(save_problem_directory))
    ;   file_kind(File, other)
    ->  throw(save_problem(save_not_regular))
    ;   throw(save_problem(save_missing))
    ),
    save_shape_check(File),
    catch(open(File, read, Start), _, throw(save_problem(save_unreadable))),
    % The parser is not shown bytes that cannot begin a save: Scryer 0.10
    % reads a NUL byte as a strange term instead of a syntax error.
    setup_call_cleanup(true,
                       catch(first_chars(Start, 14, Chars0), _, Chars0 = []),
                       close(Start)),
    (   atom_chars(conquest_save, Name),
        append(Name, ['('], Chars0)
    ->  true
    ;   throw(save_problem(save_not_a_save))
    ),
    % The host hands the clauses over without comments and keeps their
    % lines (storage:save_text/3): counting lines here, a character at a
    % time, took 6 s a megabyte of comments.
    max_save_bytes(MaxBytes),
    catch(save_text(File, MaxBytes, Clauses), _, throw(save_problem(save_unreadable))),
    catch(open(Clauses, read, Stream), _, throw(save_problem(save_unreadable))),
    with_standard_operators(
        setup_call_cleanup(true,
                           read_save_stream(Stream, Game, Rng, Facts, Count),
                           close(Stream))).

%% max_save_bytes(?Bytes).
%% max_save_nesting(?Depth).
%
%  No save of a real game comes near these (the biggest, a long game of
%  Olympia, is a few tens of kilobytes nesting 8 deep); a bigger or deeper
%  file is refused before it is parsed, which for a hostile file of 100 MB
%  or a term nested a million deep would take the engine minutes.
max_save_bytes(4194304).
max_save_nesting(64).

save_shape_check(File) :-
    max_save_bytes(MaxBytes),
    max_save_nesting(MaxDepth),
    (   text_shape(File, MaxBytes, Bytes, Depth, Line)
    ->  (   Bytes > MaxBytes
        ->  throw(save_problem(save_too_big(Bytes, MaxBytes)))
        ;   Depth > MaxDepth
        ->  throw(save_problem(save_too_deep(Line, MaxDepth)))
        ;   true
        )
    ;   throw(save_problem(save_unreadable))
    ).

first_chars(Stream, N, Chars) :-
    (   N =:= 0
    ->  Chars = []
    ;   get_char(Stream, C),
        (   C == end_of_file
        ->  Chars = []
        ;   Chars = [C|Cs],
            N1 is N - 1,
            first_chars(Stream, N1, Cs)
        )
    ).

read_save_stream(Stream, Game, Rng, Facts, Count) :-
    save_format_version(Version),
    read_save_term(Stream, 0, Header, _),
    (   Header = term(conquest_save(Version0, Game0), _)
    ->  true
    ;   throw(save_problem(save_not_a_save))
    ),
    (   Version0 == Version
    ->  true
    ;   throw(save_problem(save_version(Version0, Version)))
    ),
    (   Game0 == Game
    ->  true
    ;   throw(save_problem(save_other_game(Game0, Game)))
    ),
    read_save_term(Stream, 1, RngTerm, _),
    (   RngTerm = term(Rng, _),
        Rng = rng(Seed, Position),
        integer(Seed), Seed >= 0, Seed < 1 << 64,
        integer(Position), Position >= 0, Position < 1 << 68
    ->  true
    ;   RngTerm = term(Bad, Index)
    ->  index_line(Index, Line),
        % A million-digit number is not repeated whole in the message.
        write_term_to_chars(Bad, [quoted(true), max_depth(10)], BadChars0),
        bounded_text(BadChars0, 100, BadChars),
        throw(save_problem(save_bad_rng(Line, BadChars)))
    ;   throw(save_problem(save_truncated))
    ),
    read_save_facts(Stream, 2, Facts, Count).

read_save_facts(Stream, Index0, Facts, Count) :-
    read_save_term(Stream, Index0, Next, Index),
    (   Next == end_of_file
    ->  throw(save_problem(save_truncated))
    ;   Next = term(end_of_save(Count0), _)
    ->  Facts = [],
        Count = Count0,
        read_save_term(Stream, Index, After, AfterIndex),
        (   After == end_of_file
        ->  true
        ;   index_line(AfterIndex, AfterLine),
            throw(save_problem(save_after_end(AfterLine)))
        )
    ;   Next = term(Fact, _),
        (   ground(Fact)
        ->  true
        ;   index_line(Index, Line),
            throw(save_problem(save_not_ground(Line)))
        ),
        Facts = [Fact|Facts1],
        read_save_facts(Stream, Index, Facts1, Count)
    ).

%% save_count_error(+Facts, +Count, -Error) is semidet.
%
%  The end marker end_of_save(Count) does not count Facts: lines were lost
%  or added.
save_count_error(Facts, Count, save_count(Count, Length)) :-
    length(Facts, Length),
    Count \== Length.

%  Next is term(Term, Index) or end_of_file, Index (Index0 + 1) counting
%  the clauses from 1 (index_line/2 gives the line of the save a clause starts on); a
%  term that does not parse throws save_problem(save_syntax(Line, What)),
%  or save_not_a_save when it is the first one.
read_save_term(Stream, Index0, Next, Index) :-
    Index is Index0 + 1,
    catch(read_term(Stream, Term, []), Error, true),
    (   nonvar(Error)
    ->  (   Index =< 1
        ->  throw(save_problem(save_not_a_save))
        ;   Error = error(syntax_error(What), _)
        ->  index_line(Index, Line),
            throw(save_problem(save_syntax(Line, What)))
        ;   throw(save_problem(save_unreadable))
        )
    ;   Term == end_of_file
    ->  Next = end_of_file
    ;   Next = term(Term, Index)
    ).

%  The line of the save the Index-th clause starts on (asked only for a
%  message).
index_line(Index, Line) :-
    save_line(Index, Line).
