//! The 72-hour promise, read at a moment: on track, reminded (48 hours in), escalated (66 hours
//! in), breached (past due), or delivered on time or late.

use chrono::{DateTime, Duration, Utc};
use serde::Serialize;
use utoipa::ToSchema;

/// The analyst is reminded this long after payment.
pub const REMIND_AFTER_HOURS: i64 = 48;
/// Staff are told this long after payment.
pub const ESCALATE_AFTER_HOURS: i64 = 66;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum SlaState {
    /// Not paid: the clock has not started.
    NotStarted,
    OnTrack,
    /// Past the reminder, not yet escalated.
    Reminded,
    /// Past the escalation, not yet due.
    Escalated,
    /// Past due and not delivered.
    Breached,
    DeliveredOnTime,
    DeliveredLate,
}

/// What the clock says of a request at `now`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Clock {
    pub paid_at: Option<DateTime<Utc>>,
    pub due_at: Option<DateTime<Utc>>,
    pub delivered_at: Option<DateTime<Utc>>,
}

impl Clock {
    pub fn state(&self, now: DateTime<Utc>) -> SlaState {
        let (Some(paid), Some(due)) = (self.paid_at, self.due_at) else { return SlaState::NotStarted };
        if let Some(delivered) = self.delivered_at {
            return if delivered <= due { SlaState::DeliveredOnTime } else { SlaState::DeliveredLate };
        }
        if now > due {
            SlaState::Breached
        } else if now >= paid + Duration::hours(ESCALATE_AFTER_HOURS) {
            SlaState::Escalated
        } else if now >= paid + Duration::hours(REMIND_AFTER_HOURS) {
            SlaState::Reminded
        } else {
            SlaState::OnTrack
        }
    }

    /// Whole hours until due (rounded down; negative once overdue); None when not paid or delivered.
    pub fn hours_left(&self, now: DateTime<Utc>) -> Option<i64> {
        if self.delivered_at.is_some() {
            return None;
        }
        let left = self.due_at? - now;
        Some(left.num_seconds().div_euclid(3600))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    fn paid_clock() -> (Clock, DateTime<Utc>) {
        let paid = Utc.with_ymd_and_hms(2026, 11, 1, 9, 0, 0).unwrap();
        (Clock { paid_at: Some(paid), due_at: Some(paid + Duration::hours(72)), delivered_at: None }, paid)
    }

    #[test]
    fn an_unpaid_request_has_no_clock() {
        let clock = Clock { paid_at: None, due_at: None, delivered_at: None };
        assert_eq!(clock.state(Utc::now()), SlaState::NotStarted);
        assert_eq!(clock.hours_left(Utc::now()), None);
    }

    #[test]
    fn the_states_follow_the_hours_since_payment() {
        let (clock, paid) = paid_clock();
        let at = |h: i64, m: i64| paid + Duration::hours(h) + Duration::minutes(m);
        assert_eq!(clock.state(at(0, 0)), SlaState::OnTrack);
        assert_eq!(clock.state(at(47, 59)), SlaState::OnTrack);
        assert_eq!(clock.state(at(48, 0)), SlaState::Reminded);
        assert_eq!(clock.state(at(65, 59)), SlaState::Reminded);
        assert_eq!(clock.state(at(66, 0)), SlaState::Escalated);
        assert_eq!(clock.state(at(72, 0)), SlaState::Escalated, "due at the 72nd hour itself is still on time");
        assert_eq!(clock.state(at(72, 1)), SlaState::Breached);
    }

    #[test]
    fn hours_left_round_down_and_go_negative() {
        let (clock, paid) = paid_clock();
        assert_eq!(clock.hours_left(paid), Some(72));
        assert_eq!(clock.hours_left(paid + Duration::minutes(30)), Some(71));
        assert_eq!(clock.hours_left(paid + Duration::hours(72)), Some(0));
        assert_eq!(clock.hours_left(paid + Duration::hours(72) + Duration::minutes(1)), Some(-1));
        assert_eq!(clock.hours_left(paid + Duration::hours(75)), Some(-3));
    }

    #[test]
    fn a_delivery_is_on_time_up_to_the_due_moment() {
        let (clock, paid) = paid_clock();
        let on_time = Clock { delivered_at: Some(paid + Duration::hours(72)), ..clock };
        let late = Clock { delivered_at: Some(paid + Duration::hours(73)), ..clock };
        assert_eq!(on_time.state(paid + Duration::hours(100)), SlaState::DeliveredOnTime);
        assert_eq!(late.state(paid + Duration::hours(100)), SlaState::DeliveredLate);
        assert_eq!(late.hours_left(paid), None);
    }
}
