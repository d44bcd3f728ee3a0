//! What a served game's readers are sent: the text written for them, kept
//! for each way of reading it (a [`View`]: a language, colour or not)
//! until the server sends it.
//!
//! Most text is the same for everyone and goes to every view. What the
//! game says while a command runs comes in each reader's language
//! ([`Views::write_langs`]), a map or board in colour and without
//! ([`Views::write_styled`]). The server decides who reads what now (the
//! views it passes in); this keeps the texts apart and in order.

use std::collections::BTreeMap;

/// How one reader reads the game's text.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct View {
    /// The language the text is in.
    pub lang: String,
    /// Colour (ANSI SGR) in maps and boards; without it a map marks each
    /// cell's owner in the cell.
    pub colour: bool,
}

/// An unfinished line longer than this is sent without waiting for its end.
const LINE_WAIT_BYTES: usize = 4096;

/// The text written and not yet sent, per view.
#[derive(Debug, Default)]
pub struct Views {
    buffers: BTreeMap<View, Vec<u8>>,
    /// The game's language (set_lang/1's), as the rules last said it.
    server_lang: String,
    /// The languages the rules write separately for the audience now
    /// (none: one text for all).
    langs: Vec<String>,
    /// Text goes only to the readers of this language.
    only: Option<String>,
}

impl Views {
    /// The view of a reader who asked for `asked` (None: the game's
    /// language): their own language only when the rules write in it.
    pub fn view(&self, asked: Option<&str>, colour: bool) -> View {
        let lang = match asked {
            Some(lang) if self.langs.iter().any(|l| l == lang) => lang,
            _ => self.server_lang.as_str(),
        };
        View {
            lang: lang.to_string(),
            colour,
        }
    }

    /// The rules will write each message in `langs` (for everyone but
    /// the readers of `server_lang`, who read it in that language too).
    pub fn set_langs(&mut self, server_lang: &str, langs: Vec<String>) {
        self.server_lang = server_lang.to_string();
        self.langs = langs;
        self.only = None;
    }

    /// The game's language as the rules last said it (None before they
    /// wrote anything).
    pub fn server_lang(&self) -> Option<&str> {
        Some(self.server_lang.as_str()).filter(|lang| !lang.is_empty())
    }

    /// The audience changed: one text for all again.
    pub fn reset(&mut self) {
        self.langs.clear();
        self.only = None;
    }

    /// What is written until the next call goes to the readers of `lang`
    /// alone (None: to all).
    pub fn set_only(&mut self, lang: Option<&str>) {
        self.only = lang.map(str::to_string);
    }

    fn wanted(&self, view: &View) -> bool {
        self.only.as_ref().is_none_or(|lang| *lang == view.lang)
    }

    /// The same bytes for each of `views`.
    pub fn write(&mut self, views: &[View], bytes: &[u8]) {
        for view in views {
            if self.wanted(view) {
                self.buffer(view).extend_from_slice(bytes);
            }
        }
    }

    /// One text in several languages: each view gets the one in its
    /// language, else the game's, else the first.
    pub fn write_langs(&mut self, views: &[View], texts: &[(String, String)]) {
        for view in views {
            let text = texts
                .iter()
                .find(|(lang, _)| *lang == view.lang)
                .or_else(|| texts.iter().find(|(lang, _)| *lang == self.server_lang))
                .or(texts.first());
            if let Some((_, text)) = text {
                self.buffer(view).extend_from_slice(text.as_bytes());
            }
        }
    }

    /// A drawing with colour and without: each view gets its kind.
    pub fn write_styled(&mut self, views: &[View], coloured: &str, plain: &str) {
        for view in views {
            if self.wanted(view) {
                let text = if view.colour { coloured } else { plain };
                self.buffer(view).extend_from_slice(text.as_bytes());
            }
        }
    }

    fn buffer(&mut self, view: &View) -> &mut Vec<u8> {
        self.buffers.entry(view.clone()).or_default()
    }

    /// The text ready to send, per view; the rest waits. With `lines`, a
    /// text waits for the end of its line (the engine flushes a
    /// solution's bindings a piece at a time) unless it is long; else all
    /// is ready but a character cut at the end.
    pub fn take(&mut self, lines: bool) -> Vec<(View, String)> {
        let mut ready = Vec::new();
        self.buffers.retain(|view, buffer| {
            let end = if lines && buffer.len() < LINE_WAIT_BYTES {
                buffer
                    .iter()
                    .rposition(|&b| b == b'\n')
                    .map_or(0, |at| at + 1)
            } else {
                match std::str::from_utf8(buffer) {
                    Ok(_) => buffer.len(),
                    Err(e) if e.error_len().is_none() => e.valid_up_to(),
                    Err(_) => buffer.len(),
                }
            };
            if end > 0 {
                let rest = buffer.split_off(end);
                let text = std::mem::replace(buffer, rest);
                ready.push((view.clone(), String::from_utf8_lossy(&text).into_owned()));
            }
            !buffer.is_empty()
        });
        ready
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn view(lang: &str, colour: bool) -> View {
        View {
            lang: lang.into(),
            colour,
        }
    }

    fn texts(taken: Vec<(View, String)>) -> Vec<String> {
        taken
            .into_iter()
            .map(|(v, t)| format!("{}{}:{t}", v.lang, if v.colour { "+" } else { "" }))
            .collect()
    }

    #[test]
    fn each_reader_reads_a_message_in_their_language_and_the_rest_as_it_is() {
        let mut views = Views::default();
        views.set_langs("en", vec!["en".into(), "id".into()]);
        let readers = [views.view(Some("id"), false), views.view(None, true)];
        views.write(&readers, b"> ");
        let said = [("en".into(), "hi\n".into()), ("id".into(), "hai\n".into())];
        views.write_langs(&readers, &said);
        views.write_styled(&readers, "\x1b[1mX\x1b[0m\n", "[1] X\n");
        assert_eq!(
            texts(views.take(true)),
            ["en+:> hi\n\x1b[1mX\x1b[0m\n", "id:> hai\n[1] X\n"]
        );
    }

    #[test]
    fn a_language_not_written_reads_the_games() {
        let mut views = Views::default();
        views.set_langs("en", vec![]);
        let reader = views.view(Some("id"), false);
        assert_eq!(reader.lang, "en");
        views.set_langs("id", vec!["id".into(), "en".into()]);
        assert_eq!(views.view(Some("id"), false).lang, "id");
        assert_eq!(views.view(Some("en"), false).lang, "en");
        assert_eq!(views.view(None, false).lang, "id");
        views.reset();
        assert_eq!(views.view(Some("en"), false).lang, "id");
    }

    #[test]
    fn only_one_languages_readers_read_what_is_written_for_it() {
        let mut views = Views::default();
        views.set_langs("en", vec!["en".into(), "id".into()]);
        let readers = [view("en", false), view("id", false)];
        views.set_only(Some("id"));
        views.write(&readers, b"peta\n");
        views.set_only(Some("en"));
        views.write(&readers, b"map\n");
        views.set_only(None);
        views.write(&readers, b"yes\n");
        assert_eq!(texts(views.take(true)), ["en:map\nyes\n", "id:peta\nyes\n"]);
    }

    #[test]
    fn an_unfinished_line_or_character_waits() {
        let mut views = Views::default();
        let readers = [view("en", false)];
        views.write(&readers, "one\ntw".as_bytes());
        assert_eq!(texts(views.take(true)), ["en:one\n"]);
        assert!(views.take(true).is_empty());
        // é cut after its first byte: the byte waits for the other.
        views.write(&readers, &"oé".as_bytes()[..2]);
        assert_eq!(texts(views.take(false)), ["en:two"]);
        views.write(&readers, &"é".as_bytes()[1..]);
        assert_eq!(texts(views.take(false)), ["en:é"]);
        assert!(views.take(false).is_empty());
    }
}
