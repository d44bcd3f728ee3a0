/** The Prolog side of the host bridge: everything that touches the outside world.

The rules never print, ask or roll on their own: they call the predicates of this
module, and each of these sends one request to the Rust host and reads one reply.

A request is written to `user_output` as the bytes 0x01 `CQ` 0x1f, the
request's fields separated by 0x1f, then 0x02, flushed on its own: the host
takes a flushed chunk as a request only when it is exactly that, so a user's
own output can never pass for one. The host answers on
`user_input` with one line: a status character (`o` for a value, `e` for an error)
followed by the value. Lines are cheap to read with get_char/1; read/1 is ~10x
slower, so no reply is a Prolog term.

All randomness goes through the host, so `conquest --seed N` replays a whole game.
*/
:- module(host, [roll_dice/2,
                 random_between/3,
                 random_member/2,
                 random_permutation/2,
                 ask/2,
                 display_map/0,
                 display_board/1,
                 say/1,
                 say_inline/1,
                 message_text/2,
                 lang/1,
                 set_lang/1,
                 host_seed/1,
                 rng_state/2,
                 set_rng_state/2,
                 file_mtime/2,
                 is_list/1,
                 script_dice/1,
                 script_randoms/1,
                 script_clear/0,
                 set_quiet/1,
                 quiet/0]).

:- use_module(library(lists)).
:- use_module(library(format)).
:- use_module(library(charsio)).
:- use_module(library(error)).
:- use_module(library(iso_ext)).

:- dynamic(chosen_lang/1).
:- dynamic(scripted_die/1).
:- dynamic(scripted_random/1).
:- dynamic(quiet_mode/0).

%% quiet is semidet.
%
%  Messages are off (set_quiet(true)): callers may skip preparing them.
quiet :-
    quiet_mode.

%% set_quiet(+Quiet) is det.
%
%  With Quiet = true, say/1, say_inline/1 and display_map/0 print nothing:
%  headless simulations run whole games without formatting a single message.
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
%
%  The language of messages, `en` unless set_lang/1 chose another.
%  (A dynamic predicate with clauses in its file stops being visible through
%  its import once all those clauses are retracted, in Scryer 0.10, so the
%  exported predicate is a rule over a fact that starts absent.)
lang(Lang) :-
    (   chosen_lang(Lang0)
    ->  Lang = Lang0
    ;   Lang = en
    ).

%% set_lang(+Lang).
%
%  Lang is `en` or `id`: the language say/1 looks messages up in.
set_lang(Lang) :-
    must_be_lang(Lang),
    retractall(chosen_lang(_)),
    assertz(chosen_lang(Lang)).

must_be_lang(en) :- !.
must_be_lang(id) :- !.
must_be_lang(L) :-
    throw(error(domain_error(language, L), set_lang/1)).

%% is_list(@Term) is semidet.
%
%  Term is a proper list. (Scryer has no is_list/1; GNU Prolog and SWI do.)
is_list(Term) :-
    '$skip_max_list'(_, _, Term, Tail),
    Tail == [].

%% roll_dice(+N, -Dice) is det.
%
%  Dice is a list of N six-sided dice from the host's seeded generator.
%
%  ?- roll_dice(3, D).
%     D = [4,1,6].
roll_dice(N, Dice) :-
    must_be(integer, N),
    (   N =< 0
    ->  Dice = []
    ;   scripted_dice(N, Dice)
    ->  true
    ;   host_request([dice, N], Reply),
        digits_values(Reply, Dice)
    ).

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
    ;   forall(member(D, Dice), assertz(scripted_die(D)))
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
    ;   forall(member(X, Numbers), assertz(scripted_random(X)))
    ).

%% script_clear is det.
%
%  Forgets every scripted die and number not used yet.
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

digits_values([], []).
digits_values([C|Cs], [D|Ds]) :-
    char_code(C, Code),
    D is Code - 0'0,
    digits_values(Cs, Ds).

%% random_between(+Low, +High, -X) is det.
%
%  X is a uniformly random integer with Low =< X =< High.
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
    ;   host_request([between, Low, High], Reply),
        number_chars(X, Reply)
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

%% ask(+Prompt, -Answer) is det.
%
%  Prints Prompt and reads one line from the user. Answer is the line as an atom,
%  without surrounding blanks and without one final full stop, so `5.` and `5`
%  both give '5'. At the end of input it throws error(host_error(end_of_input), ask/2),
%  which the commands catch to cancel what they were doing.
ask(Prompt, Answer) :-
    prompt_text(Prompt, Text),
    host_request([ask, Text], Reply),
    atom_chars(Answer, Reply).

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
%  to draw with map_view(-Cells, -Legend) in module user: Cells is a list of
%  cell(Code, Label, Colour) (Colour 0 means none, 1..4 a player's colour) and
%  Legend a list of legend(Colour, Text).
display_map :-
    (   quiet_mode
    ->  true
    ;   catch(user:map_view(Cells, Legend), _, fail)
    ->  cells_fields(Cells, CellFields),
        legend_fields(Legend, LegendFields),
        append([[map], CellFields, ['--'], LegendFields], Request),
        host_request(Request, _)
    ;   catch(user:current_board(Board), _, fail)
    ->  display_board(Board)
    ;   say(no_map)
    ).

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
    (   quiet_mode
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

cells_fields([], []).
cells_fields([cell(Code, Label, Colour)|Cells], [Code, Label, Colour|Fields]) :-
    cells_fields(Cells, Fields).

legend_fields([], []).
legend_fields([legend(Colour, Text)|Ls], [Colour, Text|Fields]) :-
    legend_fields(Ls, Fields).

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
    number_chars(Position, PositionChars).

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
    ;   host_request([set_rng_state, Seed, Position], _)
    ).

%% file_mtime(+File, -Time) is semidet.
%
%  Time is the modification time of File in nanoseconds; fails if File is missing.
file_mtime(File, Time) :-
    host_request([mtime, File], Reply),
    Reply \== [],
    number_chars(Time, Reply).

%% say(+Key) is det.
%
%  Prints the message Key in the current language, then a new line. Messages are
%  facts message(Lang, Key, Format) that a rulebook exports to user; the arguments
%  of Key are the arguments of Format, in order. A key with no message prints as
%  itself, so a missing translation is visible rather than silent.
say(Key) :-
    (   quiet_mode
    ->  true
    ;   say_inline(Key),
        nl
    ).

%% say_inline(+Key) is det.
%
%  As say/1 without the new line.
say_inline(Key) :-
    (   quiet_mode
    ->  true
    ;   say_inline_(Key)
    ).

say_inline_(Key) :-
    message_text(Key, Chars),
    format("~s", [Chars]).

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
    catch(format_to_chars(Format, Args, Chars),
          _,
          format_to_chars("~q", [Key], Chars)).

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

host_message(en, no_map, "This game has no map to draw.").
host_message(en, games_header, "Games (start one with conquest --game NAME):").
host_message(en, game_line(_, _), "    ~w  ~s").
host_message(en, game_line_current(_, _), "  * ~w  ~s   (loaded)").
host_message(en, file_not_found(F), "No such file: ~w") :- atom(F), !.
host_message(en, file_not_found(_), "No such file: ~q").
host_message(en, consulted(_), "Loaded ~w.").
host_message(en, load_kept_previous(_), "~w was not loaded; the rules loaded before stay in force.").
host_message(en, load_error(_, _), "Error while loading ~w: ~s").
host_message(en, make_nothing, "No loaded file has changed.").
host_message(en, help_game_header, "Commands of this game:").
host_message(en, help_host_header, "Toplevel and host builtins:").
host_message(en, help_unknown(_), "No command or builtin is called ~w. Type help. for the list.").
host_message(id, no_map, "Permainan ini tidak memiliki peta.").
host_message(id, games_header, "Permainan (mulai dengan conquest --game NAMA):").
host_message(id, game_line(_, _), "    ~w  ~s").
host_message(id, game_line_current(_, _), "  * ~w  ~s   (dimuat)").
host_message(id, file_not_found(F), "Berkas tidak ditemukan: ~w") :- atom(F), !.
host_message(id, file_not_found(_), "Berkas tidak ditemukan: ~q").
host_message(id, consulted(_), "~w dimuat.").
host_message(id, load_kept_previous(_), "~w tidak dimuat; aturan yang dimuat sebelumnya tetap berlaku.").
host_message(id, load_error(_, _), "Galat saat memuat ~w: ~s").
host_message(id, make_nothing, "Tidak ada berkas yang berubah.").
host_message(id, help_game_header, "Perintah permainan ini:").
host_message(id, help_host_header, "Perintah toplevel dan bawaan host:").
host_message(id, help_unknown(_), "Tidak ada perintah bernama ~w. Ketik help. untuk daftarnya.").

%% host_request(+Fields, -Reply) is det.
%
%  Sends one request and reads the reply line as a list of characters. An error
%  reply is thrown as error(host_error(Reason), Context).
host_request(Fields, Reply) :-
    flush_output(user_output),
    % One write: the engine hands every write to the host separately, and a
    % map request has some hundred fields.
    fields_chars(Fields, FieldChars, ['\x2\']),
    format(user_output, "~s", [['\x1\', 'C', 'Q', '\x1f\'|FieldChars]]),
    flush_output(user_output),
    get_char(user_input, Status),
    read_line_chars(Chars),
    (   Status == o
    ->  Reply = Chars
    ;   Status == e
    ->  atom_chars(Reason, Chars),
        Fields = [Name|_],
        throw(error(host_error(Reason), Name))
    ;   throw(error(host_error(bridge_closed), host_request/2))
    ).

fields_chars([], Cs, Cs).
fields_chars([F|Fs], Cs0, Cs) :-
    field_chars(F, Cs0, Cs1),
    (   Fs == []
    ->  Cs1 = Cs
    ;   Cs1 = ['\x1f\'|Cs2],
        fields_chars(Fs, Cs2, Cs)
    ).

field_chars(F, Cs0, Cs) :-
    (   is_list(F)
    ->  append(F, Cs, Cs0)
    ;   atom(F)
    ->  atom_chars(F, Chars),
        append(Chars, Cs, Cs0)
    ;   write_term_to_chars(F, [], Chars),
        append(Chars, Cs, Cs0)
    ).

read_line_chars(Chars) :-
    get_char(user_input, C),
    (   C == '\n'
    ->  Chars = []
    ;   C == end_of_file
    ->  Chars = []
    ;   Chars = [C|Cs],
        read_line_chars(Cs)
    ).
