/** Saved games: saveGame/1, loadGame/1 and the toplevel's autosave.

A save is a text file of Prolog terms, one a line, written quoted (writeq):

    conquest_save(1, conquest).        % format version, rulebook
    rng(42, 1310).                     % the host's generator: seed, position
    player(p1, 'Alice').               % every fact of state:state_facts/1 ...
    ...
    end_of_save(61).                   % how many facts came before

Loading reads and checks the whole file before anything changes: a missing
file, a file of another program, a syntax error, a truncated or hand-edited
file and an inconsistent game each print a message naming the problem, and
the running game stays as it was. Only then is the game replaced
(state:restore_state/1) and the generator put back where it was, so a
loaded game goes on with the dice it would have had.

The file mechanics (header, generator line, end marker, reading safely,
autosave) are the same for every rulebook: prolog/common/save_file.pl. What a consistent Global Conquest game is lives in
saved_state_error/2. The kinds of facts come from state:state_fact/2, so a
new kind of fact is saved without a change here (it is only checked for
being ground until saved_state_error/2 learns about it).

The toplevel calls autosave_game/1 after every query: while a game runs it
rewrites the autosave when the game or the generator changed since the last
one.
*/
:- module(save, [saveGame/1,
                 loadGame/1,
                 autosave_game/1,
                 resume_game/1,
                 saved_state_error/2]).

:- use_module(library(lists)).
:- use_module(library(between)).
:- use_module(library(iso_ext)).
:- use_module(library(charsio)).
:- use_module(library(files)).
:- use_module('../host').
:- use_module('../common/save_file').
:- use_module(map).
:- use_module(state).
:- use_module(cards).
:- use_module(report).

rulebook(conquest).

%% saveGame(+File) is det.
%
%  Saves the running game to File (an atom such as 'mygame.pl'), replacing
%  the file if it exists.
saveGame(File) :-
    (   \+ save_file_name(File, _)
    ->  say(save_file_invalid(saveGame))
    ;   \+ phase(_)
    ->  say(save_no_game)
    ;   rulebook(Game),
        state_facts(Facts),
        save_facts(saveGame, File, Game, Facts)
    ).

%% loadGame(+File) is det.
%
%  Replaces the running game by the one saved in File, after checking all of
%  it; a bad file prints what is wrong with it and changes nothing.
loadGame(File0) :-
    (   \+ save_file_name(File0, _)
    ->  say(save_file_invalid(loadGame))
    ;   save_file_name(File0, File),
        (   load_save(File)
        ->  say(game_loaded(File)),
            report_summary,
            % A game saved on a computer's turn goes on at once.
            computer:play_computers
        ;   true
        )
    ).

%% resume_game(+File) is semidet.
%
%  Loads the autosave File at start (`conquest --resume`) and says what was
%  resumed; fails, after saying why, when File cannot be loaded.
resume_game(File) :-
    load_save(File),
    say(game_resumed(File)),
    report_summary,
    state_facts(Facts),
    remember_autosave(File, Facts),
    computer:play_computers.

%% autosave_game(+File) is det.
%
%  While a game runs, saves it to File if it (or the generator) changed
%  since the last autosave.
autosave_game(File) :-
    (   phase(_)
    ->  rulebook(Game),
        state_facts(Facts),
        autosave_facts(File, Game, Facts)
    ;   true
    ).

%  Loads File if everything in it is right, else says what is wrong.
load_save(File) :-
    rulebook(Game),
    load_facts(File, Game, save:saved_state_error, Facts),
    restore_state(Facts).

report_summary :-
    findall(Id, player(Id, _), Ids),
    current_player(Current),
    phase(Phase),
    report(game_summary(list(Ids), Current, phase(Phase))).

/* What a consistent Global Conquest game is. */

%% saved_state_error(+Facts, -Error) is semidet.
%
%  Facts (ground terms read from a save) are not a consistent game of
%  Global Conquest, for the reason Error (the first one found): a term that
%  is no fact of the game, an argument of the wrong kind, two facts where
%  one is allowed, a missing fact or facts that contradict each other.
saved_state_error(Facts, Error) :-
    (   member(Fact, Facts),
        fact_error(Fact, Error0)
    ->  Error = Error0
    ;   conflict(Facts, Error0)
    ->  Error = Error0
    ;   game_error(Facts, Error0)
    ->  Error = Error0
    ).

fact_error(Fact, save_unknown_fact(Fact)) :-
    \+ ( functor(Fact, Name, Arity),
         state:state_fact(Name, Arity) ),
    !.
fact_error(Fact, save_bad_value(Fact, Value, Kind)) :-
    fact_args(Fact, Checks),
    member(Value-Kind, Checks),
    \+ value_kind(Kind, Value),
    !.
fact_error(effect(P, Card, Expiry), save_bad_value(effect(P, Card, Expiry), Card-Expiry, card_effect)) :-
    \+ ( risk_card(Card, Expiry), Expiry \== immediate ).

%% fact_args(?Fact, -Checks).
%
%  The arguments of Fact and the kind each must be.
fact_args(player(Id, Name), [Id-player_id, Name-name]).
fact_args(turn_order(Ids), [Ids-player_list]).
fact_args(phase(Phase), [Phase-phase]).
fact_args(current_player(P), [P-player_id]).
fact_args(owner(T, P), [T-territory, P-player_id]).
fact_args(troops(T, N), [T-territory, N-count]).
fact_args(reserve(P, N), [P-player_id, N-count]).
fact_args(eliminated(P), [P-player_id]).
fact_args(winner(P), [P-player_id]).
fact_args(action_used(A), [A-atom]).
fact_args(moves_made(N), [N-count]).
fact_args(effect(P, _, _), [P-player_id]).
fact_args(player_kind(P, Kind), [P-player_id, Kind-player_kind]).
fact_args(game_option(Name, _), [Name-atom]).
fact_args(round(N), [N-positive]).
fact_args(bonus_territory(P, N), [P-player_id, N-count]).
fact_args(leader(P, L), [P-player_id, L-leader]).
fact_args(eliminated_by(P, By), [P-player_id, By-player_id]).
fact_args(conquest_round(P, R), [P-player_id, R-positive]).

value_kind(player_id, Id) :-
    atom(Id),
    atom_chars(Id, [p, D|Ds]),
    D \== '0',
    maplist(is_digit, [D|Ds]).
value_kind(name, Name) :-
    atom(Name),
    Name \== '',
    Name \== [].
value_kind(player_list, Ids) :-
    is_list(Ids),
    maplist(value_kind(player_id), Ids).
value_kind(phase, Phase) :-
    memberchk(Phase, [claiming, placing, playing, over]).
value_kind(territory, T) :-
    atom(T),
    territory(T, _, _).
value_kind(count, N) :-
    integer(N),
    N >= 0.
value_kind(positive, N) :-
    integer(N),
    N >= 1.
value_kind(atom, A) :-
    atom(A).
value_kind(player_kind, human).
value_kind(player_kind, cpu(Level)) :-
    memberchk(Level, [easy, normal, hard]).
value_kind(leader, L) :-
    known_leaders(Ls),
    memberchk(L, Ls).

is_digit(C) :-
    memberchk(C, ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']).

known_leaders(Ls) :-
    catch(findall(L, leaders:world_leader(L), Ls0), _, Ls0 = []),
    (   Ls0 == []
    ->  Ls = [napoleon, genghis_khan, kanye_west]
    ;   Ls = Ls0
    ).

%  Two facts where the game has room for one: two owners of a territory,
%  two troop counts, two phases, ...
conflict(Facts, save_conflict(F1, F2)) :-
    findall(Key-Fact, ( member(Fact, Facts), fact_key(Fact, Key) ), Pairs),
    keysort(Pairs, Sorted),
    append(_, [K1-F1, K2-F2|_], Sorted),
    K1 == K2,
    !.

fact_key(player(Id, _), player(Id)).
fact_key(turn_order(_), turn_order).
fact_key(phase(_), phase).
fact_key(current_player(_), current_player).
fact_key(owner(T, _), owner(T)).
fact_key(troops(T, _), troops(T)).
fact_key(reserve(P, _), reserve(P)).
fact_key(eliminated(P), eliminated(P)).
fact_key(winner(_), winner).
fact_key(action_used(A), action_used(A)).
fact_key(moves_made(_), moves_made).
fact_key(player_kind(P, _), player_kind(P)).
fact_key(game_option(Name, _), game_option(Name)).
fact_key(round(_), round).
fact_key(bonus_territory(P, _), bonus_territory(P)).
fact_key(leader(P, L), leader(P, L)).
fact_key(eliminated_by(P, _), eliminated_by(P)).
fact_key(conquest_round(P, R), conquest_round(P, R)).

%  The facts together: players, order, turn, map.
game_error(Facts, Error) :-
    findall(Id, member(player(Id, _), Facts), Ids),
    (   member(Kind, [player, phase, turn_order, current_player]),
        \+ ( member(Fact, Facts), functor(Fact, Kind, _) )
    ->  Error = save_missing_fact(Kind)
    ;   length(Ids, N),
        \+ numbered_players(Ids, N)
    ->  Error = save_player_ids(Ids)
    ;   append(_, [player(_, Name)|Rest], Facts),
        memberchk(player(_, Name), Rest)
    ->  Error = save_same_name(Name)
    ;   member(Fact, Facts),
        fact_args(Fact, Checks),
        member(Value-Kind, Checks),
        unknown_player(Kind, Value, Ids, P)
    ->  Error = save_unknown_player(Fact, P)
    ;   memberchk(turn_order(Order), Facts),
        \+ ( msort_(Order, Sorted), msort_(Ids, Sorted), sort(Order, Sorted) )
    ->  Error = save_turn_order(Order, Ids)
    ;   memberchk(current_player(P), Facts),
        memberchk(eliminated(P), Facts)
    ->  Error = save_current_eliminated(P)
    ;   member(owner(T, _), Facts),
        \+ memberchk(troops(T, _), Facts)
    ->  Error = save_no_troops(T)
    ;   member(troops(T, _), Facts),
        \+ memberchk(owner(T, _), Facts)
    ->  Error = save_troops_unowned(T)
    ;   \+ memberchk(phase(claiming), Facts),
        member(troops(T, 0), Facts)
    ->  Error = save_empty_territory(T)
    ;   member(winner(P), Facts),
        \+ memberchk(phase(over), Facts)
    ->  Error = save_winner_not_over(P)
    ).

numbered_players(Ids, N) :-
    N >= 2,
    findall(Id, ( between(1, N, I),
                  number_chars(I, Ds),
                  atom_chars(Id, [p|Ds]) ),
            Expected),
    msort_(Ids, Sorted),
    msort_(Expected, Sorted).

unknown_player(player_id, P, Ids, P) :-
    \+ memberchk(P, Ids).
unknown_player(player_list, Ps, Ids, P) :-
    member(P, Ps),
    \+ memberchk(P, Ids),
    !.

% Sorting that keeps duplicates (Scryer 0.10 has neither msort/2 nor sort/4).
msort_(List, Sorted) :-
    maplist(pair_with_nothing, List, Pairs),
    keysort(Pairs, SortedPairs),
    maplist(pair_with_nothing, Sorted, SortedPairs).

pair_with_nothing(X, X-[]).
