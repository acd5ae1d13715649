//! Stock search: each stock's key (symbol and both names) in the platform's search form, and how
//! well a query matches it.

pub use platform::search_text::normalize;

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
