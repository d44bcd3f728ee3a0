/** English messages of Global Conquest.

en_message(Key, Format): the text of message Key; the arguments of Key are
the arguments of Format, in order, already made readable by report/1
(territory codes in upper case, player ids as names). A key whose argument
only selects the text (continent_name(na), card_text(rebellion)) skips it
with ~i.
*/
:- module(conquest_messages_en, [en_message/2,
                                    plural_word/2]).

:- use_module(library(lists)).
:- use_module('../../common/messages').

%% en_message(?Key, ?Format).
%
%  Format is the English text of message Key.

% Names
en_message(move_code_variable(_), "~q is not a complete move: territory codes are written in lowercase (na1, au2); a word that starts with a capital letter is a variable.").
% A territory is called by its name in map.pl (messages_id.pl words some
% of them its own way); a ~ in the name is written as such. (Called by
% module name: an edit of map.pl reloads the modules that import it, and
% the messages need not be among them.)
en_message(place_name(T), Format) :-
    conquest_map:territory(T, Name, _),
    atom_chars(Name, Chars),
    foldl(format_char, Chars, Escaped, []),
    append("~i", Escaped, Format).
en_message(continent_name(na), "~iNorth America").
en_message(continent_name(eu), "~iEurope").
en_message(continent_name(as), "~iAsia").
en_message(continent_name(sa), "~iSouth America").
en_message(continent_name(af), "~iAfrica").
en_message(continent_name(au), "~iAustralia").
en_message(card_name(ceasefire_order), "~iCEASEFIRE ORDER").
en_message(card_name(super_soldier_serum), "~iSUPER SOLDIER SERUM").
en_message(card_name(auxiliary_troops), "~iAUXILIARY TROOPS").
en_message(card_name(rebellion), "~iREBELLION").
en_message(card_name(disease_outbreak), "~iDISEASE OUTBREAK").
en_message(card_name(supply_chain_issue), "~iSUPPLY CHAIN ISSUE").
en_message(phase_name(start), "~ithe start (the rules roll for the turn order)").
en_message(phase_name(claiming), "~iclaiming phase (takeLocation, claimAutomatic)").
en_message(phase_name(placing), "~iplacing phase (placeTroops, placeAutomatic)").
en_message(phase_name(playing), "~iplaying phase (draft, move, attack, risk, endTurn)").
en_message(phase_name(over), "~igame over").

% Preconditions and arguments
en_message(no_game, "No game is running. Start one with startGame.").
en_message(game_over(_Winner), "The game is over: ~w rules the world. Start a new one with startGame.").
en_message(wrong_phase(_Command, _Phase, _Required), "~w cannot be used in the ~w; it is for the ~w.").
en_message(territory_unbound, "Please give a territory code, for example na1. Codes are lowercase: a word that starts with a capital letter, such as NA1, is a variable.").
en_message(unknown_territory(_T), "~w is not a territory. Territory codes are NA1..NA5, E1..E5, A1..A7, SA1, SA2, AF1..AF3, AU1, AU2.").
en_message(troops_unbound, "Please give a number of troops, for example 3.").
en_message(not_a_number(_X), "~w is not a whole number of troops.").
en_message(not_positive(_X), "The number of troops must be at least 1, not ~w.").
en_message(player_unbound, "Please give a player id, for example p1.").
en_message(unknown_player(_P), "There is no player ~w in this game.").
en_message(unknown_player_of(_P, _Players), "There is no player ~w in this game; the players are ~w.").

% Starting a game
en_message(ask_player_count, "Enter the number of players (or cancel): ").
en_message(player_count_invalid, "Please enter a number from 2 to 4.").
en_message(players_count(_Min, _Max, _Count), "Please enter a number from ~d to ~d.~i").
en_message(ask_player_name(_I), "Enter the name of player ~w (or cancel): ").
en_message(players_not_list(_), "Please give the player names as a list, for example startGame(['Alice', 'Bob']).~i").
en_message(seat_unbound, "Please give every player: a name such as 'Alice', or cpu(Level).").
en_message(bad_player_name(_), "A name must be an atom of printable characters, for example 'Alice'.~i").
en_message(name_is_a_command(_), "~w reads as a command, not a name: the game is not set up yet. Type only the player's name (or cancel).").
en_message(empty_player_name, "The name cannot be empty.").
en_message(same_player_name(_Name), "The name ~w is already taken. Please choose another.").
en_message(name_taken(_Name), "The name ~w is already taken. Please choose another.").
en_message(setup_cancelled, "Cancelled (or the input ended): no new game was started.").
en_message(game_replaced, "The running game is abandoned; a new game begins.").
en_message(rolled(_Name, _Total), "~w rolls the dice and gets ~d.").
en_message(roll_tie, "Tie for the highest roll: everyone rolls again.").
en_message(turn_order(_Order), "Turn order: ~w").
en_message(goes_first(_P), "~w goes first.").
en_message(initial_troops(_N), "Each player receives ~d troops.").

% Claiming and placing
en_message(claim_turn(_P), "~w's turn to choose a territory.").
en_message(took(_P, _T), "~w takes territory ~w.").
en_message(already_yours(_T), "You already hold ~w. Choose an empty territory.").
en_message(already_taken(_T), "Territory ~w is already taken. Choose an empty territory.").
en_message(all_claimed, "All territories have been taken.").
en_message(placing_begins, "Placing the remaining troops begins.").
en_message(place_turn(_P), "~w's turn to place troops.").
en_message(placed(_P, _N, _T), "~w places ~d troops on ~w.").
en_message(troops_left(_N), "~d troops are left to place.").
en_message(owned_by_other(_T), "Territory ~w is not yours. Please choose another territory.").
en_message(too_many_troops(_N, _R), "You cannot place ~d troops: only ~d are left.").
en_message(all_placed(_P), "All of ~w's troops have been placed.").
en_message(everyone_placed, "Every player has placed their troops. The game begins!").

% Turns
en_message(turn_begins(_P), "Now it is ~w's turn!").
en_message(reinforcements_received(_P, _N), "~w receives ~d reinforcements.").
en_message(no_reinforcements(_P), "~w receives no reinforcements.").
en_message(reinforcement_card(_P, _Card), "~w is under ~w!").
en_message(reserve_total(_P, _R), "~w now has ~d troops to draft.").
en_message(effect_expired(_P, _Card), "~w: ~w has expired.").
en_message(turn_ended(_P), "~w ends the turn.").
en_message(reserve_carries_over(_P, _R), "~w keeps ~d troops undrafted for the next turn.").
en_message(drafted(_P, _N, _T), "~w drafts ~d troops to ~w.").
en_message(territory_total(_T, _N), "Troops on ~w: ~d").
en_message(reserve_left(_P, _R), "Reinforcements left for ~w: ~d").
en_message(not_owner(_P, _T), "~w does not hold territory ~w.").
en_message(not_enough_reserve(_P, _N, _R), "~w cannot draft ~d troops: only ~d reinforcements are left.").
en_message(draft_cancelled, "Draft cancelled.").
en_message(moved(_P, _N, _F, _T), "~w moves ~d troops from ~w to ~w.").
en_message(moves_left(_N), "Moves left this turn: ~d").
en_message(no_moves_left(_P, _Max), "~w has already moved troops ~d times this turn.").
en_message(same_territory(_T), "Troops must move to another territory than ~w.").
en_message(not_enough_troops(_T, _N), "Not enough troops: ~w has ~d, and one must stay behind.").
en_message(move_cancelled, "Move cancelled.").

% Attack
en_message(attack_used(_P), "~w has already attacked this turn.").
en_message(no_attack_possible(_P), "~w has no territory that can attack (more than one troop and an enemy neighbour that may be attacked).").
en_message(attack_begins(_P), "~w attacks now.").
en_message(attack_cancelled, "No answer came (end of input or Ctrl-C): the attack is cancelled, nothing changed.").
en_message(attack_cancelled_by_player, "The attack is cancelled, nothing changed.").
en_message(attack_origins(_Ts), "Territories that can attack: ~w").
en_message(ask_attack_origin, "Choose the territory to attack from (or cancel): ").
en_message(attack_from(_P, _T), "~w attacks from ~w.").
en_message(troops_in(_T, _N), "~w holds ~d troops.").
en_message(ask_attack_troops, "Enter the number of troops to fight (or cancel): ").
en_message(troops_invalid(_Max), "Invalid number of troops: enter a number from 1 to ~d.").
en_message(sending(_P, _N), "~w sends ~d troops into battle.").
en_message(choose_target, "Choose the territory to attack.").
en_message(target_option(_I, _T, _Owner, _N), "~d. ~w (~w, ~d troops)").
en_message(target_option(_I, _T, _Owner, _N, _Percent), "~d. ~w (~w, ~d troops) - win ~w%").
en_message(ask_choice, "Choose (or cancel): ").
en_message(choice_invalid(_Max), "Invalid input: enter a number from 1 to ~d, or the territory's code.").
en_message(ceasefire_refused(_T), "Cannot attack! ~w is under a CEASEFIRE ORDER.").
en_message(try_again, "Please try again.").
en_message(too_few_to_attack(_T), "~w needs more than one troop to attack.").
en_message(no_enemy_neighbour(_T), "~w has no enemy neighbour.").
en_message(neighbours_protected(_T), "Every enemy neighbour of ~w is under a CEASEFIRE ORDER.").
en_message(under_effect(_P, _Card), "~w's troops are under ~w.").
en_message(battle_begins, "The battle begins.").
en_message(dice_of(_P), "~w").
en_message(die(_I, _D), "Die ~d: ~d.").
en_message(dice_total(_T), "Total: ~d.").
en_message(attacker_wins(_P, _T), "~w wins! Territory ~w is conquered.").
en_message(defender_wins(_P), "~w wins! The attack failed.").
en_message(ask_move_in(_T, _Max), "How many troops stay in ~w (1 to ~d)? ").
en_message(territories_left(_P, _N), "~w holds ~d territories.").
en_message(player_out(_P), "~w is out of the game!").
en_message(world_conquered(_P), "*** ~w rules the world! ***").

% Risk cards
en_message(risk_used(_P), "~w has already drawn a risk card this turn.").
en_message(card_drawn(_P, _Card), "~w draws the risk card ~w.").
en_message(card_text(ceasefire_order), "~iUntil your next turn, your territories cannot be attacked.").
en_message(card_text(super_soldier_serum), "~iUntil your next turn, all your dice in attack and defence show 6.").
en_message(card_text(auxiliary_troops), "~iAt your next turn, your reinforcements are doubled.").
en_message(card_text(rebellion), "~iOne of your territories at random joins an opponent.").
en_message(card_text(disease_outbreak), "~iUntil your next turn, all your dice in attack and defence show 1.").
en_message(card_text(supply_chain_issue), "~iAt your next turn, you receive no reinforcements.").
en_message(rebellion_result(_T, _P), "Territory ~w is now held by ~w.").
en_message(rebellion_fails(_P), "~w's last territory stays loyal: the rebellion fails.").

% Checks
en_message(location_code(_T), "Code       : ~w").
en_message(location_name(_N), "Name       : ~w").
en_message(location_owner(_P), "Owner      : ~w").
en_message(location_no_owner, "Owner      : -").
en_message(location_troops(_N), "Troops     : ~d").
en_message(location_neighbours(_Ns), "Neighbours : ~w").
en_message(player_heading(_P), "PLAYER ~w").
en_message(player_name(_P), "Name                 : ~w").
en_message(player_continents(_Cs), "Continents           : ~w").
en_message(player_no_continents, "Continents           : -").
en_message(player_territory_total(_N), "Total territories    : ~d").
en_message(player_active_troops(_N), "Total active troops  : ~d").
en_message(player_reserve(_N), "Reinforcements       : ~d").
en_message(player_is_out(_P), "~w is out of the game.").
en_message(player_holds_nothing(_P), "~w holds no territory.").
en_message(continent_heading(_C, _K, _N), "~nContinent ~w (~d/~d)").
en_message(holding(_T, _Name, _N), "~w~nName                 : ~w~nTroops               : ~d").
en_message(incoming_from_territories(_N), "Reinforcements from territories : ~d").
en_message(incoming_bonus(_C, _B), "Bonus for ~w : ~d").
en_message(incoming_card(auxiliary_troops), "~iAUXILIARY TROOPS: doubled").
en_message(incoming_card(supply_chain_issue), "~iSUPPLY CHAIN ISSUE: none").
en_message(incoming_total(_N), "Total reinforcements : ~d").

% Map legend
% A computer's name says its seat already: it stands alone.
en_message(legend(_Id, Name), "~i~w") :-
    computer_called(Name).
en_message(legend_current(_Id, Name), "~i~w (to play)") :-
    computer_called(Name).
en_message(legend_out(_Id, Name), "~i~w (out)") :-
    computer_called(Name).
en_message(legend(_Id, _Name), "~w ~w").
en_message(legend_current(_Id, _Name), "~w ~w (to play)").
en_message(legend_out(_Id, _Name), "~w ~w (out)").

% Rounds, reinforcement territories and world leaders (bonuses)
en_message(round_begins(_R), "=== Round ~d ===").
en_message(reinforcement_territory_gained(_P), "~w receives a reinforcement territory, off the map: it cannot be attacked, draftReinforcement(N) fills it and its troops can join any attack.").
en_message(reinforcement_territory_drafted(_P, _N, _Total), "~w puts ~d troops into the reinforcement territory, which now holds ~d.").
en_message(no_reinforcement_territory(_P), "~w has no reinforcement territory.").
en_message(reinforcement_territory_left(_P, _N), "~w's reinforcement territory holds ~d troops.").
en_message(ask_attack_extra(_N), "Troops from your reinforcement territory to join (0-~d, or cancel): ").
en_message(extra_invalid(_N), "Invalid number: enter a number from 0 to ~d.").
en_message(leader_name(napoleon), "~iNapoleon Bonaparte").
en_message(leader_name(genghis_khan), "~iGenghis Khan").
en_message(leader_name(kanye_west), "~iKanye West").
en_message(leader_gained(_P, _L), "*** ~w completed a secret mission and gains the world leader ~w! ***").
en_message(napoleon_wins(_P, _T), "Napoleon leads ~w's troops: ~w falls without a single die rolled!").
en_message(kanye_raids(_P, _N, _T, _V), "Kanye West strikes for ~w: ~d troops of ~w (~w) join the reserve.").
en_message(kanye_takes(_P, _T, _V), "Kanye West strikes for ~w: ~w (~w) changes sides.").

% Cheats
en_message(cheat_unclaimed(_T), "CHEAT: ~w has no owner yet; claim it first.").
en_message(cheat_troops(_T, _N, _Total), "CHEAT: ~w gets ~d troops (~d now).").
en_message(cheat_reserve(_P, _N, _Total), "CHEAT: ~w gets ~d troops in reserve (~d now).").
en_message(cheat_take(_P, _T), "CHEAT: ~w takes ~w.").
en_message(cheat_already_yours(_T), "CHEAT: ~w is already yours.").
en_message(cheat_unknown(_X, _Options), "CHEAT: unknown ~w; choose one of: ~w.").
en_message(cheat_has_leader(_P, _L), "CHEAT: ~w already has ~w.").
en_message(cheat_has_reinforcement_territory(_P), "CHEAT: ~w already has a reinforcement territory.").

% Game setup: computer players and options
en_message(ask_player_kind(_Name), "Who plays ~w? human, easy, normal or hard (Enter: human; or cancel): ").
en_message(kind_invalid, "Please answer human, easy, normal or hard.").
en_message(ask_reinforcement_probability(_P), "Chance of a reinforcement territory each round, 0.0 to 1.0 (Enter: ~w; or cancel): ").
en_message(probability_invalid(_P), "~w is not a probability: give a number from 0.0 to 1.0.").
en_message(unknown_level(_L, _Levels), "~w is not a computer level; choose one of: ~w.").
en_message(options_not_list(_), "Please give the options as a list, for example [reinforcement_probability(0.2)].~i").
en_message(option_unknown(_O), "Unknown option ~w: the options are reinforcement_probability(P) and max_rounds(N).").
en_message(duplicate_option(_Name), "The option ~w is given twice.").
en_message(max_rounds_invalid(_N), "max_rounds needs a positive whole number, not ~w.").

% Saved games (save.pl)
en_message(game_summary(_Players, _Current, _Phase), "Players: ~w. Turn: ~w. Phase: ~w.").
en_message(map_grew_since_saved(_Territories, _Cheat), "~w: in map.pl but not in this game, which began before they were added: nobody holds them. ~w gives one to the player to move, with one troop; or start a new game on this map (startGame.).").
en_message(round_limit_reached(_Max), "The round limit of ~d rounds is reached: the game ends in a draw.").
en_message(game_drawn, "The game is over: it ended in a draw. Start a new one with startGame.").
en_message(player_reinforcement_territory(_N), "Reinforcement territory : ~d troops").
en_message(player_leader(_L), "World leader         : ~w").
en_message(player_computer(_Level), "Played by            : computer (~w)").

% Computer players (computer.pl)
en_message(cpu_drafts(_P, _N, _T, _Total), "~w drafts ~d troops to ~w (~d there now).").
en_message(cpu_attacks(_P, _To, _From, _N, _Percent), "~w attacks ~w from ~w with ~d troops (win chance ~w%).").
en_message(cpu_moves_in(_P, _N, _T), "~w moves ~d troops into ~w.").
en_message(cpu_moves(_P, _N, _From, _To), "~w moves ~d troops from ~w to ~w.").
en_message(cpu_no_attack(_P), "~w does not attack this turn.").
en_message(dice_line(1, _Dice), "~d die: ~w.").
en_message(dice_line(N, _Dice), "~d dice: ~w.") :-
    N \== 1.

% Moves, their limits and the battle that stands (rules.pl)
en_message(move_in_typed(_N), "~d troops moved in").
en_message(move_in_minimum(_T), "No answer came (end of input or Ctrl-C): the battle stands; 1 troop moves into ~w.").
en_message(move_in_first(_T), "First say how many troops move into ~w: type attack.").
en_message(no_battle_won, "There is no won battle to move troops in after.").
en_message(not_a_target(_To, _From), "~w cannot be attacked from ~w.").
en_message(territory_full(_T, _Max), "~w cannot hold more than ~d troops.").
en_message(reserve_full(_P, _Max), "~w cannot keep more than ~d troops in reserve.").
en_message(no_placements(_), "Give the placements as a list of Territory-Troops pairs, for example [na1-3].~i").
en_message(not_a_move(_M), "~q is not a move of Global Conquest.").
en_message(rules_to_move, "The rules move now (the roll for the turn order, or the draws of a round).").
en_message(cheat_reinforcement_territory_limit(_Max), "CHEAT: every reinforcement territory of the game has been given (~d at most).").

% Saved games: what a state of the game may not be (state_error/2)
en_message(state_not_a_game, "it is not a conquest(...) state of this program.").
en_message(state_bad(_Part, _Value), "its ~w part is ~q, which no game can have.").
en_message(state_bad_reserve(_P, _R, _Max), "the reserve of ~w is ~q; it should be a whole number from 0 to ~d.").
en_message(state_bad_reinforcement_territory(_P, _B, _Max), "the reinforcement territory of ~w holds ~q; it should be none or a whole number from 0 to ~d.").
en_message(state_bad_leader(_P, _L), "~w has the world leader ~q; it should be none, napoleon, genghis_khan or kanye_west.").
en_message(state_bad_status(_P, _S), "~w is ~q; a player is alive or out(By), By a player.").
en_message(state_bad_conquest_rounds(_P, _Rs), "the conquest rounds of ~w, ~q, should be rounds already played, in order.").
en_message(state_two_owners(_T), "~w is held twice: a territory has one owner.").
en_message(state_out_but_holds(_P, _T), "~w is out of the game but holds ~w.").
en_message(state_alive_without_land(_P), "~w holds no territory but is not out of the game.").
en_message(state_to_move_is_out(_P), "it is the turn of ~w, who is out of the game.").
en_message(state_out_with_effects(_P), "~w is out of the game but has risk cards in effect.").
en_message(state_claimed_before_roll(_T), "its phase is start, before the roll for the turn order, but ~w is held already: nothing is claimed before that roll.").
en_message(state_start_not_new, "its phase is start, before the roll for the turn order, but the rest is not a new game's: reserves, turn order, turn, round, leaders and cards are all set only after that roll.").
en_message(state_nothing_to_claim, "its phase is claiming, but every territory is held already: no command could end the claiming.").
en_message(state_turn_before_play(_Phase, _Turn), "its phase is ~w, but its turn part is ~q: before play no action is used, no move made and nothing waited for (turn([],0,none)).").
en_message(state_no_troops_to_claim(_P), "~w is to claim a territory but has no troops left to put on it.").
en_message(state_no_troops_to_place(_P), "~w is to place troops but has none left to place: no command could go on.").
en_message(state_won_but_playing(_P), "~w holds every territory, but the game is not over.").
en_message(state_move_in_from(_From, _P), "troops are to move in after a battle won from ~w, but ~w does not hold it.").
en_message(state_move_in_to(_To, _P), "troops are to move in after a battle won against ~w, but ~w holds it already.").
en_message(state_move_in_reach(_From, _To), "troops are to move in after a battle won from ~w against ~w, which it cannot reach (a neighbour, or any territory with Genghis Khan).").
en_message(state_move_in_no_attack(_P), "troops are to move in after a battle won, but ~w has not used the attack of its turn.").
en_message(state_move_in_sent(_Sent, _From, _N), "~d troops fought from ~w, which holds ~d: an attack sends at most all but one of a territory's troops.").
en_message(state_move_in_extra(_P, _Extra, _Stored), "~w's reinforcement territory sent ~d troops to the battle, but it holds ~d.").
en_message(state_move_in_protected(_To), "troops are to move in after a battle won against ~w, whose owner is under a Ceasefire Order: it could not be attacked.").
en_message(cheat_breaks_game(_Text), "CHEAT refused: the game after it would be no position of Global Conquest: ~s").

% Saved games: what the facts of a save may not be (save_error/2)
en_message(save_names_repeat(_Name), "its players/1 fact names ~q twice (names are told apart without regard to case): every player needs a name of its own.").
en_message(save_history_move(_N, _Move, _Text), "move ~d of its history, ~q, is no move of this game: ~s").
en_message(save_history_count(_Moves, _Played), "its moves/1 fact says ~d moves were played, but its history from startGame holds ~d.").
en_message(save_history_too_long(_Moves, _Played), "its moves/1 fact says ~d moves were played, but its history holds more, ~d.").
en_message(save_history_start, "its history_start/1 fact does not begin with the new game of its startGame call (its players and options).").
en_message(history_move_forced(_Source), "it is marked ~q: the rules' own moves (roll_for_order, begin_round) are marked forced, every other move chosen.").
en_message(history_move_incomplete, "it was never completed with its chance (dice, a card, the placements).").
en_message(history_move_luck(_Luck), "its chance ~q is no list of numbers drawn.").
en_message(history_move_extra(_Extra), "~q troops of a reinforcement territory is no whole number from 0 up.").

% help. begins with the flow of a game and how commands are typed.
en_message(help_intro, "How a game goes: claiming (takeLocation or claimAutomatic, in turn order), placing (placeTroops or placeAutomatic), then rounds of turns: draft your reinforcements, move up to 3 times, attack once, draw a risk card, endTurn. Territory codes: na1, e2, a7, sa1, af3, au2 (displayMap shows them). Commands end with a full stop; codes are lowercase (a capital letter starts a variable); a question takes an answer and Enter, and cancel backs out of the command.").

% hint. says why, in the hard computer's own terms.
en_message(hint_claim(_T, _C, _Mine, _Size, _Bonus), "~w is in ~w, where you hold ~d of ~d territories: the whole continent gives ~d more troops every turn.").
en_message(hint_value(_V), "The hard computer values your position at ~1f now (0 is even: your troops and income against the opponents', less what they can take next turn).").
en_message(hint_attack(_To, _D, _From, _F, _Percent), "The attack on ~w (~d troops) from ~w with ~d troops wins ~w% of the time.").
en_message(hint_attack_value(_V, _D), "Attacking is worth ~1f on average (a won and a lost battle weighed by their chances), against ~1f for drafting to defend.").
en_message(hint_defend(_T, _V), "No attack is worth its risk: drafting to ~w, the frontier most in danger, keeps the position at ~1f.").
en_message(hint_threat(_O, _T, _NT, _E, _F, _Percent), "The biggest threat to you: ~w could attack ~w (~d troops) from ~w with ~d troops next turn and win ~w% of the time.").
en_message(hint_threat_after(_O, _T, _NT, _E, _F, _Percent), "Once the suggested troops are placed and moved, the biggest threat is ~w's attack on ~w (~d troops) from ~w with ~d troops: ~w%.").
en_message(hint_no_threat, "No opponent can attack you next turn.").
en_message(hint_no_threat_after, "Once the suggested troops are placed and moved, no opponent can attack you next turn.").
en_message(attack_troops_form(_T), "~q is no number of troops: type a number, e.g. attack(na4, sa1, 5), or the troops sent plus those of your reinforcement territory, e.g. attack(na4, sa1, 5+2).").
en_message(move_in_invalid(_N, _Max), "~q troops cannot move in: after a won battle from 1 to ~d move in. Nothing changed.").

% why/1 of a command that draws at random, in the game's terms.
en_message(why_chance, "What it does depends on chance (the dice or a card), drawn when it is played.").

% A command that takes a player, given a variable (checkPlayerDetail(Budi)).
en_message(player_unbound_of(_Players), "Please give a player: an id (p1, p2, ...) or a name, in lowercase or in quotes (budi or 'Budi'); a word that starts with a capital letter is a variable. The players are ~w.").
en_message(option_probability_invalid(_P), "reinforcement_probability needs a number from 0.0 to 1.0 (the chance of a reinforcement territory each round), not ~w.").

%% plural_word(?Plural, ?Singular) is nondet.
%
%  The English words this game's messages count with: after a count of
%  one the message says Singular ("1 troop"), see text:singular_counts/2.
plural_word("troops", "troop").
plural_word("reinforcements", "reinforcement").
plural_word("territories", "territory").
plural_word("cards", "card").

format_char(C, Cs0, Cs) :-
    (   C == (~)
    ->  Cs0 = [~, ~|Cs]
    ;   Cs0 = [C|Cs]
    ).

