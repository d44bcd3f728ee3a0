/** The risk command: one random risk card per turn.

The card is drawn with the host's random_member/2 from the deck of
cards:risk_card/2. Rebellion acts at once: one random territory of the
player goes to a random opponent, troops and all. If the player holds
only one territory the rebellion fails (the last territory stays loyal),
so a risk card never knocks a player out. Every other card becomes an
effect fact that expires when the player's next turn starts.
*/
:- module(risk, [risk/0,
                 risk_error/2,
                 apply_card/2]).

:- use_module(library(lists)).
:- use_module('../host').
:- use_module(state).
:- use_module(holdings).
:- use_module(cards).
:- use_module(validate).
:- use_module(report).

%% risk is det.
%
%  The current player draws a risk card and its effect begins.
risk :-
    (   current_player(Player),
        risk_error(Player, Error)
    ->  report(Error)
    ;   \+ current_player(_)
    ->  report(no_game)
    ;   current_player(Player),
        findall(C, risk_card(C, _), Deck),
        random_member(Card, Deck),
        set_action_used(risk),
        report(card_drawn(Player, card(Card))),
        apply_card(Player, Card)
    ).

%% risk_error(+Player, -Error) is semidet.
%
%  Player may not draw a risk card now, for the reason Error.
risk_error(Player, Error) :-
    (   command_error(risk, Error)
    ->  true
    ;   action_used(risk)
    ->  Error = risk_used(Player)
    ).

%% apply_card(+Player, +Card) is det.
%
%  Card's effect on Player begins (the card is not drawn: tests and cheats
%  can give a chosen card).
apply_card(Player, Card) :-
    risk_card(Card, Expiry),
    report(card_text(Card)),
    (   Expiry == immediate
    ->  card_acts(Card, Player)
    ;   add_effect(Player, Card, Expiry)
    ).

card_acts(rebellion, Player) :-
    player_territories(Player, Territories),
    findall(O, opponent(Player, O), Opponents),
    (   Territories = [_, _|_],
        Opponents \== []
    ->  random_member(Territory, Territories),
        random_member(Opponent, Opponents),
        set_owner(Territory, Opponent),
        report(rebellion_result(Territory, Opponent))
    ;   report(rebellion_fails(Player))
    ).
