//! What `conquest join` lets through to its terminal of the text a server
//! sends: the colours of a map or a board (ANSI SGR sequences, `ESC [ 1 ;
//! 31 m`) when the terminal shows colour, and no other control sequence
//! ever: a server, or a player's text it passes on, cannot move the
//! cursor, clear the screen or set the window's title.

/// The longest escape sequence kept waiting for its end across two
/// messages; a longer one is dropped.
const MAX_PENDING: usize = 64;

/// Cleans the server's text, a message at a time: a sequence cut
/// between two messages waits for its end.
#[derive(Debug)]
pub struct TerminalText {
    colour: bool,
    /// The start of an escape sequence the last text ended in.
    pending: String,
}

impl TerminalText {
    pub fn new(colour: bool) -> TerminalText {
        TerminalText {
            colour,
            pending: String::new(),
        }
    }

    /// `text` as it may be shown: colour sequences kept with colour,
    /// every other control sequence and character dropped but line ends
    /// and tabs.
    pub fn clean(&mut self, text: &str) -> String {
        let mut input = std::mem::take(&mut self.pending);
        input.push_str(text);
        let mut out = String::with_capacity(input.len());
        let mut rest = input.as_str();
        while let Some(c) = rest.chars().next() {
            if c == '\x1b' {
                match escape(rest) {
                    Escape::Incomplete => {
                        if rest.len() <= MAX_PENDING {
                            self.pending = rest.to_string();
                        }
                        break;
                    }
                    Escape::Colour(len) => {
                        if self.colour {
                            out.push_str(&rest[..len]);
                        }
                        rest = &rest[len..];
                    }
                    Escape::Other(len) => rest = &rest[len..],
                }
                continue;
            }
            if !c.is_control() || c == '\n' || c == '\t' {
                out.push(c);
            }
            rest = &rest[c.len_utf8()..];
        }
        out
    }
}

enum Escape {
    /// A Select Graphic Rendition sequence of digits and `;`, this long.
    Colour(usize),
    /// Any other sequence, this long.
    Other(usize),
    /// The text ends inside it.
    Incomplete,
}

/// The escape sequence `text` starts with (its first character is ESC).
fn escape(text: &str) -> Escape {
    let bytes = text.as_bytes();
    match bytes.get(1) {
        None => Escape::Incomplete,
        // CSI: parameters, intermediates, a final byte.
        Some(b'[') => {
            for (at, &b) in bytes.iter().enumerate().skip(2) {
                if (0x40..=0x7e).contains(&b) {
                    let params = &bytes[2..at];
                    let sgr = b == b'm' && params.iter().all(|p| p.is_ascii_digit() || *p == b';');
                    return if sgr {
                        Escape::Colour(at + 1)
                    } else {
                        Escape::Other(at + 1)
                    };
                }
                if !(0x20..=0x3f).contains(&b) {
                    // Not a sequence: the ESC alone goes.
                    return Escape::Other(1);
                }
            }
            Escape::Incomplete
        }
        // OSC, DCS and the like: up to BEL or ESC \.
        Some(b']' | b'P' | b'X' | b'^' | b'_') => {
            for at in 2..bytes.len() {
                if bytes[at] == 0x07 {
                    return Escape::Other(at + 1);
                }
                if bytes[at] == 0x1b {
                    return match bytes.get(at + 1) {
                        Some(b'\\') => Escape::Other(at + 2),
                        Some(_) => Escape::Other(at),
                        None => Escape::Incomplete,
                    };
                }
            }
            Escape::Incomplete
        }
        // ESC and one character; the character may be a multi-byte one.
        Some(_) => Escape::Other(1 + text[1..].chars().next().map_or(0, char::len_utf8)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colour_is_kept_only_for_a_terminal_that_shows_it() {
        let text = "\x1b[1;31mNA1\x1b[0m alice\n";
        assert_eq!(TerminalText::new(true).clean(text), text);
        assert_eq!(TerminalText::new(false).clean(text), "NA1 alice\n");
    }

    #[test]
    fn other_control_sequences_never_reach_the_terminal() {
        let mut shown = TerminalText::new(true);
        let text = "a\x1b[2Jb\x1b]0;title\x07c\x1b]0;t\x1b\\d\x1bce\u{9b}2Jf\r\x07g\u{7f}\n";
        // C1's CSI (U+009B) goes, its parameters are plain text then.
        assert_eq!(shown.clean(text), "abcde2Jfg\n");
        assert_eq!(shown.clean("tab\there é\n"), "tab\there é\n");
    }

    #[test]
    fn a_sequence_cut_between_two_messages_waits_for_its_end() {
        let mut shown = TerminalText::new(true);
        assert_eq!(shown.clean("one \x1b[1;3"), "one ");
        assert_eq!(shown.clean("1mred\x1b"), "\x1b[1;31mred");
        assert_eq!(shown.clean("[0m\n"), "\x1b[0m\n");
        let mut plain = TerminalText::new(false);
        assert_eq!(plain.clean("x\x1b[3"), "x");
        assert_eq!(plain.clean("1my"), "y");
    }

    #[test]
    fn a_sequence_that_never_ends_is_dropped() {
        let mut shown = TerminalText::new(true);
        let long = format!("\x1b]{}", "x".repeat(100));
        assert_eq!(shown.clean(&long), "");
        assert_eq!(shown.clean("next\n"), "next\n");
    }
}
