//! Stock search that forgives how Arabic is typed: alef forms, taa marbuta and haa, alef
//! maqsura and yaa, hamza seats, diacritics and tatweel, Arabic-Indic digits, Latin case.

use platform::validation::arabic_digit_to_ascii;

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

/// The stored key of a stock: symbol and both names.
pub fn stock_key(symbol: &str, name_ar: &str, name_en: &str) -> String {
    normalize(&format!("{symbol} {name_ar} {name_en}"))
}

/// How well a stock matches a normalised query; lower is better, None for no match.
pub fn rank(query: &str, symbol: &str, key: &str) -> Option<u8> {
    let symbol = symbol.to_lowercase();
    if symbol == query {
        Some(0)
    } else if symbol.starts_with(query) {
        Some(1)
    } else if key.split(' ').any(|word| word.starts_with(query)) {
        Some(2)
    } else if key.contains(query) {
        Some(3)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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

    #[test]
    fn symbols_rank_before_names() {
        let key = stock_key("1120", "الراجحي", "Al Rajhi Bank");
        assert_eq!(rank("1120", "1120", &key), Some(0));
        assert_eq!(rank("11", "1120", &key), Some(1));
        assert_eq!(rank("راجحي", "1120", &key), Some(3));
        assert_eq!(rank("الراجحي", "1120", &key), Some(2));
        assert_eq!(rank("rajhi", "1120", &key), Some(2));
        assert_eq!(rank("sabic", "1120", &key), None);
    }
}
