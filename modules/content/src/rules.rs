//! The checks every staff edit shares: required, lengths, no markup where text is plain, and
//! rich text cleaned before it is stored.

use platform::messages;
use platform::validation::Validator;

use crate::html;
use crate::messages::NO_MARKUP;

pub const TITLE_MAX: usize = 200;
pub const VALUE_MAX: usize = 200;
pub const BODY_MAX: usize = 100_000;
pub const QUESTION_MAX: usize = 500;
pub const ANSWER_MAX: usize = 20_000;

/// A required line of plain text (a title, a question), trimmed.
pub fn plain(v: &mut Validator, field: &str, value: Option<&str>, max: usize) -> Option<String> {
    let value = v.required(field, value)?;
    v.max_chars(field, Some(value), max);
    v.check(field, !html::has_markup(value), NO_MARKUP);
    Some(value.to_owned())
}

/// A required rich-text body, cleaned; a body that is empty once cleaned counts as missing, and
/// one cleaning would take something out of is refused unless staff accepted that.
pub fn rich(v: &mut Validator, field: &str, value: Option<&str>, max: usize, accept_removed: bool) -> Option<String> {
    let value = v.required(field, value)?;
    if value.chars().count() > max {
        v.add(field, messages::FIELD_TOO_LONG);
        return None;
    }
    // Never stripped without a word: staff confirm what the preview showed would go.
    if !accept_removed && !html::removed(value).is_empty() {
        v.add(field, crate::messages::REMOVED_ON_SAVE);
        return None;
    }
    let cleaned = html::clean(value);
    if html::visible_text(&cleaned).is_empty() {
        v.add(field, messages::FIELD_REQUIRED);
        return None;
    }
    Some(cleaned)
}
