//! A question as words in search form (Arabic letter variants and digits folded, Latin in lower
//! case, punctuation dropped), each without the letters Arabic joins to a word's front («و»,
//! «ب», «ل», «ال»…), so one cue «دعم» finds «الدعم» and «والدعم». Cues are folded the same way.

use platform::search_text::normalize;

pub struct Words {
    list: Vec<String>,
    /// The words joined by single spaces, with a space at each end.
    spaced: String,
}

/// A word without its joined front: «و»/«ف», then «ب»/«ك»/«ل», then «ال», each only while three
/// letters remain.
fn bare(word: &str) -> &str {
    let keep = |rest: &str| rest.chars().count() >= 3;
    let mut w = word;
    for fronts in [&["و", "ف"][..], &["ب", "ك", "ل"], &["ال", "ل"]] {
        if let Some(rest) = fronts.iter().find_map(|f| w.strip_prefix(f).filter(|r| keep(r))) {
            w = rest;
        }
    }
    w
}

impl Words {
    pub fn of(text: &str) -> Self {
        // Marks inside words are dropped by `normalize`; everything else that is not a letter or
        // a digit separates words ("P/E" reads "p e", «سعر؟» reads «سعر»).
        let folded = normalize(text);
        let spaced_out: String = folded.chars().map(|c| if c.is_alphanumeric() { c } else { ' ' }).collect();
        let list: Vec<String> = spaced_out.split_whitespace().map(|w| bare(w).to_owned()).collect();
        let spaced = format!(" {} ", list.join(" "));
        Self { list, spaced }
    }

    pub fn list(&self) -> &[String] {
        &self.list
    }

    /// A cue in the words' form with its edge spaces kept: ` x ` a whole word or phrase, ` x` a
    /// word's start, `x` anywhere.
    pub fn fold_cue(cue: &str) -> String {
        let lead = if cue.starts_with(' ') { " " } else { "" };
        let trail = if cue.ends_with(' ') { " " } else { "" };
        format!("{lead}{}{trail}", Words::of(cue).list.join(" "))
    }

    /// Whether `word` stands on its own.
    pub fn has_word(&self, word: &str) -> bool {
        let word = Words::of(word);
        self.list.iter().any(|w| word.list.first() == Some(w))
    }

    /// Whether a cue folded by [`Words::fold_cue`] occurs.
    pub fn has_cue(&self, cue: &str) -> bool {
        self.spaced.contains(cue)
    }

    /// Whether the words hold `phrase` as whole words.
    pub fn has_phrase(&self, phrase: &str) -> bool {
        self.spaced.contains(&Words::fold_cue(&format!(" {phrase} ")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn joined_fronts_come_off_while_three_letters_remain() {
        assert_eq!(Words::of("والدعم بالتوزيعات للراجحي هالأسبوع").list(), ["دعم", "توزيعات", "راجحي", "هالاسبوع"]);
        assert_eq!(Words::of("وضع بكم ولا").list(), ["وضع", "بكم", "ولا"]);
        assert_eq!(Words::of("P/E؟").list(), ["p", "e"]);
    }
}
