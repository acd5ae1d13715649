//! Stock search in memory. The universe is small (about 500 listed stocks, a few thousand at
//! most), so every process keeps it as a list with each stock's search key, and answers a search
//! without the database. The list is rebuilt on the first search after stocks change, in any
//! process (the `market.stocks` cache topic).

use std::collections::HashMap;
use std::sync::{Arc, RwLock};

use platform::AppContext;
use platform::mentions::NameIndex;
use sea_orm::{DatabaseConnection, DbErr, EntityTrait, QueryOrder};

use crate::entities::stocks;
use crate::search::normalize;

/// The cache topic announced whenever stocks are added or their names, Shariah status or demo
/// flag change.
pub const STOCKS_TOPIC: &str = "market.stocks";

const SHORT_NAMES_CSV: &str = include_str!("../data/short-names.csv");

struct Entry {
    stock: stocks::Model,
    symbol: String,
    /// Symbol, both names and the short names, normalised, separated by spaces.
    key: String,
    /// Short names people use ("Aramco", "STC"), normalised.
    short_names: Vec<String>,
    /// What a text may call it ([`names_of`]).
    names: Vec<String>,
}

#[derive(Default)]
struct Snapshot {
    entries: Vec<Entry>,
    /// Every entry's names and symbol, by the entry's place in `entries`, for questions.
    mentions: NameIndex,
}

#[derive(Default)]
struct State {
    snapshot: Option<Arc<Snapshot>>,
    /// Bumped by every change, so a rebuild that raced a change is not kept.
    generation: u64,
}

#[derive(Default)]
pub struct StockIndex {
    state: RwLock<State>,
    rebuilding: tokio::sync::Mutex<()>,
}

impl StockIndex {
    /// The application's index; it forgets its list whenever stocks change in any process.
    pub fn of(ctx: &AppContext) -> Arc<Self> {
        let shared = ctx.singletons.get_or_try_init(|| {
            let index = Arc::new(Self::default());
            let weak = Arc::downgrade(&index);
            ctx.caches.on_change(STOCKS_TOPIC, move || {
                if let Some(index) = weak.upgrade() {
                    index.forget();
                }
            });
            Ok::<_, std::convert::Infallible>(ArcIndex(index))
        });
        match shared {
            Ok(shared) => shared.0.clone(),
            Err(never) => match never {},
        }
    }

    fn forget(&self) {
        if let Ok(mut state) = self.state.write() {
            state.snapshot = None;
            state.generation += 1;
        }
    }

    async fn snapshot(&self, db: &DatabaseConnection) -> Result<Arc<Snapshot>, DbErr> {
        if let Some(current) = self.current() {
            return Ok(current);
        }
        // One rebuild at a time; those who waited find it done.
        let _guard = self.rebuilding.lock().await;
        if let Some(current) = self.current() {
            return Ok(current);
        }
        let generation = self.state.read().map(|s| s.generation).unwrap_or_default();
        let rows = stocks::Entity::find().order_by_asc(stocks::Column::MarketId).order_by_asc(stocks::Column::Symbol).all(db).await?;
        let built = Arc::new(build(rows));
        if let Ok(mut state) = self.state.write()
            && state.generation == generation
        {
            state.snapshot = Some(built.clone());
        }
        Ok(built)
    }

    fn current(&self) -> Option<Arc<Snapshot>> {
        self.state.read().ok().and_then(|s| s.snapshot.clone())
    }

    /// Stocks matching `query` (symbol, Arabic or English name, short name; any spelling
    /// variant), best first; an empty query lists stocks by market and symbol.
    pub async fn find(
        &self,
        db: &DatabaseConnection,
        query: &str,
        market_id: Option<i32>,
        limit: usize,
    ) -> Result<Vec<stocks::Model>, DbErr> {
        let snapshot = self.snapshot(db).await?;
        let needle = normalize(query);
        let mut ranked: Vec<(u8, &Entry)> = snapshot
            .entries
            .iter()
            .filter(|e| market_id.is_none_or(|m| e.stock.market_id == m))
            .filter_map(|e| rank(&needle, e).map(|r| (r, e)))
            .collect();
        // Stable: equal ranks keep market and symbol order.
        ranked.sort_by_key(|(r, _)| *r);
        Ok(ranked.into_iter().take(limit).map(|(_, e)| e.stock.clone()).collect())
    }
}

impl StockIndex {
    /// The stocks a text names (an article's title and body): by Arabic name, English name
    /// without its legal suffix, or a short name people use, as whole words in any spelling
    /// variant. Symbols alone are not taken: a number in a text is more often a year or a price.
    pub async fn named_in(&self, db: &DatabaseConnection, text: &str) -> Result<Vec<stocks::Model>, DbErr> {
        let snapshot = self.snapshot(db).await?;
        let words = format!(" {} ", as_words(text));
        Ok(snapshot.entries.iter().filter(|e| e.names.iter().any(|n| words.contains(&format!(" {n} ")))).map(|e| e.stock.clone()).collect())
    }
}

impl StockIndex {
    /// The stocks a question names, in order, at most `limit` names; a name several stocks
    /// share gives them all (see [`NameIndex`]).
    pub async fn mentioned_in(&self, db: &DatabaseConnection, text: &str, limit: usize) -> Result<Vec<Vec<stocks::Model>>, DbErr> {
        let snapshot = self.snapshot(db).await?;
        Ok(snapshot
            .mentions
            .find(text)
            .into_iter()
            .take(limit)
            .map(|found| {
                found
                    .ids
                    .iter()
                    .filter_map(|i| usize::try_from(*i).ok().and_then(|i| snapshot.entries.get(i)))
                    .map(|e| e.stock.clone())
                    .collect()
            })
            .collect())
    }
}

/// A text in search form with punctuation as spaces, so names match as whole words.
fn as_words(text: &str) -> String {
    let spaced: String = normalize(text).chars().map(|c| if c.is_alphanumeric() { c } else { ' ' }).collect();
    spaced.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The names a text may call a stock by, in [`as_words`] form: the Arabic name, the English name
/// without "Co.", "Corp." and the like, and the short names. Names of one letter or digit are
/// left out.
fn names_of(stock: &stocks::Model, short_names: &[String]) -> Vec<String> {
    const SUFFIXES: [&str; 8] = [" co", " corp", " company", " inc", " ltd", " plc", " group", " holding"];
    let mut english = as_words(&stock.name_en);
    while let Some(cut) = SUFFIXES.iter().find_map(|s| english.strip_suffix(s)) {
        english = cut.to_owned();
    }
    let mut names: Vec<String> = [as_words(&stock.name_ar), english]
        .into_iter()
        .chain(short_names.iter().map(|n| as_words(n)))
        .filter(|n| n.chars().count() > 1)
        .collect();
    names.sort();
    names.dedup();
    names
}

/// The singleton map keys values by type; a named wrapper keeps `Arc<StockIndex>` apart.
struct ArcIndex(Arc<StockIndex>);

fn short_names() -> HashMap<&'static str, Vec<&'static str>> {
    let mut names: HashMap<&str, Vec<&str>> = HashMap::new();
    for line in SHORT_NAMES_CSV.lines().skip(1) {
        if let Some((symbol, name)) = line.split_once(',') {
            names.entry(symbol.trim()).or_default().push(name.trim());
        }
    }
    names
}

fn build(rows: Vec<stocks::Model>) -> Snapshot {
    let short = short_names();
    let entries = rows
        .into_iter()
        .map(|stock| {
            let short_names: Vec<String> = short.get(stock.symbol.as_str()).into_iter().flatten().map(|n| normalize(n)).collect();
            let key = normalize(&format!("{} {} {} {}", stock.symbol, stock.name_ar, stock.name_en, short_names.join(" ")));
            let names = names_of(&stock, &short_names);
            Entry { symbol: stock.symbol.to_lowercase(), key, short_names, names, stock }
        })
        .collect::<Vec<Entry>>();
    let mut mentions = NameIndex::default();
    for (i, entry) in entries.iter().enumerate() {
        let id = i64::try_from(i).unwrap_or(i64::MAX);
        mentions.add_code(id, &entry.stock.symbol);
        for name in &entry.names {
            mentions.add_name(id, name);
        }
    }
    Snapshot { entries, mentions }
}

/// How well a stock matches a normalised query; lower is better, None for no match. Every match
/// is inside the key, so one scan of it turns most stocks away.
fn rank(query: &str, entry: &Entry) -> Option<u8> {
    if query.is_empty() {
        Some(4)
    } else if !entry.key.contains(query) {
        None
    } else if entry.symbol == query {
        Some(0)
    } else if entry.short_names.iter().any(|n| n == query) {
        Some(1)
    } else if entry.symbol.starts_with(query) {
        Some(2)
    } else if entry.key.split(' ').any(|word| word.starts_with(query))
        || entry.key.match_indices(query).any(|(i, _)| entry.key[..i].ends_with(' '))
    {
        Some(3)
    } else {
        Some(4)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stock(id: i64, symbol: &str, name_ar: &str, name_en: &str) -> stocks::Model {
        stocks::Model {
            id,
            symbol: symbol.into(),
            market_id: 1,
            sector_id: None,
            name_ar: name_ar.into(),
            name_en: name_en.into(),
            search_key: String::new(),
            shariah_compliant: None,
            shares_outstanding: 0,
            is_demo: false,
        }
    }

    fn symbols(snapshot: &Snapshot, query: &str) -> Vec<String> {
        let needle = normalize(query);
        let mut ranked: Vec<(u8, &Entry)> = snapshot.entries.iter().filter_map(|e| rank(&needle, e).map(|r| (r, e))).collect();
        ranked.sort_by_key(|(r, _)| *r);
        ranked.into_iter().map(|(_, e)| e.stock.symbol.clone()).collect()
    }

    fn universe() -> Snapshot {
        build(vec![
            stock(1, "1120", "الراجحي", "Al Rajhi Bank"),
            stock(2, "2010", "سابك", "Saudi Basic Industries Corp."),
            stock(3, "2222", "أرامكو السعودية", "Saudi Arabian Oil Co."),
            stock(4, "7010", "اس تي سي", "Saudi Telecom Co."),
            stock(5, "2020", "سابك للمغذيات الزراعية", "SABIC Agri-Nutrients Co."),
        ])
    }

    #[test]
    fn a_text_names_stocks_by_their_names_as_whole_words() {
        let u = universe();
        let named = |text: &str| {
            let words = format!(" {} ", as_words(text));
            u.entries
                .iter()
                .filter(|e| e.names.iter().any(|n| words.contains(&format!(" {n} "))))
                .map(|e| e.stock.symbol.clone())
                .collect::<Vec<_>>()
        };
        assert_eq!(named("ارتفع سهم الراجحى، وتراجعت أرامكو السعودية."), ["1120", "2222"]);
        assert_eq!(named("Al Rajhi Bank and Saudi Telecom report profits"), ["1120", "7010"]);
        assert_eq!(named("Aramco's dividend"), ["2222"], "a short name, before punctuation");
        assert_eq!(named("سابك للمغذيات الزراعية تعلن نتائجها"), ["2010", "2020"], "the longer name contains the shorter");
        assert!(named("في عام 2020 ارتفع السوق 1120 نقطة").is_empty(), "numbers are not symbols");
        assert!(named("الراجحيون").is_empty(), "only whole words");
    }

    #[test]
    fn the_short_names_people_use_find_legal_names() {
        let u = universe();
        assert_eq!(symbols(&u, "aramco"), ["2222"]);
        assert_eq!(symbols(&u, "Aramco")[0], "2222");
        assert_eq!(symbols(&u, "stc"), ["7010"]);
        // The exact short name first, then the company that contains it.
        assert_eq!(symbols(&u, "sabic"), ["2010", "2020"]);
    }

    #[test]
    fn symbols_then_arabic_variants() {
        let u = universe();
        assert_eq!(symbols(&u, "2222"), ["2222"]);
        assert_eq!(symbols(&u, "٢٢٢٢"), ["2222"]);
        assert_eq!(symbols(&u, "الراجحى"), ["1120"]);
        assert_eq!(symbols(&u, "ارامكو"), ["2222"]);
        assert!(symbols(&u, "nothing like this").is_empty());
        assert_eq!(symbols(&u, "").len(), 5);
    }

    #[test]
    fn every_short_name_row_names_a_listed_symbol() {
        let listed: std::collections::HashSet<&str> = crate::universe::SAUDI_COMPANIES_CSV
            .lines()
            .chain(crate::universe::US_COMPANIES_CSV.lines())
            .skip(1)
            .filter_map(|l| l.split(',').next())
            .collect();
        for symbol in short_names().keys() {
            assert!(listed.contains(symbol), "short name for unknown symbol {symbol}");
        }
    }
}
