/** The query interface: the running game, as a player asks about it.

    player(Id, Name)        owner(Territory, Player)      troops(Territory, N)
    current_player(Player)  reserve(Player, N)            phase(Phase)
    turn_order(Players)     eliminated(Player)            winner(Player)
    action_used(Action)     moves_made(N)                 effect(Player, Card, Expiry)
    player_kind(Player, Kind)   game_option(Name, Value)  round(N)
    bonus_territory(Player, N)  leader(Player, Leader)    eliminated_by(Player, By)
    conquest_round(Player, Round)
    reinforcements(Player, N)   player_reinforcements(Player, Breakdown, Total)
    legal_attack(Player, From, Sent, To)   attack_win_probability(Player, Defender, Sent, Defenders, P)
    cpu_level(Level)        game_command_error(Command, Error)

(player_reinforcements/3 is turn.pl's, beside the rule it asks.)

Each reads the state of the running game (game:current_state/1) through
the relations the rules use on any state, so `owner(T, p1), troops(T, N),
N > 5.` asks the rules themselves. Without a game they fail. The map
(territory/3, continent/3, adjacent/2) is map.pl's.
*/
:- module(conquest_queries, [player/2,
                             owner/2,
                             troops/2,
                             current_player/1,
                             reserve/2,
                             phase/1,
                             turn_order/1,
                             eliminated/1,
                             winner/1,
                             action_used/1,
                             moves_made/1,
                             effect/3,
                             player_kind/2,
                             game_option/2,
                             round/1,
                             bonus_territory/2,
                             leader/2,
                             eliminated_by/2,
                             conquest_round/2,
                             reinforcements/2,
                             base_reinforcements/2,
                             player_territories/2,
                             player_territory_count/2,
                             player_troop_total/2,
                             player_continent/2,
                             player_continents/2,
                             living_player/1,
                             legal_attack/4,
                             attack_origin/2,
                             attack_target/3,
                             attackable_target/3,
                             target_candidates/3,
                             origin_error/3,
                             protected_territory/1,
                             attack_win_probability/5,
                             side_die_value/2,
                             modified_dice/3,
                             mission_complete/2,
                             computer_actions/1,
                             cpu_level/1,
                             game_command_error/2]).

:- use_module(library(lists)).
:- use_module('../../common/game').
:- use_module(state).
:- use_module(holdings).
:- use_module(cards).
:- use_module(turn).
:- use_module(attack).
:- use_module(leaders).
:- use_module(probability).
:- use_module(validate).

%% player(?Id, ?Name).
%
%  Player Id (p1..p4, in name-entry order) is called Name: a computer
%  without a name of its own is 'p2 (computer, hard)' for p2.
player(Id, Name) :-
    current_state(State),
    state_players(State, Ids),
    member(Id, Ids),
    player_name(Id, Name).

%% owner(?Territory, ?Player).
%
%  Player holds Territory. An unclaimed territory has no owner; with
%  Territory unbound, the territories come in the order they were taken.
owner(Territory, Player) :-
    current_state(State),
    territory_owner(State, Territory, Player).

%% troops(?Territory, ?N).
%
%  N troops stand on Territory (claimed territories only).
troops(Territory, N) :-
    current_state(State),
    territory_troops(State, Territory, N).

%% current_player(?Player).
%
%  It is Player's turn (to claim, to place or to play).
current_player(Player) :-
    current_state(State),
    \+ state_phase(State, start),
    state_player(State, Player).

%% reserve(?Player, ?N).
%
%  Player has N troops not yet placed (setup) or drafted (play).
reserve(Player, N) :-
    current_state(State),
    player_reserve(State, Player, N).

%% phase(?Phase).
%
%  The game is in Phase: claiming, placing, playing or over. Fails when no
%  game has been started.
phase(Phase) :-
    current_state(State),
    state_phase(State, Phase0),
    (   Phase0 = over(_)
    ->  Phase = over
    ;   Phase = Phase0
    ).

%% turn_order(?Players).
%
%  Players is the list of player ids in the order of play.
turn_order(Players) :-
    current_state(State),
    state_order(State, Players).

%% eliminated(?Player).
%
%  Player has lost all its territories and is out of the game.
eliminated(Player) :-
    current_state(State),
    player_out(State, Player).

%% winner(?Player).
%
%  Player has won: the game is over.
winner(Player) :-
    current_state(State),
    state_phase(State, over(Player)),
    Player \== draw.

%% action_used(?Action).
%
%  Action (attack or risk) has been used in the current turn.
action_used(Action) :-
    current_state(State),
    actions_used(State, Used),
    member(Action, Used).

%% moves_made(?N).
%
%  N moves have been made in the current turn.
moves_made(N) :-
    current_state(State),
    moves_made(State, N).

%% effect(?Player, ?Card, ?Expiry).
%
%  Risk Card is active for Player until Expiry (until_next_turn or
%  next_reinforcements); both expire when Player's next turn starts.
effect(Player, Card, Expiry) :-
    current_state(State),
    player_effect(State, Player, Card, Expiry).

%% player_kind(?Player, ?Kind).
%
%  Player is played by Kind: human, or cpu(Level) with Level easy, normal
%  or hard.
player_kind(Player, Kind) :-
    game_player(Player, Kind0),
    (   Kind0 = cpu(Level)
    ->  Kind = cpu(Level)
    ;   Kind = human
    ).

%% game_option(?Name, ?Value).
%
%  The game was started with option Name set to Value
%  (reinforcement_probability always, max_rounds when given).
game_option(Name, Value) :-
    current_state(State),
    option_probability(State, P),
    option_max_rounds(State, Max),
    (   Name = reinforcement_probability,
        Value = P
    ;   Max \== none,
        Name = max_rounds,
        Value = Max
    ).

%% round(?N).
%
%  Play is in round N (a round ends when the turn passes the end of the
%  order); no round before the first turn of play.
round(N) :-
    current_state(State),
    round_number(State, N0),
    N0 > 0,
    N = N0.

%% bonus_territory(?Player, ?Troops).
%
%  Player has an off-map reinforcement territory holding Troops.
bonus_territory(Player, Troops) :-
    current_state(State),
    player_bonus(State, Player, Troops).

%% leader(?Player, ?Leader).
%
%  Player has gained the world leader Leader.
leader(Player, Leader) :-
    current_state(State),
    player_leader(State, Player, Leader).

%% eliminated_by(?Player, ?By).
%
%  By took Player's last territory.
eliminated_by(Player, By) :-
    current_state(State),
    player_out_by(State, Player, By).

%% conquest_round(?Player, ?Round).
%
%  Player took at least one territory in Round.
conquest_round(Player, Round) :-
    current_state(State),
    conquest_round(State, Player, Round).

%% reinforcements(+Player, -Troops) is det.
%
%  Troops Player receives at the start of its next turn, risk cards included.
reinforcements(Player, Troops) :-
    player_reinforcements(Player, _, Troops).

%% base_reinforcements(+Player, -Troops) is det.
%
%  Troops Player receives at the start of its turn before risk cards: one
%  per two territories, plus the bonus of each continent it holds entirely.
base_reinforcements(Player, Troops) :-
    player_reinforcements(Player, reinforcements(_, FromTerritories, Bonuses, _), _),
    findall(B, member(_-B, Bonuses), Bs),
    sum_list(Bs, Bonus),
    Troops is FromTerritories + Bonus.

%% player_territories(+Player, -Territories) is det.
player_territories(Player, Territories) :-
    current_state(State),
    player_territories(State, Player, Territories).

%% player_territory_count(+Player, -N) is det.
player_territory_count(Player, N) :-
    current_state(State),
    player_territory_count(State, Player, N).

%% player_troop_total(+Player, -N) is det.
player_troop_total(Player, N) :-
    current_state(State),
    player_troop_total(State, Player, N).

%% player_continent(?Player, ?Continent) is nondet.
player_continent(Player, Continent) :-
    current_state(State),
    player_continent(State, Player, Continent).

%% player_continents(+Player, -Continents) is det.
player_continents(Player, Continents) :-
    current_state(State),
    player_continents(State, Player, Continents).

%% living_player(?Player) is nondet.
living_player(Player) :-
    current_state(State),
    living_player(State, Player).

%% legal_attack(+Player, ?From, ?Sent, ?To) is nondet.
%
%  Player may attack To from From with Sent troops.
legal_attack(Player, From, Sent, To) :-
    current_state(State),
    legal_attack(State, Player, From, Sent, To).

%% attack_origin(+Player, ?From) is nondet.
attack_origin(Player, From) :-
    current_state(State),
    attack_origin(State, Player, From).

%% attack_target(+Player, ?From, ?To) is nondet.
attack_target(Player, From, To) :-
    current_state(State),
    attack_target(State, Player, From, To).

%% attackable_target(+Player, ?From, ?To) is nondet.
attackable_target(Player, From, To) :-
    current_state(State),
    attackable_target(State, Player, From, To).

%% target_candidates(+Player, +From, -Targets) is det.
target_candidates(Player, From, Targets) :-
    current_state(State),
    target_candidates(State, Player, From, Targets).

%% origin_error(+Player, +From, -Error) is semidet.
origin_error(Player, From, Error) :-
    current_state(State),
    origin_error(State, Player, From, Error).

%% protected_territory(?Territory) is nondet.
%
%  Territory may not be attacked: its owner is under a Ceasefire Order.
protected_territory(Territory) :-
    current_state(State),
    protected_territory(State, Territory).

%% attack_win_probability(+Player, +Defender, +Sent, +Defenders, -P) is det.
%
%  P is the probability that Player, attacking with Sent troops a territory
%  of Defender holding Defenders troops, wins the battle as the running
%  game plays it: with the risk cards that fix either side's dice, and
%  Napoleon if Player holds him (probability.pl). Without a game,
%  as without cards and leaders.
%
%  ?- attack_win_probability(p1, p2, 3, 2, P).   % no cards, no leader
%     P = 0.7785493827160493.
attack_win_probability(Player, Defender, Sent, Defenders, P) :-
    (   current_state(State0)
    ->  State = State0
    ;   initial_state([p1, p2], options(0.0, none), State)
    ),
    state_win_probability(State, Player, Defender, Sent, Defenders, P).

%% side_die_value(+Player, -Value) is det.
%
%  Value is the number every die of Player shows because of its active
%  cards, or `random`.
%
%  ?- side_die_value(nobody, V).
%     V = random.
side_die_value(Player, Value) :-
    (   current_state(State0)
    ->  State = State0
    ;   initial_state([p1, p2], options(0.0, none), State)
    ),
    side_die_value(State, Player, Value).

%% modified_dice(+Player, +Dice0, -Dice) is det.
%
%  Dice are the dice Player rolled (Dice0) as its active cards make them.
modified_dice(Player, Dice0, Dice) :-
    current_state(State),
    modified_dice(State, Player, Dice0, Dice).

%% mission_complete(+Player, ?Leader) is nondet.
%
%  Player has done everything Leader's mission asks.
mission_complete(Player, Leader) :-
    current_state(State),
    mission_complete(State, Player, Leader).

%% computer_actions(-N) is det.
%
%  Computers have played N moves since the game was started or loaded.
computer_actions(N) :-
    computer_moves_played(N).

%% cpu_level(?Level).
%
%  Computer players play at these levels.
cpu_level(easy).
cpu_level(normal).
cpu_level(hard).

%% game_command_error(+Command, -Error) is semidet.
%
%  Command cannot be used now, for the reason Error: no game, the game is
%  over, another phase, a computer to move, or a won battle waiting for
%  its move-in.
%
%  ?- game_command_error(attack, E).          % before startGame
%     E = no_game.
game_command_error(Command, Error) :-
    (   \+ current_state(_)
    ->  Error = no_game
    ;   current_state(State),
        command_error(State, Command, Error0)
    ->  Error = Error0
    ;   turn_refusal(Error0)
    ->  Error = Error0
    ;   current_state(State),
        pending(State, move_in(_, To, _, _)),
        Command \== attack
    ->  Error = move_in_first(To)
    ).
