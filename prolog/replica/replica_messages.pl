/** Messages of Replica, in English and Indonesian.

say/1 looks message(Lang, Key, Format) up here before the common library's
messages (common/messages.pl), so a few of those are reworded for Replica
(who won, the seats, a computer's name). The tables are in
replica_messages_en.pl and replica_messages_id.pl. A key whose argument
only selects the text (a side p1/p2, a piece kind) skips it with ~i.
*/
:- module(replica_messages, [message/3]).

:- use_module(replica_messages_en).
:- use_module(replica_messages_id).

%% message(?Lang, ?Key, ?Format).
%
%  Format is the text of message Key in language Lang (en or id).
%
%  ?- message(en, side_label(p1, alice), F).
%     F = "~iWhite (~w)".
message(en, Key, Format) :-
    replica_en(Key, Format).
message(id, Key, Format) :-
    replica_id(Key, Format).
