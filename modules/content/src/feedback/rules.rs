//! The checks feedback shares: a real message, not a page of links.

use platform::validation::Validator;

use crate::messages::{MESSAGE_TOO_SHORT, TOO_MANY_LINKS};

pub const MESSAGE_MIN: usize = 10;
pub const MESSAGE_MAX: usize = 2_000;
/// More links than this is how spam looks.
pub const LINKS_MAX: usize = 2;

pub fn message(v: &mut Validator, value: Option<&str>) -> Option<String> {
    let text = v.required("message", value)?.to_owned();
    if text.chars().count() < MESSAGE_MIN {
        v.add("message", MESSAGE_TOO_SHORT);
    }
    v.max_chars("message", Some(&text), MESSAGE_MAX);
    v.check("message", links_in(&text) <= LINKS_MAX, TOO_MANY_LINKS);
    Some(text)
}

fn links_in(text: &str) -> usize {
    let lower = text.to_lowercase();
    lower.matches("http://").count() + lower.matches("https://").count() + lower.matches("www.").count()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_are_counted_however_written() {
        assert_eq!(links_in("see https://a.example and WWW.b.example and http://c"), 3);
        assert_eq!(links_in("لا روابط هنا"), 0);
    }
}
