/** Slips: an unknown procedure typed at the toplevel whose name is close to
a command of the loaded game.

Only the message of the existence error changes: the goal ran and raised
as it would anywhere, so a user's own predicate of that name is never
shadowed. Compiled at its first use (host/on_demand.pl), the first such
error in a game.
*/
:- module(toplevel_slips, [slip_hint/2]).

:- use_module(library(lists)).
:- use_module(library(iso_ext)).
:- use_module(library(util), [template_indicator/2]).
:- use_module(library(text), [lang/1, message_text/2]).
:- use_module(library(toplevel), [command_template/4]).

%% slip_hint(+Error, -Hint) is semidet.
%
%  Hint (characters) names the command of the loaded game that the goal
%  the user typed alone, which raised Error (an unknown procedure), may
%  have meant. Asked only while a game is chosen (toplevel:slip_hint/2):
%  without one the error stays as scryer and GNU Prolog word it.
slip_hint(Error, Hint) :-
    nonvar(Error),
    Error = error(existence_error(procedure, PI), _),
    nonvar(PI),
    PI = Name/Arity,
    bb_get('toplevel:typed_goal', Typed),
    Typed == Name/Arity,
    lang(Lang),
    catch(meant_command(Lang, Name, Arity, Key), _, fail),
    catch(message_text(Key, Hint), _, fail).

%  Key is the message that names the command meant by Name/Arity: the same
%  name with another number of arguments first, then the same letters in
%  another case, then a name one or two edits away.
meant_command(Lang, Name, Arity, slip_arity(Name/Arity, Typed, Name)) :-
    findall(T, ( command_template(Lang, T, Name, A), A =\= Arity ), Templates0),
    sort(Templates0, Templates),
    Templates = [_|_],
    !,
    typed_forms(Templates, Typed).
meant_command(Lang, Name, _, slip_meant(Name, Meant, Forms, Meant)) :-
    atom_chars(Name, Typed0),
    maplist(slip_lower, Typed0, Typed),
    length(Typed, TypedLength),
    TypedLength >= 3,
    findall(D-M, ( command_template(Lang, _, M, _),
                   M \== Name,
                   atom_chars(M, Ms0),
                   maplist(slip_lower, Ms0, Ms),
                   edit_distance_within(Typed, Ms, 2, D) ),
            Pairs0),
    keysort(Pairs0, [Best-Meant|_]),
    % a short name two edits away is another word, not a slip
    ( Best =< 1 ; TypedLength >= 6 ),
    !,
    findall(T, command_template(Lang, T, Meant, _), Templates0),
    sort(Templates0, Templates),
    typed_forms(Templates, Forms).

meant_command(_, Name, _, slip_other_game(Name, Games)) :-
    atom_chars(Name, Typed0),
    maplist(slip_lower, Typed0, Typed),
    findall(G, ( shipped_command(G, C),
                 atom_chars(C, Cs0),
                 maplist(slip_lower, Cs0, Typed) ),
            Games0),
    sort(Games0, Games1),
    Games1 = [_|_],
    join_names(Games1, Games).

join_names([G], G) :- !.
join_names([G|Gs], Joined) :-
    join_names(Gs, Rest),
    atom_concat(G, ' / ', G1),
    atom_concat(G1, Rest, Joined).

%  The templates as a command is typed, `a.` or `b(X).`, one a line.
typed_forms(Templates, Chars) :-
    findall(Line, ( member(T, Templates),
                    atom_chars(T, Cs0),
                    (   append(_, ['.'], Cs0)
                    ->  Cs = Cs0
                    ;   append(Cs0, ['.'], Cs)
                    ),
                    append(['\n', ' ', ' '|Cs], [], Line) ),
            Lines),
    append(Lines, Chars).

%  The commands of the games shipped with conquest, for a command of
%  another game typed in this one (a player who switched games).
shipped_command('Global Conquest', attack).
shipped_command('Global Conquest', claimAutomatic).
shipped_command('Global Conquest', checkIncomingTroops).
shipped_command('Global Conquest', checkLocationDetail).
shipped_command('Global Conquest', checkPlayerDetail).
shipped_command('Global Conquest', checkPlayerTerritories).
shipped_command('Global Conquest', displayMap).
shipped_command('Global Conquest', draft).
shipped_command('Global Conquest', draftReinforcement).
shipped_command('Global Conquest', endTurn).
shipped_command('Global Conquest', hint).
shipped_command('Global Conquest', loadGame).
shipped_command('Global Conquest', move).
shipped_command('Global Conquest', placeAutomatic).
shipped_command('Global Conquest', placeTroops).
shipped_command('Global Conquest', saveGame).
shipped_command('Global Conquest', startGame).
shipped_command('Global Conquest', takeLocation).
shipped_command('Olympia', attack).
shipped_command('Olympia', changeUnit).
shipped_command('Olympia', endTurn).
shipped_command('Olympia', hint).
shipped_command('Olympia', info).
shipped_command('Olympia', move).
shipped_command('Olympia', nextUnit).
shipped_command('Olympia', recruit).
shipped_command('Olympia', startGame).
shipped_command('Olympia', status).
shipped_command('Olympia', undo).
shipped_command('Prolognite', destroy).
shipped_command('Prolognite', hint).
shipped_command('Prolognite', inspect).
shipped_command('Prolognite', pass).
shipped_command('Prolognite', place).
shipped_command('Prolognite', rules).
shipped_command('Prolognite', score).
shipped_command('Prolognite', startGame).
shipped_command('Prolognite', targets).
shipped_command('Replica', commands).
shipped_command('Replica', forfeit).
shipped_command('Replica', hint).
shipped_command('Replica', menu).
shipped_command('Replica', move).
shipped_command('Replica', rules).
shipped_command('Replica', scoredmoves).
shipped_command('Replica', startGame).
shipped_command('Replica', transform).
shipped_command('Replica', validmoves).
shipped_command('Replica', value).
shipped_command('Xero-G', arrange).
shipped_command('Xero-G', hint).
shipped_command('Xero-G', move).
shipped_command('Xero-G', moves).
shipped_command('Xero-G', rules).
shipped_command('Xero-G', startGame).

slip_lower(C, L) :-
    char_code(C, Code),
    (   Code >= 0'A, Code =< 0'Z
    ->  LowerCode is Code + 32,
        char_code(L, LowerCode)
    ;   L = C
    ).

%  D is the Levenshtein distance of Xs and Ys when it is at most Max.
edit_distance_within(Xs, Ys, Max, D) :-
    length(Xs, LX),
    length(Ys, LY),
    abs(LX - LY) =< Max,
    count_up(0, LY, Row0),
    edit_rows(Xs, 1, Ys, Row0, Row),
    append(_, [D], Row),
    D =< Max.

count_up(N, Max, Ns) :-
    (   N > Max
    ->  Ns = []
    ;   Ns = [N|Ns1],
        N1 is N + 1,
        count_up(N1, Max, Ns1)
    ).

edit_rows([], _, _, Row, Row).
edit_rows([X|Xs], I, Ys, Prev, Row) :-
    Prev = [P0|_],
    First is P0 + 1,
    edit_row(Ys, X, Prev, First, Cells),
    I1 is I + 1,
    edit_rows(Xs, I1, Ys, [First|Cells], Row).

edit_row([], _, _, _, []).
edit_row([Y|Ys], X, [Diag, Up|Prev], Left, [Cell|Cells]) :-
    (   X == Y
    ->  Cost = 0
    ;   Cost = 1
    ),
    Cell is min(min(Up + 1, Left + 1), Diag + Cost),
    edit_row(Ys, X, [Up|Prev], Cell, Cells).
