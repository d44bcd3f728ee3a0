/** Messages: the text of a message term in the player's language.

A message is a term; the loaded game's message/3, the common library's
common_message/3 and the host's own host_message/3 give its format in each
language. English counts with the plural ("~d troops") and the message
tables name their plural words (plural_word/2): a count of one takes the
singular.

In a served game (`conquest serve`) what a command does is read by
everyone, each in their own language: between event_langs_begin/0 and
event_langs_end/0 a message is rendered once per language among its
readers, and the host sends each reader theirs.
*/
:- module(text, [quiet/0,
                 set_quiet/1,
                 lang/1,
                 set_lang/1,
                 say/1,
                 say_inline/1,
                 message_text/2,
                 format_to_chars/3,
                 singular_counts/2,
                 event_langs_begin/0,
                 event_langs_end/0,
                 event_langs/1,
                 each_event_lang/1,
                 message_text_in/3]).

:- use_module(library(iso_ext)).
:- use_module(library(lists)).
:- use_module(library(format)).
:- use_module(library(charsio)).
:- use_module(library(util), [put_global/2, is_list/1]).
:- use_module(library(bridge), [put_chars/2, host_request/2]).
:- use_module(library(game_hooks), [game_hook/1]).
:- use_module(library(on_demand), [need_module/1]).

%  The host's message tables (host_messages.pl) are compiled at the first
%  text the host says (host/on_demand.pl): a run that says nothing never
%  needs them.
host_message(Lang, Key, Format) :-
    need_module(host_messages),
    host_messages:host_message(Lang, Key, Format).

host_plural_word(Plural, Singular) :-
    need_module(host_messages),
    host_messages:host_plural_word(Plural, Singular).

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
    (   event_langs(Langs),
        current_output(Stream),
        bb_get('host:requests', Stream)
    ->  say_in_langs(Langs, Key)
    ;   say_in_lang(Key)
    ).

say_in_lang(Key) :-
    message_text(Key, Chars),
    current_output(Stream),
    put_chars(Stream, Chars),
    % Out at once, as format/2 did: the host may print or exit next.
    flush_output(Stream).

%% message_text(+Key, -Chars) is det.
%
%  Chars is the text of message Key in the current language.
%
%  An argument message(Key1) of Key is a message inside the message: its
%  text, in the same language, stands where a ~w, ~a, ~p or ~s directive
%  puts the argument (~q writes the term as it is, as a command typed).
%  A name or a reason made of another message is passed so, never as
%  its text, and each reader of a served game reads it in their own
%  language, as they read the message around it. Key message(Key1) is
%  the message Key1.
%
%  ?- message_text(words('> ', message(no_game)), Cs).   % Global Conquest
%     Cs = "> No game is running. Start one with startGame.".
message_text(Key, Chars) :-
    (   nested_message(Key, Key1)
    ->  message_text(Key1, Chars)
    ;   message_text_(Key, Chars)
    ).

message_text_(Key, Chars) :-
    lang(Lang),
    (   (   message_format(Lang, Key, Format)
        ;   Lang \== en,
            message_format(en, Key, Format)
        )
    ->  Key =.. [_|Args]
    ;   Format = "~q",
        Args = [Key]
    ),
    catch(message_format_chars(Format, Args, Chars0),
          _,
          format_to_chars("~q", [Key], Chars0)),
    (   Lang == en
    ->  singular_counts(Chars0, Chars)
    ;   Chars = Chars0
    ).

%  (A cyclic one is no message: rendering it would never end.)
nested_message(Term, Key) :-
    compound(Term),
    Term = message(Key),
    acyclic_term(Term).

%  A format the plain directives write puts a nested message's text
%  where its argument goes (plain_directive/5). Any other (columns, ~e,
%  ...) is given the text as characters where its directive is ~s, else
%  as an atom (for its ~w, ~a, ~p); its ~q writes the term.
message_format_chars(Format, Args, Chars) :-
    (   is_list(Format),
        plain_format(Format, Args, Chars0, [])
    ->  Chars = Chars0
    ;   \+ ( member(Arg, Args), nested_message(Arg, _) )
    ->  phrase(format_(Format, Args), Chars)
    ;   (   is_list(Format),
            argument_directives(Format, Directives)
        ->  true
        ;   Directives = []
        ),
        nested_texts(Args, Directives, Args1),
        phrase(format_(Format, Args1), Chars)
    ).

nested_texts([], _, []).
nested_texts([Arg|Args], Directives0, [Arg1|Args1]) :-
    (   Directives0 = [D|Directives]
    ->  true
    ;   D = w,
        Directives = []
    ),
    (   D \== q,
        nested_message(Arg, Key)
    ->  message_text(Key, Chars),
        (   D == s
        ->  Arg1 = Chars
        ;   atom_chars(Arg1, Chars)
        )
    ;   Arg1 = Arg
    ),
    nested_texts(Args, Directives, Args1).

%  The letter of each directive of Format that takes an argument, in
%  order (a * before it takes one more: `*`).
argument_directives([], []).
argument_directives([C|Cs], Ds) :-
    (   C == (~)
    ->  directive_letter(Cs, Cs1, Ds, Ds1),
        argument_directives(Cs1, Ds1)
    ;   argument_directives(Cs, Ds)
    ).

directive_letter(['`', _|Cs0], Cs, Ds0, Ds) :-
    !,
    directive_letter(Cs0, Cs, Ds0, Ds).
directive_letter([*|Cs0], Cs, [*|Ds0], Ds) :-
    !,
    directive_letter(Cs0, Cs, Ds0, Ds).
directive_letter([C|Cs0], Cs, Ds0, Ds) :-
    digit(C),
    !,
    directive_letter(Cs0, Cs, Ds0, Ds).
directive_letter([L|Cs], Cs, Ds0, Ds) :-
    (   memberchk(L, [n, t, '|', +, ~])
    ->  Ds0 = Ds
    ;   Ds0 = [L|Ds]
    ).

%% singular_counts(+Chars0, -Chars) is det.
%
%  English messages count with the plural ("~d troops"); a count of one
%  takes the singular: "1 troop", never "1 troops". One pass, for every
%  game's messages and the host's, with the words their tables name.
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

%  A table of the game's texts: an error its clause raises is told at
%  that clause and the text is looked up further on (rule_errors, loaded
%  after this file: by module name; told_hook/1 written out, as this runs
%  for every text).
game_text(Goal) :-
    catch(game_hook(Goal), Error, (rule_errors:hook_error_told(Goal, Error), fail)).

%  "1 troop is left", not "1 troop are left".
plural_verb("are", "is").
plural_verb("were", "was").
plural_verb("have", "has").

%  The plural words of the message tables: the game's, the common
%  library's, the host's.
plural_word(Plural, Singular) :-
    (   game_text(plural_word(Plural, Singular))
    ;   game_text(common_plural_word(Plural, Singular))
    ;   host_plural_word(Plural, Singular)
    ).


message_format(Lang, Key, Format) :-
    game_text(message(Lang, Key, Format0)),
    !,
    Format = Format0.
message_format(Lang, Key, Format) :-
    game_text(common_message(Lang, Key, Format0)),
    !,
    Format = Format0.
message_format(Lang, Key, Format) :-
    host_message(Lang, Key, Format).

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

plain_directive(D, [A|As], As, Cs0, Cs) :-
    nested_message(A, Key),
    memberchk(D, [w, p, a, s]),
    !,
    message_text(Key, Chars),
    append(Chars, Cs, Cs0).
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


%% event_langs_begin is det.
%
%  What is said from now until event_langs_end/0 is read by everyone in
%  a served game (a command's effects): each message is rendered in
%  every language among its readers (the host's reply to `readers`: the
%  current language for whoever asked for none), and the host sends each
%  reader the one in theirs. Where all read one language, as in a local
%  game, messages are said once, as always.
event_langs_begin :-
    lang(Lang),
    catch(host_request([readers, Lang], Reply), _, Reply = []),
    reply_words(Reply, Langs),
    (   Langs = [_, _|_]
    ->  put_global('text:event_langs', Langs)
    ;   put_global('text:event_langs', [])
    ).

%% event_langs_end is det.
%
%  Messages are said in the current language alone again.
event_langs_end :-
    bb_put('text:event_langs', []).

%% event_langs(-Langs) is semidet.
%
%  Between event_langs_begin/0 and event_langs_end/0, when the readers
%  read more than one language: Langs, the language of whoever typed the
%  command first.
event_langs(Langs) :-
    bb_get('text:event_langs', Langs),
    Langs = [_, _|_].

%% each_event_lang(:Goal) is det.
%
%  Runs Goal once for each language of event_langs/1, in that language,
%  what it writes reaching the readers of that language alone (a map
%  whose legend the rules word); runs it once when there is one
%  language.
:- meta_predicate(each_event_lang(0)).

each_event_lang(Goal) :-
    (   event_langs(Langs)
    ->  lang(Lang0),
        setup_call_cleanup(true,
                           forall(member(Lang, Langs), in_event_lang(Lang, Goal)),
                           ( put_global('host:lang', Lang0),
                             put_global('text:event_langs', Langs),
                             catch(host_request([only], _), _, true) ))
    ;   once(Goal)
    ).

%  Goal in Lang alone: its messages too, which then say it once.
in_event_lang(Lang, Goal) :-
    host_request([only, Lang], _),
    put_global('host:lang', Lang),
    bb_put('text:event_langs', []),
    once(Goal).

say_in_langs(Langs, Key) :-
    findall(Field,
            ( member(Lang, Langs),
              message_text_in(Lang, Key, Chars),
              member(Field, [Lang, Chars]) ),
            Fields),
    host_request([say_langs|Fields], _).

%% message_text_in(+Lang, +Key, -Chars) is det.
%
%  Chars is the text of message Key in Lang.
%
%  ?- message_text_in(id, no_game, Cs).
message_text_in(Lang, Key, Chars) :-
    lang(Lang0),
    setup_call_cleanup(put_global('host:lang', Lang),
                       message_text(Key, Chars),
                       put_global('host:lang', Lang0)).

%  The words of a reply, separated by spaces, as atoms.
reply_words(Chars, Words) :-
    (   append(Word, [' '|Rest], Chars)
    ->  atom_chars(A, Word),
        Words = [A|Words1],
        reply_words(Rest, Words1)
    ;   Chars == []
    ->  Words = []
    ;   atom_chars(A, Chars),
        Words = [A]
    ).
