//! What Eva's analysts say about a stock, for the asker: the Eva lists holding it and the
//! pending opinions on it (through the ratings and opinions ports), each with its list's name,
//! analyst and record; a call's prices only for the list's subscribers (and its analyst).

use chrono::NaiveDate;
use platform::AppContext;
use platform::ports::{
    AnalystList, AnalystLists, Call, Entitlements, Grants, ListKind, OpinionLists, RatingLists, RecordKind, StockCoverage, TrackRecord,
    TrackRecords,
};

/// The most calls an answer lists.
const MAX_CALLS: usize = 6;

#[derive(Debug, Clone)]
pub struct ListCall {
    pub kind: ListKind,
    pub list_name: String,
    pub analyst_name: String,
    pub since: NaiveDate,
    /// The call as its readers see it; None when the asker does not subscribe to the list.
    pub call: Option<Call>,
    pub record: Option<TrackRecord>,
}

async fn calls_of<K: RecordKind>(ctx: &AppContext, stock_id: i64) -> anyhow::Result<Vec<Call>> {
    match ctx.port::<dyn StockCoverage<K>>() {
        Some(port) => Ok(port.open_calls(ctx, stock_id).await?),
        None => Ok(Vec::new()),
    }
}

async fn records_of<K: RecordKind>(ctx: &AppContext, list_ids: &[i64]) -> anyhow::Result<std::collections::HashMap<i64, TrackRecord>> {
    match ctx.port::<dyn TrackRecords<K>>() {
        Some(port) => Ok(port.of_lists(ctx, list_ids).await?),
        None => Ok(std::collections::HashMap::new()),
    }
}

/// The open calls on `stock_id` of lists staff have not hidden, newest first, as `user_id` may
/// see them.
pub async fn gather(ctx: &AppContext, user_id: i64, stock_id: i64) -> anyhow::Result<Vec<ListCall>> {
    let Some(lists_port) = ctx.port::<dyn AnalystLists>() else { return Ok(Vec::new()) };
    let mut calls: Vec<(ListKind, Call)> = Vec::new();
    calls.extend(calls_of::<RatingLists>(ctx, stock_id).await?.into_iter().map(|c| (ListKind::Rating, c)));
    calls.extend(calls_of::<OpinionLists>(ctx, stock_id).await?.into_iter().map(|c| (ListKind::Opinion, c)));
    calls.sort_by_key(|(_, c)| std::cmp::Reverse(c.since));
    let ids: Vec<i64> = calls.iter().map(|(_, c)| c.list_id).collect();
    let lists = lists_port.lists(&ids).await?;
    calls.retain(|(_, c)| lists.get(&c.list_id).is_some_and(|l| !l.hidden));
    calls.truncate(MAX_CALLS);
    let grants = match ctx.port::<dyn Entitlements>() {
        Some(port) => port.granted(user_id).await?,
        None => Grants::default(),
    };
    let shown: Vec<&AnalystList> = calls.iter().filter_map(|(_, c)| lists.get(&c.list_id)).collect();
    let names = platform::entities::users::names_of(&ctx.db, shown.iter().map(|l| l.analyst_id)).await?;
    let rating_ids: Vec<i64> = calls.iter().filter(|(k, _)| *k == ListKind::Rating).map(|(_, c)| c.list_id).collect();
    let opinion_ids: Vec<i64> = calls.iter().filter(|(k, _)| *k == ListKind::Opinion).map(|(_, c)| c.list_id).collect();
    let (rating_records, opinion_records) =
        (records_of::<RatingLists>(ctx, &rating_ids).await?, records_of::<OpinionLists>(ctx, &opinion_ids).await?);
    Ok(calls
        .into_iter()
        .filter_map(|(kind, call)| {
            let list = lists.get(&call.list_id)?;
            let readable = list.analyst_id == user_id || grants.has(list.feature());
            let record = match kind {
                ListKind::Rating => rating_records.get(&list.id).cloned(),
                ListKind::Opinion => opinion_records.get(&list.id).cloned(),
            };
            Some(ListCall {
                kind,
                list_name: list.name.clone(),
                analyst_name: names.get(&list.analyst_id).cloned().unwrap_or_default(),
                since: call.since.date_naive(),
                call: readable.then_some(call),
                record,
            })
        })
        .collect())
}
