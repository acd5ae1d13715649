//! Notices of staff moderation: the list's subscribers hear that an opinion was withdrawn (not
//! why); its analyst hears why, and when it is shown again. Under the opinions preference, as
//! corrections are.

use platform::AppContext;
use platform::events::{OpinionReinstated, OpinionWithdrawn};
use platform::ports::PortError;

use super::lists::{names, opinion_list};
use crate::kinds::Kind;
use crate::notice::{Audience, Notice, text};

pub async fn opinion_withdrawn(ctx: &AppContext, e: &OpinionWithdrawn) -> Result<(Notice, Audience), PortError> {
    let n = names(ctx, e.list_id, Some(e.stock_id)).await?;
    let notice = Notice::new(
        Kind::OpinionPublished,
        text(format!("سحب رأي من {}", n.list), format!("سحب فريق إيفا رأي المحلل في {} من القائمة، فلم يعد معروضاً.", n.stock_ar)),
        text(format!("Opinion withdrawn from {}", n.list), format!("Eva withdrew the analyst's opinion on {} from the list; it is no longer shown.", n.stock_en)),
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
            format!("Your opinion on {} in {} is hidden from subscribers. Reason: {}. It stays in your record as it is decided.", n.stock_en, n.list, e.reason),
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
        text(format!("Eva restored your opinion on {}", n.stock_en), format!("Your opinion on {} is shown again to the subscribers of {}.", n.stock_en, n.list)),
        Some(format!("/opinion/{}", e.opinion_id)),
    );
    Ok((notice, Audience::User { user_id: e.analyst_id }))
}
