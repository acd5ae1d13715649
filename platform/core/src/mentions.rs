//! Finding the names of things (stocks) in what people type, as whole words in any spelling
//! variant: «بالراجحي» and «وللراجحي» name «الراجحي», «ارمكو» (a letter dropped) names «ارامكو»,
//! «سهم ٢٢٢٢» names 2222, and `AAPL` names Apple. The index is built once from each thing's
//! names and codes and answers a question in microseconds.

use std::collections::HashMap;

use crate::search_text::normalize;

/// Words before a number that make it a code ("سهم 2020") rather than a year or an amount.
const CODE_CUES: [&str; 6] = ["سهم", "رمز", "شركه", "stock", "ticker", "symbol"];

/// The shortest one-word name a typo may reach: shorter ones are a letter away from ordinary
/// words («بداية» and «دراية», «أرباح» and «أرماح»).
const TYPO_MIN_CHARS: usize = 6;

/// Numbers that read as years unless a cue says otherwise.
const YEARS: std::ops::RangeInclusive<u32> = 1990..=2100;

/// A name's words, and the thing it names.
struct Name {
    rest: Vec<String>,
    id: i64,
}

/// What an index finds in a text: the ids one name could mean (more than one when the name is
/// shared).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    pub ids: Vec<i64>,
}

/// Names and codes of a set of things, by their first word.
#[derive(Default)]
pub struct NameIndex {
    by_first: HashMap<String, Vec<Name>>,
    /// One-word names of [`TYPO_MIN_CHARS`] letters or more, by their length in letters, for a
    /// typo's second chance.
    long_single: HashMap<usize, Vec<(Vec<char>, i64)>>,
    codes: HashMap<String, Vec<i64>>,
}

impl NameIndex {
    /// Adds a name `id` goes by (any script, any spelling). Names of one character are left out.
    pub fn add_name(&mut self, id: i64, name: &str) {
        let words = words_of(name).into_iter().map(|w| w.normal).collect::<Vec<_>>();
        if words.concat().chars().count() < 2 {
            return;
        }
        if words.len() == 1 && words[0].chars().count() >= TYPO_MIN_CHARS {
            let letters: Vec<char> = words[0].chars().collect();
            self.long_single.entry(letters.len()).or_default().push((letters, id));
        }
        let entry = self.by_first.entry(words[0].clone()).or_default();
        if !entry.iter().any(|n| n.id == id && n.rest == words[1..]) {
            entry.push(Name { rest: words[1..].to_vec(), id });
        }
    }

    /// Adds a code `id` is traded under: digits are taken after a cue word or when they cannot
    /// be a year; letters only when typed in capitals (`AAPL`, not "all").
    pub fn add_code(&mut self, id: i64, code: &str) {
        let ids = self.codes.entry(normalize(code)).or_default();
        if !ids.contains(&id) {
            ids.push(id);
        }
    }

    /// Everything `text` names, in order, each thing once.
    pub fn find(&self, text: &str) -> Vec<Found> {
        let words = words_of(text);
        let mut found: Vec<Found> = Vec::new();
        let mut i = 0;
        while i < words.len() {
            match self.name_at(&words, i).or_else(|| self.code_at(&words, i)).or_else(|| self.typo_at(&words, i)) {
                Some((mut ids, len)) => {
                    ids.retain(|id| !found.iter().any(|f| f.ids.contains(id)));
                    if !ids.is_empty() {
                        found.push(Found { ids });
                    }
                    i += len;
                }
                None => i += 1,
            }
        }
        found
    }

    /// The longest name starting at word `i`, in any of the word's prefixed forms.
    fn name_at(&self, words: &[Word], i: usize) -> Option<(Vec<i64>, usize)> {
        let mut best: Option<(Vec<i64>, usize)> = None;
        for first in forms_of(&words[i].normal) {
            for name in self.by_first.get(first.as_str()).into_iter().flatten() {
                let len = 1 + name.rest.len();
                let fits = words.len() >= i + len && name.rest.iter().zip(&words[i + 1..]).all(|(n, w)| *n == w.normal);
                if !fits {
                    continue;
                }
                match &mut best {
                    Some((ids, best_len)) if *best_len == len => {
                        if !ids.contains(&name.id) {
                            ids.push(name.id);
                        }
                    }
                    Some((_, best_len)) if *best_len > len => {}
                    _ => best = Some((vec![name.id], len)),
                }
            }
        }
        best
    }

    fn code_at(&self, words: &[Word], i: usize) -> Option<(Vec<i64>, usize)> {
        let word = &words[i];
        let ids = self.codes.get(word.normal.as_str())?;
        let digits = word.normal.chars().all(|c| c.is_ascii_digit());
        let cued = i > 0 && CODE_CUES.iter().any(|cue| forms_of(&words[i - 1].normal).iter().any(|f| f == cue));
        let taken = if digits {
            cued || word.normal.parse::<u32>().map_or(true, |n| !YEARS.contains(&n))
        } else {
            cued || (word.typed.chars().count() >= 2 && word.typed.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit()))
        };
        taken.then(|| (ids.clone(), 1))
    }

    /// A one-word name typed with one letter wrong, missing, extra or swapped, when exactly one
    /// thing could be meant.
    fn typo_at(&self, words: &[Word], i: usize) -> Option<(Vec<i64>, usize)> {
        let mut ids: Vec<i64> = Vec::new();
        for form in forms_of(&words[i].normal) {
            let letters: Vec<char> = form.chars().collect();
            if letters.len() + 1 < TYPO_MIN_CHARS {
                continue;
            }
            // One edit changes the length by one at most: only names of those lengths are read.
            for length in letters.len() - 1..=letters.len() + 1 {
                for (name, id) in self.long_single.get(&length).into_iter().flatten() {
                    if one_edit_apart(&letters, name) && !ids.contains(id) {
                        ids.push(*id);
                    }
                }
            }
        }
        (ids.len() == 1).then_some((ids, 1))
    }
}

/// Whether `a` becomes `b` with at most one letter changed, added, dropped, or two neighbours
/// swapped.
fn one_edit_apart(a: &[char], b: &[char]) -> bool {
    let (short, long) = if a.len() <= b.len() { (a, b) } else { (b, a) };
    let start = short.iter().zip(long).take_while(|(x, y)| x == y).count();
    match long.len() - short.len() {
        0 if start == short.len() => true,
        0 => {
            let rest = start + 1;
            short[rest..] == long[rest..]
                || (rest < short.len() && short[start] == long[rest] && short[rest] == long[start] && short[rest + 1..] == long[rest + 1..])
        }
        1 => short[start..] == long[start + 1..],
        _ => false,
    }
}

/// A word as typed and in search form.
struct Word {
    typed: String,
    normal: String,
}

/// The words of a text: letters, digits and the marks inside them; everything else separates.
fn words_of(text: &str) -> Vec<Word> {
    let mut out = Vec::new();
    let mut current = String::new();
    for c in text.chars().chain(std::iter::once(' ')) {
        let inside = c.is_alphanumeric() || ('\u{064B}'..='\u{065F}').contains(&c) || c == '\u{0670}' || c == '\u{0640}';
        if inside {
            current.push(c);
        } else if !current.is_empty() {
            let normal = normalize(&current);
            if !normal.is_empty() {
                out.push(Word { typed: std::mem::take(&mut current), normal });
            }
            current.clear();
        }
    }
    out
}

/// A word and what it reads as without the letters Arabic joins to a name's front: «و» and «ف»
/// (and), «ب» and «ك» (with, like), «ل» (for; «لل» stands for «ل» + «ال»). Forms shorter than three
/// letters are left out: they would find names inside ordinary words.
fn forms_of(word: &str) -> Vec<String> {
    let mut forms = vec![word.to_owned()];
    let mut queue = vec![word.to_owned()];
    while let Some(w) = queue.pop() {
        let mut next = Vec::new();
        if let Some(rest) = w.strip_prefix('و').or_else(|| w.strip_prefix('ف')) {
            next.push(rest.to_owned());
        }
        if let Some(rest) = w.strip_prefix('ب').or_else(|| w.strip_prefix('ك')) {
            next.push(rest.to_owned());
        }
        if let Some(rest) = w.strip_prefix("لل") {
            next.push(format!("ال{rest}"));
        } else if let Some(rest) = w.strip_prefix('ل') {
            next.push(rest.to_owned());
        }
        for form in next {
            if form.chars().count() >= 3 && !forms.contains(&form) {
                forms.push(form.clone());
                queue.push(form);
            }
        }
    }
    forms
}

#[cfg(test)]
mod tests {
    use super::*;

    fn index() -> NameIndex {
        let mut index = NameIndex::default();
        for (id, code, names) in [
            (1, "1120", &["الراجحي", "Al Rajhi Bank", "Al Rajhi"][..]),
            (2, "2010", &["سابك", "Saudi Basic Industries", "SABIC"]),
            (3, "2222", &["أرامكو السعودية", "Saudi Arabian Oil", "Aramco", "أرامكو"]),
            (4, "7010", &["اس تي سي", "Saudi Telecom", "STC"]),
            (5, "2020", &["سابك للمغذيات الزراعية", "SABIC Agri-Nutrients"]),
            (6, "AAPL", &["Apple", "أبل"]),
            (7, "ALL", &["Allstate"]),
            (8, "1180", &["الأهلي", "Saudi National Bank"]),
            (9, "8010", &["الأهلي للتكافل"]),
            (10, "8020", &["الأهلي"]),
        ] {
            index.add_code(id, code);
            for name in names {
                index.add_name(id, name);
            }
        }
        index
    }

    fn ids(text: &str) -> Vec<Vec<i64>> {
        index().find(text).into_iter().map(|f| f.ids).collect()
    }

    #[test]
    fn names_in_any_spelling_and_with_joined_letters() {
        assert_eq!(ids("ما رأيك في سهم أرامكو؟"), [[3]]);
        assert_eq!(ids("قارن بين الراجحى وسابك"), [[1], [2]]);
        assert_eq!(ids("وش رايك بالراجحي"), [[1]]);
        assert_eq!(ids("توزيعات للراجحي"), [[1]]);
        assert_eq!(ids("كم سعر stc"), [[4]]);
        assert_eq!(ids("سعر اس تي سي اليوم"), [[4]]);
        assert_eq!(ids("how is Apple doing vs aramco"), [[6], [3]]);
    }

    #[test]
    fn the_longest_name_wins_and_a_shared_name_is_ambiguous() {
        assert_eq!(ids("سابك للمغذيات الزراعية"), [[5]]);
        assert_eq!(ids("الأهلي للتكافل"), [[9]]);
        assert_eq!(ids("سعر الأهلي"), [vec![8, 10]]);
    }

    #[test]
    fn codes_need_a_cue_when_they_read_as_years_and_capitals_when_they_are_words() {
        assert_eq!(ids("سهم ٢٢٢٢"), [[3]]);
        assert_eq!(ids("1120 price"), [[1]]);
        assert!(ids("أداء السوق من 2020").is_empty());
        assert_eq!(ids("سهم 2020"), [[5]]);
        assert_eq!(ids("AAPL and ALL"), [[6], [7]]);
        assert!(ids("is it all good").is_empty());
    }

    #[test]
    fn one_letter_typos_in_long_names() {
        assert_eq!(ids("كم سعر ارمكو"), [[3]]);
        assert_eq!(ids("الراجحيي"), [[1]]);
        assert!(ids("الراجحيون").is_empty(), "two letters more is another word");
    }

    #[test]
    fn one_edit_apart_is_one_letter_changed_added_dropped_or_swapped() {
        let apart = |a: &str, b: &str| one_edit_apart(&a.chars().collect::<Vec<_>>(), &b.chars().collect::<Vec<_>>());
        assert!(apart("ارامكو", "ارمكو") && apart("ارمكو", "ارامكو"));
        assert!(apart("ارامكو", "ارامكا") && apart("ارامكو", "اراكمو") && apart("ارامكو", "ارامكو"));
        assert!(!apart("ارامكو", "اركامو") && !apart("ارامكو", "ارامكوتت") && !apart("abcdef", "abcxyf"));
        assert!(apart("abcdef", "abcdefg") && apart("abcdef", "bcdef") && !apart("abcdef", "bcdefg"));
    }

    #[test]
    fn each_thing_once() {
        assert_eq!(ids("أرامكو ثم أرامكو السعودية ثم 2222"), [[3]]);
    }
}
