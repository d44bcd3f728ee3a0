/** Messages of Battle for Olympia, in English and Indonesian.

The host prints message Key with say/1 by looking up message(Lang, Key,
Format) and formatting the arguments of Key with Format. The tables are in
messages_en.pl and messages_id.pl; a key missing in one language falls back
to English (host:message_text/2), and the common library's messages
(common/messages.pl) come after these.
*/
:- module(olympia_messages, [message/3]).

:- use_module(olympia_messages_en).
:- use_module(olympia_messages_id).

%% message(?Lang, ?Key, ?Format).
%
%  Format is the text of message Key in language Lang (en or id).
%
%  ?- message(id, word_yes, F).
%     F = "ya".
message(en, Key, Format) :-
    olympia_en(Key, Format).
message(id, Key, Format) :-
    olympia_id(Key, Format).
