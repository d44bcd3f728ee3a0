/** What the player sees and answers: questions, the map and boards.
*/
:- module(screen, [ask/2,
                   cancellable_questions/1,
                   cancel_answer/1,
                   display_map/0,
                   display_board/1]).

:- use_module(library(iso_ext)).
:- use_module(library(lists)).
:- use_module(library(charsio)).
:- use_module(library(util), [is_list/1, lower_char/2]).
:- use_module(library(bridge), [host_request/2]).
:- use_module(library(game_hooks), [game_hook/1, game_hook_defined/1, game_hook_module/2]).
:- use_module(library(text), [quiet/0, lang/1, say/1, message_text/2, event_langs/1,
                               each_event_lang/1, message_text_in/3]).

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

prompt_text(Prompt, Text) :-
    (   atom(Prompt)
    ->  Text = Prompt
    ;   is_list(Prompt)
    ->  atom_chars(Text, Prompt)
    ;   Prompt = key(Key)
    ->  % A command's question is its player's alone: in their language.
        (   event_langs([Lang|_])
        ->  message_text_in(Lang, Key, Chars)
        ;   message_text(Key, Chars)
        ),
        atom_chars(Text, Chars)
    ;   throw(error(type_error(prompt, Prompt), ask/2))
    ).

%% display_map is det.
%
%  Asks the host to draw the map of the current game. The rulebook describes what
%  to draw with map_view(-Cells, -Legend): Cells is a list of
%  cell(Code, Label, Colour) (Colour 0 means none, 1..4 a player's colour) and
%  Legend a list of legend(Colour, Text); or with current_board(Board), a
%  grid for display_board/1. An error the rulebook's view raises reaches
%  the command, which tells it at its rule (it used to read as "no map").
%  In a served game, what a command shows is drawn in each language its
%  readers read (each_event_lang/1).
display_map :-
    (   quiet
    ->  true
    ;   each_event_lang(display_map_)
    ).

display_map_ :-
    (   game_hook_defined(map_view(_, _))
    ->  (   view_drawn(map_view(Cells, Legend))
        ->  cells_fields(Cells, CellFields),
            legend_fields(Legend, LegendFields),
            lang(Lang),
            atom_concat('lang=', Lang, LangField),
            append([[map, LangField], CellFields, ['--'], LegendFields], Request),
            host_request(Request, _)
        ;   true
        )
    ;   game_hook_defined(current_board(_))
    ->  (   view_drawn(current_board(Board))
        ->  display_board(Board)
        ;   true
        )
    ;   say(no_map)
    ).

%  The rulebook's view of the game, or the reason it gave none told: an
%  error its rule raised, named at that rule, or that it failed. A view
%  that cannot be drawn leaves the game as it is: the move was made.
view_drawn(Goal) :-
    catch(( game_hook(Goal) -> Outcome = drawn ; Outcome = failed ),
          Error,
          Outcome = raised(Error)),
    (   Outcome == drawn
    ->  true
    ;   Outcome = raised(Error1),
        rule_errors:interrupt_ball(Error1)
    ->  throw(Error1)
    ;   Outcome = raised(Error2)
    ->  functor(Goal, Name, Arity),
        game_hook_module(Goal, Module),
        catch(rule_errors:located_error(Module:Goal, Error2, Said), _, Said = "?"),
        say(view_raised(Name/Arity, Said)),
        fail
    ;   functor(Goal, Name, Arity),
        say(view_failed(Name/Arity)),
        fail
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
