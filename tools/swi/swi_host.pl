/** The host builtins in plain SWI-Prolog: prolog/host/host.pl without the Rust host.

prolog/host/host.pl sends every roll, prompt and map to the Rust host through a
byte protocol on user_output. Under SWI-Prolog there is no host: this
module defines the same exported predicates (the contract the rules load
with `:- use_module('../../host/host')`, redirected here by swi.pl) in plain
Prolog:

  - dice and random numbers come from SWI's generator (random/1 in
    arithmetic), seeded with host_seed/1; rng_state/2 is the seed and the
    number of draws taken from it, and set_rng_state/2 replays that many
    draws from the seed (the streams differ from the Rust host's, so a seed
    plays a different game here than in `conquest`);
  - ask/2 prints its prompt and reads one line of standard input;
  - display_map/0 fills the game's map template (map.txt next to the rule
    files) with plain text, `[NA1(12) p1]`, no colours;
  - say/1 and message_text/2 format user:message/3 with format/3.

is_list/1 is not exported: it is an SWI built-in already.
*/
:- module(host, [roll_dice/2,
                 random_between/3,
                 random_member/2,
                 random_permutation/2,
                 ask/2,
                 display_map/0,
                 say/1,
                 say_inline/1,
                 message_text/2,
                 lang/1,
                 set_lang/1,
                 host_seed/1,
                 rng_state/2,
                 set_rng_state/2,
                 file_mtime/2,
                 script_dice/1,
                 script_randoms/1,
                 script_clear/0,
                 set_quiet/1,
                 quiet/0,
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
                 with_standard_operators/1,
                 format_to_chars/3,
                 interactive/0,
                 lower_char/2,
                 same_name/2,
                 cancel_answer/1,
                 cancellable_questions/1,
                 file_kind/2,
                 text_shape/5,
                 unique_name/1,
                 remembered/4,
                 put_global/2]).

:- use_module(library(lists)).
:- use_module(library(error)).
:- use_module(library(readutil)).

:- meta_predicate(remembered(+, ?, 0, -)).

%% remembered(+Key, ?Template, :Goal, -List) is det.
%
%  findall(Template, Goal, List), worked out once: the rules are never
%  loaded again here.
remembered(Key, Template, Goal, List) :-
    (   remembered_(Key, List0)
    ->  List = List0
    ;   findall(Template, Goal, List0),
        assertz(remembered_(Key, List0)),
        List = List0
    ).

:- dynamic(remembered_/2).

%% put_global(+Key, +Value) is det.
%
%  A global value: SWI-Prolog copies it (Scryer's bb_put/2 needs the copy
%  that prolog/host/host.pl makes).
put_global(Key, Value) :-
    nb_setval(Key, Value).

:- dynamic(chosen_lang/1).
:- dynamic(scripted_die/1).
:- dynamic(scripted_random/1).
:- dynamic(quiet_mode/0).
:- dynamic(seed_/1).
:- dynamic(journal_/2).

% ------------------------------------------------------------- random numbers

%% host_seed(-Seed) is det.
%
%  The seed of this session: CONQUEST_SEED from the environment, else drawn
%  once from the clock. Seeding happens on first use.
host_seed(Seed) :-
    (   seed_(Seed0)
    ->  Seed = Seed0
    ;   (   getenv('CONQUEST_SEED', Text),
            atom_number(Text, Seed0),
            integer(Seed0)
        ->  true
        ;   get_time(T),
            Seed0 is truncate(T * 1000) mod (1 << 32)
        ),
        set_rng_state(Seed0, 0),
        Seed = Seed0
    ).

%% rng_state(-Seed, -Position) is det.
rng_state(Seed, Position) :-
    host_seed(Seed),
    nb_getval(conquest_rng_position, Position).

%% set_rng_state(+Seed, +Position) is det.
%
%  Seeds SWI's generator with Seed and draws Position numbers from it.
set_rng_state(Seed, Position) :-
    must_be(nonneg, Seed),
    must_be(nonneg, Position),
    retractall(seed_(_)),
    assertz(seed_(Seed)),
    set_random(seed(Seed)),
    forall(between(1, Position, _), _ is random(6)),
    nb_setval(conquest_rng_position, Position).

draw(Range, X) :-
    (   seed_(_)
    ->  true
    ;   host_seed(_)
    ),
    X is random(Range),
    nb_getval(conquest_rng_position, P0),
    P is P0 + 1,
    nb_setval(conquest_rng_position, P).

%% roll_dice(+N, -Dice) is det.
roll_dice(N, Dice) :-
    must_be(integer, N),
    (   N =< 0
    ->  Dice = []
    ;   scripted_dice(N, Dice)
    ->  true
    ;   length(Dice, N),
        maplist(roll_die, Dice)
    ).

roll_die(D) :-
    draw(6, X),
    D is X + 1.

%% script_dice(+Dice) is det.
script_dice(Dice) :-
    must_be(list, Dice),
    (   member(D, Dice), \+ (integer(D), D >= 1, D =< 6)
    ->  throw(error(domain_error(die_value, D), script_dice/1))
    ;   forall(member(D, Dice), assertz(scripted_die(D)))
    ).

%% script_randoms(+Numbers) is det.
script_randoms(Numbers) :-
    must_be(list, Numbers),
    (   member(X, Numbers), \+ integer(X)
    ->  throw(error(type_error(integer, X), script_randoms/1))
    ;   forall(member(X, Numbers), assertz(scripted_random(X)))
    ).

%% script_clear is det.
script_clear :-
    retractall(scripted_die(_)),
    retractall(scripted_random(_)).

scripted_dice(N, Dice) :-
    scripted_die(_),
    !,
    findall(D, scripted_die(D), Queue),
    length(Dice, N),
    append(Dice, _, Queue),
    forall(member(_, Dice), once(retract(scripted_die(_)))).

%% random_between(+Low, +High, -X) is det.
random_between(Low, High, X) :-
    must_be(integer, Low),
    must_be(integer, High),
    (   Low > High
    ->  throw(error(domain_error(non_empty_range, Low-High), random_between/3))
    ;   Low =:= High
    ->  X = Low
    ;   retract(scripted_random(X0))
    ->  (   X0 >= Low, X0 =< High
        ->  X = X0
        ;   random_between(Low, High, X)
        )
    ;   Range is High - Low + 1,
        draw(Range, R),
        X is Low + R
    ).

%% random_member(-X, +List) is det.
random_member(X, List) :-
    must_be(list, List),
    length(List, N),
    (   N =:= 0
    ->  throw(error(domain_error(non_empty_list, List), random_member/2))
    ;   random_between(1, N, I),
        nth1(I, List, X)
    ).

%% random_permutation(+List, -Permutation) is det.
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

% ------------------------------------------------------------- messages

%% quiet is semidet.
%
%  Messages are off (set_quiet(true)): callers may skip preparing them.
quiet :-
    quiet_mode.

%% set_quiet(+Quiet) is det.
set_quiet(true) :-
    !,
    retractall(quiet_mode),
    assertz(quiet_mode).
set_quiet(false) :-
    !,
    retractall(quiet_mode).
set_quiet(Other) :-
    throw(error(domain_error(boolean, Other), set_quiet/1)).

%% lang(-Lang) is det.
lang(Lang) :-
    (   chosen_lang(Lang0)
    ->  Lang = Lang0
    ;   Lang = en
    ).

%% set_lang(+Lang) is det.
set_lang(Lang) :-
    (   memberchk(Lang, [en, id])
    ->  retractall(chosen_lang(_)),
        assertz(chosen_lang(Lang))
    ;   throw(error(domain_error(language, Lang), set_lang/1))
    ).

%% say(+Key) is det.
say(Key) :-
    (   quiet_mode
    ->  true
    ;   say_inline(Key),
        nl
    ).

%% say_inline(+Key) is det.
say_inline(Key) :-
    (   quiet_mode
    ->  true
    ;   message_text(Key, Chars),
        format("~s", [Chars])
    ).

%% message_text(+Key, -Chars) is det.
%
%  As in prolog/host/text.pl: the message of the current language, else the
%  English one, else Key written quoted; an argument message(Key1) is the
%  text of message Key1, a message inside the message.
message_text(Key, Chars) :-
    (   compound(Key),
        Key = message(Key1)
    ->  message_text(Key1, Chars)
    ;   message_text_(Key, Chars)
    ).

message_text_(Key, Chars) :-
    lang(Lang),
    (   (   message_format(Lang, Key, Format)
        ;   message_format(en, Key, Format)
        )
    ->  Key =.. [_|Args0],
        maplist(nested_text, Args0, Args)
    ;   Format = "~q",
        Args = [Key]
    ),
    catch(format(chars(Chars), Format, Args),
          _,
          format(chars(Chars), "~q", [Key])).

%  A message inside the message as a string: ~w, ~a and ~s all write it.
nested_text(Arg, Text) :-
    (   compound(Arg),
        Arg = message(Key)
    ->  message_text(Key, Chars),
        string_chars(Text, Chars)
    ;   Text = Arg
    ).

message_format(Lang, Key, Format) :-
    catch(user:message(Lang, Key, Format0), _, fail),
    !,
    Format = Format0.
message_format(Lang, Key, Format) :-
    catch(common_messages:common_message(Lang, Key, Format0), _, fail),
    !,
    Format = Format0.
message_format(Lang, Key, Format) :-
    host_message(Lang, Key, Format).

host_message(en, no_map, "This game has no map to draw.").
host_message(id, no_map, "Permainan ini tidak memiliki peta.").

% ------------------------------------------------------------- prompts

%% ask(+Prompt, -Answer) is det.
%
%  Prints Prompt, reads one line of standard input: Answer is the line as an
%  atom without surrounding blanks and one final full stop. At the end of
%  input: error(host_error(end_of_input), ask).
ask(Prompt, Answer) :-
    prompt_text(Prompt, Text),
    format(user_output, "~w", [Text]),
    flush_output(user_output),
    read_line_to_string(user_input, Line),
    (   Line == end_of_file
    ->  throw(error(host_error(end_of_input), ask))
    ;   (   stream_property(user_input, tty(true))
        ->  true
        ;   format(user_output, "~s~n", [Line])    % a script reads like a game
        ),
        normalize_space(atom(Trimmed), Line),
        (   sub_atom(Trimmed, Before, 1, 0, '.')
        ->  sub_atom(Trimmed, 0, Before, 1, Stem0),
            normalize_space(atom(Answer), Stem0)
        ;   Answer = Trimmed
        )
    ).

prompt_text(Prompt, Text) :-
    (   atom(Prompt)
    ->  Text = Prompt
    ;   is_list(Prompt)
    ->  atom_chars(Text, Prompt)
    ;   string(Prompt)
    ->  atom_string(Text, Prompt)
    ;   Prompt = key(Key)
    ->  message_text(Key, Chars),
        atom_chars(Text, Chars)
    ;   throw(error(type_error(prompt, Prompt), ask/2))
    ).

%% file_mtime(+File, -Time) is semidet.
%
%  Time is the modification time of File in nanoseconds.
file_mtime(File, Time) :-
    catch(time_file(File, Seconds), _, fail),
    Time is truncate(Seconds * 1.0e9).

% ------------------------------------------------------------- the map

%% display_map is det.
%
%  The map template of the game (map.txt in the folder of the rule file that
%  defines user:map_view/2), each placeholder `{code....}` replaced by
%  `[CODE(troops) pN]` centred in the placeholder's width, then the legend.
display_map :-
    (   quiet_mode
    ->  true
    ;   catch(user:map_view(Cells, Legend), _, fail),
        map_template(Lines)
    ->  forall(member(Line, Lines),
               ( fill_line(Line, Cells, Drawn),
                 format("~s~n", [Drawn]) )),
        forall(member(legend(Colour, Text), Legend),
               ( colour_mark(Colour, Mark),
                 format("~w ~w~n", [Mark, Text]) ))
    ;   say(no_map)
    ).

map_template(Lines) :-
    predicate_property(user:map_view(_, _), imported_from(Module)),
    module_property(Module, file(File)),
    file_directory_name(File, Dir),
    directory_file_path(Dir, 'map.txt', Template),
    read_file_to_string(Template, Text, []),
    split_string(Text, "\n", "", Lines0),
    exclude([L]>>sub_string(L, 0, _, _, ";;"), Lines0, Lines1),
    (   append(Lines2, [""], Lines1)
    ->  true
    ;   Lines2 = Lines1
    ),
    maplist([S, Cs]>>string_chars(S, Cs), Lines2, Lines).

fill_line([], _, []).
fill_line(['{'|Cs], Cells, Drawn) :-
    append(Inside, ['}'|Rest], Cs),
    !,
    length(Inside, W0),
    Width is W0 + 2,
    exclude(==('.'), Inside, CodeChars),
    atom_chars(Code, CodeChars),
    cell_text(Code, Cells, Width, Text),
    append(Text, Drawn1, Drawn),
    fill_line(Rest, Cells, Drawn1).
fill_line([C|Cs], Cells, [C|Drawn]) :-
    fill_line(Cs, Cells, Drawn).

cell_text(Code, Cells, Width, Chars) :-
    upcase_atom(Code, Upper),
    (   memberchk(cell(Code, Label, Colour), Cells)
    ->  true
    ;   Label = '?',
        Colour = 0
    ),
    (   Colour =:= 0
    ->  format(atom(Inner), "~w(~w)", [Upper, Label])
    ;   format(atom(Inner), "~w(~w) p~w", [Upper, Label, Colour])
    ),
    Room is Width - 2,
    atom_length(Inner, Len),
    (   Len > Room
    ->  sub_atom(Inner, 0, Room, _, Shown)
    ;   Shown = Inner
    ),
    atom_length(Shown, L),
    Left is (Room - L) // 2,
    Right is Room - L - Left,
    format(atom(Cell), "[~*c~w~*c]", [Left, 0' , Shown, Right, 0' ]),
    atom_chars(Cell, Chars).

colour_mark(0, '[--]') :- !.
colour_mark(C, Mark) :-
    format(atom(Mark), "[p~w]", [C]).

% ------------------------------------------------------------- the journal

%% journal_add(+Chars) is det.
%
%  The history's entries (common/game.pl), kept as facts here where the
%  Rust host keeps them in its own memory: entry N is journal_(N, Chars).
journal_add(Chars) :-
    (   nb_current(conquest_journal_length, N0)
    ->  true
    ;   N0 = 0
    ),
    N is N0 + 1,
    nb_setval(conquest_journal_length, N),
    assertz(journal_(N, Chars)).

journal_add_all(Texts) :-
    maplist(journal_add, Texts).

%% journal_truncate(+Length) is det.
%
%  Keeps the first Length entries.
journal_truncate(Length) :-
    forall(( journal_(N, _), N > Length ), retract(journal_(N, _))),
    (   nb_current(conquest_journal_length, N0),
        N0 > Length
    ->  nb_setval(conquest_journal_length, Length)
    ;   true
    ).

journal_entry(N, Chars) :-
    journal_(N, Chars).

%% log_append(+File, +From) is det.
%
%  Appends the entries from the From-th on to File, each followed by a
%  full stop and a line end (the Rust host adds a checksum to each; here
%  a line is taken whole or not at all when read).
log_append(File, From) :-
    setup_call_cleanup(open(File, append, Stream),
                       forall(( journal_(N, Chars), N >= From ),
                              format(Stream, "~s.~n", [Chars])),
                       close(Stream)).

%% log_start(+File, +Record) is det.
log_start(File, Record) :-
    setup_call_cleanup(open(File, write, Stream),
                       format(Stream, "~s.~n", [Record]),
                       close(Stream)).

%% log_read(+File, +MaxBytes, -Dropped, -Records) is det.
%
%  The lines of File that end in a full stop, without it, up to the first
%  that does not; Dropped counts the lines after.
log_read(File, MaxBytes, Dropped, Records) :-
    size_file(File, Size),
    (   Size =< MaxBytes
    ->  true
    ;   throw(error(host_error(too_big), log_read))
    ),
    read_file_to_string(File, Text, []),
    split_string(Text, "\n", "", Lines0),
    exclude(==(""), Lines0, Lines),
    log_records(Lines, Records, Dropped).

log_records([], [], 0).
log_records([Line|Lines], Records, Dropped) :-
    (   string_concat(Record, ".", Line)
    ->  string_chars(Record, Chars),
        Records = [Chars|Records1],
        log_records(Lines, Records1, Dropped)
    ;   Records = [],
        length([Line|Lines], Dropped)
    ).

%% save_begin(+File, +Replace, -Writer) is det.
%% save_commit(+Ending) is det.
%% save_abort is det.
%
%  Writer is a temporary file beside File for the caller to write;
%  save_commit/1 renames it over File, save_abort/0 removes it. With
%  Replace saves, a file at File that is no save is refused.
save_begin(File, Replace, Writer) :-
    (   Replace == saves,
        exists_file(File),
        \+ file_holds_a_save(File)
    ->  throw(error(host_error(not_a_save), save_begin))
    ;   true
    ),
    unique_name(Unique),
    format(atom(Writer), "~w.~w.tmp", [File, Unique]),
    nb_setval(conquest_pending_save, File-Writer).

save_commit(_Ending) :-
    nb_getval(conquest_pending_save, File-Writer),
    rename_file(Writer, File).

save_abort :-
    (   nb_current(conquest_pending_save, _-Writer),
        exists_file(Writer)
    ->  delete_file(Writer)
    ;   true
    ).

file_holds_a_save(File) :-
    setup_call_cleanup(open(File, read, Stream),
                       read_pending_chars(Stream, Chars, []),
                       close(Stream)),
    (   Chars == []
    ->  true
    ;   atom_chars(conquest_save, Name),
        append(Name, ['('|_], Chars)
    ).

:- meta_predicate(with_standard_operators(0)).

%% with_standard_operators(:Goal) is semidet.
%
%  once(Goal): in SWI-Prolog a user's operators belong to the module that
%  declares them, not to the host's reads and writes.
with_standard_operators(Goal) :-
    once(Goal).

% ------------------------------------------------------------- small builtins

%% format_to_chars(+Format, +Args, -Chars) is det.
format_to_chars(Format, Args, Chars) :-
    format(chars(Chars), Format, Args).

%% interactive is semidet.
%
%  A person answers at a terminal.
interactive :-
    stream_property(user_input, tty(true)).

%% lower_char(+Char, -Lower) is det.
lower_char(C, L) :-
    downcase_atom(C, L).

%% same_name(+Name1, +Name2) is semidet.
same_name(Name1, Name2) :-
    atom(Name1),
    atom(Name2),
    downcase_atom(Name1, Lower),
    downcase_atom(Name2, Lower).

%% cancel_answer(+Answer) is semidet.
cancel_answer(Answer) :-
    atom(Answer),
    downcase_atom(Answer, Lower),
    memberchk(Lower, [cancel, batal]).

%% cancellable_questions(:Goal) is semidet.
%
%  Runs Goal; an answer cancel or batal to ask/2 in it ends the questions.
:- meta_predicate(cancellable_questions(0)).
cancellable_questions(Goal) :-
    setup_call_cleanup(nb_setval(conquest_cancel_ends_questions, true),
                       Goal,
                       nb_setval(conquest_cancel_ends_questions, false)).

%% file_kind(+Path, -Kind) is det.
file_kind(Path, Kind) :-
    (   read_link(Path, _, _)
    ->  Kind = link
    ;   exists_directory(Path)
    ->  Kind = directory
    ;   exists_file(Path)
    ->  Kind = file
    ;   access_file(Path, exist)
    ->  Kind = other
    ;   Kind = absent
    ).

%% text_shape(+Path, +MaxBytes, -Bytes, -Depth, -Line) is semidet.
%
%  File Path has Bytes bytes and, when that is at most MaxBytes, its
%  brackets nest Depth deep, first on line Line (both 0 for a bigger file).
text_shape(Path, MaxBytes, Bytes, Depth, Line) :-
    exists_file(Path),
    size_file(Path, Bytes),
    (   Bytes > MaxBytes
    ->  Depth = 0,
        Line = 0
    ;   read_file_to_codes(Path, Codes, []),
        nesting(Codes, 1, 0, 0, 0, Depth, Line)
    ).

nesting([], _, _, Depth, Line, Depth, Line).
nesting([C|Cs], L0, D0, Max0, Line0, Depth, Line) :-
    (   memberchk(C, `([{`)
    ->  D is D0 + 1,
        (   D > Max0
        ->  Max = D,
            Line1 = L0
        ;   Max = Max0,
            Line1 = Line0
        )
    ;   memberchk(C, `)]}`)
    ->  D is max(0, D0 - 1),
        Max = Max0,
        Line1 = Line0
    ;   D = D0,
        Max = Max0,
        Line1 = Line0
    ),
    (   C == 0'\n
    ->  L is L0 + 1
    ;   L = L0
    ),
    nesting(Cs, L, D, Max, Line1, Depth, Line).

%% unique_name(-Name) is det.
%
%  An atom no other process and no earlier call was given: for temporary files.
unique_name(Name) :-
    current_prolog_flag(pid, Pid),
    flag(conquest_unique_name, N, N + 1),
    format(atom(Name), "~w-~w", [Pid, N]).
