/** The commands of Global Conquest: what a player types, and what is told.

A thin layer over the rules: each command checks what it can say in the
seed's words (the phase, its arguments), asks its questions, builds a move
and hands it to game:play_move/1, which checks it with the rules, completes
it with its luck, applies it, tells it (announce_move/4, view.pl) and lets the
rules and the computers play. A bad argument prints why and changes
nothing; the end of input in the middle of a question cancels the command,
except after a battle: once the dice are cast the battle stands, and the
end of input at the move-in question moves the fewest troops in.

The questions of startGame/0 (the number of players, their names, who
plays each, the chance of a reinforcement territory) are the hooks
ask_players/1 and ask_options/1 of the library.
*/
:- module(conquest_commands, [takeLocation/1,
                              placeTroops/2,
                              placeAutomatic/0,
                              claimAutomatic/0,
                              draft/2,
                              draftReinforcement/1,
                              move/3,
                              attack/0,
                              attack/3,
                              attack/4,
                              risk/0,
                              endTurn/0,
                              ask_players/1,
                              ask_options/1,
                              typed_move/2,
                              typed_move_pair/3,
                              one_command_moves/1,
                              command_move/3,
                              command_kind/2]).

:- use_module(library(lists)).
:- use_module(library(iso_ext)).
:- use_module(library(between)).
:- use_module('../../host/util', [put_global/2, same_name/2]).
:- use_module('../../host/text').
:- use_module('../../host/dice').
:- use_module('../../host/screen').
:- use_module('../../common/game').
:- use_module(map).
:- use_module(state).
:- use_module(holdings).
:- use_module(cards).
:- use_module(setup).
:- use_module(turn).
:- use_module(attack).
:- use_module(reinforcement_territory).
:- use_module(probability).
:- use_module(computer).
:- use_module(rules).
:- use_module(validate).
:- use_module(view).
:- use_module(queries).

/* Claiming and placing */

%% takeLocation(+Territory) is det.
%
%  The current player claims the empty Territory.
takeLocation(Territory0) :-
    typed_code(Territory0, Territory),
    (   game_command_error(takeLocation, Error)
    ->  refuse(Error)
    ;   current_state(State),
        state_player(State, Player),
        take_error(State, Player, Territory, Error)
    ->  report(Error),
        refuse(claim_turn(Player))
    ;   play_move(take(Territory))
    ).

%% claimAutomatic is det.
%
%  Deals the territories still free at random in turn order (the seed's
%  automatic claim): each human to move takes one the rules draw from the
%  host's generator (the move claim_automatic, completed into take/1), a
%  computer takes the one it chooses, until none is free. The history
%  lists the first as claimAutomatic and the others as its deal, so typed
%  back in the same seeded game it deals the same.
claimAutomatic :-
    (   game_command_error(claimAutomatic, Error)
    ->  refuse(Error)
    ;   setup_call_cleanup(put_global('conquest:dealing', true),
                           claim_free_territories,
                           put_global('conquest:dealing', false)),
        (   current_state(State),
            state_player(State, P),
            game_player(P, human(_)),
            \+ quiet
        ->  display_map
        ;   true
        )
    ).

%  While claiming and a human is to move, that human takes a territory
%  drawn at random.
claim_free_territories :-
    (   current_state(State),
        state_phase(State, claiming),
        \+ turn_refusal(_)
    ->  play_move(claim_automatic),
        claim_free_territories
    ;   true
    ).

%% placeTroops(+Territory, +Troops) is det.
%
%  The current player places Troops of its remaining troops on its own
%  Territory.
placeTroops(Territory0, Troops) :-
    typed_code(Territory0, Territory),
    (   game_command_error(placeTroops, Error)
    ->  refuse(Error)
    ;   current_state(State),
        state_player(State, Player),
        place_error(State, Player, [Territory-Troops], Error)
    ->  report(Error),
        refuse(place_turn(Player))
    ;   play_move(place([Territory-Troops]))
    ).

%% placeAutomatic is det.
%
%  Places all the current player's remaining troops at random on its
%  territories, printing each placement.
placeAutomatic :-
    (   game_command_error(placeAutomatic, Error)
    ->  refuse(Error)
    ;   play_move(place_automatic)
    ).

%% command_move(+State, +Command, -What) is semidet.
%
%  What the typed Command does in State, once nobody else is to move
%  (why/1): move(Move), the move the rules judge (codes read as the
%  commands read them: NA1 is na1); for claimAutomatic and attack, which
%  draw at random or ask first, refused(Error) as the command refuses,
%  else allowed(Effect). attack(From, To, Troops) and
%  attack(From, To, Troops, MoveIn) are judged as their battle.
command_move(_, takeLocation(T0), move(take(T))) :-
    typed_code(T0, T).
command_move(_, claimAutomatic, What) :-
    (   game_command_error(claimAutomatic, Error)
    ->  What = refused(Error)
    ;   What = allowed(why_chance)
    ).
command_move(_, placeTroops(T0, N), move(place([T-N]))) :-
    typed_code(T0, T).
command_move(_, placeAutomatic, move(place_automatic)).
command_move(_, draft(T0, N), move(draft(T, N))) :-
    typed_code(T0, T).
command_move(_, draftReinforcement(N), move(draft_reinforcement(N))).
command_move(_, move(From0, To0, N), move(move(From, To, N))) :-
    typed_code(From0, From),
    typed_code(To0, To).
command_move(State, attack, What) :-
    (   attack_command_error(State, Error)
    ->  What = refused(Error)
    ;   What = allowed(why_asks)
    ).
command_move(_, attack(From0, To0, Troops), What) :-
    typed_attack_what(From0, To0, Troops, What).
command_move(_, attack(From0, To0, Troops, _), What) :-
    typed_attack_what(From0, To0, Troops, What).
command_move(_, risk, move(risk)).
command_move(_, endTurn, move(end_turn)).

typed_attack_what(From0, To0, Troops, What) :-
    (   typed_attack(From0, To0, Troops, From, To, Sent, Extra)
    ->  What = move(attack(From, To, Sent, Extra))
    ;   What = refused(attack_troops_form(Troops))
    ).

%% command_kind(+Command, -Kind) is semidet.
%
%  Command is no move: query (it only tells) or other (a cheat, the
%  scripted dice).
command_kind(checkLocationDetail(_), query).
command_kind(checkPlayerDetail(_), query).
command_kind(checkPlayerTerritories(_), query).
command_kind(checkIncomingTroops(_), query).
command_kind(win_probability(_, _, _), query).
command_kind(cheatTroops(_, _), other).
command_kind(cheatReserve(_, _), other).
command_kind(cheatTake(_), other).
command_kind(cheatCard(_), other).
command_kind(cheatLeader(_, _), other).
command_kind(cheatReinforcementTerritory(_), other).
command_kind(cheatWin(_), other).
command_kind(script_dice(_), other).

%% typed_move(+Move, -Text) is semidet.
%
%  Text is what a player types for Move (hint/0 shows the computer's
%  choice this way): the command, with the answers to its questions.
typed_move(claim_automatic, "claimAutomatic").
typed_move(take(T), Text) :-
    format_to_chars("takeLocation(~w)", [T], Text).
typed_move(place([T-N]), Text) :-
    format_to_chars("placeTroops(~w, ~d)", [T, N], Text).
typed_move(place(Placements), Text) :-
    Placements = [_, _|_],
    foldl(placement_text, Placements, [], Text).
typed_move(place_automatic, "placeAutomatic").
typed_move(draft(T, N), Text) :-
    format_to_chars("draft(~w, ~d)", [T, N], Text).
typed_move(draft_reinforcement(N), Text) :-
    format_to_chars("draftReinforcement(~d)", [N], Text).
typed_move(move(From, To, N), Text) :-
    format_to_chars("move(~w, ~w, ~d)", [From, To, N], Text).
typed_move(attack(From, To, Sent, Extra, _), Text) :-
    typed_move(attack(From, To, Sent, Extra), Text).
typed_move(attack(From, To, Sent, Extra), Text) :-
    attack_troops_text(Sent, Extra, Troops),
    format_to_chars("attack(~w, ~w, ~s)", [From, To, Troops], Text).
typed_move(move_in(N), Text) :-
    % no command: the answer to an attack's last question, in words
    message_text(move_in_typed(N), Text).
typed_move(risk(_), "risk").
typed_move(risk, "risk").
typed_move(end_turn, "endTurn").

%  Several placements are typed as one placeTroops command each, in one
%  query.
placement_text(T-N, Text0, Text) :-
    format_to_chars("placeTroops(~w, ~d)", [T, N], Chars),
    (   Text0 == []
    ->  Text = Chars
    ;   append(Text0, [',', ' '|Chars], Text)
    ).

%% typed_move_pair(+Move, +Next, -Text) is semidet.
%
%  Text is the one command that makes Move then Next (history/0, hint/0): a won
%  battle and its move-in are attack(From, To, Troops, MoveIn).
typed_move_pair(attack(From, To, Sent, Extra, _), move_in(N), Text) :-
    typed_move_pair(attack(From, To, Sent, Extra), move_in(N), Text).
typed_move_pair(attack(From, To, Sent, Extra), move_in(N), Text) :-
    attack_troops_text(Sent, Extra, Troops),
    format_to_chars("attack(~w, ~w, ~s, ~d)", [From, To, Troops, N], Text).

%% one_command_moves(?Typed) is semidet.
%
%  Every move typed as Typed in a game is made by one command: the
%  history lists the first as typed, the others as that command's.
%  claimAutomatic deals every free territory to the humans at once.
one_command_moves(claim_automatic).

%  The troops of an attack as typed: those of the reinforcement territory
%  that join it added to those sent from the territory.
attack_troops_text(Sent, Extra, Text) :-
    (   Extra =:= 0
    ->  format_to_chars("~d", [Sent], Text)
    ;   format_to_chars("~d+~d", [Sent, Extra], Text)
    ).

/* A turn of play */

%% draft(+Territory, +Troops) is det.
%
%  The current player places Troops of its reserve on its own Territory.
draft(Territory0, Troops) :-
    typed_code(Territory0, Territory),
    (   game_command_error(draft, Error)
    ->  refuse(Error)
    ;   current_state(State),
        state_player(State, Player),
        draft_error(State, Player, Territory, Troops, Error)
    ->  report(Error),
        (   Error = not_enough_reserve(_, _, _)
        ->  report(draft_cancelled)
        ;   true
        ),
        fail
    ;   play_move(draft(Territory, Troops))
    ).

%% draftReinforcement(+Troops) is det.
%
%  The current player puts Troops of its reserve into its reinforcement
%  territory.
draftReinforcement(Troops) :-
    (   game_command_error(draftReinforcement, Error)
    ->  refuse(Error)
    ;   current_state(State),
        state_player(State, Player),
        draft_reinforcement_error(State, Player, Troops, Error)
    ->  refuse(Error)
    ;   play_move(draft_reinforcement(Troops))
    ).

%% move(+From, +To, +Troops) is det.
%
%  The current player moves Troops from its territory From to its territory
%  To, leaving at least one behind; at most max_moves/1 times a turn.
move(From0, To0, Troops) :-
    typed_code(From0, From),
    typed_code(To0, To),
    (   game_command_error(move, Error)
    ->  refuse(Error)
    ;   current_state(State),
        state_player(State, Player),
        move_error(State, Player, From, To, Troops, Error)
    ->  report(Error),
        refuse(move_cancelled)
    ;   play_move(move(From, To, Troops))
    ).

%% risk is det.
%
%  The current player draws a risk card and its effect begins.
risk :-
    (   game_command_error(risk, Error)
    ->  refuse(Error)
    ;   current_state(State),
        state_player(State, Player),
        risk_error(State, Player, Error)
    ->  refuse(Error)
    ;   play_move(risk)
    ).

%% endTurn is det.
%
%  Ends the current player's turn; the next living player's turn begins.
endTurn :-
    (   game_command_error(endTurn, Error)
    ->  refuse(Error)
    ;   % The reinforcements the player would receive, asked as a player
        % asks them: a broken reinforcement rule then stops endTurn before
        % the turn passes. (tests/suite/soak_faults.rs breaks player_reinforcements/3
        % of turn.pl on purpose and expects exactly that; the turn start
        % itself computes state_reinforcements/4. Module-qualified: make/0
        % reloads turn.pl, and an import keeps the clauses loaded before.)
        current_state(State),
        state_player(State, Player),
        conquest_turn:player_reinforcements(Player, _, _),
        play_move(end_turn)
    ).

/* The attack */

%% attack is det.
%
%  The current player's attack of the turn, asked step by step: the
%  territory to attack from, the troops to send, the troops of the
%  reinforcement territory that join, the target. After a won battle, how
%  many troops move in. `cancel` (or `batal`) at any question before the
%  dice are cast, or the end of input, cancels the attack with nothing
%  changed; after a won battle the end of input moves one troop in (the
%  battle stands: that question cannot be cancelled).
attack :-
    (   current_state(State),
        pending(State, move_in(_, _, _, _)),
        \+ turn_refusal(_)
    ->  ask_and_move_in
    ;   current_state(State),
        attack_command_error(State, Error)
    ->  refuse(Error)
    ;   \+ current_state(_)
    ->  refuse(no_game)
    ;   current_state(State),
        state_player(State, Player),
        report(attack_begins(Player)),
        display_map,
        catch(attack_questions(State, Player, Attack), Ball, attack_stopped(Ball, Attack)),
        (   Attack == end_of_input
        ->  report(attack_cancelled)
        ;   Attack == cancelled
        ->  report(attack_cancelled_by_player)
        ;   play_move(Attack),
            (   current_state(State1),
                pending(State1, move_in(_, _, _, _)),
                \+ turn_refusal(_)
            ->  ask_and_move_in
            ;   true
            )
        )
    ).

%% attack(+From, +To, +Troops) is det.
%
%  The current player's attack of the turn without questions: Troops
%  (Sent, or Sent+Extra with Extra of the reinforcement territory) attack
%  To from From; after a won battle the move-in is asked.
attack(From0, To0, Troops) :-
    typed_attack_command(From0, To0, Troops, ask).

%% attack(+From, +To, +Troops, +MoveIn) is det.
%
%  As attack/3 with the move-in given: MoveIn troops move into To if the
%  battle is won (checked before the dice are cast).
attack(From0, To0, Troops, MoveIn) :-
    typed_attack_command(From0, To0, Troops, given(MoveIn)).

typed_attack_command(From0, To0, Troops, MoveIn) :-
    (   \+ current_state(_)
    ->  refuse(no_game)
    ;   \+ typed_attack(From0, To0, Troops, _, _, _, _)
    ->  refuse(attack_troops_form(Troops))
    ;   typed_attack(From0, To0, Troops, _, _, Sent, Extra),
        Fighters is Sent + Extra,
        MoveIn = given(N),
        \+ ( integer(N), between(1, Fighters, N) )
    ->  refuse(move_in_invalid(N, Fighters))
    ;   current_state(State),
        pending(State, move_in(_, Waiting, _, _)),
        \+ turn_refusal(_)
    ->  refuse(move_in_first(Waiting))
    ;   current_state(State),
        attack_command_error(State, Error)
    ->  refuse(Error)
    ;   typed_attack(From0, To0, Troops, From, To, Sent, Extra),
        play_move(attack(From, To, Sent, Extra)),
        (   current_state(State1),
            pending(State1, move_in(_, _, _, _)),
            \+ turn_refusal(_)
        ->  (   MoveIn = given(N)
            ->  play_move(move_in(N))
            ;   ask_and_move_in
            )
        ;   true
        )
    ).

%  The move of a typed attack: codes as the commands read them, Troops
%  an integer or Sent+Extra.
typed_attack(From0, To0, Troops, From, To, Sent, Extra) :-
    typed_code(From0, From),
    typed_code(To0, To),
    (   integer(Troops)
    ->  Sent = Troops,
        Extra = 0
    ;   nonvar(Troops),
        Troops = Sent + Extra,
        integer(Sent),
        integer(Extra)
    ).

%  Why attack asks nothing in State (the running game): it may not be
%  used now, the attack of the turn was made, or no territory can attack.
%  Fails when a won battle waits for its move-in (attack asks it).
attack_command_error(State, Error) :-
    (   pending(State, move_in(_, _, _, _)),
        \+ turn_refusal(_)
    ->  fail
    ;   game_command_error(attack, Error0)
    ->  Error = Error0
    ;   state_player(State, Player),
        action_used(State, attack)
    ->  Error = attack_used(Player)
    ;   state_player(State, Player),
        \+ attack_origin(State, Player, _)
    ->  Error = no_attack_possible(Player)
    ).

%  The questions end early at the end of input or when the player types
%  cancel; any other error is the rules' and goes on up.
attack_stopped(Ball, Attack) :-
    (   Ball = error(host_error(end_of_input), _)
    ->  Attack = end_of_input
    ;   Ball == attack_cancelled
    ->  Attack = cancelled
    ;   throw(Ball)
    ).

%  An answer to one of the attack's questions, or the attack cancelled.
attack_answer(Question, Answer) :-
    report_ask(Question, Answer),
    (   cancel_answer(Answer)
    ->  throw(attack_cancelled)
    ;   true
    ).

% The questions; nothing is changed by them.
attack_questions(State, Player, attack(From, To, Sent, Extra)) :-
    findall(T, attack_origin(State, Player, T), Origins),
    report(attack_origins(list(Origins))),
    ask_origin(State, Player, From),
    territory_troops(State, From, N),
    report(attack_from(Player, From)),
    report(troops_in(From, N)),
    Max is N - 1,
    ask_sent(Max, Sent),
    ask_extra(State, Player, Extra),
    Fighters is Sent + Extra,
    report(sending(Player, Fighters)),
    target_candidates(State, Player, From, Targets),
    report(choose_target),
    forall(nth1(I, Targets, T),
           report_target(State, Player, Fighters, I, T)),
    ask_target(State, Targets, To).

ask_origin(State, Player, From) :-
    attack_answer(ask_attack_origin, Answer),
    typed_code(Answer, T),
    (   origin_error(State, Player, T, Error)
    ->  report(Error),
        report(try_again),
        ask_origin(State, Player, From)
    ;   From = T
    ).

ask_sent(Max, Sent) :-
    attack_answer(ask_attack_troops, Answer),
    (   answer_integer(Answer, N),
        between(1, Max, N)
    ->  Sent = N
    ;   report(troops_invalid(Max)),
        ask_sent(Max, Sent)
    ).

% Troops of the reinforcement territory that join the attack (none asked
% when it is empty or missing).
ask_extra(State, Player, Extra) :-
    (   player_bonus(State, Player, Stored),
        Stored > 0
    ->  attack_answer(ask_attack_extra(Stored), Answer),
        (   answer_integer(Answer, N),
            between(0, Stored, N)
        ->  Extra = N
        ;   report(extra_invalid(Stored)),
            ask_extra(State, Player, Extra)
        )
    ;   Extra = 0
    ).

% Each option with the chance that Fighters troops of Player win there
% (conquest_probability:state_win_probability/6).
report_target(State, Player, Fighters, I, T) :-
    territory_owner(State, T, Owner),
    territory_troops(State, T, N),
    (   catch(state_win_probability(State, Player, Owner, Fighters, N, P),
              error(domain_error(_, _), _), fail)
    ->  probability_percent(P, Percent),
        report(target_option(I, T, Owner, N, name(Percent)))
    ;   report(target_option(I, T, Owner, N))
    ).

ask_target(State, Targets, To) :-
    attack_answer(ask_choice, Answer),
    (   target_answer(Answer, Targets, T)
    ->  (   protected_territory(State, T)
        ->  report(ceasefire_refused(T)),
            ask_target(State, Targets, To)
        ;   To = T
        )
    ;   length(Targets, Max),
        report(choice_invalid(Max)),
        ask_target(State, Targets, To)
    ).

%  The target an answer names: its number in the list, or its code (A1 or
%  a1).
target_answer(Answer, Targets, T) :-
    (   answer_integer(Answer, I)
    ->  nth1(I, Targets, T)
    ;   typed_code(Answer, T),
        memberchk(T, Targets)
    ).

% After a won battle: how many troops move in. The end of input moves the
% fewest in: the battle is fought and stands.
ask_and_move_in :-
    current_state(State),
    pending(State, move_in(_, To, Sent, Extra)),
    Fighters is Sent + Extra,
    catch(ask_move_in(To, Fighters, MoveIn),
          error(host_error(end_of_input), _),
          ( report(move_in_minimum(To)),
            MoveIn = 1
          )),
    play_move(move_in(MoveIn)).

ask_move_in(To, Fighters, MoveIn) :-
    report_ask(ask_move_in(To, Fighters), Answer),
    (   answer_integer(Answer, N),
        between(1, Fighters, N)
    ->  MoveIn = N
    ;   report(troops_invalid(Fighters)),
        ask_move_in(To, Fighters, MoveIn)
    ).

/* Starting a game: the seed's questions (hooks of common/game.pl) */

%% ask_players(-Players) is det.
%
%  Asks the number of players, their names and who plays each (a human or
%  a computer level). Throws error(host_error(end_of_input), _) at the end
%  of input.
ask_players(Players) :-
    ask_player_count(N),
    ask_player_names(1, N, [], Names),
    maplist(ask_kind, Names, Players).

ask_player_count(N) :-
    report_ask(ask_player_count, Answer),
    (   answer_integer(Answer, N0),
        initial_troops(N0, _)
    ->  N = N0
    ;   report(player_count_invalid),
        ask_player_count(N)
    ).

ask_player_names(I, N, Taken, Names) :-
    (   I > N
    ->  reverse(Taken, Names)
    ;   report_ask(ask_player_name(I), Name),
        (   answer_reads_as_command(Name)
        ->  report(name_is_a_command(Name)),
            ask_player_names(I, N, Taken, Names)
        ;   name_error(Name, I, N, Taken, Error)
        ->  report(Error),
            ask_player_names(I, N, Taken, Names)
        ;   I1 is I + 1,
            ask_player_names(I1, N, [Name|Taken], Names)
        )
    ).

%  Name cannot be the I-th of N players' names: taken (in any case), or
%  another seat's id, which checkPlayerDetail/1 and the cheats read as
%  that seat.
name_error(Name, I, N, Taken, Error) :-
    (   player_name_error(Name, Error0)
    ->  Error = Error0
    ;   member(Other, Taken),
        same_name(Name, Other)
    ->  Error = name_taken(name(Name))
    ;   between(1, N, J),
        J =\= I,
        player_id(J, Id),
        same_name(Name, Id)
    ->  Error = name_is_a_seat(Name, Id)
    ).

ask_kind(Name, Player) :-
    report_ask(ask_player_kind(name(Name)), Answer),
    (   kind_answer(Answer, Kind)
    ->  (   Kind = cpu(Level)
        ->  Player = cpu(Level, Name)
        ;   Player = Name
        )
    ;   report(kind_invalid),
        ask_kind(Name, Player)
    ).

kind_answer('', human).
kind_answer(Answer, Kind) :-
    typed_code(Answer, Typed),
    (   Typed == human
    ->  Kind = human
    ;   cpu_level(Typed)
    ->  Kind = cpu(Typed)
    ;   Typed == cpu
    ->  Kind = cpu(normal)
    ).

%% ask_options(-Options) is det.
%
%  Asks the chance of a reinforcement territory each round.
ask_options([reinforcement_probability(P)]) :-
    ask_probability(P).

ask_probability(P) :-
    default_reinforcement_probability(Default),
    report_ask(ask_reinforcement_probability(Default), Answer),
    (   Answer == ''
    ->  P = Default
    ;   atom_chars(Answer, Chars),
        catch(number_chars(P0, Chars), _, fail),
        \+ option_error([reinforcement_probability(P0)], _)
    ->  P is float(P0)
    ;   report(probability_invalid(name(Answer))),
        ask_probability(P)
    ).
