/** Messages of Prolognite, in English and Indonesian.

The host prints message Key with say/1 by looking up message(Lang, Key,
Format) and formatting the arguments of Key with Format, in order (`~i`
skips one). The tables are in messages_en.pl and messages_id.pl; a key
missing in one language falls back to English (host:message_text/2).
*/
:- module(prolognite_messages, [message/3]).

:- use_module(messages_en).
:- use_module(messages_id).

%% message(?Lang, ?Key, ?Format).
%
%  Format is the text of message Key in language Lang (en or id).
%
%  ?- message(id, destruction_begins, F).
%     F = "Semua pasukan sudah diletakkan: fase penghancuran dimulai.".
message(en, Key, Format) :-
    prolognite_en(Key, Format).
message(id, Key, Format) :-
    prolognite_id(Key, Format).
