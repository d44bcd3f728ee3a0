/** Seats and turns of a served game: who may run a query, decided before it runs.

In a game served over the network (`conquest serve`), each query comes
from someone: the host's own terminal, a joined player, or a spectator.
The host asks the server (the `speaker` request) and decides here:

  - the host runs anything, as at a local toplevel;
  - a joined player's query runs only when the sandbox (sandbox.pl)
    finds it safe, under the sandbox's budget (inferences here, seconds
    and bytes of output counted by the server); `hint.` only when the
    player's own seat is to move;
  - a command of the game runs only for the player whose turn it is (a
    human seat named like the player: `startGame([alice, bob], [])`),
    and everyone sees what it does (the `audience` request); anyone
    else is told whose turn it is and nothing changes;
  - a spectator's commands are refused;
  - `halt.` from a player ends that player's connection only;
  - `seat/2` (a seat handed to a computer or back) is the host's alone;
  - the server itself says when a player who left has been away long
    enough (`--away`) or came back (server_event/1): their seat is
    played by a computer meanwhile.

Outside a served game the server answers `none` and every query runs as
before (the answer is remembered, so a local session asks once).
*/
:- module(seats, [speaker_gate/3,
                  gate_limit/3,
                  speaker_done/1,
                  server_event/1]).

:- use_module(library(lists)).
:- use_module(library(iso_ext)).
:- use_module(library(bridge), [host_request/2]).
:- use_module(library(text), [message_text/2, lang/1, set_lang/1, say/1,
                               event_langs_begin/0,
                               event_langs_end/0]).
:- use_module(library(game_hooks), [game_hook/1]).
:- use_module(library(sandbox), [safe_goal/3, sandbox_reason/2, sandbox_budget/1]).
:- use_module(library(limits), [max_integer_bits/1, set_max_integer_bits/1]).
:- use_module(library(rule_errors), [command_budget/1, told_hook/1]).

%% speaker_gate(+Typed, +Goal, -Gate) is det.
%
%  Gate says how the query typed as Typed, to be run as Goal (the
%  toplevel's rewriting of it), may run: `local` (as always), `everyone`
%  (a command whose effects everyone sees), `sandboxed` (a joined
%  player's query: under the sandbox's budget) or answered(Answer) (it
%  does not run; Answer is the toplevel's answer, refused(Text) saying
%  why).
speaker_gate(Typed, Goal, Gate) :-
    speaker(Speaker),
    (   Speaker == none
    ->  Gate = local
    ;   Speaker == server
    ->  server_gate(Typed, Gate)
    ;   Speaker == host
    ->  (   (   seat_goal(Goal)
            ;   catch(safe_goal(user, Goal, command), _, fail)
            )
        ->  host_request([audience, everyone], _),
            Gate = everyone
        ;   Gate = local
        )
    ;   client_gate(Speaker, Typed, Goal, Gate)
    ),
    % Each reader reads what the command does in their language.
    (   memberchk(Gate, [everyone, server])
    ->  event_langs_begin
    ;   true
    ).

%% gate_limit(+Gate, +Limit0, -Limit) is det.
%
%  Limit is the inference limit of a query let through with Gate, whose
%  limit at a local toplevel would be Limit0: a sandboxed query has at
%  most the sandbox's budget.
%
%  ?- gate_limit(local, 1000, L).
%     L = 1000.
gate_limit(Gate, Limit0, Limit) :-
    (   Gate == sandboxed
    ->  sandbox_budget(budget(Inferences, _, _)),
        (   Limit0 == infinite
        ->  Limit = Inferences
        ;   Limit is min(Limit0, Inferences)
        )
    ;   Gate == server
    ->  % a seat handed to a computer may play many turns, as a command
        command_budget(Limit)
    ;   Limit = Limit0
    ).

%% speaker_done(+Gate) is det.
%
%  The query let through with Gate has ended: its answer (and the next
%  query's) goes to its speaker alone again, and the server's budget of
%  a sandboxed query ends.
speaker_done(Gate) :-
    (   memberchk(Gate, [everyone, sandboxed, server])
    ->  restore_lang,
        restore_bits,
        event_langs_end,
        host_request([audience, speaker], _)
    ;   true
    ).

%  none, host, server, player(Name)-Lang or watcher(Name)-Lang.
speaker(Speaker) :-
    (   bb_get('seats:served', false)
    ->  Speaker = none
    ;   host_request([speaker], Reply),
        reply_speaker(Reply, Speaker),
        (   Speaker == none
        ->  bb_put('seats:served', false)
        ;   true
        )
    ).

%  `player NAME LANG` is player(Name) and the language asked for (`-`
%  for none), kept for the query's answers.
reply_speaker(Reply, Speaker) :-
    (   append(KindChars, [' '|Rest], Reply),
        append(NameChars, [' '|LangChars], Rest)
    ->  atom_chars(Kind, KindChars),
        atom_chars(Name, NameChars),
        atom_chars(Lang, LangChars),
        Speaker0 =.. [Kind, Name],
        Speaker = Speaker0-Lang
    ;   atom_chars(Speaker, Reply)
    ).

client_gate(Speaker-Lang, Typed, Goal, Gate) :-
    (   halt_goal(Typed)
    ->  host_request([dismiss], _),
        Gate = answered(yes)
    ;   seat_goal(Goal)
    ->  speaker_lang(Lang),
        refusal_text(seat_host_only, Text),
        restore_lang,
        Gate = answered(refused(Text))
    ;   checked_goal(Typed, Goal, Checked),
        safe_goal(user, Checked, Verdict),
        % A query's answers, and why a query or command is refused, are
        % in the asker's language; what a command does is everyone's,
        % each reader's in theirs (speaker_gate/3's event_langs_begin).
        speaker_lang(Lang),
        verdict_gate(Verdict, Speaker, Checked, Gate0),
        (   Gate0 == sandboxed
        ->  true
        ;   restore_lang
        ),
        Gate = Gate0
    ).

speaker_lang(Lang) :-
    lang(Lang0),
    (   memberchk(Lang, [en, id]),
        Lang \== Lang0
    ->  bb_put('seats:lang_before', Lang0),
        set_lang(Lang)
    ;   true
    ).

restore_lang :-
    (   bb_get('seats:lang_before', Lang),
        Lang \== none
    ->  bb_put('seats:lang_before', none),
        set_lang(Lang)
    ;   true
    ).

%  seat/2, typed alone: who plays a seat is the host's to say.
seat_goal(Goal) :-
    nonvar(Goal),
    (   Goal = seat(_, _)
    ;   Goal = _:seat(_, _)
    ),
    !.

%  What the server itself asks (a line it made, never a client's): only
%  server_event/1, whose effects everyone sees, but a welcome's, which
%  the newcomer alone reads.
server_gate(Typed, Gate) :-
    (   nonvar(Typed),
        Typed = seats:server_event(Event)
    ->  (   Event = welcome(_)
        ->  true
        ;   host_request([audience, everyone], _)
        ),
        Gate = server
    ;   Gate = answered(no)
    ).

halt_goal(Goal) :-
    nonvar(Goal),
    (   Goal == halt
    ;   Goal = halt(_)
    ).

%  What the sandbox looks at: what was typed, but for `[cmd].`, the
%  Replica way to type a command, which the toplevel made the command.
checked_goal(Typed, Goal, Checked) :-
    (   nonvar(Typed),
        Typed = [_|_],
        Goal \= _:_
    ->  Checked = Goal
    ;   Checked = Typed
    ).

verdict_gate(unsafe(Culprit, Reason), _, _, answered(refused(Text))) :-
    sandbox_reason(Reason, Key),
    catch(message_text(Key, Words), _, Words = []),
    refusal_text(sandbox_unsafe(Culprit, Words), Text).
verdict_gate(safe, _, _, Gate) :-
    sandboxed(Gate).
verdict_gate(seat_bound, Speaker, _, Gate) :-
    (   seat_refusal(Speaker, Key)
    ->  refusal_text(Key, Text),
        Gate = answered(refused(Text))
    ;   sandboxed(Gate)
    ).
verdict_gate(command, Speaker, Goal, Gate) :-
    (   command_refusal(Speaker, Goal, Key)
    ->  refusal_text(Key, Text),
        Gate = answered(refused(Text))
    ;   host_request([audience, everyone], _),
        Gate = everyone
    ).

%  The server stops the query past the budget's seconds or bytes of
%  output; the inferences are gate_limit/3's. Shifts and powers are
%  held to sandbox_integer_bits/1: one power of millions of bits is a
%  single built-in call, which the server's interrupt cannot stop
%  (3^5000000 held every player for about 10 s).
sandboxed(sandboxed) :-
    sandbox_budget(budget(_, Seconds, Bytes)),
    host_request([audience, budgeted, Seconds, Bytes], _),
    max_integer_bits(Bits),
    bb_put('seats:bits_before', Bits),
    sandbox_integer_bits(Sandboxed),
    (   Bits > Sandboxed
    ->  set_max_integer_bits(Sandboxed)
    ;   true
    ).

%% sandbox_integer_bits(-Bits) is det.
%
%  A joined player's shifts and powers give at most Bits bits (the
%  toplevel's own default is 8 388 608).
sandbox_integer_bits(65536).

restore_bits :-
    (   bb_get('seats:bits_before', Bits),
        Bits \== none
    ->  bb_put('seats:bits_before', none),
        set_max_integer_bits(Bits)
    ;   true
    ).

refusal_text(Key, Text) :-
    message_text(Key, Chars),
    atom_chars(Text, Chars).

%  Why Speaker may not run the command Goal, as a message key.
command_refusal(watcher(_), _, seat_watching).
command_refusal(player(_), Goal, seat_game_running) :-
    starts_a_game(Goal),
    game_in_progress.
command_refusal(player(Name), Goal, Key) :-
    \+ starts_a_game(Goal),
    seat_refusal(player(Name), Key).

%  Why Speaker's own seat is not the one to move; fails when it is, or
%  when no human is to move (the command itself then says why not).
seat_refusal(watcher(_), seat_watching).
seat_refusal(player(Name), Key) :-
    game_in_progress,
    human_to_move(Mover),
    Mover \== Name,
    (   (   told_hook(game_player(_, human(Name)))
        ;   % a computer plays the seat under the player's name (seat/2)
            bb_get('game:game', game(Players, _, _)),
            memberchk(_-cpu(_, Name), Players)
        )
    ->  Key = seat_not_your_turn(Mover)
    ;   Key = seat_none(Mover)
    ).

starts_a_game(Goal) :-
    functor(Goal, startGame, _).

%  The rulebook's game_over/2 is called through a variable: a call
%  written out as user:game_over(...) would enter the name in user.
game_in_progress :-
    told_hook(current_state(State)),
    Over = game_over(State, _),
    \+ catch(user:Over, _, fail).

human_to_move(Name) :-
    told_hook(current_state(State)),
    told_hook(player_to_move(State, Player)),
    told_hook(game_player(Player, human(Name))).

/* A player away: their seat played by a computer until they are back */

%% server_event(+Event) is det.
%
%  What the server says of its players, as a query of its own (never a
%  client's line: server_gate/2). away(Names): each of Names has been
%  gone for the server's --away seconds; if the seat to move is one of
%  theirs, a computer (play:away_level/1) plays it under their name
%  until they are back, everyone told. joined(Name): Name joined; a seat
%  of theirs that a computer took while they were away (the last seat
%  entry of the history says away) is theirs again, everyone told.
%  welcome(Name): Name joined (a player or a spectator); the game running
%  is shown to them alone: the map or board, the players and whose turn
%  it is.
server_event(away(Names)) :-
    (   game_in_progress,
        told_hook(current_state(State)),
        told_hook(player_to_move(State, Player)),
        told_hook(game_player(Player, human(Name))),
        memberchk(Name, Names)
    ->  play:away_level(Level),
        say(seat_away(Name, Level)),
        play:set_seat_kind(Player, cpu(Level, Name), away)
    ;   true
    ).
server_event(welcome(_)) :-
    (   game_in_progress
    ->  (   welcome_lang(Lang)
        ->  lang(Lang0),
            setup_call_cleanup(set_lang(Lang),
                               screen:display_map,
                               set_lang(Lang0))
        ;   screen:display_map
        )
    ;   true
    ).
server_event(joined(Name)) :-
    (   game_in_progress,
        bb_get('game:game', game(Players, _, _)),
        memberchk(Player-cpu(_, Name), Players),
        last_seat_change(Player, away)
    ->  say(seat_back(Name)),
        play:set_seat_kind(Player, human(Name), back)
    ;   true
    ).

%  The language of the newcomer a welcome is for (the one reader of the
%  server's query), when it is not the game's.
welcome_lang(Lang) :-
    lang(Lang0),
    catch(host_request([readers, Lang0], Reply), _, fail),
    atom_chars(Lang, Reply),
    Lang \== Lang0,
    memberchk(Lang, [en, id]).

%  How Player's seat was last given (seat/2's host, or away, back),
%  from the history's latest seat entry for it.
last_seat_change(Player, How) :-
    bb_get('game:history_length', Length),
    last_seat_change(Length, Player, How).

last_seat_change(N, Player, How) :-
    N >= 1,
    (   catch(history:history_entry(N, seat(Player, _, How0)), _, fail)
    ->  How = How0
    ;   N1 is N - 1,
        last_seat_change(N1, Player, How)
    ).
