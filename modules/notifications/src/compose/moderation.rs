//! Notices of staff moderation: the list's subscribers hear that an opinion or the whole list was
//! withdrawn (not why); its analyst hears why, and when it is shown again. Under the preference of
//! the list's kind, as corrections are.

use platform::AppContext;
use platform::events::{ListReinstated, ListWithdrawn, OpinionReinstated, OpinionWithdrawn};
use platform::ports::{ListKind, PortError};

use super::lists::{names, opinion_list};
use crate::kinds::Kind;
use crate::notice::{Audience, Notice, text};

pub async fn opinion_withdrawn(ctx: &AppContext, e: &OpinionWithdrawn) -> Result<(Notice, Audience), PortError> {
    let n = names(ctx, e.list_id, Some(e.stock_id)).await?;
    let notice = Notice::new(
        Kind::OpinionPublished,
        text(format!("سحب رأي من {}", n.list), format!("سحب فريق إيفا رأي المحلل في {} من القائمة، فلم يعد معروضاً.", n.stock_ar)),
        text(
            format!("Opinion withdrawn from {}", n.list),
            format!("Eva withdrew the analyst's opinion on {} from the list; it is no longer shown.", n.stock_en),
        ),
        Some(format!("/opinions/{}", e.list_id)),
    );
    Ok((notice, opinion_list(e.list_id)))
}

pub async fn opinion_withdrawn_for_analyst(ctx: &AppContext, e: &OpinionWithdrawn) -> Result<(Notice, Audience), PortError> {
    let n = names(ctx, e.list_id, Some(e.stock_id)).await?;
    let notice = Notice::new(
        Kind::OpinionPublished,
        text(
            format!("أخفى فريق إيفا رأيك في {}", n.stock_ar),
            format!("أُخفي رأيك في {} من قائمة {} عن المشتركين. السبب: {}. يبقى الرأي في سجلك كما حُسم.", n.stock_ar, n.list, e.reason),
        ),
        text(
            format!("Eva hid your opinion on {}", n.stock_en),
            format!(
                "Your opinion on {} in {} is hidden from subscribers. Reason: {}. It stays in your record as it is decided.",
                n.stock_en, n.list, e.reason
            ),
        ),
        Some(format!("/opinion/{}", e.opinion_id)),
    );
    Ok((notice, Audience::User { user_id: e.analyst_id }))
}

pub async fn opinion_reinstated(ctx: &AppContext, e: &OpinionReinstated) -> Result<(Notice, Audience), PortError> {
    let n = names(ctx, e.list_id, Some(e.stock_id)).await?;
    let notice = Notice::new(
        Kind::OpinionPublished,
        text(format!("أعاد فريق إيفا إظهار رأيك في {}", n.stock_ar), format!("رأيك في {} ظاهر من جديد لمشتركي {}.", n.stock_ar, n.list)),
        text(
            format!("Eva restored your opinion on {}", n.stock_en),
            format!("Your opinion on {} is shown again to the subscribers of {}.", n.stock_en, n.list),
        ),
        Some(format!("/opinion/{}", e.opinion_id)),
    );
    Ok((notice, Audience::User { user_id: e.analyst_id }))
}

/// The preference a list's notices come under, and the page a reader opens it on.
fn of_list(kind: ListKind, list_id: i64) -> (Kind, String) {
    match kind {
        ListKind::Rating => (Kind::RatingPublished, format!("/ratings/{list_id}")),
        ListKind::Opinion => (Kind::OpinionPublished, format!("/opinions/{list_id}")),
    }
}

pub async fn list_withdrawn(ctx: &AppContext, e: &ListWithdrawn) -> Result<(Notice, Audience), PortError> {
    let n = names(ctx, e.list_id, None).await?;
    let (kind, link) = of_list(e.kind, e.list_id);
    let notice = Notice::new(
        kind,
        text(format!("سحب فريق إيفا قائمة {}", n.list), format!("لم تعد قائمة {} معروضة. للاستفسار عن اشتراكك تواصل مع فريق إيفا.", n.list)),
        text(
            format!("Eva withdrew {}", n.list),
            format!("The list {} is no longer shown. Ask the Eva team about your subscription.", n.list),
        ),
        Some(link),
    );
    Ok((notice, Audience::ListSubscribers { kind: e.kind, list_id: e.list_id }))
}

pub async fn list_withdrawn_for_analyst(ctx: &AppContext, e: &ListWithdrawn) -> Result<(Notice, Audience), PortError> {
    let n = names(ctx, e.list_id, None).await?;
    let (kind, _) = of_list(e.kind, e.list_id);
    let notice = Notice::new(
        kind,
        text(
            format!("أخفى فريق إيفا قائمتك {}", n.list),
            format!("أُخفيت قائمتك {} عن المستثمرين وتوقف بيعها. السبب: {}. يبقى محتواها وسجلها كما هما.", n.list, e.reason),
        ),
        text(
            format!("Eva hid your list {}", n.list),
            format!(
                "Your list {} is hidden from investors and no longer sold. Reason: {}. Its content and record stay as they are.",
                n.list, e.reason
            ),
        ),
        Some("/my_lists".to_owned()),
    );
    Ok((notice, Audience::User { user_id: e.analyst_id }))
}

pub async fn list_reinstated(ctx: &AppContext, e: &ListReinstated) -> Result<(Notice, Audience), PortError> {
    let n = names(ctx, e.list_id, None).await?;
    let (kind, _) = of_list(e.kind, e.list_id);
    let notice = Notice::new(
        kind,
        text(format!("أعاد فريق إيفا إظهار قائمتك {}", n.list), format!("قائمتك {} ظاهرة للمستثمرين ومعروضة للبيع من جديد.", n.list)),
        text(format!("Eva restored your list {}", n.list), format!("Your list {} is shown to investors and on sale again.", n.list)),
        Some("/my_lists".to_owned()),
    );
    Ok((notice, Audience::User { user_id: e.analyst_id }))
}
