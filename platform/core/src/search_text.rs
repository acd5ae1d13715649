//! Search that forgives how Arabic is typed: alef forms, taa marbuta and haa, alef maqsura and
//! yaa, hamza seats, diacritics and tatweel, Arabic-Indic digits, Latin case. Stock search, news
//! search and anything else people type Arabic into share it.

use crate::validation::arabic_digit_to_ascii;

/// The search form of a text; the same function builds stored keys and queries.
pub fn normalize(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        let mapped = match c {
            // Harakat, tanween, shadda, sukun, superscript alef, and tatweel carry no search meaning.
            '\u{064B}'..='\u{065F}' | '\u{0670}' | '\u{0640}' => continue,
            'أ' | 'إ' | 'آ' | 'ٱ' => 'ا',
            'ة' => 'ه',
            'ى' => 'ي',
            'ؤ' => 'و',
            'ئ' => 'ي',
            c => arabic_digit_to_ascii(c),
        };
        out.extend(mapped.to_lowercase());
    }
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A LIKE pattern matching any text that contains `text` as typed: its `%` and `_` are taken
/// literally (escaped with `!`), so a search for `a_b` does not find `axb`. Every LIKE search on
/// what people type goes through it (sea-orm's `contains` does not escape).
pub fn like_containing(text: &str) -> sea_orm::sea_query::LikeExpr {
    let escaped = text.replace('!', "!!").replace('%', "!%").replace('_', "!_");
    sea_orm::sea_query::LikeExpr::new(format!("%{escaped}%")).escape('!')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn like_patterns_take_wildcards_literally() {
        use sea_orm::sea_query::{Expr, ExprTrait, Query, SqliteQueryBuilder};
        let sql = Query::select().expr(Expr::val("x").like(like_containing("50%_off!"))).to_string(SqliteQueryBuilder);
        assert!(sql.contains(r"LIKE '%50!%!_off!!%' ESCAPE '!'"), "{sql}");
    }

    #[test]
    fn arabic_variants_meet() {
        assert_eq!(normalize("الإستثمار"), normalize("الاستثمار"));
        assert_eq!(normalize("مكة"), normalize("مكه"));
        assert_eq!(normalize("مستشفى"), normalize("مستشفي"));
        assert_eq!(normalize("الرَّاجِحِي"), normalize("الراجحي"));
        assert_eq!(normalize("آل"), normalize("ال"));
        assert_eq!(normalize("تْشب"), "تشب");
        assert_eq!(normalize("١١٢٠"), "1120");
        assert_eq!(normalize("  Al  Rajhi "), "al rajhi");
        assert_eq!(normalize("ـالراجـحي"), normalize("الراجحي"));
    }
}
